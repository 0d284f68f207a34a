"""Scenario tests for Switch (rulesets/library/switch.yaml), one per rule of its sources
(random rounds: tests/library/test_library.py).

Sources, as in the file's header: S1 "Switch (card game)" (Wikipedia, "Game rules"), S5 its
variation "Jacks, Twos and Eights" ("Game Rules", liquisearch.com's copy), S4 "Jacks, Twos, and
Eights" (Wikipedia 2006, "Play"), S2 "Switch" (gamerules.com), JC "Jack Change It" (Wikipedia,
"Basic game").
"""

from __future__ import annotations

import pytest

from game.engine import IllegalAction, new_round
from game.engine import state as S
from game.engine.notation import position
from game.engine.rules import Rules
from tests.helpers import act, colour, legal_texts, load
from tests.rules.scenario import hand, only

PATH = "rulesets/library/switch.yaml"


def _rules(**overrides: object) -> Rules:
    return load(PATH, **overrides)


def _done(state: S.State) -> None:
    """End the play's group if the hand could still lay a card on it."""
    if state.phase == S.GROUP:
        act(state, "end")


@pytest.mark.parametrize(("players", "cards"), [(2, 52), (5, 52), (6, 104), (10, 104)])
def test_seven_cards_each_and_two_packs_from_six_players(players: int, cards: int) -> None:
    """S1 "Game rules": "a regular, single deck of playing cards, or with two standard decks
    (shuffled into one) if there is a large number of players"; hands of "often seven per
    person". One pack up to five players, two from six."""
    state, _ = new_round(_rules(), players, seed=4)
    assert state.sizes == [7] * players
    assert len(state.draw) + len(state.discard) == cards - 7 * players


def test_a_trick_card_never_starts() -> None:
    """S1 "Game rules": "Switch may not start with a trick card, and so if the 'starting card'
    is a trick card, cards shall continue to be selected from the pool until a non-trick card
    is revealed." A 2 turned up is put away and the next card turned."""
    rules = _rules()
    two = rules.card_from_text("clubs:2")
    deck = [t for t in rules.decks[3] if t != two]
    dealt = rules.hand_sizes[3] * 3
    state, _ = new_round(rules, 3, 1, dealer=2, order=deck[:-dealt] + [two] + deck[-dealt:])
    assert state.top != two and two in state.discard
    assert not rules.type_special[state.top]


def test_a_card_matches_by_suit_or_rank() -> None:
    """S1 "Game rules": the first to play is "the player on the dealer's left", and "on a 9 of
    spades, only a spade card or a 9 may be played"."""
    state, _ = new_round(_rules(), 4, seed=2, dealer=3)
    assert state.turn == 0
    state = position(
        _rules(), hands=["spades:4 hearts:9 hearts:queen", "clubs:3 clubs:5"], top="spades:9"
    )
    assert legal_texts(state) == ["draw", "play hearts:9", "play spades:4"]
    with pytest.raises(IllegalAction):
        act(state, "play hearts:queen")


def test_draw_one_card_even_when_able_and_play_it_if_it_fits() -> None:
    """S1 "Game rules": "If a player is not able to place a card, or chooses not to, they must
    draw one card from the stack, and play it if they are able to; if they cannot, their turn
    ends." Anna could play spades:4 but draws; the spades:6 drawn may be played at once."""
    rules = _rules()
    state = position(
        rules, hands=["spades:4 hearts:3", "clubs:3 clubs:5"], top="spades:9", draw="spades:6"
    )
    events = act(state, "draw")
    assert only(rules, events, "draw") == [("draw", 0, "spades:6")]
    assert legal_texts(state) == ["pass", "play spades:6"]
    act(state, "play spades:6")
    assert state.turn == 1
    state = position(
        rules, hands=["spades:4 hearts:3", "clubs:3 clubs:5"], top="spades:9", draw="hearts:6"
    )
    act(state, "draw")
    assert legal_texts(state) == ["pass"]  # it does not fit: the turn ends


def test_an_ace_goes_on_anything_and_changes_the_suit() -> None:
    """S5 "Game Rules": "Aces can be played at any time on top of any card [...] it also allows
    the player to change the suit of the cards to the one they prefer." The ace of clubs on
    hearts:5 names diamonds; Ben must follow diamonds."""
    rules = _rules()
    state = position(
        rules,
        hands=["clubs:ace spades:3 spades:4", "hearts:9 diamonds:6 diamonds:7"],
        top="hearts:5",
    )
    act(state, "play clubs:ace colour=diamonds")
    assert colour(state) == "diamonds" and state.turn == 1
    assert "play hearts:9" not in legal_texts(state)
    assert "play diamonds:6" in legal_texts(state)


def test_twos_pick_up_two_each_and_stack() -> None:
    """S5 "Game Rules": "If a 2 is played then the next player must pick up two cards, unless
    they can play a 2. This continues around the circle until a player is not able to play a 2.
    When this happens the player must pick up a number of cards (determined by the number or 2s
    laid multiplied by 2)." Anna's 2 and Ben's 2: Cleo picks up four and misses her go."""
    rules = _rules()
    state = position(
        rules,
        hands=["hearts:2 clubs:9 clubs:10", "spades:2 clubs:3 clubs:4", "diamonds:king diamonds:5"],
        top="hearts:5",
    )
    act(state, "play hearts:2")
    assert legal_texts(state) == ["accept", "play spades:2"]
    act(state, "play spades:2")
    assert legal_texts(state) == ["accept"]
    events = act(state, "accept")
    assert len(only(rules, events, "draw")) == 4 and state.turn == 0


def test_eights_stack_and_the_last_player_misses_a_go_for_each() -> None:
    """S5 "Game Rules": "If an 8 is played the next person in the game must play a 8 also.
    Again this continues around the circle until a player is unable to lay an eight. This
    player must then miss a number of goes (determined by the number of 8s laid)." Anna's 8,
    then Ben's: Cleo holds none and misses two goes, this one and her next."""
    rules = _rules()
    state = position(
        rules,
        hands=[
            "spades:8 clubs:3 clubs:4",
            "clubs:8 clubs:5 clubs:6",
            "clubs:7 diamonds:6",
            "clubs:9 clubs:10",
        ],
        top="spades:7",
    )
    act(state, "play spades:8")
    _done(state)
    act(state, "play clubs:8")
    events = act(state, "accept")
    assert only(rules, events, "skipped", "waits") == [("skipped", 2, None), ("waits", 2, 1)]
    assert state.turn == 3
    act(state, "play clubs:9")
    _done(state)
    act(state, "play clubs:3")  # Anna
    _done(state)
    events = act(state, "play clubs:5")  # Ben; Cleo waits her second go
    _done(state)
    assert state.turn == 3


def test_last_card_must_be_said() -> None:
    """S5 "Game Rules": "On a player's last card, 'last card' must be said on their previous
    go"; JC: whoever is caught "pick[s] up one card". Anna plays down to one card without the
    call: when Ben acts, she picks up one."""
    rules = _rules()
    state = position(
        rules, hands=["hearts:4 clubs:9", "hearts:6 clubs:3", "hearts:7 clubs:5"], top="hearts:5"
    )
    act(state, "play hearts:4")
    _done(state)
    events = act(state, "play hearts:6")
    assert only(rules, events, "missed_call", "penalty") == [
        ("missed_call", 0, "last_card"),
        ("penalty", 0, 1),
    ]
    assert len(hand(state, 0)) == 2


def test_going_out_with_a_set_needs_no_call() -> None:
    """S5 "Game Rules": "One exception to this is if the player is able to end the game with a
    run or set of same value cards." Anna, with two 9s and no earlier call, lays both and wins."""
    rules = _rules()
    state = position(rules, hands=["hearts:9 clubs:9", "hearts:6 clubs:3"], top="hearts:5")
    act(state, "play hearts:9")
    events = act(state, "play clubs:9")
    assert state.over and state.result is not None and state.result.winner == 0
    assert not only(rules, events, "missed_call", "penalty")


def test_nobody_goes_out_on_a_jack_two_or_eight() -> None:
    """S5 "Game Rules": "The game cannot end on a Jack of any suit, 2 of any suit or 8 of any
    suit." Holding only such a card that fits, Anna cannot lay it: she draws."""
    rules = _rules()
    for last in ("hearts:jack", "hearts:2", "hearts:8"):
        state = position(rules, hands=[last, "clubs:3 clubs:4"], top="hearts:5")
        assert legal_texts(state) == ["draw"], last
    state = position(rules, hands=["hearts:king", "clubs:3 clubs:4"], top="hearts:5")
    assert "play hearts:king" in legal_texts(state)


def test_sets_runs_and_both_in_one_go() -> None:
    """S4 (Wikipedia 2006, "Play"): "The player may lay a set of same value cards [...] a run of
    numbers either ascending or descending [...] The run must not skip numbers, and must be of
    the same suit as each other and the card they are being laid upon [...] a combination of
    the two above." On hearts:10, Anna lays hearts:3, hearts:4, then the 4 of spades (a set
    step): the last card's suit is in force."""
    rules = _rules()
    state = position(
        rules,
        hands=["hearts:3 hearts:4 spades:4 hearts:6 clubs:king", "clubs:3 clubs:5"],
        top="hearts:10",
    )
    act(state, "play hearts:3")
    assert "play hearts:4" in legal_texts(state) and "play hearts:6" not in legal_texts(state)
    act(state, "play hearts:4")
    act(state, "play spades:4")
    _done(state)
    assert colour(state) == "spades" and hand(state, 0) == ["clubs:king", "hearts:6"]


def test_a_jack_reverses_the_direction() -> None:
    """The Jack, a trick card of "Jacks, Twos and Eights" (S5) whose effect the stored text
    does not give, reverses the direction of play (the file's choice): after Anna's Jack the
    turn goes to Dan, on her right."""
    rules = _rules()
    state = position(
        rules,
        hands=["hearts:jack clubs:3", "clubs:4 clubs:5", "clubs:6 clubs:7", "clubs:9 hearts:9"],
        top="hearts:5",
    )
    act(state, "play hearts:jack")
    _done(state)
    assert state.direction == -1 and state.turn == 3


# -- house rules --------------------------------------------------------------------------------
def test_house_rule_the_jack_changes_the_suit() -> None:
    """D-105. JC (Wikipedia, "Jack Change It"): "Playing a Jack allows the player to change the
    suit of the game". The Jack goes on clubs:5 and names hearts; the direction stays."""
    rules = _rules(ranks__jack__effects=["name_colour"], ranks__jack__plays_on="any")
    state = position(rules, hands=["spades:jack clubs:3", "clubs:4 hearts:5"], top="clubs:5")
    act(state, "play spades:jack colour=hearts")
    assert colour(state) == "hearts" and state.direction == 1 and state.turn == 1


def test_house_rule_the_missed_call_only_when_caught() -> None:
    """D-106. JC "Basic game": another player "can call them out for this before they play their
    last card making them pick up one card". Nobody catches Anna: she draws nothing."""
    rules = _rules(calls__enforcement="challenge")
    state = position(
        rules, hands=["hearts:4 clubs:9", "hearts:6 clubs:3", "hearts:7 clubs:5"], top="hearts:5"
    )
    act(state, "play hearts:4")
    _done(state)
    events = act(state, "play hearts:6")
    assert not only(rules, events, "penalty") and len(hand(state, 0)) == 1


def test_house_rule_sets_but_no_runs() -> None:
    """D-107. S2 (gamerules.com, "Switch"): "Players are allowed to play more than one card of
    the same rank": a 4 of hearts may not follow the 3 of hearts, the 3 of spades may."""
    rules = _rules(rules__groups__run__enabled=False)
    state = position(
        rules, hands=["hearts:3 hearts:4 spades:3 clubs:king", "clubs:4 clubs:5"], top="hearts:10"
    )
    act(state, "play hearts:3")
    assert "play hearts:4" not in legal_texts(state) and "play spades:3" in legal_texts(state)
