"""The game at a table: its session opened (new, resumed from the save, dealt again), kept in
step with the options, saved after every move and its rounds kept.

A new game's rules come from the ruleset cache (the document the menus read once, with the
game's house rules); a rematch keeps the rules, and with them the card pictures. A resumed
game is marked until its first frame has run and been drawn (`game.resumeguard`): a crash
before that sets the save aside at the next start instead of crashing again. A table left
before then gives the resume up: a crash later in the run is not the save's. When a save
could not be written the person is told once (and again after one could in between).
"""

from __future__ import annotations

from collections.abc import Callable

from game import resumeguard
from game.engine.rules import Rules
from game.i18n import tr
from game.table import rulecache
from game.table.keptrounds import RoundKeeper
from game.table.options import TableOptions
from game.table.recording import Recorder, resume
from game.table.savegame import SavedGame
from game.table.session import FORCED_WAIT, TableSession
from game.table.setup import GameSetup

KID_FORCED_WAIT = 3.5  # seconds a child sees the countdown before a forced move is made
KID_PACE = 1.4  # kid mode: bots pause 40 % longer before their turn, so a child can follow

# Makes the session a new game plays, from the bots' pause and the rules (a guided round
# brings its own kind of session).
SessionMaker = Callable[[tuple[float, float], Rules], TableSession]


class Sitting:
    def __init__(
        self,
        setup: GameSetup,
        options: TableOptions,
        saved: SavedGame | None,
        *,
        make: SessionMaker | None = None,
    ) -> None:
        self.setup = setup
        self.options = options
        self.autosave = options.autosave  # the save after every move, as the table opened
        self.saved = saved  # a game to continue where it was saved (game.table.savegame)
        self.make = make if make is not None else self._session
        # "loading" until the resumed game's first frame runs, then "drawn", then False.
        self.resuming: str | bool = "loading" if saved is not None else False
        self.recorder: Recorder | None = None  # the save after every move
        self.keeper: RoundKeeper | None = None  # the rounds kept to be watched again
        self._told_unsaved = False

    @property
    def kid(self) -> bool:
        return self.setup.kid_mode

    def _session(self, pace: tuple[float, float], rules: Rules) -> TableSession:
        options = self.options
        return TableSession(
            self.setup,
            pace=pace,
            bot_process=options.bot_process,
            bot_options=options.bot_options,
            rules=rules,
        )

    def open(self, old: TableSession | None, rules: Rules | None) -> TableSession:
        """The session to play now: the saved game's, else a new one on `rules` (a rematch's),
        else on the set-up's ruleset with its house rules. `old` is closed."""
        options = self.options
        if old is not None:
            old.close()
        saved, self.saved = self.saved, None
        if saved is not None:
            c, self.recorder = resume(
                saved,
                pace=self.pace(),
                bot_process=options.bot_process,
                bot_options=options.bot_options,
                write=self.autosave,
            )
        else:
            setup = self.setup
            rules = rules or rulecache.rules(setup.ruleset, setup.overrides or None)
            c = self.make(self.pace(), rules)
            self.recorder = Recorder(c) if self.autosave else None
        # The rounds of a real game are kept to be watched again (Statistics).
        self.keeper = RoundKeeper(c) if self.autosave else None
        self.follow(c, options)
        return c

    def follow(self, c: TableSession, options: TableOptions) -> None:
        """The session in step with `options` (after Settings too)."""
        self.options = options
        c.pace = self.pace()
        c.call_grace = options.call_grace
        c.take_forced_moves(self.forced_wait())

    def forced_wait(self) -> float | None:
        """Seconds before a forced move is made for the person (kid mode, or as the settings
        ask), shown as a countdown on its button; None: it waits for their press."""
        if self.kid:
            return KID_FORCED_WAIT
        return FORCED_WAIT if self.options.take_forced else None

    def pace(self) -> tuple[float, float]:
        """Seconds a bot pauses before its turn: the preference, a little longer in kid mode."""
        factor = self.options.pace * (KID_PACE if self.kid else 1.0)
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

    def unsaved(self) -> str | None:
        """What to say when the game could not be saved: once (and again after it could in
        between); None: nothing to say now."""
        why = self.recorder.unsaved if self.recorder is not None else None
        told, self._told_unsaved = self._told_unsaved, why is not None
        if why is None or told:
            return None
        return tr("table.not_saved", why=why)
