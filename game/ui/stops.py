"""The ways the system stops the game, each ending it the way the Quit button does.

SIGTERM (logout, shutdown, `kill`), SIGHUP (the session or the terminal gone) and SIGINT
(Ctrl-C in the terminal it was started from) end the loop; the scenes then leave as on Quit, so
the table writes its save, and the program ends with no traceback. SDL would turn the first two
into the same QUIT event as the window's close button, which kid mode answers with its lock;
the program's own handlers, set after SDL's, tell them apart. A handler only ends the loop: the
saving happens after it, outside the signal.

A stop that comes before the window is open is remembered and ends the loop as soon as it
starts: nothing has been opened that would need saving.
"""

from __future__ import annotations

import signal
import threading
from types import FrameType, TracebackType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.ui.app import App

NAMES = ("SIGTERM", "SIGHUP", "SIGINT")


class Stops:
    """`with Stops() as stops:` ... `stops.watch(app)`; the old handlers come back on leaving,
    unless `keep`: then a stop that comes while the program ends after its window (the last
    save being written) is only noted, and the writing finishes."""

    def __init__(self, *, keep: bool = False) -> None:
        self.keep = keep
        self.app: App | None = None
        self.asked: str | None = None  # the name of the signal that asked the game to stop
        self._old: dict[int, Any] = {}

    def __enter__(self) -> Stops:
        if threading.current_thread() is threading.main_thread():  # only there may Python
            for name in NAMES:
                number = getattr(signal, name, None)
                if number is not None:
                    self._old[number] = signal.signal(number, self._stop)
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        if not self.keep:
            for number, old in self._old.items():
                signal.signal(number, old)
            self._old.clear()
        self.app = None

    def watch(self, app: App) -> None:
        """The loop to end; a stop asked before it opened ends it at once."""
        self.app = app
        if self.asked is not None:
            app.end()

    def _stop(self, number: int, _frame: FrameType | None) -> None:
        self.asked = signal.Signals(number).name
        if self.app is not None:
            self.app.end()
