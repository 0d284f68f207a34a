"""The strict replay's reading of drawing variants and waiting turns (the answers to an attack
other than stacking, cancel_attack and `returned_by`, are read in `game.sim.replay_match`).

Built from the ruleset document in a trace's header alone, like `game.sim.replay_match`; the
engine is what is being checked, so nothing here comes from it.

- A turn's draw (`rules.draw`): with `until: one` one card an action; otherwise cards one after
  another, each but the last one that does not fit on the pile (it would have stopped the
  drawing), at most `count` of them with `until: count`, and none after the pile ran out and
  was turned over in the middle of the draw.
- `rules.drawn_card: must_play`: after a turn's draw whose last card fits, the same seat's next
  action plays it (no pass).
- `skip.stacked: one_waits`: a `waits` record follows a skip attack of such a card, and adds
  the skips taken less the one lost at once; a seat with turns to wait is not given a turn.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.sim.replay_match import MatchProblem, TraceRules

MAX_DRAW = 256  # "until it fits": as many as the pile holds


class DrawRules:
    """What the strict replay needs of `rules.draw` and `rules.drawn_card`."""

    def __init__(self, rules: Mapping[str, Any]) -> None:
        draw = rules.get("draw", {})
        until = draw.get("until", "one")
        self.limit = {"one": 1, "count": int(draw.get("count", 3))}.get(until, MAX_DRAW)
        self.must_play = rules.get("drawn_card", "keep") == "must_play"


class DrawChecker:
    """Follows the turn draws of one action, and what the next action owes them."""

    def __init__(self, rules: TraceRules) -> None:
        self.rules = rules
        self.draws = DrawRules(rules.table_rules)
        self.seat = -1
        self.drawn: list[tuple[str, bool]] = []  # this action's turn draws: card, fits
        self.owed: tuple[int, str] | None = None  # (seat, card) that must be played next
        self.turned_over = False  # the discard pile was turned over after this action's draw

    def action(self, seat: int, kind: str, card: str | None) -> None:
        """A new action: the last action's draws are over; a card owed is played now."""
        if self.drawn and self.draws.must_play and self.drawn[-1][1]:
            self.owed = (self.seat, self.drawn[-1][0])
        self.drawn = []
        self.turned_over = False
        self.seat = seat
        owed, self.owed = self.owed, None
        if owed is not None and owed[0] == seat and (kind != "play" or card != owed[1]):
            raise MatchProblem(
                f"seat {seat} drew {owed[1]}, which fits: it must be played (drawn_card: "
                f"must_play), not {kind}"
            )

    def reshuffled(self) -> None:
        self.turned_over = bool(self.drawn)

    def turn_draw(self, card: str, top: str | None, colour: str) -> None:
        if self.turned_over:
            raise MatchProblem(
                f"drew {card} after the pile ran out in the middle of a draw: the draw stops there"
            )
        if self.drawn and self.drawn[-1][1]:
            raise MatchProblem(
                f"drew {card} after {self.drawn[-1][0]}, which fits: the draw stops at a card "
                "that fits"
            )
        if len(self.drawn) >= self.draws.limit:
            raise MatchProblem(f"drew {len(self.drawn) + 1} cards in one turn's draw")
        fits = top is not None and self.rules.matches(card, top, colour)
        self.drawn.append((card, fits))


class WaitChecker:
    """Turns each seat still waits (`skip.stacked: one_waits`)."""

    def __init__(self, players: int) -> None:
        self.waits = [0] * players

    def owe(
        self, seat: int, turns: int, pending: tuple[str, Mapping[str, Any], str] | None, amount: int
    ) -> None:
        if pending is None or pending[0] != "skip":
            raise MatchProblem(f"seat {seat} waits turns without a skip attack")
        if pending[1].get("stacked", "more_players") != "one_waits":
            raise MatchProblem(f"seat {seat} waits turns for a skip that is not stacked one_waits")
        # The count kept here never exceeds the engine's (see `skipped`): at least this many.
        if turns < self.waits[seat] + amount - 1:
            raise MatchProblem(
                f"seat {seat} waits {turns} turns, fewer than {self.waits[seat]} + {amount} - 1"
            )
        self.waits[seat] = turns

    def skipped(self, seat: int) -> None:
        # A waiting seat passed over serves a turn. A skip card's own skip serves none, and
        # the record does not tell them apart: counting it too keeps the count a lower bound.
        if self.waits[seat]:
            self.waits[seat] -= 1

    def turn(self, seat: int) -> None:
        if self.waits[seat]:
            raise MatchProblem(f"seat {seat} takes a turn with {self.waits[seat]} turns to wait")
