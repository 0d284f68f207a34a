"""A round dealt from a given card order (a guided round's arranged deal)."""

from __future__ import annotations

import pytest

from game.engine import events as EV
from game.engine.match import Match
from game.engine.state import new_round
from game.ruleset import load_rules


@pytest.mark.parametrize("ruleset", ["classic", "noris", "abacus"])
def test_the_deal_follows_the_given_order(ruleset):
    rules = load_rules(ruleset)
    order = sorted(rules.deck)  # an order no shuffle would give
    state, events = new_round(rules, 3, 99, dealer=2, order=order)
    assert events[0] == (EV.SHUFFLE, -1, tuple(order), "deal")
    deals = [e for e in events if e[0] == EV.DEAL]
    expected = list(reversed(order))[: len(deals)]
    assert [e[2] for e in deals] == expected
    assert [e[1] for e in deals[:3]] == [0, 1, 2]  # from the dealer's left


def test_the_shuffled_deal_is_unchanged():
    rules = load_rules("noris")
    a, events_a = Match(rules, 3, 5).start_round()
    b, events_b = new_round(rules, 3, Match(rules, 3, 5).round_seed(0))
    assert events_a == events_b and a.draw == b.draw


def test_an_order_that_is_not_the_deck_is_refused():
    rules = load_rules("classic")
    with pytest.raises(ValueError, match="exactly the ruleset's deck"):
        new_round(rules, 3, 1, order=list(rules.deck)[1:])
