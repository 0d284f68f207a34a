"""When the decisions at a table are carried out, in table time.

A bot's answer is carried out after its pause (its turn) or its reaction time (a chance out of
turn); so is a person's answer the session gives when a decision has only one (`Intent`). A
chance out of turn goes first, and the turn waits while one is still being weighed, timed or
raced (`next_intent`). While a person may still make a call they owe, or catch a bot's missed
call, the call grace holds the other decisions back (`Grace`).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from random import Random

from game.engine import actions as A
from game.engine.legal import legal_actions
from game.engine.state import State
from game.table.choices import catch_action


@dataclass
class Intent:
    """A decision waiting for its moment (a bot's pause, a reaction delay)."""

    seat: int
    action: int
    due: float
    out_of_turn: bool


@dataclass(frozen=True)
class Grace:
    """Time given to a person while a call window is open: `whom` "call" (a person owes the
    call: nobody else moves) or "catch" (a person may catch a bot's miss: no bot moves on or
    catches first, the next player's catch on its own turn included; only the bot that
    missed its call may still make it late, racing the person's catch)."""

    window: tuple[int, int]  # the seat that owes the call, and the turn it was owed at
    ends: float
    whom: str

    def holds(self, intent: Intent, clock: float, humans: Collection[int]) -> bool:
        if clock >= self.ends:
            return False
        if self.whom == "call":
            return intent.seat not in humans
        return intent.action & A.KIND_MASK != A.CALL


def open_grace(
    state: State, humans: Collection[int], clock: float, seconds: float, current: Grace | None
) -> Grace | None:
    """The grace of the call window open now (`current` goes on while it is the same one)."""
    if state.owed_seat < 0:
        return None
    window = (state.owed_seat, state.owed_turn)
    if current is not None and current.window == window:
        return current
    owed = state.owed_seat
    if owed in humans and A.CALL in legal_actions(state, owed):
        return Grace(window, clock + seconds, "call")
    if any(catch_action(legal_actions(state, h)) is not None for h in humans if h != owed):
        return Grace(window, clock + seconds, "catch")
    return None


def next_intent(
    intents: Sequence[Intent],
    clock: float,
    *,
    held: Collection[int],
    waiting_out: bool,
    race_open: bool,
) -> Intent | None:
    """The decision to carry out now, if any. `held`: the ids of intents the grace holds;
    `waiting_out`: a chance out of turn is still being weighed; `race_open`: requests are
    being collected."""
    due = [i for i in intents if i.due <= clock and id(i) not in held]
    if not due:
        return None
    out = [i for i in due if i.out_of_turn]
    if out:
        return min(out, key=lambda i: i.due)
    # The turn waits while an out-of-turn chance is still being weighed, timed or raced.
    if race_open or waiting_out or any(i.out_of_turn for i in intents):
        return None
    return min(due, key=lambda i: i.due)


def stand_in(legal: Sequence[int], out_of_turn: bool, rng: Random) -> int | None:
    """A bot failed (an error, an illegal answer): a plain legal move keeps the game going;
    a chance out of turn is let pass."""
    if out_of_turn:
        return None
    plain = [a for a in legal if not a & A.CALL_BIT] or list(legal)
    return rng.choice(plain)
