"""`--strict` judges the effects on players other than the next from the header's ruleset alone:
an others_draw's drawers are the seats its `who` names, each drawing its count in order, and a
hand shown by show_hand is the one its card names. A trace tampered with is refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.sim.commands import run_sim
from game.sim.replay import check_records
from game.sim.replay_match import canonical_digest

HOUSE = {
    "market": ("noris", {"ranks.1.effects": [{"others_draw": {"count": 1}}]}),
    "previous": ("noris", {"ranks.1.effects": [{"others_draw": {"count": 2, "who": "previous"}}]}),
    "show": ("classic", {"ranks.10.effects": [{"show_hand": {"who": "next"}}]}),
    "show_all": ("classic", {"ranks.10.effects": [{"show_hand": {"who": "others"}}]}),
    "mau_mau": (
        "classic",
        {
            "calls.list": [
                {"id": "mau", "cards_left": 1, "penalty": 1},
                {"id": "mau_out", "cards_left": 0, "penalty": 1},
                {"id": "mau_mau", "cards_left": 0, "penalty": 1, "with_ranks": ["jack"]},
            ]
        },
    ),
    "false_call": ("noris", {"calls.false_call_penalty": 2}),
}


def _sim(tmp_path: Path, case: str, players: int = 4) -> list[dict]:
    name, house = HOUSE[case]
    path = tmp_path / f"{case}.jsonl"
    argv = ["--ruleset", name, "--players", str(players), "--games", "8", "--seed", "3"]
    argv += ["--forget-calls", "0.2", "--trace", str(path), "--json"]
    for key, value in house.items():
        argv += ["--set", f"{key}={json.dumps(value)}"]
    assert run_sim(argv) == 0
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("case", list(HOUSE))
def test_strict_accepts_the_engine_s_rounds(tmp_path, case, players):
    records = _sim(tmp_path, case, players)
    assert any(r.get("event") in ("others_draw", "reveal", "false_call") for r in records) or (
        case == "mau_mau"
    )
    report = check_records(records, strict=True)
    assert report.ok, report.problems


def test_a_drawer_left_out_is_refused(tmp_path):
    records = _sim(tmp_path, "market")
    at = next(i for i, r in enumerate(records) if r.get("event") == "others_draw")
    records[at] = {**records[at], "drawers": records[at]["drawers"][:-1]}
    report = check_records(records, strict=True)
    assert not report.ok and "others_draw" in " ".join(report.problems)


def test_a_market_without_its_card_is_refused(tmp_path):
    """A header whose 1 carries no others_draw: the engine's markets after a 1 are refused."""
    records = _sim(tmp_path, "market")
    doc = records[0]["ruleset"]
    doc["ranks"]["1"]["effects"] = []
    digest = canonical_digest(doc)
    records = [
        {**r, "digest": digest} if r["event"] == "round_start" else r
        for r in [{**records[0], "ruleset": doc, "digest": digest}, *records[1:]]
    ]
    report = check_records(records, strict=True)
    assert not report.ok and "no others_draw effect" in " ".join(report.problems)


def test_a_hand_shown_by_the_wrong_seat_is_refused(tmp_path):
    records = _sim(tmp_path, "show")
    at = next(i for i, r in enumerate(records) if r.get("event") == "reveal" and r.get("why"))
    seat = records[at]["seat"]
    records[at] = {**records[at], "seat": (seat + 1) % 4}
    report = check_records(records, strict=True)
    assert not report.ok


def _tampered(records: list[dict], at: int, **changes) -> list[dict]:
    return [*records[:at], {**records[at], **changes}, *records[at + 1 :]]


def test_the_wrong_call_on_the_last_card_is_refused(tmp_path):
    """MM3: going out on a Jack says "Mau Mau!"; a trace saying "Mau!" there is refused."""
    records = _sim(tmp_path, "mau_mau")
    at = next(
        i
        for i, r in enumerate(records)
        if r.get("event") == "call"
        and r.get("call") in ("mau_out", "mau_mau")
        and records[i - 1].get("event") == "play"
    )
    wrong = "mau_out" if records[at]["call"] == "mau_mau" else "mau_mau"
    report = check_records(_tampered(records, at, call=wrong), strict=True)
    assert not report.ok and "owes" in " ".join(report.problems)


def test_a_false_call_s_penalty_is_the_ruleset_s(tmp_path):
    records = _sim(tmp_path, "false_call")
    at = next(i for i, r in enumerate(records) if r.get("event") == "false_call")
    report = check_records(_tampered(records, at, cards=5), strict=True)
    assert not report.ok and "false_call_penalty" in " ".join(report.problems)


def test_a_false_call_under_rules_without_them_is_refused(tmp_path):
    records = _sim(tmp_path, "false_call")
    doc = records[0]["ruleset"]
    doc["calls"]["false_call_penalty"] = 0
    digest = canonical_digest(doc)
    records = [
        {**r, "digest": digest} if r["event"] == "round_start" else r
        for r in [{**records[0], "ruleset": doc, "digest": digest}, *records[1:]]
    ]
    report = check_records(records, strict=True)
    assert not report.ok and "no false calls" in " ".join(report.problems)
