"""Book 004, HUCH! "Mau-Mau", "Ende des Spiels": one missed call costs one penalty card, under
every call window (D-28: `calls.window`) and enforcement (D-6: `calls.enforcement`).

    "Legst du deine vorletzte Handkarte ab, musst du „Mau“ sagen. [...] Legst du deine letzte
    Handkarte ab, musst du „Mau-Mau“ sagen. Wer vergisst, „Mau“ oder „Mau-Mau“ zu sagen, muss
    eine Strafkarte vom Nachziehstapel nehmen und das Spiel geht weiter."

A child who lays the last card without "Mau-Mau" takes one penalty card and holds one card
again. That card was not laid as the second-to-last one, so no "Mau" was missed: nothing more
is owed. Each case below is the same table under each window and enforcement; only when and
by whom the one penalty is given differ.
"""

from __future__ import annotations

import pytest

from game.engine.notation import position
from tests.helpers import act, legal_texts, load
from tests.rules.scenario import hand, story

WINDOWS = ("with_play", "until_next_action")
ENFORCEMENTS = ("automatic", "challenge")


def rules_for(window: str, enforcement: str):
    return load("huch", calls__window=window, calls__enforcement=enforcement)


def last_card_table(rules):
    """Seat 0 holds one card; the penalty card it would draw (red:4) fits the red:1 it lays."""
    return position(
        rules,
        hands=["red:1", "blue:2 blue:3", "green:3 green:4"],
        top="red:5",
        draw="red:4 yellow:2 yellow:3",
    )


def penalties(events: list, rules) -> list[tuple]:
    return [e for e in story(rules, events) if e[0] in ("missed_call", "caught", "penalty")]


def test_with_play_a_last_card_without_mau_mau_costs_one_card_not_two():
    """Book 004, "Ende des Spiels" ("Wer vergisst, „Mau“ oder „Mau-Mau“ zu sagen, muss eine
    Strafkarte vom Nachziehstapel nehmen und das Spiel geht weiter"), under `calls.window:
    with_play`: the window closes with the last card, so the penalty card is drawn at once. The
    child holds one card again, but laid no second-to-last card: no "Mau" was missed, and no
    second penalty card follows."""
    rules = rules_for("with_play", "automatic")
    state = last_card_table(rules)
    events = act(state, "play red:1")
    assert story(rules, events) == [
        ("play", 0, "red:1"),
        ("missed_call", 0, "mau_mau"),
        ("penalty", 0, 1),
        ("draw", 0, "red:4"),
        ("turn", 1, None),
    ]
    assert hand(state, 0) == ["red:4"] and state.owed_seat == -1 and not state.over
    assert legal_texts(state, 0) == []  # nothing owed: no late call, and nobody to catch
    act(state, "draw")
    act(state, "draw")
    # Its one card is a last card again: laid with "Mau-Mau", it wins.
    assert legal_texts(state) == ["play red:4", "play red:4 call"]
    events = act(state, "play red:4 call")
    assert story(rules, events) == [
        ("play", 0, "red:4"),
        ("call", 0, "mau_mau"),
        ("round_end", 0, (1, 0, 0)),
    ]


# What follows a card laid without its call, per window and enforcement: the actions (text,
# seat; None: the seat to act), and whether the one penalty comes of a catch by seat 2.
THE_MISS = {
    ("with_play", "automatic"): ([("play red:1", None)], False),
    ("with_play", "challenge"): ([("play red:1", None), ("catch 0", 2)], True),
    ("until_next_action", "automatic"): ([("play red:1", None), ("draw", None)], False),
    ("until_next_action", "challenge"): ([("play red:1", None), ("catch 0", 2)], True),
}


def miss(state, window: str, enforcement: str, call: str) -> None:
    """Lay red:1 without `call` and play on as THE_MISS says: one penalty, told and drawn."""
    steps, caught = THE_MISS[window, enforcement]
    events: list = []
    for text, seat in steps:
        events += act(state, text, seat)
    told = ("caught", 2, 0) if caught else ("missed_call", 0, call)
    assert penalties(events, state.rules) == [told, ("penalty", 0, 1)]


@pytest.mark.parametrize("window, enforcement", sorted(THE_MISS))
def test_a_missed_mau_mau_costs_one_card_under_every_window(window, enforcement):
    """Book 004, "Ende des Spiels": "Wer vergisst, „Mau“ oder „Mau-Mau“ zu sagen, muss eine
    Strafkarte vom Nachziehstapel nehmen" — one card, whether the miss is punished with the
    play, when the next child acts, or when another child catches it."""
    state = last_card_table(rules_for(window, enforcement))
    miss(state, window, enforcement, "mau_mau")
    assert hand(state, 0) == ["red:4"] and state.owed_seat == -1
    assert not state.over and state.winner == -1


@pytest.mark.parametrize("window", WINDOWS)
def test_challenge_uncaught_mau_mau_still_costs_one_card(window):
    """D-29 (book 004, "Ende des Spiels": "Hast du deine letzte Handkarte abgelegt und „Mau-Mau“
    gesagt, hast du gewonnen") under `calls.enforcement: challenge`, with either window: nobody
    caught the missing "Mau-Mau"; the one penalty card is drawn when the next child acts."""
    rules = rules_for(window, "challenge")
    state = last_card_table(rules)
    events = act(state, "play red:1")
    assert story(rules, events) == [("play", 0, "red:1"), ("turn", 1, None)]
    assert state.owed_seat == 0
    assert legal_texts(state, 0) == ([] if window == "with_play" else ["call"])
    events = act(state, "draw")
    assert penalties(events, rules) == [("missed_call", 0, "mau_mau"), ("penalty", 0, 1)]
    assert hand(state, 0) == ["red:4"] and state.owed_seat == -1


@pytest.mark.parametrize("window, enforcement", sorted(THE_MISS))
def test_a_missed_mau_costs_one_card_under_every_window(window, enforcement):
    """Book 004, "Ende des Spiels": the second-to-last card laid without "Mau" costs one penalty
    card, under every window and enforcement (unchanged by counting the last card's penalty)."""
    rules = rules_for(window, enforcement)
    state = position(
        rules,
        hands=["red:1 red:2", "blue:2 blue:3", "green:3 green:4"],
        top="red:5",
        draw="yellow:4 yellow:2 yellow:3",
    )
    miss(state, window, enforcement, "mau")
    assert hand(state, 0) == ["red:2", "yellow:4"] and state.owed_seat == -1
