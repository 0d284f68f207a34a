"""Scenario tests for Last Card (rulesets/library/last_card.yaml), one per rule of its sources (random
rounds: tests/library/test_library.py).

Sources, as in the file's header: L3 "Last Card" (Wikipedia 2018, kiwix copy: "Objective",
"Starting rules", "Pick up rules"), L4 (an older Wikipedia revision: "Pick up rules",
"Optional variations"), L1 (an old Wikipedia text: "Rules"), L2 "Last card" (wikiilm.com: "How
to Play", "Special Cards & Their Actions", "Optional Rules").
"""

from __future__ import annotations

import pytest

from game.engine import IllegalAction, new_round
from game.engine import state as S
from game.engine.notation import position
from game.engine.rules import Rules
from tests.helpers import act, colour, legal_texts, load
from tests.rules.scenario import hand, only

PATH = "rulesets/library/last_card.yaml"


def _rules(**overrides: object) -> Rules:
    return load(PATH, **overrides)


def _done(state: S.State) -> None:
    """End the play's group if the hand could still lay a card on it."""
    if state.phase == S.GROUP:
        act(state, "end")


def _dealt(rules: Rules, start: str, players: int = 3) -> S.State:
    """A round whose start card is `start` (the dealer is the last seat, seat 0 begins)."""
    card = rules.card_from_text(start)
    deck = [t for t in rules.decks[players] if t != card]
    deck.append(card)
    dealt = rules.hand_sizes[players] * players
    order = deck[: -dealt - 1] + [card] + deck[-dealt - 1 : -1]
    state, _ = new_round(rules, players, 1, dealer=players - 1, order=order)
    return state


@pytest.mark.parametrize("players", [2, 4, 7])
def test_seven_cards_each(players: int) -> None:
    """L3 "Starting rules": "Deal seven cards to each player." """
    state, _ = new_round(_rules(), players, seed=5)
    assert state.sizes == [7] * players


def test_the_start_card_only_sets_the_suit() -> None:
    """L3 "Starting rules": "the top card on the deck is flipped over to commence play. This
    card only dictates the starting suit and nothing else." A 5 turned up stays on top and the
    first player picks up nothing."""
    rules = _rules()
    state = _dealt(rules, "hearts:5")
    assert rules.card_to_text(state.top) == "hearts:5"
    assert state.turn == 0 and state.phase == S.TURN and state.sizes == [7, 7, 7]


def test_who_cannot_follow_picks_up_one_card() -> None:
    """L3 "Starting rules": "If the first player is unable to follow suit they must pick up one
    card as normal." Anna holds no heart, 7 or Ace: she picks up one card and her turn ends,
    even though the card fits (the sources let nobody play it)."""
    rules = _rules()
    state = position(
        rules, hands=["clubs:3 spades:4", "clubs:4 clubs:6"], top="hearts:7", draw="hearts:9"
    )
    assert legal_texts(state) == ["draw"]
    events = act(state, "draw")
    assert only(rules, events, "draw") == [("draw", 0, "hearts:9")]
    assert state.turn == 1 and "hearts:9" in hand(state, 0)


def test_fives_and_twos_pick_up_and_stack() -> None:
    """L3 "Pick up rules": "When a 5 has been played, the following player must draw five cards
    or play another 5 (stacking), forcing the next player to do the same or be forced to pick
    up ten"; a 2 the same with two and four. L2: the next player "draws 2 cards and skips their
    turn". Two 5s: Cleo picks up ten and Dan plays next; one 2: Ben picks up two."""
    rules = _rules()
    state = position(
        rules,
        hands=[
            "hearts:5 clubs:9",
            "spades:5 clubs:3",
            "diamonds:king diamonds:4",
            "clubs:6 clubs:7",
        ],
        top="hearts:7",
    )
    act(state, "play hearts:5")
    act(state, "play spades:5 call")
    assert legal_texts(state) == ["accept"]
    events = act(state, "accept")
    assert len(only(rules, events, "draw")) == 10 and state.turn == 3
    state = position(
        rules, hands=["hearts:2 clubs:9", "spades:9 clubs:3", "diamonds:4"], top="hearts:7"
    )
    act(state, "play hearts:2 call")
    events = act(state, "accept")
    assert len(only(rules, events, "draw")) == 2 and state.turn == 2


def test_a_last_pick_up_card_still_makes_the_next_player_pick_up() -> None:
    """L3 "Pick up rules": "This rule is still present if a player has used their last card,
    but still needs to pick up"; L1 "Rules": a last pick-up card "can not be rebounded" onto
    its player. Anna goes out on a 5; Ben stacks his 5 and Cleo, not Anna, picks up ten; then
    Anna has won."""
    rules = _rules()
    state = position(
        rules, hands=["hearts:5", "clubs:5 clubs:4", "diamonds:4 diamonds:6"], top="hearts:7"
    )
    act(state, "play hearts:5")
    assert not state.over and state.turn == 1
    act(state, "play clubs:5")
    assert state.turn == 2
    events = act(state, "accept")
    assert len(only(rules, events, "draw")) == 10
    assert state.over and state.result is not None and state.result.winner == 0


def test_a_ten_makes_the_next_player_miss_a_turn() -> None:
    """L3 "Pick up rules": "When a 10 card has been played, the following player misses a
    turn." """
    rules = _rules()
    state = position(
        rules, hands=["hearts:10 clubs:9", "hearts:3 clubs:3", "hearts:4 clubs:4"], top="hearts:7"
    )
    events = act(state, "play hearts:10 call")
    assert only(rules, events, "skipped") == [("skipped", 1, None)] and state.turn == 2


def test_an_ace_goes_on_anything_and_chooses_the_suit() -> None:
    """L3 "Pick up rules": "An Ace can be played regardless of the suit or value of the topmost
    card [...] the player can decide freely the suit that has to be played next; from then on,
    play continues as normal, but on the suit selected"."""
    rules = _rules()
    state = position(
        rules, hands=["clubs:ace spades:3 spades:9", "hearts:9 diamonds:6"], top="hearts:7"
    )
    act(state, "play clubs:ace colour=diamonds")
    assert colour(state) == "diamonds"
    assert legal_texts(state) == ["play diamonds:6", "play diamonds:6 call"]


def test_last_card_must_be_said() -> None:
    """L3 "Pick up rules": "When a player has only one card remaining in their hand they must
    say 'Last Card'. Failure to do so before playing requires them to draw two cards from the
    deck"; L4: "and continue playing". Anna is left with one card without the call: she draws
    two when Ben acts, and plays on."""
    rules = _rules()
    state = position(
        rules, hands=["hearts:4 clubs:9", "hearts:6 clubs:3", "hearts:3 clubs:5"], top="hearts:7"
    )
    act(state, "play hearts:4")
    events = act(state, "play hearts:6")
    assert only(rules, events, "missed_call", "penalty") == [
        ("missed_call", 0, "last_card"),
        ("penalty", 0, 2),
    ]
    assert len(hand(state, 0)) == 3 and not state.over


def test_several_cards_of_one_number() -> None:
    """L1 "Rules": "Multiple cards of the same number can all be played at the same time (eg if
    you had four 9's you can play them all at once)"; L2: "the top played suit becomes the
    current suit". Anna lays three 9s, the spade last: spades are in force. A card of another
    number may not follow in the same go."""
    rules = _rules()
    state = position(
        rules,
        hands=["hearts:9 clubs:9 spades:9 hearts:3 clubs:king", "clubs:3 clubs:4"],
        top="hearts:7",
    )
    act(state, "play hearts:9")
    assert "play hearts:3" not in legal_texts(state)
    with pytest.raises(IllegalAction):
        act(state, "play hearts:3")
    act(state, "play clubs:9")
    act(state, "play spades:9")
    _done(state)
    assert colour(state) == "spades" and hand(state, 0) == ["clubs:king", "hearts:3"]


def test_each_pick_up_card_of_a_set_counts() -> None:
    """The file's choice, as L2's optional rules count ("two 2s = draw 4"): two 2s laid
    together make the next player pick up four."""
    rules = _rules()
    state = position(
        rules,
        hands=["hearts:2 clubs:2 clubs:9 clubs:8", "spades:9 spades:3", "clubs:4"],
        top="hearts:7",
    )
    act(state, "play hearts:2")
    act(state, "play clubs:2")
    _done(state)
    events = act(state, "accept")
    assert len(only(rules, events, "draw")) == 4


# -- house rules --------------------------------------------------------------------------------
def test_house_rule_five_cards_in_large_groups() -> None:
    """D-108. L1 "Rules": "Each player is dealt seven cards (sometimes five if playing in large
    groups)". Six players get five each, four still seven."""
    rules = _rules(
        hand_size_by_players=[{"players": 6, "hand_size": 5}, {"players": 7, "hand_size": 5}]
    )
    assert new_round(rules, 6, seed=1)[0].sizes == [5] * 6
    assert new_round(rules, 4, seed=1)[0].sizes == [7] * 4


def test_house_rule_the_missed_call_only_when_noticed() -> None:
    """D-109. L2: "If you forget, and someone notices before the next player plays/draws, you
    must draw 2 cards". Ben notices Anna's missing call and catches her: she draws two."""
    rules = _rules(calls__enforcement="challenge")
    state = position(
        rules, hands=["hearts:4 clubs:9", "hearts:6 clubs:3", "hearts:3 clubs:5"], top="hearts:7"
    )
    act(state, "play hearts:4")
    catch = [t for t in legal_texts(state, 1) if t.startswith("catch")]
    assert catch
    events = act(state, catch[0], seat=1)
    assert ("penalty", 0, 2) in only(rules, events, "penalty")


def test_house_rule_twos_and_fives_stack_on_each_other() -> None:
    """D-110. L4 "Optional variations": "you can play a 2 on to a 5 [...] This increases the
    draw limit from 8 or 20 to 28." Anna's 5, Ben's 2: Cleo picks up seven."""
    rules = _rules(
        ranks__5__effects__0__draw__stack_with=["5", "2"],
        ranks__2__effects__0__draw__stack_with=["2", "5"],
    )
    state = position(
        rules,
        hands=["hearts:5 clubs:9", "spades:2 clubs:3", "diamonds:king diamonds:4"],
        top="hearts:7",
    )
    act(state, "play hearts:5 call")
    act(state, "play spades:2 call")
    events = act(state, "accept")
    assert len(only(rules, events, "draw")) == 7


def test_house_rule_tens_stack() -> None:
    """D-111. L2 "Optional Rules": "Stacking Skips: Two 10s in a row = skip 2 players". Ben
    answers Anna's 10 with his own: Cleo and Dan miss their turns, Anna plays."""
    rules = _rules(ranks__10__effects__0__skip__stack_with=["10"])
    state = position(
        rules,
        hands=[
            "hearts:10 clubs:9 clubs:8",
            "spades:10 clubs:3",
            "clubs:4 clubs:5",
            "clubs:6 clubs:7",
        ],
        top="hearts:7",
    )
    act(state, "play hearts:10")
    _done(state)
    act(state, "play spades:10 call")
    assert state.turn == 2 and legal_texts(state) == ["accept"]
    events = act(state, "accept")
    events += act(state, "accept")  # Dan, too, may answer: he has no 10
    assert only(rules, events, "skipped") == [("skipped", 2, None), ("skipped", 3, None)]
    assert state.turn == 0


def test_house_rule_draw_until_it_fits() -> None:
    """D-112. L2 "Optional Rules": "Draw to Match: If you can't play, keep drawing until you
    can." Anna draws two cards and may play the heart."""
    rules = _rules(rules__draw__until="fits", rules__drawn_card="may_play")
    state = position(
        rules,
        hands=["clubs:3 spades:4", "clubs:4 clubs:6"],
        top="hearts:7",
        draw="clubs:8 hearts:9",
    )
    events = act(state, "draw")
    assert len(only(rules, events, "draw")) == 2
    assert "play hearts:9" in legal_texts(state)


def test_house_rule_a_jack_gives_another_turn() -> None:
    """D-113. L2 "Special Cards & Their Actions": "Jack: Have another turn." """
    rules = _rules(ranks__jack__effects=["play_again"])
    state = position(
        rules, hands=["hearts:jack clubs:9 hearts:3", "clubs:4 clubs:6"], top="hearts:7"
    )
    act(state, "play hearts:jack")
    assert state.turn == 0


def test_house_rule_an_eight_changes_direction() -> None:
    """D-114. L2 "Optional Rules": "8: game direction changes"."""
    rules = _rules(ranks__8__effects=["reverse"])
    state = position(
        rules,
        hands=["hearts:8 clubs:9 clubs:3", "clubs:4 clubs:6", "clubs:5 clubs:7"],
        top="hearts:7",
    )
    act(state, "play hearts:8")
    assert state.direction == -1 and state.turn == 2


def test_house_rule_a_seven_passes_every_hand_left() -> None:
    """D-115. L2 "Optional Rules": "7: everyone pass your hand to the person on your left".
    Anna's 7: Ben gets her cards, Cleo Ben's, Anna Cleo's."""
    rules = _rules(ranks__7__effects=[{"trade_hands": {"modes": ["pass_left"]}}])
    state = position(
        rules, hands=["hearts:7 clubs:9 clubs:3", "clubs:4 clubs:6", "diamonds:5"], top="hearts:4"
    )
    texts = [t for t in legal_texts(state) if t.startswith("play hearts:7")]
    act(state, texts[0])
    assert hand(state, 1) == ["clubs:3", "clubs:9"] and hand(state, 0) == ["diamonds:5"]
