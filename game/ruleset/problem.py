"""What the ruleset loader and validator report: one `Problem` per mistake in a file.

Problems are plain values rather than exceptions so that a check can collect every mistake
in a file and show them all at once; `RulesetError` wraps the list when a caller needs to stop.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import dataclass

KeyPath = tuple[str | int, ...]
"""A place in a document: mapping keys as str, list indices as int."""


def format_path(path: KeyPath) -> str:
    """`("ranks", "stop", "effects", 0, "skip")` -> `ranks.stop.effects[0].skip`.

    >>> format_path(("ranks", "stop", "effects", 0, "skip", "count"))
    'ranks.stop.effects[0].skip.count'
    """
    text = ""
    for part in path:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else part
    return text


@dataclass(frozen=True, order=True)
class Problem:
    """One mistake, located well enough for a person to find and fix it.

    `line` is 1-based; 0 means the problem has no line (a missing file, a bad override).
    `path` is the dotted key path (`ranks.stop.effects[0].skip.count`), or "" for the file.
    """

    file: str
    line: int
    path: str
    message: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        parts = [part for part in (where, self.path, self.message) if part]
        return ": ".join(parts)


class RulesetError(ValueError):
    """A ruleset could not be found, read or validated; `.problems` says every reason."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = list(problems)
        super().__init__("\n".join(str(problem) for problem in self.problems))

    def __str__(self) -> str:
        return "\n".join(str(problem) for problem in self.problems)


@dataclass(frozen=True)
class Finding:
    """A problem before it has a file and line: where (`path`) and what (`message`).

    `at_key` puts it on the line of the key rather than of the value (unknown or missing keys).
    """

    path: KeyPath
    message: str
    at_key: bool = False


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """` (did you mean "count"?)` when a close choice exists, else ""."""
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f' (did you mean "{close[0]}"?)' if close else ""
