"""Pass-and-play: the screen that hides every hand while the device goes to the next person.

It covers the whole table (an opaque scene: nothing of the table is drawn beneath it), names the
person and shows their own picture and colour, so a child who can't read yet finds their turn.
Only a tap (a click, Enter or Space) dismisses it; the table then shows that person's hand.
Esc leaves the cover up and asks the table (`on_escape`): its menu opens above the cover, or in
kid mode the hold-to-leave control, so no hand shows while someone looks for the way out.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import tr
from game.ui import events
from game.ui.art import theme
from game.ui.art.avatars import avatar_colour, draw_avatar
from game.ui.scene import Modal
from game.ui.table.hud import text

BACKDROP = (18, 40, 52)


class HandOverScene(Modal[bool]):
    """Dismissed with True at the tap; the table's callback then turns the view to the seat."""

    transparent = False
    fades = False  # the cover comes and goes at once: no hand shows through it

    def __init__(
        self,
        name: str,
        avatar: int,
        *,
        jump: bool = False,
        on_escape: Callable[[int], None] | None = None,  # given the key, still held down
    ) -> None:
        super().__init__()
        self.on_escape = on_escape
        self.name = name
        self.avatar = avatar
        self.jump = jump  # handed over for a jump-in (or a defence) out of turn
        self.t = 0.0

    def handle_event(self, event: pygame.event.Event) -> bool:
        tap = event.type == pygame.MOUSEBUTTONUP and event.button == 1
        keys = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.on_escape is not None:
                self.on_escape(events.key(event))  # opens above this cover: the table stays hidden
            return True
        if tap or (event.type == pygame.KEYDOWN and event.key in keys):
            self.dismiss(True)
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.scale_for((w, h))
        colour = avatar_colour(self.avatar)
        surface.fill(BACKDROP)
        pygame.draw.rect(surface, colour, (0, 0, w, int(18 * s)))
        pygame.draw.rect(surface, colour, (0, h - int(18 * s), w, int(18 * s)))
        draw_avatar(surface, self.avatar, (w // 2, int(h * 0.36)), int(110 * s))
        title = tr("handover.title", player=self.name)
        text(
            surface,
            title,
            int(44 * s),
            (w // 2, int(h * 0.62)),
            bold=True,
            colour=theme.WHITE,
            anchor="center",
            width=int(w * 0.9),
        )
        key = "handover.note_jump" if self.jump else "handover.note"
        text(
            surface,
            tr(key, player=self.name),
            int(24 * s),
            (w // 2, int(h * 0.72)),
            colour=(200, 215, 225),
            anchor="center",
            width=int(w * 0.9),
        )
