"""The random player: uniform over distinct moves, calls made unless forgotten, out-of-turn seats
joining half the time, and the ruleset's out-of-turn priority (D-8) deciding between them."""

from __future__ import annotations

import io
import json
from collections import Counter
from random import Random

import pytest

from game.engine import action_to_text, actors, apply, legal_actions
from game.engine import actions as A
from game.engine.notation import position
from game.ruleset import builtin_ruleset_ids
from game.sim.random_player import RandomPlayer
from game.sim.simulate import play_round
from game.sim.trace import TraceWriter
from tests.helpers import load

TRIALS = 4000


def _two_cards():
    """Seat 0 holds red:5 and a wild on red:1: five distinct moves, each owing a Mau."""
    return position(
        load("noris"), hands=["red:5 wild", "blue:3 blue:4", "green:2 red:9"], top="red:1"
    )


def test_uniform_over_distinct_moves_with_the_call_added():
    state = _two_cards()
    player = RandomPlayer(Random(1))
    seen = Counter()
    for _ in range(TRIALS):
        seat, action = player.choose(state)
        assert seat == 0 and action in legal_actions(state)
        assert A.has_call(action)
        seen[action_to_text(state.rules, action)] += 1
    assert len(seen) == 5
    for count in seen.values():
        assert abs(count / TRIALS - 0.2) < 0.03, seen


def test_a_forgetting_player_plays_without_the_call():
    state = _two_cards()
    never = RandomPlayer(Random(2), forget_calls=1.0)
    assert not any(A.has_call(never.choose(state)[1]) for _ in range(200))
    sometimes = RandomPlayer(Random(3), forget_calls=0.3)
    forgot = sum(not A.has_call(sometimes.choose(state)[1]) for _ in range(TRIALS)) / TRIALS
    assert abs(forgot - 0.3) < 0.03


def test_a_late_call_comes_first_unless_forgotten():
    player = RandomPlayer(Random(4))
    plays = [A.make(A.PLAY, 3), A.make(A.PLAY, 4)]
    assert player.pick([*plays, A.CALL], forgot=False) == A.CALL
    assert all(player.pick([A.CALL, *plays], forgot=True) in plays for _ in range(50))
    assert player.pick([A.CALL], forgot=True) == A.CALL  # nothing else to do


def _events(rules, players, seed, forget):
    out = io.StringIO()
    play_round(rules, players, seed, forget_calls=forget, trace=TraceWriter(out, rules))
    return [json.loads(line) for line in out.getvalue().splitlines()]


@pytest.mark.parametrize("name", builtin_ruleset_ids())
def test_a_player_that_never_forgets_never_misses_a_call(name):
    rules = load(name)
    for seed in range(25):
        kinds = Counter(r["event"] for r in _events(rules, 4, seed, 0.0))
        assert not kinds["missed_call"] and not kinds["penalty"], (name, seed)


def test_forgetting_players_miss_calls():
    rules = load("noris")
    kinds = Counter(r["event"] for seed in range(25) for r in _events(rules, 4, seed, 0.5))
    assert kinds["missed_call"] and kinds["penalty"]


def _jump_table(priority: str | None):
    """Seat 0 played red:5; seats 2 and 3 hold a red:5 and may jump in; seat 1 is to act. Seat 0
    is asked too (the window is open for every seat with cards) but has nothing to throw in."""
    extra = {} if priority is None else {"rules__out_of_turn_priority": priority}
    rules = load("noris", rules__jump_in__enabled=True, **extra)
    state = position(
        rules,
        hands=["red:6 red:7", "blue:3 blue:4", "red:5 green:2", "red:5 yellow:1"],
        top="red:5",
        turn=1,
        rest="none",
    )
    state.jump_open, state.last_player = True, 0
    assert actors(state) == [1, 0, 2, 3] and not legal_actions(state, 0)
    return state


@pytest.mark.parametrize(
    ("priority", "expected"),
    [
        ("first", {1: 0.25, 2: 0.375, 3: 0.375}),  # each joins with 1/2; two joiners: a coin flip
        ("turn_order", {1: 0.25, 2: 0.5, 3: 0.25}),  # two joiners: seat 2 is nearer after seat 1
    ],
)
def test_out_of_turn_seats_join_half_the_time_in_priority_order(priority, expected):
    state = _jump_table(priority)
    player = RandomPlayer(Random(5))
    seats = Counter()
    for _ in range(TRIALS):
        seat, action = player.choose(state)
        assert action in legal_actions(state, seat)
        seats[seat] += 1
    for seat, share in expected.items():
        assert abs(seats[seat] / TRIALS - share) < 0.03, seats


def test_the_same_generator_makes_the_same_choices():
    state = _jump_table(None)
    a, b = RandomPlayer(Random(9)), RandomPlayer(Random(9))
    assert [a.choose(state) for _ in range(100)] == [b.choose(state) for _ in range(100)]


def test_forget_probability_is_checked():
    with pytest.raises(ValueError):
        RandomPlayer(Random(1), forget_calls=1.5)


def test_a_jump_in_is_applied_through_the_public_path():
    state = _jump_table(None)
    player = RandomPlayer(Random(11))
    while True:
        seat, action = player.choose(state)
        if seat != state.turn:
            break
    events = apply(state, action, seat)
    assert events[0][0] != 0 and state.top == state.rules.card_from_text("red:5")
