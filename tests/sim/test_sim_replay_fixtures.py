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
# Each fixture (see fixtures/README.md): the line refused, and what is said of it.
REFUSED = {
    # The known reshuffle bug: the card laid and the top card it does not match.
    "classic-reshuffle-all-penalty.jsonl": (
        "line 108 ",
        "play diamonds:jack on the top card hearts:jack",
    ),
    "emmi-reshuffle-all-penalty.jsonl": ("line 214 ", "play yellow:5 on the top card green:6"),
    # Issue 24's rounds, written by the engine of 1121d74: the penalties counted.
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
OF_ISSUE_24 = ("abacus-challenge-trade-penalty.jsonl", "huch-with-play-double-penalty.jsonl")


@pytest.mark.parametrize("fixture", sorted(REFUSED))
def test_strict_refuses_what_the_plain_replay_accepts(fixture):
    path = FIXTURES / fixture
    assert check_trace(path).ok, "every card moves correctly: only the rules are broken"
    report = check_trace(path, strict=True)
    assert not report.ok and len(report.problems) == 1
    line, said = REFUSED[fixture]
    problem = report.problems[0]
    assert problem.startswith(line) and said in problem, problem


def records_of(fixture: str) -> list[dict]:
    text = (FIXTURES / fixture).read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines()]


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


def _but_the_ruleset(record: dict) -> dict:
    """A record without the ruleset's document and digest."""
    return {
        k: v
        for k, v in record.items()
        if k != "digest" and not (k == "ruleset" and isinstance(v, dict))
    }


@pytest.mark.parametrize("fixture", OF_ISSUE_24)
def test_this_engine_plays_the_same_round_by_the_book(fixture):
    old = records_of(fixture)
    new = this_engines_round(old)
    report = check_records(new, strict=True)
    assert report.ok, report.problems
    assert report.penalties >= 1
    refused_at = int(REFUSED[fixture][0].split()[1])
    # The header carries the ruleset with every default of the format written in, and records
    # its digest: the format has grown settings since (rules.groups), so the rest must agree.
    same = [_but_the_ruleset(r) for r in new[: refused_at - 1]]
    assert same == [_but_the_ruleset(r) for r in old[: refused_at - 1]]  # up to the old fault
    assert new[refused_at - 1] != old[refused_at - 1]


@pytest.mark.parametrize("fixture", sorted(REFUSED))
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
