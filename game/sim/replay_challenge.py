"""The strict replay's reading of a card playable only without the colour in force, and of its
challenge (`ranks.X.only_without`, `ranks.X.challenge`), from the trace's ruleset alone.

A card put down with `only_without: colour_in_force` while its player still holds another card
of the colour in force before it is refused — unless the card may be challenged, when it is a
bluff. Then only the player the card attacks may challenge it, before answering the attack;
the `challenged` record must say whether it was a bluff as the hands say, the `shown` hand must
be the bluffer's, shown to the challenger; and the penalty must follow: the attack's cards to
a bluffer caught (reason `bluff`), the attack's cards and `extra` more to a wrong challenger
(reason `challenge`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.sim.replay_match import colour_of, rank_of


class ChallengeProblem(Exception):
    """A play against its condition, or a challenge, the trace's ruleset does not allow."""


@dataclass
class _Open:
    bluffer: int
    bluff: bool
    extra: int
    victim: int = -1  # the attacked player, once the attack is told
    amount: int = 0


class ChallengeCheck:
    def __init__(self, ranks: Mapping[str, Mapping[str, Any]]) -> None:
        # Rank -> None (no condition) or the extra cards of a challenge (-1: not challenged).
        self.conditions: dict[str, int] = {}
        for rank, spec in ranks.items():
            if spec.get("only_without", "anything") == "colour_in_force":
                challenge = spec.get("challenge", {})
                self.conditions[rank] = (
                    int(challenge.get("extra", 2)) if challenge.get("enabled") else -1
                )
        self.open: _Open | None = None
        self.owed: tuple[int, int, str] | None = None  # (seat, cards, reason) to come next

    def card(self, seat: int, card: str, how: str | None, hand: Counter[str], colour: str) -> None:
        """`seat` put `card` down (`how`), holding `hand` after it, `colour` in force before."""
        self.open = None
        extra = self.conditions.get(rank_of(card))
        if extra is None or how not in ("turn", "after_draw"):
            return
        held = any(k > 0 and colour_of(c) == colour for c, k in hand.items())
        if extra < 0 and held:
            raise ChallengeProblem(
                f"seat {seat} plays {card} holding a card of the colour in force, {colour}"
            )
        if extra >= 0:
            self.open = _Open(seat, held, extra)

    def attack(self, victim: int, amount: int) -> None:
        if self.open is not None and self.open.victim < 0:
            self.open.victim, self.open.amount = victim, amount

    def challenged(self, seat: int, bluffer: int, bluff: bool) -> None:
        found, self.open = self.open, None
        if found is None or found.bluffer != bluffer:
            raise ChallengeProblem(f"seat {seat} challenges a play that may not be challenged")
        if seat != found.victim:
            raise ChallengeProblem(
                f"seat {seat} challenges, but only seat {found.victim}, attacked, may"
            )
        if bluff != found.bluff:
            raise ChallengeProblem(
                f"the challenge says {'a' if bluff else 'no'} bluff; the hands say otherwise"
            )
        if bluff:
            self.owed = (bluffer, found.amount, "bluff")
        else:
            self.owed = (seat, found.amount + found.extra, "challenge")

    def shown(self, seat: int, cards: list[str], to: int, hand: Counter[str]) -> None:
        if self.owed is None or Counter(cards) != hand:
            raise ChallengeProblem(f"seat {seat} shows cards that are not its hand")
        bluffer = self.owed[0] if self.owed[2] == "bluff" else -1
        if bluffer >= 0 and seat != bluffer or to == seat:
            raise ChallengeProblem(f"seat {seat} shows its hand to the wrong seat")

    def penalty(self, seat: int, cards: int, reason: str) -> None:
        if reason not in ("bluff", "challenge"):
            return
        if self.owed is None or self.owed != (seat, cards, reason):
            raise ChallengeProblem(
                f"seat {seat} draws {cards} for a {reason}; the challenge asks {self.owed}"
            )
        self.owed = None

    def turn(self) -> None:
        """A new turn: any challenge not made is gone; a penalty owed must have come."""
        self.open = None
        if self.owed is not None:
            seat, self.owed = self.owed[0], None
            raise ChallengeProblem(f"seat {seat} owes a challenge's penalty and drew none")
