"""Work the window must not wait for, done on a thread of its own.

A `Scan` reads a list of things one by one (the player's ruleset files, the kept rounds) and
lets the screen take what has been read so far, with how far it got, every frame; a `Job` does
one long thing (finding a guided round, reading a saved game) and hands back its result or
its error. Neither ever makes the frame wait: the screen asks, and draws a progress line until
the answer is there. Only plain Python runs on these threads, never pygame.

The threads are daemons: a program that ends does not wait for a scan of a big folder.
"""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

P = TypeVar("P")  # what a scan lists (a file)
T = TypeVar("T")  # what it makes of one (a row), or what a job returns


class Scan(Generic[P, T]):
    """`listing()` once, then `read(each)` in order, on a thread; a None read is skipped.

    `found()` is what has been read so far (a copy), `progress()` how far it got as (done,
    total); `total` is None until the listing is in. `wait()` blocks until the scan is done,
    for callers that are not drawing frames (tests, the command line)."""

    def __init__(
        self, listing: Callable[[], Sequence[P]], read: Callable[[P], T | None], *, name: str
    ) -> None:
        self._listing, self._read, self._name = listing, read, name
        self._lock = threading.Lock()
        self._found: list[T] = []
        self._done = 0
        self._total: int | None = None
        self._finished = threading.Event()
        self._cancelled = False
        self._thread: threading.Thread | None = None
        self.error: str | None = None  # why the listing failed (the scan then ends empty)

    def start(self) -> Scan[P, T]:
        """Begin (once; later calls do nothing)."""
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)
                self._thread.start()
        return self

    def cancel(self) -> None:
        """Stop after the item being read (its result is dropped)."""
        self._cancelled = True

    def _run(self) -> None:
        try:
            try:
                items = list(self._listing())
            except Exception as error:  # a folder that cannot be listed: an empty list
                self.error = f"{type(error).__name__}: {error}"
                items = []
            with self._lock:
                self._total = len(items)
            for item in items:
                if self._cancelled:
                    return
                made = self._read(item)
                with self._lock:
                    self._done += 1
                    if made is not None and not self._cancelled:
                        self._found.append(made)
        finally:
            self._finished.set()

    def found(self, start: int = 0) -> list[T]:
        """What has been read so far, from the `start`-th on."""
        with self._lock:
            return self._found[start:]

    def progress(self) -> tuple[int, int | None]:
        with self._lock:
            return self._done, self._total

    @property
    def finished(self) -> bool:
        return self._finished.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        self.start()
        return self._finished.wait(timeout)


class Job(Generic[T]):
    """`work()` on a thread: `done`, then `result`, or `exception` and `error` (the report of
    what it raised). `work` may call `say(text)` to tell the screen how far it is (`said`)."""

    def __init__(self, work: Callable[[Callable[[str], None]], T], *, name: str) -> None:
        self.result: T | None = None
        self.error: str | None = None
        self.exception: Exception | None = None
        self.said = ""
        self._done = threading.Event()
        self._work = work
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def _say(self, text: str) -> None:
        self.said = text

    def _run(self) -> None:
        try:
            self.result = self._work(self._say)
        except Exception as error:
            self.exception = error
            self.error = traceback.format_exc()
        finally:
            self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._done.wait(timeout)
