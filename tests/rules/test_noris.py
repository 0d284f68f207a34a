"""Scenario tests for the `noris` ruleset: book 000, NORIS-SPIELE "Mau Mau" (German; book 003 is
its Swedish translation), digest ../shared/RULES.md section `noris`, and the decisions it takes.

Every test builds a position (or deals with a seed), plays actions written as text, and asserts
the events, the resulting state and the legal actions. Each docstring names the book's section
or the decision. Book 000 has two copies of every coloured card and six wilds.
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

RULES = load("noris")
WILDS = [f"play wild colour={c}" for c in ("blue", "green", "red", "yellow")]


# -- the deck -------------------------------------------------------------------------------------
def test_deck_has_110_cards():
    """Book 000, "Der Kartensatz": 72 number cards (1-9 twice per colour), per colour two each of
    Reverse, Draw 2, Draw 4 and Stop, and 6 colour-change wilds: 110 cards."""
    deck = texts(RULES, list(RULES.deck))
    assert len(deck) == 110
    for colour in ("red", "yellow", "green", "blue"):
        for rank in (
            "1",
            "2",
            "3",
            "4",
            "5",
            "6",
            "7",
            "8",
            "9",
            "reverse",
            "draw2",
            "draw4",
            "stop",
        ):
            assert deck.count(f"{colour}:{rank}") == 2
    assert deck.count("wild") == 6


def test_deal_five_cards_from_the_left_of_the_dealer():
    """Book 000, "Spielvorbereitung": the dealer deals the cards one by one, five to each player;
    the rest is the face-down pile and its top card is turned face up."""
    state, events = new_round(RULES, 4, seed=2, dealer=3)
    deals = [e for e in events if e[0] == EV.DEAL]
    assert [e[1] for e in deals[:8]] == [0, 1, 2, 3, 0, 1, 2, 3]
    assert len(deals) == 20
    assert state.sizes == [5, 5, 5, 5]
    assert len(state.discard) >= 1 and state.discard[-1] == state.top
    assert state.card_count() == 110


# -- matching -------------------------------------------------------------------------------------
def test_match_by_colour_or_number_the_books_red_8_example():
    """Book 000, "Spielverlauf": on a red 8 I may lay any red card, or a green, yellow or blue 8;
    nothing else."""
    state = position(RULES, hands=["red:2 green:8 yellow:8 blue:3 green:7", "blue:1"], top="red:8")
    assert legal_texts(state) == ["play green:8", "play red:2", "play yellow:8"]
    events = act(state, "play yellow:8")
    assert story(RULES, events) == [("play", 0, "yellow:8"), ("turn", 1, None)]
    assert state.top == RULES.card_from_text("yellow:8")
    assert RULES.colours[state.colour] == "yellow"


def test_a_card_that_does_not_match_is_refused():
    """Book 000, "Spielverlauf": a card fits only with the same colour or the same number."""
    state = position(RULES, hands=["green:3 red:1", "blue:1"], top="red:5")
    with pytest.raises(IllegalAction, match="green:3 does not match red:5"):
        act(state, "play green:3")
    assert hand(state, 0) == ["green:3", "red:1"]
    assert state.turn == 0


@pytest.mark.parametrize(
    "special, other",
    [
        ("reverse", "stop"),
        ("draw2", "draw4"),
        ("draw4", "stop"),
        ("stop", "reverse"),
    ],
)
def test_special_plays_on_the_same_symbol_of_another_colour(special, other):
    """Book 000, "Die Bedeutung der Sonderkarten": a special card may be laid when it has the
    colour, or when the same special card lies on top in another colour (no other symbol)."""
    state = position(
        RULES,
        hands=[f"blue:{special} blue:{other} blue:4", "green:1 green:2"],
        top=f"red:{special}",
    )
    assert legal_texts(state) == [f"play blue:{special}"]


def test_special_plays_on_its_own_colour():
    """Book 000, "Die Bedeutung der Sonderkarten": "vorausgesetzt sie passt in der Farbe"."""
    state = position(
        RULES, hands=["red:stop red:draw4 blue:reverse", "green:1 green:2"], top="red:5"
    )
    assert legal_texts(state) == ["play red:draw4", "play red:stop"]


# -- the wild ------------------------------------------------------------------------------------
@pytest.mark.parametrize("top", ["red:3", "blue:stop", "green:draw4", "yellow:reverse", "wild"])
def test_wild_plays_on_anything(top):
    """Book 000, "Die Farbwechselkarten": a wild may be laid whatever colour or number lies on
    top, naming one of the four colours."""
    state = position(
        RULES, hands=["wild green:9", "blue:1"], top=top, colour="red" if top == "wild" else None
    )
    assert set(WILDS) <= set(legal_texts(state))


def test_wild_names_the_colour_in_force_at_once():
    """Book 000, "Die Farbwechselkarten": the player names a new colour, "die dann ab sofort
    gilt": the next player must follow the named colour, not the card below."""
    state = position(
        RULES, hands=["wild red:1 red:2", "red:5 green:9 blue:5", "yellow:1"], top="red:5"
    )
    events = act(state, "play wild colour=green")
    assert story(RULES, events) == [("play", 0, "wild"), ("colour", 0, "green"), ("turn", 1, None)]
    assert RULES.colours[state.colour] == "green"
    assert legal_texts(state) == ["play green:9"]
    with pytest.raises(IllegalAction, match="red:5 does not match wild"):
        act(state, "play red:5")


def test_wild_must_name_a_colour():
    """Book 000, "Die Farbwechselkarten": the wild is laid "und gleichzeitig eine neue Farbe
    ansagen" — without a named colour it is not a legal play."""
    state = position(RULES, hands=["wild red:1", "blue:1"], top="red:5")
    with pytest.raises(IllegalAction, match="needs a colour"):
        act(state, "play wild")


@pytest.mark.parametrize("attack", ["draw2", "draw4"])
def test_wild_not_playable_against_a_pending_draw(attack):
    """Book 000, "Die Farbwechselkarten": only a player "dem nicht etwa durch eine Sonderkarte
    das Ablegen verboten ist" may lay a wild; a pending Draw 2 / Draw 4 bars it."""
    state = position(
        RULES,
        hands=[f"red:{attack} red:1 red:2", "wild blue:2 red:9", "green:1"],
        top="red:5",
        draw="yellow:1 yellow:2 yellow:3 yellow:4",
    )
    act(state, f"play red:{attack}")
    assert state.phase == S.ATTACK and state.turn == 1
    assert legal_texts(state) == ["accept"]
    with pytest.raises(IllegalAction, match="cannot answer the pending draw"):
        act(state, "play wild colour=blue")


# -- drawing --------------------------------------------------------------------------------------
def test_no_match_draw_one_and_the_turn_ends_even_if_it_matches():
    """Book 000, "Spielverlauf": without a fitting card the player draws one card; then the next
    player's turn comes, "auch wenn die aufgenommene Karte passen würde"."""
    state = position(
        RULES, hands=["blue:1 green:2", "yellow:3", "green:6"], top="red:5", draw="red:7 red:8"
    )
    assert legal_texts(state) == ["draw"]
    events = act(state, "draw")
    assert story(RULES, events) == [("draw", 0, "red:7"), ("turn", 1, None)]
    assert hand(state, 0) == ["blue:1", "green:2", "red:7"]
    assert state.turn == 1 and state.phase == S.TURN
    assert state.top == RULES.card_from_text("red:5")


# -- Reverse --------------------------------------------------------------------------------------
def test_reverse_flips_the_direction():
    """Book 000, "Richtung wechseln", the book's example: instead of my left neighbour my right
    neighbour plays next, and play goes on to the right until another Reverse."""
    state = position(
        RULES,
        hands=["red:reverse red:1 red:2", "red:3 red:4", "red:6 red:7", "red:8 red:9"],
        top="red:5",
    )
    events = act(state, "play red:reverse")
    assert story(RULES, events) == [
        ("play", 0, "red:reverse"),
        ("direction", 0, -1),
        ("turn", 3, None),
    ]
    assert state.direction == -1
    assert only(RULES, act(state, "play red:8"), "turn") == [("turn", 2, None)]
    assert only(RULES, act(state, "play red:6"), "turn") == [("turn", 1, None)]


def test_reverse_on_reverse_flips_back():
    """Book 000, "Richtung wechseln": the direction holds "bis eine weitere Karte Richtung
    wechseln aufgelegt wird"."""
    state = position(
        RULES,
        hands=["red:reverse red:1 red:2", "red:3 red:4", "red:6 red:7", "blue:reverse red:9 red:8"],
        top="red:5",
    )
    act(state, "play red:reverse")
    events = act(state, "play blue:reverse")
    assert story(RULES, events) == [
        ("play", 3, "blue:reverse"),
        ("direction", 3, 1),
        ("turn", 0, None),
    ]


def test_reverse_with_two_players_is_a_skip():
    """D-11: with two players a Reverse works as a Skip: the same player plays again."""
    state = position(RULES, hands=["red:reverse red:1 red:2", "red:3 red:4"], top="red:5")
    events = act(state, "play red:reverse")
    assert story(RULES, events) == [
        ("play", 0, "red:reverse"),
        ("skipped", 1, None),
        ("turn", 0, None),
    ]
    assert state.turn == 0 and state.direction == 1


def test_reverse_with_two_players_flipped_only_reverses():
    """D-11 flipped (`rules.two_player_reverse: reverse`): the direction flips and, with two
    players, the other player is next."""
    rules = load("noris", rules__two_player_reverse="reverse")
    state = position(rules, hands=["red:reverse red:1 red:2", "red:3 red:4"], top="red:5")
    events = act(state, "play red:reverse")
    assert story(rules, events) == [
        ("play", 0, "red:reverse"),
        ("direction", 0, -1),
        ("turn", 1, None),
    ]
    assert state.turn == 1 and state.direction == -1


# -- Draw 2 ---------------------------------------------------------------------------------------
def test_draw2_next_player_draws_two_and_may_not_play():
    """Book 000, "Nimm 2!": the next player takes two cards and may not lay a card this turn."""
    state = position(
        RULES,
        hands=["red:draw2 red:1 red:2", "red:3 blue:1", "green:1 red:4"],
        top="red:5",
        draw="yellow:1 yellow:2",
    )
    events = act(state, "play red:draw2")
    assert story(RULES, events) == [("play", 0, "red:draw2"), ("attack", 1, ("draw", 2))]
    assert legal_texts(state) == ["accept"]  # red:3 matches, but the victim may not lay it
    events = act(state, "accept")
    assert story(RULES, events) == [
        ("draw", 1, "yellow:1"),
        ("draw", 1, "yellow:2"),
        ("turn", 2, None),
    ]
    assert hand(state, 1) == ["blue:1", "red:3", "yellow:1", "yellow:2"]


def test_draw2_answered_by_draw2_stacks_2_4_6():
    """Book 000, "Nimm 2!": a victim holding a Draw 2 lays it and draws nothing; the following
    player must take four, and if they lay one too, the next takes six, and so on."""
    state = position(
        RULES,
        hands=[
            "red:draw2 red:1 red:2",
            "blue:draw2 blue:1 blue:3",
            "green:draw2 green:1 green:3",
            "yellow:1 red:9",
        ],
        top="red:5",
        draw="yellow:2 yellow:3 yellow:4 yellow:5 yellow:6 yellow:7 yellow:8",
    )
    assert story(RULES, act(state, "play red:draw2"))[-1] == ("attack", 1, ("draw", 2))
    assert legal_texts(state) == ["accept", "play blue:draw2"]
    events = act(state, "play blue:draw2")
    assert story(RULES, events) == [("play", 1, "blue:draw2"), ("attack", 2, ("draw", 4))]
    events = act(state, "play green:draw2")
    assert story(RULES, events) == [("play", 2, "green:draw2"), ("attack", 3, ("draw", 6))]
    assert legal_texts(state) == ["accept"]
    events = act(state, "accept")
    assert only(RULES, events, "draw") == [("draw", 3, f"yellow:{k}") for k in range(2, 8)]
    assert story(RULES, events)[-1] == ("turn", 0, None)
    assert state.sizes == [2, 2, 2, 8]
    assert state.pend == 0


def test_draw2_stack_by_a_later_victim_any_colour():
    """Book 000, "Nimm 2!": the answering Draw 2 may be of any colour (the same symbol)."""
    state = position(
        RULES, hands=["red:draw2 red:1", "yellow:draw2 green:draw2 blue:3", "green:1"], top="red:5"
    )
    act(state, "play red:draw2 call")
    assert legal_texts(state) == ["accept", "play green:draw2", "play yellow:draw2"]


def test_draw2_cannot_be_answered_by_a_draw4():
    """Book 000, "Nimm 2!": only the victim's own "Nimm 2"-Karte passes the draw on."""
    state = position(
        RULES, hands=["red:draw2 red:1 red:2", "red:draw4 blue:3", "green:1"], top="red:5"
    )
    act(state, "play red:draw2")
    assert legal_texts(state) == ["accept"]
    with pytest.raises(IllegalAction, match="cannot answer the pending draw 2"):
        act(state, "play red:draw4")


def test_a_draw2_on_a_served_draw2_starts_a_new_count_of_two():
    """Book 000, "Nimm 2!" and "Die Bedeutung der Sonderkarten": once the victim has drawn, a
    Draw 2 laid on the Draw 2 (the same symbol) is a new attack of two, not a stack of four."""
    state = position(
        RULES,
        hands=[
            "red:draw2 red:1 red:2",
            "green:1 green:2",
            "blue:draw2 blue:4 blue:6",
            "yellow:1 yellow:2",
        ],
        top="red:5",
        draw="yellow:3 yellow:4 yellow:5 yellow:6",
    )
    act(state, "play red:draw2")
    act(state, "accept")
    assert state.turn == 2
    events = act(state, "play blue:draw2")
    assert story(RULES, events) == [("play", 2, "blue:draw2"), ("attack", 3, ("draw", 2))]


# -- Draw 4 ---------------------------------------------------------------------------------------
def test_draw4_not_answerable_victim_draws_four_and_loses_the_turn():
    """Book 000, "Nimm 4!": the next player takes four cards and cannot change that with a Draw
    4 of their own; D-12: "Der nächste Spieler ist an der Reihe" — the victim loses the turn."""
    state = position(
        RULES,
        hands=["red:draw4 red:1 red:2", "blue:draw4 red:draw2 red:3", "green:1 green:2"],
        top="red:5",
        draw="yellow:1 yellow:2 yellow:3 yellow:4 yellow:5",
    )
    events = act(state, "play red:draw4")
    assert story(RULES, events) == [("play", 0, "red:draw4"), ("attack", 1, ("draw", 4))]
    assert legal_texts(state) == ["accept"]
    with pytest.raises(IllegalAction, match="cannot answer the pending draw 4"):
        act(state, "play blue:draw4")
    events = act(state, "accept")
    assert story(RULES, events) == [("draw", 1, f"yellow:{k}") for k in range(1, 5)] + [
        ("turn", 2, None)
    ]
    assert state.sizes == [2, 7, 2]
    assert state.turn == 2 and state.phase == S.TURN


def test_draw4_victim_plays_on_when_flipped():
    """D-12 flipped (`ranks.draw4.effects.0.draw.loses_turn: false`): the victim draws four and
    then takes a normal turn."""
    rules = load("noris", ranks__draw4__effects__0__draw__loses_turn=False)
    state = position(
        rules,
        hands=["red:draw4 red:1 red:2", "red:3 blue:1", "green:1 green:2"],
        top="red:5",
        draw="yellow:1 yellow:2 yellow:3 yellow:4 yellow:5",
    )
    act(state, "play red:draw4")
    events = act(state, "accept")
    assert story(rules, events) == [("draw", 1, f"yellow:{k}") for k in range(1, 5)] + [
        ("turn", 1, None)
    ]
    assert state.turn == 1 and state.phase == S.TURN
    assert legal_texts(state) == ["play red:3"]
    events = act(state, "play red:3")
    assert story(rules, events) == [("play", 1, "red:3"), ("turn", 2, None)]


# -- Stop -----------------------------------------------------------------------------------------
def test_stop_skips_the_next_player():
    """Book 000, "STOP": the next player may do nothing at all; they are left out and the player
    after them is next."""
    state = position(
        RULES, hands=["red:stop red:1 red:2", "red:3 red:4", "red:6 red:7"], top="red:5"
    )
    events = act(state, "play red:stop")
    assert story(RULES, events) == [
        ("play", 0, "red:stop"),
        ("skipped", 1, None),
        ("turn", 2, None),
    ]
    assert state.sizes == [2, 2, 2]


def test_specials_hit_the_next_player_in_the_direction_of_play():
    """Book 000, "Die Bedeutung der Sonderkarten": "Eine Sonderkarte wirkt sich immer auf den
    folgenden Spieler aus" — after a Reverse, the following player is the right neighbour."""
    state = position(
        RULES,
        hands=["red:stop red:1 red:2", "red:3 red:4", "red:6 red:7", "red:8 red:9"],
        top="red:5",
        direction=-1,
    )
    events = act(state, "play red:stop")
    assert story(RULES, events) == [
        ("play", 0, "red:stop"),
        ("skipped", 3, None),
        ("turn", 2, None),
    ]
    state = position(
        RULES,
        hands=["red:draw2 red:1 red:2", "red:3 red:4", "red:6 red:7", "red:8 red:9"],
        top="red:5",
        direction=-1,
    )
    events = act(state, "play red:draw2")
    assert story(RULES, events) == [("play", 0, "red:draw2"), ("attack", 3, ("draw", 2))]


def test_stop_with_two_players_gives_the_player_another_turn():
    """Book 000, "STOP": with two players, leaving out the next player brings the turn back."""
    state = position(RULES, hands=["red:stop red:1 red:2", "red:3 red:4"], top="red:5")
    events = act(state, "play red:stop")
    assert story(RULES, events) == [
        ("play", 0, "red:stop"),
        ("skipped", 1, None),
        ("turn", 0, None),
    ]


# -- "mau" ----------------------------------------------------------------------------------------
def test_mau_called_with_the_play():
    """Book 000, ""mau" ansagen": a player who lays the second-to-last card says "mau"; said,
    nothing is owed."""
    state = position(
        RULES, hands=["red:7 red:1", "blue:2 red:2", "green:1"], top="red:5", draw="yellow:3"
    )
    assert legal_texts(state) == ["play red:1", "play red:1 call", "play red:7", "play red:7 call"]
    events = act(state, "play red:7 call")
    assert story(RULES, events) == [("play", 0, "red:7"), ("call", 0, "mau"), ("turn", 1, None)]
    events = act(state, "play red:2")
    assert not only(RULES, events, "penalty", "draw")
    assert state.sizes == [1, 1, 1]


def test_missed_mau_costs_one_card_when_the_next_player_acts():
    """Book 000, ""mau" ansagen": who forgets "mau" takes one card as a penalty (D-6: automatic,
    when the call window closes: the next player acts)."""
    state = position(
        RULES,
        hands=["red:7 red:1", "blue:2 red:2 blue:1", "green:1 green:2"],
        top="red:5",
        draw="yellow:3 yellow:4",
    )
    events = act(state, "play red:7")
    assert story(RULES, events) == [("play", 0, "red:7"), ("turn", 1, None)]
    assert state.sizes[0] == 1  # no penalty yet: a late call is still possible
    assert legal_texts(state, 0) == ["call"]
    events = act(state, "play red:2")
    assert story(RULES, events) == [
        ("missed_call", 0, "mau"),
        ("penalty", 0, 1),
        ("draw", 0, "yellow:3"),
        ("play", 1, "red:2"),
        ("turn", 2, None),
    ]
    assert hand(state, 0) == ["red:1", "yellow:3"]
    assert legal_texts(state, 0) == []


def test_late_mau_before_the_next_player_acts_avoids_the_penalty():
    """D-28: the call may be made with the play or afterwards until the next player acts (book
    000: "Ein Spieler, der seine vorletzte Karte ablegen konnte, muss mau sagen")."""
    state = position(
        RULES,
        hands=["red:7 red:1", "blue:2 red:2 blue:1", "green:1 green:2"],
        top="red:5",
        draw="yellow:3 yellow:4",
    )
    act(state, "play red:7")
    events = act(state, "call", 0)
    assert story(RULES, events) == [("call", 0, "mau")]
    assert state.turn == 1 and state.owed_seat == -1
    events = act(state, "play red:2")
    assert story(RULES, events) == [("play", 1, "red:2"), ("turn", 2, None)]
    assert hand(state, 0) == ["red:1"]


def test_late_mau_after_the_next_player_acted_is_too_late():
    """D-28: once the next player has acted, the window is closed: no late call, the penalty is
    drawn."""
    state = position(
        RULES,
        hands=["red:7 red:1", "blue:2 red:2 blue:1", "green:1 green:2"],
        top="red:5",
        draw="yellow:3 yellow:4",
    )
    act(state, "play red:7")
    act(state, "play red:2")
    with pytest.raises(IllegalAction, match="owes no call"):
        act(state, "call", 0)
    assert state.sizes[0] == 2


def test_mau_window_with_play_only_penalty_is_immediate():
    """D-28 flipped (`calls.window: with_play`): the call can only be made with the play; a
    missed one costs the card at once and no late call is legal."""
    rules = load("noris", calls__window="with_play")
    state = position(
        rules,
        hands=["red:7 red:1", "blue:2 red:2 blue:1", "green:1 green:2"],
        top="red:5",
        draw="yellow:3 yellow:4",
    )
    events = act(state, "play red:7")
    assert story(rules, events) == [
        ("play", 0, "red:7"),
        ("missed_call", 0, "mau"),
        ("penalty", 0, 1),
        ("draw", 0, "yellow:3"),
        ("turn", 1, None),
    ]
    assert legal_texts(state, 0) == []
    with pytest.raises(IllegalAction):
        act(state, "call", 0)
    events = act(state, "play red:2")
    assert story(rules, events) == [("play", 1, "red:2"), ("turn", 2, None)]


def test_mau_due_when_stacking_a_draw2_down_to_one_card():
    """Book 000, ""mau" ansagen": "seine vorletzte Karte ablegen" counts for any card laid,
    also a Draw 2 laid against a Draw 2."""
    state = position(
        RULES,
        hands=["red:draw2 red:1 red:2", "blue:draw2 blue:1", "green:1 green:2"],
        top="red:5",
        draw="yellow:1 yellow:2 yellow:3 yellow:4 yellow:5",
    )
    act(state, "play red:draw2")
    assert legal_texts(state) == ["accept", "play blue:draw2", "play blue:draw2 call"]
    events = act(state, "play blue:draw2 call")
    assert story(RULES, events) == [
        ("play", 1, "blue:draw2"),
        ("call", 1, "mau"),
        ("attack", 2, ("draw", 4)),
    ]


# -- round end and scoring -------------------------------------------------------------------------
def test_last_card_ends_the_round_at_once():
    """Book 000, "Ende des Spieles": who lays the last card has won, and this game is over."""
    state = position(RULES, hands=["red:1", "blue:2 red:9", "green:1 green:7"], top="red:5")
    events = act(state, "play red:1")
    assert story(RULES, events) == [("play", 0, "red:1"), ("round_end", 0, (0, 11, 8))]
    assert state.over and state.winner == 0 and state.phase == S.OVER
    assert state.result == Outcome(0, (0, 11, 8), False)
    assert legal_texts(state) == [] and legal_texts(state, 1) == []


@pytest.mark.parametrize("last", ["red:draw2", "red:draw4", "red:stop", "red:reverse"])
def test_a_special_played_last_is_not_carried_out(last):
    """Book 000, "Ende des Spieles" (digest: "a Draw card played last is not carried out"): the
    game is over at once with the last card; the next player draws nothing."""
    state = position(
        RULES,
        hands=[last, "blue:2 red:9", "green:1 green:7"],
        top="red:5",
        draw="yellow:1 yellow:2 yellow:3 yellow:4",
    )
    events = act(state, f"play {last}")
    assert story(RULES, events) == [("play", 0, last), ("round_end", 0, (0, 11, 8))]
    assert hand(state, 1) == ["blue:2", "red:9"]
    assert state.direction == 1 and len(state.draw) == 4 + 110 - 10


def test_scoring_numbers_face_value_specials_and_wilds_ten():
    """Book 000, "Ende des Spieles": the winner notes 0 points; the others add up their hands,
    numbers at face value, special cards 10."""
    state = position(
        RULES,
        hands=[
            "red:draw2",
            "blue:2 red:9 wild yellow:stop",
            "green:1 green:7 blue:reverse red:draw4",
            "blue:draw2 green:9",
        ],
        top="red:5",
    )
    events = act(state, "play red:draw2")
    assert story(RULES, events)[-1] == ("round_end", 0, (0, 31, 28, 19))
    assert state.result.scores == (0, 31, 28, 19)


# -- dealer, first player, match ------------------------------------------------------------------
def test_first_player_is_left_of_the_dealer():
    """D-9: the player left of the dealer begins (book 000 names no first player)."""
    for dealer in range(4):
        state, events = new_round(RULES, 4, seed=11, dealer=dealer)
        assert state.turn == (dealer + 1) % 4
        assert story(RULES, events)[-1] == ("turn", (dealer + 1) % 4, None)


def test_first_player_flipped_to_the_dealer():
    """D-9 flipped (`rules.first_player: dealer`): the dealer begins."""
    rules = load("noris", rules__first_player="dealer")
    state, events = new_round(rules, 4, seed=11, dealer=2)
    assert state.turn == 2
    assert story(rules, events)[-1] == ("turn", 2, None)


def test_match_dealer_moves_left_each_round_and_left_of_the_dealer_begins():
    """Book 000, "Spielvorbereitung": "Für das folgende Spiel ist dann dessen linker Nachbar an
    der Reihe" — the dealer moves one seat left each round; D-9: left of the dealer begins."""
    match = Match(RULES, 3, seed=5)
    for number, dealer in enumerate([0, 1, 2, 0]):
        assert match.dealer == dealer
        state, events = match.start_round()
        assert state.dealer == dealer
        assert state.turn == (dealer + 1) % 3
        assert [e[1] for e in events if e[0] == EV.DEAL][:3] == [
            (dealer + k) % 3 for k in (1, 2, 3)
        ]
        if number < 3:
            play_out(state, seed=number)
            match.finish_round(state)


def test_match_dealer_rotation_with_dealer_first_flipped():
    """D-9 flipped with the book's dealer rotation: each round the new dealer begins."""
    rules = load("noris", rules__first_player="dealer")
    match = Match(rules, 3, seed=5)
    starters = []
    for number in range(3):
        state, _ = match.start_round()
        starters.append(state.turn)
        play_out(state, seed=number)
        match.finish_round(state)
    assert starters == [0, 1, 2]


def _finished(rules, hands, winner_card):
    """A round ended by seat 0 playing its last card `winner_card` on red:5."""
    state = position(rules, hands=[winner_card, *hands], top="red:5")
    act(state, f"play {winner_card}")
    assert state.over
    return state


def test_match_ends_after_the_agreed_rounds_and_lowest_total_wins():
    """Book 000, "Spielvorbereitung" and "Der Gesamtsieger": the players agree a number of games
    (e.g. 3); when they are played, the points are added up and the lowest total wins."""
    match = Match(RULES, 3, seed=1)
    assert RULES.match_rounds == 3
    rounds = [
        ["red:9", "wild"],  # 0, 9, 10
        ["green:1", "blue:2 blue:3"],  # 0, 1, 5
        ["yellow:stop yellow:1", "green:2"],  # 0, 11, 2
    ]
    for k, hands in enumerate(rounds):
        assert not match.over
        match.finish_round(_finished(RULES, hands, "red:1"))
        assert match.rounds_played == k + 1
    assert match.over
    assert match.history == [(0, 9, 10), (0, 1, 5), (0, 11, 2)]
    assert match.totals == [0, 21, 17]
    assert match.leaders() == [0]


def test_match_lowest_total_wins_not_most_round_wins():
    """Book 000, "Der Gesamtsieger": the lowest total wins, even against a player who won more
    rounds."""
    match = Match(RULES, 2, seed=1)
    # seat 0 wins rounds 1 and 2 by little, seat 1 wins round 3 and seat 0 is left with a lot.
    match.finish_round(_finished(RULES, ["red:2"], "red:1"))
    match.finish_round(_finished(RULES, ["red:3"], "red:1"))
    state = position(RULES, hands=["wild wild wild blue:9", "red:4"], top="red:5", turn=1)
    act(state, "play red:4")
    match.finish_round(state)
    assert match.over
    assert match.wins == [2, 1]
    assert match.totals == [39, 5]
    assert match.leaders() == [1]


# -- the start card -------------------------------------------------------------------------------
def _seed_with_special_start(rules, players=4, needed=1):
    for seed in range(500):
        state, events = new_round(rules, players, seed)
        starts = [e for e in events if e[0] == EV.START_CARD]
        if len(starts) > needed:
            return seed, state, events, starts
    raise AssertionError("no seed with a special start card")


def test_special_start_card_is_slid_under_and_the_next_turned():
    """D-10 (book 004's rule; book 000 is silent): a special or wild start card is slid under
    the discard pile and the next card turned, until a number card shows."""
    seed, state, events, starts = _seed_with_special_start(RULES, needed=2)
    slid = [e[2] for e in starts if e[3]]
    final = [e[2] for e in starts if not e[3]]
    assert len(slid) >= 2 and len(final) == 1
    assert [e[3] for e in starts] == [True] * len(slid) + [False]
    assert all(RULES.type_special[t] for t in slid)
    assert not RULES.type_special[final[0]]
    assert RULES.type_rank[final[0]] < 9  # one of the number ranks 1-9
    assert state.top == final[0] and state.discard[-1] == final[0]
    assert sorted(state.discard[:-1]) == sorted(slid)  # under the top card
    assert state.colour == RULES.type_colour[final[0]]
    assert state.phase == S.TURN and state.turn == 1 and state.direction == 1
    assert state.card_count() == 110


def test_special_start_card_kept_when_flipped_has_no_effect():
    """D-10 flipped (`rules.start_card: keep`): the turned card stays on top, without effect:
    the first player is not attacked, skipped or reversed."""
    keep = load("noris", rules__start_card="keep")
    for seed in range(500):
        state, events = new_round(keep, 4, seed)
        if keep.card_to_text(state.top).endswith(("draw2", "draw4")):
            break
    starts = [e for e in events if e[0] == EV.START_CARD]
    assert starts == [(EV.START_CARD, -1, state.top, False)]
    assert state.phase == S.TURN and state.turn == 1 and state.pend == 0
    assert state.sizes == [5, 5, 5, 5]
    assert "accept" not in legal_texts(state)


def test_two_to_eight_players():
    """D-1: the book gives no player count; noris is for 2 to 8 players."""
    assert (RULES.min_players, RULES.max_players) == (2, 8)
    for players in (2, 8):
        state, _ = new_round(RULES, players, seed=1)
        assert state.sizes == [5] * players
    for players in (1, 9):
        with pytest.raises(ValueError, match="2-8 players"):
            new_round(RULES, players, seed=1)
