"""Where New game's parts go, for a window of any size: three columns (the rulesets, the
players, the house rules), and the rows in the last two: the controls are put in their
places, and the labels' places are returned for the screen to draw them in.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import pygame

from game.table.houserules import Offer
from game.table.newgamerules import SEAT_SETTINGS
from game.ui.scenes.newgame.controls import SeatRow
from game.ui.widgets.controls import Widget

Px = Callable[[float], int]  # design pixels (1280x720) to the window's
TILES_SHOWN = 5  # tiles the rulesets' column shows at once; with more, a part of the next peeks


def columns(size: tuple[int, int], px: Px) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The rulesets', the players' and the house rules' columns, headings included."""
    w, h = size
    margin, gap = px(32), px(24)
    top, bottom = px(86), h - px(104)
    usable = w - 2 * margin - 2 * gap
    widths = (int(usable * 0.28), int(usable * 0.335))
    a = pygame.Rect(margin, top, widths[0], bottom - top)
    b = pygame.Rect(a.right + gap, top, widths[1], bottom - top)
    c = pygame.Rect(b.right + gap, top, w - margin - b.right - gap, bottom - top)
    return a, b, c


def tile_height(list_height: int, gap: int, tiles: int, px: Px) -> int:
    """A ruleset tile's height: up to `TILES_SHOWN` fill the column; with more, a part of the
    next peeks out under the last whole one, and no tile is smaller than with `TILES_SHOWN`
    (its description would not fit)."""
    shown = tiles if tiles <= TILES_SHOWN else TILES_SHOWN - 0.4
    tile = (list_height - gap * (shown - 1)) / max(1, shown)
    return max(px(64), int(tile))


def place_players(
    area: pygame.Rect, rows: Sequence[tuple[str, Widget]], seats: Sequence[SeatRow], px: Px
) -> list[tuple[str, pygame.Rect]]:
    """The players' column: `rows` of a label and its control (how many, the house rules
    about seats, the match length, who begins), a little room, then the rows of the `seats`
    at the table. Returns each label's key and place."""
    pitch = min(px(48), area.h // (len(rows) + len(seats) + 0.4))
    height = int(pitch * 0.82)
    label_w = int(area.w * 0.42)
    y: float = area.y
    labels = []
    for key, widget in rows:
        labels.append((key, pygame.Rect(area.x, y, label_w, height)))
        widget.rect = pygame.Rect(area.x + label_w, y, area.w - label_w, height)
        y += pitch
    y += int(pitch * 0.4)
    kind_w = int((area.w - height - px(16)) * 0.48)
    for row in seats:
        row.badge = pygame.Rect(area.x, y, height, height)
        row.kind.rect = pygame.Rect(row.badge.right + px(8), y, kind_w, height)
        right = row.kind.rect.right + px(8)
        row.name.rect = pygame.Rect(right, y, area.right - right, height)
        y += pitch
    return labels


#: A house rule's row at its smallest: room for two lines of its value. Past what the column
#: holds at this pitch, the house rules come in pages, with a pager under the column.
ROW_PITCH = 44
PAGER = 40  # the pager's row under the column


def place_house_rules(
    area: pygame.Rect,
    offers: Sequence[tuple[Offer, Widget]],
    beside_seats: Mapping[str, pygame.Rect],
    px: Px,
    page: int = 0,
) -> tuple[list[pygame.Rect], int]:
    """The house rules' column: each control on the right of its label, which is as tall as
    the row (for its note). A house rule about the seats has its label `beside_seats`. When
    the rows would grow too thin for a value's two lines, they come in pages: the rows of
    `page` are placed and shown, the others hidden (an empty label).
    Returns every label's place, in the order of `offers`, and how many pages there are."""
    rows = sum(1 for offer, _widget in offers if offer.path not in SEAT_SETTINGS)
    room = area.h - px(24)
    per_page = max(1, rows)
    if rows * px(ROW_PITCH) > room:
        per_page = max(1, (room - px(PAGER)) // px(ROW_PITCH))
    pages = max(1, -(-rows // per_page))
    page = min(max(page, 0), pages - 1)
    shown = min(per_page, rows)
    pitch = min(px(48), (room - (px(PAGER) if pages > 1 else 0)) // max(1, shown))
    height = min(px(36), int(pitch * 0.8))
    control_w = int(area.w * 0.42)
    label_w = area.w - control_w - px(12)
    y = area.y + px(24)
    labels = []
    row = 0
    for offer, widget in offers:
        if offer.path in SEAT_SETTINGS:
            labels.append(beside_seats[offer.path])
            continue
        widget.visible = row // per_page == page
        row += 1
        if not widget.visible:
            widget.rect = pygame.Rect(area.right - control_w, area.bottom, 0, 0)
            labels.append(pygame.Rect(area.x, area.bottom, 0, 0))
            continue
        widget.rect = pygame.Rect(area.right - control_w, y, control_w, height)
        labels.append(pygame.Rect(area.x, y - (pitch - height) // 2, label_w, pitch))
        y += pitch
    return labels, pages


def pager_places(area: pygame.Rect, px: Px) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The pager under the house rules' column: the previous page's button, "Page 1 of 2"
    between, the next page's button."""
    y = area.bottom - px(PAGER) + px(4)
    size = px(32)
    right = pygame.Rect(area.right - size, y, size, size)
    left = pygame.Rect(right.x - px(140) - size, y, size, size)
    return left, pygame.Rect(left.right, y, right.x - left.right, size), right
