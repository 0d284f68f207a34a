"""The workshop and issue 32: it offers only the pictures the game can paint on a card, shows a
court figure off the French suits as a problem, and edits the colours' names and texts in
languages the game does not ship (without losing them)."""

from __future__ import annotations

from pathlib import Path

from game.ruleset import check_file
from game.workshop import Kind, Workshop

SWISS = Path(__file__).resolve().parents[1] / "ruleset" / "fixtures" / "good" / "swiss.yaml"
COURTS = {"jack", "queen", "king", "ace"}


def offered(workshop: Workshop, rank_id: str) -> set[str]:
    field = workshop.field(("ranks", rank_id, "picture"))
    assert field is not None and field.kind == Kind.CHOICE
    return {str(option.value) for option in field.options}


def test_court_pictures_are_offered_only_on_the_french_suits() -> None:
    classic = Workshop.start_from("classic", background=False)
    assert offered(classic, "king") >= COURTS
    classic.draft.set(("ranks", "king", "coloured"), False)
    assert not COURTS & offered(classic, "king") - {"king"}, "a colourless card: none"
    for ruleset in ("noris", "emmi", "abacus", "huch"):
        copy = Workshop.start_from(ruleset, background=False)
        rank_id = next(iter(copy.draft.doc["ranks"]))
        assert not COURTS & offered(copy, rank_id), ruleset
    swiss = Workshop.import_file(SWISS, background=False)
    assert not COURTS & offered(swiss, "koenig")
    assert "number" in offered(swiss, "koenig")


def test_a_court_figure_off_the_suits_is_a_problem_beside_the_picture() -> None:
    """The issue's steps: a copy of a built-in ruleset of colours, a king picked as a picture
    (as an imported file may hold it). The draft showed 0 problems and Try crashed."""
    workshop = Workshop.start_from("noris", background=False)
    rank_id = next(iter(workshop.draft.doc["ranks"]))
    workshop.draft.set(("ranks", rank_id, "picture"), "king")
    workshop.poll()
    field = workshop.field(("ranks", rank_id, "picture"))
    [problem] = field.problems
    assert "only on the French suits (clubs, diamonds, hearts, spades)" in problem.message
    assert "not on red, yellow, green, blue" in problem.message
    assert problem.fix.startswith("Choose another picture")
    assert "king" in {option.value for option in field.options}, "the value held is still shown"
    assert not workshop.playable


def test_the_colours_are_named_by_the_files_names_and_their_names_are_edited() -> None:
    workshop = Workshop.import_file(SWISS, background=False)
    colours = workshop.field(("colours",))
    assert [child.label for child in colours.children] == [
        "roses",
        "bells",
        "Schilten",
        "żołędzie",
    ]
    names = workshop.field(("colour_names",))
    assert names is not None and names.kind == Kind.MAP
    assert names in workshop.section("deck").fields
    eicheln = workshop.field(("colour_names", "eicheln"))
    assert eicheln.kind == Kind.TEXTS
    assert eicheln.texts() == {"en": "", "de": "", "sv": "", "pl": "żołędzie"}
    workshop.draft.set_text(("colour_names", "eicheln"), "en", "acorns")
    workshop.draft.set_text(("colour_names", "eicheln"), "pl", "żołędzie!")
    assert workshop.draft.doc["colour_names"]["eicheln"] == {"en": "acorns", "pl": "żołędzie!"}
    workshop.poll()
    assert workshop.field(("colours", 3)).label == "acorns"


def test_a_colour_is_named_added_renamed_and_removed_with_its_name(tmp_path: Path) -> None:
    workshop = Workshop.start_from("noris", background=False)
    workshop.poll()
    adder = workshop.field(("colour_names",)).adds
    assert adder is not None and [o.value for o in adder.options] == [
        "red",
        "yellow",
        "green",
        "blue",
    ]
    workshop.draft.add(("colour_names",), "red")
    workshop.draft.set_text(("colour_names", "red"), "en", "scarlet")
    workshop.poll()
    assert workshop.field(("colours", 0)).label == "scarlet"
    workshop.draft.rename(("colours", 0), "scharlach")
    assert workshop.draft.doc["colour_names"] == {"scharlach": {"en": "scarlet"}}
    workshop.poll()
    assert workshop.playable
    doc, problems = check_file(workshop.export(tmp_path / "scarlet"))
    assert problems == [] and doc is not None and doc["colour_names"]["scharlach"]["en"]
    workshop.draft.remove(("colours", 0))
    assert "colour_names" not in workshop.draft.doc


def test_a_text_in_a_language_the_game_does_not_ship_is_kept_and_edited() -> None:
    workshop = Workshop.import_file(SWISS, background=False)
    name = workshop.field(("name",))
    assert [option.value for option in name.options] == ["en", "de", "sv", "pl"]
    assert name.options[-1].words == "Polish (pl)"  # a common language by its name and tag
    workshop.draft.set_text(("name",), "de", "Jass")
    assert workshop.draft.doc["name"] == {"en": "Jass Mau", "de": "Jass", "pl": "Mau szwajcarskie"}
    workshop.draft.set_text(("name",), "pt-BR", "Mau suíço")
    assert workshop.draft.doc["name"]["pt-BR"] == "Mau suíço"
    name = workshop.field(("name",))
    assert name is not None and name.options[-1].words == "pt-BR"  # any other by its tag
    workshop.poll()
    assert workshop.playable
