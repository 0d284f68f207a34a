"""`apply` refuses every action int that is not legal with IllegalAction — also ints whose
fields name no card, colour or option at all (what a buggy bot or a corrupt save could send)."""

from __future__ import annotations

from random import Random

import pytest

from game.engine import IllegalAction, apply, legal_actions, new_round
from game.engine import actions as A
from tests.helpers import load


def _malformed(rules, rng: Random) -> int:
    """An action int with at least one field out of range for the ruleset."""
    kind = rng.choice([A.PLAY, A.JUMP, A.DEFEND])
    t = rng.randrange(rules.n_types)
    colour = rng.randrange(len(rules.colours))
    which = rng.randrange(3)
    action = kind | (t << A.TYPE_SHIFT) | ((colour + 1) << A.COLOUR_SHIFT)
    if which == 0:
        action = kind | (rng.randrange(rules.n_types, A.TYPE_MASK + 1) << A.TYPE_SHIFT)
    elif which == 1:
        action = (action & ~(0xF << A.COLOUR_SHIFT)) | ((len(rules.colours) + 1) << A.COLOUR_SHIFT)
    else:
        action |= 0xF << A.OPTION_SHIFT
    return action


@pytest.mark.parametrize("name", ["noris", "emmi", "abacus"])
def test_well_formed_but_illegal_actions_are_refused(name):
    rules = load(name)
    state, _ = new_round(rules, 3, 1)
    legal = legal_actions(state)
    for t in range(rules.n_types):
        action = A.make(A.PLAY, t)
        if action not in legal:
            with pytest.raises(IllegalAction):
                apply(state, action)


@pytest.mark.parametrize("name", ["noris", "emmi", "abacus"])
def test_malformed_action_ints_are_refused(name):
    rules = load(name)
    rng = Random(7)
    state, _ = new_round(rules, 3, 1)
    for _ in range(50):
        action = _malformed(rules, rng)
        assert action not in legal_actions(state)
        with pytest.raises(IllegalAction):
            apply(state, action)
