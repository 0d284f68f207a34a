"""Out of turn in real time: requests collected for a short window, then arbitrated (D-8).

At a table people and bots act in their own time. When a seat asks to act out of turn (jump
in, catch a missed call, make its own late call, defend against a trade), the position does not
change at once: every request made within `window` seconds of the first one is collected, the
same window for people and bots, and then `game.engine.arbitrate` picks the one carried out,
as the ruleset's `out_of_turn_priority` says — `first`: the earliest request, `turn_order`:
the seat nearest in turn order from the seat to act. The simulator and the bots' table pass
seeded request times to the same function.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.arbitrate import Request, arbitrate
from game.engine.state import State

WINDOW = 0.3  # seconds after the first request in which others still count (people and bots)


@dataclass
class Race:
    window: float = WINDOW
    requests: list[Request] = field(default_factory=list)

    @property
    def open(self) -> bool:
        return bool(self.requests)

    def add(self, request: Request) -> None:
        """A seat asks; a seat's later requests in the same window do not count."""
        if all(r.seat != request.seat for r in self.requests):
            self.requests.append(request)

    def asked(self, seat: int) -> bool:
        return any(r.seat == seat for r in self.requests)

    @property
    def closes(self) -> float:
        """When the window closes: `window` seconds after the earliest request."""
        return min(r.at for r in self.requests) + self.window

    def clear(self) -> None:
        self.requests.clear()

    def decide(self, state: State) -> tuple[Request, str]:
        """The request carried out, and why it won: "alone" (nobody else asked), or the
        ruleset's priority that decided it ("first", "turn_order")."""
        winner = arbitrate(state, self.requests)
        if len(self.requests) == 1:
            return winner, "alone"
        return winner, state.rules.out_of_turn_priority
