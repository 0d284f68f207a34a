"""The kept rounds' files: where they are, what the list reads of them, and how they are read.

The game keeps the last `KEEP` rounds played as traces in `rounds/` of the user data folder
(`game.table.keptrounds.RoundKeeper` writes them; docs/trace-format.md). Re-driving a round to
learn who won costs seconds for a long one, so the first line of each file is the round's
summary, all the list of kept rounds reads:

    {"event":"summary","format":1,"ended":"2026-05-01T20:15:00","ruleset_id":"noris",
     "ruleset_name":{"en":"Noris",...},"digest":"sha256:…","players":4,
     "names":["You","Anna","Ben","Clara"],"people":[0],"winner":2,"decisions":57}

The list's data, for a screen on any thread:

* `summaries(damaged)` yields a `RoundSummary` per kept round, newest first: `path`, `ended`
  (a datetime or None), `ruleset_name()` (in the language in force), `names` (by seat,
  drawable text), `people`, `winner` (-1: nobody; `winner_name()`), `decisions`. Each costs one
  read of at most `SUMMARY_BYTES` (the file's first line), however long the round. A file
  whose summary is damaged is moved aside (with a notice for the title screen) and why is
  appended to `damaged`. A file kept by an older version, without a summary line, is given
  one (read once in full, as a round is when it is opened).
* `game.table.replaying.load(summary.path)` — or `replaying.opening(path)`, which runs it on
  a thread and says how far it has come — reads and re-drives the one round chosen.

`tidy()` prunes the folder to `KEEP` rounds at start and removes what writes cut short left.
Every file is read through `game.files` (a regular file in the folder, bounded).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, overload

from game import files
from game.i18n import text_of
from game.ruleset.schema import is_language_tag
from game.ruleset.semantics import holds_control
from game.table.setup import MAX_SEATS
from game.userdirs import (
    MAX_FILE_BYTES,
    clean_stale_temporaries,
    data_dir,
    set_aside,
    temporary_for,
)

KEEP = 20  # rounds kept; the oldest goes when a new one is written
FOLDER = "rounds"
PREFIX = "round-"
SUFFIX = ".jsonl"
SUMMARY_BYTES = 16 * 1024  # the first line: a few hundred bytes; a longer one is no summary
WHAT = "kept_round"  # the notice's name for such a file (notice.what.kept_round)

FORMAT = 1  # of the summary line
MAX_NAME = 100  # characters of a seat's name in a kept round
MAX_DECISIONS = 10_000_000
_KEYS = {
    "event",
    "format",
    "ended",
    "ruleset_id",
    "ruleset_name",
    "digest",
    "players",
    "names",
    "people",
    "winner",
    "decisions",
}
_DIGEST = re.compile(r"sha256:[0-9a-f]{64}")


class KeptRoundError(ValueError):
    """A kept round this game cannot show (damaged, edited, or from another version)."""


@dataclass(frozen=True)
class RoundSummary:
    """What the list shows of a kept round; `path` opens it (`game.table.replaying.load`)."""

    path: Path
    ended: datetime | None
    ruleset_id: str
    ruleset_names: tuple[tuple[str, str], ...]  # (language, name); ("", name) for one name
    digest: str
    names: tuple[str, ...]  # by seat
    people: tuple[int, ...]  # the seats played by people
    winner: int  # a seat, or -1: nobody won
    decisions: int

    @property
    def players(self) -> int:
        return len(self.names)

    def ruleset_name(self) -> str:
        """The ruleset's name in the language now in force, as a screen can draw it (its id
        where the name is blank)."""
        names = dict(self.ruleset_names)
        name = files.screen_text(text_of(names.get("", names)), 200)
        return name if name.strip() else self.ruleset_id

    def winner_name(self) -> str | None:
        return self.names[self.winner] if self.winner >= 0 else None

    @classmethod
    def from_record(cls, path: Path, data: Any) -> RoundSummary:
        """The summary line `data` of the file `path`, every field checked (ValueError)."""
        files.record(data, "summary", _KEYS)
        if data["event"] != "summary":
            raise ValueError("the first line is no summary")
        files.whole(data["format"], "summary/format", FORMAT, FORMAT)
        players = files.whole(data["players"], "summary/players", 2, MAX_SEATS)
        names = tuple(
            files.text(name, "summary/names", MAX_NAME, empty=False)
            for name in files.items(data["names"], "summary/names", MAX_SEATS)
        )
        people = tuple(
            files.whole(k, "summary/people", 0, players - 1)
            for k in files.items(data["people"], "summary/people", players)
        )
        if len(names) != players or len(set(people)) != len(people):
            raise ValueError("summary: the names or the people are not the seats")
        digest = files.text(data["digest"], "summary/digest", 80)
        if not _DIGEST.fullmatch(digest):
            raise ValueError("summary/digest: not a sha256 digest")
        return cls(
            path,
            _when(data["ended"]),
            files.text(data["ruleset_id"], "summary/ruleset_id", 100, empty=False),
            _ruleset_names(data["ruleset_name"]),
            digest,
            names,
            people,
            files.whole(data["winner"], "summary/winner", -1, players - 1),
            files.whole(data["decisions"], "summary/decisions", 0, MAX_DECISIONS),
        )


def _when(value: Any) -> datetime | None:
    if value is None:
        return None
    try:
        return datetime.fromisoformat(files.text(value, "summary/ended", 32))
    except ValueError:
        raise ValueError(
            f"summary/ended: {files.screen_text(str(value), 32)!r} is no time"
        ) from None


def _ruleset_names(value: Any) -> tuple[tuple[str, str], ...]:
    """The name in each language its checked file gave: any number of languages under any tag
    `check` takes (`zh-Hant-TW` too); the summary line's own bound limits how many."""
    if isinstance(value, str):
        return (("", _ruleset_text(value)),)
    if not isinstance(value, dict) or not value:
        raise ValueError("summary/ruleset_name: not a name, nor one per language")
    for tag in value:
        if not isinstance(tag, str) or not is_language_tag(tag):
            shown = files.screen_text(str(tag), 40)
            raise ValueError(f"summary/ruleset_name: {shown!r} is not a language tag")
    return tuple((k, _ruleset_text(v)) for k, v in value.items())


def _ruleset_text(value: Any) -> str:
    """The ruleset's name as its checked file gave it: any text `check` takes (empty, with a
    line break or a no-break space too), never more; the list shows it through `ruleset_name`."""
    if not isinstance(value, str) or len(value) > 200 or holds_control(value):
        shown = files.screen_text(str(value), 40)
        raise ValueError(f"summary/ruleset_name: {shown!r} is not a ruleset's name")
    return value


def summary_record(records: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The summary line of a kept round's records (the trace header with its `table` first,
    the round ended): what `RoundSummary.from_record` takes back."""
    header = records[0]
    table = header["table"]
    end = next(r for r in reversed(records) if r["event"] == "round_end")
    name = header["ruleset"]["name"]  # text a ruleset file gave: drawable, as the list shows it
    shown = (
        {k: files.screen_text(v, 200) for k, v in name.items()}
        if isinstance(name, dict)
        else files.screen_text(name, 200)
    )
    return {
        "event": "summary",
        "format": FORMAT,
        "ended": table["ended"],
        "ruleset_id": header["ruleset_id"],
        "ruleset_name": shown,
        "digest": header["digest"],
        "players": len(table["names"]),
        "names": list(table["names"]),
        "people": list(table["people"]),
        "winner": end["winner"],
        "decisions": sum(1 for r in records if r["event"] == "action"),
    }


def folder() -> Path:
    return data_dir() / FOLDER


def kept_files() -> list[Path]:
    """The kept rounds' files, newest first (files set aside as damaged are not among them;
    none is opened or even stat-ed: a folder of thousands lists quickly)."""
    try:
        with os.scandir(folder()) as entries:
            names = [
                e.name
                for e in entries
                if e.name.startswith(PREFIX)
                and e.name.endswith(SUFFIX)
                and ".damaged-" not in e.name
                and not e.is_dir()
            ]
    except OSError:
        return []
    return [folder() / name for name in sorted(names, reverse=True)]


def tidy(keep: int = KEEP) -> None:
    """At start: only the newest `keep` rounds stay, and temporary files of writes cut short
    (a crash, a kill) go."""
    clean_stale_temporaries(folder())
    for old in kept_files()[keep:]:
        with contextlib.suppress(OSError):
            old.unlink()


def write_round(records: list[dict[str, Any]], *, keep: int = KEEP) -> Path:
    """Write one round's file atomically under a new name, then drop the oldest past `keep`."""
    where = folder()
    where.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = where / f"{PREFIX}{stamp}-{time.time_ns() % 10**9:09d}{SUFFIX}"
    tmp = temporary_for(path)
    dumps = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False).encode
    try:
        with tmp.open("w", encoding="utf-8") as handle:
            for record in records:
                handle.write(dumps(record))
                handle.write("\n")
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    for old in kept_files()[keep:]:
        with contextlib.suppress(OSError):
            old.unlink()
    return path


# -- the list ------------------------------------------------------------------------------
def summaries(damaged: list[str] | None = None) -> Iterator[RoundSummary]:
    """The newest `KEEP` kept rounds' summaries, newest first (see the module's doc)."""
    for path in kept_files()[:KEEP]:
        summary = read_summary(path, damaged)
        if summary is not None:
            yield summary


def read_summary(path: Path, damaged: list[str] | None = None) -> RoundSummary | None:
    """The summary of one kept round; None if the file is gone, or damaged (then moved aside
    with a notice, and why appended to `damaged`)."""
    try:
        try:
            line = files.read_first_line(path, SUMMARY_BYTES, inside=folder())
            first = files.parse_json(line)
        except files.FileRefused as refusal:
            if refusal.reason != "long_line":
                raise
            first = None  # an older file's trace header (the whole ruleset) comes first
        if first is None or isinstance(first, dict) and first.get("event") == "trace":
            return _given_a_summary(path)
        return RoundSummary.from_record(path, first)
    except FileNotFoundError:
        return None
    except Exception as error:  # whatever the file holds: it is set aside, never a crash
        refused(path, error, damaged)
        return None


def refused(path: Path, error: Exception, damaged: list[str] | None = None) -> None:
    """A kept round that cannot be shown: moved aside with a notice, and why appended to
    `damaged`."""
    why = files.screen_text(str(error), 300) or type(error).__name__
    set_aside(path, what=WHAT, why=why)
    if damaged is not None:
        damaged.append(why)


def _given_a_summary(path: Path) -> RoundSummary:
    """A round kept by an older version (the trace header first, no summary): read once in
    full, and written again with its summary line ahead."""
    records = read_lines(path)
    head = records[0] if records else {}
    if head.get("event") == "summary":  # a summary line, only longer than a summary can be
        raise KeptRoundError(f"its summary line is longer than {SUMMARY_BYTES} bytes")
    if head.get("event") != "trace":
        raise KeptRoundError("its first line is neither a summary nor a trace header")
    try:
        line = summary_record(records)
    except (KeyError, TypeError, StopIteration) as error:
        raise KeptRoundError(f"its trace header or round end is incomplete ({error!r})") from None
    summary = RoundSummary.from_record(path, line)
    tmp = temporary_for(path)
    first = json.dumps(line, ensure_ascii=False, separators=(",", ":"))
    text = "\n".join([first, *records.lines()]) + "\n"
    try:
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):
            tmp.unlink()  # a read-only folder: summarised again next time
    return summary


def read_lines(path: Path) -> Records:
    """The file's records: a regular file of the folder, at most MAX_FILE_BYTES, UTF-8, one
    JSON object a line (KeptRoundError says what is not, when that line is read)."""
    try:
        text = files.read_text(path, MAX_FILE_BYTES, inside=path.parent)
    except files.FileRefused as refused:
        raise KeptRoundError(str(refused)) from None
    lines = text.splitlines()
    return Records(lines, [k for k, line in enumerate(lines) if line.strip()])


class Records(Sequence[dict[str, Any]]):
    """A kept round's records, each line parsed when it is asked for (again if asked again).

    A long round has tens of thousands of records; held all at once as Python objects, the
    collector's full passes over them stop every thread, the screen's too, for a tenth of a
    second. Read one at a time, only the text is held (one object a line, never walked)."""

    def __init__(self, lines: list[str], numbers: list[int]) -> None:
        self._lines = lines
        self._numbers = numbers  # the index in `lines` of each record: blank lines skipped

    def __len__(self) -> int:
        return len(self._numbers)

    def lines(self) -> list[str]:
        """The records' lines as the file has them."""
        return [self._lines[k] for k in self._numbers]

    @overload
    def __getitem__(self, at: int) -> dict[str, Any]: ...

    @overload
    def __getitem__(self, at: slice) -> Records: ...

    def __getitem__(self, at: int | slice) -> dict[str, Any] | Records:
        if isinstance(at, slice):
            return Records(self._lines, self._numbers[at])
        number = self._numbers[at]
        try:
            record = files.parse_json(self._lines[number])
        except ValueError as error:
            raise KeptRoundError(f"line {number + 1} is not JSON: {error}") from None
        if not isinstance(record, dict):
            raise KeptRoundError(f"line {number + 1} is not a JSON object")
        return record
