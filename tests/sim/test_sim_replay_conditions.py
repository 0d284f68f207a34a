"""`--strict` judges the conditions on a play by the header's ruleset alone: no going out on a
card `rules.going_out` names (refused, or the penalty drawn at once), and anything following a
card with `then_any` (game.sim.replay_going_out, game.sim.replay_match)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.ruleset import builtin_ruleset_ids
from game.sim.commands import run_sim
from game.sim.replay import check_records
from game.sim.replay_match import canonical_digest

SETTINGS = {
    "refused": {"rules.going_out.not_with": "specials"},
    "penalty": {"rules.going_out.not_with": "specials", "rules.going_out.consequence": "penalty"},
    "two_players": {"rules.going_out.not_with": "specials", "rules.going_out.players_max": 2},
}


def _sim(tmp_path: Path, name: str, players: int, settings: dict, games: int = 10) -> list[dict]:
    path = tmp_path / f"{name}-{players}.jsonl"
    argv = ["--ruleset", name, "--players", str(players), "--games", str(games), "--seed", "3"]
    argv += ["--forget-calls", "0.2", "--trace", str(path), "--json"]
    for key, value in settings.items():
        argv += ["--set", f"{key}={json.dumps(value)}"]
    assert run_sim(argv) == 0
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _with_header(records: list[dict], doc: dict) -> list[dict]:
    """The trace with another ruleset in its header (and its digest on every round)."""
    digest = canonical_digest(doc)
    return [
        {**r, "digest": digest} if r["event"] == "round_start" else r
        for r in [{**records[0], "ruleset": doc, "digest": digest}, *records[1:]]
    ]


@pytest.mark.parametrize("setting", list(SETTINGS))
@pytest.mark.parametrize("name", builtin_ruleset_ids())
def test_strict_accepts_the_engine_s_going_out(tmp_path, name, setting):
    for players in (2, 4):
        records = _sim(tmp_path, name, players, SETTINGS[setting])
        report = check_records(records, strict=True)
        assert report.ok, report.problems


def test_a_going_out_the_header_refuses_is_caught(tmp_path):
    records = _sim(tmp_path, "classic", 2, {}, games=30)
    doc = json.loads(json.dumps(records[0]["ruleset"]))
    doc["rules"]["going_out"]["not_with"] = "specials"
    report = check_records(_with_header(records, doc), strict=True)
    assert not report.ok and "which nobody may go out on" in " ".join(report.problems)


def test_a_missing_going_out_penalty_is_caught(tmp_path):
    records = _sim(tmp_path, "classic", 2, {}, games=30)
    doc = json.loads(json.dumps(records[0]["ruleset"]))
    doc["rules"]["going_out"].update(not_with="specials", consequence="penalty")
    report = check_records(_with_header(records, doc), strict=True)
    assert not report.ok and "drew none" in " ".join(report.problems)


def test_a_wrong_going_out_penalty_is_caught(tmp_path):
    records = _sim(tmp_path, "classic", 2, SETTINGS["penalty"], games=30)
    assert any(r.get("reason") == "going_out" for r in records)
    doc = json.loads(json.dumps(records[0]["ruleset"]))
    doc["rules"]["going_out"]["penalty"] = 3
    report = check_records(_with_header(records, doc), strict=True)
    assert not report.ok and "the ruleset says 3" in " ".join(report.problems)


def test_anything_after_then_any_is_accepted_and_only_there(tmp_path):
    free_jack = {"ranks.jack.then_any": True, "ranks.jack.effects": []}
    records = _sim(tmp_path, "classic", 4, free_jack, games=30)
    assert check_records(records, strict=True).ok
    doc = json.loads(json.dumps(records[0]["ruleset"]))
    doc["ranks"]["jack"]["then_any"] = False
    report = check_records(_with_header(records, doc), strict=True)
    assert not report.ok and "neither its colour nor its rank" in " ".join(report.problems)


CHALLENGE = {"ranks.draw4.only_without": "colour_in_force", "ranks.draw4.challenge.enabled": True}


@pytest.mark.parametrize("players", [2, 4, 8])
def test_strict_accepts_the_engine_s_challenges(tmp_path, players):
    records = _sim(tmp_path, "noris", players, CHALLENGE, games=20)
    assert any(r["event"] == "challenged" for r in records)
    report = check_records(records, strict=True)
    assert report.ok, report.problems


def test_a_challenge_said_wrongly_is_caught(tmp_path):
    records = _sim(tmp_path, "noris", 2, CHALLENGE, games=20)
    flipped = [{**r, "bluff": not r["bluff"]} if r["event"] == "challenged" else r for r in records]
    report = check_records(flipped, strict=True)
    assert not report.ok and "the hands say otherwise" in " ".join(report.problems)


def test_a_play_against_the_condition_is_caught_without_a_challenge(tmp_path):
    records = _sim(tmp_path, "noris", 2, {}, games=30)
    doc = json.loads(json.dumps(records[0]["ruleset"]))
    doc["ranks"]["draw4"]["only_without"] = "colour_in_force"
    report = check_records(_with_header(records, doc), strict=True)
    assert not report.ok and "holding a card of the colour in force" in " ".join(report.problems)


def test_a_wrong_challenge_penalty_is_caught(tmp_path):
    records = _sim(tmp_path, "noris", 2, CHALLENGE, games=20)
    doc = json.loads(json.dumps(records[0]["ruleset"]))
    doc["ranks"]["draw4"]["challenge"]["extra"] = 3
    report = check_records(_with_header(records, doc), strict=True)
    assert not report.ok and "the challenge asks" in " ".join(report.problems)
