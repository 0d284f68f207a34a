"""The strict replay's reading of "no going out on a special card" (`rules.going_out`).

Built from the trace's ruleset document alone, like the rest of the checker: which ranks may
not be a player's last card (the listed ones, or `specials`: a rank with an effect, that goes
on anything, or that anything may follow), at which tables (`players_max`, 0 any), and what
going out on one does. Refused: no such card may empty a hand — except where the player had
to lay it (the last card of a set short of its least size, or the companion a card needs).
Penalised: the `penalty` event with the reason `going_out` and the setting's count must follow
at once, and the round goes on.
"""

from __future__ import annotations

from collections.abc import Mapping, Set
from typing import Any

from game.sim.replay_match import rank_of

REASON = "going_out"  # the penalty event's reason


class GoingOutProblem(Exception):
    """A going out the trace's ruleset does not allow, or its penalty wrong or missing."""


class GoingOutCheck:
    def __init__(self, spec: Mapping[str, Any], specials: Set[str], players: int) -> None:
        not_with = spec.get("not_with", [])
        self.banned = frozenset(specials if not_with == "specials" else not_with)
        most = int(spec.get("players_max", 0))
        if most and players > most:
            self.banned = frozenset()
        self.refused = spec.get("consequence", "refused") == "refused"
        self.cards = int(spec.get("penalty", 5))
        self.owed: int = -1  # the seat whose going-out penalty must come next, -1 none

    def card_left(self, seat: int, card: str, left: int, how: str | None) -> bool:
        """`seat` put `card` down (played `how`) and holds `left` cards now. True when that
        costs the going-out penalty (the round goes on)."""
        if left or rank_of(card) not in self.banned:
            return False
        if not self.refused:
            self.owed = seat
            return True
        if how not in ("group", "companion"):
            raise GoingOutProblem(f"seat {seat} went out on {card}, which nobody may go out on")
        return False

    def penalty(self, seat: int, cards: int, reason: str) -> None:
        if reason != REASON:
            return
        if seat != self.owed:
            raise GoingOutProblem(
                f"seat {seat} is fined for going out without going out on such a card"
            )
        if cards != self.cards:
            raise GoingOutProblem(
                f"seat {seat} is fined {cards} cards for going out; the ruleset says {self.cards}"
            )
        self.owed = -1

    def settled(self) -> None:
        """Any other event: a going-out penalty owed must have come first."""
        if self.owed >= 0:
            seat, self.owed = self.owed, -1
            raise GoingOutProblem(
                f"seat {seat} went out on a card that costs a penalty, and drew none"
            )
