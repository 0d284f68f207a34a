"""D-8, out-of-turn arbitration in one place: `first` takes the earliest request, `turn_order`
the seat nearest in turn order from the seat to act; ties go to the nearer seat."""

from __future__ import annotations

import pytest

from game.engine.arbitrate import Request, arbitrate, turn_distance
from game.engine.notation import position
from tests.helpers import load


def _table(**flips):
    rules = load("abacus", **flips)
    return position(
        rules,
        hands=["red:1 red:3", "red:5 blue:3", "red:5 green:3", "yellow:1 yellow:3"],
        top="red:4",
        turn=1,
    )


def test_first_takes_the_earliest_request():
    """D-8 (book 002's jump-in is "sofort"): the first one wins."""
    state = _table()
    late_near, early_far = Request(2, 11, at=0.30), Request(0, 22, at=0.10)
    assert arbitrate(state, [late_near, early_far]) == early_far


def test_turn_order_takes_the_nearest_seat_even_when_later():
    """D-8 flipped (`rules.out_of_turn_priority: turn_order`)."""
    state = _table(rules__out_of_turn_priority="turn_order")
    late_near, early_far = Request(2, 11, at=0.30), Request(0, 22, at=0.10)
    assert arbitrate(state, [late_near, early_far]) == late_near


def test_turn_order_follows_the_direction_of_play():
    state = _table(rules__out_of_turn_priority="turn_order")
    state.direction = -1
    assert [turn_distance(state, s) for s in range(4)] == [1, 0, 3, 2]
    assert arbitrate(state, [Request(2, 1, 0.0), Request(0, 2, 0.5)]).seat == 0


def test_equal_times_go_to_the_nearer_seat():
    state = _table()
    assert arbitrate(state, [Request(0, 1, 0.2), Request(3, 2, 0.2)]).seat == 3


def test_one_request_wins_and_none_is_an_error():
    state = _table()
    only = Request(3, 7, 1.0)
    assert arbitrate(state, [only]) is only
    with pytest.raises(ValueError):
        arbitrate(state, [])
