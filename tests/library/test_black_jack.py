"""Black Jack, the British shedding game (rulesets/library/black_jack.yaml), as its source
prints it.

Sources: B1 "Black Jack (card game)", Wikipedia c. 2007 (mirrored at the-uncensored-wiki.com);
B2 "Black Jack Game", blackjackdoc.com, which retells it where B1's stored copy ends; the house
rules from B3 (onlineblackjack21.net), B8 (jwandevivre.com) and B9 (an essay, "British Black
Jack"). The players are Anna (seat 0), Ben (1), Clara (2) and Dora (3).
"""

from __future__ import annotations

import pytest

from game.engine import new_round
from game.engine.notation import position
from game.engine.state import ATTACK, GROUP, TURN
from tests.engine.checks import play_checked
from tests.helpers import act, colour, draws, legal_texts, load
from tests.rules.scenario import hand, only, story

BLACK_JACK = "black_jack"


def black_jack(**overrides):
    return load(BLACK_JACK, **overrides)


def plays(state) -> set[str]:
    return {t.split(" ")[1] for t in legal_texts(state) if t.startswith("play")}


def test_seven_cards_each():
    """B1 "Dealing": "The dealer deals each player 7 cards, places a single card face-up on the
    table and the remainder in a pile face-down"; infobox "Players 2-5", "Deck 52"."""
    rules = black_jack()
    assert (rules.min_players, rules.max_players) == (2, 5)
    state, _ = new_round(rules, 5, seed=2)
    assert state.sizes == [7] * 5
    assert len(state.draw) + len(state.discard) == 52 - 35


def test_the_turned_up_card_only_sets_what_to_play_to():
    """B8 "To Start": "The card that was turned over in the set up is what the player must play
    to." A black Jack turned up makes nobody pick up: the first player plays to spades."""
    rules = black_jack()
    for seed in range(200):
        state, events = new_round(rules, 3, seed)
        if rules.card_to_text(state.top) == "spades:black_jack":
            break
    else:
        pytest.fail("no deal turned up the Jack of spades")
    assert [e for e in story(rules, events) if e[0] == "start_card"] == [
        ("start_card", -1, "spades:black_jack")
    ]
    assert state.phase == TURN and state.pend == 0
    assert colour(state) == "spades"


def test_a_card_matches_by_rank_or_suit():
    """B1 "Player turns": "A card can only be placed on the stack if it matches either the rank
    or suit of the top card." On hearts:9 Anna may play hearts:4 or clubs:9, not clubs:4."""
    state = position(black_jack(), hands=["hearts:4 clubs:9 clubs:4", "spades:5"], top="hearts:9")
    assert plays(state) == {"hearts:4", "clubs:9"}


def test_who_cannot_play_draws_one_and_the_turn_ends():
    """B1 "Player turns": "If a player cannot take their turn, they take the top card from the
    face-down stack"; B2: "pick up a card from the remaining deck and skip the turn". Anna
    draws hearts:4, which fits, and Ben plays next."""
    state = position(
        black_jack(), hands=["clubs:4 clubs:5", "spades:5"], top="hearts:9", draw="hearts:4"
    )
    assert legal_texts(state) == ["draw"]
    act(state, "draw")
    assert "hearts:4" in hand(state, 0)
    assert (state.phase, state.turn) == (TURN, 1)


def test_several_cards_of_a_rank_at_once():
    """B2 "Black Jack Rules": "if the player holds two or more cards of the same rank he can
    place all these cards onto the stack at once"; B3's example: on the 7 of hearts, "a ten of
    hearts and a ten of spades" — the first matches, the last is the new top. (A 6 here: the
    Ten reverses.)"""
    state = position(
        black_jack(),
        hands=["hearts:6 spades:6 diamonds:6 clubs:king", "spades:5", "clubs:3"],
        top="hearts:3",
    )
    assert plays(state) == {"hearts:6"}  # spades:6 does not match hearts:3
    act(state, "play hearts:6")
    assert state.phase == GROUP and plays(state) == {"spades:6", "diamonds:6"}
    act(state, "play spades:6")
    act(state, "play diamonds:6")
    assert (state.turn, colour(state)) == (1, "diamonds")


def test_the_ace_names_a_suit():
    """B1 "Magic cards": "The player playing an ace nominates a new suit, which the next play
    must follow"; B8 "The Rules": "An ace can be placed on a card of any suite"; B2: "an Ace or
    several Aces" call one new suit. Anna lays two Aces on clubs:9; the last one's suit, diamonds,
    is the one called."""
    state = position(
        black_jack(),
        hands=["hearts:ace spades:ace clubs:3", "diamonds:5 clubs:6", "clubs:4"],
        top="clubs:9",
    )
    assert "hearts:ace" in plays(state)
    act(state, "play hearts:ace colour=hearts")
    events = act(state, "play spades:ace colour=diamonds call")
    assert only(state.rules, events, "colour") == [("colour", 0, "diamonds")]
    assert state.turn == 1 and plays(state) == {"diamonds:5"}


def test_twos_stack_and_the_first_without_a_two_picks_up():
    """B1 "Magic cards", Two: "The next player is forced to pick up two cards unless he is able
    to lay another two, in which case the player after must pick up four cards." Anna's 2, Ben's
    2: Clara picks up four and her turn is over."""
    state = position(
        black_jack(),
        hands=["hearts:2 clubs:3", "spades:2 clubs:4", "hearts:5 clubs:5", "clubs:7"],
        top="hearts:9",
    )
    act(state, "play hearts:2")
    assert (state.phase, state.turn, state.pend) == (ATTACK, 1, 2)
    act(state, "play spades:2")
    assert (state.phase, state.turn, state.pend) == (ATTACK, 2, 4)
    assert legal_texts(state) == ["accept"]
    act(state, "accept")
    assert (len(state.hand(2)), state.turn) == (6, 3)


def test_a_seven_lets_its_suit_follow():
    """B1 "Magic cards", Seven: "The player may lay any or all cards from his hand which are of
    the same suit as the 7 just laid." Anna lays hearts:7, hearts:king, hearts:9 (any order,
    or stops when she likes); spades:4 may not follow."""
    state = position(
        black_jack(),
        hands=["hearts:7 hearts:king hearts:9 spades:4", "clubs:5", "clubs:6"],
        top="hearts:3",
    )
    act(state, "play hearts:7")
    assert plays(state) == {"hearts:king", "hearts:9"}
    act(state, "play hearts:king")
    assert "end" in legal_texts(state) and plays(state) == {"hearts:9"}
    act(state, "play hearts:9")
    assert (state.turn, hand(state, 0)) == (1, ["spades:4"])


def test_an_eight_skips_the_next_player():
    """B2 "Magic Cards", Eight: "the next player must skip the turn"; with two Eights laid at
    once each counts (B4: "two eights makes two miss a go"). One Eight: Ben misses his turn;
    two: Ben and Clara do."""
    rules = black_jack()
    state = position(
        rules, hands=["hearts:8 clubs:3", "clubs:5", "clubs:6", "clubs:9"], top="hearts:3"
    )
    events = act(state, "play hearts:8")
    assert only(rules, events, "skipped", "turn") == [("skipped", 1, None), ("turn", 2, None)]
    state = position(
        rules,
        hands=["hearts:8 spades:8 clubs:3 clubs:4", "clubs:5", "clubs:6", "clubs:9"],
        top="hearts:3",
    )
    act(state, "play hearts:8")
    events = act(state, "play spades:8")
    assert only(rules, events, "skipped", "turn") == [
        ("skipped", 1, None),
        ("skipped", 2, None),
        ("turn", 3, None),
    ]


def test_a_ten_reverses_the_direction():
    """B1 "Magic cards", Ten: "The direction of play is reversed." Anna's Ten: Dora plays
    next, not Ben."""
    state = position(
        black_jack(), hands=["hearts:10 clubs:3", "clubs:5", "clubs:6", "clubs:9"], top="hearts:3"
    )
    act(state, "play hearts:10")
    assert (state.turn, state.direction) == (3, -1)


def test_the_black_jack_makes_the_next_player_pick_up_seven():
    """B1 "Magic cards", Jack: "A black Jack causes the next player to pick up seven cards".
    Ben holds no Jack: he picks up seven and his turn is over."""
    state = position(
        black_jack(),
        hands=["spades:black_jack clubs:3", "spades:5 clubs:6", "clubs:9"],
        top="spades:3",
    )
    act(state, "play spades:black_jack")
    assert (state.phase, state.turn, state.pend) == (ATTACK, 1, 7)
    act(state, "accept")
    assert (len(state.hand(1)), state.turn) == (9, 2)


def test_the_red_jack_neutralises_the_black():
    """B1 "Magic cards", Jack: "unless he can follow with a red jack (which neutralises the
    black". Ben's red Jack: nobody picks up, Clara plays to hearts."""
    state = position(
        black_jack(),
        hands=["spades:black_jack clubs:3 clubs:4", "hearts:red_jack clubs:6", "hearts:9 clubs:9"],
        top="spades:3",
    )
    act(state, "play spades:black_jack")
    sizes = state.sizes[:]
    events = act(state, "play hearts:red_jack")
    assert only(state.rules, events, "attack_cancelled") == [("attack_cancelled", 1, "draw")]
    assert state.sizes == [sizes[0], sizes[1] - 1, sizes[2]]
    assert (state.phase, state.turn, colour(state)) == (TURN, 2, "hearts")


def test_a_black_jack_on_a_black_jack_passes_fourteen():
    """B2 "Magic Cards", Black Jack: "the next player must pick up seven cards from the deck
    unless he places another two red or black Jacks". Ben lays the other black Jack: Clara
    faces fourteen."""
    state = position(
        black_jack(),
        hands=["spades:black_jack clubs:3", "clubs:black_jack clubs:6", "hearts:9 diamonds:9"],
        top="spades:3",
    )
    act(state, "play spades:black_jack")
    act(state, "play clubs:black_jack")
    assert (state.phase, state.turn, state.pend) == (ATTACK, 2, 14)


def test_the_red_jack_in_a_normal_turn_is_a_plain_jack():
    """B1 gives the red Jack only its answer to the black: played in a normal turn it does
    nothing, and a Jack matches a Jack."""
    state = position(
        black_jack(),
        hands=["hearts:red_jack clubs:3", "clubs:5", "clubs:6"],
        top="spades:black_jack",
    )
    assert "hearts:red_jack" in plays(state)
    events = act(state, "play hearts:red_jack")
    assert state.turn == 1 and not only(state.rules, events, "attack_cancelled", "skipped")


def test_a_forgotten_last_card_costs_two():
    """B1 "Player turns": "they must say "Last card" if they only have one card left. If they
    fail to do so, there is a penalty"; B2: "the player picks up two cards from the deck and
    proceeds the game". Anna leaves one card without the call: when Ben acts she picks up
    two. With the call, nothing."""
    rules = black_jack()
    state = position(
        rules, hands=["hearts:4 clubs:3", "spades:5 hearts:6", "clubs:9"], top="hearts:9"
    )
    assert "play hearts:4 call" in legal_texts(state)
    act(state, "play hearts:4")
    act(state, "play hearts:6")
    assert state.sizes[0] == 3
    state = position(
        rules, hands=["hearts:4 clubs:3", "spades:5 hearts:6", "clubs:9"], top="hearts:9"
    )
    act(state, "play hearts:4 call")
    act(state, "play hearts:6")
    assert state.sizes[0] == 1


# -- house rules ------------------------------------------------------------------------------
def test_house_rule_runs():
    """D-151, B8 "Runs": runs of one suit, "Runs can be place in reverse order", and "Switching
    runs: You can switch between the types of runs ... E.g. A♠, 2♠, 3♠, 3♥ 3♦, 4♦". On
    spades:king Anna lays A♠ (an Ace goes on anything) ... here from 2♠: 2♠ 3♠ 3♥ 3♦ 4♦."""
    state = position(
        black_jack(rules__groups__run__enabled=True, rules__groups__chain=True),
        hands=["spades:2 spades:3 hearts:3 diamonds:3 diamonds:4 clubs:king", "clubs:5", "clubs:6"],
        top="spades:9",
    )
    for card in ("spades:2", "spades:3", "hearts:3", "diamonds:3", "diamonds:4"):
        assert card in plays(state), card
        act(state, f"play {card}")
    assert state.turn == 1 and hand(state, 0) == ["clubs:king"]


def test_house_rule_the_king_reverses():
    """D-152, B3 "Magic cards": "King - reverses the order of the play." The Ten is then a
    plain card."""
    rules = black_jack(ranks__10__effects=[], ranks__king__effects=["reverse"])
    state = position(
        rules, hands=["hearts:king clubs:3", "clubs:5", "clubs:6", "clubs:9"], top="hearts:3"
    )
    act(state, "play hearts:king")
    assert state.turn == 3
    state = position(
        rules, hands=["hearts:10 clubs:3", "clubs:5", "clubs:6", "clubs:9"], top="hearts:3"
    )
    act(state, "play hearts:10")
    assert state.turn == 1


def test_house_rule_drawing_instead_of_playing():
    """D-153, B9 "British Black Jack": "For strategic reasons they may if they wish choose not
    to play a card which they can play, but ... they must pick one up"."""
    state = position(
        black_jack(rules__draw_when_able=True),
        hands=["hearts:4 clubs:3", "spades:5"],
        top="hearts:9",
    )
    assert "draw" in legal_texts(state)


def test_house_rule_five_cards_from_five_players():
    """D-154, B8 "The Set Up": "Each player is dealt 7 cards (5 if have more than 4 players per
    deck)"."""
    rules = black_jack(hand_size_by_players=[{"players": 5, "hand_size": 5}])
    assert new_round(rules, 5, seed=1)[0].sizes == [5] * 5
    assert new_round(rules, 4, seed=1)[0].sizes == [7] * 4


# -- random rounds ----------------------------------------------------------------------------
# Every house rule but D-153: random players who may draw at will make rounds of tens of
# thousands of moves, which only slows the check.
ALL_HOUSE_RULES = {
    "rules__groups__run__enabled": True,
    "rules__groups__chain": True,
    "ranks__10__effects": [],
    "ranks__king__effects": ["reverse"],
    "hand_size_by_players": [{"players": 5, "hand_size": 5}],
}


@pytest.mark.parametrize("players", [2, 4, 5])
def test_random_rounds_with_the_house_rules_keep_the_invariants(players):
    """Random rounds at 2, 4 and 5 seats with the house rules on (tests/library/test_library.py
    plays the book's) keep the engine's invariants (cards conserved, every action legal, the
    replay agrees) and end."""
    for seed in range(draws(6, quick=2)):
        play_checked(black_jack(**ALL_HOUSE_RULES), players, seed, forget_calls=0.3, strict=True)
