"""Where New game's parts go, for a window of any size: three columns (the rulesets, the
players, the house rules), and the rows in the last two: the controls are put in their
places, and the labels' places are returned for the screen to draw them in.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import pygame

from game.table.houserules import Offer
from game.table.newgamerules import SEAT_SETTINGS
from game.ui.scenes.newgame import fits
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


PAGER = 40  # the pager's row under the column
#: A house rule's control's share of the column's width: 42 %, or more where a value would
#: otherwise be cut (the small window's narrow column), its label then wrapping sooner.
CONTROL_SHARES = (0.42, 0.5)


@dataclass
class HouseRow:
    """A house rule's row to place: its control and its label's words."""

    widget: Widget
    words: str


def place_house_rules(
    area: pygame.Rect,
    offers: Sequence[tuple[Offer, Widget]],
    beside_seats: Mapping[str, pygame.Rect],
    px: Px,
    page: int = 0,
    words: Sequence[str] = (),
) -> tuple[list[pygame.Rect], int]:
    """The house rules' column: each control on the right of its label (`words`, one per
    offer), which is as tall as the row (for its note). A house rule about the seats has its
    label `beside_seats`. The rows share the column; they come in pages only where they would
    otherwise cut a value or a label (`fits`) or grow thinner than `fits.MIN_ROW`: then the
    rows of `page` are placed and shown, the others hidden (an empty label).
    Returns every label's place, in the order of `offers`, and how many pages there are."""
    said = list(words) or [""] * len(offers)
    rows = [
        HouseRow(widget, text)
        for (offer, widget), text in zip(offers, said, strict=True)
        if offer.path not in SEAT_SETTINGS
    ]
    pages, share = _pages(area, rows, px)
    per_page = max(1, -(-len(rows) // pages))
    page = min(max(page, 0), pages - 1)
    shown = rows[page * per_page : (page + 1) * per_page]
    placed = _place(area, shown, pages, share, px)
    places = dict(zip((id(r.widget) for r in shown), placed, strict=True))
    labels = []
    for offer, widget in offers:
        if offer.path in SEAT_SETTINGS:
            labels.append(beside_seats[offer.path])
            continue
        widget.visible = id(widget) in places
        if not widget.visible:
            widget.rect = pygame.Rect(area.right - int(area.w * 0.42), area.bottom, 0, 0)
            labels.append(pygame.Rect(area.x, area.bottom, 0, 0))
            continue
        labels.append(places[id(widget)])
    return labels, pages


def _pages(area: pygame.Rect, rows: Sequence[HouseRow], px: Px) -> tuple[int, float]:
    """The fewest pages whose rows are neither thinner than `MIN_ROW` nor cut anything, and
    the share of the row its control takes there (a wider one where the narrower would cut a
    value and the labels still read whole beside it). Where no page count reads whole (a
    value too long for the column however tall its row), the fewest of comfortable rows."""
    comfortable = None
    for pages in range(1, len(rows) + 1):
        per_page = -(-len(rows) // pages)
        if _pitch(area, per_page, pages, px) < fits.MIN_ROW:
            continue
        comfortable = comfortable or pages
        chunks = [rows[k : k + per_page] for k in range(0, len(rows), per_page)]
        for share in CONTROL_SHARES:
            if not any(_cut(area, chunk, pages, share, px) for chunk in chunks):
                return pages, share
    return comfortable or max(1, len(rows)), CONTROL_SHARES[0]


def _pitch(area: pygame.Rect, shown: int, pages: int, px: Px) -> int:
    """A row's height with `shown` rows in the column (under the pager's row, if paged)."""
    room = area.h - px(24) - (px(PAGER) if pages > 1 else 0)
    return min(px(48), room // max(1, shown))


def _place(
    area: pygame.Rect, rows: Sequence[HouseRow], pages: int, share: float, px: Px
) -> list[pygame.Rect]:
    """Put the controls of `rows` in their places, `share` of the column wide; returns their
    labels' places."""
    pitch = _pitch(area, len(rows), pages, px)
    height = min(px(36), int(pitch * fits.CONTROL_SHARE))
    control_w = int(area.w * share)
    label_w = area.w - control_w - px(12)
    y = area.y + px(24)
    labels = []
    for row in rows:
        row.widget.rect = pygame.Rect(area.right - control_w, y, control_w, height)
        labels.append(pygame.Rect(area.x, y - (pitch - height) // 2, label_w, pitch))
        y += pitch
    return labels


def _cut(area: pygame.Rect, rows: Sequence[HouseRow], pages: int, share: float, px: Px) -> bool:
    """Whether the rows of one page, placed, would cut a value or a label. A label may be
    marked changed (" •"): it is measured so."""
    labels = _place(area, rows, pages, share, px)
    if fits.values_cut([row.widget for row in rows]):
        return True
    texts = [row.words + " •" for row in rows]
    widths, height = [r.w for r in labels], min(r.h for r in labels)
    size = fits.label_size(texts, widths, height, px(fits.LABEL_SIZE), px(fits.LABEL_SMALLEST))
    return any(fits.label_cut(text, r.w, size) for text, r in zip(texts, labels, strict=True))


def pager_places(area: pygame.Rect, px: Px) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The pager under the house rules' column: the previous page's button, "Page 1 of 2"
    between, the next page's button."""
    y = area.bottom - px(PAGER) + px(4)
    size = px(32)
    right = pygame.Rect(area.right - size, y, size, size)
    left = pygame.Rect(right.x - px(140) - size, y, size, size)
    return left, pygame.Rect(left.right, y, right.x - left.right, size), right
