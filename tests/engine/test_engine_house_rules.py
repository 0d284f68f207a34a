"""Random rounds under house rules: each decision (D-n) of each ruleset flipped to each of its
alternatives, and random combinations of them, keep the engine's invariants."""

from __future__ import annotations

import json
from functools import cache

import pytest
from hypothesis import HealthCheck, Phase, assume, given, settings
from hypothesis import strategies as st

from game.engine.rules import Rules
from game.ruleset import RulesetError, builtin_ruleset_ids, find_ruleset, load_document, load_rules
from game.ruleset.house_rules import house_rules
from tests.engine.checks import play_checked
from tests.helpers import draws


def _flips() -> list[tuple[str, str, tuple]]:
    out = []
    for name in builtin_ruleset_ids():
        for rule in house_rules(load_document(find_ruleset(name))):
            for value in rule.choices[1:]:
                out.append((name, rule.id, tuple(sorted(rule.overrides(value).items(), key=str))))
    return out


FLIPS = _flips()


_loaded: dict[str, Rules] = {}


def rules_with(name: str, overrides: tuple) -> Rules:
    key = json.dumps([name, overrides])
    if key not in _loaded:
        _loaded[key] = load_rules(name, dict(overrides) or None)
    return _loaded[key]


@pytest.mark.parametrize(
    ("name", "decision", "overrides"),
    FLIPS,
    ids=[f"{n}-{d}-{'-'.join(str(v) for _, v in o)}" for n, d, o in FLIPS],
)
def test_each_house_rule_keeps_the_invariants(name, decision, overrides):
    try:
        rules = rules_with(name, overrides)
    except RulesetError as error:
        pytest.skip(f"{decision} alone is not a valid combination here: {error}")
    for seed in draws((1, 2), quick=(1,)):
        players = rules.min_players + seed % (rules.max_players - rules.min_players + 1)
        play_checked(rules, players, seed * 7919, forget_calls=0.2)


@settings(
    max_examples=draws(25, quick=5),
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
)  # a failure names its draws; no slow shrinking
@given(data=st.data())
def test_random_house_rule_combinations_keep_the_invariants(data):
    name = data.draw(st.sampled_from(builtin_ruleset_ids()), label="ruleset")
    chosen: dict = {}
    for decision, flips in _by_decision(name).items():
        pick = data.draw(st.sampled_from([()] + flips), label=decision)
        chosen.update(dict(pick))
    try:
        rules = rules_with(name, tuple(sorted(chosen.items(), key=str)))
    except RulesetError:
        assume(False)
    players = data.draw(st.integers(rules.min_players, rules.max_players), label="players")
    seed = data.draw(st.integers(0, 2**62), label="seed")
    play_checked(rules, players, seed, forget_calls=data.draw(st.sampled_from([0.0, 0.3])))


@cache
def _by_decision(name: str) -> dict[str, list[tuple]]:
    out: dict[str, list[tuple]] = {}
    for ruleset, decision, overrides in FLIPS:
        if ruleset == name:
            out.setdefault(decision, []).append(overrides)
    return out
