"""Every decision D-n of every built-in ruleset is a house rule: flipped, the ruleset still
validates, compiles and plays whole rounds by the rules (random legal play, cards conserved)."""

from __future__ import annotations

import random

import pytest

from game.engine import actors, apply, legal_actions, new_round
from game.ruleset import builtin_ruleset_ids, find_ruleset, load_document, load_rules
from game.ruleset.house_rules import house_rules

FLIPS = [
    (name, rule.id, value, rule.overrides(value))
    for name in builtin_ruleset_ids()
    for rule in house_rules(load_document(find_ruleset(name)))
    for value in rule.choices[1:]
]


def test_every_ruleset_offers_its_decisions():
    ids = {
        name: [i for r in house_rules(load_document(find_ruleset(name))) for i in r.ids]
        for name in builtin_ruleset_ids()
    }
    assert "D-12" in ids["noris"] and "D-15" in ids["emmi"] and "D-26" in ids["abacus"]
    assert "D-22" in ids["huch"] and "D-7" in ids["classic"]


def test_d15_flips_both_places_a_joker_may_answer():
    rule = next(r for r in house_rules(load_document(find_ruleset("emmi"))) if r.id == "D-15")
    assert rule.overrides(["draw2"]) == {
        "ranks.draw2.effects.0.draw.stack_with": ["draw2"],
        "ranks.joker.effects.0.choose_effect.options.draw2.0.draw.stack_with": ["draw2"],
    }


@pytest.mark.parametrize(
    "name, decision, value, overrides", FLIPS, ids=[f"{n}-{d}-{v}" for n, d, v, _ in FLIPS]
)
def test_flipped_decision_plays(name, decision, value, overrides):
    rules = load_rules(name, overrides=overrides)
    for seed in range(8):
        players = rules.min_players + seed % (rules.max_players - rules.min_players + 1)
        state, _ = new_round(rules, players, seed, starter=0)
        rng = random.Random(seed)
        decisions = 0
        while not state.over:
            # A seat a window is open for may hold nothing to act with: it lets the window pass.
            seat = rng.choice([s for s in actors(state) if legal_actions(state, s)])
            apply(state, rng.choice(legal_actions(state, seat)), seat)
            decisions += 1
            assert decisions < 50_000, "a round must end by the rules"
        assert state.card_count() == len(rules.decks[players])  # its packs


@pytest.mark.parametrize("first", [True, False], ids=["choice-first", "choice-second"])
def test_settings_flipped_together_with_uneven_values_are_refused_not_raised(first):
    """One id over a choice of 3 (rules.first_player) and a yes/no setting of 2: the third
    value has no partner. With the choice first `check` raised IndexError (found by
    tests/guard); now either order is refused on the line of the uneven decision."""
    from game.ruleset import check_text

    old = "  - {id: D-7, setting: rules.blocked_round}"
    new = "  - {id: D-7, setting: rules.first_player}"
    text = find_ruleset("classic").read_text(encoding="utf-8")
    text = text.replace(old, f"{new}\n{old}" if first else f"{old}\n{new}")
    doc, problems = check_text(text, "uneven.yaml")
    assert doc is None and len(problems) == 1, problems
    line = text.splitlines().index(old if first else new) + 1
    assert str(problems[0]).startswith(f"uneven.yaml:{line}: decisions[")
    assert "D-7" in problems[0].message and "rules.first_player (3 values)" in problems[0].message
