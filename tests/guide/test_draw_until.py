"""Learn to play where a turn's draw goes on until a card fits (classic's house rule D-50,
`rules.draw.until`) and a drawn card that fits must be played (D-51, `rules.drawn_card:
must_play`): the draw step is taught by a draw that brings several cards, the last one fitting,
and the play of that card is a step of its own."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from game.engine import actions as A
from game.engine import events as EV
from game.engine import state as S
from game.engine.core import apply
from game.engine.draw_until import fits
from game.engine.legal import legal_actions
from game.engine.rules import Rules
from game.guide.plan import DRAW, DRAWN, UNTIL, Step, plan_steps
from game.guide.search import PERSON, Course, course_for, deal, find_course
from game.guide.session import GuidedSession, guided_setup
from game.guide.words import step_name
from game.i18n import set_language, tr
from game.ruleset import load_rules

HOUSE: dict[str, dict[str, Any]] = {
    "d50": {"rules.draw.until": "fits"},
    "d50_d51": {"rules.draw.until": "fits", "rules.drawn_card": "must_play"},
    "d51": {"rules.drawn_card": "must_play"},
    "at_most_3": {"rules.draw.until": "count", "rules.draw.count": 3},
}


@cache
def found(house: str) -> tuple[Rules, Course]:
    rules = load_rules("classic", overrides=HOUSE[house])
    return rules, course_for(rules)


def keys(house: str) -> list[str]:
    return [s.key for s in plan_steps(load_rules("classic", overrides=HOUSE[house]))]


def test_the_draw_step_follows_the_drawing_rules() -> None:
    cards = ["card:7", "card:8", "card:jack", "call:mau"]
    assert keys("d50") == [*cards, "draw:until", "round_end"]
    assert keys("at_most_3") == [*cards, "draw:until", "round_end"]
    assert keys("d50_d51") == [*cards, "draw:until", "drawn", "round_end"]
    assert keys("d51") == [*cards, "draw", "drawn", "round_end"]
    assert [s.key for s in plan_steps(load_rules("classic"))] == [*cards, "draw", "round_end"]


@pytest.mark.parametrize("house", sorted(HOUSE))
def test_the_course_teaches_every_step_and_the_person_wins(house: str) -> None:
    rules, course = found(house)
    assert course.missing == ()
    assert sorted(course.taught()) == sorted(step.key for step in plan_steps(rules))
    state = deal(rules, course.players, course.order)
    for seat, action in course.moves:
        assert action in legal_actions(state, seat), (seat, A.action_to_text(rules, action))
        apply(state, action, seat)
    assert state.over and state.winner == PERSON
    assert find_course(load_rules("classic", overrides=HOUSE[house])) == course


@pytest.mark.parametrize("house", ["d50", "d50_d51", "at_most_3"])
def test_the_person_draws_until_a_card_fits(house: str) -> None:
    """Crazy Eights, webcasty.com "How to play crazy eights the card game" (CE1): "you must
    draw from the stockpile until you come to a card you can play". The person, holding nothing
    that fits, draws once; several cards come, the last of them fitting."""
    rules, course = found(house)
    state = deal(rules, course.players, course.order)
    for (seat, action), taught in zip(course.moves, course.teaches, strict=True):
        if f"{DRAW}:{UNTIL}" in taught:
            assert (seat, action) == (PERSON, A.DRAW)
            assert not [a for a in legal_actions(state, PERSON) if A.kind_of(a) == A.PLAY]
            events = apply(state, action, seat)
            drawn = [e[2] for e in events if e[0] == EV.DRAW and e[1] == PERSON]
            assert len(drawn) >= 2
            assert not any(fits(state, t) for t in drawn[:-1]) and fits(state, drawn[-1])
            assert state.phase == S.AFTER_DRAW and state.drawn == drawn[-1]
            return
        apply(state, action, seat)
    raise AssertionError("no draw until a card fits")


@pytest.mark.parametrize("house", ["d50_d51", "d51"])
def test_the_drawn_card_that_fits_is_played(house: str) -> None:
    """Crazy Eights, liquisearch.com "Crazy Eights – Basic Play" (CE3): "when he draws a card
    he is able to play he must play it". The step is the person's play of the card just drawn,
    with no pass offered; with D-50 too, the card that ended the draw until one fits."""
    rules, course = found(house)
    state = deal(rules, course.players, course.order)
    previous: tuple[str, ...] = ()
    for (seat, action), taught in zip(course.moves, course.teaches, strict=True):
        if DRAWN in taught:
            assert seat == PERSON and A.kind_of(action) == A.PLAY
            assert state.phase == S.AFTER_DRAW and A.type_of(action) == state.drawn
            assert A.PASS not in legal_actions(state, PERSON)
            if house == "d50_d51":
                assert f"{DRAW}:{UNTIL}" in previous
            return
        previous = taught
        apply(state, action, seat)
    raise AssertionError("no drawn card played")


def guided(rules: Rules, house: str, course: Course) -> GuidedSession:
    s = GuidedSession(
        guided_setup("classic", HOUSE[house], ["Du", "Anna", "Ben"], course),
        course,
        rules=rules,
        pace=(0.01, 0.01),
        call_grace=0.0,
    )
    s.start_round()
    return s


@pytest.mark.parametrize("language", ["en", "de", "sv"])
def test_a_guided_round_drawing_until_a_card_fits_is_played_to_its_end(language: str) -> None:
    """The draw is asked saying that the cards come one by one until one fits, with the drawn
    card's rule, in the person's language; the drawn card with the rule that it must be played; the round ends on the
    course, every step taught."""
    rules, course = found("d50_d51")
    set_language(language)
    s = guided(rules, "d50_d51", course)
    try:
        asked: list[tuple[tuple[str, ...], str]] = []
        for _ in range(5000):
            for event in s.take():
                s.shown(event)
            if s.round_over:
                break
            ask = s.ask()
            if ask is not None:
                assert s.offers(PERSON) == [ask.action]
                words = s.ask_words(ask, armed=False)
                assert "{" not in words and "guide." not in words, words
                asked.append((ask.teaches, words))
                assert s.request(PERSON, ask.action) is None
            s.update(0.05)
        assert s.round_over and s.state is not None and s.state.winner == PERSON
        assert not s.off_course and s.at == len(course.moves)
        assert s.taught() == len(plan_steps(rules))
        (draw,) = [words for taught, words in asked if f"{DRAW}:{UNTIL}" in taught]
        one_by_one = tr("guide.draw_until", why="\0", drawn="\0").split("\0")[1]
        assert one_by_one in draw and tr("rules.drawn_card.must_play") in draw
        assert tr("hint.draw_until", hint="\0").split("\0")[1] in draw  # until a card fits
        (drawn,) = [words for taught, words in asked if DRAWN in taught]
        assert drawn.startswith(tr("rules.drawn_card.must_play"))
        for step in (Step(DRAW, UNTIL), Step(DRAWN)):
            assert "guide." not in step_name(rules, step)
    finally:
        set_language("en")
        s.close()
