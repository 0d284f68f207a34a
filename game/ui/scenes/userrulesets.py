"""The player's own rulesets, from Settings: where the folder is, which files are in the New game
list, and which were refused with their problems (file, line, key, message) so they can be fixed.
"Check again" re-reads the folder without restarting the game.

The folder is read off the frame (`rulecache.user_scan`): each file joins the list as it is
checked, with a progress line until all are in, so a folder of thousands never stops the window.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

from game.files import screen_text, shown_name
from game.i18n import language, text_of, tr
from game.table import rulecache
from game.table.listsources import UserRuleset
from game.ui.art import theme
from game.ui.widgets.controls import (
    TEXT_DIM,
    TEXT_LIGHT,
    Button,
    blit_text,
    panel,
    text_surface,
    wrap,
)
from game.ui.widgets.forms import FormScene, hint_line
from game.ui.widgets.scrolllist import RowState, ScrollList, reading_progress, shade_row

BAD = (255, 168, 150)
GOOD = (150, 220, 160)


def problem_line(file: str, line: int, path: str, message: str) -> str:
    """One problem as a person reads it: "mine.yaml:12: ranks.x.points: must be a number"."""
    name = shown_name(Path(file).name)
    where = f"{name}:{line}" if line else name
    return ": ".join(part for part in (where, path, message) if part)


@lru_cache(maxsize=4096)
def wrapped(text: str, size: int, bold: bool, width: int) -> tuple[str, ...]:
    return tuple(wrap(text, theme.font(size, bold), width))


def blit_wrapped(
    surface: pygame.Surface,
    text: str,
    size: int,
    topleft: tuple[int, int],
    width: int,
    *,
    colour: tuple[int, int, int] = TEXT_LIGHT,
    bold: bool = False,
) -> int:
    """`text` wrapped to `width`; returns the bottom of its last line."""
    x, y = topleft
    step = theme.font(size, bold).get_linesize()
    for line in wrapped(text, size, bold, width):
        surface.blit(text_surface(line, size, bold, colour), (x, y))
        y += step
    return y


def row_texts(checked: UserRuleset) -> list[str]:
    """A file's row: its name (and its ruleset's, if good), then each of its problems; all of
    it drawable (the names and the problems come from the player's files)."""
    name = shown_name(Path(checked.path).name)
    if checked.document is not None:
        title = text_of(checked.document.get("name", Path(name).stem))
        return [screen_text(f"{title} — {name}")]
    problems = [problem_line(p.file, p.line, p.path, p.localized()) for p in checked.problems]
    return [name] + [screen_text(line) for line in problems]


#: Rows that join the list in one frame. A bad file's row is measured by wrapping each of its
#: problems (a fraction of a millisecond a row): a folder of 2,000 files read before the screen
#: opened cost one frame 200 ms when they all joined at once.
ROWS_PER_FRAME = 100


class UserRulesetsScene(FormScene):
    title = staticmethod(lambda: tr("userrules.title"))

    def build(self) -> None:
        self.scan = rulecache.user_scan()
        self.scanned = 0
        self.waiting: list[UserRuleset] = []  # read, not in the list yet (ROWS_PER_FRAME)
        self._texts: dict[str, list[str]] = {}  # each row's words, by file, in `shown_in`
        self.shown_in = language()  # the language the rows were measured in
        self.list = self.form.add(
            ScrollList(self._draw_row, measure=self._measure, empty=lambda: tr("userrules.none"))
        )
        self.rescan_button = self.form.add(
            Button(lambda: tr("userrules.rescan"), self.rescan, style="quiet")
        )
        self.back_button = self.form.add(
            Button(lambda: tr("common.back"), self.back, style="primary")
        )
        self.form.focus(self.back_button)
        self.list.progress = reading_progress(self.scan)  # the rows join from the first frame

    def rescan(self) -> None:
        self.scan = rulecache.start_rescan()
        self.scanned = 0
        self.waiting = []
        self._texts = {}
        self.list.set_items([], selected=0)
        self.list.offset = 0.0
        self._take_scanned()

    def _take_scanned(self) -> None:
        """The files read since the last frame wait their turn; at most ROWS_PER_FRAME of them
        join the list each frame, with the progress line until all have."""
        finished = self.scan.finished  # first: a file read after this is taken next frame
        found = self.scan.found(self.scanned)
        self.scanned += len(found)
        self.waiting += found
        joining, self.waiting = self.waiting[:ROWS_PER_FRAME], self.waiting[ROWS_PER_FRAME:]
        self.list.extend(joining)
        done = finished and not self.waiting
        self.list.progress = None if done else reading_progress(self.scan)

    def rows(self) -> list[UserRuleset]:
        """Every file read so far, those still waiting to join the list too."""
        return [*self.list.items, *self.waiting]

    def good(self) -> list[UserRuleset]:
        return [c for c in self.rows() if c.good]

    def refused(self) -> list[UserRuleset]:
        return [c for c in self.rows() if not c.good]

    def row_texts(self, checked: UserRuleset) -> list[str]:
        """`row_texts`, worked out once per file and language (each frame draws the rows in
        view, and a row's height is measured from them)."""
        texts = self._texts.get(checked.path)
        if texts is None:
            texts = self._texts[checked.path] = row_texts(checked)
        return texts

    def texts(self) -> list[str]:
        """Every text on the screen as it reads now, the list's rows in full (for the tests
        and the curious)."""
        head = [text for text, _size, _colour, _bold in self._head_lines()]
        return head + [line for checked in self.rows() for line in row_texts(checked)]

    # -- layout ----------------------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.size
        self.box = pygame.Rect(self.px(40), self.px(90), w - self.px(80), h - self.px(200))
        inner = self.box.inflate(-self.px(40), -self.px(32))
        self.head = pygame.Rect(inner.x, inner.y, inner.w, self._head_height(inner.w))
        self.list.rect = pygame.Rect(
            inner.x, self.head.bottom, inner.w, max(self.px(60), inner.bottom - self.head.bottom)
        )
        self.list.gap = self.px(6)
        self.back_button.rect = self.bottom_row(self.px(32), self.px(180))
        self.rescan_button.rect = self.bottom_row(0, self.px(260), right=True)

    def _head_lines(self) -> list[tuple[str, int, tuple[int, int, int], bool]]:
        """(text, size, colour, bold) of the words above the list."""
        return [
            (tr("userrules.folder"), self.px(17), TEXT_LIGHT, True),
            (shown_name(rulecache.user_folder()), self.px(16), theme.GOLD, False),
            (tr("userrules.explain"), self.px(15), TEXT_DIM, False),
            (self._counts(), self.px(17), TEXT_LIGHT, True),
        ]

    def _counts(self) -> str:
        good = tr("userrules.good", count=len(self.good()))
        refused = len(self.refused())
        return f"{good} · {tr('userrules.bad', count=refused)}" if refused else good

    def _head_height(self, width: int) -> int:
        total = 0
        for text, size, _colour, bold in self._head_lines():
            lines = len(wrapped(text, size, bold, width))
            total += lines * theme.font(size, bold).get_linesize()
        return total + self.px(18)

    def _measure(self, checked: UserRuleset, width: int) -> int:
        size, room = self.px(16), width - self.px(28)
        lines = 1  # a good file's row is its one line, its names (shortened to fit)
        if not checked.good:
            lines += sum(len(wrapped(t, size, False, room)) for t in self.row_texts(checked)[1:])
        return lines * theme.font(size).get_linesize() + self.px(6)

    # -- frame -----------------------------------------------------------------------------
    def busy(self) -> bool:
        return not self.scan.finished or self.list.progress is not None

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.shown_in != language():  # switched in Settings: the rows join again, measured
            self.shown_in = language()  # in the new words, ROWS_PER_FRAME a frame
            self._texts = {}
            self.waiting = self.rows()
            self.list.set_items([])
            self.list.progress = reading_progress(self.scan)
        if self.list.progress is not None:
            self._take_scanned()
            self.layout()  # the counts above the list may need another line

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        panel(surface, self.box, radius=self.px(16))
        y = self.head.y
        for k, (text, size, colour, bold) in enumerate(self._head_lines()):
            y += self.px(6) if k == 3 else 0  # the counts stand apart from the folder's words
            y = blit_wrapped(
                surface, text, size, (self.head.x, y), self.head.w, colour=colour, bold=bold
            )
        self.form.draw(surface)
        hint_line(surface, tr("userrules.hint"), self)

    def _draw_row(
        self, surface: pygame.Surface, rect: pygame.Rect, checked: UserRuleset, row: RowState
    ) -> None:
        if row.focused or row.hovered:
            shade_row(surface, rect, 60 if row.focused else 30)
        size = self.px(16)
        texts = self.row_texts(checked)
        mark, colour = ("✓", GOOD) if checked.good else ("✗", BAD)
        blit_text(surface, mark, size, (rect.x + self.px(4), rect.y), bold=True, colour=colour)
        first = blit_text(
            surface,
            texts[0],
            size,
            (rect.x + self.px(28), rect.y),
            bold=not checked.good,
            colour=TEXT_LIGHT if checked.good else BAD,
            width=rect.w - self.px(28),
        )
        y = first.bottom
        for text in texts[1:]:
            y = blit_wrapped(surface, text, size, (rect.x + self.px(28), y), rect.w - self.px(28))
