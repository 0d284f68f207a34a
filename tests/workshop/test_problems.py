"""Checked as it is made (issue 26): every change runs the validator of `python -m game check`;
each problem shows beside its field, in the reader's language, with what to change, and a
ruleset with problems can be kept as a draft but not saved to play."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.i18n import set_language
from game.ruleset import check_file
from game.workshop import KeepError, Workshop, keep
from game.workshop.checking import key_path

from .conftest import FIXTURES


def classic() -> Workshop:
    return Workshop.start_from("classic", background=False)


def beside(workshop: Workshop, path: tuple) -> list[str]:
    field = workshop.field(path)
    assert field is not None, path
    return [problem.message for problem in field.problems]


def test_a_deck_with_no_cards_says_so_beside_the_deck_and_cannot_be_played():
    workshop = classic()
    workshop.draft.remove(("deck", 0))
    workshop.poll()
    assert workshop.draft.doc["deck"] == []
    assert beside(workshop, ("deck",)) == ["expected at least 1 item, got none"]
    deck = workshop.field(("deck",))
    assert deck.problems[0].fix == "Add one with its Add button."
    assert beside(workshop, ("ranks", "queen")) == [
        'rank "queen" is in no deck (neither deck nor deck_options)'
    ]
    assert not workshop.playable
    deck_page = workshop.section("deck")
    assert deck_page.problem_count() == 1
    assert workshop.section("cards").problem_count() == 8
    with pytest.raises(KeepError) as refused:
        workshop.save()
    assert "problems" in str(refused.value)
    assert keep.own_rulesets() == []


def test_300_ranks_say_so_beside_the_cards_and_the_deck_and_cannot_be_played():
    workshop = classic()
    for number in range(300):
        workshop.draft.add_rank(f"extra_{number}", "number")
    workshop.poll()
    assert len(workshop.draft.doc["ranks"]) == 308
    assert beside(workshop, ("ranks",)) == [
        "1232 card types are too many: the game handles at most 255 (each coloured rank once "
        "per colour, each uncoloured rank once)"
    ]
    assert beside(workshop, ("deck",)) == ["1232 cards are too many: a deck holds at most 256"]
    assert workshop.field(("deck",)).problems[0].fix == (
        "Remove cards or copies: a deck holds at most 256."
    )
    assert not workshop.playable


def test_a_draft_with_problems_is_kept_among_the_drafts_where_check_finds_them_again():
    workshop = classic()
    workshop.draft.set(("hand_size",), 9)  # 5 players of 9 need 46 cards; the deck has 32
    workshop.poll()
    assert beside(workshop, ("deck",)) == [
        "32 cards are too few: 5 players with 9 cards each need at least 46"
    ]
    draft = workshop.keep_draft()
    assert draft.parent == keep.drafts_folder()
    assert "# A draft with 1 problem(s): not playable yet." in draft.read_text(encoding="utf-8")
    _doc, problems = check_file(draft)
    assert [p.path for p in problems] == ["deck"]
    again = Workshop.open(draft, background=False)
    assert again.draft_file == draft and again.saved is None
    again.draft.set(("hand_size",), 5)
    saved = again.save()
    assert saved.parent == keep.rulesets_folder()
    assert not draft.exists(), "a draft saved as a ruleset is no draft any more"


def test_problems_are_said_in_the_readers_language():
    workshop = classic()
    workshop.draft.remove(("deck", 0))
    set_language("de")
    workshop.poll()
    deck = workshop.field(("deck",))
    assert deck.problems[0].message == "erwartet werden mindestens 1 Element, gefunden: keine"
    assert deck.problems[0].fix == "Füge mit Hinzufügen eines hinzu."
    assert workshop.section("deck").label == "Kartensatz"


def test_a_stray_key_of_an_imported_file_is_offered_for_removal(tmp_path: Path):
    text = (FIXTURES / "everything.yaml").read_text(encoding="utf-8")
    broken = tmp_path / "typo.yaml"
    broken.write_text(text.replace("  reshuffle: keep_top", "  reshufle: keep_top"), "utf-8")
    workshop = Workshop.import_file(broken, background=False)
    [stray] = [p for p in workshop.problems() if p.stray]
    assert stray.path == ("rules", "reshufle") and stray.field == ("rules",)
    assert 'did you mean "reshuffle"' in stray.message
    workshop.draft.remove(stray.path)
    workshop.poll()
    assert [p.field for p in workshop.problems()] == [("decisions", 2, "setting")]
    workshop.draft.set(("rules", "reshuffle"), "keep_top")
    workshop.poll()
    assert workshop.playable


def test_a_problem_deep_in_an_effect_sits_on_its_parameter():
    workshop = classic()
    workshop.draft.set(("ranks", "7", "effects", 0, "draw", "count"), 50)
    workshop.poll()
    assert beside(workshop, ("ranks", "7", "effects", 0, "draw", "count")) == []
    messages = beside(workshop, ("deck",))
    assert messages and messages[0].startswith("rounds would not end")


def test_the_validators_paths_read_back_as_key_paths():
    assert key_path("deck_options.small[1].colours[0]") == (
        "deck_options",
        "small",
        1,
        "colours",
        0,
    )
    assert key_path("") == ()


def test_checking_runs_beside_the_screen_and_the_newest_draft_wins():
    workshop = Workshop.start_from("noris")
    workshop.wait()
    for count in range(2, 6):
        workshop.draft.set(("hand_size",), count)
    report = workshop.wait()
    assert report.revision == workshop.draft.revision and workshop.playable
    workshop.draft.set(("hand_size",), 30)
    assert not workshop.checked
    assert not workshop.playable, "a draft is not playable before its check is done"
    workshop.wait()
    assert workshop.field(("deck",)).problems


def test_a_coloured_companion_card_is_refused_beside_its_effect():
    """docs/ruleset-format.md: companion_card is for uncoloured ranks only; a coloured one can
    leave a round where nobody can act, so the workshop says so where the effect was chosen."""
    workshop = classic()
    effect = workshop.draft.add_effect("queen", "companion_card")
    workshop.poll()
    [problem] = workshop.field(effect).problems
    assert problem.message.startswith("companion_card is for uncoloured ranks only")
    assert problem.fix == (
        "Make the card colourless (In every colour: No), or choose another effect."
    )
    workshop.draft.set(("ranks", "queen", "coloured"), False)
    workshop.draft.set(("ranks", "queen", "plays_on"), "any")
    workshop.poll()
    [problem] = workshop.field(("ranks", "queen", "picture")).problems  # issue 32
    assert "this card has no colour" in problem.message, "no court figure on a colourless card"
    workshop.draft.unset(("ranks", "queen", "picture"))
    workshop.poll()
    assert workshop.playable


def test_a_report_on_the_same_draft_keeps_its_fields_and_places_its_problems(monkeypatch):
    """Making a form again for each report took a quarter of a second in a draft of 2,000
    ranks (issue 32, case 12): a report on the draft as it is re-places problems and
    sentences on the fields made for the last one."""
    from game.workshop import session

    workshop = Workshop.start_from("classic").prepared()
    made: list[object] = []
    real = session.build_root
    monkeypatch.setattr(session, "build_root", lambda doc: made.append(doc) or real(doc))
    workshop.draft.set(("hand_size",), 9)  # 5 players of 9 need 46 cards; the deck has 32
    workshop.form()  # the edit shown at once, beside the last report's problems
    workshop.wait()
    assert beside(workshop, ("deck",)) == [
        "32 cards are too few: 5 players with 9 cards each need at least 46"
    ]
    assert len(made) == 1
    workshop.draft.set(("hand_size",), 5)
    workshop.wait()
    assert beside(workshop, ("deck",)) == [] and workshop.playable
    assert workshop.field(("ranks", "jack")).said  # the sentences back once it checks clean


def test_a_draft_the_engine_refuses_is_not_playable_and_says_why(monkeypatch):
    """Issue 36: the workshop called a draft playable that the engine's compiler then refused
    with a KeyError. Playable now means compiled: the engine's refusal is the draft's problem,
    on the ruleset as a whole, in words."""
    import game.engine.rules

    def refuse(doc):
        raise KeyError("sparkle")

    monkeypatch.setattr(game.engine.rules, "compile_rules", refuse)
    workshop = Workshop.start_from("classic", background=False)
    workshop.poll()
    assert not workshop.playable
    said = [problem.message for problem in workshop.problems()]
    assert said == ["the game cannot play this ruleset: KeyError: 'sparkle'"]
    with pytest.raises(KeepError):
        workshop.save()
    filled, problems = check_file(Path("rulesets/classic.yaml"))
    assert filled is None and [p.message for p in problems] == said
