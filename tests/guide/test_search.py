"""A guided round found for each ruleset (game.guide.search): a deal and a course of play, made
by the engine's own rules, in which every step of the plan comes up and the person wins."""

from __future__ import annotations

from functools import cache

import pytest

from game.engine import actions as A
from game.engine.core import apply
from game.engine.legal import legal_actions
from game.engine.rules import Rules
from game.guide.plan import plan_steps
from game.guide.search import PERSON, Course, course_for, deal, seats_for, starter_for
from game.ruleset import load_rules

RULESETS = ["classic", "noris", "abacus", "emmi", "huch"]


@cache
def found(ruleset: str) -> tuple[Rules, Course]:
    rules = load_rules(ruleset)
    return rules, course_for(rules)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_course_teaches_every_step_of_the_plan_once(ruleset: str) -> None:
    rules, course = found(ruleset)
    planned = [step.key for step in plan_steps(rules)]
    assert course.missing == ()
    assert sorted(course.taught()) == sorted(planned)
    assert course.steps == tuple(plan_steps(rules))
    assert course.players == seats_for(rules) == 3


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_move_of_the_course_is_legal_and_the_person_wins(ruleset: str) -> None:
    rules, course = found(ruleset)
    state = deal(rules, course.players, course.order)
    for seat, action in course.moves:
        assert action in legal_actions(state, seat), (seat, A.action_to_text(rules, action))
        apply(state, action, seat)
    assert state.over and state.winner == PERSON


@pytest.mark.parametrize("ruleset", RULESETS)
def test_each_step_is_taught_by_a_move_of_the_person_that_does_it(ruleset: str) -> None:
    rules, course = found(ruleset)
    state = deal(rules, course.players, course.order)
    for (seat, action), keys in zip(course.moves, course.teaches, strict=True):
        for key in keys:
            assert seat == PERSON, key
            kind, _, target = key.partition(":")
            rank = rules.ranks[rules.type_rank[A.type_of(action)]]
            if kind == "card":
                assert A.kind_of(action) in (A.PLAY, A.DEFEND, A.JUMP) and rank == target
            elif kind == "defend":
                assert A.kind_of(action) == A.DEFEND and rank == target
            elif kind == "jump":
                assert A.kind_of(action) == A.JUMP
            elif kind == "call":
                assert A.kind_of(action) == A.CALL or A.has_call(action)
            elif kind == "draw":
                assert A.kind_of(action) == A.DRAW
        apply(state, action, seat)
        if "round_end" in keys:
            assert state.over and state.winner == PERSON


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_person_is_dealt_the_special_cards(ruleset: str) -> None:
    """The arrangement puts the cards to learn in the person's hand, and those that do not fit
    near the top of the draw pile."""
    rules, course = found(ruleset)
    state = deal(rules, course.players, course.order)
    held = {rules.ranks[rules.type_rank[t]] for t in range(rules.n_types) if state.hands[PERSON][t]}
    special = {s.target for s in course.steps if s.kind == "card"}
    # Within the first few draws: two rounds of the table and a little (the draw pile's top last).
    top = state.draw[-(2 * course.players + 2 + len(special)) :]
    near_top = {rules.ranks[rules.type_rank[t]] for t in top}
    assert special <= held | near_top
    assert held & special  # some to play from the start


def test_the_search_is_the_same_every_time() -> None:
    """A guided round is found from a fixed seed: the table replays the very course found."""
    rules = load_rules("classic")
    assert course_for(rules) == found("classic")[1]
    assert starter_for(rules) in (None, PERSON)
