"""The Hint button's choice and its words: the medium bot's pick from what the person sees."""

from __future__ import annotations

from random import Random

import pytest

from game.engine import actions as A
from game.engine import legal_actions, new_round, observe
from game.engine.notation import position
from game.i18n import set_language
from game.table.hinting import choose_hint, hint_at
from tests.helpers import load
from tests.table.driver import screen, table

NAMES = ["You", "Ben", "Cleo"]


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def hint_for(rules, state, seat=0):
    return choose_hint(rules, observe(state, seat), legal_actions(state, seat), NAMES)


def test_a_draw_2_makes_the_next_player_draw():
    rules = load("noris")
    # Ben is close to winning: the medium bot spends its attack on him.
    state = position(
        rules,
        hands=["red:draw2 blue:5 green:7 yellow:3", "red:4", "blue:1 blue:2 green:3"],
        top="red:8",
    )
    hint = hint_for(rules, state)
    assert hint is not None and hint.card == rules.card_from_text("red:draw2")
    assert hint.words == "Your red Draw 2 makes Ben draw 2"


def test_words_follow_the_language_and_the_rulesets_names():
    rules = load("noris")
    state = position(
        rules,
        hands=["red:draw2 blue:5 green:7 yellow:3", "red:4", "blue:1 blue:2 green:3"],
        top="red:8",
    )
    set_language("de")
    assert "Nimm 2" in hint_for(rules, state).words
    assert "Ben" in hint_for(rules, state).words
    set_language("sv")
    assert hint_for(rules, state).words.startswith("Med ")


def test_nothing_fits_says_draw():
    rules = load("noris")
    state = position(rules, hands=["blue:5 green:7", "red:4 red:5", "blue:1 blue:2"], top="red:8")
    hint = hint_for(rules, state)
    assert hint is not None and A.kind_of(hint.action) == A.DRAW and hint.card == -1
    assert hint.words == "Nothing of yours fits on red 8: draw a card"


def test_nothing_fits_a_wish_says_the_wish_not_the_card_under_it():
    """On the Jack of hearts with diamonds wished, a hand of hearts has nothing that fits:
    the reason is the wish (Classic: the Jack wishes a suit), not the Jack of hearts."""
    rules = load("classic")
    hands = ["hearts:9 clubs:queen", "spades:7 spades:9", "clubs:8 clubs:9"]
    state = position(rules, hands=hands, top="hearts:jack", colour="diamonds")
    hint = hint_for(rules, state)
    assert hint is not None and A.kind_of(hint.action) == A.DRAW
    assert hint.words == "Nothing of yours fits, diamonds was wished: draw a card"


def test_no_hint_when_it_is_not_your_move():
    rules = load("noris")
    state = position(rules, hands=["blue:5", "red:4 red:5", "blue:1 blue:2"], top="red:8", turn=1)
    assert hint_for(rules, state) is None


def _look_alike(state, seat):
    """The same position with every other hand and the draw pile dealt anew (sizes kept):
    it looks the same to `seat`, and is a different game."""
    other = state.copy()
    rules = state.rules
    hidden = list(other.draw)
    for s in range(other.n):
        if s != seat:
            hidden += [t for t in range(rules.n_types) for _ in range(other.hands[s][t])]
    Random(99).shuffle(hidden)
    sizes = list(other.sizes)
    for s in range(other.n):
        if s == seat:
            continue
        other.hands[s] = [0] * rules.n_types
        other.masks[s] = 0
        for _ in range(sizes[s]):
            t = hidden.pop()
            other.hands[s][t] += 1
            other.masks[s] |= 1 << t
    other.draw = hidden
    return other


@pytest.mark.parametrize("ruleset", ["noris", "abacus", "emmi", "huch", "classic"])
def test_the_hint_is_the_same_for_states_that_look_the_same(ruleset):
    rules = load(ruleset)
    differed = 0
    for seed in range(40):
        state, _ = new_round(rules, 3, seed)
        seat = state.turn
        other = _look_alike(state, seat)
        assert observe(other, seat) == observe(state, seat)
        differed += [other.hands[s] for s in range(3)] != [state.hands[s] for s in range(3)]
        assert hint_for(rules, state, seat) == hint_for(rules, other, seat)
    assert differed > 30  # the hidden cards really were different


def test_the_session_hints_from_the_viewers_offers():
    s = table("noris", 1, 2, seed=4)
    s.start_round()
    assert hint_at(s, 0) is None or not s.caught_up  # nothing shown yet: nothing offered
    for _ in range(2000):
        screen(s)
        if s.offers(0):
            break
        s.update(0.05)
    hint = hint_at(s, 0)
    assert hint is not None and hint.action in s.offers(0)
    if hint.card >= 0:
        assert hint.card in s.playable(0)
    s.close()
