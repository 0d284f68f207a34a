"""Tooltips: a short explanation beside the thing it explains, on hover or keyboard focus.

One look for every screen (house rules on New game, the Draw button, a dimmed card): a paper
note with ink text, wrapped to a readable width, placed above its anchor (below when there is no
room) and kept inside the window. `HoverDelay` holds a tooltip back until the pointer rests, so
one sweeping across the table does not flash notes; keyboard focus shows it at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

import pygame

from game.ui.art import theme
from game.ui.widgets.drawing import wrap

T = TypeVar("T")  # the thing under the pointer

PAPER = (255, 251, 232)
EDGE = (120, 100, 60)
REST_SECONDS = 0.45
GAP = 8


def tooltip_rect(
    text: str,
    anchor: pygame.Rect,
    bounds: pygame.Rect,
    size: int,
    max_width: int,
    *,
    side: str = "above",
) -> tuple[pygame.Rect, list[str]]:
    """Where the note goes and its lines: above `anchor` if it fits, else below (or, `side`
    "right", beside it), inside `bounds`."""
    font = theme.font(size)
    pad = max(6, size // 2)
    lines = wrap(text, font, max_width - 2 * pad)
    width = max(font.size(line)[0] for line in lines) + 2 * pad
    height = font.get_linesize() * len(lines) + 2 * pad
    rect = pygame.Rect(0, 0, width, height)
    if side == "right":
        rect.midleft = (anchor.right + GAP, anchor.centery)
        return rect.clamp(bounds), lines
    rect.centerx = anchor.centerx
    rect.bottom = anchor.top - GAP
    if rect.top < bounds.top:
        rect.top = anchor.bottom + GAP
    return rect.clamp(bounds), lines


def draw_tooltip(
    surface: pygame.Surface,
    text: str,
    anchor: pygame.Rect,
    *,
    size: int = 15,
    max_width: int | None = None,
    side: str = "above",
    at: pygame.Rect | None = None,
) -> pygame.Rect:
    """Draw `text` as a note beside `anchor` (`at`: a place chosen already, e.g. by
    game.ui.table.notespot, for the note `tooltip_rect` measured); returns where it went."""
    bounds = surface.get_rect()
    width = max_width if max_width is not None else min(bounds.w - 2 * GAP, size * 26)
    inside = bounds.inflate(-2 * GAP, -2 * GAP)
    rect, lines = tooltip_rect(text, anchor, inside, size, width, side=side)
    if at is not None:
        rect = at
    radius = max(4, size // 2)
    shadow = rect.move(3, 4)
    layer = pygame.Surface(shadow.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, theme.SHADOW, layer.get_rect(), border_radius=radius)
    surface.blit(layer, shadow)
    pygame.draw.rect(surface, PAPER, rect, border_radius=radius)
    pygame.draw.rect(surface, EDGE, rect, 1, border_radius=radius)
    font = theme.font(size)
    pad = max(6, size // 2)
    y = rect.y + pad
    for line in lines:
        surface.blit(font.render(line, True, theme.INK), (rect.x + pad, y))
        y += font.get_linesize()
    return rect


@dataclass
class HoverDelay:
    """Which thing a tooltip is for, once the pointer has rested on it for `REST_SECONDS`."""

    target: object | None = None
    rested: float = 0.0

    def update(self, target: T | None, dt: float) -> T | None:
        """Feed the thing under the pointer each frame; returns it once it has been rested on."""
        if target is not self.target:
            self.target, self.rested = target, 0.0
        elif target is not None:
            self.rested += dt
        return target if target is not None and self.rested >= REST_SECONDS else None
