"""The game at this table: its session opened (new, resumed from the save, dealt again), kept
in step with the options, saved after every move and its rounds kept.

A new game's rules come from the ruleset cache (the document the menus read once, with the
game's house rules); a rematch keeps the rules, and with them the card pictures. A resumed
game is marked until its first frame has run and been drawn (`game.resumeguard`): a crash
before that sets the save aside at the next start instead of crashing again. A table left
before then gives the resume up: a crash later in the run is not the save's. When a save
could not be written the person is told once (and again after one could in between).
"""

from __future__ import annotations

from typing import Protocol

from game import resumeguard
from game.engine.rules import Rules
from game.i18n import tr
from game.table import rulecache
from game.table.keptrounds import RoundKeeper
from game.table.options import TableOptions
from game.table.recording import Recorder, resume
from game.table.savegame import SavedGame
from game.table.session import FORCED_WAIT, TableSession
from game.ui.table.anim import KID_PACE
from game.ui.table.views import OnStack

KID_FORCED_WAIT = 3.5  # seconds a child sees the countdown before a forced move is made


class SittingTable(OnStack, Protocol):
    """What the game at a table is opened for: its set-up and options, whether it is saved."""

    @property
    def options(self) -> TableOptions: ...
    @property
    def autosave(self) -> bool: ...
    def make_session(self, pace: tuple[float, float], rules: Rules) -> TableSession: ...
    def say(self, message: str) -> None: ...


class Sitting:
    def __init__(self, table: SittingTable, saved: SavedGame | None) -> None:
        self.table = table
        self.saved = saved  # a game to continue where it was saved (game.table.savegame)
        # "loading" until the resumed game's first frame runs, then "drawn", then False.
        self.resuming: str | bool = "loading" if saved is not None else False
        self.recorder: Recorder | None = None  # the save after every move
        self.keeper: RoundKeeper | None = None  # the rounds kept to be watched again
        self._told_unsaved = False

    def open(self, old: TableSession | None, rules: Rules | None) -> TableSession:
        """The session to play now: the saved game's, else a new one on `rules` (a rematch's),
        else on the set-up's ruleset with its house rules. `old` is closed."""
        table, options = self.table, self.table.options
        if old is not None:
            old.close()
        saved, self.saved = self.saved, None
        if saved is not None:
            c, self.recorder = resume(
                saved,
                pace=self.pace(),
                bot_process=options.bot_process,
                bot_options=options.bot_options,
                write=table.autosave,
            )
        else:
            setup = table.setup
            rules = rules or rulecache.rules(setup.ruleset, setup.overrides or None)
            c = table.make_session(self.pace(), rules)
            self.recorder = Recorder(c) if table.autosave else None
        # The rounds of a real game are kept to be watched again (Statistics).
        self.keeper = RoundKeeper(c) if table.autosave else None
        self.follow(c)
        return c

    def follow(self, c: TableSession) -> None:
        """The session in step with the options (after Settings too)."""
        c.pace = self.pace()
        c.call_grace = self.table.options.call_grace
        c.take_forced_moves(self.forced_wait())

    def forced_wait(self) -> float | None:
        """Seconds before a forced move is made for the person (kid mode, or as the settings
        ask), shown as a countdown on its button; None: it waits for their press."""
        if self.table.kid:
            return KID_FORCED_WAIT
        return FORCED_WAIT if self.table.options.take_forced else None

    def pace(self) -> tuple[float, float]:
        """Seconds a bot pauses before its turn: the preference, a little longer in kid mode."""
        factor = self.table.options.pace * (KID_PACE if self.table.kid else 1.0)
        return 0.6 * factor, 1.2 * factor

    def frame_ran(self) -> None:
        """A frame of the resumed game ran, and the next one shows it drawn: its file is good.
        Until then a crash marks the save (set aside at the next start)."""
        if self.resuming == "drawn":
            self.resuming = False
            resumeguard.resumed()
        elif self.resuming:
            self.resuming = "drawn"

    def close(self) -> None:
        """The table closes: a resumed game left before its first frame showed is given up,
        not crashed (a crash later in this run is not its save's)."""
        if self.resuming:
            self.resuming = False
            resumeguard.resumed()

    def tell_unsaved(self) -> None:
        """Say once when the game could not be saved (and again after it could in between)."""
        why = self.recorder.unsaved if self.recorder is not None else None
        if why is not None and not self._told_unsaved:
            self.table.say(tr("table.not_saved", why=why))
        self._told_unsaved = why is not None
