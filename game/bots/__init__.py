"""The computer players, by level: `make_bot("medium")`.

`random` is the baseline, `easy` the gentle opponent for children, `medium` a rule-based
player, `hard` a search bot (imported only when asked for: it is the heaviest).
"""

from __future__ import annotations

from typing import Any

from game.bots.base import Bot
from game.bots.common import REACTION_DELAY, reaction_delay

LEVELS = ("random", "easy", "medium", "hard")

__all__ = ["LEVELS", "REACTION_DELAY", "Bot", "make_bot", "reaction_delay"]


def make_bot(level: str, **options: Any) -> Bot:
    """A new bot of `level`; options go to its constructor (e.g. `forget_calls=0.0`)."""
    if level == "random":
        from game.bots.random_bot import RandomBot

        return RandomBot(**options)
    if level == "easy":
        from game.bots.easy import EasyBot

        return EasyBot(**options)
    if level == "medium":
        from game.bots.medium import MediumBot

        return MediumBot(**options)
    if level == "hard":
        from game.bots.hard import HardBot

        return HardBot(**options)
    raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(LEVELS)}")
