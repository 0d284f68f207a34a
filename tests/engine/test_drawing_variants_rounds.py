"""Seeded random rounds under each drawing variant, skip variant, cancel and return (issue 37's
groups 6, 7, 8 and the attack turned back) at 2, 4 and the most seats keep the engine's
invariants after every action (`checks.play_checked`, which also replays the records with
`replay --strict`), and the random rounds do meet what they test."""

from __future__ import annotations

import pytest

from game.engine import apply, new_round
from game.engine import events as EV
from game.sim.simulate import make_player
from tests.engine.checks import play_checked
from tests.helpers import draws, load

CANCEL = [{"cancel_attack": {"attacks": ["draw"]}}, "name_colour"]
CASES = {
    "until_fits": ("classic", {"rules__draw__until": "fits"}, 5, EV.DRAW),
    "until_count_must_play": (
        "classic",
        {"rules__draw__until": "count", "rules__drawn_card": "must_play"},
        5,
        EV.DRAW,
    ),
    "must_play": ("classic", {"rules__drawn_card": "must_play"}, 5, EV.DRAW),
    "returned": (
        "noris",
        {"ranks__draw2__effects__0__draw__returned_by": ["reverse"]},
        8,
        EV.ATTACK_RETURNED,
    ),
    "cancel": ("noris", {"ranks__wild__effects": CANCEL}, 8, EV.ATTACK_CANCELLED),
    "cancel_passes_on": (
        "noris",
        {"ranks__wild__effects": [{"cancel_attack": {"answer": "passes_on"}}, "name_colour"]},
        8,
        EV.ATTACK_PASSED_ON,
    ),
    "one_waits": (
        "abacus",
        {"ranks__skip__effects__0__skip__stacked": "one_waits"},
        10,
        EV.WAITS,
    ),
    "passes_on": (
        "abacus",
        {"ranks__skip__effects__0__skip__stacked": "passes_on"},
        10,
        EV.ATTACK,
    ),
}
SEEDS = draws(range(8), quick=range(2))


def _seats(most: int) -> list[int]:
    return [2, 4, most]


@pytest.mark.parametrize(
    "case, players",
    [(case, n) for case, (_r, _o, most, _e) in CASES.items() for n in _seats(most)],
)
@pytest.mark.parametrize("seed", SEEDS)
def test_random_rounds_keep_the_invariants(case, players, seed):
    ruleset, overrides, _most, _event = CASES[case]
    play_checked(load(ruleset, **overrides), players, seed * 7919 + players, forget_calls=0.2)


@pytest.mark.parametrize("case", list(CASES))
def test_the_rounds_meet_the_variant(case):
    """The random rounds above do meet the capability (else they would check nothing new)."""
    ruleset, overrides, most, event = CASES[case]
    rules = load(ruleset, **overrides)
    met = 0
    for seed in range(30):
        state, _ = new_round(rules, 4 if most >= 4 else 2, seed)
        player = make_player(seed)
        for _ in range(20_000):
            if state.over:
                break
            seat, action = player.choose(state)
            met += sum(1 for e in apply(state, action, seat) if e[0] == event)
        assert state.over
    assert met
