"""`why_not`: every reason code the engine names is reached from a real position, and worded in
English, German and Swedish with every placeholder filled."""

from __future__ import annotations

import pytest

from game import i18n
from game.engine import reasons as R
from game.engine.notation import position
from game.engine.reasons import why_not
from game.words import reason_text
from tests.helpers import act, load

NAMES = ["Mia", "Anna", "Ben", "Clara"]


def _over():
    state = position(load("noris"), hands=["red:1", "blue:2 blue:3"], top="red:5")
    act(state, "play red:1")
    return state, 1, "blue:2"


def _noris(hands, top, **kw):
    return position(load("noris"), hands=hands, top=top, **kw)


def _abacus(hands, top, rules=None, **kw):
    return position(rules or load("abacus"), hands=hands, top=top, **kw)


def _jump_own_card():
    rules = load("abacus", rules__jump_in__own_card=False)
    state = _abacus(["red:5 red:5 blue:1", "green:1 green:3", "yellow:1 yellow:3"], "red:3", rules)
    act(state, "play red:5")
    return state, 0, "red:5"


def _jump_during_attack():
    rules = load("abacus", rules__jump_in__during_attack="forbidden")
    state = _abacus(["red:2plus blue:1", "green:1 green:3", "red:2plus yellow:3"], "red:3", rules)
    act(state, "play red:2plus")
    return state, 2, "red:2plus"


def _only_drawn():
    state = position(load("emmi"), hands=["blue:1 green:2", "yellow:4"], top="red:5", draw="red:7")
    act(state, "draw")
    return state, 0, "blue:1"


def _attack(card, top, hands):
    state = _abacus(hands, top)
    act(state, f"play {card}")
    return state


def _draw_attack():
    state = _noris(["red:draw2 blue:1", "red:3 green:4", "yellow:1 yellow:2"], "red:5")
    act(state, "play red:draw2")
    return state, 1, "red:3"


def _skip_attack():
    state = _attack("red:skip", "red:3", ["red:skip blue:1", "red:0 green:4", "yellow:1 yellow:4"])
    return state, 1, "green:4"


def _defend_colour():
    state = _attack("red:2plus", "red:3", ["red:2plus blue:1", "blue:0 green:4", "yellow:1"])
    return state, 1, "blue:0"


def _force_pending():
    state = _attack("red:xplus", "red:3", ["red:xplus blue:1", "red:0 green:4", "yellow:1"])
    return state, 1, "green:4"


def _forced_number():
    state = _attack("red:xplus", "red:3", ["red:xplus blue:1", "green:skip green:4", "yellow:1"])
    act(state, "accept")  # nothing to defend with: show the hand, then a number card is forced
    return state, 1, "green:skip"


def _companion():
    state = _abacus(["your_choice your_choice blue:1", "green:1", "yellow:1"], "red:3")
    act(state, "play your_choice")
    return state, 0, "your_choice"


def _group_follow():
    """Classic with sets: after hearts:8 is laid, clubs:8 may follow, hearts:king may not."""
    rules = load("classic", rules__groups__same_rank__enabled=True)
    state = position(rules, hands=["hearts:8 clubs:8 hearts:king", "spades:7"], top="hearts:9")
    act(state, "play hearts:8")
    return state, 0, "hearts:king"


def _trade_pending():
    hands = ["red:trade_hands blue:1 blue:3", "red:0 green:1", "yellow:1 yellow:4"]
    state = _abacus(hands, "red:3")
    act(state, "play red:trade_hands target=1")
    return state, 0, "blue:1"


def _stage_pending():
    rules = load("classic", ranks__9__effects=["pass_card_left"])
    state = position(
        rules, hands=["clubs:9 clubs:7", "spades:8 spades:10", "hearts:8"], top="clubs:10"
    )
    act(state, "play clubs:9")  # seat 1 is to choose a card to pass on, not to play one
    return state, 1, "spades:10"


def _no_going_out():
    rules = load("classic", rules__going_out__not_with="specials")
    return position(rules, hands=["hearts:8", "clubs:queen"], top="hearts:9"), 0, "hearts:8"


def _only_without():
    rules = load("noris", ranks__draw4__only_without="colour_in_force")
    state = position(rules, hands=["red:draw4 red:9", "green:1"], top="red:5")
    return state, 0, "red:draw4"


POSITIONS = {
    R.ROUND_OVER: _over,
    R.NOT_HELD: lambda: (_noris(["red:1 blue:2", "green:1"], "red:5"), 0, "green:1"),
    R.NOT_YOUR_TURN: lambda: (_noris(["red:1", "red:2 blue:2"], "red:5"), 1, "red:2"),
    R.JUMP_ONLY_SAME: lambda: (_abacus(["red:1", "red:4 blue:3"], "red:5"), 1, "red:4"),
    R.JUMP_RANK: lambda: (_abacus(["red:1", "red:skip blue:3"], "red:skip"), 1, "red:skip"),
    R.JUMP_CLOSED: lambda: (_abacus(["red:1", "red:5 blue:3"], "red:5"), 1, "red:5"),
    R.JUMP_OWN_CARD: _jump_own_card,
    R.JUMP_DURING_ATTACK: _jump_during_attack,
    R.NO_MATCH: lambda: (_noris(["green:3 blue:2", "red:1"], "red:5"), 0, "green:3"),
    R.NO_MATCH_COLOUR: lambda: (
        _noris(["red:3 blue:2", "red:1"], "wild", colour="blue"),
        0,
        "red:3",
    ),
    R.NOT_ON: lambda: (
        position(
            load("huch"), hands=["free_colour red:2", "red:1"], top="free_colour", colour="blue"
        ),
        0,
        "free_colour",
    ),
    R.NEEDS_COMPANION: lambda: (
        _abacus(["your_choice your_choice", "red:1"], "red:5"),
        0,
        "your_choice",
    ),
    R.ONLY_DRAWN: _only_drawn,
    R.ATTACK_DRAW: _draw_attack,
    R.ATTACK_SKIP: _skip_attack,
    R.DEFEND_COLOUR: _defend_colour,
    R.FORCE_PENDING: _force_pending,
    R.FORCED_NUMBER: _forced_number,
    R.COMPANION_COLOURED: _companion,
    R.TRADE_PENDING: _trade_pending,
    R.GROUP_FOLLOW: _group_follow,
    R.STAGE_PENDING: _stage_pending,
    R.NO_GOING_OUT: _no_going_out,
    R.ONLY_WITHOUT: _only_without,
}


def test_every_code_has_a_position():
    assert set(POSITIONS) == set(R.CODES)


@pytest.mark.parametrize("code", R.CODES)
def test_each_code_is_reached_from_a_real_position(code):
    state, seat, card = POSITIONS[code]()
    reason = why_not(state, seat, state.rules.card_from_text(card))
    assert reason is not None and reason.code == code


@pytest.mark.parametrize("code", R.CODES)
def test_each_code_is_worded_in_every_language(code):
    state, seat, card = POSITIONS[code]()
    reason = why_not(state, seat, state.rules.card_from_text(card))
    assert reason is not None
    texts = {}
    try:
        for language in ("en", "de", "sv"):
            i18n.set_language(language)
            text = reason_text(state.rules, reason, NAMES)
            assert text and "{" not in text and "reason." not in text, (language, text)
            texts[language] = text
    finally:
        i18n.set_language("en")
    assert len(set(texts.values())) == 3, texts


def test_a_legal_card_has_no_reason():
    state = _noris(["red:1 blue:2", "green:1"], "red:5")
    assert why_not(state, 0, state.rules.card_from_text("red:1")) is None


def test_a_card_dropped_during_another_players_turn_on_noris_says_whose_turn_it_is():
    """Not "this ruleset has no jump-in": the reason is that it is not this seat's turn."""
    state = _noris(["red:1", "red:2 blue:2"], "red:5")
    reason = why_not(state, 1, state.rules.card_from_text("red:2"))
    try:
        i18n.set_language("de")
        assert reason_text(state.rules, reason, NAMES) == "Mia ist an der Reihe"
    finally:
        i18n.set_language("en")


def test_the_very_same_card_refused_a_jump_in_names_the_cards_that_may():
    """Twist & Shout (the Abacus rulebook's "Dazwischenwerfen") lets only number cards jump
    in: the same Skip as the top card is refused for that, not for being another card."""
    state, seat, card = POSITIONS[R.JUMP_RANK]()
    reason = why_not(state, seat, state.rules.card_from_text(card))
    text = reason_text(state.rules, reason, NAMES)
    assert "same card" in text and "only" in text and "9" in text, text
    assert "very same card may jump in" not in text
