"""Calls people can make: the call button says a call is due before the play, bots give a
person time to make a call they owe or to catch a bot's miss (none where the window closes
with the play), and a decision with only one answer is answered after a pause."""

from __future__ import annotations

import pytest

from game.engine import action_from_text
from game.engine import actions as A
from game.engine import events as EV
from game.table.session import CALL_GRACE
from tests.table.driver import at, bot_forgot_its_call, screen, table

STEP = 0.05


def run(s, seconds: float) -> list:  # type: ignore[no-untyped-def]
    """Table time passes (everything shown at once); the events of that time."""
    events: list = []
    s.listeners.append(events.extend)
    end = s.clock + seconds
    while s.clock < end - 1e-9:
        screen(s)
        s.update(STEP)
    screen(s)
    s.listeners.remove(events.extend)
    return events


# -- the button ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("ruleset", "hand", "mode", "call"),
    [
        ("noris", "red:5 red:6", "due", "mau"),  # the next play leaves one card
        ("noris", "red:5 red:6 red:7", "off", "mau"),
        ("huch", "red:5", "due", "mau_mau"),  # the last card: the winning call
        ("abacus", "red:5 red:7", "due", "achtung"),  # the second-to-last card
    ],
)
def test_the_call_button_says_a_call_is_due_before_the_play(ruleset, hand, mode, call) -> None:  # type: ignore[no-untyped-def]
    s = at(
        table(ruleset, 1, 2),
        hands=[hand, "yellow:1 yellow:3", "green:4 green:5"],
        top="red:3",
        turn=0,
    )
    state = s.call_state(0)
    assert (state.mode, state.call_id) == (mode, call)
    s.close()


def test_nothing_is_offered_before_the_play_has_been_shown() -> None:
    s = at(
        table("noris", 1, 2),
        hands=["red:5 red:6", "yellow:1 yellow:3", "green:4 green:5"],
        top="red:3",
        turn=0,
    )
    assert s.act(0, action_from_text(s.rules, "play red:5")) is None  # no call
    assert s.call_state(0).mode == "off" and not s.offers(0)  # still in the air
    screen(s)
    assert s.call_state(0).mode == "late" and s.offers(0) == [A.CALL]
    s.close()


# -- a person owes the call -------------------------------------------------------------------
def _forgot(ruleset: str = "noris"):  # type: ignore[no-untyped-def]
    s = at(
        table(ruleset, 1, 2, pace=(0.1, 0.1)),
        hands=["red:5 red:6", "red:1 red:2 red:4", "green:4 green:5"],
        top="red:3",
        turn=0,
    )
    assert s.act(0, action_from_text(s.rules, "play red:5")) is None  # without the call
    screen(s)
    return s


def test_bots_wait_while_a_person_may_still_call() -> None:
    s = _forgot()
    assert s.grace is not None and s.grace.whom == "call"
    assert run(s, CALL_GRACE - 0.2) == []  # the next bot would have played after 0.1 s
    late = run(s, 0.0)
    assert s.call(0) is None  # in time: the late call (through its race's window)
    late = run(s, 0.5)
    assert (EV.CALL, 0, "mau", 0) in late
    assert not any(e[0] in (EV.MISSED_CALL, EV.PENALTY) for e in late)
    s.close()


def test_after_the_grace_the_bot_plays_and_the_miss_costs() -> None:
    s = _forgot()
    events = run(s, CALL_GRACE + 0.3)
    assert (EV.MISSED_CALL, 0, "mau", "penalty") in events
    assert events.index((EV.MISSED_CALL, 0, "mau", "penalty")) < next(
        k for k, e in enumerate(events) if e[0] in (EV.PLAY, EV.DRAW) and e[1] == 1
    )
    s.close()


def test_a_setting_of_no_grace_lets_the_bot_play_at_once() -> None:
    s = at(
        table("noris", 1, 2, pace=(0.1, 0.1), call_grace=0.0),
        hands=["red:5 red:6", "red:1 red:2 red:4", "green:4 green:5"],
        top="red:3",
        turn=0,
    )
    s.act(0, action_from_text(s.rules, "play red:5"))
    assert any(e[0] == EV.MISSED_CALL for e in run(s, 0.3))
    s.close()


def test_no_grace_where_the_window_closes_with_the_play() -> None:
    """abacus: "Achtung!" belongs to the play; a miss is punished with it, nobody waits."""
    s = at(
        table("abacus", 1, 2, pace=(0.1, 0.1)),
        hands=["red:5 red:7", "red:1 red:4 red:0", "green:4 green:5"],
        top="red:3",
        turn=0,
    )
    events: list = []
    s.listeners.append(events.extend)
    s.act(0, action_from_text(s.rules, "play red:5"))
    assert (EV.MISSED_CALL, 0, "achtung", "penalty") in events and s.grace is None
    assert any(e[1] == 1 and e[0] in (EV.PLAY, EV.DRAW) for e in run(s, 0.3))
    s.close()


# -- a bot misses its call under challenge -----------------------------------------------------
def test_a_person_gets_the_same_time_to_catch_a_bots_miss() -> None:
    s = bot_forgot_its_call()
    assert s.grace is not None and s.grace.whom == "catch"
    assert run(s, CALL_GRACE - 0.2) == []  # the next bot would have played after 0.1 s
    assert s.catch_target(0) == 1 and s.catch(0) is None
    events = run(s, 0.5)
    assert (EV.CAUGHT, 0, 1, None) in events and (EV.PENALTY, 1, 1, "missed mau") in events
    s.close()


@pytest.mark.parametrize("grace", [2.0, 5.0])
def test_the_next_bot_does_not_catch_on_its_own_turn_before_the_grace(grace: float) -> None:
    """Issue 34, point 12 (emmi, Mouse Joker: a forgotten "Mau" costs a card only if caught):
    Anna forgets her call; Ben, next, could catch her as his move at once. The person is given
    the call grace the setting names first, and their catch late in it is the one made."""
    s = at(
        table(
            "emmi", 1, 2, pace=(0.1, 0.1), call_grace=grace, bot_options={1: {"forget_calls": 1.0}}
        ),
        hands=["red:1 blue:2 green:3", "red:3 yellow:4", "green:5 green:6 blue:7"],
        top="red:5",
        turn=1,
    )
    s.act(1, action_from_text(s.rules, "play red:3"))
    screen(s)
    assert s.grace is not None and s.grace.whom == "catch"
    assert not [e for e in run(s, grace - 0.2) if e[0] in (EV.CAUGHT, EV.PLAY, EV.DRAW)]
    assert s.catch_target(0) == 1 and s.catch(0) is None
    events = run(s, 0.5)
    assert [e[1:3] for e in events if e[0] == EV.CAUGHT] == [(0, 1)]
    s.close()


def test_uncaught_the_miss_goes_unpunished_after_the_grace() -> None:
    s = bot_forgot_its_call()
    events = run(s, CALL_GRACE + 0.3)
    assert (EV.MISSED_CALL, 1, "mau", "uncaught") in events
    assert not any(e[0] == EV.PENALTY for e in events)
    s.close()


# -- one answer only --------------------------------------------------------------------------
def _x_plus_at_the_person(**options: object):
    """abacus: an X+ at a person holding no 0 of its colour; showing the hand is all they may
    do."""
    s = at(
        table("abacus", 1, 2, pace=(0.6, 1.2), **options),
        hands=["blue:7 red:8 green:skip", "yellow:3 yellow:4", "red:xplus green:4 green:5"],
        top="red:3",
        turn=2,
    )
    s.act(2, action_from_text(s.rules, "play red:xplus"))
    screen(s)
    assert s.offers(0) == [A.ACCEPT] and s.pile(0) == "accept"
    return s


def test_a_persons_only_answer_waits_for_their_press() -> None:
    s = _x_plus_at_the_person()
    assert not any(e[0] == EV.REVEAL for e in run(s, 10.0)) and s.forced_countdown(0) is None
    pressed: list = []
    s.listeners.append(pressed.extend)
    assert s.press_pile(0) is None  # "Show your hand": carried out at once
    assert (EV.REVEAL, 0) in [e[:2] for e in pressed]
    s.close()


def test_asked_for_it_the_only_answer_comes_after_its_countdown() -> None:
    s = _x_plus_at_the_person()
    s.take_forced_moves(2.5)
    assert s.forced_countdown(0) == (2.5, 2.5)
    assert not any(e[0] == EV.REVEAL for e in run(s, 2.3))
    left = s.forced_countdown(0)
    assert left is not None and 0 < left[0] < 0.3
    assert (EV.REVEAL, 0) in [e[:2] for e in run(s, 0.4)]
    assert s.forced_countdown(0) is None
    s.close()
