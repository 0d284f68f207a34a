"""Traces of known engine bugs, kept as files: `--strict` refuses them, the plain replay not.

See fixtures/README.md for how they were made. The files stay as they are, so the checker keeps
proving it sees a card laid on a top it does not match, a second penalty for one missed call,
and a caught trader's penalty passing with its trade.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from game.ruleset import rules_from_canonical
from game.sim.replay import check_records, check_trace, main
from game.sim.simulate import play_round
from game.sim.trace import TraceWriter

FIXTURES = Path(__file__).with_name("fixtures")
# The known reshuffle bug (see fixtures/README.md): the line, the card and the top card refused.
REFUSED = {
    "classic-reshuffle-all-penalty.jsonl": ("line 108 ", "diamonds:jack", "hearts:jack"),
    "emmi-reshuffle-all-penalty.jsonl": ("line 214 ", "yellow:5", "green:6"),
}


@pytest.mark.parametrize("fixture", sorted(REFUSED))
def test_strict_refuses_the_reshuffle_bug(fixture):
    path = FIXTURES / fixture
    assert check_trace(path).ok, "every card moves correctly: only the match is wrong"
    report = check_trace(path, strict=True)
    assert not report.ok and len(report.problems) == 1
    line, card, top = REFUSED[fixture]
    problem = report.problems[0]
    assert problem.startswith(line) and f"play {card} on the top card {top}" in problem


# Issue 24's rounds, written by the engine of 1121d74: the line refused and what is said of it.
REFUSED_PENALTIES = {
    "huch-with-play-double-penalty.jsonl": (
        "line 587 (round 2, missed_call): ",
        "seat 0 misses mau, which no card it laid left it owing (one penalty per missed call)",
    ),
    "abacus-challenge-trade-penalty.jsonl": (
        "line 348 (round 2, penalty): ",
        "seat 3, caught missing achtung while its trade waits, draws the penalty before the "
        "cards pass",
    ),
}
ALL = sorted({**REFUSED, **REFUSED_PENALTIES})


def records_of(fixture: str) -> list[dict]:
    text = (FIXTURES / fixture).read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines()]


@pytest.mark.parametrize("fixture", sorted(REFUSED_PENALTIES))
def test_strict_counts_the_penalties(fixture):
    path = FIXTURES / fixture
    assert check_trace(path).ok, "every card moves correctly: only the penalties are wrong"
    report = check_trace(path, strict=True)
    assert not report.ok and len(report.problems) == 1
    line, said = REFUSED_PENALTIES[fixture]
    assert report.problems[0].startswith(line + said), report.problems[0]


def this_engines_round(records: list[dict]) -> list[dict]:
    """The fixture's round played again by this engine: the same ruleset, seed, dealer and
    forgotten calls, so the same round up to where the engine now follows the book."""
    header, start = records[0], records[1]
    rules = rules_from_canonical(json.dumps(header["ruleset"]), digest=header["digest"])
    out = io.StringIO()
    run = {key: header[key] for key in ("players", "games", "seed", "forget_calls")}
    writer = TraceWriter(out, rules, **run)
    play_round(
        rules,
        start["players"],
        start["seed"],
        dealer=start["dealer"],
        forget_calls=header["forget_calls"],
        trace=writer,
        number=start["round"],
    )
    return [json.loads(line) for line in out.getvalue().splitlines()]


@pytest.mark.parametrize("fixture", sorted(REFUSED_PENALTIES))
def test_this_engine_plays_the_same_round_by_the_book(fixture):
    old = records_of(fixture)
    new = this_engines_round(old)
    report = check_records(new, strict=True)
    assert report.ok, report.problems
    assert report.penalties >= 1
    refused_at = int(REFUSED_PENALTIES[fixture][0].split()[1])
    assert new[: refused_at - 1] == old[: refused_at - 1]  # the same round up to the old fault
    assert new[refused_at - 1] != old[refused_at - 1]


@pytest.mark.parametrize("fixture", ALL)
def test_each_fixture_is_a_header_and_one_round(fixture):
    path = FIXTURES / fixture
    assert path.stat().st_size < 200_000
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert records[0]["event"] == "trace" and records[1]["event"] == "round_start"
    assert [r["event"] for r in records].count("round_start") == 1
    assert records[-1]["event"] in ("round_end", "state")


def test_the_command_names_the_line_the_card_and_the_top(capsys):
    fixture = str(FIXTURES / "emmi-reshuffle-all-penalty.jsonl")
    assert main([fixture]) == 0
    assert capsys.readouterr().out.startswith("ok: 1 rounds")
    assert main(["--strict", fixture]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("line 214 (round 1, play): play yellow:5 on the top card green:6")
    assert out[-1].startswith("REJECTED (strict): 1 rounds")
