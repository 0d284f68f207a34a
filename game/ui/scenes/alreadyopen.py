"""Shown instead of the title when another copy of the game holds the data folder
(`game.userdirs.take_lock`): two open games would write over each other's saved match."""

from __future__ import annotations

import pygame

from game.i18n import tr
from game.ui.art import theme
from game.ui.widgets.controls import TEXT_LIGHT, Button, blit_text, wrap
from game.ui.widgets.forms import FormScene


class AlreadyOpenScene(FormScene):
    title = "Mau-Mau"

    def build(self) -> None:
        self.quit_button = self.form.add(
            Button(lambda: tr("title.quit"), self.back, style="primary")
        )

    def layout(self) -> None:
        w, h = self.size
        bw, bh = self.px(220), self.px(52)
        self.quit_button.rect = pygame.Rect((w - bw) // 2, h // 2 + self.px(60), bw, bh)

    def back(self) -> None:
        assert self.app is not None
        self.app.quit()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        font = theme.font(self.px(24), True)
        lines = wrap(tr("title.already_open"), font, min(self.size[0] - self.px(80), self.px(760)))
        y = self.size[1] // 2 - len(lines) * font.get_linesize()
        for line in lines:
            blit_text(
                surface,
                line,
                self.px(24),
                (self.size[0] // 2, y),
                bold=True,
                colour=TEXT_LIGHT,
                anchor="midtop",
            )
            y += font.get_linesize()
