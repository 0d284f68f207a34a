"""Scenario tests for Crazy Eights (rulesets/library/crazy_eights.yaml), one per rule of its
sources (random rounds: tests/library/test_library.py).

Sources, as in the file's header: CE1 "How to play crazy eights the card game" (webcasty.com,
the whole rules text), CE2 "Gamehelpcrazyeights" (Board Game Arena, "Basic play"), CE5 "Crazy
eights" (Conservapedia), CE7 "crazy eights" (Encyclopaedia Britannica), CE8 "Crazy Eights"
(catsatcards.com, its variations).
"""

from __future__ import annotations

import pytest

from game.engine import IllegalAction, new_round
from game.engine import state as S
from game.engine.match import Match
from game.engine.notation import position
from game.engine.rules import Rules
from tests.helpers import act, colour, legal_texts, load
from tests.rules.scenario import hand, only

PATH = "rulesets/library/crazy_eights.yaml"


def _rules(**overrides: object) -> Rules:
    return load(PATH, **overrides)


@pytest.mark.parametrize(("players", "cards"), [(2, 7), (3, 5), (4, 5)])
def test_seven_cards_for_two_five_for_three_or_four(players: int, cards: int) -> None:
    """CE1: "Deal seven cards to each player if two are playing; deal five cards to each if
    three or four are playing." The rest is the stock under one card turned up."""
    state, _ = new_round(_rules(), players, seed=7)
    assert state.sizes == [cards] * players
    assert len(state.draw) + len(state.discard) == 52 - players * cards


def test_a_start_eight_is_buried() -> None:
    """CE7 (Britannica, "crazy eights"): the top card is turned up to start the discard pile;
    "If this card is an 8, it is 'buried' in the stock". The 8 is put away and the next card
    is turned up (here it goes under the discard pile, which is the stock after a reshuffle)."""
    rules = _rules()
    eight = rules.card_from_text("hearts:8")
    deck = [t for t in rules.decks[3] if t != eight]
    dealt = rules.hand_sizes[3] * 3
    order = deck[:-dealt] + [eight] + deck[-dealt:]
    state, events = new_round(rules, 3, 1, dealer=2, order=order)
    assert rules.card_to_text(state.top) != "hearts:8"
    assert state.discard[0] == eight and eight not in state.draw
    assert any(e[0] == 3 and e[2] == eight and e[3] for e in events)  # START_CARD, slid under


def test_a_card_matches_by_suit_or_rank() -> None:
    """CE1: "discards a card that matches either the suit or the rank of the top card [...] if
    the top card is the 7 of spades, you can discard any spade or any 7 on top of it." On
    spades:7, the spade and the 7 go; the other cards do not."""
    state = position(
        _rules(),
        hands=["spades:king hearts:7 hearts:queen diamonds:2", "clubs:3 clubs:4"],
        top="spades:7",
    )
    assert legal_texts(state) == ["play hearts:7", "play spades:king"]
    with pytest.raises(IllegalAction):
        act(state, "play hearts:queen")


def test_an_eight_goes_on_anything_and_names_the_suit() -> None:
    """CE1: "You can also discard an 8 of any suit and name the suit you wish it to be." CE2: the
    next player "must then follow the named suit or play another 8". Anna plays clubs:8 on
    hearts:5 naming diamonds: Ben may play a diamond or an 8, not his heart."""
    rules = _rules()
    state = position(
        rules,
        hands=["clubs:8 spades:2", "hearts:9 diamonds:jack spades:8", "clubs:3"],
        top="hearts:5",
    )
    events = act(state, "play clubs:8 colour=diamonds")
    assert only(rules, events, "play", "colour") == [
        ("play", 0, "clubs:8"),
        ("colour", 0, "diamonds"),
    ]
    assert colour(state) == "diamonds" and state.turn == 1
    assert [t.split(" colour=")[0] for t in legal_texts(state)] == ["play diamonds:jack"] + [
        "play spades:8"
    ] * 4


def test_an_eight_is_never_obliged() -> None:
    """CE1: "(you are not obliged to use an 8)": a player holding a card that fits may keep the
    8 for later, or play it."""
    state = position(_rules(), hands=["clubs:8 hearts:4", "clubs:3"], top="hearts:5")
    texts = legal_texts(state)
    assert "play hearts:4" in texts and "play clubs:8 colour=spades" in texts


def test_who_cannot_play_draws_until_a_card_fits_and_plays_it() -> None:
    """CE1: "If you don't have a proper card to discard [...] you must draw from the stockpile
    until you come to a card you can play." Anna holds nothing for spades:7; the stock holds
    hearts:2, diamonds:queen, then spades:10: she draws all three in one go, and the spade
    must be played (CE2: "until a play can be made")."""
    rules = _rules()
    state = position(
        rules,
        hands=["hearts:3 diamonds:4", "clubs:2 clubs:5"],
        top="spades:7",
        draw="hearts:2 diamonds:queen spades:10",
    )
    assert legal_texts(state) == ["draw"]
    events = act(state, "draw")
    assert only(rules, events, "draw") == [
        ("draw", 0, "hearts:2"),
        ("draw", 0, "diamonds:queen"),
        ("draw", 0, "spades:10"),
    ]
    assert legal_texts(state) == ["play spades:10"]  # no pass: it must be played
    act(state, "play spades:10")
    assert state.turn == 1 and hand(state, 0) == [
        "diamonds:4",
        "diamonds:queen",
        "hearts:2",
        "hearts:3",
    ]


def test_no_drawing_while_a_card_fits() -> None:
    """CE1: the draw is for whoever does not "have a proper card to discard": holding one, the
    player plays (draw is no legal action)."""
    state = position(_rules(), hands=["spades:3 diamonds:4", "clubs:2"], top="spades:7")
    assert legal_texts(state) == ["play spades:3"]


def test_the_stock_runs_out_and_the_player_passes() -> None:
    """CE2: the player draws "until a play can be made, or until the stock pile is exhausted.
    If the player cannot play when the stock pile is exhausted, that player must pass the turn
    to the player on the left." The stock holds two cards that do not fit and nothing lies
    under the top card to reshuffle: Anna keeps both and Ben plays."""
    rules = _rules()
    state = position(
        rules,
        hands=["hearts:3", "clubs:2", "clubs:4"],
        top="spades:7",
        draw="hearts:2 diamonds:queen",
        rest="none",
    )
    events = act(state, "draw")
    assert only(rules, events, "draw") == [("draw", 0, "hearts:2"), ("draw", 0, "diamonds:queen")]
    assert state.turn == 1 and state.phase == S.TURN and len(hand(state, 0)) == 3


def test_house_rule_hoyle_no_reshuffle_whoever_cannot_play_passes() -> None:
    """D-116. CE9 (Hoyle Official Book of Games, "Crazy Eights"): "When all the cards are gone
    from the draw pile, players must pass if they cannot play a card." The stock is empty and the
    played cards lie under spades:7: Anna cannot play, nothing is reshuffled, Ben plays next."""
    rules = _rules(rules__reshuffle="none")
    state = position(
        rules, hands=["hearts:3", "clubs:2", "clubs:4"], top="spades:7", rest="discard"
    )
    under = len(state.discard)
    events = act(state, "draw")
    assert not only(rules, events, "reshuffle") and not only(rules, events, "draw")
    assert state.turn == 1 and len(hand(state, 0)) == 1 and len(state.discard) == under


def test_the_discards_but_the_top_are_reshuffled() -> None:
    """CE2: "If the stock pile runs out, all played cards except for the top one are reshuffled
    to form a new stock." The stock is empty, the played cards lie under spades:7: Anna must
    draw, they become the stock, and spades:7 stays on top."""
    rules = _rules()
    state = position(rules, hands=["hearts:3", "clubs:2"], top="spades:7", rest="discard")
    under = len(state.discard) - 1
    events = act(state, "draw")
    assert only(rules, events, "reshuffle")[0][2] == under
    assert rules.card_to_text(state.top) == "spades:7" and len(state.discard) >= 1


def test_the_player_left_of_the_dealer_begins() -> None:
    """CE2: players discard "starting with the player left of the dealer", and the turn passes
    "to the player on the left"."""
    rules = _rules()
    state, _ = new_round(rules, 4, seed=3, dealer=1)
    assert state.turn == 2 and state.direction == 1


def test_the_winner_collects_the_others_cards() -> None:
    """CE1: "The first player to discard his or her last card gets points for all the cards
    remaining in the other players' hands. Each 8 counts 50, each face card 10, and each ace
    1. Other cards score at face value." Anna goes out; Ben holds an 8 and a King (60), Cleo an
    ace, a 7 and a Jack (18): Anna scores 78, the others nothing."""
    rules = _rules()
    state = position(
        rules,
        hands=["hearts:9", "spades:8 diamonds:king", "clubs:ace clubs:7 spades:jack"],
        top="hearts:10",
    )
    events = act(state, "play hearts:9")
    assert state.over
    assert only(rules, events, "round_end") == [("round_end", 0, (78, 0, 0))]


def test_a_game_is_one_hundred_points() -> None:
    """CE1: "A game is 100 points": the match ends when a player's total reaches 100, and that
    player, the highest, wins it. Anna has 90 and collects 12 more."""
    rules = _rules()
    match = Match(rules, 2, seed=1, totals=[90, 40], wins=[1, 1])
    assert not match.over
    state = position(rules, hands=["hearts:9", "spades:queen clubs:2"], top="hearts:10")
    act(state, "play hearts:9")
    match.finish_round(state)
    assert match.totals == [102, 40] and match.over and match.leaders() == [0]


# -- house rules --------------------------------------------------------------------------------
def test_house_rule_drawing_while_able() -> None:
    """D-101. CE2: "A player may draw from the stock pile at any time, even when holding one or
    more playable cards." """
    state = position(
        _rules(rules__draw_when_able=True), hands=["spades:3", "clubs:2"], top="spades:7"
    )
    assert legal_texts(state) == ["draw", "play spades:3"]


def test_house_rule_the_empty_stock_ends_the_round() -> None:
    """D-102. CE2: "If the players run out of cards in the deck, the player with the lowest
    point score in their hand scores the difference between that hand and each opponent's
    hand." Nothing reshuffled: Anna must draw from the empty stock and the round ends; Ben's 3
    is the lowest hand and collects 1 from Anna (4) and 47 from Cleo (an 8)."""
    rules = _rules(rules__empty_stock="end_round", rules__reshuffle="none")
    state = position(
        rules, hands=["hearts:4", "clubs:3", "diamonds:8"], top="spades:7", rest="discard"
    )
    events = act(state, "draw")
    assert state.over and state.result is not None and state.result.blocked
    assert only(rules, events, "round_end") == [("round_end", 1, (0, 48, 0))]


def test_house_rule_only_one_card_drawn() -> None:
    """D-103. CE5 (Conservapedia): "Some players play so that a player only draws one card."
    Anna draws hearts:2, which does not fit, and her turn ends."""
    rules = _rules(rules__draw__until="one")
    state = position(
        rules, hands=["hearts:3", "clubs:2"], top="spades:7", draw="hearts:2 spades:10"
    )
    events = act(state, "draw")
    assert only(rules, events, "draw") == [("draw", 0, "hearts:2")]
    assert state.turn == 1


def test_house_rule_twos_draw_two_and_stack() -> None:
    """D-104. CE8 (catsatcards.com, "Twos"): "when any Deuce (two) is played, the next player
    must draw two cards from the top of the stock and also miss their next turn", unless they
    "play the two, thus avoiding the penalty", when the next "must draw four cards"."""
    rules = _rules(
        ranks__2__effects=[{"draw": {"count": 2, "stack_with": ["2"], "loses_turn": True}}]
    )
    state = position(
        rules,
        hands=["hearts:2 clubs:9", "spades:2 clubs:10", "diamonds:king diamonds:3"],
        top="hearts:5",
    )
    act(state, "play hearts:2")
    act(state, "play spades:2")
    assert legal_texts(state) == ["accept"]  # no two left to pass it on
    events = act(state, "accept")
    assert len(only(rules, events, "draw")) == 4 and state.turn == 0
