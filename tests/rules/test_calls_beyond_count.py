"""Calls beyond "N cards left" (world-rules.md group 9, tests 11.9.1-2): a call tied to the card
laid, and a false call penalised."""

from __future__ import annotations

import pytest

from game.engine import IllegalAction, legal_actions
from game.engine import actions as A
from game.engine.notation import position
from game.engine.state import TURN
from tests.helpers import act, legal_texts, load
from tests.rules.scenario import hand, only

# Classic's house rule D-62 (MM3).
MM3 = [
    {"id": "mau", "cards_left": 1, "penalty": 1},
    {"id": "mau_out", "name": {"en": "Mau!"}, "cards_left": 0, "penalty": 1},
    {
        "id": "mau_mau",
        "name": {"en": "Mau Mau!"},
        "cards_left": 0,
        "penalty": 1,
        "with_ranks": ["jack"],
    },
]


def going_out(card: str):
    rules = load("classic", calls__list=MM3)
    return position(rules, hands=[card, "spades:8 spades:10"], top="hearts:7", draw="clubs:7")


def test_going_out_on_a_jack_calls_mau_mau():
    """MM3 (spiele.domain-root.de, "Mau Mau", "Spielziel"): "Wer dies schafft, ruft „Mau!“
    oder, wenn die letzte Karte ein Bube ist, „Mau Mau!“": going out with hearts:jack the call
    said is "Mau Mau!"."""
    state = going_out("hearts:jack")
    events = act(state, "play hearts:jack colour=hearts call")
    assert only(state.rules, events, "call")[0] == ("call", 0, "mau_mau")
    assert state.over and state.result is not None and state.result.winner == 0


def test_going_out_on_another_card_calls_mau():
    """MM3 "Spielziel": with another last card (hearts:9) the call is "Mau!"."""
    state = going_out("hearts:9")
    events = act(state, "play hearts:9 call")
    assert only(state.rules, events, "call")[0] == ("call", 0, "mau_out")
    assert state.over


def test_going_out_on_a_jack_without_the_call_costs_mau_mau_s_penalty():
    """MM3 "Spielziel": the Jack owes "Mau Mau!"; laid without a call, that is the call missed
    (the table's one call button says the card's call, so a "Mau!" said on a Jack is the
    missing "Mau Mau!"), and its penalty card is drawn: the round goes on."""
    state = going_out("hearts:jack")
    act(state, "play hearts:jack colour=hearts")
    events = (
        act(state, "play spades:8") if "play spades:8" in legal_texts(state) else act(state, "draw")
    )
    assert ("missed_call", 0, "mau_mau") in only(state.rules, events, "missed_call")
    assert hand(state, 0) == ["clubs:7"] and not state.over


def test_the_second_to_last_card_still_calls_mau():
    """The call at one card left is not tied to a rank: any card says "Mau"."""
    rules = load("classic", calls__list=MM3)
    state = position(rules, hands=["hearts:jack hearts:9", "spades:8 spades:10"], top="hearts:7")
    events = act(state, "play hearts:jack colour=hearts call")
    assert only(state.rules, events, "call")[0] == ("call", 0, "mau")


# Noris's house rule D-63 (P5).
def false_calls(hands: list[str], penalty: int = 2):
    rules = load("noris", calls__false_call_penalty=penalty)
    return position(rules, hands=hands, top="red:9", draw="blue:1 blue:2 blue:3")


def test_a_false_call_costs_two_cards():
    """P5 (spel-regels.nl, "Spelregels Pesten"): "Ook als je het nep doet (valse klop) krijg je
    2 strafkaarten"; P1 (nl.wikipedia.org, "Pesten (kaartspel)", "Algemene regels"): the
    penalty applies "bij een valse klop als de speler nog twee of meer kaarten heeft". Seat 0
    calls with three cards (two left after any play): 2 penalty cards, and its turn goes on."""
    state = false_calls(["red:1 red:2 green:3", "blue:4 blue:5"])
    assert "call call" in legal_texts(state)
    events = act(state, "call call")
    assert only(state.rules, events, "false_call", "penalty") == [
        ("false_call", 0, "mau"),
        ("penalty", 0, 2),
    ]
    assert len(state.hand(0)) == 5
    assert (state.phase, state.turn) == (TURN, 0)


def test_no_false_call_when_the_play_owes_the_call():
    """With two cards a play leaves one: the call is due with the play, not false."""
    state = false_calls(["red:1 red:2", "blue:4 blue:5"])
    assert A.FALSE_CALL not in legal_actions(state)
    assert "play red:1 call" in legal_texts(state)


def test_no_false_call_out_of_turn_or_without_the_house_rule():
    state = false_calls(["red:1 red:2 green:3", "blue:4 blue:5"])
    assert A.FALSE_CALL not in legal_actions(state, 1)
    state = false_calls(["red:1 red:2 green:3", "blue:4 blue:5"], penalty=0)
    assert A.FALSE_CALL not in legal_actions(state)
    with pytest.raises(IllegalAction):
        act(state, "call call")


def test_a_false_call_is_said_once_a_turn():
    """A second false call in the same turn is not offered (the turn goes on to a play or a
    draw); the next turn it is again."""
    state = false_calls(["red:1 red:2 green:3", "blue:4 blue:5 blue:6"])
    act(state, "call call")
    assert "call call" not in legal_texts(state)
    act(state, "play red:1")
    assert state.turn == 1 and "call call" in legal_texts(state)
