"""Scenario tests for the `classic` ruleset: the traditional German Mau-Mau with a 32-card Skat
deck, described in ../shared/RULES.md "Beyond the books" (no rulebook; written only as data).

Every test builds a position (or deals with a seed), plays actions written as text, and asserts
the events, the resulting state and the legal actions. Each docstring names the digest's section.
The Skat deck has one copy of every card.
"""

from __future__ import annotations

import pytest

from game.engine import IllegalAction, new_round
from game.engine import events as EV
from game.engine import state as S
from game.engine.notation import position
from game.engine.state import Outcome
from tests.helpers import act, legal_texts, load
from tests.rules.scenario import hand, story, texts

RULES = load("classic")
SUITS = ("clubs", "spades", "hearts", "diamonds")
RANKS = ("7", "8", "9", "10", "jack", "queen", "king", "ace")


def test_skat_deck_32_cards():
    """ "Beyond the books": a 32-card Skat deck: clubs, spades, hearts, diamonds; 7, 8, 9, 10,
    Jack, Queen, King, Ace, once each; deal 5."""
    deck = texts(RULES, list(RULES.deck))
    assert len(deck) == 32
    assert sorted(deck) == sorted(f"{s}:{r}" for s in SUITS for r in RANKS)
    state, _ = new_round(RULES, 5, seed=1)
    assert state.sizes == [5] * 5 and state.card_count() == 32


def test_match_suit_or_rank():
    """ "Beyond the books": "match suit or rank"."""
    state = position(
        RULES, hands=["hearts:king clubs:9 spades:10 diamonds:queen", "clubs:ace"], top="hearts:9"
    )
    assert legal_texts(state) == ["play clubs:9", "play hearts:king"]
    with pytest.raises(IllegalAction, match="spades:10 does not match hearts:9"):
        act(state, "play spades:10")


def test_start_card_7_8_or_jack_is_slid_under():
    """ "Beyond the books" with D-10 (RULES.md: "in the Skat-deck game the 7, 8 and Jack"): a
    special start card is slid under the pile until a plain card shows."""
    for seed in range(500):
        state, events = new_round(RULES, 3, seed)
        starts = [e for e in events if e[0] == EV.START_CARD]
        if len(starts) > 2:
            break
    slid = texts(RULES, [e[2] for e in starts if e[3]])
    assert len(slid) >= 2
    assert all(card.split(":")[1] in ("7", "8", "jack") for card in slid)
    top = RULES.card_to_text(state.top)
    assert top.split(":")[1] in ("9", "10", "queen", "king", "ace")
    assert sorted(texts(RULES, state.discard[:-1])) == sorted(slid)
    assert state.phase == S.TURN and state.pend == 0


# -- 7: draw two --------------------------------------------------------------------------------------
def test_seven_makes_the_next_player_draw_two():
    """ "Beyond the books": "7 = the next player draws 2 unless they play a 7"; the victim cannot
    answer with anything else (not even a Jack)."""
    state = position(
        RULES,
        hands=[
            "hearts:7 hearts:9 clubs:king",
            "hearts:10 spades:jack clubs:9",
            "diamonds:9 diamonds:10",
        ],
        top="hearts:ace",
        draw="clubs:ace spades:ace",
    )
    events = act(state, "play hearts:7")
    assert story(RULES, events) == [("play", 0, "hearts:7"), ("attack", 1, ("draw", 2))]
    assert legal_texts(state) == ["accept"]
    with pytest.raises(IllegalAction, match="cannot answer the pending draw 2"):
        act(state, "play spades:jack colour=clubs")
    events = act(state, "accept")
    assert story(RULES, events) == [
        ("draw", 1, "clubs:ace"),
        ("draw", 1, "spades:ace"),
        ("turn", 2, None),
    ]
    assert state.sizes == [2, 5, 2]


def test_sevens_stack_2_4_6():
    """ "Beyond the books": a 7 answered by a 7 passes the draw on, growing (stacking)."""
    state = position(
        RULES,
        hands=[
            "hearts:7 hearts:9 clubs:king",
            "spades:7 clubs:9 clubs:8",
            "diamonds:7 diamonds:9 diamonds:10",
            "clubs:10 spades:queen",
        ],
        top="hearts:ace",
        draw="clubs:ace spades:ace diamonds:ace hearts:king spades:king diamonds:king",
    )
    act(state, "play hearts:7")
    assert legal_texts(state) == ["accept", "play spades:7"]
    assert story(RULES, act(state, "play spades:7")) == [
        ("play", 1, "spades:7"),
        ("attack", 2, ("draw", 4)),
    ]
    assert story(RULES, act(state, "play diamonds:7")) == [
        ("play", 2, "diamonds:7"),
        ("attack", 3, ("draw", 6)),
    ]
    events = act(state, "accept")
    assert [e[2] for e in story(RULES, events) if e[0] == "draw"] == [
        "clubs:ace",
        "spades:ace",
        "diamonds:ace",
        "hearts:king",
        "spades:king",
        "diamonds:king",
    ]
    assert story(RULES, events)[-1] == ("turn", 0, None)
    assert state.sizes == [2, 2, 2, 8]


# -- 8: skip ------------------------------------------------------------------------------------------
def test_eight_skips_the_next_player():
    """ "Beyond the books": "8 = the next player is skipped"."""
    state = position(
        RULES,
        hands=["hearts:8 hearts:9 clubs:king", "hearts:10 clubs:9", "diamonds:9 diamonds:10"],
        top="hearts:ace",
    )
    events = act(state, "play hearts:8")
    assert story(RULES, events) == [
        ("play", 0, "hearts:8"),
        ("skipped", 1, None),
        ("turn", 2, None),
    ]


def test_eight_on_an_eight_of_another_suit():
    """ "Beyond the books": "match suit or rank" — an 8 goes on an 8 and skips again."""
    state = position(
        RULES, hands=["clubs:8 hearts:9 clubs:king", "hearts:10 clubs:9"], top="hearts:8"
    )
    events = act(state, "play clubs:8")
    assert story(RULES, events) == [("play", 0, "clubs:8"), ("skipped", 1, None), ("turn", 0, None)]


# -- Jack: wild ---------------------------------------------------------------------------------------
def test_jack_plays_on_anything_and_names_a_suit():
    """ "Beyond the books": "Jack = wild, its player names a suit"; the suit is in force for the
    next player."""
    state = position(
        RULES,
        hands=["spades:jack hearts:9 clubs:king", "clubs:9 diamonds:8 hearts:10", "clubs:10"],
        top="hearts:ace",
    )
    jacks = [f"play spades:jack colour={s}" for s in sorted(SUITS)]
    assert legal_texts(state) == sorted(["play hearts:9", *jacks])
    events = act(state, "play spades:jack colour=diamonds")
    assert story(RULES, events) == [
        ("play", 0, "spades:jack"),
        ("colour", 0, "diamonds"),
        ("turn", 1, None),
    ]
    assert RULES.colours[state.colour] == "diamonds"
    assert legal_texts(state) == ["play diamonds:8"]


def test_no_jack_on_a_jack():
    """ "Beyond the books": "no Jack on a Jack"."""
    state = position(
        RULES,
        hands=["hearts:jack hearts:9 clubs:king", "spades:jack clubs:9 diamonds:8", "clubs:10"],
        top="hearts:ace",
    )
    act(state, "play hearts:jack colour=clubs")
    assert legal_texts(state) == ["play clubs:9"]
    with pytest.raises(IllegalAction, match="spades:jack may not be played on hearts:jack"):
        act(state, "play spades:jack colour=clubs")


# -- drawing ------------------------------------------------------------------------------------------
def test_drawn_card_may_be_played_at_once_if_it_matches():
    """ "Beyond the books": "draw 1 without a match, and the drawn card may be played at once if
    it matches"."""
    state = position(
        RULES,
        hands=["clubs:9 spades:10", "hearts:10 clubs:queen"],
        top="hearts:ace",
        draw="hearts:9 spades:king",
    )
    assert legal_texts(state) == ["draw"]
    events = act(state, "draw")
    assert story(RULES, events) == [("draw", 0, "hearts:9")]
    assert state.turn == 0 and state.phase == S.AFTER_DRAW
    assert legal_texts(state) == ["pass", "play hearts:9"]
    events = act(state, "play hearts:9")
    assert story(RULES, events) == [("play", 0, "hearts:9"), ("turn", 1, None)]
    assert hand(state, 0) == ["clubs:9", "spades:10"]


def test_drawn_matching_card_kept_with_pass():
    """ "Beyond the books": the drawn card *may* be played: `pass` keeps it and ends the turn."""
    state = position(
        RULES,
        hands=["clubs:9 spades:10", "hearts:10 clubs:queen"],
        top="hearts:ace",
        draw="hearts:9 spades:king",
    )
    act(state, "draw")
    events = act(state, "pass")
    assert story(RULES, events) == [("pass", 0, False), ("turn", 1, None)]
    assert hand(state, 0) == ["clubs:9", "hearts:9", "spades:10"]
    assert state.top == RULES.card_from_text("hearts:ace")


def test_drawn_card_that_does_not_match_ends_the_turn():
    """ "Beyond the books": only a matching drawn card may be played; otherwise the turn ends."""
    state = position(
        RULES,
        hands=["clubs:9 spades:10", "hearts:10 clubs:queen"],
        top="hearts:ace",
        draw="spades:king hearts:9",
    )
    events = act(state, "draw")
    # The drawer is asked whatever was drawn (so nobody learns whether it fits): only `pass`.
    assert story(RULES, events) == [("draw", 0, "spades:king")]
    assert (state.turn, state.phase, legal_texts(state)) == (0, S.AFTER_DRAW, ["pass"])
    with pytest.raises(IllegalAction):
        act(state, "play spades:king")
    assert story(RULES, act(state, "pass")) == [("pass", 0, False), ("turn", 1, None)]
    assert state.turn == 1 and state.phase == S.TURN


def test_drawn_seven_played_at_once_attacks():
    """ "Beyond the books": a drawn 7 played at once works as any 7: the next player draws 2."""
    state = position(
        RULES,
        hands=["clubs:9 spades:10", "hearts:10 clubs:queen"],
        top="hearts:ace",
        draw="hearts:7 spades:king diamonds:king",
    )
    act(state, "draw")
    events = act(state, "play hearts:7")
    assert story(RULES, events) == [("play", 0, "hearts:7"), ("attack", 1, ("draw", 2))]


# -- "Mau" and scoring --------------------------------------------------------------------------------
def test_missed_mau_costs_one_card():
    """ "Beyond the books": "missed "Mau" costs 1" (automatic, when the next player acts)."""
    state = position(
        RULES,
        hands=["hearts:9 hearts:10", "hearts:king clubs:queen", "clubs:10"],
        top="hearts:ace",
        draw="spades:ace",
    )
    events = act(state, "play hearts:9")
    assert story(RULES, events) == [("play", 0, "hearts:9"), ("turn", 1, None)]
    events = act(state, "play hearts:king")
    assert story(RULES, events)[:3] == [
        ("missed_call", 0, "mau"),
        ("penalty", 0, 1),
        ("draw", 0, "spades:ace"),
    ]
    assert hand(state, 0) == ["hearts:10", "spades:ace"]


def test_scoring_by_the_cards_left():
    """ "Beyond the books": scoring by the cards left: 7-10 face value, Jack 2, Queen 3, King 4,
    Ace 11; the winner 0."""
    state = position(
        RULES,
        hands=[
            "hearts:9",
            "clubs:7 clubs:8 clubs:9 clubs:10",
            "spades:jack spades:queen spades:king spades:ace",
            "diamonds:ace diamonds:7",
        ],
        top="hearts:ace",
    )
    events = act(state, "play hearts:9")
    assert story(RULES, events) == [("play", 0, "hearts:9"), ("round_end", 0, (0, 34, 20, 18))]
    assert state.result == Outcome(0, (0, 34, 20, 18), False)


def test_a_seven_played_last_is_not_carried_out():
    """ "Beyond the books" (round end "at once" as in the books, `last_card_effects: ignore`): a
    7 played as the last card ends the round; nobody draws."""
    state = position(
        RULES, hands=["hearts:7", "clubs:queen spades:jack", "clubs:8 diamonds:9"], top="hearts:ace"
    )
    events = act(state, "play hearts:7")
    assert story(RULES, events) == [("play", 0, "hearts:7"), ("round_end", 0, (0, 5, 17))]
    assert hand(state, 1) == ["clubs:queen", "spades:jack"]
