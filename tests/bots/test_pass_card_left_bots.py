"""The bots in a stage (classic's house rule D-36, a 9: every player passes a card left): each
level gives a card it holds, the easy and medium bots the one their hand needs least, and the
hard bot, whose search cannot see the cards the others chose, finishes whole rounds."""

from __future__ import annotations

from random import Random

import pytest

from game.bots import make_bot
from game.bots.session import play_round
from game.engine import action_to_text, legal_actions, observe
from game.engine.notation import position
from tests.bots.test_hard import hard
from tests.helpers import act, load

HOUSE_RULE = {"ranks__9__effects": ["pass_card_left"]}


def in_a_stage():
    """Ben (1) is asked for a card to pass on: a Jack (wild), a 7 (draw two), three hearts and
    a lone diamond 10."""
    state = position(
        load("classic", **HOUSE_RULE),
        hands=[
            "clubs:9 clubs:8 clubs:10",
            "clubs:jack spades:7 hearts:10 hearts:king hearts:ace diamonds:10",
            "hearts:8 diamonds:8",
        ],
        top="clubs:queen",
    )
    act(state, "play clubs:9")
    assert state.turn == 1
    return state


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_every_level_gives_a_card_it_holds(level):
    state = in_a_stage()
    bot = hard() if level == "hard" else make_bot(level)
    bot.start_round(state.rules, 1, state.n)
    legal = legal_actions(state, 1)
    action = bot.choose(observe(state, 1), legal, Random(1))
    assert action in legal and action_to_text(state.rules, action).startswith("give ")


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_easy_and_medium_give_the_card_they_need_least(level):
    state = in_a_stage()
    bot = make_bot(level)
    bot.start_round(state.rules, 1, state.n)
    for seed in range(5):
        action = bot.choose(observe(state, 1), legal_actions(state, 1), Random(seed))
        assert action_to_text(state.rules, action) == "give diamonds:10"  # a lone plain card


def test_the_hard_bot_searches_a_stage_whose_other_choices_it_cannot_see():
    state = in_a_stage()
    act(state, "give diamonds:10")  # Ben has chosen; Clara (2) is asked, Ben's card hidden
    bot = hard(40)
    bot.start_round(state.rules, 2, state.n)
    obs = observe(state, 2)
    assert obs.stage[2] == ((1, -1),)
    action = bot.choose(obs, legal_actions(state, 2), Random(3))
    assert action_to_text(state.rules, action) in ("give hearts:8", "give diamonds:8")


@pytest.mark.parametrize("players", [2, 4])
def test_bots_of_every_level_finish_rounds_with_the_house_rule(players):
    rules = load("classic", **HOUSE_RULE)
    levels = ["hard", "easy", "medium", "random"][:players]
    for seed in range(3):
        bots = [hard(12) if level == "hard" else make_bot(level) for level in levels]
        result = play_round(rules, bots, seed=40 + seed, dealer=seed % players)
        assert result.state.over and result.decisions > 0
