"""Learn to play with a card that may be challenged: noris with its house rule D-57 (the Draw 4
only without the colour in force, and its victim's challenge). The plan has a step for the
challenge, the search deals and stages a bluff for it (the bot before the person plays the
Draw 4 while holding the colour in force), the person challenges it, and the person's own Draw
4 is only ever played without the colour."""

from __future__ import annotations

from functools import cache

import pytest

from game.engine import actions as A
from game.engine import events as EV
from game.engine.challenge import held_against
from game.engine.core import apply
from game.engine.legal import legal_actions
from game.engine.observe import observe
from game.engine.rules import Rules
from game.engine.state import ATTACK
from game.guide.plan import CHALLENGE, Step, plan_steps
from game.guide.search import PERSON, Course, course_for, deal, find_course, seats_for
from game.guide.session import GuidedSession, guided_setup
from game.guide.words import ask_words, step_name
from game.i18n import set_language, tr
from game.ruleset import load_rules
from game.words import colour_name

D57 = {
    "ranks.draw4.only_without": "colour_in_force",
    "ranks.draw4.challenge": {"enabled": True, "extra": 2},
}
NAMES = ["Du", "Anna", "Ben"]


@cache
def found() -> tuple[Rules, Course]:
    rules = load_rules("noris", overrides=D57)
    return rules, course_for(rules)


def test_noris_with_d57_teaches_the_challenge_of_its_draw_4() -> None:
    keys = [s.key for s in plan_steps(load_rules("noris", overrides=D57))]
    assert keys == [
        "card:reverse",
        "card:draw2",
        "card:draw4",
        "card:stop",
        "card:wild",
        "challenge:draw4",
        "call:mau",
        "draw",
        "round_end",
    ]
    assert CHALLENGE not in {s.kind for s in plan_steps(load_rules("noris"))}
    # The condition without a challenge refuses the card: nothing to challenge, no step.
    alone = load_rules("noris", overrides={"ranks.draw4.only_without": "colour_in_force"})
    assert CHALLENGE not in {s.kind for s in plan_steps(alone)}


def test_the_course_teaches_every_step_and_the_person_wins() -> None:
    rules, course = found()
    assert course.players == seats_for(rules) == 3
    assert course.missing == ()
    assert sorted(course.taught()) == sorted(step.key for step in plan_steps(rules))
    state = deal(rules, course.players, course.order)
    for seat, action in course.moves:
        assert action in legal_actions(state, seat), (seat, A.action_to_text(rules, action))
        apply(state, action, seat)
    assert state.over and state.winner == PERSON
    assert find_course(load_rules("noris", overrides=D57)) == course  # the same every time


def test_the_bot_bluffs_on_cue_and_the_challenge_catches_it() -> None:
    """U2 (the wild draw-four rule as the Wikipedia article gives it, copied on scratchdata's
    project page): the card "may be legally played only if the player has no cards of the
    current color"; U5 (wonkavator.com's rules, quoted in the sopel-UnoBot issue 17): "If
    guilty, he must draw 4 cards ... The challenge can only be made by the person required to
    draw the four cards." The bot before the person plays the Draw 4 at them while holding the
    colour in force; the person challenges at once, the hand is shown to them alone, the bot
    draws the 4 and the person plays on."""
    rules, course = found()
    state = deal(rules, course.players, course.order)
    bluffs = 0
    for k, ((seat, action), keys) in enumerate(zip(course.moves, course.teaches, strict=True)):
        if "challenge:draw4" in keys:
            before, challenger = course.moves[k - 1], (seat, action)
            assert challenger == (PERSON, A.CHALLENGE)
            assert before[0] != PERSON and state.last_player == before[0]
            assert state.phase == ATTACK and state.turn == PERSON and state.challenge >= 0
            bluffer, size = before[0], state.sizes[before[0]]
            events = apply(state, action, seat)
            assert (EV.CHALLENGED, PERSON, bluffer, True) in events
            shown = [e for e in events if e[0] == EV.SHOWN]
            assert shown and shown[0][1] == bluffer and shown[0][3] == PERSON
            assert state.sizes[bluffer] == size + 4
            assert state.turn == PERSON and state.phase != ATTACK
            continue
        kind = A.kind_of(action)
        if kind == A.PLAY and rules.type_challenge[A.type_of(action)]:
            t = A.type_of(action)
            bluff = held_against(state, seat, t, state.colour)
            assert not bluff or seat != PERSON, "the person never bluffs"
            bluffs += bluff
        apply(state, action, seat)
    assert bluffs == 1  # the friendly bots bluff only the once, for the step


def test_the_persons_own_draw_4_is_played_without_the_colour_in_force() -> None:
    """U2's condition, the person's side: their Draw 4 is asked for while they hold no card of
    the colour in force (it is legal only so without a challenge), and the words say why."""
    set_language("en")
    rules, course = found()
    state = deal(rules, course.players, course.order)
    seen = 0
    for (seat, action), keys in zip(course.moves, course.teaches, strict=True):
        if seat == PERSON and "card:draw4" in keys:
            t = A.type_of(action)
            assert not held_against(state, PERSON, t, state.colour)
            words = ask_words(rules, observe(state, PERSON), action, keys, NAMES)
            colour = colour_name(rules, state.colour)
            assert f"You hold no card of the colour in force ({colour})" in words
            seen += 1
        apply(state, action, seat)
    assert seen == 1


def guided(rules: Rules, course: Course) -> GuidedSession:
    s = GuidedSession(
        guided_setup("noris", D57, NAMES, course),
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


@pytest.mark.parametrize("language", ["en", "de", "sv"])
def test_a_guided_round_with_a_challenge_is_played_to_its_end(language: str) -> None:
    """The person is asked to challenge with the button's own label (and its key), in their
    language; the move after it says the bluff was caught; the round ends on the course."""
    rules, course = found()
    set_language(language)
    s = guided(rules, course)
    try:
        asked = play_through(s)
        assert s.round_over and s.state is not None and s.state.winner == PERSON
        assert not s.off_course and s.at == len(course.moves)
        assert s.taught() == len(plan_steps(rules))
        at = [k for k, (action, _words) in enumerate(asked) if action == A.CHALLENGE]
        assert len(at) == 1
        bluffer = s.names[s.caught[0]] if s.caught else ""
        button = tr("table.btn.challenge", player=bluffer)
        assert button in asked[at[0]][1] and "(" in asked[at[0]][1]
        caught = tr("guide.caught", player=bluffer, colour="\0").split("\0")[0]
        assert asked[at[0] + 1][1].startswith(caught)
        assert not any(words.startswith(caught) for _a, words in asked[at[0] + 2 :])
        assert "guide." not in step_name(rules, Step(CHALLENGE, "draw4"))
    finally:
        set_language("en")
        s.close()


def test_the_challenge_is_asked_by_its_button() -> None:
    """The person's challenge is no card and no pile: the bubble rings the Caught! button,
    which says "Challenge Anna!" then (tests/ui check the ring)."""
    rules, course = found()
    s = guided(rules, course)
    try:
        for _ in range(5000):
            for event in s.take():
                s.shown(event)
            ask = s.ask()
            if ask is not None and ask.action == A.CHALLENGE:
                break
            if ask is not None:
                assert s.request(PERSON, ask.action) is None
            s.update(0.05)
        assert ask is not None and ask.card == -1 and not ask.call_first
        assert A.CHALLENGE in s.offers(PERSON)
    finally:
        s.close()
