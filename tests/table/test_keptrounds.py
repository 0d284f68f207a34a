"""The kept rounds: written as traces while a table plays, read back checked, re-driven by the
engine to the hands and scores the round ended with; damaged files set aside, never a crash."""

from __future__ import annotations

import json
import os
from random import Random

import pytest

from game import userdirs
from game.sim.replay import check_trace
from game.table.keptrounds import KEEP, RoundKeeper, kept_files, write_round
from game.table.replaying import load, read_round
from tests.table.driver import Person, play_round, screen, table

RULESETS = ["noris", "abacus", "emmi", "huch", "classic"]


@pytest.fixture(autouse=True)
def own_data(tmp_path, monkeypatch):
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    userdirs.clear_notices()
    yield tmp_path
    userdirs.clear_notices()


def kept_round(ruleset: str, seed: int, *, people: int = 1, bots: int = 3):
    """One round at a session with a keeper; returns the session (closed) and its ROUND_END."""
    s = table(ruleset, people, bots, seed=seed)
    keeper = RoundKeeper(s)
    s.start_round()
    play_round(s, [Person(k, Random(seed + k)) for k in range(people)])
    assert keeper.flush()
    s.close()
    return s


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_replay_ends_in_the_recorded_hands_and_scores(ruleset):
    s = kept_round(ruleset, seed=RULESETS.index(ruleset) + 3)
    (path,) = kept_files()
    replay = read_round(path)
    played = s.state
    final = replay.final
    assert [list(final.hands[k]) for k in range(final.n)] == [
        list(played.hands[k]) for k in range(played.n)
    ]
    assert final.result == played.result
    assert replay.scores == tuple(played.result.scores)
    assert replay.winner == played.result.winner
    assert replay.names == tuple(s.names) and replay.people == (0,)
    assert len(replay.steps) == s.decisions + 1  # the deal, then every decision
    # ... and the recorded ROUND_END says the same hands and scores.
    end = [json.loads(line) for line in path.read_text().splitlines()][-2]
    assert end["event"] == "round_end" and end["scores"] == list(played.result.scores)
    by_text = [[final.rules.card_to_text(t) for t in final.hand(k)] for k in range(final.n)]
    assert [sorted(h) for h in end["hands"]] == [sorted(h) for h in by_text]
    # The file is a trace the independent checker accepts, strict.
    report = check_trace(path, strict=True)
    assert report.ok and report.rounds == 1, report.problems


def test_the_steps_go_back_and_forth_through_the_round():
    kept_round("noris", seed=8)
    replay = read_round(kept_files()[0])
    first, last = replay.steps[0].state, replay.steps[-1].state
    assert sum(first.sizes) == first.n * first.rules.hand_size and not first.over
    assert last.over
    # Each step's table is its own copy: stepping back shows the earlier table unchanged.
    sizes = [tuple(step.state.sizes) for step in replay.steps]
    assert sizes[0] != sizes[-1] and tuple(replay.steps[0].state.sizes) == sizes[0]


def test_a_redealt_round_is_kept_from_its_new_deal_and_a_late_keeper_deals_it_again():
    """A keeper that joins after the deal (as at a resumed table) makes the round's records
    again from its deal and keeps it too (game.table.resumedround)."""
    s = table("classic", 1, 2, seed=5)
    keeper = RoundKeeper(s)
    s.start_round()
    screen(s)
    s.start_round(redeal=True)
    play_round(s, [Person(0, Random(1))])
    assert keeper.flush()
    s.close()
    (path,) = kept_files()
    assert read_round(path).final.result == s.state.result
    late = table("classic", 1, 2, seed=5)
    late.start_round()
    joined = RoundKeeper(late)  # joins after the deal, as after resuming a save
    play_round(late, [Person(0, Random(1))])
    assert joined.flush()  # its thread has written what it keeps
    late.close()
    (again,) = set(kept_files()) - {path}
    assert read_round(again).final.result == late.state.result
    assert len(read_round(again).steps) == late.decisions + 1  # from the deal on


def test_only_the_last_rounds_are_kept(own_data):
    records = [{"event": "trace"}]
    for _ in range(KEEP + 3):
        write_round(records)
    assert len(kept_files()) == KEEP


# -- damaged files -------------------------------------------------------------------------
def _kept_lines() -> tuple[os.PathLike, list[str]]:
    kept_round("noris", seed=4, bots=2)
    (path,) = kept_files()
    return path, path.read_text(encoding="utf-8").splitlines()


def _edit_record(lines: list[str], kind: str, change) -> list[str]:
    out = list(lines)
    for k, line in enumerate(out):
        rec = json.loads(line)
        if rec["event"] == kind:
            change(rec)
            out[k] = json.dumps(rec, ensure_ascii=False)
            return out
    raise AssertionError(kind)


def _swap_first_play(lines: list[str]) -> list[str]:
    """The first recorded play made with another card of that hand (the events kept as they
    were): the checker or the engine must notice."""
    out = list(lines)
    for k, line in enumerate(out):
        rec = json.loads(line)
        if rec["event"] == "action" and rec["kind"] == "play":
            rec["action"] = rec["action"].replace(
                rec["card"], "red:1" if "red:1" not in rec["card"] else "blue:1"
            )
            out[k] = json.dumps(rec)
            return out
    raise AssertionError("no play")


DAMAGES = {
    "cut short": lambda lines: lines[: len(lines) // 2],
    "not JSON": lambda lines: [lines[0], "{not json", *lines[1:]],
    "a list, not a record": lambda lines: [lines[0], "[1, 2]", *lines[1:]],
    "NaN": lambda lines: [lines[0].replace('"players":', '"players":NaN,"x":', 1), *lines[1:]],
    "the wrong digest": lambda lines: _edit_record(
        lines, "trace", lambda r: r.update(digest="sha256:" + "0" * 64)
    ),
    "an edited ruleset": lambda lines: _edit_record(
        lines, "trace", lambda r: r["ruleset"].update(hand_size=3)
    ),
    "no table": lambda lines: _edit_record(lines, "trace", lambda r: r.pop("table")),
    "names that are not names": lambda lines: _edit_record(
        lines, "trace", lambda r: r["table"].update(names=[1, 2, 3])
    ),
    "a bad time": lambda lines: _edit_record(
        lines, "trace", lambda r: r["table"].update(ended="yesterday")
    ),
    "another seed": lambda lines: _edit_record(
        lines, "round_start", lambda r: r.update(seed=r["seed"] + 1)
    ),
    "an action not made": _swap_first_play,
    "a state that disagrees": lambda lines: _edit_record(
        lines, "state", lambda r: r.update(direction=-r["direction"])
    ),
    "two rounds": lambda lines: [*lines, *lines[1:]],
    "empty": lambda lines: [],
}


@pytest.mark.parametrize("damage", list(DAMAGES))
def test_a_damaged_kept_round_is_set_aside_and_reported(damage):
    path, lines = _kept_lines()
    path.write_text("\n".join(DAMAGES[damage](lines)) + "\n", encoding="utf-8")
    why: list[str] = []
    assert load(path, why) is None
    assert why and not path.exists()
    aside = [p for p in path.parent.iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1
    assert kept_files() == []
    assert any("kept round" in line for line in userdirs.notices())


@pytest.mark.parametrize(
    "content", [b"\xff\xfe not utf-8", b"\x00" * 64, b"", b'{"event":"trace"}\n']
)
def test_bytes_that_are_no_round_are_set_aside(own_data, content):
    folder = own_data / "rounds"
    folder.mkdir()
    path = folder / "round-20260101-000000-000000000.jsonl"
    path.write_bytes(content)
    assert load(path, []) is None and not path.exists()


def test_a_folder_or_a_huge_file_in_its_place(own_data, monkeypatch):
    folder = own_data / "rounds"
    (folder / "round-20260101-000000-000000001.jsonl").mkdir(parents=True)
    assert kept_files() == []  # not a file: not listed
    big = folder / "round-20260101-000000-000000002.jsonl"
    big.write_text("{}\n")
    monkeypatch.setattr("game.table.roundfiles.MAX_FILE_BYTES", 1)
    assert load(big, []) is None and not big.exists()
