"""What New game draws beside its widgets: the columns' headings, the rows' labels, the seats'
badges and the line that says why a game cannot be dealt."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.i18n import tr
from game.table.houserules import Offer
from game.table.newgamerules import SEAT_SETTINGS, HouseRules
from game.ui.art import theme
from game.ui.art.avatars import draw_avatar
from game.ui.scenes.newgame.layout import Px
from game.ui.widgets.controls import TEXT_DIM, TEXT_LIGHT, blit_lines, blit_text, fit_size

HEADINGS = ("newgame.ruleset", "newgame.players", "newgame.house_rules")
REFUSAL = (255, 190, 170)  # the colour of the line that says why a game cannot be dealt


def headings(surface: pygame.Surface, columns: Sequence[pygame.Rect], px: Px) -> None:
    """Each column's heading; under the house rules', where their values start from."""
    for rect, key in zip(columns, HEADINGS, strict=True):
        blit_text(surface, tr(key), px(22), rect.topleft, bold=True, colour=theme.GOLD)
    house = columns[-1]
    at = (house.x, house.y + px(38))
    blit_text(surface, tr("newgame.book_default"), px(13), at, colour=TEXT_DIM)


def group_heading(surface: pygame.Surface, rect: pygame.Rect, words: str, px: Px) -> None:
    """The name of a group of rulesets, above its first tile, with a rule drawn after it."""
    at = (rect.x + px(4), rect.y + px(6))
    text = blit_text(surface, words, px(15), at, bold=True, colour=theme.GOLD, width=rect.w)
    y = text.centery
    if text.right + px(10) < rect.right - px(14):
        pygame.draw.line(surface, theme.GOLD, (text.right + px(10), y), (rect.right - px(14), y), 1)


def player_labels(
    surface: pygame.Surface,
    placed: Sequence[tuple[str, pygame.Rect]],
    seat_offers: Sequence[Offer],
    doc: dict[str, Any],
    px: Px,
) -> None:
    """The players' column's labels (keyed "count", "length", "starter", or a house rule's
    setting), all at one size, the largest at which each fits."""
    words = {
        "count": tr("newgame.count"),
        "length": tr("newgame.length"),
        "starter": tr("newgame.starter"),
    }
    words.update((offer.path, offer.label(doc)) for offer in seat_offers)
    shown = [(words[key], rect) for key, rect in placed]
    size = min([px(17)] + [fit_size(text, r.w - px(8), px(17)) for text, r in shown])
    for text, rect in shown:
        blit_text(surface, text, size, rect.midleft, anchor="midleft")


def house_labels(
    surface: pygame.Surface,
    offers: Sequence[Offer],
    places: Sequence[pygame.Rect],
    house: HouseRules,
    px: Px,
) -> None:
    """The house rules' labels in their `places` (but those about the seats, which sit with
    the seats), one size for all; one changed from the book is marked, in gold."""
    rows = [
        (offer.label(house.doc), rect, house.changed(offer.path))
        for offer, rect in zip(offers, places, strict=True)
        if offer.path not in SEAT_SETTINGS and rect.w > 0  # on another page: not drawn
    ]
    if not rows:
        return
    texts = [text + (" •" if changed else "") for text, _rect, changed in rows]
    rects = [rect for _text, rect, _changed in rows]
    size = min([px(15)] + [fit_size(t, r.w, px(15)) for t, r in zip(texts, rects, strict=True)])
    size = max(size, px(13))
    for text, (_text, rect, changed) in zip(texts, rows, strict=True):
        blit_lines(surface, text, rect, size, theme.GOLD if changed else TEXT_LIGHT)


def badge(surface: pygame.Surface, rect: pygame.Rect, index: int, avatar: int | None) -> None:
    """A seat's badge: a person's own picture (`avatar`; click it for another), a bot's
    seat number."""
    if avatar is not None:
        draw_avatar(surface, avatar, rect.center, rect.h // 2 - 2)
        return
    pygame.draw.circle(surface, (60, 120, 92), rect.center, rect.h // 2)
    blit_text(surface, str(index + 1), int(rect.h * 0.5), rect.center, bold=True, anchor="center")


def refusal(surface: pygame.Surface, text: str, start: pygame.Rect, room: int, px: Px) -> None:
    """Why the game cannot be dealt, left of Start, in `room` pixels."""
    at = (start.left - px(16), start.centery)
    blit_text(surface, text, px(16), at, colour=REFUSAL, anchor="midright", width=room)


def page_words(surface: pygame.Surface, rect: pygame.Rect, page: int, pages: int, px: Px) -> None:
    """ "Page 2 of 3" between the pager's buttons."""
    blit_lines(surface, tr("newgame.page", page=page + 1, pages=pages), rect, px(15), TEXT_LIGHT)
