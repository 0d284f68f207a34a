"""The decisions carried by data rather than a switch — player counts and deck compositions
(D-1, D-2, D-3/D-22) — flipped as a house rule would flip them. (D-8's flip, the order of
simultaneous out-of-turn actions, is a matter for whoever feeds the engine: see
tests/bots/test_session.py and tests/sim/test_sim_random_player.py.)"""

from __future__ import annotations

import pytest

from game.engine import new_round
from tests.helpers import load


def test_d1_noris_player_count_flipped():
    """D-1: the book gives no player count; noris allows 2 to 8. A table that wants at most 7
    (`players.max: 7`) cannot deal for 8, and still deals for 7."""
    assert load("noris").max_players == 8
    new_round(load("noris"), 8, seed=1)
    rules = load("noris", players__max=7)
    with pytest.raises(ValueError, match="2-7 players, not 8"):
        new_round(rules, 8, seed=1)
    state, _ = new_round(rules, 7, seed=1)
    assert state.n == 7 and all(size == 5 for size in state.sizes)


def test_d2_emmi_deck_composition_flipped():
    """D-2 (book 001 gives only the total, 55): per colour 1-9 and one each of the four specials,
    plus 3 Jokers. A family that reads it differently changes the deck data, e.g. two Jokers."""
    book = load("emmi")
    assert len(book.deck) == 55 and book.deck.count(book.card_from_text("joker")) == 3
    rules = load("emmi", deck__1__copies=2)
    assert len(rules.deck) == 54 and rules.deck.count(rules.card_from_text("joker")) == 2


def test_d3_huch_deck_of_its_own_list_flipped_to_the_smaller_deck():
    """D-3: "je 18" per colour fits only the numbers; the book's own list gives 24 per colour and
    8 wilds (104). Flipped (`rules.deck: small`, D-22): numbers 1-5 with every special, 72 cards."""
    assert len(load("huch").deck) == 104
    small = load("huch", rules__deck="small")
    assert len(small.deck) == 72
    assert not any(small.card_to_text(t).endswith(":9") for t in small.deck)
