"""What the hand draws round its cards: the light behind a card that may go (kid mode), the
shadow under a held card and the veil over one that may not, the edges, and the badge with a
picked card's place in the order picked (several cards in one play)."""

from __future__ import annotations

import pygame

from game.ui.art import theme
from game.ui.table.layout import CARD_RATIO
from game.ui.widgets.controls import text_surface

Point = tuple[float, float]

HOVER_EDGE = (255, 250, 225)  # a thin light edge round the card under the pointer
PICK_EDGE = (96, 196, 255)  # a card picked for a play of several: a clear blue edge and badge
GLOW_RATE = 3.0  # radians a second: a slow, calm breath
GLOW = (255, 236, 140)
_halo_cache: dict[tuple[int, int], pygame.Surface] = {}


def halo_surface(card_w: int, angle: int) -> pygame.Surface:
    """The light behind a playable card: soft, wider than the card on every side. Made once
    per card width and whole degree of tilt (a hand uses a dozen), then only blitted."""
    key = (card_w, angle)
    found = _halo_cache.get(key)
    if found is None:
        found = _soft_light(card_w)
        if angle:
            found = pygame.transform.rotate(found, angle)
        if len(_halo_cache) > 200:
            _halo_cache.clear()
        _halo_cache[key] = found
    return found


def _soft_light(card_w: int) -> pygame.Surface:
    """Rounded rings of growing alpha towards the card's edge: a cheap blur without numpy."""
    spread = max(6, card_w // 7)
    w, h = card_w + 2 * spread, round(card_w * CARD_RATIO) + 2 * spread
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    steps = 8
    for k in range(steps):
        inset = spread * k // steps
        rect = layer.get_rect().inflate(-2 * inset, -2 * inset)
        alpha = 14 + 18 * k
        pygame.draw.rect(layer, (*GLOW, alpha), rect, border_radius=spread + card_w // 12)
    return layer


_shadows: dict[tuple[int, int, int], pygame.Surface] = {}


def shadow_of(image: pygame.Surface, alpha: int = 90) -> pygame.Surface:
    """A dark silhouette of a card image (a drop shadow, or a veil over an unplayable card)."""
    key = (id(image), image.get_width(), alpha)
    found = _shadows.get(key)
    if found is None:
        mask = pygame.mask.from_surface(image)
        found = mask.to_surface(setcolor=(0, 0, 0, alpha), unsetcolor=(0, 0, 0, 0))
        if len(_shadows) > 400:
            _shadows.clear()
        _shadows[key] = found
    return found


def draw_badge(surface: pygame.Surface, at: Point, radius: int, order: int) -> None:
    """A round number (`order`) centred on `at`, with a drop shadow and a white rim."""
    x, y = int(at[0]), int(at[1])
    pygame.draw.circle(surface, (0, 0, 0), (x + 2, y + 3), radius)
    pygame.draw.circle(surface, PICK_EDGE, (x, y), radius)
    pygame.draw.circle(surface, theme.WHITE, (x, y), radius, max(2, radius // 6))
    digits = text_surface(str(order), round(radius * 1.3), True, (10, 30, 60))
    surface.blit(digits, digits.get_rect(center=(x, y)))
