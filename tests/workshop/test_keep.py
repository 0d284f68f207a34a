"""Keep and share (issue 26): save to the player's rulesets as a readable file `check` accepts,
with a header naming where it came from; export; import through the bounded reader; delete;
rename without orphaning a saved game."""

from __future__ import annotations

from pathlib import Path
from random import Random

import pytest

from game.engine import Match
from game.ruleset import check_file, load_rules
from game.ruleset.reader import MAX_FILE_BYTES
from game.table import savegame
from game.table.setup import GameSetup, SeatSetup
from game.workshop import KeepError, Workshop, keep
from game.workshop.yamlout import dump, reads_back

from .conftest import EVERYTHING


def saved_classic(**changes: object) -> Path:
    workshop = Workshop.start_from("classic", background=False)
    for dotted, value in changes.items():
        workshop.draft.set(tuple(dotted.split("__")), value)
    return workshop.save()


def test_a_saved_ruleset_is_a_readable_file_with_its_origin_that_check_accepts():
    path = saved_classic()
    assert path == keep.rulesets_folder() / "my_classic.yaml"
    text = path.read_text(encoding="utf-8")
    assert text.startswith(
        "# Classic Mau-Mau (my rules): a ruleset made in Mau-Mau's workshop.\n"
        "# Based on: Classic Mau-Mau (classic).\n"
    )
    assert "\nranks:\n  '7':\n    kind: number\n" in text
    assert (
        "  list:\n    - id: mau\n      name: {en: Mau, de: Mau, sv: mau}\n      cards_left: 1\n"
        in text
    )
    doc, problems = check_file(path)
    assert problems == [] and doc is not None and doc["id"] == "my_classic"
    assert "\nbook:" not in text and "\ntraditional:" not in text, "a copy is nobody's book"


def test_an_opened_ruleset_keeps_its_origin_and_saves_in_place():
    path = saved_classic()
    workshop = Workshop.open(path, background=False)
    assert workshop.origin == keep.Origin("classic", "Classic Mau-Mau")
    workshop.draft.set(("hand_size",), 4)
    assert workshop.save() == path
    assert "# Based on: Classic Mau-Mau (classic)." in path.read_text(encoding="utf-8")
    assert check_file(path)[0]["hand_size"] == 4


def test_a_copy_takes_an_id_nobody_has():
    saved_classic()
    again = Workshop.start_from("classic", background=False)
    assert again.draft.doc["id"] == "my_classic_2"


def test_the_ids_of_the_games_rulesets_and_of_other_files_are_refused():
    saved_classic()
    doc = Workshop.start_from("noris", background=False).draft.doc
    with pytest.raises(KeepError) as builtin:
        keep.save({**doc, "id": "classic"}, None)
    assert str(builtin.value) == (
        "These rules would be kept as “classic”, which is one of the game's own rulesets."
    )
    with pytest.raises(KeepError) as taken:
        keep.save({**doc, "id": "my_classic"}, None)
    assert str(taken.value) == "You already have other rules kept as “my_classic”."


def test_a_copy_whose_id_was_taken_since_is_saved_under_the_next_free_one():
    """Two copies of Classic started before either was saved: the id is on no page, so the
    second is not refused for it."""
    first = Workshop.start_from("classic", background=False)
    second = Workshop.start_from("classic", background=False)
    assert first.draft.doc["id"] == second.draft.doc["id"] == "my_classic"
    assert first.save().name == "my_classic.yaml"
    assert second.save().name == "my_classic_2.yaml"
    assert second.save().name == "my_classic_2.yaml"  # saved again: its own file, kept
    assert first.save().name == "my_classic.yaml"


def test_export_writes_where_the_player_chose(tmp_path: Path):
    workshop = Workshop.start_from("huch", background=False)
    written = workshop.export(tmp_path / "for_grandma")
    assert written == tmp_path / "for_grandma.yaml"
    assert check_file(written)[1] == []
    assert keep.own_rulesets() == []


def test_import_reads_a_file_with_its_problems_under_an_id_of_its_own(tmp_path: Path):
    text = EVERYTHING.read_text(encoding="utf-8").replace("hand_size: 5", "hand_size: 50")
    shared = tmp_path / "from_a_friend.yaml"
    shared.write_text(text, encoding="utf-8")
    Workshop.import_file(EVERYTHING, background=False).save()
    workshop = Workshop.import_file(shared, background=False)
    assert workshop.draft.doc["id"] == "everything_2"
    assert workshop.origin == keep.Origin("everything", "Everything")
    assert not workshop.playable
    assert [p.field for p in workshop.problems()] == [("deck",), ("deck_options", "small")]


@pytest.mark.parametrize(
    ("content", "why"),
    [
        (b"x" * (MAX_FILE_BYTES + 1), "a ruleset file may have at most 262144 bytes"),
        (b"format: [1\n", "syntax error"),
        (b"- a list\n- not a ruleset\n", "is not a ruleset"),
        (b"\xff\xfe not utf-8", "not UTF-8 text"),
    ],
)
def test_import_refuses_what_is_no_ruleset_with_a_reason(tmp_path: Path, content: bytes, why: str):
    path = tmp_path / "odd.yaml"
    path.write_bytes(content)
    with pytest.raises(KeepError) as refused:
        Workshop.import_file(path, background=False)
    reasons = str(refused.value) + " ".join(str(p) for p in refused.value.problems)
    assert why in reasons


def test_import_never_waits_on_a_fifo(tmp_path: Path):
    fifo = tmp_path / "pipe.yaml"
    try:
        import os

        os.mkfifo(fifo)
    except (AttributeError, OSError):
        pytest.skip("no FIFOs here")
    with pytest.raises(KeepError) as refused:
        Workshop.import_file(fifo, background=False)
    assert "not a regular file" in str(refused.value.problems[0])


def test_delete_removes_only_the_players_own_files(tmp_path: Path):
    path = saved_classic()
    elsewhere = tmp_path / "not_mine.yaml"
    elsewhere.write_text("format: 1\n", encoding="utf-8")
    with pytest.raises(KeepError):
        keep.delete(elsewhere)
    assert elsewhere.exists()
    keep.delete(path)
    assert keep.own_rulesets() == []


def test_rename_moves_the_file_and_a_saved_game_resumes_with_its_rules():
    """The save carries the rules as played (`game.table.savegame`: the document and its digest), so
    renaming, changing or deleting the file never orphans a saved game."""
    path = saved_classic()
    rules = load_rules(str(path))
    setup = GameSetup(str(path), seats=[SeatSetup("A", human=True), SeatSetup("B", human=True)])
    match = Match(rules, 2, seed=11)
    state, _events = match.start_round()
    rngs = {"table": Random(1), "seat0": Random(2), "seat1": Random(3)}
    savegame.write(savegame.SavedGame(setup, match, state, rngs=rngs))

    renamed = keep.rename(path, "grandmas_rules")
    assert renamed == keep.rulesets_folder() / "grandmas_rules.yaml"
    assert not path.exists()
    assert check_file(renamed)[0]["id"] == "grandmas_rules"

    resumed = savegame.read()
    assert resumed is not None, "the save is not orphaned"
    assert resumed.state.rules.id == "my_classic", "it resumes with the rules as played"
    assert savegame.state_to_dict(resumed.state) == savegame.state_to_dict(state)


@pytest.mark.parametrize("text", ["0o17", "1e5", "-.5", "no", "7", "6_9", "null", "~", "a: b"])
def test_texts_yaml_would_read_otherwise_are_written_quoted(text: str):
    doc = {"id": text, "list": [text], "map": {text: text}}
    written = dump(doc)
    assert reads_back(written, doc), written
