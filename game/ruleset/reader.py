"""Read ruleset files without trusting them: bounded, never blocking, each file parsed once.

A ruleset file may come from anyone, and the user's folder is read on the game's loading
thread, so reading one must neither wait nor grow without bound:

* the path is `os.stat`-ed before it is opened: a directory, a FIFO, a device (a symlink to
  `/dev/zero`) or a socket is refused without being opened, and so is a file larger than
  `MAX_FILE_BYTES`;
* the file is opened non-blocking and checked again on the open descriptor (it may have been
  swapped since), and at most `MAX_FILE_BYTES` + 1 bytes are ever read;
* what a file parsed to is kept, keyed by its path, size and modification time
  (`st_mtime_ns`), so asking again for an unchanged file parses nothing (`load_file`).

>>> from game import paths
>>> loaded = load_file(paths.rulesets_dir() / "classic.yaml", "classic.yaml")
>>> loaded.data["id"], loaded.problems
('classic', [])
"""

from __future__ import annotations

import os
import stat
import threading
from collections import OrderedDict
from pathlib import Path

from game.ruleset.loader import Loaded, SourceMap, load_text
from game.ruleset.problem import Message, Problem, msg

#: A ruleset is a few kilobytes (the largest built-in one under 5 KB). Pure-Python YAML parses
#: about 40 KB of dense values a second on a slow machine, so 256 KiB keeps the worst file a
#: few seconds of the loading thread's time while leaving fifty times the room any book needs.
MAX_FILE_BYTES = 256 * 1024

#: Files remembered as parsed. Each holds at most MAX_FILE_BYTES of text as Python data.
CACHE_SIZE = 32

SUFFIXES = (".yaml", ".yml")

_OPEN_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)  # a FIFO swapped in after the stat must not block the open
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_BINARY", 0)
)

Stamp = tuple[str, str, int, int]
_lock = threading.Lock()
_parsed: OrderedDict[Stamp, Loaded] = OrderedDict()


class _Refused(Exception):
    """The file is not read; `why` says so in words."""

    def __init__(self, why: Message) -> None:
        super().__init__(str(why))
        self.why = why


def load_file(path: Path, file: str) -> Loaded:
    """The file at `path` parsed (problems named after `file`), from the cache when unchanged.

    Never raises for a bad or hostile file: a refusal is a `Loaded` with no data and the
    reason as its one problem (on line 0: it concerns the whole file). The result is shared
    with later callers: treat its data and source map as read-only.
    """
    where = os.path.abspath(path)
    try:
        info = _checked_stat(os.stat(path))
        with _lock:
            cached = _parsed.get(_stamp(where, file, info))
            if cached is not None:
                _parsed.move_to_end(_stamp(where, file, info))
                return cached
        text, info = _read_text(path)
    except _Refused as refused:
        return _refusal(file, refused.why)
    except OSError as error:
        return _refusal(file, _os_problem(error))
    loaded = load_text(text, file)
    stamp = _stamp(where, file, info)  # of the descriptor read: a file changed since is new
    with _lock:
        _parsed[stamp] = loaded
        while len(_parsed) > CACHE_SIZE:
            _parsed.popitem(last=False)
    return loaded


def read_text(path: Path, file: str) -> tuple[str | None, list[Problem]]:
    """The text of the file at `path`, read as `load_file` reads it (bounded, never blocking,
    line breaks as "\\n"), for a caller that needs the text itself (the workshop keeps a
    file's comment header); None and the reason (named after `file`) when it is refused."""
    try:
        _checked_stat(os.stat(path))
        text, _info = _read_text(path)
    except _Refused as refused:
        return None, _refusal(file, refused.why).problems
    except OSError as error:
        return None, _refusal(file, _os_problem(error)).problems
    return text, []


def _stamp(where: str, file: str, info: os.stat_result) -> Stamp:
    return (where, file, info.st_mtime_ns, info.st_size)


def forget() -> None:
    """Drop every remembered parse (tests; a caller that wants to read from disk again)."""
    with _lock:
        _parsed.clear()


def ruleset_files(folder: Path) -> list[Path]:
    """The `.yaml` and `.yml` entries of `folder`, sorted by name, none of them opened.

    Entries that are not regular files are listed too, so that `load_file` can say why they
    are refused; an unreadable or missing folder lists nothing.
    """
    try:
        with os.scandir(folder) as entries:
            names = [entry.name for entry in entries if entry.name.lower().endswith(SUFFIXES)]
    except OSError:
        return []
    return [folder / name for name in sorted(names)]


def _refusal(file: str, why: Message) -> Loaded:
    return Loaded(None, SourceMap(), [Problem.of(file, 0, "", why)])


def _checked_stat(info: os.stat_result) -> os.stat_result:
    """`info` if it is of a regular file of an acceptable size; raises `_Refused` otherwise."""
    if stat.S_ISDIR(info.st_mode):
        raise _Refused(msg("ruleset.problem.is_directory"))
    if not stat.S_ISREG(info.st_mode):
        raise _Refused(msg("ruleset.problem.not_regular"))
    if info.st_size > MAX_FILE_BYTES:
        raise _Refused(_too_big(info.st_size))
    return info


def _too_big(size: int | None) -> Message:
    if size is None:
        return msg("ruleset.problem.too_big_grew", limit=MAX_FILE_BYTES)
    return msg("ruleset.problem.too_big", size=size, limit=MAX_FILE_BYTES)


def _read_text(path: Path) -> tuple[str, os.stat_result]:
    """The file's text and status: at most MAX_FILE_BYTES read, from a descriptor checked to
    be a regular file."""
    fd = os.open(path, _OPEN_FLAGS)
    try:
        info = _checked_stat(os.fstat(fd))
        chunks: list[bytes] = []
        size = 0
        while size <= MAX_FILE_BYTES:
            chunk = os.read(fd, MAX_FILE_BYTES + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    if size > MAX_FILE_BYTES:
        raise _Refused(_too_big(None))  # it grew after the stat
    try:
        text = b"".join(chunks).decode("utf-8")
    except UnicodeDecodeError as error:
        raise _Refused(
            msg("ruleset.problem.not_utf8", reason=error.reason, byte=error.start)
        ) from None
    # As a text-mode read would: every line break becomes "\n".
    return text.replace("\r\n", "\n").replace("\r", "\n"), info


def _os_problem(error: OSError) -> Message:
    if isinstance(error, FileNotFoundError):
        return msg("ruleset.problem.no_file")
    if isinstance(error, IsADirectoryError):
        return msg("ruleset.problem.is_directory")
    return msg("ruleset.problem.unreadable", why=str(error.strerror or error))
