"""`--strict` counts calls and penalties: one penalty per missed call (book 004, "Ende des
Spiels": "Wer vergisst, „Mau“ oder „Mau-Mau“ zu sagen, muss eine Strafkarte ... nehmen"), and a
trader caught while its trade waits draws the penalty after the cards pass (book 002,
"Kartentausch"). The engine's traces under every call window and enforcement are accepted; the
same traces with one record changed are refused, each with its reason."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from game.sim.commands import run_sim
from game.sim.replay import check_records

FIXTURES = Path(__file__).with_name("fixtures")
RUNS = {
    "huch with_play": ("huch", ["calls.window=with_play"]),
    "huch with_play challenge": ("huch", ["calls.window=with_play", "calls.enforcement=challenge"]),
    "huch challenge": ("huch", ["calls.enforcement=challenge"]),
    "emmi": ("emmi", []),
    "noris": ("noris", []),
    "abacus": ("abacus", []),
    "abacus challenge": ("abacus", ["calls.enforcement=challenge"]),
    "abacus challenge late": (
        "abacus",
        ["calls.enforcement=challenge", "calls.window=until_next_action"],
    ),
}


@pytest.fixture(scope="module")
def traces(tmp_path_factory) -> dict[str, list[dict]]:
    folder = tmp_path_factory.mktemp("calls")
    out = {}
    for label, (name, sets) in RUNS.items():
        path = folder / f"{label.replace(' ', '-')}.jsonl"
        argv = ["--ruleset", name, "--players", "3", "--games", "12", "--seed", "3"]
        argv += ["--forget-calls", "0.4", "--trace", str(path), "--json"]
        argv += [arg for setting in sets for arg in ("--set", setting)]
        assert run_sim(argv) == 0
        out[label] = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    return out


@pytest.mark.parametrize("label", RUNS)
def test_the_engine_s_calls_and_penalties_are_counted_and_accepted(traces, label):
    report = check_records(traces[label], strict=True)
    assert report.ok, report.problems
    fined = sum(1 for r in traces[label] if r["event"] == "penalty")
    assert report.penalties == fined > 0


def _at(records: list[dict], test: Callable[[dict], bool]) -> int:
    return next(i for i, r in enumerate(records) if test(r))


def _refused(records: list[dict], *, cards_move: bool = True) -> str:
    """The one problem `--strict` finds; the plain replay accepts the records when the cards
    still move correctly (a changed count of penalty cards it refuses on its own)."""
    report = check_records(records, strict=True)
    assert not report.ok and len(report.problems) == 1, report.problems
    assert check_records(records).ok == cards_move
    return report.problems[0]


def _missed_with_penalty(records: list[dict]) -> int:
    return _at(records, lambda r: r["event"] == "missed_call" and r["outcome"] == "penalty")


def _fixture(name: str) -> list[dict]:
    path = FIXTURES / name
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_a_second_penalty_for_one_missed_call_is_refused():
    """Issue 24's HUCH trace (fixtures/README.md): a last card without "Mau-Mau", and two
    penalty cards. Told as one missed call, the second penalty answers no missed call."""
    records = _fixture("huch-with-play-double-penalty.jsonl")
    assert records[586] == {
        "event": "missed_call",
        "seat": 0,
        "call": "mau",
        "outcome": "penalty",
    }
    del records[586]
    problem = _refused(records)
    assert problem.startswith("line 587 (round 2, penalty): seat 0 is fined for mau with no")
    assert "missed call left to answer for (one penalty per missed call)" in problem


def test_a_missed_call_no_card_left_owing_is_refused(traces):
    records = [dict(r) for r in traces["huch with_play"]]
    i = _missed_with_penalty(records)
    records.insert(i, dict(records[i], outcome="uncaught"))  # told twice
    problem = _refused(records)
    assert f"line {i + 2} " in problem and "which no card it laid left it owing" in problem


def test_a_penalty_of_the_wrong_size_is_refused(traces):
    records = [dict(r) for r in traces["abacus"]]
    i = _at(records, lambda r: r["event"] == "penalty")
    records[i]["cards"] = 1
    problem = _refused(records, cards_move=False)
    assert problem.startswith(f"line {i + 1} ")
    assert "is fined 1 cards for achtung; the ruleset says 2" in problem


def test_a_penalty_never_drawn_is_refused(traces):
    records = [dict(r) for r in traces["huch challenge"]]
    i = _at(records, lambda r: r["event"] == "missed_call" and r["outcome"] == "uncaught")
    records[i]["outcome"] = "penalty"
    problem = _refused(records)
    assert f"seat {records[i]['seat']} missed {records[i]['call']} and drew no penalty" in problem


def test_a_catch_of_a_seat_owing_nothing_is_refused(traces):
    records = [dict(r) for r in traces["huch challenge"]]
    i = _at(records, lambda r: r["event"] == "caught")
    others = [s for s in range(3) if s not in (records[i]["seat"], records[i]["caught"])]
    records[i]["caught"] = others[0]
    assert f"catches seat {others[0]}, who owes no call" in _refused(records)


def test_a_penalty_drawn_while_a_trade_waits_may_not_pass_with_the_hand():
    """Issue 24's ABACUS trace (fixtures/README.md; refused for drawing a caught trader's
    penalty before the cards pass), with seat 3's catch told as a missed call's penalty
    instead: drawn in the wait, it may be drawn then (a 0 may still cancel the trade, and the
    trader keeps it), but it may not pass on with the hand."""
    records = _fixture("abacus-challenge-trade-penalty.jsonl")
    i = _at(records, lambda r: r["event"] == "caught" and r["caught"] == 3)
    records[i] = {"event": "missed_call", "seat": 3, "call": "achtung", "outcome": "penalty"}
    problem = _refused(records)
    assert "seat 3's penalty, drawn while its trade waited, passes with its hand to seat 1" in (
        problem
    )
