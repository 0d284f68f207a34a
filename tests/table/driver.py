"""Driving a table session without a screen: scripted people, a screen that shows every event
at once, and the check that what is presented is what the viewer may see."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from random import Random
from typing import Any

import pytest

from game.engine import action_from_text, observe
from game.engine.notation import position
from game.table.presented import Presented
from game.table.session import TableSession
from game.table.setup import GameSetup, SeatSetup
from tests.helpers import PATIENCE

DT = 0.05


class Person:
    """A person at the table, scripted: acts only on what the session offers them — plays a
    card it lets go (answering each chooser at random), says a call due with the play or late,
    catches a missed call, draws or takes an attack — and sometimes forgets, or dawdles."""

    def __init__(self, seat: int, rng: Random, *, forget: float = 0.3, dawdle: float = 0.5):
        self.seat, self.rng, self.forget, self.dawdle = seat, rng, forget, dawdle
        self.acted = 0

    def act(self, s: TableSession) -> None:
        seat, rng = self.seat, self.rng
        if not s.caught_up or s.waiting(seat) or rng.random() < self.dawdle:
            return
        refused = None
        call = s.call_state(seat)
        cards = sorted(s.playable(seat))
        if s.catch_target(seat) is not None and rng.random() < 0.5:
            refused = s.catch(seat)
        elif call.mode == "late" and rng.random() > self.forget:
            refused = s.call(seat)
        elif cards and rng.random() < 0.8:
            choice = s.card_choice(seat, rng.choice(cards))
            assert choice is not None
            while choice.need is not None:
                choice = choice.narrowed(rng.choice(choice.values()))
            said = call.mode == "due" and rng.random() > self.forget
            refused = s.play(seat, choice, call=said)
        elif s.pile(seat) is not None:
            refused = s.press_pile(seat)
        else:
            return
        # Refused only when somebody asked out of turn just before (a window is open).
        assert refused is None or s.race.open, refused
        self.acted += refused is None


def table(
    ruleset: str,
    people: int,
    bots: int,
    *,
    seed: int = 1,
    level: str = "medium",
    overrides: dict[str, Any] | None = None,
    process: bool = False,
    pace: tuple[float, float] = (0.02, 0.05),
    **options: object,
) -> TableSession:
    seats = [SeatSetup(f"P{k}", human=True) for k in range(people)]
    seats += [SeatSetup(f"B{k}", level=level) for k in range(bots)]
    setup = GameSetup(ruleset=ruleset, overrides=overrides or {}, seats=seats, seed=seed)
    return TableSession(setup, bot_process=process, pace=pace, **options)  # type: ignore[arg-type]


def screen(s: TableSession) -> int:
    """What a screen does each frame: take the new events and show them; returns how many."""
    events = s.take()
    for event in events:
        s.shown(event)
    return len(events)


def presented_is_observed(s: TableSession) -> None:
    """Caught up, the presented state is the viewer's observation."""
    assert s.state is not None and s.caught_up
    p = s.presented
    want = Presented.start(s.rules, observe(s.state, p.viewer), sees=p.sees)
    assert p.same_table(want), (p, want)


def frames(s: TableSession, limit: int) -> Iterator[int]:
    """Frame numbers: `limit` of them with the bots inline (the frames alone bring each move).
    With the bots in their worker process, a moment of real time between frames for the
    worker, and the patience as the net instead: a busy machine slows the worker, not a tight
    loop of frames."""
    if not s.bots.in_process:
        yield from range(limit)
        return
    deadline, frame = time.monotonic() + PATIENCE, 0
    while time.monotonic() < deadline:
        yield frame
        frame += 1
        time.sleep(0.0005)


def play_round(
    s: TableSession,
    people: list[Person],
    *,
    after: Callable[[TableSession], object] | None = None,
    limit: int = 200_000,
) -> None:
    """The round under way to its end, frame by frame (the people acting, the screen showing
    what happened); `after(s)` after each frame."""
    for _ in frames(s, limit):
        if s.round_over:
            return
        screen(s)
        for person in people:
            person.act(s)
        s.update(DT)
        if after is not None:
            after(s)
    raise AssertionError(f"the round did not end in {limit} frames (or {PATIENCE:g} s)")


def play_match(s: TableSession, people: list[Person], *, limit: int = 400_000) -> int:
    """The whole match, frame by frame; returns the frames."""
    s.start_round()
    for frame in frames(s, limit):
        if screen(s):
            presented_is_observed(s)
        if s.round_over:
            if s.match_over:
                return frame
            s.start_round()
            continue
        for person in people:
            person.act(s)
        s.update(DT)
    raise AssertionError(f"the match did not end in {limit} frames (or {PATIENCE:g} s)")


def at(s: TableSession, **where: object) -> TableSession:
    """The session played on from a position (`game.engine.notation.position`'s words)."""
    s.use_position(position(s.rules, **where))  # type: ignore[arg-type]
    return s


# Easy bots that never catch, and one that never makes a call late: only the person may catch.
QUIET = {1: {"forget_calls": 1.0, "join_chance": 0.0}, 2: {"join_chance": 0.0}}


def bot_forgot_its_call() -> TableSession:
    """emmi: the person, and a bot that has just played its second-last card without its Mau."""
    s = at(
        table("emmi", 1, 2, pace=(0.1, 0.1), level="easy", bot_options=QUIET),
        hands=["blue:7 green:2 green:3", "red:5 red:6", "red:4 green:5"],
        top="red:3",
        turn=1,
    )
    s.act(1, action_from_text(s.rules, "play red:5"))  # the bot forgets its Mau
    screen(s)
    return s


def count_legal(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """From now on, the seat of every request the session makes for legal actions."""
    from game.table import session as session_module

    asked: list[int] = []
    real = session_module.legal_actions

    def counted(state, seat):  # type: ignore[no-untyped-def]
        asked.append(seat)
        return real(state, seat)

    monkeypatch.setattr(session_module, "legal_actions", counted)
    return asked
