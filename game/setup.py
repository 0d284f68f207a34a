"""What a new game is made of: the ruleset with its house rules, the seats, the match length.

The New game screen fills one in, the table plays it, a saved game stores it.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass
class SeatSetup:
    name: str
    human: bool = False
    level: str = "medium"  # bot level when not human: random, easy, medium, hard
    avatar: int = 0  # a picture and colour of their own (kid mode, hand-over screen)


@dataclass
class GameSetup:
    ruleset: str = "noris"  # a built-in id or a path to a user's ruleset file
    overrides: dict[str, Any] = field(default_factory=dict)  # house rules: dotted path -> value
    seats: list[SeatSetup] = field(default_factory=list)
    starter: int | None = None  # who begins, where the ruleset lets the table choose
    seed: int | None = None  # None: a fresh random match
    kid_mode: bool = False

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameSetup:
        seats = [SeatSetup(**s) for s in data.get("seats", [])]
        rest = {k: v for k, v in data.items() if k != "seats"}
        return cls(seats=seats, **rest)

    @classmethod
    def single_player(
        cls, ruleset: str = "noris", players: int = 4, level: str = "medium", name: str = "You"
    ) -> GameSetup:
        bots = ["Anna", "Ben", "Clara", "David", "Emil", "Frida", "Greta", "Hugo", "Ida"]
        seats = [SeatSetup(name, human=True)] + [
            SeatSetup(bots[i], level=level) for i in range(players - 1)
        ]
        return cls(ruleset=ruleset, seats=seats)
