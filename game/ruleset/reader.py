"""Read ruleset files without trusting them: bounded, never blocking, each file parsed once.

A ruleset file may come from anyone, and the user's folder is read on the game's loading
thread, so reading one must neither wait nor grow without bound:

* it is read as every file of the game is (`game.files`): the path is `os.stat`-ed before it
  is opened, so a directory, a FIFO, a device (a symlink to `/dev/zero`) or a socket is
  refused without being opened, and so is a file larger than `MAX_FILE_BYTES`; the file is
  opened non-blocking and checked again on the open descriptor (it may have been swapped
  since), and at most `MAX_FILE_BYTES` + 1 bytes are ever read; a file of the player's folder
  may not be a link out of it (`inside`);
* what a file parsed to is kept, keyed by its path, size and modification time
  (`st_mtime_ns`), so asking again for an unchanged file parses nothing (`load_file`).

>>> from game import paths
>>> loaded = load_file(paths.rulesets_dir() / "classic.yaml", "classic.yaml")
>>> loaded.data["id"], loaded.problems
('classic', [])
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from pathlib import Path

from game import files
from game.ruleset.loader import Loaded, SourceMap, load_text
from game.ruleset.problem import Message, Problem, msg

#: A ruleset is a few kilobytes (the largest built-in one under 5 KB). Pure-Python YAML parses
#: about 40 KB of dense values a second on a slow machine, so 256 KiB keeps the worst file a
#: few seconds of the loading thread's time while leaving fifty times the room any book needs.
MAX_FILE_BYTES = 256 * 1024

#: Files remembered as parsed. Each holds at most MAX_FILE_BYTES of text as Python data.
CACHE_SIZE = 32

SUFFIXES = (".yaml", ".yml")

Stamp = tuple[str, str, int, int]
_lock = threading.Lock()
_parsed: OrderedDict[Stamp, Loaded] = OrderedDict()


def load_file(path: Path, file: str, *, inside: Path | None = None) -> Loaded:
    """The file at `path` parsed (problems named after `file`), from the cache when unchanged;
    with `inside`, a path that leads out of that folder (a link) is refused.

    Never raises for a bad or hostile file: a refusal is a `Loaded` with no data and the
    reason as its one problem (on line 0: it concerns the whole file). The result is shared
    with later callers: treat its data and source map as read-only.
    """
    where = os.path.abspath(path)
    try:
        info = files.check_path(path, MAX_FILE_BYTES, inside=inside)
    except files.FileRefused as refused:
        return _refusal(file, _refusal_words(refused))
    except OSError as error:
        return _refusal(file, _os_problem(error))
    with _lock:
        cached = _parsed.get(_stamp(where, file, info))
        if cached is not None:
            _parsed.move_to_end(_stamp(where, file, info))
            return cached
    text, loaded = read_file(path, file, inside=inside)
    if text is not None:
        with _lock:
            _parsed[_stamp(where, file, info)] = loaded
            while len(_parsed) > CACHE_SIZE:
                _parsed.popitem(last=False)
    return loaded


def read_file(path: Path, file: str, *, inside: Path | None = None) -> tuple[str | None, Loaded]:
    """The text of the file at `path` (None when refused) and what it parses to, for a caller
    that needs the text too (the workshop keeps a file's comment header). The one way a
    ruleset file is read: `game.files` (bounded, a regular file, line breaks as "\\n"), then
    the loader (bounded in values and in characters, aliases counted as what they repeat).
    Never raises for a bad or hostile file (see `load_file`)."""
    try:
        text = files.read_text(path, MAX_FILE_BYTES, inside=inside)
    except files.FileRefused as refused:
        return None, _refusal(file, _refusal_words(refused))
    except OSError as error:
        return None, _refusal(file, _os_problem(error))
    return text, load_text(text, file)


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


def _refusal_words(refused: files.FileRefused) -> Message:
    if refused.reason == "directory":
        return msg("ruleset.problem.is_directory")
    if refused.reason == "too_big":
        return msg("ruleset.problem.too_big", size=refused.size, limit=MAX_FILE_BYTES)
    if refused.reason == "grew":
        return msg("ruleset.problem.too_big_grew", limit=MAX_FILE_BYTES)
    if refused.reason == "not_utf8":
        return msg("ruleset.problem.not_utf8", reason=refused.detail, byte=refused.byte)
    if refused.reason == "outside":
        return msg("ruleset.problem.outside")
    return msg("ruleset.problem.not_regular")


def _os_problem(error: OSError) -> Message:
    if isinstance(error, FileNotFoundError):
        return msg("ruleset.problem.no_file")
    if isinstance(error, IsADirectoryError):
        return msg("ruleset.problem.is_directory")
    return msg("ruleset.problem.unreadable", why=str(error.strerror or error))
