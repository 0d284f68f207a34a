"""The table's log, kept as how to say each line rather than as the words said.

A line of the log is written when its event is animated, in the language of that moment. When
the person switches the language in Settings (opened over the table), the lines already shown
must read in the new language too; so the log remembers, for each line, a function that says
it, and says them all again the first time it is drawn after a switch.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.i18n import language
from game.ui.table.hud import LogPanel

Words = Callable[[], str]

#: Lines remembered for a switch: more than the panel shows, since repeats share one line.
KEPT = 64


@dataclass
class TableLog(LogPanel):
    sources: deque[Words] = field(default_factory=lambda: deque(maxlen=KEPT))
    said_in: str = field(default_factory=language)

    def say(self, words: Words) -> None:
        """Add the line `words()` says now, and remember how to say it again."""
        if self.said_in != language():
            self.say_again()
        line = words()
        if line:  # an event the log does not mention
            self.sources.append(words)
            self.add(line)

    def clear(self) -> None:
        super().clear()
        self.sources.clear()

    def say_again(self) -> None:
        """Every remembered line once more, in the current language."""
        self.said_in = language()
        LogPanel.clear(self)
        for words in self.sources:
            self.add(words())

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
        if self.said_in != language():
            self.say_again()
        super().draw(surface, rect, scale)


def sentence(line: str | None) -> str:
    """A log line starts with a capital letter (nothing to say stays "", and is not added)."""
    return line[:1].upper() + line[1:] if line else ""
