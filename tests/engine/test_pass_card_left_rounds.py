"""Seeded random rounds of classic with its house rule D-36 (a 9: every player passes a card
left) at 2, 3, 4 and 6 seats keep the engine's invariants after every action (no card created
or lost, every action legal, nobody sees another's chosen card: `checks.play_checked`), and
every round ends by the rules."""

from __future__ import annotations

import pytest

from game.engine import apply, new_round
from game.engine import events as EV
from game.sim.simulate import make_player
from tests.engine.checks import play_checked
from tests.helpers import draws, load

# classic seats 2-5; six is its house rule players.max (32 cards: 6 x 5 dealt, one turned up).
RULES = {"ranks__9__effects": ["pass_card_left"], "players__max": 6}
SEEDS = draws(range(12), quick=range(3))


@pytest.mark.parametrize("players", [2, 3, 4, 6])
@pytest.mark.parametrize("seed", SEEDS)
def test_random_rounds_with_the_house_rule_keep_the_invariants(players, seed):
    play_checked(load("classic", **RULES), players, seed * 7919 + players, forget_calls=0.2)


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_the_rounds_meet_stages_and_end(players):
    """The random rounds above do pass cards (else they would check nothing new)."""
    rules = load("classic", **RULES)
    passed = 0
    for seed in range(20):
        state, _ = new_round(rules, players, seed)
        player = make_player(seed)
        for _ in range(20_000):
            if state.over:
                break
            seat, action = player.choose(state)
            passed += sum(1 for e in apply(state, action, seat) if e[0] == EV.CARD_PASSED)
        assert state.over and state.result is not None
    assert passed
