"""The session driver: protocol errors are errors, out-of-turn races follow the ruleset (D-8)."""

from __future__ import annotations

from random import Random

import pytest

from game.bots import make_bot
from game.bots.session import SessionError, play_round, seat_rngs, step
from game.engine import actions as A
from game.engine import events as EV
from game.engine.notation import position
from tests.helpers import act, load


class Scripted:
    """A bot that answers with a fixed function of (obs, legal)."""

    level = "scripted"

    def __init__(self, answer):
        self.answer = answer

    def start_round(self, rules, seat, players):
        pass

    def notice(self, events):
        pass

    def choose(self, obs, legal, rng):
        return self.answer(obs, legal)

    def memory(self):
        return {}

    def restore(self, memory):
        pass


def test_an_illegal_action_raises():
    bots = [Scripted(lambda obs, legal: 999_999), make_bot("random")]
    with pytest.raises(SessionError, match="illegal"):
        play_round(load("noris"), bots, seed=1)


def test_declining_its_own_turn_raises():
    bots = [Scripted(lambda obs, legal: None), Scripted(lambda obs, legal: None)]
    with pytest.raises(SessionError, match="declined"):
        play_round(load("noris"), bots, seed=1)


def test_the_decision_cap_is_an_error():
    with pytest.raises(SessionError, match="not finished"):
        play_round(load("noris"), [make_bot("random"), make_bot("random")], seed=1, max_decisions=3)


def test_rounds_replay_identically():
    rules = load("abacus")
    runs = [
        play_round(rules, [make_bot("medium"), make_bot("easy"), make_bot("random")], seed=7)
        for _ in range(2)
    ]
    assert runs[0].winner == runs[1].winner and runs[0].cards_left == runs[1].cards_left
    assert runs[0].decisions == runs[1].decisions


def _missed_call_table(priority: str):
    """emmi, 4 players: seat 0 plays its second-to-last card without the call; seats 1-3 may
    all catch it (seat 1 is the seat to act)."""
    rules = load("emmi", rules__out_of_turn_priority=priority)
    state = position(
        rules,
        hands=["red:2 red:3", "blue:1 blue:2", "green:1 green:2", "yellow:1 yellow:2"],
        top="red:7",
    )
    act(state, "play red:2")
    assert state.owed_seat == 0
    return state


@pytest.mark.parametrize("priority", ["first", "turn_order"])
def test_out_of_turn_priority(priority):
    catchers = set()
    for seed in range(30):
        state = _missed_call_table(priority)
        bots = [make_bot("random", forget_calls=1.0)] + [make_bot("medium") for _ in range(3)]
        for seat, bot in enumerate(bots):
            bot.start_round(state.rules, seat, 4)
        rngs, table_rng = seat_rngs(seed, 4)
        seat, action, events = step(state, bots, rngs, table_rng)
        assert action & A.KIND_MASK == A.CATCH and events[0][0] == EV.CAUGHT
        catchers.add(seat)
    # turn_order: the seat to act is nearest; first: a seeded draw among all who want to.
    assert catchers == ({1} if priority == "turn_order" else {1, 2, 3})


def test_turn_order_counts_in_the_direction_of_play():
    state = _missed_call_table("turn_order")
    state.direction = -1
    bots = [make_bot("random", forget_calls=1.0)] + [
        Scripted(
            lambda obs, legal: (
                next((a for a in legal if a & A.KIND_MASK == A.CATCH), None)
                if obs.turn != obs.seat
                else legal[0]
            )
        )
        for _ in range(3)
    ]
    rngs, table_rng = seat_rngs(1, 4)
    seat, _action, _events = step(state, bots, rngs, table_rng)
    assert seat == 3  # seat 1 plays on; of 2 and 3, 3 is nearer going anticlockwise from 1


def test_decision_times_are_recorded():
    result = play_round(load("huch"), [make_bot("medium"), make_bot("random")], seed=2)
    assert sum(len(t) for t in result.times) >= result.decisions
    assert all(0 <= x < 1 for t in result.times for x in t)


def test_seat_generators_are_independent_of_call_order():
    a, _ = seat_rngs(5, 3)
    b, _ = seat_rngs(5, 3)
    assert [r.random() for r in a] == [r.random() for r in b]
    assert isinstance(a[0], Random)
