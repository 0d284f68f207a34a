"""The table's menu button, in the top-left corner: the way out for a player without a keyboard.

Esc opens the menu too, but not for mouse-only players (and children). The button is drawn from
shapes (three bars, or in kid mode a house on a round button), never from a font glyph: the
shipped font need not hold "☰". A click reports to the table (`TableScene.escape`).

In kid mode the house is the lock a toddler cannot open: it takes a hold of `HOLD_SECONDS`
(the mouse, or Esc held down, `hold_key`), while a gold ring fills round it; letting go early
empties the ring. A tap, or the window's close button, shows how: the house breathes and a
note beside it says to hold it (`show_how`), so a parent finds the way out.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.i18n import tr
from game.ui.art import kidicons as K
from game.ui.art import theme
from game.ui.table.hud import panel_surface
from game.ui.widgets.hold import Hold
from game.ui.widgets.tooltip import draw_tooltip

PANEL = (6, 40, 26, 170)  # the log's panel: the button belongs to the same furniture
PANEL_HOVER = (24, 78, 54, 220)
EDGE = (255, 255, 255, 60)
HOW_SECONDS = 6.0  # how long the house shows, after a tap, that it wants a hold


@dataclass
class MenuButton:
    """Pressed and let go over it: `on_click` (a press that began elsewhere does not count, so
    the release of a click that closed a scene above the table never opens the menu again).
    In kid mode: held for the whole `hold`, `on_hold`."""

    on_click: Callable[[], None]
    kid: bool = False
    on_hold: Callable[[], None] = lambda: None
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    hovered: bool = False
    pressed: bool = False
    hold: Hold = field(default_factory=Hold)
    held_by: int | str | None = None  # "mouse", or the key held down
    how: float = 0.0  # seconds left of showing how to leave
    t: float = 0.0

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the event was the button's own (the table then leaves it alone)."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.hit(event.pos)
            return False
        if event.type == pygame.WINDOWFOCUSLOST:
            self.let_go()  # a button let go in another window never reaches us
            return False
        if getattr(event, "button", 0) != 1:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and self.hit(event.pos):
            self.pressed = True
            if self.kid:
                self.held_by = "mouse"
                self.hold.press()
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            was_pressed, self.pressed = self.pressed, False
            if self.kid and self.held_by == "mouse":
                self.let_go()
                return True
            if was_pressed and self.hit(event.pos):
                self.on_click()
                return True
        return False

    # -- kid mode's hold -------------------------------------------------------------------
    def hold_key(self, key: int) -> None:
        """A key held down (Esc) holds the house as the mouse does."""
        if self.held_by is None:
            self.held_by = key
            self.hold.press()

    def key_up(self, key: int) -> None:
        if self.held_by == key:
            self.let_go()

    def let_go(self) -> None:
        """Let go before the ring was full: nothing happens, but the house shows how."""
        if self.held_by is not None and self.hold.progress < 1.0:
            self.show_how()
        self.held_by = None
        self.pressed = False
        self.hold.release()

    def show_how(self) -> None:
        self.how = HOW_SECONDS

    def update(self, dt: float) -> None:
        self.t += dt
        self.how = max(0.0, self.how - dt)
        if self.hold.update(dt):
            self.held_by = None
            self.hold.release()
            self.on_hold()

    @property
    def busy(self) -> bool:
        """The ring fills or the house breathes: frames must keep coming."""
        return self.hold.held or self.how > 0

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, scale: float) -> None:
        if self.kid:
            self._draw_house(surface, scale)
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

    def ring_rect(self, scale: float) -> pygame.Rect:
        """The house with the ring round it (what the hold draws on)."""
        grow = round(10 * scale)
        return self.rect.inflate(2 * grow, 2 * grow)

    def _draw_house(self, surface: pygame.Surface, scale: float) -> None:
        radius = self.rect.width // 2 - max(2, self.rect.width // 24)  # room for the shadow
        showing = self.hold.held or self.how > 0
        if showing:
            ring = self.ring_rect(scale)
            outer = ring.width // 2
            pygame.draw.circle(surface, (40, 50, 60), ring.center, outer)
            K.ring(surface, ring.center, radius + 2, outer - 2, self.hold.progress, theme.GOLD)
        breathe = round(2 * scale * math.sin(self.t * 4)) if self.how > 0 else 0
        at = K.round_button(
            surface,
            self.rect.center,
            radius + breathe,
            K.LEAVE_RED,
            hovered=self.hovered or self.hold.held,
            pressed=self.pressed,
        )
        K.home_icon(surface, at, radius * 0.55, theme.WHITE)
        if self.how > 0 and not self.hold.held:
            ring = self.ring_rect(scale)
            size = round(18 * scale)
            # Under the house (there is no room above it): clear of the top row's fans.
            draw_tooltip(surface, tr("kid.hold_to_leave"), ring, size=size)
