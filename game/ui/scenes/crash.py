"""The screen shown after an unexpected error: what happened, where the report is, and a way out.

Kept plain on purpose (no card art, no rules): whatever broke must not break this too.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.i18n import tr
from game.ui.art import theme
from game.ui.widgets.controls import TEXT_DIM, TEXT_LIGHT, Button, blit_text, panel, wrap
from game.ui.widgets.forms import FormScene


class CrashScene(FormScene):
    def __init__(self, report: str, path: Path | None) -> None:
        super().__init__()
        lines = [line for line in report.strip().splitlines() if line.strip()]
        self.error = lines[-1] if lines else ""
        self.path = path
        # Left for the title: a crash after this is not the crash screen's own (crashguard).
        self.left = False

    def build(self) -> None:
        self.title_button = self.form.add(Button(lambda: tr("crash.title_screen"), self.to_title))
        self.quit_button = self.form.add(
            Button(lambda: tr("crash.quit"), self.quit, style="primary")
        )
        self.form.focus(self.quit_button)

    def layout(self) -> None:
        self.box = pygame.Rect(0, 0, min(self.size[0] - self.px(80), self.px(900)), self.px(300))
        self.box.center = (self.size[0] // 2, self.size[1] // 2)
        bw, bh = self.px(240), self.px(52)
        y = self.box.bottom - bh - self.px(28)
        self.quit_button.rect = pygame.Rect(self.box.right - self.px(32) - bw, y, bw, bh)
        self.title_button.rect = pygame.Rect(self.quit_button.rect.x - self.px(16) - bw, y, bw, bh)

    def to_title(self) -> None:
        assert self.app is not None
        self.left = True
        self.app.scenes.clear(self.app.scenes.make("title"))

    def quit(self) -> None:
        assert self.app is not None
        self.app.quit()

    def back(self) -> None:
        self.quit()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.TABLE_GREEN_DARK)
        box = self.box
        panel(surface, box, radius=self.px(16))
        x, width = box.x + self.px(32), box.w - self.px(64)
        y = box.y + self.px(28)
        y = blit_text(
            surface,
            tr("crash.heading"),
            self.px(28),
            (x, y),
            bold=True,
            colour=theme.GOLD,
            width=width,
        ).bottom + self.px(12)
        where = tr("crash.saved", path=str(self.path)) if self.path else tr("crash.not_saved")
        for text, colour in (
            (tr("crash.body"), TEXT_LIGHT),
            (where, TEXT_LIGHT),
            (self.error, TEXT_DIM),
        ):
            font = theme.font(self.px(16))
            for line in wrap(text, font, width)[:3]:
                blit_text(surface, line, self.px(16), (x, y), colour=colour)
                y += font.get_linesize()
            y += self.px(8)
        self.form.draw(surface)
