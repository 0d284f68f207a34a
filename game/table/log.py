"""The table's log in words, kept as how to say each line rather than as the words said.

A line is written when its event has been shown, in the language of that moment. When the
person switches the language in Settings (opened over the table), the lines already shown must
read in the new language too; so the log remembers, for each line, a function that says it,
and says them all again the first time it is read after a switch. The same line again is
counted ("Ben draws a card ×3"), not repeated.

Besides the events, the log says who won a race out of turn and why ("Ben was nearer in turn
order"), so a person who lost one can see the rule at work.
"""

from __future__ import annotations

import weakref
from collections import deque
from collections.abc import Callable, Iterable, Mapping, Sequence

from game.engine.events import Event
from game.engine.rules import Rules
from game.i18n import LANGUAGES, language, speaking, tr
from game.words import describe

Words = Callable[[], str]
# A line as a save keeps it: what it says in each language ("en", "de", "sv"), so a game
# continued in another language reads its old lines in that one too.
SavedLine = Mapping[str, str]

KEPT = 64  # lines remembered: for a switch of language, for the save, more than the panel shows
RACE_KEYS = {"first": "log.race_first", "turn_order": "log.race_turn_order"}
RACE_KEYS_YOU = {"first": "log.you.race_first", "turn_order": "log.you.race_turn_order"}


def as_saved(line: SavedLine) -> Words:
    """A saved game's line: its words in the language of the moment (else in the first
    language the save has it in)."""
    fallback = next(iter(line.values()), "")
    return lambda: line.get(language(), fallback)


# A line says the same each time in a language: said once in each, kept while the line is.
_IN_EACH: weakref.WeakKeyDictionary[Words, dict[str, str]] = weakref.WeakKeyDictionary()


def in_each_language(sources: Iterable[Words]) -> list[dict[str, str]]:
    """Each line said in every language, for the save (empty lines left out)."""
    said: list[dict[str, str]] = []
    for words in sources:
        line = _IN_EACH.get(words)
        if line is None:
            line = {}
            for each in LANGUAGES:
                with speaking(each):
                    line[each] = words()
            _IN_EACH[words] = line
        if any(line.values()):
            said.append(line)
    return said


class TableLog:
    def __init__(self) -> None:
        self._lines: deque[str] = deque(maxlen=KEPT)
        self.sources: deque[Words] = deque(maxlen=KEPT)
        self.said_in = language()
        self._last = ""
        self._repeats = 1

    @property
    def lines(self) -> deque[str]:
        """The lines kept, newest last, in the current language (the panel shows the last
        few that fit)."""
        if self.said_in != language():
            self.say_again()
        return self._lines

    def say(self, words: Words) -> None:
        """Add the line `words()` says now, and remember how to say it again."""
        if self.said_in != language():
            self.say_again()
        line = words()
        if line:  # an event the log does not mention
            self.sources.append(words)
            self._add(line)

    def _add(self, line: str) -> None:
        if self._lines and line == self._last:
            self._repeats += 1
            self._lines[-1] = f"{line} ×{self._repeats}"
            return
        self._last, self._repeats = line, 1
        self._lines.append(line)

    def restore(self, lines: Sequence[SavedLine]) -> None:
        """The lines a saved game had shown, in the language of the moment (and again in the
        next one after a switch)."""
        self.clear()
        for line in list(lines)[-KEPT:]:
            self.say(as_saved(line))

    def clear(self) -> None:
        self._lines.clear()
        self.sources.clear()
        self._last, self._repeats = "", 1

    def say_again(self) -> None:
        """Every remembered line once more, in the current language."""
        self.said_in = language()
        self._lines.clear()
        self._last, self._repeats = "", 1
        for words in self.sources:
            line = words()
            if line:
                self._add(line)


def sentence(line: str | None) -> str:
    """A log line starts with a capital letter (nothing to say stays "", and is not added)."""
    return line[:1].upper() + line[1:] if line else ""


def event_words(rules: Rules, event: Event, names: Sequence[str], *, you: int) -> Words:
    """How to say `event` (as it was shown), to the person `you` (-1: to everyone)."""
    return lambda: sentence(describe(rules, event, names, you=you))


def race_words(why: str, winner: str, *, to_winner: bool = False) -> Words | None:
    """Why a race out of turn went to `winner` (None when nobody else asked); `to_winner`:
    said to the winner, who reads the log ("You were nearer in turn order")."""
    key = (RACE_KEYS_YOU if to_winner else RACE_KEYS).get(why)
    if key is None:
        return None
    return lambda: sentence(tr(key, player=winner))
