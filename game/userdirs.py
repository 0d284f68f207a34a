"""The player's own folders and the JSON files kept there.

Settings live in the platform's config folder, saved games, statistics and the player's own
rulesets in its data folder (`platformdirs`, app name "maumau"). Tests and portable installs
point both elsewhere with MAUMAU_CONFIG_DIR and MAUMAU_DATA_DIR.

Every file is written atomically (a temporary file beside it, then a rename), so a crash while
writing leaves the old file whole. A file that cannot be read back is not deleted: it is moved
aside under a dated name and a notice is queued for the screen (`take_notices()`), and the game
goes on with defaults. No pickle anywhere: what a damaged or foreign file can do is limited to
failing to parse.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> write_json(folder / "a.json", {"x": 1})
>>> read_json(folder / "a.json", what="test")
{'x': 1}
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import stat
import time
from pathlib import Path
from typing import Any

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


def write_json(path: Path, data: Any) -> None:
    """Write `data` as JSON so that the file is either the old one or the new one, whole."""
    write_text(path, json.dumps(data, ensure_ascii=False, indent=1))


def write_text(path: Path, text: str) -> None:
    """Write `text` (UTF-8) so that the file is either the old one or the new one, whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with tmp.open("w", encoding="utf-8") as handle:
        handle.write(text)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)


MAX_FILE_BYTES = 8 << 20  # no file of ours comes near; a bigger one is not read into memory


def read_json(path: Path, *, what: str) -> Any | None:
    """The file's data; None if there is no file, or if it is damaged (then it is moved aside
    and a notice naming `what` — a translation key's value, e.g. "settings" — is queued).

    Damaged includes what Python's JSON reader would let through: NaN and Infinity, a number too
    big for a float, nesting too deep to walk, a file too big to be ours, and anything that is
    not a regular file."""
    try:
        info = path.stat()
    except FileNotFoundError:
        return None
    except OSError as error:
        notice(what=what, file=str(path), why=str(error))
        return None
    try:
        if not stat.S_ISREG(info.st_mode):
            raise ValueError("not a regular file")
        if info.st_size > MAX_FILE_BYTES:
            raise ValueError(f"{info.st_size} bytes, more than any file of the game")
        return parse_json(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as error:
        set_aside(path, what=what, why=str(error) or type(error).__name__)
        return None


def parse_json(text: str) -> Any:
    """JSON as the game writes it: plain numbers only (ValueError for NaN, Infinity and numbers
    past a float's range; RecursionError for nesting too deep to walk)."""

    def finite(word: str) -> float:
        number = float(word)
        if not math.isfinite(number):
            raise ValueError(f"the number {word[:20]} is out of range")
        return number

    def refuse(word: str) -> Any:
        raise ValueError(f"{word} is not a number a game file holds")

    return json.loads(text, parse_float=finite, parse_constant=refuse)


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


def _alive(pid: int) -> bool:
    if pid == os.getpid() or os.name == "nt":  # Windows' os.kill would end the process
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True  # someone else's process, or a system that cannot tell: leave it
    return True


def set_aside(path: Path, *, what: str, why: str) -> Path | None:
    """Move a file that cannot be used to `<name>.damaged-<time><suffix>` and say so."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    try:
        os.replace(path, target)
    except OSError:
        notice(what=what, file=str(path), why=why, kind="kept")
        return None
    notice(what=what, file=str(target), why=why)
    return target


def notice(*, what: str, file: str, why: str = "", kind: str = "damaged") -> None:
    """Queue a message for the screen; kept as values so it is translated when shown. `kind`:
    "damaged" (moved aside), "kept" (damaged, but it could not be moved: a read-only folder),
    "reset" (some settings of a readable file were unusable and are back to their defaults;
    `why` names them)."""
    _notices.append({"what": what, "file": file, "why": why, "kind": kind})


def notices() -> list[str]:
    """The messages queued so far, in the language now in force (the title screen shows them)."""
    from game.i18n import tr

    return [
        tr(
            {"kept": "notice.damaged_kept", "reset": "notice.reset"}.get(
                n["kind"], "notice.damaged"
            ),
            what=tr(f"notice.what.{n['what']}"),
            file=n["file"],
            keys=n["why"],
        )
        for n in _notices
    ]


def clear_notices() -> None:
    _notices.clear()


LOCK_NAME = "running.lock"


def take_lock() -> int | None:
    """Hold the data folder for this process, so that two copies of the game never write the
    same save: None when this process has it, else the process id of the live copy that does.

    The lock is a file with the holder's process id; one whose process is gone (a crash, a
    kill -9) is taken over. A folder that cannot be written does not stop the game."""
    path = data_dir() / LOCK_NAME
    for _attempt in range(3):
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            handle = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
        except FileExistsError:
            holder = _lock_holder(path)
            if holder is not None and holder != os.getpid() and _alive(holder):
                return holder
            with contextlib.suppress(OSError):
                path.unlink()  # stale: its process is gone
            continue
        except OSError:
            return None
        with os.fdopen(handle, "w", encoding="ascii") as lock:
            lock.write(str(os.getpid()))
        return None
    return None


def release_lock() -> None:
    """Give the data folder back (only a lock this process holds)."""
    path = data_dir() / LOCK_NAME
    if _lock_holder(path) == os.getpid():
        with contextlib.suppress(OSError):
            path.unlink()


def _lock_holder(path: Path) -> int | None:
    try:
        text = path.read_text(encoding="ascii").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return int(text) if text.isdigit() else None
