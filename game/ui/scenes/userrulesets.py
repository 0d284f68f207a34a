"""The player's own rulesets, from Settings: where the folder is, which files are in the New game
list, and which were refused with their problems (file, line, key, message) so they can be fixed.
"Check again" re-reads the folder without restarting the game.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.files import screen_text, shown_name
from game.i18n import language, text_of, tr
from game.ui import rulecache
from game.ui.art import theme
from game.ui.widgets.controls import TEXT_DIM, TEXT_LIGHT, Button, panel, wrap
from game.ui.widgets.fields import ScrollView
from game.ui.widgets.forms import FormScene, hint_line

BAD = (255, 168, 150)


def problem_line(file: str, line: int, path: str, message: str) -> str:
    """One problem as a person reads it: "mine.yaml:12: ranks.x.points: must be a number"."""
    name = shown_name(Path(file).name)
    where = f"{name}:{line}" if line else name
    return ": ".join(part for part in (where, path, message) if part)


class UserRulesetsScene(FormScene):
    title = staticmethod(lambda: tr("userrules.title"))

    def build(self) -> None:
        self.view = self.form.add(ScrollView(self._render))
        self.shown_in = language()  # the language the list was rendered in
        self.rescan_button = self.form.add(
            Button(lambda: tr("userrules.rescan"), self.rescan, style="quiet")
        )
        self.back_button = self.form.add(
            Button(lambda: tr("common.back"), self.back, style="primary")
        )
        self.form.focus(self.back_button)

    def rescan(self) -> None:
        rulecache.rescan()
        self.view.refresh()

    def layout(self) -> None:
        w, h = self.size
        self.box = pygame.Rect(self.px(40), self.px(90), w - self.px(80), h - self.px(200))
        self.view.rect = self.box.inflate(-self.px(40), -self.px(32))
        self.back_button.rect = self.bottom_row(self.px(32), self.px(180))
        self.rescan_button.rect = self.bottom_row(0, self.px(260), right=True)
        self.view.refresh()

    def lines(self) -> list[tuple[str, tuple[int, int, int], bool]]:
        """(text, colour, bold) from top to bottom, each one drawable (names and problems
        come from the player's files)."""
        return [(screen_text(text), colour, bold) for text, colour, bold in self._lines()]

    def _lines(self) -> list[tuple[str, tuple[int, int, int], bool]]:
        good, bad = rulecache.user_rulesets()
        out = [
            (tr("userrules.folder"), TEXT_LIGHT, True),
            (shown_name(rulecache.user_folder()), theme.GOLD, False),
            (tr("userrules.explain"), TEXT_DIM, False),
            ("", TEXT_LIGHT, False),
            (tr("userrules.good", count=len(good)), TEXT_LIGHT, True),
        ]
        for path in good:
            name = text_of(rulecache.document(path).get("name", Path(path).stem))
            out.append((f"{name} — {shown_name(Path(path).name)}", TEXT_LIGHT, False))
        if not good:
            out.append((tr("userrules.none"), TEXT_DIM, False))
        if bad:
            out += [("", TEXT_LIGHT, False), (tr("userrules.bad", count=len(bad)), BAD, True)]
        for path, problems in bad:
            out.append((shown_name(Path(path).name), BAD, True))
            out += [
                ("   " + problem_line(p.file, p.line, p.path, p.localized()), TEXT_LIGHT, False)
                for p in problems
            ]
        return out

    def _render(self, width: int) -> pygame.Surface:
        self.shown_in = language()
        size = self.px(17)
        rows: list[tuple[pygame.Surface, int]] = []
        for text, colour, bold in self.lines():
            font = theme.font(size, bold)
            for line in wrap(text, font, width) if text else [""]:
                rows.append((font.render(line, True, colour), font.get_linesize()))
        height = sum(h for _s, h in rows) + self.px(8)
        content = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
        y = 0
        for image, h in rows:
            content.blit(image, (0, y))
            y += h
        return content

    def draw(self, surface: pygame.Surface) -> None:
        if self.shown_in != language():  # switched in Settings: the cached list is stale
            self.view.refresh()
        self.draw_background(surface)
        panel(surface, self.box, radius=self.px(16))
        self.form.draw(surface)
        hint_line(surface, tr("userrules.hint"), self)
