"""Market, the Nigerian shape-card game (rulesets/library/market.yaml), as its source prints it.

Sources: W1 "WHOT! Game Rules", whotlive.com (the cards' effects, the deal, the scoring); W7
"Whot!", Wikipedia, section "Deck" (the 54 cards); W9 "The Original British Favourite – WHOT!",
toptrumps.com (drawing and the empty stock, where W1 is silent); the house rules from
whotguide.com. The players are Anna (seat 0), Ben (1), Clara (2) and Dora (3).
"""

from __future__ import annotations

from collections import Counter

import pytest

from game.engine import new_round
from game.engine.notation import position
from game.engine.state import ATTACK, TURN
from tests.engine.checks import play_checked
from tests.helpers import act, draws, legal_texts, load
from tests.rules.scenario import hand, only, story

MARKET = "market"


def market(**overrides):
    return load(MARKET, **overrides)


def test_the_deck_is_the_54_cards_of_the_shape_pack():
    """W7 "Whot!", Wikipedia, "Deck": "A standard Whot deck contains 54 cards from 5 suits";
    circles and triangles 1-5, 7, 8, 10-14; crosses and squares 1, 2, 3, 5, 7, 10, 11, 13, 14;
    stars 1-5, 7, 8; "5 "Whot" cards numbered 20"."""
    rules = market()
    counts = rules.decks_counts[2]
    deck = Counter({rules.card_to_text(t): k for t, k in enumerate(counts) if k})
    assert sum(deck.values()) == 54
    assert deck["twenty"] == 5
    numbers = {
        shape: sorted(int(c.split(":")[1]) for c in deck if c.startswith(shape + ":"))
        for shape in ("circles", "triangles", "crosses", "squares", "stars")
    }
    full = [1, 2, 3, 4, 5, 7, 8, 10, 11, 12, 13, 14]
    gapped = [1, 2, 3, 5, 7, 10, 11, 13, 14]
    assert numbers == {
        "circles": full,
        "triangles": full,
        "crosses": gapped,
        "squares": gapped,
        "stars": [1, 2, 3, 4, 5, 7, 8],
    }


def test_five_cards_each_and_a_call_card():
    """W1 "Game Setup": "The dealer deals 5 cards to each player, and the remaining deck is
    placed face down as the draw pile"; "The dealer flips the top card from the draw pile to
    begin the discard pile." Eight players: 40 dealt, 13 in the stock after the call card."""
    state, _ = new_round(market(), 8, seed=3)
    assert state.sizes == [5] * 8
    assert len(state.draw) + len(state.discard) == 54 - 40


def test_a_special_start_card_is_slid_under():
    """W1 "Game Setup" 2 turns up the call card and says nothing of a special one: the house
    difference slides it under and turns the next, so nobody is hit before the first play.
    Over 40 deals the call card is always plain, and some deals turned a special one first."""
    rules = market()
    slid = 0
    for seed in range(40):
        state, events = new_round(rules, 4, seed)
        turned = [e for e in story(rules, events) if e[0] == "start_card"]
        slid += len(turned) > 1
        top = rules.card_to_text(state.top)
        assert top != "twenty" and top.split(":")[1] not in {"1", "2", "5", "8", "14"}
    assert slid > 0


def test_a_card_matches_by_shape_or_by_number():
    """W9 toptrumps.com "PLAY": the card must match "the SYMBOL on the call card", "the NUMBER
    of the card", or be a WHOT! card. On circles:7 Anna may play circles:3 or crosses:7 or the
    20, never squares:3."""
    state = position(
        market(), hands=["circles:3 crosses:7 squares:3 twenty", "stars:4"], top="circles:7"
    )
    plays = {t.split(" ")[1] for t in legal_texts(state) if t.startswith("play")}
    assert plays == {"circles:3", "crosses:7", "twenty"}


def test_hold_on_gives_the_player_another_turn():
    """W1 "Special Action Cards": "1 HOLD ON: The current player gets another turn." Anna
    plays circles:1 and plays again: circles:4."""
    state = position(
        market(), hands=["circles:1 circles:4 stars:3", "stars:4", "stars:5"], top="circles:7"
    )
    events = act(state, "play circles:1")
    assert (state.phase, state.turn) == (TURN, 0)
    assert only(state.rules, events, "turn") == [("turn", 0, None)]
    act(state, "play circles:4")
    assert state.turn == 1


def test_pick_two_stacks_with_twos_only():
    """W1 "2 PICK TWO": "The next player must either play another two or draw two cards from
    the stock instead. If two or more consecutive players play twos, the first player who does
    not play a two must draw two cards for each consecutive two that was played." Anna's 2,
    Ben's 2: Clara, holding a 5 but no 2, must draw four."""
    state = position(
        market(),
        hands=[
            "circles:2 stars:3",
            "triangles:2 stars:4",
            "circles:5 squares:7",
            "stars:7 stars:8",
        ],
        top="circles:10",
    )
    act(state, "play circles:2")
    assert (state.phase, state.turn, state.pend) == (ATTACK, 1, 2)
    act(state, "play triangles:2")
    assert (state.phase, state.turn, state.pend) == (ATTACK, 2, 4)
    assert legal_texts(state) == ["accept"]
    act(state, "accept")
    assert len(state.hand(2)) == 6


def test_after_the_draw_the_next_player_plays_any_legal_card():
    """W1 "2 PICK TWO": "After cards have been drawn for the two(s), the next player can play
    any legal card." Ben draws two and his turn is over; Clara plays to the 2 as to any card."""
    state = position(
        market(),
        hands=["circles:2 stars:3", "stars:4 stars:5", "circles:11 squares:7", "stars:7"],
        top="circles:10",
    )
    act(state, "play circles:2")
    events = act(state, "accept")
    assert [e[0] for e in story(state.rules, events)].count("draw") == 2
    assert (state.phase, state.turn) == (TURN, 2)
    assert "play circles:11" in legal_texts(state)


def test_pick_three_stacks_with_fives_only():
    """W1 "5 PICK THREE": "The next player must either play another five or draw three cards
    from the stock." Anna's 5: Ben holds a 2 but no 5 and draws three; with a 5 he passes six
    on to Clara."""
    rules = market()
    state = position(
        rules, hands=["circles:5 stars:3", "circles:2 stars:4", "stars:7"], top="circles:10"
    )
    act(state, "play circles:5")
    assert (state.phase, state.pend) == (ATTACK, 3)
    assert legal_texts(state) == ["accept"]
    act(state, "accept")
    assert len(state.hand(1)) == 5 and state.turn == 2
    state = position(
        rules, hands=["circles:5 stars:3", "stars:5 stars:4", "stars:7"], top="circles:10"
    )
    act(state, "play circles:5")
    act(state, "play stars:5")
    assert (state.phase, state.turn, state.pend) == (ATTACK, 2, 6)


def test_suspension_makes_the_next_player_miss_a_turn():
    """W1 "8 SUSPENSION: The next player misses a turn." Anna's 8 passes Ben over: Clara plays."""
    state = position(
        market(), hands=["circles:8 stars:3", "circles:4", "circles:7", "stars:7"], top="circles:10"
    )
    events = act(state, "play circles:8")
    assert only(state.rules, events, "skip", "turn")[-1] == ("turn", 2, None)
    assert state.sizes[1] == 1


def test_general_market_makes_everyone_else_draw_one():
    """W1 "14 GENERAL MARKET: All players except the person who played the 14 must immediately
    draw one card from the stock." Ben, Clara and Dora draw one each; W1 does not say who plays
    next: Ben, as after any card."""
    state = position(
        market(),
        hands=["circles:14 stars:3", "stars:4", "stars:5", "stars:7"],
        top="circles:10",
        draw="squares:3 squares:5 squares:7",
    )
    events = act(state, "play circles:14")
    assert [(k, s) for k, s, _ in only(state.rules, events, "draw", "turn")] == [
        ("draw", 1),
        ("draw", 2),
        ("draw", 3),
        ("turn", 1),
    ]
    assert state.sizes == [1, 2, 2, 2]


def test_the_twenty_cancels_a_waiting_pick_and_names_a_shape():
    """W1 "whot": "Playing a Whot card cancels any active Pick Two or Pick Three draw effects.
    the player must name a suit." Anna's 5 waits on Ben (three cards); Ben's 20 cancels it
    and names stars; nobody draws, Clara plays to stars."""
    state = position(
        market(),
        hands=["circles:5 stars:3", "twenty stars:4", "stars:7 circles:4", "stars:8"],
        top="circles:10",
    )
    act(state, "play circles:5")
    sizes = state.sizes[:]
    events = act(state, "play twenty colour=stars")
    assert only(state.rules, events, "attack_cancelled", "colour") == [
        ("attack_cancelled", 1, "draw"),
        ("colour", 1, "stars"),
    ]
    assert state.sizes == [sizes[0], sizes[1] - 1, sizes[2], sizes[3]]
    assert (state.phase, state.turn) == (TURN, 2)
    assert legal_texts(state) == ["play stars:7"]


def test_the_twenty_goes_on_anything_and_names_a_shape():
    """W1 "whot": "the player must name a suit"; W9 "WHOT! CARDS": "A WHOT! card can be played
    on top of another WHOT! card". Anna plays a 20 on circles:10 naming crosses, Ben his 20 on
    it naming squares."""
    state = position(
        market(), hands=["twenty stars:3", "twenty stars:4", "squares:7"], top="circles:10"
    )
    act(state, "play twenty colour=crosses")
    assert "play twenty colour=squares" in legal_texts(state)
    act(state, "play twenty colour=squares")
    assert state.rules.colour_name(state.colour) == "squares"


def test_stars_score_double():
    """W1 "Game Components": "Star cards are scored double points during scoring"; "Scoring":
    the remaining players score "based on the cards left in their hands". Anna goes out; Ben
    holds stars:5 and circles:5: 10 + 5 = 15. Clara's 20 counts 20."""
    state = position(market(), hands=["circles:3", "stars:5 circles:5", "twenty"], top="circles:10")
    events = act(state, "play circles:3")
    assert only(state.rules, events, "round_end") == [("round_end", 0, (0, 15, 20))]


def test_a_drawn_card_ends_the_turn():
    """W9 "UNABLE TO PLAY": "they must take the top card from the draw pile and add it to their
    hand. The player's turn then ends – they cannot play it on the same turn." Anna draws
    circles:4, which would fit: Ben plays next."""
    state = position(market(), hands=["stars:3", "stars:4"], top="circles:10", draw="circles:4")
    act(state, "draw")
    assert hand(state, 0) == ["circles:4", "stars:3"]
    assert (state.phase, state.turn) == (TURN, 1)


def test_only_a_player_who_cannot_play_draws():
    """W5 whotguide.com "Whot Rules", "Quick Answer": "If a player has no valid card, they draw
    from the market." Anna holds circles:3, which fits: she must play it."""
    state = position(market(), hands=["circles:3 stars:7", "stars:4"], top="circles:10")
    assert legal_texts(state) == ["play circles:3"]


# -- house rules ------------------------------------------------------------------------------
def test_house_rule_drawing_instead_of_playing():
    """D-146, W9 toptrumps.com "PICK UP A CARD": "Players do not have to play a card even when
    they are able to – however, they must still pick up a card from the draw pile." Anna
    holds circles:3 and may draw all the same."""
    state = position(
        market(rules__draw_when_able=True), hands=["circles:3", "stars:4"], top="circles:10"
    )
    assert legal_texts(state) == ["draw", "play circles:3"]


def test_house_rule_no_stacking():
    """D-141, whotguide.com "Whot Special Cards Explained", "Pick Two": "others make the next
    player pick immediately". Ben holds a 2 and must still pick two (or cancel with a 20)."""
    state = position(
        market(ranks__2__effects__0__draw__stack_with=[]),
        hands=["circles:2 stars:3", "triangles:2 stars:4", "stars:7"],
        top="circles:10",
    )
    act(state, "play circles:2")
    assert legal_texts(state) == ["accept"]


def test_house_rule_pick_five():
    """D-142, whotguide.com "Pick Three or Pick Five": "some Nigerian tables call it Pick
    Five". Ben picks five."""
    state = position(
        market(ranks__5__effects__0__draw__count=5),
        hands=["circles:5 stars:3", "stars:4", "stars:7"],
        top="circles:10",
    )
    act(state, "play circles:5")
    act(state, "accept")
    assert state.sizes[1] == 6


def test_house_rule_draw_until_a_card_fits():
    """D-143, toptrumps.com "How to play WHOT! card game": "they must draw from the deck until
    they find a playable card". Anna draws stars:4, stars:5, then circles:4, and stops."""
    state = position(
        market(rules__draw__until="fits"),
        hands=["stars:3", "stars:7"],
        top="circles:10",
        draw="stars:4 stars:5 circles:4 squares:3",
    )
    act(state, "draw")
    assert hand(state, 0) == ["circles:4", "stars:3", "stars:4", "stars:5"]


def test_house_rule_last_card_call():
    """D-144, whotguide.com "Whot Rules": "Call last card when the table requires it". Anna
    leaves one card without the call and picks one from the market."""
    rules = market(
        calls__list=[{"id": "last_card", "cards_left": 1, "penalty": 1}],
    )
    state = position(rules, hands=["circles:3 stars:4", "stars:5", "stars:7"], top="circles:10")
    assert "play circles:3 call" in legal_texts(state)
    act(state, "play circles:3")
    act(state, "draw", 1)
    assert state.sizes[0] == 2


# -- random rounds ----------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 4, 8])
def test_random_rounds_with_the_house_rules_keep_the_invariants(players):
    """Random rounds at 2, 4 and 8 seats with the house rules on (tests/library/test_library.py
    plays the book's) keep the engine's invariants (cards conserved, every action legal, the
    replay agrees) and end."""
    for seed in range(draws(6, quick=2)):
        play_checked(market(**ALL_HOUSE_RULES), players, seed, forget_calls=0.3, strict=True)


# Every house rule but D-146: random players who may draw at will (drawing instead of playing)
# make rounds of tens of thousands of moves, which only slows the check.
ALL_HOUSE_RULES = {
    "ranks__2__effects__0__draw__stack_with": [],
    "ranks__5__effects__0__draw__stack_with": [],
    "ranks__5__effects__0__draw__count": 5,
    "rules__draw__until": "fits",
    "calls__list": [{"id": "last_card", "cards_left": 1, "penalty": 1}],
}
