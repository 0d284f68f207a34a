"""Every file the game reads, read one way: bounded, a regular file, and where it belongs.

A file the game did not just write is anyone's: cut short, hand-edited, replaced by a FIFO that
would block the reader forever, a link to `/dev/zero` or to a file outside the game's folders,
or named in bytes that are not UTF-8. Saves, settings, statistics, the coach's memory, kept
rounds, the lock and the player's rulesets are all read here, so each gets the same guarantees:

* `read_bytes` stats the path before opening it (a directory, FIFO, device or socket is refused
  unopened), opens it non-blocking, checks the open descriptor again, and reads at most `limit`
  bytes (a file over the limit, or one that grows past it while read, is refused); with
  `inside`, a path that resolves outside that folder (a symbolic link escaping it) is refused;
* `read_text` adds strict UTF-8, `read_first_line` reads no further than the first line;
* `parse_json` is JSON as the game writes it: no NaN or Infinity, no float out of range;
* `screen_text` makes text from a file safe to draw (pygame refuses NUL and lone surrogates);
* `shown_name` shows a file name with undecodable bytes replaced, while `name_to_text` and
  `name_from_text` store a name in settings in a form that gives the same name back.

What refuses a file raises `FileRefused` (a ValueError saying why); what the system refuses
raises OSError as usual (FileNotFoundError: there is no such file). Deciding what a refusal
costs (a notice and the file moved aside, or a problem listed) is the caller's business.

>>> screen_text("Ann\\x00a\\udcfc\\n")
'Anna\ufffd '
>>> name_from_text(name_to_text("Regeln f\\udcfcr Oma.yaml")) == "Regeln f\\udcfcr Oma.yaml"
True
"""

from __future__ import annotations

import json
import math
import os
import stat
import unicodedata
import urllib.parse
from collections.abc import Set
from pathlib import Path
from typing import Any

_OPEN_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)  # a FIFO swapped in after the stat must not block the open
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_BINARY", 0)
)
_CHUNK = 1 << 16


class FileRefused(ValueError):
    """The file is not read. `reason` names why for a caller that words it itself:
    "directory", "not_regular", "too_big" (`size`), "grew", "outside", "not_utf8" (`byte`,
    `detail`), "long_line"; `str()` says it in English."""

    def __init__(
        self, reason: str, text: str, *, size: int = 0, byte: int = 0, detail: str = ""
    ) -> None:
        super().__init__(text)
        self.reason = reason
        self.size = size
        self.byte = byte
        self.detail = detail


def read_bytes(path: Path, limit: int, *, inside: Path | None = None) -> bytes:
    """The file's bytes: a regular file of at most `limit` bytes (inside `inside`, if given)."""
    return _read(path, limit, inside, first_line=False)


def read_text(path: Path, limit: int, *, inside: Path | None = None) -> str:
    """The file as UTF-8 text, line breaks as "\\n" (see `read_bytes`)."""
    text = decode(read_bytes(path, limit, inside=inside))
    return text.replace("\r\n", "\n").replace("\r", "\n")


def read_first_line(path: Path, limit: int, *, inside: Path | None = None) -> str:
    """The file's first line (without its line break), reading at most `limit` bytes of it,
    however big the rest of the file is. A first line longer than that is refused."""
    return decode(_read(path, limit, inside, first_line=True)).rstrip("\r")


def decode(data: bytes) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise FileRefused(
            "not_utf8",
            f"not UTF-8 text ({error.reason} at byte {error.start})",
            byte=error.start,
            detail=error.reason,
        ) from None


def check_path(path: Path, limit: int, *, inside: Path | None = None) -> os.stat_result:
    """What `read_bytes` checks before it opens the file (without opening it): the status of
    a regular file of at most `limit` bytes, inside `inside` if given."""
    where = os.fspath(path) if inside is None else _inside(os.fspath(path), inside)
    info = os.stat(where)
    _checked(info, limit, whole=True)
    return info


def _read(path: Path, limit: int, inside: Path | None, *, first_line: bool) -> bytes:
    where = os.fspath(path)
    if inside is not None:
        where = _inside(where, inside)
    _checked(os.stat(where), limit, whole=not first_line)
    fd = os.open(where, _OPEN_FLAGS)
    try:
        _checked(os.fstat(fd), limit, whole=not first_line)
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(_CHUNK, limit + 1 - size))
            if not chunk:
                break
            if first_line and b"\n" in chunk:
                chunks.append(chunk[: chunk.index(b"\n")])
                return b"".join(chunks)
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    if size > limit:
        if first_line:
            raise FileRefused("long_line", f"its first line is longer than {limit} bytes")
        raise FileRefused("grew", f"it grew past {limit} bytes while it was read")
    return b"".join(chunks)


def _checked(info: os.stat_result, limit: int, *, whole: bool) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise FileRefused("directory", "a folder, not a file")
    if not stat.S_ISREG(info.st_mode):
        raise FileRefused("not_regular", "not a regular file (a FIFO, a device or a socket)")
    if whole and info.st_size > limit:
        raise FileRefused("too_big", f"{info.st_size} bytes, more than {limit}", size=info.st_size)


def _inside(where: str, folder: Path) -> str:
    """The real path of `where`, which must lie in `folder` (a link may not lead out of it)."""
    real = os.path.realpath(where)
    home = os.path.realpath(folder)
    if os.path.commonpath([real, home]) != home:
        raise FileRefused("outside", "a link to a file outside the game's folder")
    return real


# -- JSON ----------------------------------------------------------------------------------
def _finite(word: str) -> float:
    number = float(word)
    if not math.isfinite(number):
        raise ValueError(f"the number {word[:20]} is out of range")
    return number


def _refuse(word: str) -> Any:
    raise ValueError(f"{word} is not a number a game file holds")


_DECODER = json.JSONDecoder(parse_float=_finite, parse_constant=_refuse)  # made once: it is fast


def parse_json(text: str) -> Any:
    """JSON as the game writes it: plain numbers only. ValueError for NaN, Infinity, numbers
    past a float's range and nesting too deep to walk."""
    try:
        return _DECODER.decode(text)
    except RecursionError:
        raise ValueError("values nested too deep") from None


def read_json(path: Path, limit: int, *, inside: Path | None = None) -> Any:
    """A JSON file read through `read_text` and `parse_json`."""
    return parse_json(read_text(path, limit, inside=inside))


# -- text for the screen -------------------------------------------------------------------
def screen_text(text: str, most: int | None = None) -> str:
    """`text` as it can be drawn, and as the game's checks take it back (`str.isprintable`):
    line breaks, tabs and other spaces become " ", a lone surrogate (a byte no encoding could
    read) becomes "\ufffd", and NUL, every other control or format character (the marks that
    turn text around among them) and unassigned code points go; with `most`, at most that many
    characters (the last one "…")."""
    if text.isprintable() and (most is None or len(text) <= most):
        return text  # the common case, at C speed
    out = []
    for ch in text:
        if ch.isprintable():
            out.append(ch)
        elif ch.isspace():
            out.append(" ")
        elif unicodedata.category(ch) == "Cs":
            out.append("\ufffd")
    clean = "".join(out)
    if most is not None and len(clean) > most:
        clean = clean[: max(0, most - 1)] + "…"
    return clean


def shown_name(name: str | os.PathLike[str]) -> str:
    """A file name or path as a person reads it: bytes that are not UTF-8 shown as "\ufffd"
    (the name on disk is untouched), and nothing a screen cannot draw."""
    raw = os.fsencode(name)
    return screen_text(raw.decode("utf-8", "replace"))


# -- names kept in settings ----------------------------------------------------------------
_BYTES = "fs:"  # a name stored as its bytes, %-escaped


def name_to_text(name: str) -> str:
    """A file name (or path) as settings store it: as itself when it is printable text, else
    its bytes (`os.fsencode`) %-escaped behind "fs:" (printable, whatever the name holds), so
    `name_from_text` gives the same name."""
    if name.isprintable() and not name.startswith(_BYTES):
        return name  # a lone surrogate (an undecodable byte) is not printable
    return _BYTES + urllib.parse.quote_from_bytes(os.fsencode(name), safe="/\\:. -_~()")


def name_from_text(text: str) -> str:
    """The name `name_to_text` stored (ValueError for one no file can have: a NUL in it)."""
    name = text
    if text.startswith(_BYTES):
        name = os.fsdecode(urllib.parse.unquote_to_bytes(text[len(_BYTES) :]))
    if "\x00" in name:
        raise ValueError("a file name holds no NUL")
    return name


# -- the data's types, strictly ------------------------------------------------------------
# A file's data is held to its shape before any of it is used: these raise a ValueError that
# names the value's place (`where`), so the notice says what was wrong.
def whole(value: Any, where: str, low: int = 0, high: int = (1 << 53) - 1) -> int:
    """A whole number from `low` to `high` (not a bool, not a float)."""
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ValueError(f"{where}: {_shown(value)} is not a whole number from {low} to {high}")
    return value


def text(value: Any, where: str, most: int, *, empty: bool = True) -> str:
    """Text of at most `most` characters, all printable (no NUL, control character or lone
    surrogate); "" only if `empty`."""
    if not isinstance(value, str) or len(value) > most or not value.isprintable():
        raise ValueError(f"{where}: {_shown(value)} is not text of up to {most} characters")
    if not value and not empty:
        raise ValueError(f"{where}: is empty")
    return value


def record(
    value: Any, where: str, required: Set[str], optional: Set[str] = frozenset()
) -> dict[str, Any]:
    """A JSON object with every `required` key and no key but those and `optional`."""
    if not isinstance(value, dict):
        raise ValueError(f"{where}: {_shown(value)} is not an object")
    missing, unknown = required - value.keys(), value.keys() - required - optional
    if missing or unknown:
        names = ", ".join(sorted(map(str, missing or unknown)))[:80]
        raise ValueError(f"{where}: {'no' if missing else 'unknown'} {names}")
    return value


def items(value: Any, where: str, most: int) -> list[Any]:
    """A JSON list of at most `most` items."""
    if not isinstance(value, list) or len(value) > most:
        raise ValueError(f"{where}: {_shown(value)} is not a list of up to {most} items")
    return value


def _shown(value: Any) -> str:
    return screen_text(repr(value), 40)
