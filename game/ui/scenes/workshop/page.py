"""The workshop's page: the rows of one section laid out as a form that scrolls.

Rows stack in a window (`view`) with a label column, a control column and the item's buttons
at the end; a row's problems are written under it, in full, what is wrong and what to change.
The page scrolls by the wheel, by dragging its bar, and to whichever control the keyboard
reaches. `PageForm` is the scene's `Form`, aware of the window: a control scrolled out of it
is neither drawn nor clicked, yet Tab still reaches it (and the page scrolls to it).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from game.i18n import tr
from game.ui.art import theme
from game.ui.scenes.workshop.fields import PickChips
from game.ui.scenes.workshop.rows import Row
from game.ui.widgets.controls import (
    TEXT_DIM,
    TEXT_LIGHT,
    Choice,
    Widget,
    blit_text,
    uniform_size,
    wrap,
)
from game.ui.widgets.forms import Form

PROBLEM = (255, 168, 150)
FIX = (250, 214, 130)
WARNING = (255, 200, 90)  # amber: it plays, perhaps not as meant; no problem
BAR_W = 8


@lru_cache(maxsize=4096)
def wrapped(text: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    return tuple(wrap(text, theme.font(size, bold), max(20, width)))


def problem_lines(row: Row, size: int, width: int) -> list[tuple[str, tuple[int, int, int]]]:
    """The lines under a row: each problem's message, then what to change; then `check`'s
    warnings; then its notes."""
    lines: list[tuple[str, tuple[int, int, int]]] = []
    for problem in row.problems:
        lines += [(line, PROBLEM) for line in wrapped("⚠ " + problem.message, size, width)]
        if problem.fix:
            lines += [(line, FIX) for line in wrapped("→ " + problem.fix, size, width)]
    for warning in row.warnings:
        said = warning_words(warning.message)
        lines += [(line, WARNING) for line in wrapped(said, size, width)]
    for note in row.notes:
        lines += [(line, FIX) for line in wrapped(note, size, width)]
    return lines


def warning_words(message: str) -> str:
    """A warning as the workshop shows it: marked, and named a warning in the reader's words."""
    return "△ " + tr("workshop.screen.warning", what=message)


class Page:
    """Rows laid out in `view` and scrolled by `offset` (see the module doc)."""

    def __init__(self, px: Callable[[float], int]) -> None:
        self.px = px
        self.rows: list[Row] = []
        self.view = pygame.Rect(0, 0, 0, 0)
        self.offset = 0.0
        self.content_h = 0
        self._rects: dict[int, pygame.Rect] = {}  # each control's place on the page, unscrolled
        self._drag: tuple[int, float] | None = None

    # -- layout -------------------------------------------------------------------------------
    def columns(self, depth: int) -> tuple[int, int, int, int]:
        """(label x, control x, control right, actions x) of a row `depth` steps in."""
        view, px = self.view, self.px
        indent = depth * px(20)
        actions_w = 3 * px(34)
        actions_x = view.right - BAR_W - px(6) - actions_w
        control_x = view.x + max(int(view.w * 0.38), indent + px(120))
        return view.x + indent, control_x, actions_x - px(8), actions_x

    def layout(self, view: pygame.Rect) -> None:
        self.view = view
        px, y = self.px, 0
        self._rects = {}
        for row in self.rows:
            row.y = y
            row.h = self._place(row, y)
            y += row.h
        self.content_h = y + px(12)
        self.offset = min(self.offset, self.max_offset())

    def _place(self, row: Row, y: int) -> int:
        """Give the row's controls their places (unscrolled); returns the row's height."""
        px = self.px
        label_x, control_x, control_right, actions_x = self.columns(row.depth)
        control_h, pad = px(32), px(4)
        height = control_h
        main = row.main
        if main is not None:
            left = label_x if row.heading else control_x
            width = control_right - left
            # A choice asked before an Add keeps the control's whole width for its words (a
            # house rule's "“Mau” vergessen: Strafkarten"), its button on a line below.
            below_it = bool(row.extra) and isinstance(main, Choice)
            if row.extra and not below_it:
                width = int((control_right - left) * 0.5)
            if isinstance(main, PickChips):
                height = main.measure(width, px(28), px(14))
            self._rects[id(main)] = pygame.Rect(left, y + pad, width, height)
            x = left + width + px(8)
            for extra in row.extra:
                if below_it:
                    height += pad + control_h
                    wide = min(width, self._words_width(extra))
                    rect = pygame.Rect(
                        left + width - wide, y + height - control_h + pad, wide, control_h
                    )
                    self._rects[id(extra)] = rect
                else:
                    self._rects[id(extra)] = pygame.Rect(x, y + pad, control_right - x, control_h)
        label_lines = len(self.label_lines(row)) if not row.heading else 1
        height = max(height, label_lines * theme.font(self.label_size()).get_linesize())
        for k, action in enumerate(row.actions[:3]):
            size = px(30)
            self._rects[id(action)] = pygame.Rect(actions_x + k * px(34), y + pad + 1, size, size)
        below = problem_lines(row, px(14), self.view.right - label_x - px(24))
        extra_h = len(below) * theme.font(px(14)).get_linesize()
        return height + 2 * pad + (extra_h + px(4) if below else 0)

    def label_size(self) -> int:
        return self.px(16)

    def _words_width(self, widget: Widget) -> int:
        """How wide a button beside a row's control is for its longest words."""
        font = theme.font(self.label_size(), True)
        return max((font.size(text)[0] for text in widget.texts()), default=0) + self.px(40)

    def label_lines(self, row: Row) -> tuple[str, ...]:
        label_x, control_x, _r, _a = self.columns(row.depth)
        return wrapped(row.label, self.label_size(), control_x - label_x - self.px(10))[:2]

    def place(self) -> None:
        """Move every control to where the page, scrolled, shows it."""
        shift = self.view.y - round(self.offset)
        for row in self.rows:
            for widget in row.widgets():
                rect = self._rects.get(id(widget))
                if rect is not None:
                    widget.rect = rect.move(0, shift)
                    widget.size = self.px(15)

    # -- scrolling ----------------------------------------------------------------------------
    def max_offset(self) -> float:
        return max(0.0, self.content_h - self.view.h)

    def scroll(self, pixels: float) -> None:
        self.offset = min(self.max_offset(), max(0.0, self.offset + pixels))
        self.place()

    def scroll_to_row(self, row: Row) -> None:
        top = row.y
        if top < self.offset:
            self.scroll(top - self.offset)
        elif top + row.h > self.offset + self.view.h:
            self.scroll(min(top + row.h - self.offset - self.view.h, top - self.offset))

    def row_of(self, widget: Widget | None) -> Row | None:
        return next((r for r in self.rows if widget is not None and widget in r.widgets()), None)

    def row_at(self, pos: tuple[int, int]) -> Row | None:
        if not self.view.collidepoint(pos):
            return None
        y = pos[1] - self.view.y + self.offset
        return next((r for r in self.rows if r.y <= y < r.y + r.h), None)

    def bar(self) -> pygame.Rect:
        return pygame.Rect(self.view.right - BAR_W, self.view.y, BAR_W, self.view.h)

    def thumb(self) -> pygame.Rect:
        bar = self.bar()
        h = max(self.px(30), bar.h * bar.h // max(1, self.content_h))
        most = self.max_offset()
        y = bar.y + (bar.h - h) * (self.offset / most if most else 0.0)
        return pygame.Rect(bar.x, round(y), bar.w, h)

    def handle_event(self, event: pygame.event.Event, pointer: tuple[int, int] | None) -> bool:
        """The wheel over the page, and a drag of its bar."""
        if event.type == pygame.MOUSEWHEEL and pointer and self.view.collidepoint(pointer):
            self.scroll(-event.y * self.px(60))
            return True
        pressed = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if pressed and self.max_offset() and self.bar().inflate(8, 0).collidepoint(event.pos):
            self._drag = (event.pos[1], self.offset)
            return True
        if event.type == pygame.MOUSEMOTION and self._drag is not None:
            start, offset = self._drag
            room = max(1, self.view.h - self.thumb().h)
            self.offset = offset
            self.scroll((event.pos[1] - start) * self.max_offset() / room)
            return True
        if event.type == pygame.MOUSEBUTTONUP and self._drag is not None:
            self._drag = None
            return True
        return False

    # -- drawing ------------------------------------------------------------------------------
    def shown(self, row: Row) -> bool:
        top = self.view.y + row.y - round(self.offset)
        return top < self.view.bottom and top + row.h > self.view.top

    def draw(self, surface: pygame.Surface, focused_row: Row | None) -> None:
        """Labels, shown values and problems (the controls are the form's to draw)."""
        clip = surface.get_clip()
        surface.set_clip(self.view.clip(clip))
        size, px = self.label_size(), self.px
        for row in self.rows:
            if not self.shown(row):
                continue
            top = self.view.y + row.y - round(self.offset)
            label_x, control_x, _right, _a = self.columns(row.depth)
            if row is focused_row:
                shade = pygame.Surface((self.view.w - BAR_W - px(4), row.h), pygame.SRCALPHA)
                shade.fill((255, 255, 255, 16))
                surface.blit(shade, (self.view.x, top))
            if not row.heading:
                self._draw_label(surface, row, label_x, top, size)
            if row.main is None and row.shown:
                blit_text(
                    surface,
                    row.shown,
                    px(15),
                    (control_x, top + px(4) + px(16)),
                    colour=TEXT_DIM,
                    anchor="midleft",
                )
            self._draw_problems(surface, row, label_x, top)
        surface.set_clip(clip)
        if self.max_offset() > 0:
            pygame.draw.rect(surface, (0, 0, 0), self.bar(), border_radius=BAR_W // 2)
            pygame.draw.rect(
                surface,
                theme.GOLD if self._drag else TEXT_DIM,
                self.thumb(),
                border_radius=BAR_W // 2,
            )

    def _draw_label(self, surface: pygame.Surface, row: Row, x: int, top: int, size: int) -> None:
        lines = self.label_lines(row)
        line_h = theme.font(size).get_linesize()
        control_h = self.px(32) + 2 * self.px(4)
        y = top + max(0, (control_h - line_h * len(lines)) // 2)
        colour = PROBLEM if row.problems else TEXT_LIGHT
        for line in lines:
            blit_text(surface, line, size, (x, y), colour=colour)
            y += line_h

    def _draw_problems(self, surface: pygame.Surface, row: Row, x: int, top: int) -> None:
        lines = problem_lines(row, self.px(14), self.view.right - x - self.px(24))
        if not lines:
            return
        line_h = theme.font(self.px(14)).get_linesize()
        y = top + row.h - len(lines) * line_h - self.px(4)
        for text, colour in lines:
            blit_text(surface, text, self.px(14), (x + self.px(12), y), colour=colour)
            y += line_h


class PageForm(Form):
    """The editor's form: the page's controls count only inside the page's window."""

    def __init__(self, page: Page) -> None:
        super().__init__()
        self.page = page
        self.on_page: set[int] = set()

    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        inside = self.page.view.collidepoint(pos)
        for widget in reversed(self.widgets):
            if id(widget) in self.on_page and not inside:
                continue
            if widget.visible and widget.rect.collidepoint(pos):
                return widget
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        used = super().handle_event(event)
        if event.type == pygame.MOUSEMOTION and not self.page.view.collidepoint(event.pos):
            for widget in self.widgets:  # nothing scrolled away is under the pointer
                if id(widget) in self.on_page:
                    widget.hovered = False
        return used

    def draw(self, surface: pygame.Surface) -> None:
        fixed = [w for w in self.widgets if id(w) not in self.on_page]
        for group in self._groups(fixed):
            uniform_size(group)
        for widget in fixed:
            if widget.visible:
                widget.draw(surface)
        clip = surface.get_clip()
        surface.set_clip(self.page.view.clip(clip))
        view = self.page.view
        for widget in self.widgets:
            if id(widget) in self.on_page and widget.visible and widget.rect.colliderect(view):
                widget.draw(surface)
        surface.set_clip(clip)

    def _groups(self, widgets: list[Widget]) -> list[list[Widget]]:
        every, self.widgets = self.widgets, widgets
        try:
            return self.groups()
        finally:
            self.widgets = every
