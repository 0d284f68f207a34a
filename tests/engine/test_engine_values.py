"""What the engine hands out as values: a refusal with its reason, a round's outcome, a match
that copies itself and deals the next round to its starter."""

from __future__ import annotations

import pickle
from random import Random

import pytest

from game.engine import IllegalAction, Match, apply, legal_actions
from game.engine import actions as A
from game.engine import events as EV
from game.engine.reasons import NOT_YOUR_TURN, ROUND_OVER
from game.engine.state import Outcome, State
from tests.helpers import load


def play_out(state: State) -> None:
    """Random legal moves until the round ends (tests/engine's properties: every round ends)."""
    rng = Random(7)
    for _ in range(100_000):
        if state.over:
            return
        apply(state, rng.choice(legal_actions(state)))
    raise AssertionError("the round did not end")


def test_a_refused_card_carries_its_reason() -> None:
    rules = load("classic")
    state, _events = Match(rules, 3, seed=5).start_round()
    other = (state.turn + 1) % state.n
    card = state.hand(other)[0]
    with pytest.raises(IllegalAction) as refused:
        apply(state, A.make(A.PLAY, card), other)
    reason = refused.value.reason
    assert reason is not None and reason.code == NOT_YOUR_TURN and reason.turn == state.turn
    assert "not seat" in str(refused.value)  # the English sentence, as before


def test_a_refusal_that_is_no_card_has_no_reason() -> None:
    rules = load("classic")
    state, _events = Match(rules, 3, seed=5).start_round()
    with pytest.raises(IllegalAction) as refused:
        apply(state, A.make(A.CATCH, target=1), state.turn)
    assert refused.value.reason is None


def test_a_finished_round_has_a_frozen_outcome() -> None:
    rules = load("noris")
    state, _events = Match(rules, 3, seed=2).start_round()
    play_out(state)
    result = state.result
    assert isinstance(result, Outcome) and len(result.scores) == 3
    with pytest.raises(AttributeError):
        result.winner = 5  # type: ignore[misc]
    assert pickle.loads(pickle.dumps(result)) == result
    with pytest.raises(IllegalAction) as refused:
        apply(state, A.make(A.DRAW))
    assert refused.value.reason is not None and refused.value.reason.code == ROUND_OVER


def test_a_match_copy_counts_on_its_own() -> None:
    rules = load("noris")
    match = Match(rules, 3, seed=2)
    state, _events = match.start_round()
    play_out(state)
    counted = match.copy()
    counted.finish_round(state)
    assert counted.rounds_played == 1 and match.rounds_played == 0
    assert match.totals == [0, 0, 0] and counted.totals == list(state.result.scores)  # type: ignore[union-attr]


def test_the_next_round_is_dealt_to_its_starter() -> None:
    """HUCH! (D-23): the next round begins left of the last round's starter, and its deal
    says so in its own TURN event."""
    rules = load("huch")
    match = Match(rules, 3, seed=4)
    for _ in range(3):
        before = match.last_starter
        state, events = match.start_round()
        if match.rounds_played:
            assert state.starter == (before + 1) % 3
        assert events[-1] == (EV.TURN, state.starter, 1, None) and state.turn == state.starter
        play_out(state)
        match.finish_round(state)
