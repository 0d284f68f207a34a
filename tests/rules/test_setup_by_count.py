"""Scenario tests for the set-up by the number of players (`hand_size_by_players`,
`rules.packs_by_players`, `players.max` up to 16), from docs/research/world-rules.md section 4
(the tests of 11.4; the sources in section 0: CE = Crazy Eights, T = Tschau Sepp, MM = Mau-Mau,
M = Makao).

Classic (the 32-card Skat deck, 5 cards each) and noris (110 cards) with overrides.
"""

from __future__ import annotations

from collections import Counter

import pytest

from game.engine import new_round
from game.engine.notation import position
from game.engine.rules import MAX_PLAYERS
from game.ruleset import RulesetError, load_document
from tests.helpers import act, load

CE1 = [{"players": 2, "hand_size": 7}]
T6 = [{"players": 2, "hand_size": 7}, {"players": 3, "hand_size": 6}]
TWO_PACKS = [{"from_players": 5, "packs": 2}]


@pytest.mark.parametrize(("players", "cards"), [(2, 7), (3, 5), (4, 5)])
def test_two_players_are_dealt_seven_and_more_players_five(players: int, cards: int) -> None:
    """CE1 ("How to play crazy eights", webcasty.com): "Deal seven cards to each player if two
    are playing; deal five cards to each if three or four are playing." The count of players
    picks the hand; the others are dealt `hand_size`."""
    rules = load("classic", hand_size_by_players=CE1)
    state, _ = new_round(rules, players, seed=3)
    assert state.sizes == [cards] * players
    assert len(state.draw) + len(state.discard) == 32 - players * cards


@pytest.mark.parametrize(("players", "cards"), [(2, 7), (3, 6), (4, 5)])
def test_tschau_sepp_deals_seven_six_five(players: int, cards: int) -> None:
    """T6 ("Tschau Sepp (36 + 4 Karten)", waspika.ch): "(2 Spieler =7 Karten, 3 Spieler = 6
    Karten, 4 Spieler = 5 Karten)" — each count its own entry."""
    rules = load("classic", hand_size_by_players=T6)
    state, _ = new_round(rules, players, seed=5)
    assert state.sizes == [cards] * players


def test_five_players_play_with_two_packs_four_with_one() -> None:
    """T1 ("Tschau Sepp", jasswelt.ch, the opening paragraph): "Am interessantesten sind 4
    Spieler mit einem Kartenspiel. Bei 5 und mehr Spielern werden zwei Kartenspiele benützt."
    Four players play with the 32 cards, five with 64: every card twice."""
    rules = load("classic", rules__packs_by_players=TWO_PACKS)
    four, _ = new_round(rules, 4, seed=1)
    five, _ = new_round(rules, 5, seed=1)
    assert four.card_count() == 32 and five.card_count() == 64
    counts = Counter(five.draw + five.discard + [t for s in range(5) for t in five.hand(s)])
    assert set(counts.values()) == {2}  # two alike of every card, and nothing else


def test_the_deck_check_is_made_for_each_count() -> None:
    """The deck must deal every table the ruleset allows, each count its own hands from its
    own packs: seven players of classic need two packs (36 cards and a start card), and with
    them up to 12 players are dealt (60 + 1 of 64)."""
    with pytest.raises(RulesetError, match="7 players with 5 cards each need at least 36"):
        load("classic", players__max=7)
    rules = load("classic", players__max=12, rules__packs_by_players=TWO_PACKS)
    with pytest.raises(RulesetError, match="13 players with 5 cards each need at least 66"):
        load("classic", players__max=13, rules__packs_by_players=TWO_PACKS)
    state, _ = new_round(rules, 12, seed=2)
    assert state.sizes == [5] * 12 and len(state.draw) + len(state.discard) == 4


def test_a_larger_hand_for_two_is_checked_too() -> None:
    """A hand size for two players the deck cannot deal is refused like any other."""
    with pytest.raises(RulesetError, match="2 players with 16 cards each need at least 33"):
        load("classic", hand_size_by_players=[{"players": 2, "hand_size": 16}])


def test_twelve_players_take_turns_round_the_table() -> None:
    """M2 (pl.wikibooks.org "Gry karciane/Makao", "Zasady"): "Limit odgórny nie jest ustalony"
    — no upper limit. Noris up to 16: twelve players are dealt 5 each from 110 cards, leave a
    stock, and the turn passes from seat 11 back to seat 0."""
    rules = load("noris", players__max=16)
    assert rules.max_players == MAX_PLAYERS == 16
    state, _ = new_round(rules, 12, seed=4, dealer=10)
    assert state.sizes == [5] * 12 and len(state.draw) > 40
    assert state.turn == 11  # left of the dealer, seat 10
    table = position(
        rules, hands=["red:1 blue:2"] * 11 + ["red:3 green:4"], top="red:5", turn=11, rest="none"
    )
    act(table, "play red:3")
    assert table.turn == 0


def test_more_than_sixteen_players_are_refused() -> None:
    with pytest.raises(RulesetError):
        load_document("noris", {"players.max": 17})
