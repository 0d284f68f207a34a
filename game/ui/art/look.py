"""The table's card pictures and sounds: the ruleset's card art, the colour badges and effect
pictures of the choosers, the game's sounds, and a cache of sized and rotated card images.

Rotating a card costs more than drawing it, and the same few angles come back every frame (the
fanned hand, the tossed discard pile), so rotated images are kept, keyed by card, width and a
whole-degree angle.
"""

from __future__ import annotations

import contextlib
from typing import Protocol

import pygame

from game.engine.rules import Rules
from game.i18n import language
from game.ui.art.cards import CardArt
from game.ui.art.sound import Sounds
from game.ui.art.surfacecache import SurfaceCache

BACK = -1  # the card "type" of a face-down card


class SoundSettings(Protocol):
    """What the sounds read of the settings (game.table.prefs.Prefs)."""

    volume: float
    muted: bool


class Art(Protocol):
    """What `CardImages` paints from: `CardArt`, or a test's own faces."""

    def face(self, type: int, width: int) -> pygame.Surface: ...
    def back(self, width: int) -> pygame.Surface: ...


_arts: dict[int, tuple[Rules, CardArt]] = {}


def card_art(rules: Rules) -> CardArt:
    """The card art for a ruleset (one per rules object: it caches every image it paints)."""
    found = _arts.get(id(rules))
    if found is not None and found[0] is rules:
        return found[1]
    art = CardArt(rules)
    if len(_arts) > 6:
        _arts.clear()
    _arts[id(rules)] = (rules, art)
    return art


def swatch(rules: Rules, colour: int, size: int) -> pygame.Surface:
    """The colour in force as a round badge that also carries the colour's symbol."""
    return card_art(rules).colour_swatch(colour, size)


def effect_picture(rules: Rules, name: str, size: int) -> pygame.Surface | None:
    """The picture of an effect (skip, draw2, reverse ...), or None when there is none."""
    try:
        return card_art(rules).effect_picture(name, size)
    except (KeyError, ValueError):
        return None


_sounds: Sounds | None = None


def sounds() -> Sounds:
    """The game's sounds, made on first use (silent on a machine without an audio device), at
    the volume the settings say; a change in Settings (or its defaults) reaches them at once."""
    global _sounds
    if _sounds is None:
        from game.table import prefs

        _sounds = Sounds()
        follow_settings(prefs.current())
        prefs.subscribe(follow_settings)
    return _sounds


def follow_settings(settings: SoundSettings) -> None:
    """The sounds play at the volume and with the mute the settings hold."""
    if _sounds is not None:
        _sounds.volume = settings.volume
        _sounds.muted = settings.muted


def play_sound(name: str) -> None:
    with contextlib.suppress(Exception):
        sounds().play(name)


# -- rotated images --------------------------------------------------------------------------
# The pixels a table's sized and turned cards may keep (each set of pictures; see `CardImages`).
# A frame shows some 60 card pictures (a fanned hand, the pile, the backs of the others' hands):
# 2.5 MB at 1024x600, 6 MB at 1920x1080. Kept by count (1,200 each) a long round of a big
# ruleset grew to 14 MB of turned cards in 3,000 frames and went on, for each of the last five
# rulesets played; these budgets hold a few frames' worth at any window size (issue 32, 14).
SIZED_BUDGET = 8 * 2**20
TURNED_BUDGET = 16 * 2**20


class CardImages:
    """Card faces and backs at any width and angle, cached.

    Painting a face is slow (the art supersamples), so each card is painted once, at the
    largest width the table uses (`master_width`), and every other size is scaled down from
    that picture. `prewarm` paints the masters a few at a time, between frames. A face's
    corners speak the reader's language (a Jack is "B" in German, "Kn" in Swedish): after a
    switch every picture is painted again.
    """

    def __init__(
        self,
        art: Art,
        master_width: int = 144,
        *,
        sized_budget: int = SIZED_BUDGET,
        turned_budget: int = TURNED_BUDGET,
    ) -> None:
        self.art = art
        self.master_width = master_width
        self._masters: dict[int, pygame.Surface] = {}  # one a card type: bounded by the rules
        self._fresh: set[int] = set()  # masters painted at the current master width
        self._sized = SurfaceCache(sized_budget)  # by (card, width)
        self._cache = SurfaceCache(turned_budget)  # by (card, width, whole degrees)
        self._language = language()  # the language the pictures were painted in

    def set_master_width(self, width: int) -> None:
        if width != self.master_width:
            self.master_width = width
            self._forget()

    def _forget(self) -> None:
        self._fresh.clear()  # old masters still serve (scaled) until repainted
        self._sized.clear()
        self._cache.clear()

    def _same_language(self) -> None:
        """Painted in another language: nothing painted so far may be shown again."""
        if self._language != language():
            self._language = language()
            self._masters.clear()
            self._forget()

    def missing(self, cards: list[int]) -> list[int]:
        self._same_language()
        return [c for c in cards if c not in self._fresh]

    def prewarm(self, cards: list[int], budget: float) -> bool:
        """Paint masters for `cards` for at most about `budget` seconds; True when all are done."""
        import time

        self._same_language()
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
        for key in self._sized:
            if isinstance(key, tuple) and key[0] == card:
                self._sized.pop(key)
        return image

    def sized(self, card: int, width: int) -> pygame.Surface:
        self._same_language()
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
            self._sized.put(key, image)
        return image

    def get(self, card: int, width: int, angle: float = 0.0) -> pygame.Surface:
        self._same_language()
        width = max(4, int(width))
        deg = int(round(angle)) % 360
        key = (card, width, deg)
        image = self._cache.get(key)
        if image is not None:
            return image
        base = self.sized(card, width)
        image = pygame.transform.rotozoom(base, deg, 1.0) if deg else base
        return self._cache.put(key, image)

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
