"""Positions with a clear move: what each level should do there."""

from __future__ import annotations

from random import Random

import pytest

from game.bots import make_bot
from game.engine import action_to_text, legal_actions, observe
from game.engine import state as S
from game.engine.notation import position
from tests.helpers import act, load


def choose(level: str, state, seat: int | None = None, rng_seed: int = 0, **options) -> str | None:
    seat = state.turn if seat is None else seat
    bot = make_bot(level, **{"forget_calls": 0.0, **options})
    bot.start_round(state.rules, seat, state.n)
    action = bot.choose(observe(state, seat), tuple(legal_actions(state, seat)), Random(rng_seed))
    return None if action is None else action_to_text(state.rules, action)


FIVE = "green:1 green:3 green:4 green:5 green:8"  # in every deck but classic


def test_medium_attacks_a_player_about_to_win():
    rules = load("noris")
    state = position(
        rules,
        hands=[
            "red:draw2 red:5 red:6 blue:3 green:8",
            "yellow:4",
            FIVE,
            "blue:1 blue:2 blue:4 blue:5 blue:6",
        ],
        top="red:7",
    )
    for seed in range(5):
        assert choose("medium", state, rng_seed=seed) == "play red:draw2"


def test_medium_keeps_its_draw_card_otherwise():
    rules = load("noris")
    state = position(
        rules,
        hands=[
            "red:draw2 red:5 red:6 blue:3 green:8",
            "yellow:4 yellow:5 yellow:6 yellow:7 yellow:8",
            FIVE,
            "blue:1 blue:2 blue:4 blue:5 blue:6",
        ],
        top="red:7",
    )
    assert choose("medium", state) in ("play red:5", "play red:6")


def test_medium_defends_with_the_matching_zero():
    rules = load("abacus")
    state = position(
        rules, hands=["red:2plus blue:4 blue:5", "red:0 yellow:2plus green:5 green:7"], top="red:7"
    )
    act(state, "play red:2plus")
    assert state.phase == S.ATTACK and state.turn == 1
    assert "defend red:0" in [action_to_text(rules, a) for a in legal_actions(state)]
    assert choose("medium", state) == "defend red:0"
    assert choose("easy", state) == "defend red:0"


def test_medium_names_the_colour_it_holds_most():
    rules = load("noris")
    state = position(rules, hands=["wild blue:1 blue:3 blue:5 red:2", FIVE], top="green:7")
    for seed in range(5):
        assert choose("medium", state, rng_seed=seed) == "play wild colour=blue"
    assert choose("easy", state) == "play wild colour=blue"


def test_medium_keeps_the_wild_when_something_else_fits():
    rules = load("noris")
    state = position(rules, hands=["wild red:2 blue:3", FIVE], top="red:7")
    assert choose("medium", state) == "play red:2"


def test_medium_plays_the_lowest_number_under_x_plus():
    rules = load("abacus")
    state = position(
        rules, hands=["red:xplus red:4 blue:3", "red:8 blue:1 green:5 yellow:skip"], top="red:3"
    )
    act(state, "play red:xplus")
    assert (state.phase, state.turn) == (S.FORCE, 1)
    assert choose("medium", state) == "accept"  # no red 0: the only answer is to show the hand
    act(state, "accept")
    assert state.phase == S.FORCED and state.turn == 1
    assert choose("medium", state) == "play blue:1"


def test_medium_swaps_with_the_smallest_hand():
    rules = load("abacus")
    state = position(
        rules,
        hands=[
            "red:trade_hands red:3 blue:4 blue:5 green:7 green:8 yellow:1 yellow:3",
            "blue:1 blue:3 blue:7 blue:8 green:3 green:4",
            "green:1 yellow:4",
            "yellow:5 yellow:7 yellow:8 green:5 blue:0 blue:1",
        ],
        top="red:5",
    )
    assert choose("medium", state) == "play red:trade_hands target=2"


def test_medium_your_choice_companion_is_its_longest_colour():
    rules = load("abacus")
    state = position(rules, hands=["your_choice blue:4 blue:5 blue:8 red:1", FIVE], top="green:7")
    assert choose("medium", state) == "play your_choice"
    act(state, "play your_choice")
    assert state.phase == S.COMPANION
    assert choose("medium", state).startswith("play blue:")


def test_medium_jumps_in():
    rules = load("abacus")
    state = position(
        rules,
        hands=["red:4 green:5 green:7", "blue:1 blue:3 blue:5", "red:4 yellow:1 yellow:3"],
        top="red:3",
    )
    act(state, "play red:4")
    assert choose("medium", state, seat=2) == "jump red:4"
    jumps = [choose("random", state, seat=2, rng_seed=s) for s in range(60)]
    assert (
        10 < jumps.count("jump red:4") < 50 and jumps.count(None) + jumps.count("jump red:4") == 60
    )


def test_easy_does_not_pile_onto_a_near_winner():
    rules = load("noris")
    state = position(
        rules,
        hands=["red:draw2 red:5 red:6", "blue:draw2 green:5 green:6", "yellow:1"],
        top="red:7",
    )
    act(state, "play red:draw2")
    assert state.phase == S.ATTACK and state.turn == 1
    assert {choose("easy", state, rng_seed=s) for s in range(10)} == {"accept"}
    assert choose("medium", state) == "play blue:draw2"


@pytest.mark.parametrize("level", ["random", "easy", "medium"])
def test_every_level_calls(level):
    rules = load("noris")
    state = position(rules, hands=["red:2 red:3", FIVE], top="red:7")
    for seed in range(20):
        assert choose(level, state, rng_seed=seed).endswith(" call")


def test_easy_forgets_some_calls_by_default():
    rules = load("noris")
    state = position(rules, hands=["red:2 red:3", FIVE], top="red:7")
    picks = [choose("easy", state, rng_seed=s, forget_calls=0.15) for s in range(200)]
    forgot = sum(not p.endswith(" call") for p in picks)
    assert 10 <= forgot <= 60


def test_medium_defends_a_bad_trade_only():
    rules = load("abacus")
    hands = [
        "red:trade_hands red:3 blue:4 blue:5 green:7 green:8",
        "red:0 green:4",
        "yellow:1 yellow:3 yellow:4",
    ]
    state = position(rules, hands=hands, top="red:5")
    act(state, "play red:trade_hands target=1")  # 5 cards would come to seat 1 for its 1
    assert state.phase == S.TRADE
    assert choose("medium", state, seat=1) == "defend red:0 call"
    state = position(
        rules, hands=["red:trade_hands red:3", "red:0 green:4 green:5", "yellow:1"], top="red:5"
    )
    act(state, "play red:trade_hands target=1 call")  # 1 card would come to seat 1 for its 2
    assert choose("medium", state, seat=1) is None


def test_medium_from_state_with_only_calling_twins():
    """The search passes legal lists without the silent twins; the calling move still wins."""
    from game.bots.medium import medium_action_from_state
    from game.engine import actions as A

    rules = load("noris")
    state = position(rules, hands=["red:2 red:3", FIVE], top="red:7")
    legal = legal_actions(state)
    calling = [a for a in legal if a & A.CALL_BIT or (a | A.CALL_BIT) not in legal]
    for actions in (legal, calling):
        action = medium_action_from_state(state, 0, actions, Random(1))
        assert action_to_text(rules, action) in ("play red:2 call", "play red:3 call")
