"""Jump-in windows the random-play fuzzing found wrong (both need a house rule); fixed since."""

from __future__ import annotations

import pytest

from game.engine import actors
from game.engine.notation import position
from tests.helpers import act, legal_texts, load


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
    jumps = legal_texts(state, 2)
    assert "jump red:trade_hands target=left" in jumps and "jump red:trade_hands" not in jumps
