"""The conditions on a play in words at the table, without a window: the hint (draw when the
last card may not go out, shed a special while a plain card is left, anything after a card
that lets anything follow), the coach's lesson on a going-out penalty, and the log's line."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.engine import events as EV
from game.engine import legal_actions, observe
from game.engine.going_out import GOING_OUT
from game.engine.notation import position
from game.i18n import set_language, tr
from game.ruleset import load_rules
from game.table.coach import Coach
from game.table.hinting import choose_hint
from game.table.presented import Presented
from game.table.rulecache import document
from game.words import describe
from tests.helpers import load

NAMES = ["You", "Ben", "Cleo"]
NO_SPECIAL_LAST = {"rules__going_out__not_with": ["7", "8", "jack"]}


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def _hint(state, seat=0):
    return choose_hint(state.rules, observe(state, seat), legal_actions(state, seat), NAMES)


def test_the_hint_says_why_to_draw_with_a_last_card_nobody_may_go_out_on():
    rules = load("classic", **NO_SPECIAL_LAST)
    state = position(rules, hands=["hearts:8", "clubs:queen", "clubs:10"], top="hearts:9")
    hint = _hint(state)
    assert hint is not None and hint.words == "You may not go out on your 8 of hearts: draw a card"
    for lang in ("de", "sv"):
        set_language(lang)
        assert _hint(state).words not in (tr("hint.draw", top="x"), "")


def test_the_hint_sheds_the_special_card_first():
    rules = load("classic", **NO_SPECIAL_LAST)
    state = position(
        rules,
        hands=["hearts:8 hearts:9", "clubs:queen spades:10 diamonds:king", "clubs:7 spades:9"],
        top="hearts:10",
    )
    hint = _hint(state)
    assert hint is not None and hint.words.startswith("Play your 8 of hearts now")


def test_the_hint_says_anything_may_follow():
    rules = load("classic", ranks__jack__then_any=True, ranks__jack__effects=[])
    state = position(
        rules, hands=["clubs:10 clubs:9 spades:king", "hearts:queen", "spades:9"], top="hearts:jack"
    )
    hint = _hint(state)
    assert hint is not None and "Anything may follow" in hint.words


def test_the_coach_teaches_the_going_out_penalty_once():
    overrides = {
        "rules.going_out.not_with": ["7", "8", "jack"],
        "rules.going_out.consequence": "penalty",
    }
    rules = load_rules("classic", overrides)
    c = Coach(rules, NAMES, 0, book=document("classic"), overrides=overrides, seen=set(), you=True)
    shown = replace(Presented.empty(rules, 3, 0), sizes=(5, 5, 5))
    c.shown((EV.PENALTY, 1, 5, GOING_OUT), shown)
    lesson = c.next()
    assert lesson is not None and lesson.key == "going_out" and lesson.seat == 1
    assert lesson.text.startswith("Ben went out on a card nobody may end on here.")
    assert "5 penalty cards" in lesson.text
    c.shown((EV.PENALTY, 2, 5, GOING_OUT), shown)
    assert c.next() is None


def test_the_log_says_the_going_out_penalty():
    rules = load("classic", **NO_SPECIAL_LAST)
    text = describe(rules, (EV.PENALTY, 1, 5, GOING_OUT), NAMES)
    assert text == "Ben may not go out on that card: takes 5 penalty cards"
    yours = describe(rules, (EV.PENALTY, 0, 5, GOING_OUT), NAMES, you=0)
    assert yours == "You may not go out on that card: you take 5 penalty cards"


def test_the_line_under_the_hand_says_why_to_draw():
    from game.table.texts import status_text

    rules = load("classic", **NO_SPECIAL_LAST)
    state = position(rules, hands=["hearts:8", "clubs:queen", "clubs:10"], top="hearts:9")
    shown = Presented.start(rules, observe(state, 0))
    assert status_text(shown, NAMES, answers=False) == tr("table.status.must_draw_going_out")
    plain = position(load("classic"), hands=["hearts:7", "clubs:queen", "clubs:10"], top="clubs:9")
    shown = Presented.start(plain.rules, observe(plain, 0))
    assert status_text(shown, NAMES, answers=False) == tr("table.status.must_draw")


def test_no_colour_is_shown_in_force_on_a_card_anything_may_follow():
    rules = load("classic", ranks__jack__then_any=True, ranks__jack__effects=[])
    state = position(rules, hands=["clubs:10", "clubs:queen", "clubs:9"], top="hearts:jack")
    assert Presented.start(rules, observe(state, 0)).colour_in_force == -1
    state = position(rules, hands=["clubs:10", "clubs:queen", "clubs:9"], top="hearts:9")
    assert Presented.start(rules, observe(state, 0)).colour_in_force >= 0
