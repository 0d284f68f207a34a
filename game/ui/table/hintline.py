"""The Hint button's answer on the table: the card it lifts in the hand and its one line of why.

The hint (`game.table.hinting`) belongs to the position it was asked in: as soon as the table
moves on (the session's `version` changes) it is gone, so it never points at a card that no
longer fits. The line sits above the hand in a calm gold panel (a refusal's is red).
"""

from __future__ import annotations

import pygame

from game.table.hinting import Hint
from game.ui.art import theme
from game.ui.table.hud import panel_surface, text


class HintLine:
    def __init__(self) -> None:
        self.hint: Hint | None = None
        self.words = ""
        self.version = -1  # the session's version the hint was asked at

    def show(self, hint: Hint | None, words: str, version: int) -> None:
        self.hint, self.words, self.version = hint, words, version

    def current(self, version: int) -> Hint | None:
        """The hint while the position it was asked in still stands (else it is dropped)."""
        if self.words and version != self.version:
            self.hint, self.words = None, ""
        return self.hint

    @property
    def card(self) -> int | None:
        """The card to lift, or None (a hint to draw, keep, call or catch lifts nothing)."""
        return self.hint.card if self.hint is not None and self.hint.card >= 0 else None

    def draw(self, surface: pygame.Surface, above: pygame.Rect, width: int, scale: float) -> None:
        """The line centred over `above` (the hand), at most `width` wide."""
        if not self.words:
            return
        size = int(16 * scale)
        w = min(width, theme.font(size, True).size(self.words)[0] + int(56 * scale))
        rect = pygame.Rect(0, 0, w, int(40 * scale))
        rect.midbottom = (above.centerx, above.top - int(8 * scale))
        fill, edge = (250, 226, 140, 240), (255, 255, 255, 220)
        surface.blit(panel_surface(rect.size, rect.height // 2, fill, edge), rect)
        bulb = rect.x + int(22 * scale)
        pygame.draw.circle(surface, theme.WHITE, (bulb, rect.centery), int(9 * scale))
        text(
            surface,
            "?",
            int(14 * scale),
            (bulb, rect.centery),
            bold=True,
            anchor="center",
            colour=theme.INK,
        )
        text(
            surface,
            self.words,
            size,
            (rect.centerx + int(12 * scale), rect.centery),
            bold=True,
            anchor="center",
            width=rect.width - int(64 * scale),
            colour=theme.INK,
        )
