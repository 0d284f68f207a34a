"""The simulator: independent seeded rounds, blocked rounds and wins counted, and every failure
recorded with its round's seed instead of ending the run."""

from __future__ import annotations

import importlib
import io
import json

import pytest

from game.engine.notation import position
from game.sim.replay import check_records
from game.sim.simulate import RoundFailed, play_round, round_seed, simulate
from game.sim.trace import TraceWriter
from tests.helpers import load

simulate_module = importlib.import_module("game.sim.simulate")  # the package exports the function


def test_counts_add_up():
    rules = load("noris")
    result = simulate(rules, 4, 40, seed=2)
    assert sum(result.wins) + result.no_winner + len(result.errors) == 40
    assert result.decisions > 40 and result.seconds > 0 and result.decisions_per_second > 0
    assert not result.errors


def test_round_seeds_differ_and_repeat():
    seeds = [round_seed(7, k) for k in range(50)]
    assert len(set(seeds)) == 50
    assert seeds == [round_seed(7, k) for k in range(50)]
    assert round_seed(8, 0) != seeds[0]


def test_a_round_replays_from_its_seed():
    rules = load("abacus")
    a, n = play_round(rules, 5, 1234, dealer=2, forget_calls=0.3)
    b, m = play_round(rules, 5, 1234, dealer=2, forget_calls=0.3)
    assert n == m and a.result == b.result


def test_the_safety_cap_is_an_error_not_a_crash():
    rules = load("emmi")
    result = simulate(rules, 3, 4, seed=1, cap=3)
    assert len(result.errors) == 4
    assert result.decisions == 12
    error = result.errors[0]
    assert error["seed"] == round_seed(1, 0) and error["round"] == 0
    assert "safety cap" in error["error"]


def test_an_exception_in_a_round_is_recorded_with_the_round_seed(monkeypatch):
    """The fourth round's player fails at its 30th draw: the round is recorded as an error with
    its seed and the decisions made before it, the same count the traced path (`choose`, one
    decision at a time) stops at, and the run goes on."""
    rules = load("huch")
    real = simulate_module.make_player
    failing = round_seed(3, 3)

    def flaky(seed, forget_calls=0.0):
        player = real(seed, forget_calls)
        if seed == failing:
            draw, calls = player.random, [0]

            def random():
                calls[0] += 1
                if calls[0] == 30:
                    raise KeyError("boom")
                return draw()

            player.random = random
        return player

    monkeypatch.setattr(simulate_module, "make_player", flaky)
    with pytest.raises(RoundFailed) as traced:
        play_round(rules, 4, failing, dealer=3, trace=TraceWriter(io.StringIO(), rules))
    result = simulate(rules, 4, 5, seed=3)
    assert len(result.errors) == 1 and result.errors[0]["seed"] == failing
    assert "KeyError" in result.errors[0]["error"]
    assert result.errors[0]["decisions"] == traced.value.decisions > 0
    assert sum(result.wins) + result.no_winner == 4


def test_a_failed_round_is_marked_in_the_trace():
    rules = load("noris")
    out = io.StringIO()
    with pytest.raises(RoundFailed):
        play_round(rules, 4, 5, cap=5, trace=TraceWriter(out, rules))
    records = [json.loads(line) for line in out.getvalue().splitlines()]
    assert records[-1]["event"] == "error"
    assert not check_records(records).ok


def test_player_counts_are_checked():
    with pytest.raises(ValueError):
        simulate(load("classic"), 6, 1, seed=1)


def test_blocked_rounds_are_counted(monkeypatch):
    """Nobody can play and nothing is left to draw: the round ends blocked, lowest hand wins."""
    rules = load("noris")

    def stuck(rules, players, seed, dealer=0, starter=None):
        state = position(
            rules,
            hands=["blue:3 blue:4", "green:2 green:9 green:8", "yellow:2"],
            top="red:1",
            rest="none",
        )
        return state, []

    monkeypatch.setattr(simulate_module, "new_round", stuck)
    result = simulate(rules, 3, 4, seed=1)
    assert not result.errors
    assert result.rounds_blocked == 4 and result.wins == [0, 0, 4]


@pytest.mark.parametrize("name", ["noris", "emmi", "abacus", "huch", "classic"])
def test_the_fast_loop_plays_the_same_game_as_choose(name):
    """`simulate` fuses choosing and applying; traced runs use `RandomPlayer.choose`."""
    rules = load(name)
    for seed in range(12):
        fast, n = play_round(rules, 4, seed, dealer=seed % 4, forget_calls=0.3)
        out = io.StringIO()
        slow, m = play_round(
            rules, 4, seed, dealer=seed % 4, forget_calls=0.3, trace=TraceWriter(out, rules)
        )
        assert (n, fast.result, fast.hands, fast.turn_no) == (
            m,
            slow.result,
            slow.hands,
            slow.turn_no,
        )
        assert out.getvalue().count('"event":"action"') == n


@pytest.mark.parametrize("name", ["noris", "emmi", "abacus", "huch", "classic"])
def test_real_choices_are_counted_alike_on_every_path(name):
    """The fast loop counts real choices from lengths it has at hand; it must agree with
    `is_real_choice` asked before every decision (the traced path), on the same games."""
    rules = load(name)
    for seed in range(8):
        fast, traced = [0], [0]
        _state, n = play_round(rules, 4, seed, forget_calls=0.3, choices=fast)
        out = io.StringIO()
        play_round(rules, 4, seed, forget_calls=0.3, trace=TraceWriter(out, rules), choices=traced)
        assert 0 < fast[0] < n
        assert fast == traced


def test_a_real_choice_means_two_distinct_moves():
    rules = load("noris")
    state, _events = simulate_module.new_round(rules, 4, 5)
    player = simulate_module.make_player(5)
    while not state.over:
        seats = simulate_module.actors(state)
        acts = simulate_module.legal_actions(state, seats[0])
        assert len(set(acts)) == len(acts)  # the fast loop relies on distinct actions
        moves = {a & ~simulate_module.CALL_BIT for a in acts}
        assert simulate_module.is_real_choice(state) == (len(seats) > 1 or len(moves) > 1)
        seat, action = player.choose(state)
        simulate_module.apply(state, action, seat)
