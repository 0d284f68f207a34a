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

from game import files

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


def settle(save: Path) -> bool:
    """A marker left by an earlier run: empty, it was a stop (dropped, the save kept); with a
    report, a crash while resuming (the save is set aside with a notice, the report kept
    beside it). Nothing while this process resumes a game of its own. True when the save
    crashed the game and is not to be read this time (set aside, or in a folder that would
    not let it be moved)."""
    from game.userdirs import set_aside

    if _guard is not None:
        return False
    mark = marker(save)
    try:
        if not stat.S_ISREG(mark.lstat().st_mode):
            raise OSError("not a regular file")  # not ours (a link among them): only removed
        report = files.read_bytes(mark, MAX_MARKER_BYTES)
    except FileNotFoundError:
        return False
    except files.FileRefused as refused:  # a report longer than any is still a report
        report = b"crashed" if refused.reason in ("too_big", "grew") else b""
    except OSError:
        report = b""
    if not report.strip() or not save.exists():
        with contextlib.suppress(OSError):
            mark.unlink()
        return False
    target = set_aside(save, what="save", why="the game crashed while resuming it", crashed=True)
    with contextlib.suppress(OSError):
        if target is not None:
            os.replace(mark, target.with_suffix(".crash.txt"))
        else:
            mark.unlink()  # the save stays where it is: left out this once, tried again next time
    return True
