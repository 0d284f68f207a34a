"""The player's own folders and the JSON files kept there.

Settings live in the platform's config folder, saved games, statistics and the player's own
rulesets in its data folder (`platformdirs`, app name "maumau"). Tests and portable installs
point both elsewhere with MAUMAU_CONFIG_DIR and MAUMAU_DATA_DIR.

Every file is written atomically (a temporary file beside it, then a rename), so a crash while
writing leaves the old file whole. Every file is read through `game.files` (bounded, a regular
file, no link out of its folder) and `read_json` holds its data to the caller's `check`. A file
that cannot be used is not deleted: it is moved aside under a dated name, a notice is queued
for the screen (`notices()`), and the game goes on with defaults. No pickle anywhere: what a
damaged or foreign file can do is limited to failing its check.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> write_json(folder / "a.json", {"x": 1})
>>> read_json(folder / "a.json", what="test")
{'x': 1}
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from game import files

APP = "maumau"
_notices: list[dict[str, str]] = []


def config_dir() -> Path:
    override = os.environ.get("MAUMAU_CONFIG_DIR")
    if override:
        return Path(override)
    from platformdirs import user_config_dir

    return Path(user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    override = os.environ.get("MAUMAU_DATA_DIR")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP, appauthor=False))


def rulesets_dir() -> Path:
    """The player's own rulesets: every YAML file here is offered by New game."""
    return data_dir() / "rulesets"


def write_json(path: Path, data: Any) -> None:
    """Write `data` as JSON so that the file is either the old one or the new one, whole."""
    write_text(path, json.dumps(data, ensure_ascii=False, indent=1))


def write_text(path: Path, text: str) -> None:
    """Write `text` (UTF-8) so that the file is either the old one or the new one, whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = temporary_for(path)
    try:
        with tmp.open("w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()  # the old file stays whole, and nothing is left beside it
        raise


#: The longest file name most file systems take (ext4, APFS, NTFS: 255 bytes or UTF-16 units).
NAME_BYTES = 255


def temporary_for(path: Path) -> Path:
    """The temporary file a write of `path` goes through: beside it (a rename within one
    folder is atomic), named `.<name>.<pid>.tmp` (`clean_stale_temporaries` reads the pid
    back). A legal name near the limit would pass it with those 7 to 15 bytes more: then the
    name's place is taken by a short digest of it, so any name the system takes can be written.
    """
    tail = f".{os.getpid()}.tmp"
    name = path.name
    if len(os.fsencode(f".{name}{tail}")) > NAME_BYTES:
        name = "long-" + hashlib.sha256(os.fsencode(name)).hexdigest()[:16]
    return path.with_name(f".{name}{tail}")


MAX_FILE_BYTES = 8 << 20  # no file of ours comes near; a bigger one is not read into memory

T = TypeVar("T")


def read_json(
    path: Path,
    *,
    what: str,
    check: Callable[[Any], T] = lambda data: data,
    limit: int = MAX_FILE_BYTES,
) -> T | None:
    """The file's data as `check` takes it (`check` raises for what it refuses); None if there
    is no file, or if it is damaged: then it is moved aside and a notice naming `what` — a
    translation key's value, e.g. "settings" — is queued.

    Damaged is anything `game.files` refuses (not a regular file, a link out of the game's
    folders, more than `limit` bytes, not UTF-8, JSON the game does not write) and anything
    `check` raises for: no fault of a file's content reaches the crash screen."""
    try:
        data = files.read_json(path, limit, inside=path.parent)
    except FileNotFoundError:
        return None
    except ValueError as error:  # FileRefused, JSON, UTF-8
        set_aside(path, what=what, why=str(error) or type(error).__name__)
        return None
    except OSError as error:
        notice(what=what, file=str(path), why=str(error.strerror or error), kind="kept")
        return None
    try:
        return check(data)
    except Exception as error:  # the file's content, whatever fault it has: never a crash
        set_aside(path, what=what, why=f"{error}"[:300] or type(error).__name__)
        return None


def clean_stale_temporaries(folder: Path) -> list[Path]:
    """Remove the temporary files of writes whose writer died part way (`write_json` names them
    `.<name>.<pid>.tmp`; a live process's file is left alone). Returns the files removed."""
    removed: list[Path] = []
    try:
        candidates = list(folder.glob(".*.tmp"))
    except OSError:
        return removed
    for tmp in candidates:
        pid = tmp.name.rsplit(".", 2)[-2]
        if pid.isdigit() and not _alive(int(pid)) or _old(tmp):
            with contextlib.suppress(OSError):
                tmp.unlink()
                removed.append(tmp)
    return removed


def _old(tmp: Path) -> bool:
    """A write takes milliseconds: a temporary file an hour old has no writer any more."""
    try:
        return time.time() - tmp.stat().st_mtime > 3600
    except OSError:
        return False


def _alive(pid: int, *, others: bool = True) -> bool:
    """Whether process `pid` runs; `others`: what another user's process counts as (it may
    own a temporary file of ours, never our lock: the data folder is this user's)."""
    if pid == os.getpid() or os.name == "nt":  # Windows' os.kill would end the process
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return others
    except (OSError, OverflowError, ValueError):
        return True  # a system that cannot tell: leave it
    return True


def set_aside(path: Path, *, what: str, why: str, crashed: bool = False) -> Path | None:
    """Move a file that cannot be used to `<name>.damaged-<time><suffix>` and say so: that it
    could not be read, or with `crashed` that the game stopped with an error while using it."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    try:
        os.replace(path, target)
    except OSError:
        notice(what=what, file=str(path), why=why, kind="crashed_kept" if crashed else "kept")
        return None
    notice(what=what, file=str(target), why=why, kind="crashed" if crashed else "damaged")
    return target


def notice(*, what: str, file: str, why: str = "", kind: str = "damaged") -> None:
    """Queue a message for the screen; kept as values so it is translated when shown. `kind`:
    "damaged" (moved aside), "kept" (damaged, but it could not be moved: a read-only folder),
    "crashed" and "crashed_kept" (the same for a file the game stopped with an error on),
    "reset" (some settings of a readable file were unusable and are back to their defaults;
    `why` names them)."""
    _notices.append({"what": what, "file": file, "why": why, "kind": kind})


_NOTICE_WORDS = {
    "kept": "notice.damaged_kept",
    "crashed": "notice.crashed",
    "crashed_kept": "notice.crashed_kept",
    "reset": "notice.reset",
}


def notices() -> list[str]:
    """The messages queued so far, in the language now in force (the title screen shows them)."""
    from game.i18n import tr

    return [
        tr(
            _NOTICE_WORDS.get(n["kind"], "notice.damaged"),
            what=tr(f"notice.what.{n['what']}"),
            file=files.shown_name(n["file"]),
            keys=files.screen_text(n["why"], 300),
        )
        for n in _notices
    ]


def clear_notices() -> None:
    _notices.clear()


LOCK_NAME = "running.lock"
_LOCK_BYTES = 64  # "<pid> <start time>": a lock longer than this is no lock of ours
_LOCK_TEXT = re.compile(r"([0-9]{1,10})(?: ([0-9]{1,20}))?")
_PIDS = 1 << 31  # process ids are positive 32-bit signed numbers (pid_t)


def take_lock() -> int | None:
    """Hold the data folder for this process, so that two copies of the game never write the
    same save: None when this process has it, else the process id of the live copy that does.

    The lock is a file with the holder's process id and, where the system tells, when that
    process started. A lock that cannot be read as a live copy of the game is replaced: its
    process is gone (a crash, a kill -9) or is another program that got its id since, or the
    file holds anything but a process id a copy could have (garbage, 0, 1, past 2^31). A folder
    that cannot be written does not stop the game."""
    path = data_dir() / LOCK_NAME
    for _attempt in range(3):
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            handle = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
        except FileExistsError:
            holder = _live_holder(path)
            if holder is not None:
                return holder
            with contextlib.suppress(OSError):
                path.unlink()  # no live copy holds it: replaced
            continue
        except OSError:
            return None
        with os.fdopen(handle, "w", encoding="ascii") as lock:
            started = _started(os.getpid())
            lock.write(f"{os.getpid()} {started}" if started else str(os.getpid()))
        return None
    return None


def release_lock() -> None:
    """Give the data folder back (only a lock this process holds)."""
    path = data_dir() / LOCK_NAME
    lock = _read_lock(path)
    if lock is not None and lock[0] == os.getpid():
        with contextlib.suppress(OSError):
            path.unlink()


def _read_lock(path: Path) -> tuple[int, str | None] | None:
    """(process id, its start time or None) as the lock says, or None for anything else."""
    try:
        text = files.read_text(path, _LOCK_BYTES, inside=path.parent).strip()
    except (OSError, ValueError):
        return None
    found = _LOCK_TEXT.fullmatch(text)
    return (int(found[1]), found[2]) if found else None


def _live_holder(path: Path) -> int | None:
    """The process id of the live copy of the game that holds the lock, else None."""
    lock = _read_lock(path)
    if lock is None:
        return None
    pid, started = lock
    if not 1 < pid < _PIDS or pid == os.getpid():
        return None  # 0 is a process group, 1 the system's first process: never a game
    if not _alive(pid, others=False):
        return None
    now = _started(pid)
    if started is not None and now is not None and now != started:
        return None  # the id was given to another process since
    return pid


def _started(pid: int) -> str | None:
    """When the process started (Linux: clock ticks since boot, /proc/<pid>/stat), or None
    where the system does not say."""
    try:
        text = files.read_text(Path(f"/proc/{pid}/stat"), 4096)
        fields = text[text.rindex(")") + 2 :].split()
        return fields[19] if fields[19].isdigit() else None
    except (OSError, ValueError, IndexError):
        return None
