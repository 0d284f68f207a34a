"""Out-of-turn arbitration (D-8): which of several actions asked for at once is carried out.

A jump-in, a catch, a late call or a trade's defence may be asked for by several seats in the
same window, and may race the regular action of the seat to act. Every runner — the simulator,
the bots' table, the tournament, the desktop table, the terminal demo — collects the requests of
one window and lets `arbitrate` decide, so the ruleset's `out_of_turn_priority` means the same
everywhere:

* `first` (the books' "the first one wins"): the earliest request; the simulator passes seeded
  request times, a table the seconds since the window opened.
* `turn_order` (a house rule): the seat nearest in turn order from the seat to act.

Ties (equal times, or one seat) go to the nearer seat, then the earlier request.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from game.engine.frozen import rebuilt
from game.engine.state import State

FIRST: Final = "first"
TURN_ORDER: Final = "turn_order"


@dataclass(frozen=True, slots=True)
class Request:
    """`seat` asks to take `action`, `at` seconds into the window (any clock, same for all)."""

    seat: int
    action: int
    at: float = 0.0

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return rebuilt(self)  # pickled and copied alike compiled or not (game.engine.frozen)


def turn_distance(state: State, seat: int) -> int:
    """How far `seat` is from the seat to act in the direction of play (0: the seat to act)."""
    return ((seat - state.turn) * state.direction) % state.n


def arbitrate(state: State, requests: Sequence[Request]) -> Request:
    """The request that is carried out (D-8); the others are not."""
    if not requests:
        raise ValueError("arbitrate needs at least one request")
    if len(requests) == 1:
        return requests[0]
    if state.rules.out_of_turn_priority == TURN_ORDER:
        return min(requests, key=lambda r: (turn_distance(state, r.seat), r.at))
    return min(requests, key=lambda r: (r.at, turn_distance(state, r.seat)))
