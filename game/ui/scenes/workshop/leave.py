"""Leaving the editor with changes not kept: save them (rules without problems) or keep them
as a draft, let them go, or stay.

Three answers, not a yes/no: Esc must never throw a player's work away, so it means "stay";
the dialog dismisses with "save" or "keep", "drop" or "stay".
"""

from __future__ import annotations

import pygame

from game.i18n import tr
from game.ui.art import theme
from game.ui.widgets.controls import TEXT_LIGHT, Button, blit_text, wrap
from game.ui.widgets.forms import ModalScene


class LeaveDialog(ModalScene[str]):
    cancel_result = "stay"
    panel_size = (660, 240)

    def __init__(self, *, can_save: bool = False) -> None:
        super().__init__()
        self.can_save = can_save

    def build(self) -> None:
        self.stay = self.form.add(Button(lambda: tr("workshop.screen.stay"), self._stay))
        self.drop = self.form.add(
            Button(lambda: tr("workshop.screen.drop"), lambda: self.dismiss("drop"), style="danger")
        )
        answer = "save" if self.can_save else "keep"
        self.keep = self.form.add(
            Button(self._keep_words, lambda: self.dismiss(answer), style="primary")
        )
        self.form.focus(self.keep)

    def _keep_words(self) -> str:
        if self.can_save:
            return tr("workshop.screen.save_leave")
        return tr("workshop.screen.keep_leave")

    def _stay(self) -> None:
        self.dismiss("stay")

    def layout(self) -> None:
        rect = self.panel_rect()
        gap, bh = self.px(16), self.px(52)
        bw = (rect.w - self.px(48) - 2 * gap) // 3
        y = rect.bottom - bh - self.px(26)
        for k, button in enumerate((self.stay, self.drop, self.keep)):
            button.rect = pygame.Rect(rect.x + self.px(24) + k * (bw + gap), y, bw, bh)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.form.move_focus(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return super().handle_event(event)

    def draw_body(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        size = self.px(22)
        font = theme.font(size, True)
        y = rect.y + self.px(40)
        for line in wrap(tr("workshop.screen.leave_question"), font, rect.w - self.px(60)):
            blit_text(
                surface,
                line,
                size,
                (rect.centerx, y),
                bold=True,
                colour=TEXT_LIGHT,
                anchor="midtop",
            )
            y += font.get_linesize()
