"""Property tests for the set-up by the number of players and the start card that acts: random
rounds of every built-in ruleset keep the engine's invariants (`checks.play_checked`, which
also re-checks each round with the strict trace checker) at 2, 4 and the most seats, with
each setting on — two packs from 5 players raising the most seats as far as 16 where the
packs deal it, 7 cards with two players, a start card acting on the first player or counted
as the dealer's play, play going counterclockwise."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import events as EV
from game.engine import new_round
from game.engine.rules import MAX_PLAYERS
from game.ruleset import builtin_ruleset_ids
from tests.engine.checks import play_checked
from tests.engine.test_engine_properties import SETTINGS
from tests.helpers import draws, load
from tests.rules.scenario import play_out


def _most(name: str) -> int:
    """The most players two packs deal (a start card left over), at most 16."""
    rules = load(name)
    return min(MAX_PLAYERS, (2 * len(rules.deck) - 1) // max(7, rules.hand_size))


def setups(name: str) -> dict[str, dict[str, Any]]:
    return {
        "by_count": {
            "players__max": _most(name),
            "hand_size_by_players": [{"players": 2, "hand_size": 7}],
            "rules__packs_by_players": [{"from_players": 5, "packs": 2}],
        },
        "acts_on_first": {"rules__start_card": "acts_on_first"},
        "as_dealer": {"rules__start_card": "as_dealer"},
        "counterclockwise": {"rules__first_direction": "counterclockwise"},
    }


CASES = [
    (name, form, players)
    for name in builtin_ruleset_ids()
    for form, overrides in setups(name).items()
    for players in sorted({2, 4, load(name, **overrides).max_players})
]


@pytest.mark.parametrize(
    ("name", "form", "players"), CASES, ids=[f"{n}-{f}-{p}" for n, f, p in CASES]
)
@settings(SETTINGS, max_examples=draws(4, quick=1))
@given(seed=st.integers(0, 2**62), forget=st.sampled_from([0.0, 0.5]))
def test_random_rounds_with_the_setup_keep_the_invariants(name, form, players, seed, forget):
    play_checked(load(name, **setups(name)[form]), players, seed, forget_calls=forget)


@pytest.mark.parametrize("how", ["acts_on_first", "as_dealer"])
def test_start_cards_act_in_random_rounds(how):
    """The rounds above are no vacuous check: start cards act in every built-in ruleset that
    has special cards, and under as_dealer a dealer is asked for a wish."""
    acted = opened = 0
    for name in builtin_ruleset_ids():
        rules = load(name, rules__start_card=how)
        for seed in range(30):
            state, events = new_round(rules, 4, seed, dealer=seed % 4)
            acted += sum(1 for e in events if e[0] == EV.START_ACTS)
            opened += sum(1 for e in events if e[0] == EV.TURN and e[3] == "opening")
            play_out(state, seed)
    assert acted >= 20
    assert how == "acts_on_first" or opened >= 3
