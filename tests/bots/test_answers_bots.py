"""The bots with issue 37's answers and variants: facing a Draw 2 the medium bot plays the card
that cancels it (noris's house rule D-54, the Colour Change) or turns it back (D-52, a Reverse of
its colour) rather than drawing; every level plays them legally, finishes rounds under each
variant, and needs no choice where a drawn card must be played."""

from __future__ import annotations

from random import Random

import pytest

from game.bots import make_bot
from game.bots.session import play_round
from game.engine import action_to_text, legal_actions, observe
from game.engine.notation import position
from tests.bots.test_hard import hard
from tests.helpers import act, load

CANCEL = {"ranks__wild__effects": [{"cancel_attack": {"attacks": ["draw"]}}, "name_colour"]}
RETURN = {"ranks__draw2__effects__0__draw__returned_by": ["reverse"]}


def attacked(overrides, hand: str):
    state = position(
        load("noris", **overrides), hands=["red:draw2 red:1", hand, "green:1 green:2"], top="red:5"
    )
    act(state, "play red:draw2")
    return state


@pytest.mark.parametrize(
    "overrides, hand, answer",
    [
        (CANCEL, "wild yellow:3 blue:4", "play wild"),
        (RETURN, "red:reverse yellow:3", "play red:reverse"),
    ],
)
def test_medium_answers_the_attack_with_its_cancel_or_return_card(overrides, hand, answer):
    state = attacked(overrides, hand)
    bot = make_bot("medium")
    bot.start_round(state.rules, 1, state.n)
    action = bot.choose(observe(state, 1), legal_actions(state, 1), Random(1))
    assert action_to_text(state.rules, action).startswith(answer)


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_every_level_answers_legally(level):
    state = attacked(CANCEL, "wild yellow:3 blue:4")
    bot = hard() if level == "hard" else make_bot(level)
    bot.start_round(state.rules, 1, state.n)
    legal = legal_actions(state, 1)
    assert bot.choose(observe(state, 1), legal, Random(2)) in legal


VARIANTS = [
    ("classic", {"rules__draw__until": "fits", "rules__drawn_card": "must_play"}),
    ("noris", CANCEL),
    ("noris", RETURN),
    ("abacus", {"ranks__skip__effects__0__skip__stacked": "one_waits"}),
]


@pytest.mark.parametrize("ruleset, overrides", VARIANTS)
def test_bots_of_every_level_finish_rounds(ruleset, overrides):
    rules = load(ruleset, **overrides)
    for seed in range(2):
        bots = [hard(12), make_bot("easy"), make_bot("medium"), make_bot("random")]
        result = play_round(rules, bots, seed=60 + seed, dealer=seed % 4)
        assert result.state.over and result.decisions > 0
