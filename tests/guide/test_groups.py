"""Learn to play with several cards in one play (game.engine.groups): classic with its house
rule D-33 (sets of one rank and runs in one suit) plans a step per form, the search finds a
round in which the person lays each, and the guided table asks for it card by card."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from game.engine import actions as A
from game.engine import state as S
from game.engine.core import apply
from game.engine.legal import legal_actions
from game.engine.observe import observe
from game.engine.rules import Rules
from game.guide.plan import GROUP, Step, group_form, group_forms, plan_steps
from game.guide.policy import group_move
from game.guide.search import PERSON, Course, course_for, deal, find_course, seats_for
from game.guide.session import GuidedSession, guided_setup
from game.guide.words import ask_words, step_name
from game.i18n import set_language
from game.ruleset import load_rules

D33 = {"rules.groups.same_rank.enabled": True, "rules.groups.run.enabled": True}
SETS = {"rules.groups.same_rank.enabled": True}
RUNS = {"rules.groups.run.enabled": True}
ANY_SUIT = {**D33, "rules.groups.run.suit": "any"}  # a run in its first card's suit
HOUSE = {"d33": D33, "sets": SETS, "runs": RUNS, "any_suit": ANY_SUIT}


@cache
def found(house: str) -> tuple[Rules, Course]:
    rules = load_rules("classic", overrides=HOUSE[house])
    return rules, course_for(rules)


def keys(overrides: dict[str, Any]) -> list[str]:
    return [s.key for s in plan_steps(load_rules("classic", overrides=overrides))]


def test_classic_with_d33_teaches_a_set_and_a_run_after_its_cards() -> None:
    assert keys(D33) == [
        "card:7",
        "card:8",
        "card:jack",
        "group:same_rank",
        "group:run",
        "call:mau",
        "draw",
        "round_end",
    ]
    assert keys(SETS) == ["card:7", "card:8", "card:jack", "group:same_rank", *keys({})[3:]]
    assert keys(RUNS) == ["card:7", "card:8", "card:jack", "group:run", *keys({})[3:]]


def test_without_groups_the_plan_has_no_group_step() -> None:
    rules = load_rules("classic")
    assert rules.groups is None and group_forms(rules) == []
    assert not any(step.kind == GROUP for step in plan_steps(rules))


def test_a_suit_after_an_opener_is_a_form_of_its_own() -> None:
    rules = load_rules(
        "classic",
        overrides={"rules.groups.suit_after": {"enabled": True, "ranks": ["9"], "count": "all"}},
    )
    assert group_forms(rules) == ["suit_after"]
    assert Step(GROUP, "suit_after") in plan_steps(rules)


@pytest.mark.parametrize("house", sorted(HOUSE))
def test_the_course_teaches_every_step_and_the_person_wins(house: str) -> None:
    rules, course = found(house)
    assert course.players == seats_for(rules) == 3
    assert course.missing == ()
    assert sorted(course.taught()) == sorted(step.key for step in plan_steps(rules))
    state = deal(rules, course.players, course.order)
    for seat, action in course.moves:
        assert action in legal_actions(state, seat), (seat, A.action_to_text(rules, action))
        apply(state, action, seat)
    assert state.over and state.winner == PERSON


@pytest.mark.parametrize("house", sorted(HOUSE))
def test_a_group_step_is_the_persons_second_card_of_one_play(house: str) -> None:
    """The step is taught by the card the person adds to a play already begun, in the form the
    step names; the play is the person's own from its first card."""
    rules, course = found(house)
    assert rules.groups is not None
    state = deal(rules, course.players, course.order)
    taught = []
    for (seat, action), keys_ in zip(course.moves, course.teaches, strict=True):
        for key in keys_:
            if key.startswith(GROUP + ":"):
                assert seat == PERSON and A.kind_of(action) == A.PLAY
                assert state.phase == S.GROUP and state.turn == PERSON and len(state.group) >= 2
                before, *laid = state.group
                last, t = A.type_of(laid[-1]), A.type_of(action)
                if key == "group:same_rank":
                    assert rules.type_rank[last] == rules.type_rank[t]
                else:
                    assert rules.type_colour[last] == rules.type_colour[t]
                    assert before == rules.type_colour[t] or house == "any_suit"
                    assert abs(rules.type_rank[last] - rules.type_rank[t]) == 1
                taught.append(key)
        apply(state, action, seat)
    assert sorted(taught) == sorted(s.key for s in plan_steps(rules) if s.kind == GROUP)


def test_the_friendly_bots_lay_one_card_a_play() -> None:
    """A bot whose card could be followed ends its play at once: the round stays the person's."""
    rules, course = found("d33")
    state = deal(rules, course.players, course.order)
    for seat, action in course.moves:
        if seat != PERSON and state.phase == S.GROUP:
            assert A.kind_of(action) == A.END
        apply(state, action, seat)


def test_no_call_is_asked_with_a_card_the_play_goes_on_after() -> None:
    """The call of a play of several cards is judged as it ends: a card laid with the call
    while the play goes on would say it for nothing."""
    rules, course = found("d33")
    state = deal(rules, course.players, course.order)
    for seat, action in course.moves:
        apply(state, action, seat)
        if state.phase == S.GROUP and state.turn == seat:
            assert not action & A.CALL_BIT, A.action_to_text(rules, action)


def test_the_search_is_the_same_every_time() -> None:
    rules, course = found("d33")
    assert find_course(load_rules("classic", overrides=D33)) == course


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


def play_through(s: GuidedSession) -> list[tuple[int, str]]:
    """The guided table played to its end by doing what each ask says: (action, words)."""
    asked = []
    for _ in range(5000):
        for event in s.take():
            s.shown(event)
        if s.round_over:
            break
        ask = s.ask()
        if ask is not None:
            assert s.offers(PERSON) == [ask.action]  # nothing else is offered
            words = s.ask_words(ask, armed=False)
            assert "{" not in words and "guide." not in words, words
            asked.append((ask.action, words))
            assert s.request(PERSON, ask.action) is None
        s.update(0.05)
    return asked


@pytest.mark.parametrize("house", ["d33", "any_suit"])
@pytest.mark.parametrize("language", ["en", "de", "sv"])
def test_a_guided_round_with_groups_is_played_to_its_end(house: str, language: str) -> None:
    """The person is asked for each card of their plays, and for the end of a play where one
    is to be ended, in words of their language; the round ends on the course, the person
    winning, every step taught."""
    rules, course = found(house)
    set_language(language)
    s = guided(rules, house, course)
    try:
        asked = play_through(s)
        assert s.round_over and s.state is not None and s.state.winner == PERSON
        assert not s.off_course and s.at == len(course.moves)
        assert s.taught() == len(plan_steps(rules))
        ends = [words for action, words in asked if A.kind_of(action) == A.END]
        if house == "any_suit":  # a run laid, and the play ended by the person
            end_play = {"en": "End play", "de": "Zug beenden", "sv": "Avsluta draget"}[language]
            assert ends and all(end_play in words for words in ends)
        for step in plan_steps(rules):
            assert "guide." not in step_name(rules, step)
    finally:
        set_language("en")
        s.close()


def test_the_end_of_a_play_asks_for_the_call_first_when_the_hand_owes_one() -> None:
    rules, course = found("any_suit")
    state = deal(rules, course.players, course.order)
    for seat, action in course.moves:
        if seat == PERSON and A.kind_of(action) == A.END:
            break
        apply(state, action, seat)
    obs = observe(state, PERSON)
    call = ask_words(rules, obs, A.END | A.CALL_BIT, ("call:mau",), ["Du", "Anna", "Ben"])
    assert "Say “Mau”" in call and "End play" in call and "penalty" in call
    again = ask_words(rules, obs, A.END | A.CALL_BIT, (), ["Du", "Anna", "Ben"])
    assert "Say “Mau”" in again and "End play" in again and "penalty" not in again
    armed = ask_words(rules, obs, A.END | A.CALL_BIT, (), ["Du", "Anna", "Ben"], armed=True)
    assert "Say" not in armed and "End play" in armed


def test_the_person_ends_a_play_once_its_form_is_taught() -> None:
    """In a play of several cards the person adds a card in a form still to be taught, else
    ends the play (their last card excepted: it wins the round)."""
    rules, course = found("d33")
    state = deal(rules, course.players, course.order)
    for seat, action in course.moves:
        apply(state, action, seat)
        if seat == PERSON and state.phase == S.GROUP and state.turn == PERSON:
            break
    obs = observe(state, PERSON)
    legal = legal_actions(state, PERSON)
    adds = [a for a in legal if A.kind_of(a) == A.PLAY]
    assert rules.groups is not None
    form = group_form(rules.groups, state.group, A.type_of(adds[0]))
    assert form is not None
    assert A.kind_of(group_move(rules, obs, legal, [form])) == A.PLAY
    assert A.kind_of(group_move(rules, obs, legal, [])) == A.END


SUIT_AFTER_9 = {"enabled": True, "ranks": ["9"], "count": "all"}
VARIANTS = {
    "chained": ("classic", {**D33, "rules.groups.chain": True}),
    "runs up": ("classic", {**D33, "rules.groups.run.direction": "up"}),
    "top card only": (
        "classic",
        {**D33, "rules.groups.effects": "last", "rules.groups.attacks": "last"},
    ),
    "sets of three": (
        "classic",
        {"rules.groups.same_rank.enabled": True, "rules.groups.same_rank.min": 3},
    ),
    "suit after a 9": ("classic", {"rules.groups.suit_after": SUIT_AFTER_9}),
    "one after a 7": (
        "classic",
        {"rules.groups.suit_after": {"enabled": True, "ranks": ["7"], "count": "one"}},
    ),
    "every form": ("classic", {**D33, "rules.groups.suit_after": SUIT_AFTER_9}),
    "noris": ("noris", D33),
    "emmi": ("emmi", D33),
    "huch": ("huch", D33),
}


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_form_and_way_of_groups_finds_a_whole_course(variant: str) -> None:
    """Whatever the groups' settings, and in other rulesets too, the round found teaches every
    step, each of its moves legal, and the person wins."""
    ruleset, overrides = VARIANTS[variant]
    rules = load_rules(ruleset, overrides=overrides)
    course = find_course(rules)
    assert course.missing == () and any(s.kind == GROUP for s in course.steps)
    state = deal(rules, course.players, course.order)
    for seat, action in course.moves:
        assert action in legal_actions(state, seat), (seat, A.action_to_text(rules, action))
        apply(state, action, seat)
    assert state.over and state.winner == PERSON
