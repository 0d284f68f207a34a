"""The computer players, by level: `make_bot("medium")`.

`random` is the baseline, `easy` the gentle opponent for children, `medium` a rule-based
player, `hard` a search bot (imported only when asked for: it is the heaviest).
"""

from __future__ import annotations

from typing import Any

from game.bots.base import Bot
from game.bots.common import REACTION_DELAY, reaction_delay

LEVELS = ("random", "easy", "medium", "hard")
# The bots' names at a table, seat by seat after the person's (names are not translated): one
# for every seat of the largest table (game.ruleset.schema.MAX_SEATS), the person's included.
BOT_NAMES = (
    *("Anna", "Ben", "Clara", "David", "Emil", "Frida", "Greta", "Hugo", "Ida", "Jonas"),
    *("Karla", "Lukas", "Mila", "Noah", "Olga", "Paul"),  # a table of 16 (players.max)
)
# At a person's table a medium bot now and then forgets a call, so there is someone to catch
# (easy forgets 0.15 of the time, always). Off in the bot itself, so tournaments, the hard
# bot's floor and every other headless run compare the levels as they play.
TABLE_SLIPS = {"medium": 0.05}

__all__ = [
    "BOT_NAMES",
    "LEVELS",
    "REACTION_DELAY",
    "TABLE_SLIPS",
    "Bot",
    "make_bot",
    "reaction_delay",
]


def table_options(
    levels: dict[int, str], options: dict[int, dict[str, Any]] | None = None
) -> dict[int, dict[str, Any]]:
    """Each bot seat's options at a person's table: the level's slips (`TABLE_SLIPS`), unless
    `options` (a test's, a benchmark's) say otherwise."""
    given = options or {}
    out = {seat: dict(given.get(seat, {})) for seat in set(levels) | set(given)}
    for seat, level in levels.items():
        if level in TABLE_SLIPS:
            out[seat].setdefault("forget_calls", TABLE_SLIPS[level])
    return {seat: opts for seat, opts in out.items() if opts}


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
