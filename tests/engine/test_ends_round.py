"""`ends_round`: the engine says whether an action ends the round, without carrying it out."""

from __future__ import annotations

from game.engine import actions as A
from game.engine import legal_actions
from game.engine.core import ends_round
from game.engine.notation import position
from game.ruleset import load_rules


def _plays_of(state, text):
    t = state.rules.card_from_text(text)
    return [a for a in legal_actions(state, 0) if a & A.KIND_MASK == A.PLAY and A.type_of(a) == t]


def test_a_last_card_ends_the_round_and_the_state_is_untouched():
    rules = load_rules("noris")
    state = position(rules, hands=["wild", "red:1", "red:2"], top="red:3")
    plays = _plays_of(state, "wild")
    assert len(plays) == len(rules.colours)  # one way per colour it could wish
    assert all(ends_round(state, a, 0) for a in plays)
    assert not state.over and state.sizes[0] == 1


def test_huch_ends_only_with_the_winning_call():
    rules = load_rules("huch")
    state = position(rules, hands=["free_colour", "red:1", "red:2"], top="blue:3")
    plays = _plays_of(state, "free_colour")
    calling = [a for a in plays if a & A.CALL_BIT]
    plain = [a for a in plays if not a & A.CALL_BIT]
    assert calling and plain
    assert all(ends_round(state, a, 0) for a in calling)
    assert not any(ends_round(state, a, 0) for a in plain)


def test_a_card_that_is_not_the_last_does_not_end_it():
    rules = load_rules("noris")
    state = position(rules, hands=["wild red:5", "red:1", "red:2"], top="red:3")
    assert not any(ends_round(state, a, 0) for a in _plays_of(state, "wild"))
