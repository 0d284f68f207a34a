"""Jump-in windows found wrong (by random-play fuzzing, and one when trades came to wait for
their defences whatever the hands hold); each needs a house rule; fixed since."""

from __future__ import annotations

import pytest

from game.engine import IllegalAction, actors
from game.engine import state as S
from game.engine.notation import position
from game.engine.reasons import TRADE_PENDING, why_not
from tests.helpers import act, hands, legal_texts, load
from tests.rules.scenario import story


def test_a_card_turned_up_by_a_reshuffle_cannot_be_jumped():
    """D-5 flipped (`reshuffle: all`): the whole discard pile becomes the draw pile and a new card
    is turned up. Nobody played it, and trade_hands is not a jump-in rank, so no jump is open."""
    rules = load("abacus", rules__reshuffle="all")
    for seed in range(1, 400):
        # Seat 1 answers the X+ with red:6_9 and must draw 6 from a pile of 1: the discard pile
        # (blue:trade_hands, red:xplus, red:6_9) is reshuffled and one of them turned up.
        state = position(
            rules,
            hands=["red:xplus blue:trade_hands green:1", "red:6_9 yellow:1", "green:3 green:4"],
            top="red:5",
            discard="blue:trade_hands",
            draw="yellow:4",
            rest="none",
            seed=seed,
        )
        act(state, "play red:xplus")
        act(state, "accept", 1)  # no 0 to defend with: show the hand
        act(state, "play red:6_9", 1)
        if rules.card_to_text(state.top) == "blue:trade_hands":
            break
    else:
        pytest.skip("no seed turns up blue:trade_hands")
    assert legal_texts(state, 0) == []
    assert not state.jump_open and actors(state) == [state.turn]


def test_a_jumped_trade_card_names_its_target():
    """House rule: trade_hands jumpable. The jump must offer the same choices as the play
    (a seat to swap with, or left, or right) and never trade with seat -1."""
    rules = load("abacus", rules__jump_in__ranks=["trade_hands"])
    state = position(
        rules,
        hands=[
            "red:trade_hands green:1 green:3",
            "yellow:1 yellow:3",
            "red:trade_hands green:4 green:5",
        ],
        top="red:5",
    )
    act(state, "play red:trade_hands target=1")
    act(state, "resolve")  # a jump waits until the trade is carried out (the next test)
    jumps = legal_texts(state, 2)
    assert "jump red:trade_hands target=left" in jumps and "jump red:trade_hands" not in jumps


def test_a_jump_in_waits_for_a_pending_trade():
    """House rule: trade_hands jumpable. While a trade waits for its defences nobody may jump in
    on it: the jump would drop the waiting trade (it did: the first trade was lost and the first
    trader resolved the jumper's). The window stays open through `resolve`, as it did when a
    trade nobody could defend was carried out at once, so the jump comes right after."""
    rules = load("abacus", rules__jump_in__ranks=["trade_hands"])
    state = position(
        rules,
        hands=[
            "red:trade_hands green:1 green:3",
            "yellow:1 yellow:3",
            "red:trade_hands green:4 green:5",
        ],
        top="red:5",
    )
    act(state, "play red:trade_hands target=1")
    assert actors(state) == [0, 1]  # the trader and the affected seat; no jump window yet
    assert legal_texts(state, 2) == []
    card = rules.card_from_text("red:trade_hands")
    assert why_not(state, 2, card).code == TRADE_PENDING
    with pytest.raises(IllegalAction, match="trade waits"):
        act(state, "jump red:trade_hands target=1", 2)
    events = act(state, "resolve")
    assert hands(state)[:2] == ["yellow:1 yellow:3", "green:1 green:3"]  # the first trade
    assert state.jump_open and actors(state) == [1, 0, 2]
    assert "jump red:trade_hands target=1" in legal_texts(state, 2)
    act(state, "jump red:trade_hands target=1", 2)
    # The jumper's trade waits in turn, and it is the jumper who carries it out.
    assert (state.phase, state.turn, actors(state)) == (S.TRADE, 2, [2, 1])
    assert legal_texts(state, 2) == ["resolve"] and legal_texts(state, 1) == []
    assert story(rules, act(state, "resolve", 2)) == [
        ("trade", 2, 1),
        ("trade", 1, 2),
        ("turn", 0, None),
    ]
    assert hands(state) == ["yellow:1 yellow:3", "green:4 green:5", "green:1 green:3"]
    assert story(rules, events) == [("trade", 0, 1), ("trade", 1, 0), ("turn", 1, None)]
