"""The bots under the conditions on a play: no going out on a special card (classic's D-55,
refused or penalised) and a card anything may follow (D-56). Every level plays only what is
legal; the medium bot sheds a card it may not end on while a plain one is left, and the bots of
every level finish whole rounds with each reading."""

from __future__ import annotations

from random import Random

import pytest

from game.bots import make_bot
from game.bots.session import play_round
from game.engine import action_to_text, legal_actions, observe
from game.engine.notation import position
from tests.bots.test_hard import hard
from tests.helpers import load

NO_SPECIAL_LAST = {"rules__going_out__not_with": ["7", "8", "jack"]}
PENALISED = {**NO_SPECIAL_LAST, "rules__going_out__consequence": "penalty"}
FREE_JACK = {"ranks__jack__then_any": True, "ranks__jack__effects": []}


def test_without_the_rule_medium_keeps_the_8():
    state = position(
        load("classic"),
        hands=[
            "hearts:8 hearts:9",
            "clubs:queen spades:10 diamonds:king",
            "clubs:7 spades:9 diamonds:queen",
        ],
        top="hearts:10",
    )
    bot = make_bot("medium")
    bot.start_round(state.rules, 0, state.n)
    action = bot.choose(observe(state, 0), legal_actions(state, 0), Random(0))
    assert action_to_text(state.rules, action).startswith("play hearts:9")


@pytest.mark.parametrize("reading", [NO_SPECIAL_LAST, PENALISED])
def test_medium_sheds_the_special_card_and_keeps_a_plain_one_for_last(reading):
    """Holding the 8 and the 9 of hearts on a heart, the medium bot plays the 8 first: the 9 is
    a card it may go out on, the 8 is not. (Without the rule it plays the 9 here, at three
    seats, keeping the 8 to skip a player about to win.)"""
    state = position(
        load("classic", **reading),
        hands=[
            "hearts:8 hearts:9",
            "clubs:queen spades:10 diamonds:king",
            "clubs:7 spades:9 diamonds:queen",
        ],
        top="hearts:10",
    )
    bot = make_bot("medium")
    bot.start_round(state.rules, 0, state.n)
    for seed in range(5):
        action = bot.choose(observe(state, 0), legal_actions(state, 0), Random(seed))
        assert action_to_text(state.rules, action).startswith("play hearts:8")


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_no_level_goes_out_on_a_refused_card(level):
    state = position(
        load("classic", **NO_SPECIAL_LAST), hands=["hearts:8", "clubs:queen"], top="hearts:10"
    )
    bot = hard() if level == "hard" else make_bot(level)
    bot.start_round(state.rules, 0, state.n)
    action = bot.choose(observe(state, 0), legal_actions(state, 0), Random(1))
    assert action_to_text(state.rules, action) == "draw"


@pytest.mark.parametrize(
    "overrides", [NO_SPECIAL_LAST, PENALISED, FREE_JACK], ids=["refused", "penalty", "then_any"]
)
@pytest.mark.parametrize("players", [2, 4])
def test_bots_of_every_level_finish_rounds(overrides, players):
    rules = load("classic", **overrides)
    levels = ["hard", "easy", "medium", "random"][:players]
    for seed in range(3):
        bots = [hard(12) if level == "hard" else make_bot(level) for level in levels]
        result = play_round(rules, bots, seed=40 + seed, dealer=seed % players)
        assert result.state.over and result.decisions > 0
