"""Scenario tests for the `huch` ruleset: book 004, HUCH! "Mau-Mau" (2021, for ages 4+), digest
../shared/RULES.md section `huch`, and the decisions it takes (D-3, D-11, D-22, D-23, D-24 ...).

Every test builds a position (or deals with a seed), plays actions written as text, and asserts
the events, the resulting state and the legal actions. Each docstring names the book's section
or the decision. Book 004 has two copies of every coloured card and eight Free Colour cards.
"""

from __future__ import annotations

import pytest

from game.engine import IllegalAction, Match, new_round
from game.engine import events as EV
from game.engine import state as S
from game.engine.notation import position
from game.engine.state import Outcome
from tests.helpers import act, legal_texts, load
from tests.rules.scenario import hand, only, play_out, story, texts

RULES = load("huch")
FREE = [f"play free_colour colour={c}" for c in ("blue", "green", "red", "yellow")]
NUMBERS = ("1", "2", "3", "4", "5", "6", "7", "8", "9")


# -- the deck -------------------------------------------------------------------------------------
def test_deck_is_the_books_list_104_cards():
    """D-3: the book says "je 18" per colour but lists 1-9 twice plus Reverse, Draw 2 and Skip
    twice each (24 per colour) and 8 Free Colour cards: the list wins, 104 cards."""
    deck = texts(RULES, list(RULES.deck))
    assert len(deck) == 104
    for colour in ("red", "yellow", "green", "blue"):
        assert sum(1 for c in deck if c.startswith(colour + ":")) == 24
        for rank in (*NUMBERS, "reverse", "draw2", "skip"):
            assert deck.count(f"{colour}:{rank}") == 2
    assert deck.count("free_colour") == 8
    state, _ = new_round(RULES, 6, seed=3, starter=0)
    assert state.card_count() == 104 and state.sizes == [5] * 6


def test_smaller_deck_numbers_1_to_5_and_all_specials():
    """D-22 (book 004, "Hinweis": play with fewer cards, removed evenly from every colour):
    `rules.deck: small` keeps numbers 1-5 and every special card: 72 cards, no 6-9."""
    small = load("huch", rules__deck="small")
    deck = texts(small, list(small.deck))
    assert len(deck) == 72
    for colour in ("red", "yellow", "green", "blue"):
        for rank in ("1", "2", "3", "4", "5", "reverse", "draw2", "skip"):
            assert deck.count(f"{colour}:{rank}") == 2
        for rank in ("6", "7", "8", "9"):
            assert f"{colour}:{rank}" not in deck
    assert deck.count("free_colour") == 8
    state, events = new_round(small, 4, seed=8, starter=0)
    assert state.card_count() == 72
    dealt = [
        small.card_to_text(e[2]).split(":")[-1] for e in events if e[0] in (EV.DEAL, EV.START_CARD)
    ]
    assert not set(dealt) & {"6", "7", "8", "9"}


# -- start, matching, drawing ---------------------------------------------------------------------
def test_start_card_special_is_slid_under():
    """Book 004, "Spielvorbereitung": is the turned card a special card, put it back under the
    discard pile and turn a new card."""
    for seed in range(500):
        state, events = new_round(RULES, 3, seed, starter=0)
        starts = [e for e in events if e[0] == EV.START_CARD]
        if len(starts) > 1:
            break
    slid = [e[2] for e in starts if e[3]]
    assert slid and all(RULES.type_special[t] for t in slid)
    assert starts[-1][3] is False and starts[-1][2] == state.top
    assert RULES.card_to_text(state.top).split(":")[1] in NUMBERS
    assert sorted(state.discard[:-1]) == sorted(slid)
    assert state.phase == S.TURN and state.turn == 0


def test_match_colour_or_number():
    """Book 004, "Spielablauf": on a red 3 you may lay any other red card and any other 3."""
    state = position(
        RULES, hands=["red:9 blue:3 green:4 yellow:skip red:skip", "green:1"], top="red:3"
    )
    assert legal_texts(state) == ["play blue:3", "play red:9", "play red:skip"]
    with pytest.raises(IllegalAction, match="green:4 does not match red:3"):
        act(state, "play green:4")


def test_no_match_draw_one_and_the_turn_ends():
    """Book 004, "Spielablauf": who cannot lay a fitting card draws one; "Dein Zug ist damit zu
    Ende, du darfst keine Karte mehr ablegen" — even a fitting one."""
    state = position(
        RULES, hands=["blue:1 green:2", "yellow:3", "green:6"], top="red:5", draw="red:8"
    )
    events = act(state, "draw")
    assert story(RULES, events) == [("draw", 0, "red:8"), ("turn", 1, None)]
    assert state.turn == 1 and hand(state, 0) == ["blue:1", "green:2", "red:8"]


# -- Free Colour -----------------------------------------------------------------------------------
@pytest.mark.parametrize("top", ["red:3", "blue:skip", "green:draw2", "yellow:reverse"])
def test_free_colour_plays_on_any_other_card(top):
    """Book 004, "Freie Farbwahl": the card may be laid on any other card."""
    state = position(RULES, hands=["free_colour green:9", "blue:1"], top=top)
    assert set(FREE) <= set(legal_texts(state))


def test_no_free_colour_on_a_free_colour():
    """Book 004, "Freie Farbwahl": "Es ist nicht erlaubt, eine Freie Farbwahl-Karte auf eine
    andere Freie Farbwahl-Karte zu legen"."""
    state = position(
        RULES, hands=["free_colour red:1 blue:2", "blue:1"], top="free_colour", colour="red"
    )
    assert legal_texts(state) == ["play red:1"]
    with pytest.raises(IllegalAction, match="free_colour may not be played on free_colour"):
        act(state, "play free_colour colour=blue")


def test_free_colour_names_the_colour_the_next_player_must_follow():
    """Book 004, "Freie Farbwahl": say the colour; the next player must lay a card of that
    colour."""
    state = position(
        RULES, hands=["free_colour red:1 red:2", "red:5 blue:7 free_colour", "green:1"], top="red:5"
    )
    events = act(state, "play free_colour colour=blue")
    assert story(RULES, events) == [
        ("play", 0, "free_colour"),
        ("colour", 0, "blue"),
        ("turn", 1, None),
    ]
    assert legal_texts(state) == ["play blue:7"]


# -- Skip, Reverse ----------------------------------------------------------------------------------
def test_skip_skips_the_next_player():
    """Book 004, "Aussetzen": the next player must sit out and may lay no card."""
    state = position(
        RULES, hands=["red:skip red:1 red:2", "red:3 red:4", "red:6 red:7"], top="red:5"
    )
    events = act(state, "play red:skip")
    assert story(RULES, events) == [
        ("play", 0, "red:skip"),
        ("skipped", 1, None),
        ("turn", 2, None),
    ]


def test_reverse_flips_the_direction():
    """Book 004, "Richtungswechsel": the order changes, play goes on counter-clockwise."""
    state = position(
        RULES, hands=["red:reverse red:1 red:2", "red:3 red:4", "red:6 red:7"], top="red:5"
    )
    events = act(state, "play red:reverse")
    assert story(RULES, events) == [
        ("play", 0, "red:reverse"),
        ("direction", 0, -1),
        ("turn", 2, None),
    ]


def test_reverse_with_two_players_is_a_skip():
    """D-11: with two players a Reverse works as a Skip (and flipped, it only reverses)."""
    state = position(RULES, hands=["red:reverse red:1 red:2", "red:3 red:4"], top="red:5")
    assert story(RULES, act(state, "play red:reverse")) == [
        ("play", 0, "red:reverse"),
        ("skipped", 1, None),
        ("turn", 0, None),
    ]
    flipped = load("huch", rules__two_player_reverse="reverse")
    state = position(flipped, hands=["red:reverse red:1 red:2", "red:3 red:4"], top="red:5")
    assert story(flipped, act(state, "play red:reverse")) == [
        ("play", 0, "red:reverse"),
        ("direction", 0, -1),
        ("turn", 1, None),
    ]


# -- Draw 2 ---------------------------------------------------------------------------------------
def test_draw2_stacks_2_4_6_and_the_victims_turn_ends():
    """Book 004, "2 Karten ziehen": the next player draws 2, or lays a Draw 2 of their own and
    the next draws 4, or 6, and so on; D-24: after drawing, the victim's turn ends."""
    state = position(
        RULES,
        hands=[
            "red:draw2 red:1 red:2",
            "blue:draw2 red:3 red:4",
            "green:draw2 green:3 green:4",
            "yellow:1 red:6 red:7",
        ],
        top="red:5",
        draw="yellow:2 yellow:3 yellow:4 yellow:5 yellow:6 yellow:7",
    )
    assert story(RULES, act(state, "play red:draw2"))[-1] == ("attack", 1, ("draw", 2))
    assert legal_texts(state) == ["accept", "play blue:draw2"]
    assert story(RULES, act(state, "play blue:draw2"))[-1] == ("attack", 2, ("draw", 4))
    assert story(RULES, act(state, "play green:draw2"))[-1] == ("attack", 3, ("draw", 6))
    assert legal_texts(state) == ["accept"]  # red:6 would match, but the victim may not lay it
    events = act(state, "accept")
    assert story(RULES, events) == [("draw", 3, f"yellow:{k}") for k in range(2, 8)] + [
        ("turn", 0, None)
    ]
    assert state.sizes == [2, 2, 2, 9]


def test_draw2_victim_plays_after_drawing_when_flipped():
    """D-24 flipped (`ranks.draw2.effects.0.draw.loses_turn: false`): after drawing, the victim
    takes a normal turn."""
    rules = load("huch", ranks__draw2__effects__0__draw__loses_turn=False)
    state = position(
        rules,
        hands=["red:draw2 red:1 red:2", "blue:2 red:3 red:4", "green:3 green:4"],
        top="red:5",
        draw="yellow:3 yellow:4",
    )
    act(state, "play red:draw2")
    events = act(state, "accept")
    assert story(rules, events) == [
        ("draw", 1, "yellow:3"),
        ("draw", 1, "yellow:4"),
        ("turn", 1, None),
    ]
    assert state.turn == 1 and state.phase == S.TURN
    assert legal_texts(state) == ["play red:3", "play red:4"]
    assert story(rules, act(state, "play red:3")) == [("play", 1, "red:3"), ("turn", 2, None)]


# -- "Mau" and "Mau-Mau" -----------------------------------------------------------------------------
def test_mau_with_the_second_to_last_and_mau_mau_with_the_last_card():
    """Book 004, "Ende des Spiels": lay your second-to-last card and say "Mau"; lay your last
    card and say "Mau-Mau": you have won and the game ends."""
    state = position(
        RULES,
        hands=["red:1 red:2", "blue:2 blue:3 red:9", "green:3 green:4"],
        top="red:5",
        draw="yellow:1 yellow:2",
    )
    assert legal_texts(state) == ["play red:1", "play red:1 call", "play red:2", "play red:2 call"]
    assert story(RULES, act(state, "play red:1 call")) == [
        ("play", 0, "red:1"),
        ("call", 0, "mau"),
        ("turn", 1, None),
    ]
    act(state, "play red:9")
    assert story(RULES, act(state, "draw")) == [("draw", 2, "yellow:1"), ("turn", 0, None)]
    assert state.turn == 0
    assert legal_texts(state) == ["play red:2", "play red:2 call"]
    events = act(state, "play red:2 call")
    assert story(RULES, events) == [
        ("play", 0, "red:2"),
        ("call", 0, "mau_mau"),
        ("round_end", 0, (1, 0, 0)),
    ]
    assert state.over and state.winner == 0


def test_forgotten_mau_costs_one_card():
    """Book 004, "Ende des Spiels": who forgets to say "Mau" takes a penalty card and play goes
    on (D-6: automatic, when the next player acts)."""
    state = position(
        RULES,
        hands=["red:1 red:2", "blue:2 red:9", "green:3 green:4"],
        top="red:5",
        draw="yellow:1 yellow:2",
    )
    events = act(state, "play red:1")
    assert story(RULES, events) == [("play", 0, "red:1"), ("turn", 1, None)]
    events = act(state, "play red:9")
    assert story(RULES, events)[:3] == [
        ("missed_call", 0, "mau"),
        ("penalty", 0, 1),
        ("draw", 0, "yellow:1"),
    ]
    assert hand(state, 0) == ["red:2", "yellow:1"]


def test_forgotten_mau_mau_costs_one_card_and_play_goes_on():
    """Book 004, "Ende des Spiels": who forgets "Mau-Mau" takes a penalty card "und das Spiel
    geht weiter" — the round does not end; the player is back in play with one card."""
    state = position(
        RULES,
        hands=["red:1", "blue:2 blue:3", "green:3 green:4"],
        top="red:5",
        draw="yellow:4 yellow:2 yellow:3",
    )
    assert legal_texts(state) == ["play red:1", "play red:1 call"]
    events = act(state, "play red:1")
    assert story(RULES, events) == [("play", 0, "red:1"), ("turn", 1, None)]
    assert not state.over and state.winner == -1 and state.result is None
    events = act(state, "draw")
    assert story(RULES, events) == [
        ("missed_call", 0, "mau_mau"),
        ("penalty", 0, 1),
        ("draw", 0, "yellow:4"),
        ("draw", 1, "yellow:2"),
        ("turn", 2, None),
    ]
    assert not state.over
    act(state, "draw")
    assert state.turn == 0 and hand(state, 0) == ["yellow:4"]
    assert legal_texts(state) == ["draw"]


def test_late_mau_mau_before_the_next_player_acts_wins():
    """D-28 (book 004: the call is part of going out) with book 004, "Ende des Spiels": a
    "Mau-Mau" said after the last card, before the next player has drawn or played, wins."""
    state = position(
        RULES,
        hands=["red:1", "blue:2 blue:3", "green:3 green:4"],
        top="red:5",
        draw="yellow:1 yellow:2",
    )
    act(state, "play red:1")
    assert legal_texts(state, 0) == ["call"]
    events = act(state, "call", 0)
    assert story(RULES, events) == [("call", 0, "mau_mau"), ("round_end", 0, (1, 0, 0))]
    assert state.over and state.winner == 0
    assert legal_texts(state, 1) == []


def test_mau_mau_said_on_a_draw2_ends_the_round_without_the_draw():
    """Book 004, "Ende des Spiels": "Mau-Mau" said with the last card ends the game; a Draw 2
    laid last is not carried out (`rules.last_card_effects: ignore`)."""
    state = position(RULES, hands=["red:draw2", "blue:2 blue:3", "green:3 green:4"], top="red:5")
    events = act(state, "play red:draw2 call")
    assert story(RULES, events) == [
        ("play", 0, "red:draw2"),
        ("call", 0, "mau_mau"),
        ("round_end", 0, (1, 0, 0)),
    ]
    assert hand(state, 1) == ["blue:2", "blue:3"]


def test_late_mau_mau_on_a_draw2_wins_before_the_victim_draws():
    """D-28 with book 004, "Ende des Spiels": the last card was a Draw 2 laid without "Mau-Mau";
    said late, before the victim acts, it wins at once and the Draw 2 is not carried out."""
    state = position(
        RULES,
        hands=["red:draw2", "blue:2 blue:3", "green:1 green:2"],
        top="red:5",
        draw="yellow:1 yellow:2",
    )
    events = act(state, "play red:draw2")
    assert story(RULES, events) == [("play", 0, "red:draw2"), ("attack", 1, ("draw", 2))]
    events = act(state, "call", 0)
    assert story(RULES, events) == [("call", 0, "mau_mau"), ("round_end", 0, (1, 0, 0))]
    assert hand(state, 1) == ["blue:2", "blue:3"]


def test_forgotten_mau_mau_on_a_last_reverse_with_three_players_still_reverses():
    """Book 004, "Richtungswechsel" and "Ende des Spiels": a forgotten "Mau-Mau" does not end the
    round, the player is still in it; so with three players a Reverse laid last flips the
    direction (D-11's Skip is only for two players)."""
    state = position(
        RULES,
        hands=["red:reverse", "blue:2 blue:3", "green:1 green:2"],
        top="red:5",
        draw="yellow:1 yellow:2",
    )
    events = act(state, "play red:reverse")
    assert story(RULES, events) == [
        ("play", 0, "red:reverse"),
        ("direction", 0, -1),
        ("turn", 2, None),
    ]
    assert state.direction == -1
    events = act(state, "draw")  # seat 2 acts: the penalty card, then seat 1 is next
    assert story(RULES, events) == [
        ("missed_call", 0, "mau_mau"),
        ("penalty", 0, 1),
        ("draw", 0, "yellow:1"),
        ("draw", 2, "yellow:2"),
        ("turn", 1, None),
    ]


def _last_skip_without_mau_mau():
    state = position(
        RULES, hands=["red:skip", "blue:2 blue:3"], top="red:5", draw="yellow:1 yellow:2"
    )
    events = act(state, "play red:skip")
    assert story(RULES, events) == [
        ("play", 0, "red:skip"),
        ("skipped", 1, None),
        ("turn", 0, None),
    ]
    assert state.turn == 0 and not state.over and state.owed_seat == 0
    return state


def test_forgotten_mau_mau_on_a_last_skip_with_two_players_may_still_be_said():
    """Book 004, "Aussetzen" and "Ende des Spiels", with D-30: with two players a Skip laid last
    without "Mau-Mau" skips the other player and the turn comes straight back; the player's own
    next action closes the window, so "Mau-Mau" said before it still wins."""
    state = _last_skip_without_mau_mau()
    assert legal_texts(state) == ["call", "draw"]
    events = act(state, "call")
    assert story(RULES, events) == [("call", 0, "mau_mau"), ("round_end", 0, (1, 0))]


def test_forgotten_mau_mau_on_a_last_skip_with_two_players_costs_a_card_at_the_next_action():
    """Book 004, "Ende des Spiels" ("Wer vergisst ... muss eine Strafkarte ziehen und das Spiel
    geht weiter"), with D-30: the player acts without the call; the penalty card is drawn
    first, and the draw then goes on as chosen (the penalty card does not match)."""
    state = _last_skip_without_mau_mau()
    events = act(state, "draw")
    assert story(RULES, events) == [
        ("missed_call", 0, "mau_mau"),
        ("penalty", 0, 1),
        ("draw", 0, "yellow:1"),
        ("draw", 0, "yellow:2"),
        ("turn", 1, None),
    ]
    assert hand(state, 0) == ["yellow:1", "yellow:2"] and not state.over


# -- challenge (D-6 flipped) ------------------------------------------------------------------------
CHALLENGE = load("huch", calls__enforcement="challenge")


def test_challenge_caught_missing_mau_mau_draws_the_penalty():
    """D-6 flipped (`calls.enforcement: challenge`): another player who catches the missing
    "Mau-Mau" before the next player acts makes the player take the penalty card; play goes on."""
    state = position(
        CHALLENGE,
        hands=["red:1", "blue:2 blue:3", "green:3 green:4"],
        top="red:5",
        draw="yellow:1 yellow:2",
    )
    act(state, "play red:1")
    assert legal_texts(state, 2) == ["catch 0"]
    assert "catch 0" in legal_texts(state, 1)
    events = act(state, "catch 0", 2)
    assert story(CHALLENGE, events) == [
        ("caught", 2, 0),
        ("penalty", 0, 1),
        ("draw", 0, "yellow:1"),
    ]
    assert not state.over and state.turn == 1
    assert hand(state, 0) == ["yellow:1"]
    assert legal_texts(state, 0) == [] and legal_texts(state, 2) == []


def test_challenge_uncaught_missing_mau_mau_still_costs_the_card_and_nobody_wins():
    """D-29 (book 004, "Ende des Spiels": "Hast du deine letzte Handkarte abgelegt und „Mau-Mau“
    gesagt, hast du gewonnen"; who forgets it takes a penalty card "und das Spiel geht weiter"),
    under `calls.enforcement: challenge`: without the call nobody has won. Nobody caught it
    before the next player acted, yet the penalty card is drawn when the window closes, and play
    goes on with the next player's action."""
    state = position(
        CHALLENGE,
        hands=["red:1", "blue:2 blue:3", "green:3 green:4"],
        top="red:5",
        draw="yellow:1 yellow:2",
    )
    act(state, "play red:1")
    events = act(state, "draw")
    assert story(CHALLENGE, events) == [
        ("missed_call", 0, "mau_mau"),
        ("penalty", 0, 1),
        ("draw", 0, "yellow:1"),
        ("draw", 1, "yellow:2"),
        ("turn", 2, None),
    ]
    assert not state.over and state.winner == -1
    assert hand(state, 0) == ["yellow:1"] and hand(state, 1) == ["blue:2", "blue:3", "yellow:2"]


def test_challenge_uncaught_missing_mau_is_forgiven():
    """D-6 flipped (`calls.enforcement: challenge`): a missed "Mau" nobody catches before the
    next player acts goes unpunished."""
    state = position(
        CHALLENGE,
        hands=["red:1 red:2", "blue:2 blue:3 red:9", "green:3 green:4"],
        top="red:5",
        draw="yellow:1 yellow:2",
    )
    act(state, "play red:1")
    events = act(state, "play red:9")
    assert story(CHALLENGE, events) == [
        ("missed_call", 0, "mau"),
        ("play", 1, "red:9"),
        ("turn", 2, None),
    ]
    assert hand(state, 0) == ["red:2"]
    with pytest.raises(IllegalAction, match="nobody has missed a call"):
        act(state, "catch 0", 2)


# -- scoring and match ------------------------------------------------------------------------------
def test_round_scores_one_for_the_winner():
    """Book 004, "Ende des Spiels": write down the winners of each round — a round scores 1 for
    its winner, 0 for the others, whatever is left in their hands."""
    state = position(
        RULES, hands=["red:1", "free_colour blue:9 blue:draw2", "green:3"], top="red:5"
    )
    events = act(state, "play red:1 call")
    assert story(RULES, events)[-1] == ("round_end", 0, (1, 0, 0))
    assert state.result == Outcome(0, (1, 0, 0), False)


def _won_by(seat):
    hands = ["blue:2 blue:3", "green:3 green:4", "yellow:3 yellow:4"]
    hands[seat] = "red:1"
    state = position(RULES, hands=hands, top="red:5", turn=seat)
    act(state, "play red:1 call")
    assert state.over and state.winner == seat
    return state


def test_match_most_wins_after_the_agreed_rounds():
    """Book 004, "Ende des Spiels": after an agreed number of rounds, who won most often is the
    overall winner."""
    match = Match(RULES, 3, seed=4, starter=0)
    assert RULES.match_rounds == 5
    for k, seat in enumerate([0, 2, 2, 1, 0]):
        assert not match.over
        match.finish_round(_won_by(seat))
        assert match.rounds_played == k + 1
    assert match.over
    assert match.wins == [2, 1, 2] and match.totals == [2, 1, 2]
    assert match.leaders() == [0, 2]


def test_later_rounds_begin_left_of_the_last_starter():
    """Book 004, "Spielablauf": "Der jüngste Spieler beginnt" (the table chooses); D-23: in the
    next round the player left of the last starter begins."""
    match = Match(RULES, 4, seed=9, starter=2)
    starters = []
    for number in range(5):
        state, events = match.start_round()
        starters.append(state.turn)
        assert story(RULES, events)[-1] == ("turn", state.turn, None)
        play_out(state, seed=number)
        match.finish_round(state)
    assert starters == [2, 3, 0, 1, 2]


def test_later_rounds_flipped_the_chosen_player_always_begins():
    """D-23 flipped (`rules.next_round_starter: rotate_dealer`; huch has no dealer rotation):
    the chosen (youngest) player begins every round."""
    rules = load("huch", rules__next_round_starter="rotate_dealer")
    match = Match(rules, 4, seed=9, starter=2)
    starters = []
    for number in range(3):
        state, _ = match.start_round()
        starters.append(state.turn)
        play_out(state, seed=number)
        match.finish_round(state)
    assert starters == [2, 2, 2]


def test_blocked_round_fewest_cards_wins_not_fewest_points():
    """D-7 for a ruleset that only counts wins: when nobody can play or draw, the player with
    the fewest cards wins the round (and scores 1), even holding a Free Colour."""
    state = position(
        RULES,
        hands=["blue:1 blue:2", "free_colour", "green:1 green:2 yellow:1"],
        top="free_colour",
        colour="red",
        rest="none",
    )
    for _seat in (0, 1, 2):
        assert legal_texts(state) == ["draw"]
        events = act(state, "draw")
    assert story(RULES, events)[-1] == ("round_end", 1, (0, 1, 0))
    assert state.result == Outcome(1, (0, 1, 0), True)
    assert only(RULES, events, "pass") == [("pass", 2, True)]
