"""The same seed and the same actions give the same round, event for event; a copied state
plays on exactly like the original."""

from __future__ import annotations

from random import Random

import pytest

from game.engine import apply, new_round
from game.ruleset import builtin_ruleset_ids
from game.sim.random_player import RandomPlayer
from game.sim.simulate import simulate
from tests.helpers import load

NAMES = builtin_ruleset_ids()


def _record(rules, players, seed):
    """Play a round with random choices; the (seat, action) list and every event."""
    state, events = new_round(rules, players, seed, dealer=seed % players)
    player = RandomPlayer(Random(seed), forget_calls=0.25)
    decisions = []
    while not state.over:
        seat, action = player.choose(state)
        decisions.append((seat, action))
        events += apply(state, action, seat)
    return decisions, events


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("seed", [3, 41, 2**40 + 5])
def test_same_seed_and_actions_give_the_same_events(name, seed):
    rules = load(name)
    players = min(rules.max_players, 3 + seed % 3)
    decisions, events = _record(rules, players, seed)
    state, again = new_round(rules, players, seed, dealer=seed % players)
    for seat, action in decisions:
        again += apply(state, action, seat)
    assert again == events
    assert state.over
    assert _record(rules, players, seed) == (decisions, events)  # the player is seeded too


@pytest.mark.parametrize("name", NAMES)
def test_a_copy_plays_on_like_the_original(name):
    rules = load(name)
    decisions, _events = _record(rules, 4, 9)
    state, _ = new_round(rules, 4, 9, dealer=9 % 4)
    half = len(decisions) // 2
    for seat, action in decisions[:half]:
        apply(state, action, seat)
    twin = state.copy()
    rest_a = [apply(state, action, seat) for seat, action in decisions[half:]]
    rest_b = [apply(twin, action, seat) for seat, action in decisions[half:]]
    assert rest_a == rest_b
    assert twin.result == state.result


def test_different_seeds_deal_differently():
    rules = load("noris")
    assert new_round(rules, 4, 1)[1] != new_round(rules, 4, 2)[1]


@pytest.mark.parametrize("name", NAMES)
def test_a_simulation_is_repeatable(name):
    rules = load(name)
    first = simulate(rules, rules.min_players + 1, 15, seed=5, forget_calls=0.2).to_dict()
    second = simulate(rules, rules.min_players + 1, 15, seed=5, forget_calls=0.2).to_dict()
    for timing in ("seconds", "decisions_per_second"):
        first.pop(timing), second.pop(timing)
    assert first == second
    assert not first["errors"]


def test_the_engine_shuffle_is_random_shuffle():
    """Deals and reshuffles use `state.shuffle`, a faster copy of `Random.shuffle`: the same
    seed must give the same order, or every seeded game and trace would change."""
    from game.engine.state import shuffle

    for seed in range(200):
        cards = list(range(seed % 120))
        expected = cards[:]
        Random(seed).shuffle(expected)
        shuffle(Random(seed), cards)
        assert cards == expected


@pytest.mark.parametrize("name", NAMES)
def test_the_turn_memo_is_only_a_cache(name):
    """`Rules.turn_actions` remembers a normal turn's actions: a warm memo, a cold one and a
    pickled copy of the rules (which travels without it) play the same round."""
    import pickle

    from game.ruleset import load_rules

    warm = load_rules(name)
    simulate(warm, 4, 30, seed=5)
    cold = load_rules(name)
    travelled = pickle.loads(pickle.dumps(warm))
    assert warm.turn_actions and not travelled.turn_actions
    records = [_record(rules, 4, 9) for rules in (warm, cold, travelled)]
    assert records[0] == records[1] == records[2]
