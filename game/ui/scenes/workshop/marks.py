"""The workshop page's headings and small buttons: a fold for a card's, a call's or a group's
fields (with its count of problems), the red badge of that count, and the square buttons of
an item's moves."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui.art import theme
from game.ui.scenes.workshop.fields import control_box
from game.ui.widgets.controls import (
    CONTROL_HOVER,
    DISABLED,
    TEXT_DIM,
    Button,
    blit_text,
    focus_ring,
    resolve,
    shorten,
)
from game.ui.widgets.drawing import Text


class FoldButton(Button):
    """A card's, a call's or a group's heading: ▸ folded, ▾ open; a click, Enter or Space
    folds or opens it, Right opens and Left folds. `note` (a count of problems, what the card
    does) is said after the name, dimmer."""

    family = "widget"

    def __init__(
        self,
        text: Text,
        on_toggle: Callable[[bool], Any],
        *,
        open_: bool,
        note: str = "",
        problems: int = 0,
    ) -> None:
        super().__init__(text, lambda: on_toggle(not self.open))
        self.open, self.note, self.problems = open_, note, problems
        self.on_toggle = on_toggle

    def handle_event(self, event: pygame.event.Event) -> bool:
        arrow = event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT)
        if self.focused and arrow:
            want = event.key == pygame.K_RIGHT
            if want != self.open:
                self.on_toggle(want)
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect
        fill = CONTROL_HOVER if self.hovered else (8, 44, 30)
        pygame.draw.rect(surface, fill, rect, border_radius=self.radius)
        if self.focused:
            focus_ring(surface, rect, self.radius)
        size = max(10, int(rect.h * 0.46))
        x = rect.x + rect.h // 3
        arrow = "▾" if self.open else "▸"
        blit_text(
            surface, arrow, size, (x, rect.centery), bold=True, colour=theme.GOLD, anchor="midleft"
        )
        x += size + rect.h // 4
        right = rect.right - rect.h // 3
        if self.problems:
            badge = problem_badge(surface, self.problems, size, (right, rect.centery))
            right = badge.left - rect.h // 4
        name = shorten(resolve(self.text), size, max(10, right - x), bold=True, at_word=False)
        drawn = blit_text(surface, name, size, (x, rect.centery), bold=True, anchor="midleft")
        if self.note and drawn.right + size < right:
            note = shorten(self.note, size - 2, right - drawn.right - size, at_word=True)
            blit_text(
                surface,
                note,
                size - 2,
                (drawn.right + size, rect.centery),
                colour=TEXT_DIM,
                anchor="midleft",
            )


def problem_badge(
    surface: pygame.Surface, count: int, size: int, midright: tuple[int, int]
) -> pygame.Rect:
    """A red round badge with the number of problems, its right edge at `midright`."""
    text = str(count)
    font = theme.font(size, True)
    w = max(font.get_height(), font.size(text)[0] + size)
    rect = pygame.Rect(0, 0, w, font.get_height())
    rect.midright = midright
    pygame.draw.rect(surface, (196, 58, 52), rect, border_radius=rect.h // 2)
    blit_text(surface, text, size, rect.center, bold=True, colour=theme.WHITE, anchor="center")
    return rect


class IconButton(Button):
    """A small square button with one sign (↑ ↓ ✕ ↺ ✎); its words are its tooltip."""

    family = "widget"

    def __init__(self, sign: str, on_click: Callable[[], Any], tooltip: Text) -> None:
        super().__init__(sign, on_click, style="quiet", tooltip=tooltip)

    def draw(self, surface: pygame.Surface) -> None:
        control_box(surface, self)
        colour = theme.GOLD if self.enabled else DISABLED
        size = max(10, int(self.rect.h * 0.55))
        blit_text(
            surface,
            resolve(self.text),
            size,
            self.rect.center,
            bold=True,
            colour=colour,
            anchor="center",
        )
