"""The red note over the hand: why a card went back ("Not allowed: …").

It sits centred just above the viewer's banner and wraps onto a second or third row rather than
shrinking its letters or running past the hand; `toast_place` is where it is drawn, so what
places the coach's bubble and the tooltips can keep it in sight (`game.ui.table.notespot`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.art import theme
from game.ui.table.hud import panel_surface, text, wrapped
from game.ui.table.seats import banner_of

if TYPE_CHECKING:  # the view holds the toast's words
    from game.ui.table.view import TableView

FILL = (120, 24, 20, 230)
EDGE = (255, 200, 190, 200)
WIDEST = 640  # at scale 1: a longer reason wraps (a wide strip across the table reads badly)


def toast_place(view: TableView, message: str) -> tuple[pygame.Rect, tuple[str, ...]]:
    """The toast's rectangle and its rows."""
    lay = view.layout
    s = lay.scale
    size = int(16 * s)
    pad = int(20 * s)
    widest = min(lay.hand.width, int(WIDEST * s))
    rows = wrapped(message, widest - 2 * pad, size, True)
    font = theme.font(size, True)
    width = max(font.size(row)[0] for row in rows) + 2 * pad
    row_h = int(size * 1.3)
    height = max(int(40 * s), len(rows) * row_h + int(16 * s))
    rect = pygame.Rect(0, 0, width, height)
    rect.midbottom = (lay.hand.centerx, banner_of(view).top - int(8 * s))
    return rect, rows


def draw_toast(surface: pygame.Surface, view: TableView, message: str) -> pygame.Rect:
    rect, rows = toast_place(view, message)
    s = view.layout.scale
    size = int(16 * s)
    radius = min(rect.height // 2, int(20 * s))
    surface.blit(panel_surface(rect.size, radius, FILL, EDGE), rect)
    row_h = int(size * 1.3)
    top = rect.centery - row_h * len(rows) // 2
    for k, row in enumerate(rows):
        centre = (rect.centerx, top + k * row_h + row_h // 2)
        text(surface, row, size, centre, bold=True, anchor="center", colour=theme.WHITE)
    return rect
