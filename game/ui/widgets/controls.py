"""Widgets for the menus: Button, Toggle and Choice here; TextInput and ScrollView in
`game.ui.widgets.fields`, the ScrollList in `game.ui.widgets.scrolllist`.

Hand-written rather than pygame_gui, because these screens need keyboard focus that moves with
Tab / Shift+Tab and the arrow keys (pygame_gui has no tab order), sizes that follow the window
from 1280x720 to 4K, and the look of the card table. A `Form` (game.ui.widgets.forms) owns the
focus: keyboard events go to the focused widget, mouse events to the widget under the pointer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Generic, TypeVar

import pygame

from game.ui import events
from game.ui.art import theme
from game.ui.widgets.drawing import (
    BUTTON,
    BUTTON_DOWN,
    BUTTON_HOVER,
    CONTROL,
    CONTROL_HOVER,
    DISABLED,
    FOCUS,
    PANEL,
    RED,
    TEXT_DIM,
    TEXT_LIGHT,
    Text,
    blit_lines,
    blit_text,
    fit_size,
    fitted_lines,
    focus_ring,
    panel,
    resolve,
    shorten,
    text_surface,
    wrap,
)

V = TypeVar("V")  # the values a Choice steps through

# The widgets, and the drawing helpers and colours of game.ui.widgets.drawing, re-exported:
# the menus and the table draw their labels with them.
__all__ = [
    "Widget",
    "Button",
    "Toggle",
    "Choice",
    "uniform_size",
    "number_options",
    "SMALLEST_SHARE",
    "HOVER_RIM",
    "BUTTON",
    "BUTTON_DOWN",
    "BUTTON_HOVER",
    "CONTROL",
    "CONTROL_HOVER",
    "DISABLED",
    "FOCUS",
    "PANEL",
    "RED",
    "TEXT_DIM",
    "TEXT_LIGHT",
    "Text",
    "blit_lines",
    "blit_text",
    "fit_size",
    "fitted_lines",
    "focus_ring",
    "panel",
    "resolve",
    "shorten",
    "text_surface",
    "wrap",
]

SMALLEST_SHARE = 0.75  # a column's text shrinks at most to this share; beyond, it wraps or is cut
HOVER_RIM = (232, 176, 48)  # the warm edge of a button under the pointer


class Widget:
    """Something on a form. Mouse events come in window coordinates.

    A control acts on a *click*: a release over the part it was pressed on (`click`), so a
    press that slides off, or a release whose press landed elsewhere, changes nothing."""

    focusable = True
    wants_arrows = False  # up/down keys are the widget's own (lists), not focus moves
    wants_motion = False  # every pointer move comes to it (a list's drag and hover)

    def __init__(self, *, enabled: bool = True, tooltip: Text = "") -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.enabled = enabled
        self.visible = True
        self.focused = False
        self.hovered = False
        self.tooltip = tooltip
        self.size: int | None = None  # the text size its column or row agreed on (uniform_size)
        self.pressed_part: object | None = None  # where the held left button went down

    @property
    def pressed(self) -> bool:
        return self.pressed_part is not None

    def part_at(self, pos: tuple[int, int]) -> object | None:
        """Which part of the widget `pos` is over (None: off it). Parts act apart: a Choice's
        two arrows, a list's rows."""
        return True if self.rect.collidepoint(pos) else None

    def click(self, event: pygame.event.Event) -> tuple[bool, object | None]:
        """Follow the left button: (used, part), `part` the part clicked when a release came
        over the part the press went down on, else None."""
        if events.button(event) != 1:
            return False, None
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pressed_part = self.part_at(events.pos(event))
            return self.pressed_part is not None, None
        if event.type == pygame.MOUSEBUTTONUP and self.pressed_part is not None:
            pressed, self.pressed_part = self.pressed_part, None
            return True, (pressed if self.part_at(events.pos(event)) == pressed else None)
        return False, None

    def cancel_press(self) -> None:
        """The release will not come here (another screen opened over this one)."""
        self.pressed_part = None

    def can_focus(self) -> bool:
        return self.focusable and self.enabled and self.visible

    def on_focus(self, focused: bool) -> None:
        self.focused = focused

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    @property
    def radius(self) -> int:
        return max(4, self.rect.h // 4)

    def text_size(self) -> int:
        return max(10, int(self.rect.h * 0.42))

    # What a column of controls needs to agree on one text size (`uniform_size`).
    family = "widget"  # widgets of one family in a column or row share a size
    bold = False

    def texts(self) -> list[str]:
        """Every text this widget may show (each option of a Choice)."""
        return []

    def text_room(self) -> int:
        """How wide its text may be."""
        return self.rect.w

    def label_size(self) -> int:
        return self.size or self.text_size()


class Button(Widget):
    """Activated by a click (press and release inside), Enter or Space."""

    family = "button"
    bold = True

    def __init__(
        self,
        text: Text,
        on_click: Callable[[], object] | None = None,
        *,
        style: str = "normal",
        enabled: bool = True,
        tooltip: Text = "",
    ) -> None:
        super().__init__(enabled=enabled, tooltip=tooltip)
        self.text, self.on_click, self.style = text, on_click, style

    def activate(self) -> None:
        if self.enabled and self.on_click is not None:
            self.on_click()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            self.cancel_press()
            return False
        used, clicked = self.click(event)
        if clicked is not None:
            self.activate()
        if used:
            return True
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
        ):
            self.activate()
            return True
        return False

    def texts(self) -> list[str]:
        return [resolve(self.text)]

    def text_room(self) -> int:
        return self.rect.w - self.rect.h // 2

    def colours(self) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
        if not self.enabled:
            return DISABLED, (150, 178, 160)
        if self.style == "primary":
            fill = (255, 214, 96) if self.hovered else theme.GOLD
            return ((214, 166, 44) if self.pressed else fill), theme.INK
        if self.style == "danger":
            return ((214, 76, 68) if self.hovered else RED), theme.WHITE
        if self.style == "quiet":
            return (CONTROL_HOVER if self.hovered else CONTROL), TEXT_LIGHT
        fill = BUTTON_HOVER if self.hovered else BUTTON
        return (BUTTON_DOWN if self.pressed else fill), theme.INK

    def draw(self, surface: pygame.Surface) -> None:
        fill, ink = self.colours()
        lifted = self.hovered and self.enabled and not self.pressed
        # Pressed: sunk into its shadow; under the pointer: lifted off it, with a light rim.
        rect = self.rect.move(0, 2 if self.pressed else (-2 if lifted else 0))
        if self.enabled:
            pygame.draw.rect(surface, (0, 0, 0), self.rect.move(0, 4), border_radius=self.radius)
        pygame.draw.rect(surface, fill, rect, border_radius=self.radius)
        if lifted:
            rim = max(2, rect.h // 16)
            pygame.draw.rect(surface, HOVER_RIM, rect, rim, border_radius=self.radius)
        if self.focused:
            focus_ring(
                surface, rect, self.radius, theme.WHITE if self.style == "primary" else FOCUS
            )
        size, room = self.label_size(), self.text_room()
        font = theme.font(size, True)
        lines = [resolve(self.text)]
        if font.size(lines[0])[0] > room:  # too long at the column's size: two lines, then "…"
            lines = wrap(lines[0], font, room)
            if len(lines) > 2 or font.get_linesize() * 2 > rect.h:
                lines = [shorten(lines[0], size, room, bold=True, at_word=False)]
        top = rect.centery - font.get_linesize() * len(lines) // 2
        for k, line in enumerate(lines):
            blit_text(
                surface,
                shorten(line, size, room, bold=True, at_word=False),
                size,
                (rect.centerx, top + k * font.get_linesize()),
                bold=True,
                colour=ink,
                anchor="midtop",
            )


class Toggle(Widget):
    """An on/off switch. Click, Space or Enter flip it; Left/Right set off/on."""

    family = "control"

    def __init__(
        self,
        value: bool,
        on_change: Callable[[bool], object] | None = None,
        *,
        on_text: Text = "on",
        off_text: Text = "off",
    ) -> None:
        super().__init__()
        self.value, self.on_change = value, on_change
        self.on_text, self.off_text = on_text, off_text

    def set(self, value: bool) -> None:
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        used, clicked = self.click(event)
        if clicked is not None:
            self.set(not self.value)
        if used:
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.set(not self.value)
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.set(event.key == pygame.K_RIGHT)
                return True
        return False

    def texts(self) -> list[str]:
        return [resolve(self.on_text), resolve(self.off_text)]

    def text_room(self) -> int:
        h = self.rect.h
        return self.rect.w - int(h * 1.7) - h // 3

    def draw(self, surface: pygame.Surface) -> None:
        h = self.rect.h
        track = pygame.Rect(self.rect.x, self.rect.y + h // 8, int(h * 1.7), h - h // 4)
        on = self.value
        pygame.draw.rect(
            surface, theme.GOLD if on else (6, 40, 26), track, border_radius=track.h // 2
        )
        pygame.draw.rect(
            surface,
            (255, 255, 255, 60) if on else (120, 160, 140),
            track,
            1,
            border_radius=track.h // 2,
        )
        knob_r = track.h // 2 - 3
        cx = track.right - track.h // 2 if on else track.x + track.h // 2
        pygame.draw.circle(
            surface, theme.WHITE if on else (200, 214, 204), (cx, track.centery), knob_r
        )
        if self.focused:
            focus_ring(surface, track, track.h // 2)
        colour = TEXT_LIGHT if on else TEXT_DIM
        size = self.label_size()
        blit_text(
            surface,
            shorten(resolve(self.on_text if on else self.off_text), size, self.text_room()),
            size,
            (track.right + h // 3, self.rect.centery),
            colour=colour,
            anchor="midleft",
        )


class Choice(Widget, Generic[V]):
    """One of several options (values of one type, each with its words), stepped with the
    arrows at its ends or Left/Right."""

    family = "control"

    def __init__(
        self,
        options: Sequence[tuple[V, Text]],
        value: V,
        on_change: Callable[[V], object] | None = None,
        *,
        wrap_around: bool = True,
    ) -> None:
        super().__init__()
        self.options = list(options)
        self.on_change, self.wrap_around = on_change, wrap_around
        values = [v for v, _ in self.options]
        self.index = values.index(value) if value in values else 0

    @property
    def value(self) -> V:
        return self.options[self.index][0]

    def set(self, value: V) -> None:
        values = [v for v, _ in self.options]
        if value in values:
            self._go(values.index(value))

    def step(self, delta: int) -> None:
        count = len(self.options)
        target = self.index + delta
        target = target % count if self.wrap_around else min(count - 1, max(0, target))
        self._go(target)

    def _go(self, index: int) -> None:
        if index != self.index:
            self.index = index
            if self.on_change is not None:
                self.on_change(self.value)

    def texts(self) -> list[str]:
        return [resolve(label) for _value, label in self.options]

    def text_room(self) -> int:
        return self.rect.w - 2 * self.rect.h

    def _arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        w = self.rect.h
        return (
            pygame.Rect(self.rect.x, self.rect.y, w, self.rect.h),
            pygame.Rect(self.rect.right - w, self.rect.y, w, self.rect.h),
        )

    def part_at(self, pos: tuple[int, int]) -> object | None:
        """-1 over the left arrow, +1 elsewhere on the control (the right arrow's step)."""
        if not self.rect.collidepoint(pos):
            return None
        left, _ = self._arrows()
        return -1 if left.collidepoint(pos) else 1

    def handle_event(self, event: pygame.event.Event) -> bool:
        used, clicked = self.click(event)
        if isinstance(clicked, int):
            self.step(clicked)
        if used:
            return True
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.step(-1 if event.y > 0 else 1)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_LEFT:
                self.step(-1)
                return True
            if event.key in (pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.step(1)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        fill = CONTROL_HOVER if self.hovered else CONTROL
        pygame.draw.rect(surface, fill, self.rect, border_radius=self.radius)
        pygame.draw.rect(surface, (92, 140, 114), self.rect, 1, border_radius=self.radius)
        if self.focused:
            focus_ring(surface, self.rect, self.radius)
        left, right = self._arrows()
        size = self.label_size()
        at_start = not self.wrap_around and self.index == 0
        at_end = not self.wrap_around and self.index == len(self.options) - 1
        for arrow, rect, stopped in (("‹", left, at_start), ("›", right, at_end)):
            colour = DISABLED if stopped else theme.GOLD
            blit_text(
                surface,
                arrow,
                int(size * 1.5),
                rect.center,
                bold=True,
                anchor="center",
                colour=colour,
            )
        # A value too long for one line takes two where the control is tall enough.
        lines, size = fitted_lines(
            resolve(self.options[self.index][1]), size, self.text_room(), self.rect.h - 2
        )
        line_h = theme.font(size).get_linesize()
        top = self.rect.centery - line_h * len(lines) // 2
        for k, line in enumerate(lines):
            blit_text(surface, line, size, (self.rect.centerx, top + k * line_h), anchor="midtop")


def uniform_size(widgets: Sequence[Widget]) -> int:
    """One text size for a column or row of controls: the largest (up to the smallest size
    any of them would take) at which every text each of them may show fits, but not below
    `SMALLEST_SHARE` of it; a text that still does not fit wraps or is cut with "…". Sets it on
    every widget; returns it."""
    shown = [w for w in widgets if w.visible and w.rect.w > 0]
    if not shown:
        return 0
    top = min(w.text_size() for w in shown)
    wanted = tuple((tuple(w.texts()), w.text_room(), w.bold) for w in shown)
    size = _agreed_size(wanted, top)
    for widget in widgets:
        widget.size = size
    return size


@lru_cache(maxsize=512)
def _agreed_size(wanted: tuple[tuple[tuple[str, ...], int, bool], ...], top: int) -> int:
    floor = max(9, int(top * SMALLEST_SHARE))
    size = top
    while size > floor and any(
        _too_wide(text, room, size, bold) for texts, room, bold in wanted for text in texts
    ):
        size -= 1
    return size


def _too_wide(text: str, room: int, size: int, bold: bool) -> bool:
    return bool(theme.font(size, bold).size(text)[0] > room)


def number_options(low: int, high: int, step: int = 1) -> list[tuple[int, Text]]:
    return [(n, str(n)) for n in range(low, high + 1, step)]
