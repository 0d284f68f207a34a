"""The table's link to the art, sound and easing of `game.ui.cards`, `game.ui.sound` and
`game.ui.anim`, with plain stand-ins while one of them is missing (and, for sound, on machines
without an audio device), plus a cache of rotated card images.

Rotating a card costs more than drawing it, and the same few angles come back every frame (the
fanned hand, the tossed discard pile), so rotated images are kept, keyed by card, width and a
whole-degree angle.
"""

from __future__ import annotations

import contextlib
import math
from collections import OrderedDict
from collections.abc import Callable
from functools import lru_cache
from typing import Any, Protocol

import pygame

from game.engine.rules import Rules
from game.ui import theme

BACK = -1  # the card "type" of a face-down card

COLOUR_RGB = {
    "red": (212, 52, 48),
    "yellow": (240, 190, 30),
    "green": (46, 150, 70),
    "blue": (40, 100, 200),
    "hearts": (206, 40, 50),
    "diamonds": (232, 110, 30),
    "clubs": (40, 40, 48),
    "spades": (60, 70, 110),
}
COLOUR_SYMBOL = {
    "red": "♥",
    "yellow": "☀",
    "green": "♣",
    "blue": "◆",
    "hearts": "♥",
    "diamonds": "♦",
    "clubs": "♣",
    "spades": "♠",
}


class Art(Protocol):
    def face(self, type: int, width: int) -> pygame.Surface: ...
    def back(self, width: int) -> pygame.Surface: ...


_arts: dict[int, tuple[Rules, Art]] = {}


def card_art(rules: Rules) -> Art:
    """The card art for a ruleset (one per rules object: it caches every image it paints)."""
    found = _arts.get(id(rules))
    if found is not None and found[0] is rules:
        return found[1]
    try:
        from game.ui.cards import CardArt

        art: Art = CardArt(rules)
    except ImportError:
        art = PlainArt(rules)
    if len(_arts) > 6:
        _arts.clear()
    _arts[id(rules)] = (rules, art)
    return art


def swatch(rules: Rules, colour: int, size: int) -> pygame.Surface:
    """The colour in force as a round badge that also carries the colour's symbol."""
    art = card_art(rules)
    if hasattr(art, "colour_swatch"):
        return art.colour_swatch(colour, size)  # type: ignore[no-any-return]
    return _plain_swatch(rules.colour_name(colour), size)


def effect_picture(rules: Rules, name: str, size: int) -> pygame.Surface | None:
    """The picture of an effect (skip, draw2, reverse ...), or None when there is none."""
    art = card_art(rules)
    if not hasattr(art, "effect_picture"):
        return None
    try:
        return art.effect_picture(name, size)  # type: ignore[no-any-return]
    except (KeyError, ValueError):
        return None


class _Silent:
    def play(self, name: str) -> None:
        pass


_sounds: Any = None


def sounds() -> Any:
    """The game's sounds, or silence (no sound module yet, or no audio device)."""
    global _sounds
    if _sounds is None:
        try:
            from game.ui.sound import Sounds

            _sounds = Sounds()
        except Exception:  # no module, no mixer: the game plays without sound
            _sounds = _Silent()
    return _sounds


def play_sound(name: str) -> None:
    with contextlib.suppress(Exception):
        sounds().play(name)


def _ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def _ease_in_out(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def _back_out(t: float) -> float:
    c = 1.70158
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


@lru_cache(maxsize=16)
def easing(name: str) -> Callable[[float], float]:
    """An easing function by name, from the animation module when it has one."""
    try:
        from game.ui.anim import EASING

        if name in EASING:
            return EASING[name]  # type: ignore[no-any-return]
    except ImportError:
        pass
    own = {
        "ease_out_cubic": _ease_out,
        "ease_in_out_cubic": _ease_in_out,
        "ease_out_back": _back_out,
    }
    return own.get(name, _ease_out)


# -- rotated images --------------------------------------------------------------------------
class CardImages:
    """Card faces and backs at any width and angle, cached.

    Painting a face is slow (the art supersamples), so each card is painted once, at the
    largest width the table uses (`master_width`), and every other size is scaled down from
    that picture. `prewarm` paints the masters a few at a time, between frames.
    """

    def __init__(self, art: Art, master_width: int = 144, limit: int = 1200) -> None:
        self.art = art
        self.master_width = master_width
        self.limit = limit
        self._masters: dict[int, pygame.Surface] = {}
        self._fresh: set[int] = set()  # masters painted at the current master width
        self._sized: dict[tuple[int, int], pygame.Surface] = {}
        self._cache: OrderedDict[tuple[int, int, int], pygame.Surface] = OrderedDict()

    def set_master_width(self, width: int) -> None:
        if width != self.master_width:
            self.master_width = width
            self._fresh.clear()  # old masters still serve (scaled) until repainted
            self._sized.clear()
            self._cache.clear()

    def missing(self, cards: list[int]) -> list[int]:
        return [c for c in cards if c not in self._fresh]

    def prewarm(self, cards: list[int], budget: float) -> bool:
        """Paint masters for `cards` for at most about `budget` seconds; True when all are done."""
        import time

        started = time.perf_counter()
        for card in cards:
            if card in self._fresh:
                continue
            if time.perf_counter() - started > budget:
                return False
            self._paint(card)
        return True

    def _paint(self, card: int) -> pygame.Surface:
        w = self.master_width
        image = self.art.back(w) if card == BACK else self.art.face(card, w)
        self._masters[card] = image
        self._fresh.add(card)
        for key in [k for k in self._sized if k[0] == card]:
            del self._sized[key]
        return image

    def sized(self, card: int, width: int) -> pygame.Surface:
        width = max(4, int(width))
        key = (card, width)
        image = self._sized.get(key)
        if image is None:
            master = self._masters.get(card) or self._paint(card)
            if master.get_width() == width:
                image = master
            else:
                height = round(width * master.get_height() / master.get_width())
                image = pygame.transform.smoothscale(master, (width, height))
            if len(self._sized) > self.limit:
                self._sized.clear()
            self._sized[key] = image
        return image

    def get(self, card: int, width: int, angle: float = 0.0) -> pygame.Surface:
        width = max(4, int(width))
        deg = int(round(angle)) % 360
        key = (card, width, deg)
        image = self._cache.get(key)
        if image is not None:
            self._cache.move_to_end(key)
            return image
        base = self.sized(card, width)
        image = pygame.transform.rotozoom(base, deg, 1.0) if deg else base
        self._cache[key] = image
        if len(self._cache) > self.limit:
            self._cache.popitem(last=False)
        return image

    def moving(self, card: int, width: float, angle: float) -> pygame.Surface:
        """A card in flight: any width and angle, scaled and turned from the nearest picture
        without filling the cache with sizes that never come back."""
        base = self.sized(card, self._near(width))
        scale = width / base.get_width()
        if abs(scale - 1) < 0.02 and abs(angle) < 0.5:
            return base
        return pygame.transform.rotozoom(base, angle, scale)

    def _near(self, width: float) -> int:
        """A width from a short ladder, at or above `width` (at most the master's)."""
        step = max(8, self.master_width // 8)
        return int(min(self.master_width, (int(width) // step + 1) * step))

    def blit(
        self,
        surface: pygame.Surface,
        card: int,
        width: int,
        centre: tuple[float, float],
        angle: float = 0.0,
        squash: float = 1.0,
        *,
        moving: bool = False,
    ) -> pygame.Rect:
        """Draw a card centred at `centre`; `squash` < 1 narrows it (a card turning over)."""
        image = self.moving(card, width, angle) if moving else self.get(card, width, angle)
        if squash < 0.999:
            w = max(1, int(image.get_width() * squash))
            image = pygame.transform.scale(image, (w, image.get_height()))
        rect = image.get_rect(center=(round(centre[0]), round(centre[1])))
        surface.blit(image, rect)
        return rect


# -- stand-ins -------------------------------------------------------------------------------
class PlainArt:
    """Rounded cards with the colour, the rank's name and the colour's symbol."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self._faces: dict[tuple[int, int], pygame.Surface] = {}
        self._backs: dict[int, pygame.Surface] = {}

    def face(self, type: int, width: int) -> pygame.Surface:
        key = (type, width)
        if key not in self._faces:
            self._faces[key] = self._draw_face(type, width)
        return self._faces[key]

    def _draw_face(self, t: int, width: int) -> pygame.Surface:
        from game.i18n import text_of

        rules = self.rules
        height = round(width * 1.5)
        surface = pygame.Surface((width, height), pygame.SRCALPHA)
        radius = max(3, width // 10)
        colour = rules.type_colour[t]
        name = rules.colour_name(colour)
        fill = COLOUR_RGB.get(name, (70, 70, 80))
        pygame.draw.rect(surface, theme.PAPER, surface.get_rect(), border_radius=radius)
        inner = surface.get_rect().inflate(-max(4, width // 9), -max(4, width // 9))
        pygame.draw.rect(surface, fill, inner, border_radius=radius)
        pygame.draw.rect(surface, (0, 0, 0), surface.get_rect(), 1, border_radius=radius)
        rank = rules.type_rank[t]
        label = text_of(rules.rank_spec[rank].get("name", rules.ranks[rank]))
        size = max(8, width // (2 if len(label) <= 2 else 5))
        text = theme.font(size, True).render(label, True, theme.WHITE)
        if text.get_width() > inner.width - 4:
            text = pygame.transform.smoothscale(
                text,
                (
                    inner.width - 4,
                    max(1, text.get_height() * (inner.width - 4) // text.get_width()),
                ),
            )
        surface.blit(text, text.get_rect(center=inner.center))
        symbol = COLOUR_SYMBOL.get(name, "★")
        small = theme.font(max(7, width // 6), True).render(symbol, True, theme.WHITE)
        surface.blit(small, (inner.x + 3, inner.y + 2))
        return surface

    def back(self, width: int) -> pygame.Surface:
        if width not in self._backs:
            height = round(width * 1.5)
            surface = pygame.Surface((width, height), pygame.SRCALPHA)
            radius = max(3, width // 10)
            pygame.draw.rect(surface, theme.PAPER, surface.get_rect(), border_radius=radius)
            inner = surface.get_rect().inflate(-max(4, width // 9), -max(4, width // 9))
            pygame.draw.rect(surface, (150, 30, 40), inner, border_radius=radius)
            pygame.draw.ellipse(
                surface, (200, 60, 60), inner.inflate(-inner.w // 3, -inner.h // 3), 2
            )
            pygame.draw.rect(surface, (0, 0, 0), surface.get_rect(), 1, border_radius=radius)
            self._backs[width] = surface
        return self._backs[width]


def _plain_swatch(name: str, size: int) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    fill = COLOUR_RGB.get(name, (90, 90, 90))
    pygame.draw.circle(surface, theme.PAPER, (size // 2, size // 2), size // 2)
    pygame.draw.circle(surface, fill, (size // 2, size // 2), size // 2 - max(2, size // 14))
    text = theme.font(max(8, size // 2), True).render(
        COLOUR_SYMBOL.get(name, "?"), True, theme.WHITE
    )
    surface.blit(text, text.get_rect(center=(size // 2, size // 2)))
    return surface


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def arc_point(
    a: tuple[float, float], b: tuple[float, float], t: float, bend: float
) -> tuple[float, float]:
    """A point on a gentle arc from a to b (bend: sideways offset as a share of the distance)."""
    x, y = lerp(a[0], b[0], t), lerp(a[1], b[1], t)
    dx, dy = b[0] - a[0], b[1] - a[1]
    lift = math.sin(math.pi * t) * bend
    return x - dy * lift, y + dx * lift
