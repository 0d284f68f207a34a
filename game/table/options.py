"""How a table is played beside its rules: one `TableOptions`, built from the preferences.

The table screen is made with one of these (`TableOptions.from_prefs()`); what a caller sets
itself (a test its speed, New game the saving, the guided round no coach) is *fixed*: when the
person changes the preferences under Settings, `again(prefs)` takes up the new values of the
others and keeps the fixed ones. Plain data, no pygame.

>>> from game.table.prefs import Prefs
>>> options = TableOptions.from_prefs(Prefs(bot_pace=2.0), speed=30.0, bot_process=False)
>>> options.pace, options.speed, options.bot_process, sorted(options.fixed)
(2.0, 30.0, False, ['bot_process', 'card_scale', 'hints', 'speed'])
>>> options.again(Prefs(bot_pace=0.5, animation_speed=1.0)).pace
0.5
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from game.table import prefs as P

__all__ = ["TableOptions"]

# Where the preferences' names differ from the table's.
_FROM_PREFS = {
    "speed": "animation_speed",
    "pace": "bot_pace",
    "hints": "hints",
    "hint_button": "hint_button",
    "call_grace": "call_grace",
    "take_forced": "take_forced",
    "card_scale": "card_scale",
}
# A table whose animation speed is fixed (tests, benchmarks) keeps its look as well.
_WITH_SPEED = frozenset({"card_scale", "hints"})


@dataclass(frozen=True)
class TableOptions:
    speed: float = 1.0  # how fast cards fly (the Settings' animation speed)
    pace: float = 1.0  # how long bots pause before they act, as a factor
    hints: bool = True  # playable cards lifted
    hint_button: bool = False  # the Hint button shows (always at a child's table)
    call_grace: float = 2.0  # seconds a person has to make a call or catch a missed one
    take_forced: bool = False  # a forced move is made for the person after a countdown
    card_scale: float = 1.0
    coach: bool | None = None  # None: as the Coach setting wants it for the ruleset
    auto_continue: float | None = None  # seconds the round's results wait (None: as usual)
    autosave: bool = False  # the game saved after every move (Continue resumes it)
    bot_process: bool = True  # the bots think in a worker process of their own
    bot_options: dict[int, dict[str, Any]] | None = None  # per seat, for tests and tools
    # A trial from the workshop: leaving goes back to the screen under the table (the
    # workshop's editor), not to the title screen.
    back_below: bool = False
    fixed: frozenset[str] = field(default=frozenset(), compare=False)

    @classmethod
    def from_prefs(cls, prefs: P.Prefs | None = None, **fixed: Any) -> TableOptions:
        """The preferences' values (the current ones by default), with `fixed` set over them."""
        p = prefs if prefs is not None else P.current()
        # None for an option the preferences hold: as they say (a caller passing its own None).
        fixed = {k: v for k, v in fixed.items() if v is not None or k not in _FROM_PREFS}
        known = {f.name for f in fields(cls)} - {"fixed"}
        unknown = set(fixed) - known
        if unknown:
            raise TypeError(f"no such table option: {', '.join(sorted(unknown))}")
        values = {name: getattr(p, pref) for name, pref in _FROM_PREFS.items()}
        kept = frozenset(fixed) | (_WITH_SPEED if "speed" in fixed else frozenset())
        return cls(**{**values, **fixed}, fixed=kept)

    def again(self, prefs: P.Prefs) -> TableOptions:
        """These options after the preferences changed: the fixed ones stay as they are."""
        kept = {name: getattr(self, name) for name in self.fixed}
        return TableOptions.from_prefs(prefs, **kept)
