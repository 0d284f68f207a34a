"""Pass-and-play's out-of-turn buttons on the screen: "jump in!" beside every other person's
plate, or the jumper's "Hand back" above the table's own buttons. What each says and whether
it shows is the frame's (`game.table.frame.JumpFace`); here they are placed, hit and drawn."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from game.table.frame import JumpFace
from game.ui.table.hud import HudButton
from game.ui.table.jumpplaces import button_size, jump_places
from game.ui.table.layout import TableLayout


class JumpButtons:
    def __init__(self, seats: Iterable[int]) -> None:
        self.buttons = {seat: HudButton(f"jump{seat}") for seat in seats}

    def dress(
        self,
        faces: Sequence[JumpFace],
        lay: TableLayout,
        viewer: int,
        above: Iterable[HudButton],
    ) -> None:
        """The buttons as `faces` want them: "jump in!" beside each plate that has a place
        for it, "Hand back" over the layout's button column and the buttons shown `above`
        it, however many of them show."""
        jumping = any(face.hand_back for face in faces)
        places = {}
        if not jumping:
            places = jump_places(lay, [s for s in self.buttons if s != viewer])
        _, h = button_size(lay.scale)
        area = lay.buttons
        shown = [b.rect.top for b in above if b.visible and b.rect.height]
        top = min([area.top, *shown]) - int(10 * lay.scale) - h
        for face in faces:
            button = self.buttons[face.seat]
            button.label, button.style = face.label, face.style
            if face.hand_back:
                button.visible = face.visible
                button.rect = pygame.Rect(area.x, top, area.width, h)
            else:
                button.visible = face.visible and face.seat in places
                button.rect = places.get(face.seat, button.rect)

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose button is under `pos`, or None."""
        return next((seat for seat, button in self.buttons.items() if button.hit(pos)), None)

    def draw(self, surface: pygame.Surface, scale: float, t: float) -> None:
        for button in self.buttons.values():
            button.draw(surface, scale, t)
