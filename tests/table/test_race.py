"""Out of turn in real time: a window after the first request, then the ruleset's priority
(D-8) — the same window for people and bots, and the log says why the winner won."""

from __future__ import annotations

import pytest

from game.engine import action_from_text
from game.engine import events as EV
from game.engine.arbitrate import Request
from game.engine.notation import position
from game.i18n import tr
from game.ruleset import load_rules
from game.table.race import WINDOW, Race
from tests.table.driver import DT, screen, table

TURN_ORDER = {"rules.out_of_turn_priority": "turn_order"}
# Seat 1 has just played a red 6/9; seat 2 is to act; seats 0 (a person) and 3 (a bot) hold
# the same card. From seat 2, seat 3 is nearer in turn order than seat 0.
HANDS = ["red:6_9 blue:7 green:8", "red:6_9 yellow:1 yellow:3", "green:4 green:5", "red:6_9 blue:1"]


def jump_window(overrides: dict | None = None):  # type: ignore[no-untyped-def]
    rules = load_rules("abacus", overrides=overrides)
    state = position(rules, hands=HANDS, top="red:3", turn=1)
    return rules, state


def test_the_window_closes_a_fixed_time_after_the_first_request() -> None:
    race = Race()
    assert not race.open
    race.add(Request(3, 1, at=2.0))
    race.add(Request(0, 2, at=1.9))  # asked earlier, came in later (a bot's reaction time)
    race.add(Request(3, 5, at=2.1))  # a seat's second request does not count
    assert race.open and race.closes == pytest.approx(1.9 + WINDOW)
    assert [r.seat for r in race.requests] == [3, 0] and race.asked(0) and not race.asked(1)


@pytest.mark.parametrize(
    ("overrides", "winner", "why"), [(None, 0, "first"), (TURN_ORDER, 3, "turn_order")]
)
def test_first_takes_the_earliest_turn_order_the_nearest(overrides, winner, why) -> None:  # type: ignore[no-untyped-def]
    rules, state = jump_window(overrides)
    from game.engine import apply

    apply(state, action_from_text(rules, "play red:6_9"), 1)
    jump = action_from_text(rules, "jump red:6_9")
    race = Race()
    race.add(Request(0, jump, at=0.0))
    race.add(Request(3, jump, at=0.2))
    chosen, reason = race.decide(state)
    assert (chosen.seat, reason) == (winner, why)
    alone = Race()
    alone.add(Request(3, jump, at=0.0))
    assert alone.decide(state) == (alone.requests[0], "alone")


def _to_the_bots_jump(overrides: dict | None):  # type: ignore[no-untyped-def]
    """A table at the jump window: the bot at seat 3 has decided to jump in and waits for its
    reaction time; returns the session and the moment the bot will ask."""
    s = table("abacus", 1, 3, overrides=overrides, pace=(5.0, 5.0))
    s.use_position(position(s.rules, hands=HANDS, top="red:3", turn=1))
    assert s.act(1, action_from_text(s.rules, "play red:6_9")) is None
    screen(s)
    for _ in range(100):
        s.update(0.0)  # the bots answer; no time passes
        jumps = [i for i in s.intents if i.seat == 3 and i.out_of_turn]
        if jumps:
            return s, jumps[0].due
    raise AssertionError("the bot at seat 3 did not want to jump in")


@pytest.mark.parametrize(
    ("overrides", "winner", "line"),
    [(None, 0, "You were quicker"), (TURN_ORDER, 3, "B2 was nearer in turn order")],
)
def test_a_persons_earlier_jump_and_a_nearer_bots_within_the_window(
    overrides, winner, line
) -> None:  # type: ignore[no-untyped-def]
    s, bot_asks = _to_the_bots_jump(overrides)
    events: list = []
    s.listeners.append(events.extend)
    while s.clock < bot_asks - 0.1:  # the person asks 0.1 s before the bot does
        s.update(DT / 5)
    assert s.act(0, action_from_text(s.rules, "jump red:6_9")) is None
    assert s.waiting(0) and not events  # nothing happens before the window closes
    while not events:
        s.update(DT / 5)
    jumps = [e for e in events if e[0] == EV.JUMP]
    assert [e[1] for e in jumps] == [winner]
    screen(s)
    assert line in s.log.lines
    s.close()


def test_a_request_after_the_window_is_too_late() -> None:
    """The person asks; the bot's reaction comes after the window: the person's jump alone."""
    s, bot_asks = _to_the_bots_jump(TURN_ORDER)
    events: list = []
    s.listeners.append(events.extend)
    while s.clock < bot_asks - WINDOW - 0.1:
        s.update(DT / 5)
    s.act(0, action_from_text(s.rules, "jump red:6_9"))
    while not events:
        s.update(DT / 5)
    assert [e[1] for e in events if e[0] == EV.JUMP] == [0]
    screen(s)
    assert not any("nearer" in line or "quicker" in line for line in s.log.lines)
    s.close()


def test_a_regular_action_during_the_window_comes_too_late() -> None:
    s, bot_asks = _to_the_bots_jump(None)
    while s.clock < bot_asks:
        s.update(DT / 5)
    assert s.waiting(3)
    assert s.act(2, action_from_text(s.rules, "draw")) == tr(
        "table.refused", reason=tr("table.moved_on")
    )
    s.close()
