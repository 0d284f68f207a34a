"""A match: dealers, starters and totals across rounds."""

from game.engine import Match
from tests.helpers import load


def test_a_redealt_round_gets_new_cards_and_keeps_the_totals():
    """The in-game menu's "restart the round" deals the same round again with fresh cards."""
    match = Match(load("noris"), players=3, seed=5)
    first, _ = match.start_round()
    match.totals = [10, 0, 7]
    again, _ = match.redeal()
    assert [again.hand(s) for s in range(3)] != [first.hand(s) for s in range(3)]
    assert match.totals == [10, 0, 7] and match.rounds_played == 0
    assert again.dealer == first.dealer and again.turn == first.turn
