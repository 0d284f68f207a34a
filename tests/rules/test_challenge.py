"""Scenario tests for a card playable only without the colour in force, and the challenge of
it (`ranks.X.only_without`, `ranks.X.challenge`): the wild draw-four rule, from the published
rules in docs/research/world-rules.md, section 2, test 11.2.4 (U = the coloured-card game's
rules pages).

Noris's Draw 4 (a coloured card: it goes on its colour or on another Draw 4; the victim draws
4 and loses the turn, no stacking) serves as the sources' Wild Draw Four.
"""

from __future__ import annotations

import pytest

from game.engine import IllegalAction
from game.engine.notation import position
from game.engine.reasons import ONLY_WITHOUT, why_not
from tests.helpers import act, legal_texts, load
from tests.rules.scenario import hand, only

CHALLENGED = {
    "ranks__draw4__only_without": "colour_in_force",
    "ranks__draw4__challenge__enabled": True,
}


def test_a_bluff_caught_costs_the_bluffer_the_cards():
    """11.2.4. U5 (quoting wonkavator.com): "If a player plays a Wild Draw 4 card illegally and
    gets caught, he must first show his hand to the player who challenged. If guilty, he must
    draw 4 cards." U6: "If you are right, this player must draw 4 cards instead of you." Top
    red 5; seat 0 holds red 9 and the Draw 4: playing it is possible (a bluff); seat 1
    challenges, sees the hand, draws nothing and plays."""
    rules = load("noris", **CHALLENGED)
    state = position(
        rules, hands=["red:draw4 red:9", "green:1 green:2", "yellow:3 yellow:4"], top="red:5"
    )
    assert "play red:draw4" in legal_texts(state)
    act(state, "play red:draw4 call")
    assert state.turn == 1 and legal_texts(state) == ["accept", "challenge"]
    events = act(state, "challenge")
    assert only(rules, events, "challenged", "shown", "penalty") == [
        ("challenged", 1, 0),
        ("shown", 0, (rules.card_from_text("red:9"),)),
        ("penalty", 0, 4),
    ]
    assert len(hand(state, 0)) == 5 and len(hand(state, 1)) == 2
    assert state.turn == 1  # the challenger plays on


def test_a_wrong_challenge_costs_four_and_two_and_the_turn():
    """11.2.4. U5: "If not guilty, the challenger must draw 2 cards in addition to the 4."
    U6: "Otherwise, you'll draw 4 cards PLUS 2 extra cards!" Seat 0 holds blue 5 and the Draw 4
    only (no other red): seat 1 challenges, draws 6 and loses the turn."""
    rules = load("noris", **CHALLENGED)
    state = position(
        rules, hands=["red:draw4 blue:5", "green:1 green:2", "yellow:3 yellow:4"], top="red:5"
    )
    act(state, "play red:draw4 call")
    events = act(state, "challenge")
    assert ("penalty", 1, 6) in only(rules, events, "penalty")
    assert len(hand(state, 1)) == 8 and state.turn == 2


def test_only_the_attacked_player_may_challenge():
    """11.2.4. U5: "The challenge can only be made by the person required to draw the four
    cards." Seat 2 has no challenge; once seat 1 takes the cards, nobody has."""
    rules = load("noris", **CHALLENGED)
    state = position(
        rules, hands=["red:draw4 red:9", "green:1 green:2", "yellow:3 yellow:4"], top="red:5"
    )
    act(state, "play red:draw4 call")
    assert legal_texts(state, 2) == []
    act(state, "accept")
    assert "challenge" not in legal_texts(state) and len(hand(state, 1)) == 6


def test_the_shown_hand_is_seen_by_the_challenger_alone():
    """U5: "he must first show his hand to the player who challenged" — to them only."""
    from game.engine import events as EV

    rules = load("noris", **CHALLENGED)
    state = position(
        rules, hands=["red:draw4 red:9", "green:1 green:2", "yellow:3 yellow:4"], top="red:5"
    )
    act(state, "play red:draw4 call")
    events = act(state, "challenge")
    (shown,) = [e for e in events if e[0] == EV.SHOWN]
    assert EV.visible_event(shown, 1) == shown and EV.visible_event(shown, 0) == shown
    assert EV.visible_event(shown, 2)[2] == -1


def test_without_a_challenge_the_condition_refuses_the_card():
    """U2: Wild Draw 4 "May be legally played only if the player has no cards of the current
    color. [...] The player may have cards of a different color matching the current number or
    symbol or a Wild card and still play" it."""
    rules = load("noris", ranks__draw4__only_without="colour_in_force")
    state = position(rules, hands=["red:draw4 red:9", "green:1"], top="red:5")
    assert "play red:draw4" not in legal_texts(state)
    reason = why_not(state, 0, rules.card_from_text("red:draw4"))
    assert reason is not None and reason.code == ONLY_WITHOUT
    with pytest.raises(IllegalAction):
        act(state, "play red:draw4 call")
    state = position(rules, hands=["red:draw4 blue:5 wild", "green:1"], top="red:5")
    assert "play red:draw4" in legal_texts(state)  # a card of another colour, a wild: allowed


def test_off_by_default():
    rules = load("noris")
    state = position(rules, hands=["red:draw4 red:9", "green:1 green:2"], top="red:5")
    act(state, "play red:draw4 call")
    assert "challenge" not in legal_texts(state)
