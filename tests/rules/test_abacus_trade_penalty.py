"""Book 002, "Alles andere als Mau!": a Trade Hands laid as the second-to-last card without
"Achtung!" — whose hand takes the penalty, under every call window (D-28: `calls.window`) and
enforcement (D-6: `calls.enforcement`).

    ""Achtung!" rufen: [...] Er muss rufen, bevor seine Karte auf dem Abwurfstapel liegt, sonst
    muss er zur Strafe 2 Karten vom Ziehstapel ziehen und auf die Hand nehmen."
    "Kartentausch: [...] Jeder betroffene Spieler kann vor dem Tausch mit einer passenden Karte
    „0“ alle Auswirkungen der Karte „Kartentausch“ verhindern."

When no 0 can answer, the cards pass at once, so a catch comes after them and fines the hand the
trader holds then: the caught player keeps the penalty. The engine waits for a trade's defences
whatever the affected players hold (the waiting tells nobody who holds a 0), so a catch made
while it waits is carried out as that catch after the trade: the penalty is drawn once the cards
have passed, or once a 0 has cancelled the trade.
"""

from __future__ import annotations

import pytest

from game.engine import actors
from game.engine import state as S
from game.engine.notation import position
from tests.helpers import act, hands, legal_texts, load
from tests.rules.scenario import story

TARGET = "blue:skip red:8 yellow:8"  # seat 1, the trader's partner: no red 0
TARGET_WITH_0 = "red:0 red:8 yellow:8"
PENALTY = ("green:3", "blue:1")  # the two cards on top of the draw pile
FINED = [("penalty", 0, 2), ("draw", 0, "green:3"), ("draw", 0, "blue:1")]  # seat 0 draws them


def rules_for(window: str = "with_play", enforcement: str = "challenge"):
    return load("abacus", calls__window=window, calls__enforcement=enforcement)


def trade_table(rules, target: str = TARGET):
    """Seat 0 lays its second-to-last card, a red Trade Hands, swapping with seat 1, and says
    nothing."""
    state = position(
        rules,
        hands=["red:trade_hands blue:5", target, "green:skip yellow:7", "red:1 green:5 yellow:1"],
        top="red:3",
        draw=" ".join(PENALTY) + " yellow:3 yellow:4",
    )
    events = act(state, "play red:trade_hands target=1")
    return state, story(rules, events)


def test_challenge_a_catch_while_the_trade_waits_fines_the_traders_new_hand():
    """Book 002, "Kartentausch" and ""Achtung!" rufen", under `calls.enforcement: challenge`: nobody
    can cancel the trade (seat 1 holds no red 0), so by the book the hands pass at once, and seat
    2's catch fines the hand seat 0 holds after them. Caught while the engine still waits for
    the trader's `resolve`, the penalty is drawn when the cards have passed: seat 0 keeps it,
    seat 1 receives only the one card seat 0 held."""
    rules = rules_for()
    state, told = trade_table(rules)
    assert told == [("play", 0, "red:trade_hands"), ("trade_chosen", 0, "swap")]
    assert state.phase == S.TRADE and state.owed_seat == 0
    assert "catch 0" in legal_texts(state, 2)
    assert story(rules, act(state, "catch 0", 2)) == [("caught", 2, 0)]
    assert state.sizes == [1, 3, 2, 3] and state.owed_seat == -1
    assert (state.phase, actors(state)) == (S.TRADE, [0, 1])  # the wait goes on, as before
    assert legal_texts(state, 2) == []  # caught once, not twice
    events = act(state, "resolve")
    assert story(rules, events) == [("trade", 0, 1), ("trade", 1, 0), *FINED, ("turn", 1, None)]
    assert hands(state)[:2] == ["red:8 yellow:8 green:3 blue:1 blue:skip", "blue:5"]


def test_challenge_a_catch_before_or_after_the_trade_fines_the_same_hand():
    """Book 002, as above: the catch made while the trade waits and the catch made after the
    trader's `resolve` (before the next player acts) leave the same hands."""
    rules = rules_for()
    early, _ = trade_table(rules)
    act(early, "catch 0", 2)
    act(early, "resolve")
    late, _ = trade_table(rules)
    assert story(rules, act(late, "resolve")) == [
        ("trade", 0, 1),
        ("trade", 1, 0),
        ("turn", 1, None),
    ]
    assert story(rules, act(late, "catch 0", 2)) == [("caught", 2, 0), *FINED]
    assert hands(early) == hands(late)
    assert (early.turn, early.phase) == (late.turn, late.phase) == (1, S.TURN)


def test_challenge_a_catch_then_a_0_cancels_the_trade_and_the_trader_keeps_the_penalty():
    """Book 002, "Kartentausch" ("Jeder betroffene Spieler kann vor dem Tausch mit einer passenden
    Karte „0“ alle Auswirkungen der Karte „Kartentausch“ verhindern"): caught while the trade
    waits, and then the trade is cancelled by seat 1's red 0: no card passes, and the penalty is
    drawn into seat 0's own hand once the trade is off."""
    rules = rules_for()
    state, _ = trade_table(rules, TARGET_WITH_0)
    assert story(rules, act(state, "catch 0", 2)) == [("caught", 2, 0)]
    assert legal_texts(state, 1) == ["defend red:0"]
    events = act(state, "defend red:0", 1)
    assert story(rules, events) == [
        ("defend", 1, "red:0"),
        ("trade_cancelled", 1, None),
        *FINED,
        ("turn", 2, None),
    ]
    assert hands(state)[:2] == ["green:3 blue:1 blue:5", "red:8 yellow:8"]


def test_challenge_uncaught_achtung_travels_with_no_penalty():
    """D-6 flipped (`calls.enforcement: challenge`): nobody catches the missing "Achtung!" before
    the next player acts; it goes unpunished, whoever holds what after the trade."""
    rules = rules_for()
    state, _ = trade_table(rules)
    act(state, "resolve")
    events = act(state, "draw")
    assert story(rules, events)[0] == ("missed_call", 0, "achtung")
    assert [e for e in story(rules, events) if e[0] == "penalty"] == []
    assert state.sizes[0] == 3 and state.sizes[1] == 2  # seat 1 drew its turn's card


def test_automatic_with_the_play_the_penalty_comes_with_the_card_before_the_trade():
    """Book 002, ""Achtung!" rufen" ("Er muss rufen, bevor seine Karte auf dem Abwurfstapel
    liegt, sonst muss er zur Strafe 2 Karten [...] ziehen"), the book's own settings (D-6
    automatic, D-28 with the play): the miss is known as the card is laid, and its two cards are
    drawn with it, before the trade is announced. They are part of the hand seat 0 then trades
    (unchanged: no catch, and no trade waiting yet, is involved)."""
    rules = rules_for("with_play", "automatic")
    state, told = trade_table(rules)
    assert told == [
        ("play", 0, "red:trade_hands"),
        ("missed_call", 0, "achtung"),
        *FINED,
        ("trade_chosen", 0, "swap"),
    ]
    act(state, "resolve")
    assert hands(state)[:2] == ["red:8 yellow:8 blue:skip", "green:3 blue:1 blue:5"]


def test_automatic_until_the_next_action_the_penalty_comes_after_the_trade():
    """D-28 flipped (`calls.window: until_next_action`) with D-6 automatic: the call may still
    come until the next player acts; the trader's `resolve` is the end of its own play, not the
    next action, so the penalty is drawn after the trade, into the hand seat 0 holds then
    (unchanged)."""
    rules = rules_for("until_next_action", "automatic")
    state, told = trade_table(rules)
    assert told == [("play", 0, "red:trade_hands"), ("trade_chosen", 0, "swap")]
    act(state, "resolve")
    events = act(state, "draw")
    assert story(rules, events)[:4] == [("missed_call", 0, "achtung"), *FINED]
    assert hands(state)[0] == "red:8 yellow:8 green:3 blue:1 blue:skip"


@pytest.mark.parametrize("target", [TARGET, TARGET_WITH_0])
def test_challenge_until_the_next_action_a_catch_in_the_wait_is_drawn_after_the_trade(target):
    """D-28 and D-6 both flipped: the same as with the play: caught while the trade waits, the
    trader draws the penalty once the cards have passed (or the trade is cancelled)."""
    rules = rules_for("until_next_action", "challenge")
    state, _ = trade_table(rules, target)
    assert story(rules, act(state, "catch 0", 3)) == [("caught", 3, 0)]
    if target == TARGET_WITH_0:
        told = story(rules, act(state, "defend red:0", 1))
        assert told[:2] == [("defend", 1, "red:0"), ("trade_cancelled", 1, None)]
        assert hands(state)[0] == "green:3 blue:1 blue:5"
    else:
        told = story(rules, act(state, "resolve"))
        assert told[:2] == [("trade", 0, 1), ("trade", 1, 0)]
        assert hands(state)[0] == "red:8 yellow:8 green:3 blue:1 blue:skip"
    assert [e for e in told if e[0] == "penalty"] == [("penalty", 0, 2)]


def test_challenge_until_the_next_action_a_late_call_in_the_wait_costs_nothing():
    """D-28 flipped (`calls.window: until_next_action`): the trader may still say "Achtung!"
    while the trade waits; then nobody can catch it and no penalty follows the trade."""
    rules = rules_for("until_next_action", "challenge")
    state, _ = trade_table(rules)
    assert story(rules, act(state, "call", 0)) == [("call", 0, "achtung")]
    assert "catch 0" not in legal_texts(state, 2)
    events = act(state, "resolve")
    assert [e for e in story(rules, events) if e[0] == "penalty"] == []
    assert hands(state)[:2] == ["red:8 yellow:8 blue:skip", "blue:5"]
