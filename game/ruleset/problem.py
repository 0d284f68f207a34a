"""What the ruleset loader and validator report: one `Problem` per mistake in a file.

Problems are plain values rather than exceptions so that a check can collect every mistake
in a file and show them all at once; `RulesetError` wraps the list when a caller needs to stop.

A problem's words are a `Message`: a translation key (`ruleset.problem.*`) with its values,
which may be messages themselves ("expected {what}, {got}"). `Problem.message` is the English
text (the command line, the tests and exceptions read that); `Problem.localized()` renders the
same message in the game's language when a screen shows it. The English wording lives in
assets/translations/en.json like every other text, so there is one copy of it.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

Value = Any  # str, int or Message: what fills a placeholder of a message


@dataclass(frozen=True)
class Message:
    """A translation key and the values for its placeholders; nested messages render alike.

    >>> str(msg("ruleset.problem.missing_key", key="hand_size"))
    'missing required key "hand_size"'
    """

    key: str
    params: tuple[tuple[str, Value], ...] = ()

    def render(self, template: Callable[[str], str]) -> str:
        """The text, with `template(key)` giving the unfilled template of a key."""
        values = {
            name: value.render(template) if isinstance(value, Message) else value
            for name, value in self.params
        }
        return template(self.key).format(**values)

    def __str__(self) -> str:
        return self.render(english)


def msg(key: str, /, **params: Value) -> Message:
    return Message(key, tuple(params.items()))


def english(key: str) -> str:
    """The English template of a message key (the catalogue is read once)."""
    from game.i18n import template

    return template("en", key)


def localized(key: str) -> str:
    """The template of a message key in the game's current language (English if missing)."""
    from game.i18n import tr

    return tr(key)  # with no values, tr returns the template itself


_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


def printable(text: str) -> str:
    """`text` on one line with its control characters and lone surrogates written as escapes,
    so that a hostile file cannot drive the terminal or break the `file:line:` format.

    >>> printable("a\\x1b[2Jb\\nc")
    'a\\\\x1b[2Jb\\\\nc'
    """
    return _UNPRINTABLE.sub(lambda found: found[0].encode("unicode_escape").decode("ascii"), text)


def brief(text: str, limit: int = 40) -> str:
    """`text` cut to about `limit` characters, saying how long it was, for quoting in a message.

    >>> brief("x" * 100, 10)
    'xxxxxxxxxx… (100 characters)'
    """
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… ({len(text)} characters)"


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
    text: Message | None = field(default=None, compare=False, repr=False)
    """The message as key and values (None for a bare text, e.g. an unexpected exception)."""

    @classmethod
    def of(cls, file: str, line: int, path: str, message: Message) -> Problem:
        return cls(file, line, printable(path), printable(str(message)), message)

    def localized(self) -> str:
        """The message in the game's current language."""
        return printable(self.text.render(localized)) if self.text is not None else self.message

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        parts = [part for part in (where, self.path, self.message) if part]
        return printable(": ".join(parts))


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
    message: Message
    at_key: bool = False


def did_you_mean(word: str, choices: Iterable[str]) -> Message | str:
    """` (did you mean "count"?)` when a close choice exists, else ""."""
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return msg("ruleset.problem.did_you_mean", word=close[0]) if close else ""
