"""Leaving a kid-mode game behind a long press, where the table's corner house cannot be seen.

At a kid table the house in the corner itself takes the hold (`game.ui.table.menubutton`).
Under pass-and-play's hand-over cover, which hides the table, Esc opens `HoldToLeaveScene`: a
big round button with the same house, whose ring fills while the mouse button (or Esc, Enter
or Space) is held down. Letting go early empties the ring; a full hold of `HOLD_SECONDS`
dismisses with True (leave), the small play button beside it with False (play on). Left alone,
the control closes by itself after `IDLE_SECONDS`, so a stray key press ends back in the game.
"""

from __future__ import annotations

import math

import pygame

from game.i18n import tr
from game.ui import events
from game.ui.art import kidicons as K
from game.ui.art import theme
from game.ui.art.look import play_sound
from game.ui.scene import Modal
from game.ui.table.hud import text
from game.ui.widgets.hold import HOLD_SECONDS, Hold

__all__ = ["HOLD_SECONDS", "IDLE_SECONDS", "Hold", "HoldToLeaveScene"]

IDLE_SECONDS = 12.0
HOLD_KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
STAY_GREEN = (70, 170, 96)


class HoldToLeaveScene(Modal[bool]):
    """Dismissed with True after a full hold, with False to play on."""

    transparent = True

    def __init__(self, *, held_key: int | None = None) -> None:
        super().__init__()
        self.hold = Hold()
        self.source: int | str | None = None  # "mouse" or the key that is held down
        if held_key is not None:  # opened by a key that is still down: it already counts
            self.source = held_key
            self.hold.press()
        self.idle = 0.0
        self.t = 0.0
        self.done = False
        self.size = (1280, 720)
        self.s = 1.0

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size, self.s = size, theme.scale_for(size)

    # -- where things are ------------------------------------------------------------------
    def leave_centre(self) -> tuple[int, int]:
        return self.size[0] // 2, int(self.size[1] * 0.45)

    def leave_radius(self) -> int:
        return int(96 * self.s)

    def stay_centre(self) -> tuple[int, int]:
        x, y = self.leave_centre()
        return x + int(250 * self.s), y + int(40 * self.s)

    def stay_radius(self) -> int:
        return int(54 * self.s)

    def _over(self, pos: tuple[int, int], centre: tuple[int, int], radius: int) -> bool:
        return math.dist(pos, centre) <= radius * 1.15

    # -- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.QUIT:
            return True  # closing the window asks exactly this: keep asking
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.idle = 0.0
            if self._over(event.pos, self.leave_centre(), self.leave_radius()):
                self.source = "mouse"
                self.hold.press()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.source == "mouse":
                self._let_go()
            elif self._over(event.pos, self.stay_centre(), self.stay_radius()):
                self._finish(False)
        elif event.type == pygame.KEYDOWN and event.key in HOLD_KEYS:
            self.idle = 0.0
            if self.source is None:
                self.source = events.key(event)
                self.hold.press()
        elif event.type == pygame.KEYUP and event.key == self.source:
            self._let_go()
        elif event.type == pygame.WINDOWFOCUSLOST:
            self._let_go()  # a key let go in another window never reaches us
        return True  # everything stops here: the table below must not react

    def _let_go(self) -> None:
        self.source = None
        self.hold.release()

    def _finish(self, leave: bool) -> None:
        if not self.done:
            self.done = True
            play_sound("click")
            self.dismiss(leave)

    # -- time ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.t += dt
        if self.hold.update(dt):
            self._finish(True)
            return
        self.idle = 0.0 if self.hold.held else self.idle + dt
        if self.idle >= IDLE_SECONDS:
            self._finish(False)

    def busy(self) -> bool:
        return True  # the ring fills and the button breathes: keep frames coming

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 170))
        surface.blit(dim, (0, 0))
        s = self.s
        centre, r = self.leave_centre(), self.leave_radius()
        track = int(18 * s)
        pygame.draw.circle(surface, (40, 50, 60), centre, r + track + int(6 * s))
        K.ring(
            surface, centre, r + int(4 * s), r + track + int(2 * s), self.hold.progress, theme.GOLD
        )
        breathe = 0 if self.hold.held else int(3 * s * math.sin(self.t * 3))
        at = K.round_button(surface, centre, r + breathe, K.LEAVE_RED, hovered=self.hold.held)
        K.home_icon(surface, at, r * 0.55, theme.WHITE)
        stay = K.round_button(surface, self.stay_centre(), self.stay_radius(), STAY_GREEN)
        K.play_icon(surface, stay, self.stay_radius() * 0.55, theme.WHITE)
        text(
            surface,
            tr("kid.hold_to_leave"),
            int(26 * s),
            (centre[0], centre[1] + r + track + int(30 * s)),
            bold=True,
            colour=theme.WHITE,
            anchor="midtop",
            width=int(self.size[0] * 0.8),
        )
