"""What a bot is: something that chooses an action from what one seat can see.

A bot never receives the game state. It is told the events its seat may see (`notice`), and
when its seat may act it gets the observation, the legal actions and a seeded generator
(`choose`). Out of turn (a jump-in, a catch, a late call) it may decline by returning None.
Whatever it remembers between decisions is in `memory()` so a saved game can restore it.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Any, Protocol

from game.engine.events import Event
from game.engine.observe import Observation
from game.engine.rules import Rules


class Bot(Protocol):
    level: str

    def start_round(self, rules: Rules, seat: int, players: int) -> None:
        """A new round begins; forget the last round's cards."""

    def notice(self, events: Sequence[Event]) -> None:
        """Events as this seat may see them (already passed through `visible_event`)."""

    def choose(self, obs: Observation, legal: Sequence[int], rng: Random) -> int | None:
        """An action from `legal`; None declines an out-of-turn chance (never on its own turn)."""

    def memory(self) -> dict[str, Any]:
        """What the bot remembers, as JSON-ready data (for saved games)."""

    def restore(self, memory: dict[str, Any]) -> None:
        """Take back what `memory()` returned."""
