"""`--strict` judges the cards of a group (`rules.groups`) by the header's ruleset: each card
after the first must follow the one before it, as game.sim.replay_groups reads the format."""

from __future__ import annotations

import json
from pathlib import Path
from random import Random

import pytest

from game.engine import actions as A
from game.engine.groups import follows
from game.ruleset import builtin_ruleset_ids, load_rules, rules_identity
from game.sim.commands import run_sim
from game.sim.replay import check_records
from game.sim.replay_match import PlayChecker, TraceRules, canonical_digest

NAMES = builtin_ruleset_ids()
G = "rules.groups."
FORMS = {
    "sets": {G + "same_rank.enabled": True},
    "runs": {G + "run.enabled": True},
    "chain": {
        G + "same_rank.enabled": True,
        G + "run.enabled": True,
        G + "chain": True,
        G + "run.suit": "any",
        G + "run.direction": "free",
    },
    "climb": {
        G + "same_rank.enabled": True,
        G + "run.enabled": True,
        G + "chain": True,
        G + "run.direction": "up",
    },
    "numbers_min_3": {G + "same_rank.enabled": True, G + "same_rank.ranks": "numbers"}
    | {G + "same_rank.min": 3},
    "suit_after": {G + "suit_after.enabled": True, G + "suit_after.ranks": ["7"]}
    | {G + "run.enabled": True, G + "effects": "last"},
    "suit_one": {G + "suit_after.enabled": True, G + "suit_after.ranks": ["7"]}
    | {G + "suit_after.count": "one", G + "attacks": "last"},
}


def _sim(tmp_path: Path, name: str, form: str) -> list[dict]:
    path = tmp_path / f"{name}-{form}.jsonl"
    argv = ["--ruleset", name, "--players", "4", "--games", "8", "--seed", "5"]
    argv += ["--forget-calls", "0.3", "--trace", str(path), "--json"]
    for key, value in FORMS[form].items():
        argv += ["--set", f"{key}={json.dumps(value)}"]
    assert run_sim(argv) == 0
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


@pytest.mark.parametrize("form", list(FORMS))
@pytest.mark.parametrize("name", NAMES)
def test_strict_accepts_the_engine_s_groups(tmp_path, name, form):
    records = _sim(tmp_path, name, form)
    assert records[0]["ruleset"]["rules"]["groups"]  # the house rules are in the header
    report = check_records(records, strict=True)
    assert report.ok, report.problems


@pytest.mark.parametrize("form", list(FORMS))
@pytest.mark.parametrize("name", NAMES)
def test_following_agrees_with_the_engine(name, form):
    """Random groups the engine lets grow: for every card, the checker's reading of the format
    says "follows" exactly when the engine does."""
    rules = load_rules(name, FORMS[form])
    groups = rules.groups
    assert groups is not None
    mine = TraceRules(rules_identity(rules).document).groups
    assert mine is not None
    text = rules.card_to_text
    rng = Random(name + form)
    openers = [t for t in range(rules.n_types) if groups.groupable[t]]
    for _ in range(60):
        before = rng.randrange(len(rules.colours))
        group = (before, A.make(A.PLAY, rng.choice(openers)))
        for _ in range(6):
            laid = [text(A.type_of(a)) for a in group[1:]]
            nexts = []
            for t in range(rules.n_types):
                engine = follows(groups, group, t)
                said = mine.refusal(rules.colours[before], laid, text(t))
                assert engine == (not said), (laid, text(t), said)
                if engine:
                    nexts.append(t)
            if not nexts:
                break
            group = (*group, A.make(A.PLAY, rng.choice(nexts)))


def _checker(name: str, form: str) -> PlayChecker:
    return PlayChecker(TraceRules(rules_identity(load_rules(name, FORMS[form])).document))


def test_a_follower_must_follow():
    checker = _checker("noris", "runs")  # runs in the pile's suit, either way
    checker.card("play", "turn", "red:4", "red:9", "red")
    checker.card("play", "group", "red:5", "red:4", "red")
    with pytest.raises(Exception, match="neither a set nor a run step from red:5"):
        checker.card("play", "group", "red:7", "red:5", "red")
    with pytest.raises(Exception, match="run.direction either: not this way"):
        checker.card("play", "group", "red:4", "red:5", "red")
    checker.card("play", "group", "red:6", "red:5", "red")
    checker.turn()
    with pytest.raises(Exception, match="no group to follow"):
        checker.card("play", "group", "red:7", "red:6", "red")
    checker.card("play", "turn", "blue:6", "red:6", "red")  # on the pile's red, by rank
    with pytest.raises(Exception, match="neither a set nor a run step"):
        checker.card("play", "group", "blue:7", "blue:6", "blue")  # of_pile: the run is red


def test_a_set_too_short_and_cards_played_alone_are_refused():
    checker = _checker("classic", "numbers_min_3")
    checker.card("play", "turn", "hearts:9", "spades:9", "spades")
    checker.card("play", "group", "clubs:9", "hearts:9", "hearts")
    with pytest.raises(Exception, match=r"ended short \(a set of 2, min 3\)"):
        checker.turn()
    checker = _checker("classic", "numbers_min_3")
    checker.card("play", "turn", "hearts:7", "spades:7", "spades")
    with pytest.raises(Exception, match="neither a set nor a run step"):  # 7 draws: not a number
        checker.card("play", "group", "clubs:7", "hearts:7", "hearts")
    checker = _checker("emmi", "sets")
    checker.card("play", "turn", "joker", "red:3", "red")
    with pytest.raises(Exception, match="played alone"):  # it chooses an effect
        checker.card("play", "group", "joker", "joker", "red")


def test_a_groups_attack_comes_from_its_cards():
    checker = _checker("classic", "runs")
    checker.card("play", "turn", "hearts:7", "hearts:9", "hearts")
    checker.card("play", "group", "hearts:8", "hearts:7", "hearts")  # the 8 skips, the 7 draws
    checker.attack("draw", "hearts")
    checker.card("play", "stack", "spades:7", "hearts:8", "hearts")


def test_a_group_in_a_ruleset_without_groups_is_refused(tmp_path):
    records = _sim(tmp_path, "classic", "sets")
    assert any(r.get("how") == "group" for r in records)
    doc = json.loads(json.dumps(records[0]["ruleset"]))
    doc["rules"]["groups"]["same_rank"]["enabled"] = False
    digest = canonical_digest(doc)
    records = [
        {**r, "digest": digest} if r["event"] == "round_start" else r
        for r in [{**records[0], "ruleset": doc, "digest": digest}, *records[1:]]
    ]
    report = check_records(records, strict=True)
    assert not report.ok and "(no group form is enabled)" in report.problems[0]
