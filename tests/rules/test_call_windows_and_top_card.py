"""Scenario tests for decisions D-29 to D-32 and the two fixes that go with them: when a call
window closes, what a penalty drawn then does to the action that closed it, and which cards on
top may be jumped on. Each docstring quotes the book or names the decision
(../shared/RULES.md)."""

from __future__ import annotations

import pytest

from game.engine import IllegalAction, actors, new_round
from game.engine import state as S
from game.engine.notation import position
from game.engine.rules import compile_rules
from game.ruleset import apply_overrides, find_ruleset, load_document
from tests.helpers import act, legal_texts, load
from tests.rules.scenario import hand, only, story


# -- D-31: abacus, the X+ victim's "Achtung!" --------------------------------------------------
def _xplus_victim_with_two_cards():
    rules = load("abacus")
    state = position(
        rules,
        hands=["red:xplus blue:5 green:1", "red:4 your_choice", "green:skip red:1 yellow:7"],
        top="red:3",
        draw="green:3 green:4 green:5 yellow:3 yellow:4 yellow:5 blue:1 blue:3",
    )
    act(state, "play red:xplus")
    # Asked whatever it holds, seat 1 has no red 0 to defend with: it shows its hand.
    assert (state.turn, state.phase, legal_texts(state)) == (1, S.FORCE, ["accept"])
    act(state, "accept")
    assert (state.turn, state.phase) == (1, S.FORCED)
    return rules, state


def test_xplus_victim_playing_the_second_to_last_card_calls_achtung():
    """D-31, book 002, ""Achtung!" rufen": "Wenn der Spieler seine vorletzte Karte aus der Hand
    nimmt, um sie auf den Abwurfstapel zu legen, muss er laut „Achtung!“ rufen ... bevor seine
    Karte auf dem Abwurfstapel liegt" — also the X+ victim's forced number card: the call is
    judged as the card leaves the hand, before the X+ draw."""
    rules, state = _xplus_victim_with_two_cards()
    assert legal_texts(state) == ["play red:4", "play red:4 call"]
    events = act(state, "play red:4 call")
    assert story(rules, events)[:3] == [
        ("play", 1, "red:4"),
        ("call", 1, "achtung"),
        ("draw", 1, "green:3"),
    ]
    assert len(only(rules, events, "draw")) == 4 and not only(rules, events, "penalty")
    assert state.sizes[1] == 5


def test_xplus_victim_forgetting_achtung_pays_before_the_xplus_draw():
    """D-31 with book 002, ""Achtung!" rufen": "sonst muss er zur Strafe 2 Karten vom Ziehstapel
    ziehen" — the forgotten call costs 2 cards at once, then the X+ draw follows."""
    rules, state = _xplus_victim_with_two_cards()
    events = act(state, "play red:4")
    assert story(rules, events)[:5] == [
        ("play", 1, "red:4"),
        ("missed_call", 1, "achtung"),
        ("penalty", 1, 2),
        ("draw", 1, "green:3"),
        ("draw", 1, "green:4"),
    ]
    assert state.sizes[1] == 1 + 2 + 4


# -- a penalty that closes a call window, drawn before the next action ---------------------------
def _classic_all_reshuffled(seed: int):
    """classic with `rules.reshuffle: all` and an empty draw pile: seat 0 plays down to one card
    without "Mau"; seat 1 then plays hearts:king on hearts:ace, which closes the window."""
    rules = load("classic", rules__reshuffle="all")
    state = position(
        rules,
        hands=["hearts:9 hearts:10", "hearts:king clubs:queen", "diamonds:10"],
        top="hearts:ace",
        discard="clubs:7 spades:8",
        rest="none",
        seed=seed,
    )
    act(state, "play hearts:9")
    return rules, state


def test_penalty_turning_up_a_new_top_card_makes_the_next_player_choose_again():
    """D-5 flipped (`rules.reshuffle: all`) with D-6 `automatic`: the missed "Mau" is punished
    when the next player acts, before that action is carried out. The penalty card empties the
    draw pile, the whole discard pile is shuffled and a new card turned up; the next player's
    card no longer matches it, so it is not laid: that player chooses again, turn not used."""
    rules, state = _classic_all_reshuffled(seed=2)
    turn_no = state.turn_no
    events = act(state, "play hearts:king")
    assert story(rules, events) == [
        ("missed_call", 0, "mau"),
        ("penalty", 0, 1),
        ("reshuffle", -1, 4),
        ("shuffle", -1, "reshuffle"),
        ("start_card", -1, "clubs:7"),
        ("draw", 0, "hearts:9"),
        ("choose_again", 1, None),
    ]
    assert (state.turn, state.turn_no, state.top) == (1, turn_no, rules.card_from_text("clubs:7"))
    assert hand(state, 1) == ["clubs:queen", "hearts:king"]
    assert legal_texts(state) == ["play clubs:queen", "play clubs:queen call"]
    with pytest.raises(IllegalAction):
        act(state, "play hearts:king")


def test_penalty_leaving_the_action_legal_lets_it_go_on():
    """The same, when the card turned up still takes the chosen card: the action goes on."""
    rules, state = _classic_all_reshuffled(seed=5)
    events = act(state, "play hearts:king")
    assert story(rules, events)[-2:] == [("play", 1, "hearts:king"), ("turn", 2, None)]


# -- abacus under `challenge`: a defence is an action ---------------------------------------------
def test_a_trade_defence_closes_the_call_window():
    """Book 002, "Kartentausch" (an affected player cancels the trade with a 0) with D-6 flipped
    (`calls.enforcement: challenge`) and D-28 flipped (`calls.window: until_next_action`): the
    defence is the next action, so it closes the window of the trader's missed "Achtung!", as a
    jump-in does: nobody may catch it and the trader may not call it late any more."""
    rules = load("abacus", calls__enforcement="challenge", calls__window="until_next_action")
    state = position(
        rules,
        hands=[
            "your_choice red:trade_hands blue:5",
            "blue:skip red:8 yellow:8",
            "green:skip red:0 yellow:7",
            "red:1 green:5 yellow:1",
        ],
        top="red:3",
        draw="green:3 blue:1",
    )
    act(state, "play your_choice")
    act(state, "play red:trade_hands target=2")
    assert state.phase == S.TRADE and state.owed_seat == 0
    assert legal_texts(state, 2) == ["catch 0", "defend red:0"]
    events = act(state, "defend red:0", seat=2)
    assert story(rules, events)[:2] == [("missed_call", 0, "achtung"), ("defend", 2, "red:0")]
    assert state.owed_seat == -1 and state.sizes[0] == 1
    for seat, late in ((3, "catch 0"), (1, "catch 0"), (0, "call")):
        assert late not in legal_texts(state, seat)
        with pytest.raises(IllegalAction):
            act(state, late, seat=seat)


# -- D-32: abacus, jumping in on a card nobody played ---------------------------------------------
def test_jump_in_on_the_start_card():
    """D-32, book 002, "Dazwischenwerfen": "Hat ein Spieler genau die gleiche Zahlenkarte, wie
    die Karte, die gerade oben auf dem Abwurfstapel liegt, so kann er sie sofort
    dazwischenwerfen" — the start card too."""
    rules = load("abacus")
    state, _events = new_round(rules, 3, seed=7)
    assert rules.card_to_text(state.top) == "yellow:6_9" and state.turn == 0
    assert actors(state) == [0, 1, 2]  # the window is open for everyone; nobody played the card
    assert legal_texts(state, 2) == ["jump yellow:6_9"]
    assert legal_texts(state, 1) == []
    events = act(state, "jump yellow:6_9", seat=2)
    assert story(rules, events) == [("jump", 2, "yellow:6_9"), ("turn", 0, None)]


def test_jump_in_on_a_card_turned_up_after_a_reshuffle():
    """D-32 with D-5 flipped (`rules.reshuffle: all`): the card turned up on the new discard pile
    lies on top like any other, so a player holding the same card may jump in on it."""
    rules = load("abacus", rules__reshuffle="all")
    state = position(
        rules,
        hands=["green:1 green:5", "yellow:7 red:4", "blue:5 blue:1 yellow:8"],
        top="red:3",
        discard="red:4 blue:1",
        rest="none",
        seed=7,
    )
    events = act(state, "draw")
    assert ("start_card", -1, "blue:1") in story(rules, events)
    assert actors(state) == [1, 0, 2]  # seat 0 did not play the card: it may jump on it too
    assert legal_texts(state, 2) == ["jump blue:1"]
    assert legal_texts(state, 0) == []


def test_no_jump_in_on_the_start_card_without_jump_in():
    """noris has no jump-in: the start card opens no window."""
    state, _events = new_round(load("noris"), 3, seed=7)
    assert not state.jump_open and actors(state) == [state.turn]


# -- a coloured companion card is not its own partner -------------------------------------------
def test_a_coloured_companion_card_needs_another_coloured_card():
    """Book 002, "Freie Wahl" ("Man legt bei Freie Wahl also immer zwei Karten ab!") for a user's
    ruleset whose companion card has a colour: it cannot be played as the only coloured card in
    the hand — it would be its own partner and the round would wait for a card that is not there.
    Two copies of it may go down together. (`check` refuses a coloured companion card, see
    docs/ruleset-format.md; the engine keeps its own guard, so the rules are compiled here
    without the file check.)"""
    book = load_document(find_ruleset("abacus"))
    rules = compile_rules(apply_overrides(book, {"ranks.your_choice.coloured": True}))
    alone = position(
        rules, hands=["red:your_choice green:your_choice", "green:1"], top="red:3", rest="none"
    )
    # Each coloured Your Choice has the other to add: both may be played; a hand of one alone
    # (below) may not.
    assert "play red:your_choice" in legal_texts(alone)
    single = position(rules, hands=["red:your_choice", "green:1"], top="red:3", rest="none")
    assert legal_texts(single) == ["draw"]
    with_partner = position(
        rules, hands=["red:your_choice blue:5", "green:1"], top="red:3", rest="none"
    )
    assert "play red:your_choice" in legal_texts(with_partner)
    twins = position(
        rules, hands=["red:your_choice red:your_choice", "green:1"], top="red:3", rest="none"
    )
    assert "play red:your_choice" in legal_texts(twins)
