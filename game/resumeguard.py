"""A crash, not a stop, sets a saved game aside.

While a saved game is being resumed, a marker file lies beside it, held open by this process.
A crash writes into it: the crash guard (game.ui.main) the Python report, and `faulthandler`
the threads' stacks on a fatal signal (a segfault in SDL, an abort). A stop writes nothing:
SIGKILL, a power cut or a logout leaves it empty, and the handled stops (SIGTERM, SIGHUP,
Ctrl-C, the window's close) remove it. So at the next start an empty marker is dropped and
the save kept, and a marker with a report sets the save aside once: no file crashes the game
twice, and no stop ever costs it.
"""

from __future__ import annotations

import contextlib
import faulthandler
import os
import stat
import sys
from pathlib import Path
from typing import IO

_guard: IO[str] | None = None  # the marker of the resume under way in this process
_marked: Path | None = None  # ... and where it lies
_faults_were_on = False  # faulthandler's state before the resume armed it


def marker(save: Path) -> Path:
    return save.with_suffix(".resuming")


def begin_resume(save: Path) -> None:
    """The game saved in `save` is about to be read and resumed: until `resumed()`, a crash
    marks it."""
    global _guard, _marked, _faults_were_on
    resumed()
    settle(save)
    try:
        save.parent.mkdir(parents=True, exist_ok=True)
        _guard = marker(save).open("w", encoding="utf-8")
        _marked = marker(save)
    except OSError:
        return  # a folder that cannot be written: the game goes on without the guard
    _faults_were_on = faulthandler.is_enabled()
    faulthandler.enable(_guard, all_threads=True)


def resuming() -> bool:
    return _guard is not None


def resumed() -> None:
    """The resumed game runs (or the program ends without a crash): the save is good."""
    _disarm(keep=False)


def crashed(report: str) -> None:
    """The crash guard's word: a crash while resuming marks the save, which the next start
    sets aside. Outside a resume it does nothing."""
    if _guard is None:
        return
    with contextlib.suppress(OSError, ValueError):
        _guard.write(report or "crashed")
        _guard.flush()
        os.fsync(_guard.fileno())
    _disarm(keep=True)


def _disarm(*, keep: bool) -> None:
    global _guard, _marked
    guard, _guard = _guard, None
    marked, _marked = _marked, None
    if guard is None or marked is None:
        return
    faulthandler.disable()
    if _faults_were_on and sys.__stderr__ is not None:
        with contextlib.suppress(OSError, ValueError, AttributeError):
            faulthandler.enable(sys.__stderr__, all_threads=True)
    with contextlib.suppress(OSError):
        guard.close()
    if not keep:
        with contextlib.suppress(OSError):
            marked.unlink()


MAX_MARKER_BYTES = 64_000  # a report is a few KB; only whether there is one matters


def settle(save: Path) -> None:
    """A marker left by an earlier run: empty, it was a stop (dropped, the save kept); with a
    report, a crash while resuming (the save is set aside with a notice, the report kept
    beside it). Nothing while this process resumes a game of its own."""
    from game.userdirs import set_aside

    if _guard is not None:
        return
    mark = marker(save)
    try:
        if not stat.S_ISREG(mark.lstat().st_mode):
            raise OSError("not a regular file")  # not ours: never opened, only removed
        with mark.open("rb") as handle:
            report = handle.read(MAX_MARKER_BYTES).decode("utf-8", errors="replace")
    except FileNotFoundError:
        return
    except OSError:
        report = ""
    if not report.strip() or not save.exists():
        with contextlib.suppress(OSError):
            mark.unlink()
        return
    target = set_aside(save, what="save", why="the game crashed while resuming it")
    with contextlib.suppress(OSError):
        if target is not None:
            os.replace(mark, target.with_suffix(".crash.txt"))
        else:
            mark.unlink()
