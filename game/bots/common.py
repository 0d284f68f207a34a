"""Pieces every bot level shares: calls, out-of-turn chances, reaction times, the trade outcome.

A play that leaves a hand owing a call ("Mau") appears twice in the legal actions, with and
without `CALL_BIT`; bots choose among the *moves* (call bit stripped) and then decide whether
to say the call, so forgetting a call is a separate, tunable slip and never changes which card
is played.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Any

from game.engine import actions as A
from game.engine.rules import Rules

CALL_BIT = A.CALL_BIT
LATE_CALL = A.CALL  # the whole action int of a late call: kind CALL, nothing else

# Seconds a bot waits before taking an out-of-turn chance, so people can race it (UI only).
REACTION_DELAY = {
    "random": (1.0, 2.0),
    "easy": (1.5, 2.5),
    "medium": (0.8, 1.4),
    "hard": (0.5, 1.0),
}


def reaction_delay(level: str, rng: Random) -> float:
    lo, hi = REACTION_DELAY.get(level, (1.0, 2.0))
    return rng.uniform(lo, hi)


def with_call(action: int, legal: Sequence[int], forget: bool) -> int:
    """The action with its call added when a calling twin is legal, unless the bot forgets."""
    return action if forget else A.with_call_if_legal(action, legal)


def honest(legal: Sequence[int]) -> tuple[int, ...]:
    """The legal actions without a false call (`calls.false_call_penalty`): no bot says a call
    that is not due, as none ever pretends to hold fewer cards than it does."""
    if A.FALSE_CALL in legal:
        return tuple(a for a in legal if a != A.FALSE_CALL)
    return tuple(legal)


def trade_result(sizes: Sequence[int], seat: int, trader: int, target: int) -> int:
    """How many cards `seat` holds after the trade (sizes as they are while it is pending)."""
    if target == A.TARGET_LEFT or target == A.TARGET_RIGHT:
        ring = [s for s in range(len(sizes)) if sizes[s]]
        if seat not in ring:
            return sizes[seat]
        # Passing left, each hand goes to the next seat up: we receive the hand below us.
        step = -1 if target == A.TARGET_LEFT else 1
        return sizes[ring[(ring.index(seat) + step) % len(ring)]]
    if seat == trader and sizes[target] and sizes[seat]:
        return sizes[target]
    if seat == target and sizes[trader] and sizes[seat]:
        return sizes[trader]
    return sizes[seat]


class BotBase:
    """Defaults for the parts of the Bot protocol a simple bot does not need."""

    level = "base"

    def __init__(self, *, forget_calls: float = 0.0) -> None:
        if not 0.0 <= forget_calls <= 1.0:
            raise ValueError(f"forget_calls must be between 0 and 1, not {forget_calls}")
        self.forget_calls = forget_calls
        self.rules: Rules | None = None
        self.seat = 0
        self.players = 0

    def start_round(self, rules: Rules, seat: int, players: int) -> None:
        self.rules, self.seat, self.players = rules, seat, players

    def notice(self, events: Sequence[tuple[Any, ...]]) -> None:
        pass

    def memory(self) -> dict[str, Any]:
        return {}

    def restore(self, memory: dict[str, Any]) -> None:
        pass

    def reaction_delay(self, rng: Random) -> float:
        """Seconds to wait before an out-of-turn action (the UI's pacing; not used in sims)."""
        return reaction_delay(self.level, rng)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.level} forget_calls={self.forget_calls}>"


# -- a play against its condition, and the challenge of one (game.engine.challenge) ------------
def is_bluff(rules: Rules, counts: Sequence[int], mask: int, t: int, colour: int) -> bool:
    """Would playing card `t` with `colour` in force break its condition (a bluff)? The hand
    (`counts`, `mask`) holds another card of that colour."""
    if not rules.type_challenge[t] or not 0 <= colour < len(rules.colours):
        return False
    held = mask & ~(1 << t) if counts[t] == 1 else mask
    return bool(held & rules.colour_masks[colour])


def bluff_chance(
    rules: Rules, counts: Sequence[int], discard: Sequence[int], size: int, colour: int
) -> float:
    """The chance that a hand of `size` unseen cards holds one of `colour`, from what this seat
    can know: the deck, its own hand (`counts`) and the discard pile — no peeking."""
    unseen = len(rules.deck) - sum(counts) - len(discard)
    if unseen <= 0 or size <= 0 or not 0 <= colour < len(rules.colours):
        return 0.0
    of_colour = sum(rules.deck_counts[t] - counts[t] for t in range(rules.n_types)
                    if rules.type_colour[t] == colour)  # fmt: skip
    of_colour -= sum(1 for t in discard if rules.type_colour[t] == colour)
    miss = max(0.0, 1.0 - max(0, of_colour) / unseen)
    return 1.0 - miss**size


def worth_challenging(
    rules: Rules,
    counts: Sequence[int],
    discard: Sequence[int],
    sizes: Sequence[int],
    bluffer: int,
    colour: int,
    amount: int,
) -> bool:
    """Challenge when the cards it may save (the attack's `amount`) outweigh the extra cards a
    wrong challenge costs; the challenged card is the top of the discard pile."""
    p = bluff_chance(rules, counts, discard, sizes[bluffer], colour)
    extra = rules.challenge_extra[discard[-1]] if discard else 0
    return p * amount > (1.0 - p) * extra
