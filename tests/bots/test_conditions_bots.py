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
from tests.helpers import act, load

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


CHALLENGED = {
    "ranks__draw4__only_without": "colour_in_force",
    "ranks__draw4__challenge__enabled": True,
}


def _attacked(bluffer_hand: str):
    """Seat 0 played the red Draw 4 on red 5; seat 1 may challenge."""
    state = position(
        load("noris", **CHALLENGED),
        hands=[f"red:draw4 {bluffer_hand}", "green:1 green:2 yellow:3", "yellow:4 blue:4"],
        top="red:5",
    )
    act(state, "play red:draw4")
    return state


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_a_big_hand_is_challenged_a_single_card_is_not(level):
    """From what the bot can know: a hand of eight most likely holds a red card (challenge);
    a hand of one most likely does not (take the four)."""
    big = _attacked("blue:1 blue:2 blue:3 yellow:5 yellow:6 green:7 green:8 green:9")
    bot = make_bot(level)
    bot.start_round(big.rules, 1, big.n)
    action = bot.choose(observe(big, 1), legal_actions(big, 1), Random(1))
    assert action_to_text(big.rules, action) == "challenge"
    small = _attacked("blue:1")
    bot.start_round(small.rules, 1, small.n)
    action = bot.choose(observe(small, 1), legal_actions(small, 1), Random(1))
    assert action_to_text(small.rules, action) == "accept"


def test_the_decision_does_not_peek():
    """The same public table, an honest hand or a bluffer's: the medium bot decides alike."""
    honest = _attacked("blue:1 blue:2 blue:3 yellow:5 yellow:6")
    bluff = _attacked("red:1 blue:2 blue:3 yellow:5 yellow:6")
    bot = make_bot("medium")
    picks = set()
    for state in (honest, bluff):
        bot.start_round(state.rules, 1, state.n)
        picks.add(bot.choose(observe(state, 1), legal_actions(state, 1), Random(1)))
    assert len(picks) == 1


def test_easy_does_not_bluff_while_it_has_another_card():
    state = position(
        load("noris", **CHALLENGED),
        hands=["red:draw4 red:9 blue:1", "green:1 green:2", "yellow:3 yellow:4"],
        top="red:5",
    )
    bot = make_bot("easy")
    bot.start_round(state.rules, 0, state.n)
    for seed in range(5):
        action = bot.choose(observe(state, 0), legal_actions(state, 0), Random(seed))
        assert action_to_text(state.rules, action).startswith("play red:9")


@pytest.mark.parametrize("players", [2, 4])
def test_bots_of_every_level_finish_rounds_with_challenges(players):
    rules = load("noris", **CHALLENGED)
    levels = ["hard", "easy", "medium", "random"][:players]
    for seed in range(3):
        bots = [hard(12) if level == "hard" else make_bot(level) for level in levels]
        result = play_round(rules, bots, seed=40 + seed, dealer=seed % players)
        assert result.state.over and result.decisions > 0
