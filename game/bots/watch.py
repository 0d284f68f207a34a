"""What a careful player notices at the table: which colours each opponent seems to lack.

When a player draws on their turn (and the ruleset does not let them draw while holding a
match), they held nothing of the colour in force. That is the most useful thing a human counts
in Mau-Mau: name that colour, or leave it in force, and the next player probably draws. The
knowledge fades the way it does for people: a card of that colour played by them clears it,
so does drawing several cards at once (an attack or a penalty), and a trade moves it along
with the hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine import events as EV
from game.engine.rules import Rules

_LAID = EV.CARD_LAID
_NEW_BATCH = frozenset((EV.TURN, EV.ATTACK))
_DRAW, _COLOUR, _START_CARD, _TRADE = EV.DRAW, EV.COLOUR, EV.START_CARD, EV.TRADE
_PASSED = EV.CARD_PASSED


class TableWatch:
    __slots__ = ("_drawn", "colour", "lacks", "rules", "seat")

    def __init__(self) -> None:
        self.rules: Rules | None = None
        self.seat = 0
        self.colour = -1
        self.lacks: list[int] = []  # per seat: bit mask of colours it seems to lack
        self._drawn: list[int] = []  # cards drawn in the current batch of events, per seat

    def start(self, rules: Rules, seat: int, players: int) -> None:
        self.rules, self.seat, self.colour = rules, seat, -1
        self.lacks = [0] * players
        self._drawn = [0] * players

    def notice(self, events: Sequence[tuple[Any, ...]]) -> None:
        rules = self.rules
        if rules is None:
            return
        type_colour = rules.type_colour
        lacks, drawn = self.lacks, self._drawn
        traded = False
        # The kinds are module constants, not `EV.` lookups: this runs for every seat after
        # every decision, the costliest line of a medium bot's round.
        for kind, seat, a, b in events:
            if kind in _LAID:
                c = type_colour[a]
                if c >= 0:
                    self.colour = c
                    lacks[seat] &= ~(1 << c)
            elif kind == _DRAW:
                if b == "turn" and not rules.draw_when_able and self.colour >= 0:
                    lacks[seat] |= 1 << self.colour
                else:
                    drawn[seat] += 1
                    if drawn[seat] >= 2:
                        lacks[seat] = 0
            elif kind in _NEW_BATCH:
                for s in range(len(drawn)):
                    drawn[s] = 0
            elif kind == _COLOUR:
                self.colour = a
            elif kind == _START_CARD and not b:
                self.colour = type_colour[a]
            elif kind == _TRADE:
                traded = True  # handled below, all moves of one trade at once
            elif kind == _PASSED:
                lacks[a] = 0  # a card came to that hand (a stage's): it may be of any colour
        if traded:
            old = lacks[:]
            for kind, src, dst, _b in events:
                if kind == _TRADE:
                    lacks[dst] = old[src]

    def memory(self) -> dict[str, Any]:
        return {"colour": self.colour, "lacks": list(self.lacks)}

    def restore(self, memory: dict[str, Any]) -> None:
        self.colour = int(memory.get("colour", -1))
        self.lacks = [int(x) for x in memory.get("lacks", self.lacks)]
        self._drawn = [0] * len(self.lacks)
