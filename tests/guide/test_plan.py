"""The steps a guided round teaches, read from each ruleset (game.guide.plan)."""

from __future__ import annotations

import pytest

from game.guide.plan import (
    CALL,
    CARD,
    DRAW,
    JUMP,
    ROUND_END,
    Step,
    defence_ranks,
    plan_steps,
    ranks_to_learn,
    twin_types,
)
from game.ruleset import load_rules


def keys(ruleset: str) -> list[str]:
    return [step.key for step in plan_steps(load_rules(ruleset))]


def test_classic_teaches_its_three_special_ranks_the_call_a_draw_and_the_end() -> None:
    """Classic (Pagat's Mau-Mau): the 7 makes the next player draw, the 8 skips, the Jack
    wishes a suit; the rest are plain."""
    assert keys("classic") == ["card:7", "card:8", "card:jack", "call:mau", "draw", "round_end"]
    assert ranks_to_learn(load_rules("classic")) == ["7", "8", "jack"]


def test_noris_teaches_its_action_cards_in_the_rulesets_order() -> None:
    assert keys("noris") == [
        "card:reverse",
        "card:draw2",
        "card:draw4",
        "card:stop",
        "card:wild",
        "call:mau",
        "draw",
        "round_end",
    ]


def test_abacus_teaches_the_defence_with_a_0_and_a_jump_in() -> None:
    """Abacus: a 0 cancels an attack, and an identical card may be laid out of turn."""
    rules = load_rules("abacus")
    assert defence_ranks(rules) == ["0"]
    assert twin_types(rules)  # jumpable cards that are in the deck twice
    steps = plan_steps(rules)
    assert Step("defend", "0") in steps and Step(JUMP) in steps
    assert steps.index(Step("defend", "0")) < steps.index(Step(JUMP)) < steps.index(Step(DRAW))


@pytest.mark.parametrize("ruleset", ["classic", "noris", "emmi", "huch"])
def test_no_defence_or_jump_where_the_rules_have_none(ruleset: str) -> None:
    rules = load_rules(ruleset)
    assert defence_ranks(rules) == [] and twin_types(rules) == []
    assert not any(step.kind in ("defend", JUMP) for step in plan_steps(rules))


def test_every_call_of_the_ruleset_is_a_step_of_its_own() -> None:
    """Huch: "Mau" with one card left and "Mau-Mau" with the last."""
    calls = [s for s in plan_steps(load_rules("huch")) if s.kind == CALL]
    assert calls == [Step(CALL, "mau"), Step(CALL, "mau_mau")]


@pytest.mark.parametrize("ruleset", ["classic", "noris", "abacus", "emmi", "huch"])
def test_the_plan_ends_with_a_draw_and_the_round_won(ruleset: str) -> None:
    steps = plan_steps(load_rules(ruleset))
    assert steps[-2:] == [Step(DRAW), Step(ROUND_END)]
    assert len({s.key for s in steps}) == len(steps)  # no step twice
    assert all(s.target for s in steps if s.kind in (CARD, CALL))


def test_a_step_is_known_by_its_key() -> None:
    assert Step(CARD, "jack").key == "card:jack" and Step(DRAW).key == "draw"
