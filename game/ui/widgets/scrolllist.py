"""A list of rows seen through its rectangle, as long as it needs to be.

The wheel, the keys (Up/Down, Page Up/Down, Home/End) and a drag (of the rows, as on a touch
screen, or of the bar at the side) scroll it; a click selects a row, a double click or Enter
activates it. Only the rows in view are drawn, so a list of thousands costs a frame what ten
do. Rows may arrive while it is shown (`extend`: a folder read off the frame), with a line of
`progress` under the last one until they are all in.

Rows are of one height (`row_height`), or each of its own (`measure(item, width)`, kept per
item until the width changes), with `gap` between them.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

import pygame

from game.i18n import tr
from game.ui import events
from game.ui.art import theme
from game.ui.widgets.controls import TEXT_DIM, Widget
from game.ui.widgets.drawing import Text, blit_text, progress_bar, resolve

DRAG_START = 6  # pixels the pointer moves, pressed, before the rows follow it (else a click)
DOUBLE_CLICK = 0.4  # seconds


@dataclass(frozen=True)
class RowState:
    """How a row is to be drawn: its index, and whether it is selected, focused, hovered."""

    index: int
    selected: bool
    focused: bool
    hovered: bool


T = TypeVar("T")  # a row's item
DrawRow = Callable[[pygame.Surface, pygame.Rect, T, RowState], None]


class Reading(Protocol):
    """Files being read off the frame (a `game.background.Scan`): how many, of how many."""

    def progress(self) -> tuple[int, int | None]: ...


def shade_row(surface: pygame.Surface, rect: pygame.Rect, alpha: int) -> None:
    """A light wash over a row (the one selected, or under the pointer)."""
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (255, 255, 255, alpha), shade.get_rect(), border_radius=6)
    surface.blit(shade, rect)


def reading_progress(scan: Reading, key: str = "lists.reading") -> tuple[str, float | None]:
    """A list's progress line while `scan` (a `game.background.Scan`) reads its files."""
    done, total = scan.progress()
    if total is None:
        return tr("lists.looking"), None
    return tr(key, done=done, total=total), done / total if total else None


class ScrollList(Widget, Generic[T]):
    """Rows of items of one type, each drawn by `draw_item`."""

    wants_arrows = True
    wants_motion = True

    def __init__(
        self,
        draw_item: DrawRow[T],
        items: Iterable[T] = (),
        *,
        row_height: int = 40,
        measure: Callable[[T, int], int] | None = None,
        gap: int = 8,
        selected: int = 0,
        on_select: Callable[[T], object] | None = None,
        on_activate: Callable[[T], object] | None = None,
        empty: Text = "",
    ) -> None:
        super().__init__()
        self.draw_item = draw_item
        self.items: list[T] = list(items)
        self.row_height, self.measure, self.gap = row_height, measure, gap
        self.selected = max(0, min(selected, len(self.items) - 1))
        self.on_select, self.on_activate = on_select, on_activate
        self.empty = empty  # said when there are no rows and none coming
        self.progress: tuple[str, float | None] | None = None  # (words, share done) or None
        self.offset = 0.0  # pixels of the rows scrolled above the top edge
        self.hover = -1
        self._tops: list[int] = []  # each row's top, from the first row's
        self._measured: tuple[int, int, int] = (-1, -1, -1)  # (width, row height, gap)
        self._press: tuple[str, int, float, int] | None = None  # kind, y, offset, row
        self._dragging = False
        self._last_click = (-1, -10.0)  # (row, seconds)
        self.bar_w = 8

    # -- rows --------------------------------------------------------------------------------
    def set_items(self, items: Iterable[T], *, selected: int | None = None) -> None:
        self.items = list(items)
        self._measured = (-1, -1, -1)
        if selected is not None:
            self.selected = selected
        self.selected = max(0, min(self.selected, len(self.items) - 1))
        self.offset = min(self.offset, self.max_offset())

    def extend(self, items: Iterable[T]) -> None:
        """More rows at the end (the view stays where it is)."""
        new = list(items)
        if not new:
            return
        self._tops_now()
        self.items += new
        self._add_tops(len(self.items) - len(new))

    def row_width(self) -> int:
        return max(1, self.rect.w - self.bar_w - 6)

    def _tops_now(self) -> list[int]:
        key = (self.row_width(), self.row_height, self.gap)
        if key != self._measured:
            self._measured = key
            self._tops = []
            self._add_tops(0)
        return self._tops

    def _add_tops(self, start: int) -> None:
        width = self.row_width()
        y = self._tops[-1] + self._height(self.items[start - 1], width) + self.gap if start else 0
        del self._tops[start:]
        for item in self.items[start:]:
            self._tops.append(y)
            y += self._height(item, width) + self.gap

    def _height(self, item: T, width: int) -> int:
        return max(1, self.measure(item, width) if self.measure else self.row_height)

    def content_height(self) -> int:
        tops = self._tops_now()
        if not tops:
            return 0
        return tops[-1] + self._height(self.items[-1], self.row_width())

    def view(self) -> pygame.Rect:
        """Where the rows show: the whole rectangle, less a band at the bottom for the
        progress line while rows are coming."""
        if self.progress is None:
            return self.rect
        return pygame.Rect(
            self.rect.x, self.rect.y, self.rect.w, max(1, self.rect.h - self._band())
        )

    def _band(self) -> int:
        return self._words_size() * 2 + 6

    def _words_size(self) -> int:
        return max(11, min(18, self.rect.h // 14))

    def max_offset(self) -> float:
        return max(0, self.content_height() - self.view().h)

    def row_rect(self, index: int) -> pygame.Rect:
        tops = self._tops_now()
        top = self.rect.y + tops[index] - round(self.offset)
        return pygame.Rect(
            self.rect.x, top, self.row_width(), self._height(self.items[index], self.row_width())
        )

    def shown_rows(self) -> range:
        """The rows at least partly in view."""
        tops = self._tops_now()
        if not tops:
            return range(0)
        first = max(0, bisect.bisect_right(tops, self.offset) - 1)
        last = bisect.bisect_left(tops, self.offset + self.view().h)
        return range(first, min(len(tops), last))

    def index_at(self, pos: tuple[int, int]) -> int:
        """The row under `pos` (-1: none, or a gap)."""
        if not self.view().collidepoint(pos) or pos[0] >= self.rect.x + self.row_width():
            return -1
        for i in self.shown_rows():
            if self.row_rect(i).collidepoint(pos):
                return i
        return -1

    # -- moving ------------------------------------------------------------------------------
    def scroll(self, pixels: float) -> None:
        self.offset = min(self.max_offset(), max(0.0, self.offset + pixels))

    def scroll_to(self, index: int) -> None:
        """Scroll as little as needed for the row to be wholly in view."""
        if not 0 <= index < len(self.items):
            return
        rect, view = self.row_rect(index), self.view()
        if rect.top < view.top:
            self.scroll(rect.top - view.top)
        elif rect.bottom > view.bottom:
            self.scroll(min(rect.bottom - view.bottom, rect.top - view.top))

    def select(self, index: int) -> None:
        if not self.items:
            return
        index = max(0, min(index, len(self.items) - 1))
        changed = index != self.selected
        self.selected = index
        self.scroll_to(index)
        if changed and self.on_select is not None:
            self.on_select(self.items[index])

    def activate(self) -> None:
        if self.items and self.on_activate is not None:
            self.on_activate(self.items[self.selected])

    def page(self) -> int:
        """Rows in a page, for Page Up/Down."""
        shown = self.shown_rows()
        return max(1, len(shown) - 1)

    # -- the bar -----------------------------------------------------------------------------
    def bar_rect(self) -> pygame.Rect:
        view = self.view()
        return pygame.Rect(view.right - self.bar_w, view.y, self.bar_w, view.h)

    def thumb_rect(self) -> pygame.Rect:
        bar, content = self.bar_rect(), max(1, self.content_height())
        h = max(min(bar.h, 28), bar.h * bar.h // content)
        most = self.max_offset()
        y = bar.y + (bar.h - h) * (self.offset / most if most else 0.0)
        return pygame.Rect(bar.x, round(y), bar.w, h)

    def _follow_bar(self, y: int, grab: int) -> None:
        bar, thumb = self.bar_rect(), self.thumb_rect()
        room = max(1, bar.h - thumb.h)
        self.offset = min(1.0, max(0.0, (y - grab - bar.y) / room)) * self.max_offset()

    # -- events ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        kind = event.type
        if kind == pygame.MOUSEMOTION:
            return self._motion(events.pos(event))
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and events.button(event) == 1:
            where = events.pos(event)
            return self._press_down(where) if kind == pygame.MOUSEBUTTONDOWN else self._up(where)
        if kind == pygame.MOUSEWHEEL:
            self.scroll(-events.wheel(event) * max(self._tops_step(), self.view().h * 0.15))
            return True
        if kind == pygame.KEYDOWN:
            return self._key(events.key(event))
        return False

    def _tops_step(self) -> float:
        rows = self.shown_rows()
        return self.row_rect(rows.start).h + self.gap if len(rows) else 40.0

    def _press_down(self, pos: tuple[int, int]) -> bool:
        if not self.rect.collidepoint(pos):
            return False
        if self.max_offset() > 0 and self.bar_rect().inflate(8, 0).collidepoint(pos):
            thumb = self.thumb_rect()
            if not thumb.collidepoint(pos):  # on the track: the thumb jumps there
                self._follow_bar(pos[1], thumb.h // 2)
                thumb = self.thumb_rect()
            self._press = ("bar", pos[1] - thumb.y, self.offset, -1)
        else:
            self._press = ("rows", pos[1], self.offset, self.index_at(pos))
        self.pressed_part = self._press[0]
        self._dragging = False
        return True

    def _motion(self, pos: tuple[int, int]) -> bool:
        self.hover = self.index_at(pos)
        if self._press is None:
            return False
        kind, y, offset, _row = self._press
        if kind == "bar":
            self._dragging = True
            self._follow_bar(pos[1], y)
            return True
        if abs(pos[1] - y) >= DRAG_START:
            self._dragging = True
        if self._dragging:
            self.offset = offset
            self.scroll(y - pos[1])
        return True

    def _up(self, pos: tuple[int, int]) -> bool:
        press, self._press = self._press, None
        self.pressed_part = None
        if press is None:
            return False
        if self._dragging:
            self._dragging = False
            return True
        row = self.index_at(pos)
        if row >= 0 and row == press[3]:
            now = pygame.time.get_ticks() / 1000.0
            double = self._last_click[0] == row and now - self._last_click[1] < DOUBLE_CLICK
            self.select(row)
            self._last_click = (row, now)
            if double:
                self.activate()
        return True

    def cancel_press(self) -> None:
        super().cancel_press()
        self._press, self._dragging = None, False

    def _key(self, key: int) -> bool:
        moves = {
            pygame.K_UP: -1,
            pygame.K_DOWN: 1,
            pygame.K_PAGEUP: -self.page(),
            pygame.K_PAGEDOWN: self.page(),
            pygame.K_HOME: -len(self.items),
            pygame.K_END: len(self.items),
        }
        if key in moves and self.items:
            self.select(self.selected + moves[key])
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.on_activate is not None:
            self.activate()
            return True
        return False

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.view().clip(clip))
        for i in self.shown_rows():
            selected = i == self.selected
            state = RowState(i, selected, self.focused and selected, i == self.hover)
            self.draw_item(surface, self.row_rect(i), self.items[i], state)
        self._draw_edges(surface)
        surface.set_clip(clip)
        if self.max_offset() > 0:
            self._draw_bar(surface)
        self._draw_words(surface)

    def _draw_edges(self, surface: pygame.Surface) -> None:
        """A shade where rows go on past the edge, above or below."""
        view = self.view()
        h = max(6, view.h // 30)
        w = self.row_width()
        for top, show in ((True, self.offset > 0), (False, self.offset < self.max_offset())):
            if not show:
                continue
            shade = pygame.Surface((w, h), pygame.SRCALPHA)
            for i in range(h):
                alpha = 110 * (h - i) // h
                y = i if top else h - 1 - i
                pygame.draw.line(shade, (0, 20, 10, alpha), (0, y), (w, y))
            surface.blit(shade, (view.x, view.y if top else view.bottom - h))

    def _draw_bar(self, surface: pygame.Surface) -> None:
        bar = self.bar_rect()
        track = pygame.Surface(bar.size, pygame.SRCALPHA)
        pygame.draw.rect(track, (0, 0, 0, 60), track.get_rect(), border_radius=bar.w // 2)
        surface.blit(track, bar)
        lit = self.focused or self._dragging or self.pressed_part == "bar"
        colour = theme.GOLD if lit else TEXT_DIM
        pygame.draw.rect(surface, colour, self.thumb_rect(), border_radius=bar.w // 2)

    def _draw_words(self, surface: pygame.Surface) -> None:
        """The progress line while rows are coming; else, with no rows, the `empty` words."""
        size = self._words_size()
        if self.progress is None:
            if not self.items and resolve(self.empty):
                blit_text(
                    surface,
                    resolve(self.empty),
                    size,
                    self.rect.topleft,
                    colour=TEXT_DIM,
                    width=self.rect.w,
                )
            return
        words, share = self.progress
        below = self.rect.y + self.content_height() - round(self.offset) + self.gap
        y = min(max(self.rect.y, below), self.view().bottom + 4)
        line = blit_text(
            surface, words, size, (self.rect.x, y), colour=TEXT_DIM, width=self.row_width()
        )
        if share is not None:
            track = pygame.Rect(self.rect.x, line.bottom + 3, self.row_width(), max(3, size // 5))
            progress_bar(surface, track, share)
