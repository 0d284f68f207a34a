"""What happens after an unexpected exception in the window: every crash ends calmly.

Each crash is written to the crash log (`crash_dir()/crash.log`) and marks a save being
resumed (`game.resumeguard`); then the crash screen says so in the window. That screen and the
title it leads back to run in the same window, so they may crash too: such a crash is logged in
its turn and the crash screen shown again, at most `MAX_CRASH_SCREENS` times in one run. A
crash of the crash screen itself (a window that cannot draw any more) is logged and ends the
program at once. Either way the program ends with exit code 1 and, after the first crash's
report, one short line on stderr per crash saying where its report is: never a bare traceback,
never a crash without a report.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
import traceback
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.scenes.crash import CrashScene

MAX_CRASH_SCREENS = 3  # after that many crashes in one run, the next one ends the program


def crash_dir() -> Path:
    override = os.environ.get("MAUMAU_DATA_DIR")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("maumau", appauthor=False))


def write_crash_log(text: str) -> Path | None:
    """Append the report to crash.log (the last 256 KB are kept); None if even that fails."""
    try:
        folder = crash_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / "crash.log"
        old = _crash_log_tail(path)
        stamp = time.strftime("%Y-%m-%d %H:%M:%S")
        head = f"=== Mau-Mau crash {stamp} · Python {sys.version.split()[0]} · {sys.platform}\n"
        tmp = path.with_name(f".crash.log.{os.getpid()}.tmp")  # whatever was in its place goes
        tmp.write_text(old + head + text + "\n", encoding="utf-8", errors="replace")
        os.replace(tmp, path)
        return path
    except OSError:
        return None


def _crash_log_tail(path: Path) -> str:
    """The last 256 KB of the crash log, read as every file is (`game.files`: a FIFO or a
    huge file in its place is not read, and the log starts afresh)."""
    from game import files

    try:
        old = files.read_bytes(path, 1 << 20, inside=path.parent)
    except (OSError, ValueError):
        return ""
    return old.decode("utf-8", "replace")[-256_000:]


def after_crash(app: App | None, report: str, *, max_seconds: float | None = None) -> int:
    """The crash (`report`, a formatted traceback) logged and shown; the exit code (1) once
    the person has left the crash screen, or a later crash has ended the program. `app`: the
    window, None when it could not be opened (then only the log and stderr say so)."""
    for shown in range(MAX_CRASH_SCREENS + 1):
        path = record(report, first=shown == 0)
        if app is None or shown == MAX_CRASH_SCREENS:
            return 1
        screen = None
        try:
            screen = crash_screen(app, report, path)
            app.run(screen, max_seconds=max_seconds)
            ended(app)  # quit from the crash screen, or from the title it led back to
            return 1
        except (KeyboardInterrupt, SystemExit):
            raise
        except Exception:
            report = traceback.format_exc()
            if screen is None or not screen.left:
                record(report, first=False)  # the crash screen itself broke: no other
                return 1
    return 1


def record(report: str, *, first: bool) -> Path | None:
    """One crash: marked on a save being resumed, appended to the crash log, and said on
    stderr (the first in full, as a developer at a terminal wants it; later ones in a line,
    unless the log could not be written and stderr is the only place left for them)."""
    from game import resumeguard

    resumeguard.crashed(report)
    path = write_crash_log(report)
    if first or path is None:
        _say(report)
    if path is not None:
        if first:
            _say(f"The crash report was written to {path}")
        else:
            _say(f"maumau: another error ({last_line(report)}); its report was written to {path}")
    return path


def last_line(report: str) -> str:
    """The error itself: the report's last line ("ZeroDivisionError: ...")."""
    lines = [line for line in report.strip().splitlines() if line.strip()]
    return lines[-1] if lines else ""


def _say(text: str) -> None:
    """A line on stderr, if there is one (a windowed program on Windows has none)."""
    if sys.stderr is not None:
        with contextlib.suppress(OSError, ValueError):  # stderr closed: the log has it
            print(text, file=sys.stderr)


def crash_screen(app: App, report: str, path: Path | None) -> CrashScene:
    """The window made ready for the crash screen: the scenes that failed get no more calls,
    not even on_exit, and no hook runs after the frames any more."""
    from game.ui.scenes import make
    from game.ui.scenes.crash import CrashScene

    app.scenes._stack.clear()
    app.after_frame.clear()
    app.running = True
    app.time = 0.0
    screen = make("crash", report, path)
    assert isinstance(screen, CrashScene)
    return screen


def ended(app: App) -> None:
    """The loop ended without a crash: every scene leaves (a table writes its save), a save
    being resumed is good, and the window's place is kept for the next start."""
    from game import resumeguard

    app.shut_down()
    resumeguard.resumed()
    remember_place(app)


def remember_place(app: App) -> None:
    """The window's place goes into the settings, for the next start (written if it changed)."""
    from game.table import prefs

    place = app.place.to_dict()
    if prefs.current().window != place:
        prefs.current().window = place
        prefs.changed()
