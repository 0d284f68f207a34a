"""The table's menu button, in the top-left corner: the way out for a player without a keyboard.

Esc opens the menu too, but not for mouse-only players (and children). The button is drawn from
shapes (three bars, or in kid mode a house on a round button, the same house the hold-to-leave
control shows), never from a font glyph: the shipped font need not hold "☰". It only reports a
click; the table decides what that opens (`TableScene.escape`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.ui.art import kidicons as K
from game.ui.art import theme
from game.ui.table.hud import panel_surface

PANEL = (6, 40, 26, 170)  # the log's panel: the button belongs to the same furniture
PANEL_HOVER = (24, 78, 54, 220)
EDGE = (255, 255, 255, 60)


@dataclass
class MenuButton:
    """Pressed and let go over it: `on_click` (a press that began elsewhere does not count, so
    the release of a click that closed a scene above the table never opens the menu again)."""

    on_click: Callable[[], None]
    kid: bool = False
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    hovered: bool = False
    pressed: bool = False

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the event was the button's own (the table then leaves it alone)."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.hit(event.pos)
            return False
        if getattr(event, "button", 0) != 1:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and self.hit(event.pos):
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            was_pressed, self.pressed = self.pressed, False
            if was_pressed and self.hit(event.pos):
                self.on_click()
                return True
        return False

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        if self.kid:
            self._draw_house(surface)
        else:
            self._draw_bars(surface, scale)

    def _draw_bars(self, surface: pygame.Surface, scale: float) -> None:
        rect = self.rect.move(0, max(1, round(2 * scale)) if self.pressed else 0)
        radius = rect.width // 4
        fill = PANEL_HOVER if self.hovered else PANEL
        surface.blit(panel_surface(rect.size, radius, fill, EDGE), rect)
        ink = theme.WHITE if self.hovered else (220, 232, 224)
        bar_w, bar_h = rect.width * 11 // 20, max(2, rect.height // 10)
        step = rect.height * 9 // 40  # three bars, evenly spaced about the middle
        for k in (-1, 0, 1):
            bar = pygame.Rect(0, 0, bar_w, bar_h)
            bar.center = (rect.centerx, rect.centery + k * step)
            pygame.draw.rect(surface, ink, bar, border_radius=bar_h // 2)

    def _draw_house(self, surface: pygame.Surface) -> None:
        radius = self.rect.width // 2 - max(2, self.rect.width // 24)  # room for the shadow
        at = K.round_button(
            surface,
            self.rect.center,
            radius,
            K.LEAVE_RED,
            hovered=self.hovered,
            pressed=self.pressed,
        )
        K.home_icon(surface, at, radius * 0.55, theme.WHITE)
