"""The processes a test started, read from /proc (psutil is not a dependency): who descends
from whom, which are still alive, and polling for a condition with a safety net."""

from __future__ import annotations

import contextlib
import os
import select
import signal
import time
from collections.abc import Callable
from pathlib import Path

from tests.helpers import PATIENCE

PROC = Path("/proc")


def _stat(pid: int) -> tuple[str, int] | None:
    """(state, parent pid) of a process, None when there is none."""
    try:
        text = (PROC / str(pid) / "stat").read_text()
    except OSError:
        return None
    fields = text.rsplit(")", 1)[1].split()  # the name in brackets may hold spaces
    return fields[0], int(fields[1])


def descendants(root: int) -> list[int]:
    """Every process below `root` (children, theirs, ...), as the table stands now."""
    children: dict[int, list[int]] = {}
    for entry in PROC.iterdir():
        if entry.name.isdigit() and (found := _stat(int(entry.name))) is not None:
            children.setdefault(found[1], []).append(int(entry.name))
    out, stack = [], [root]
    while stack:
        for child in children.get(stack.pop(), []):
            out.append(child)
            stack.append(child)
    return out


def command_line(pid: int) -> str:
    try:
        return (PROC / str(pid) / "cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def alive(pid: int) -> bool:
    """Running or sleeping: a zombie has ended (its parent, or init, just has not reaped it)."""
    found = _stat(pid)
    return found is not None and found[0] not in ("Z", "X")


def workers(root: int) -> list[int]:
    """The spawned `multiprocessing` workers below `root` (not its resource tracker)."""
    return [pid for pid in descendants(root) if "spawn_main" in command_line(pid)]


def wait_for(condition: Callable[[], bool], safety: float = PATIENCE) -> bool:
    """Poll `condition` until it holds; False only if the safety net of `safety` s ran out."""
    end = time.monotonic() + safety
    while not condition():
        if time.monotonic() > end:
            return False
        time.sleep(0.02)
    return True


def read_to_end(fd: int, safety: float = PATIENCE) -> bool:
    """Read a pipe until its end (every writer gone); False if the safety net ran out first."""
    end = time.monotonic() + safety
    while time.monotonic() < end:
        ready, _, _ = select.select([fd], [], [], 0.2)
        if ready and not os.read(fd, 65536):
            return True
    return False


def kill_all(pids: list[int]) -> None:
    """Clean up after a failed test: end the workers it started that are still there, by pid
    (and only while the pid is still a `multiprocessing` process: never one that took it over)."""
    for pid in pids:
        if alive(pid) and "multiprocessing" in command_line(pid):
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
