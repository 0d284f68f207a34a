"""`replay --strict` works out each round's scores again from the trace's own ruleset, and
judges how the round ended (game.sim.replay_scores)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from game.sim.commands import run_sim
from game.sim.replay import check_records
from game.sim.replay_match import canonical_digest


def _trace(tmp_path: Path, *settings: str, ruleset: str = "classic") -> list[dict]:
    path = tmp_path / "t.jsonl"
    argv = ["--ruleset", ruleset, "--players", "3", "--games", "30", "--seed", "3"]
    for setting in settings:
        argv += ["--set", setting]
    assert run_sim([*argv, "--trace", str(path), "--json"]) == 0
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _ends(records: list[dict]) -> list[dict]:
    return [r for r in records if r["event"] == "round_end"]


@pytest.mark.parametrize(
    "settings",
    [
        (),
        ("scoring.hand_points=winner_collects",),
        ('scoring.colour_factors={"hearts": 2}',),
        ("rules.reshuffle=none", "rules.empty_stock=end_round"),
        ("rules.turn_limit=25",),
    ],
)
def test_the_scores_played_are_the_ones_worked_out_again(tmp_path, settings):
    report = check_records(_trace(tmp_path, *settings), strict=True)
    assert report.ok, report.problems


def test_a_score_that_the_ruleset_does_not_give_is_rejected(tmp_path):
    records = _trace(tmp_path, "scoring.hand_points=winner_collects")
    end = next(r for r in _ends(records) if not r["blocked"])
    end["scores"] = [s + 1 if s else 0 for s in end["scores"]]
    report = check_records(records, strict=True)
    assert not report.ok and "the ruleset gives" in " ".join(report.problems)


def test_penalty_scores_handed_to_the_winner_are_rejected(tmp_path):
    """The same hands, scored as if the winner collected them, under penalty points."""
    records = _trace(tmp_path)
    end = next(r for r in _ends(records) if not r["blocked"] and max(r["scores"]))
    total = sum(end["scores"])
    end["scores"] = [total if s == end["winner"] else 0 for s in range(len(end["scores"]))]
    assert not check_records(records, strict=True).ok


def test_a_round_may_not_claim_an_ending_its_ruleset_lacks(tmp_path):
    records = _trace(tmp_path)
    end = _ends(records)[0]
    for ended in ("turn_limit", "stock_empty", "bored"):
        changed = copy.deepcopy(records)
        _ends(changed)[0].update(blocked=True, ended=ended, winner=end["winner"])
        assert not check_records(changed, strict=True).ok, ended


def test_a_turn_limit_ends_every_round_in_time(tmp_path):
    records = _trace(tmp_path, "rules.turn_limit=25")
    assert any(r.get("ended") == "turn_limit" for r in _ends(records))
    header = copy.deepcopy(records)
    header[0]["ruleset"]["rules"]["turn_limit"] = 10  # a stricter limit than was played
    # The digest no longer names the document: rebuild it as another program would.
    digest = canonical_digest(header[0]["ruleset"])
    for r in header:
        if "digest" in r:
            r["digest"] = digest
    report = check_records(header, strict=True)
    assert not report.ok and "limited to 10" in " ".join(report.problems)


def test_no_reshuffle_is_held_to(tmp_path):
    records = _trace(tmp_path, ruleset="classic")
    assert any(r["event"] == "reshuffle" for r in records)
    records[0]["ruleset"]["rules"]["reshuffle"] = "none"
    digest = canonical_digest(records[0]["ruleset"])
    for r in records:
        if "digest" in r:
            r["digest"] = digest
    report = check_records(records, strict=True)
    assert not report.ok and "reshuffle: none" in " ".join(report.problems)
