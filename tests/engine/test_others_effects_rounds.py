"""Seeded random rounds with the effects on players other than the next keep the engine's
invariants after every action (`checks.play_checked`: no card created or lost, every action
legal, no hidden card leaked), at 2, 4 and the most seats, and the effects do happen: noris's
house rule D-60 (a 1: every other player draws one; also the previous player drawing two),
classic's D-61 (a 10: the next hand shown; also every other hand), classic's D-62 (going out
calls "Mau!", or "Mau Mau!" on a Jack) and noris's D-63 (a false call costs 2)."""

from __future__ import annotations

import pytest

from game.engine import apply, new_round
from game.engine import events as EV
from game.sim.simulate import make_player
from tests.engine.checks import play_checked
from tests.helpers import draws, load

SEEDS = draws(range(10), quick=range(2))
CASES = {
    "market": ("noris", {"ranks__1__effects": [{"others_draw": {"count": 1}}]}, (2, 4, 8)),
    "previous": (
        "noris",
        {"ranks__1__effects": [{"others_draw": {"count": 2, "who": "previous"}}]},
        (2, 4, 8),
    ),
    "show_next": ("classic", {"ranks__10__effects": [{"show_hand": {"who": "next"}}]}, (2, 4, 5)),
    "show_others": (
        "classic",
        {"ranks__10__effects": [{"show_hand": {"who": "others"}}]},
        (2, 4, 5),
    ),
}
MM3 = [
    {"id": "mau", "cards_left": 1, "penalty": 1},
    {"id": "mau_out", "cards_left": 0, "penalty": 1},
    {"id": "mau_mau", "cards_left": 0, "penalty": 1, "with_ranks": ["jack"]},
]
CASES["mau_mau"] = ("classic", {"calls__list": MM3}, (2, 4, 5))
CASES["false_call"] = ("noris", {"calls__false_call_penalty": 2}, (2, 4, 8))
EVENT = {
    "market": EV.OTHERS_DRAW,
    "previous": EV.OTHERS_DRAW,
    "show_next": EV.REVEAL,
    "show_others": EV.REVEAL,
    "mau_mau": EV.CALL,
    "false_call": EV.FALSE_CALL,
}
PARAMS = [(case, players) for case, (_, _, seats) in CASES.items() for players in seats]


@pytest.mark.parametrize(("case", "players"), PARAMS)
@pytest.mark.parametrize("seed", SEEDS)
def test_random_rounds_keep_the_invariants(case, players, seed):
    name, overrides, _ = CASES[case]
    play_checked(load(name, **overrides), players, seed * 7919 + players, forget_calls=0.2)


@pytest.mark.parametrize(("case", "players"), PARAMS)
def test_the_rounds_meet_the_effect_and_end(case, players):
    """The random rounds above do carry the effect out (else they would check nothing new)."""
    name, overrides, _ = CASES[case]
    rules = load(name, **overrides)
    kind = EVENT[case]
    seen = 0
    for seed in range(10):
        state, _ = new_round(rules, players, seed)
        player = make_player(seed, forget_calls=0.2)
        for _ in range(20_000):
            if state.over:
                break
            seat, action = player.choose(state)
            seen += sum(1 for e in apply(state, action, seat) if e[0] == kind)
        assert state.over and state.result is not None
    assert seen
