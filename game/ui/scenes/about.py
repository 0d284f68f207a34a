"""About: what the game is, who made what, and the licences of everything shipped with it."""

from __future__ import annotations

import pygame

from game.i18n import language, tr
from game.ui.about import VERSION, licence_page
from game.ui.art import theme
from game.ui.widgets.controls import TEXT_DIM, TEXT_LIGHT, Button, blit_text, panel, wrap
from game.ui.widgets.fields import ScrollView
from game.ui.widgets.forms import FormScene, hint_line

Piece = tuple[str, int, bool, tuple[int, int, int], int]  # text, size, bold, colour, x


class AboutScene(FormScene):
    title = staticmethod(lambda: tr("about.title"))

    def build(self) -> None:
        self._said_in = language()
        self.view = self.form.add(ScrollView(self._render))
        self.back_button = self.form.add(
            Button(lambda: tr("common.back"), self.back, style="primary")
        )
        self.form.focus(self.view)

    def layout(self) -> None:
        w, h = self.size
        self.box = pygame.Rect(
            self.px(40), self.px(180), w - self.px(80), h - self.px(180) - self.px(104)
        )
        self.view.rect = self.box.inflate(-self.px(40), -self.px(32))
        self.back_button.rect = self.bottom_row(self.px(32), self.px(180))
        self.view.refresh()

    def _render(self, width: int) -> pygame.Surface:
        """The licence notices, a little Markdown understood: headings, table rows, `code`."""
        body, column = self.px(14), int(width * 0.42)
        plain = (220, 232, 224)
        lines: list[list[Piece]] = []  # each line: pieces drawn side by side
        for raw in licence_page().replace("`", "").split("\n"):
            line = raw.rstrip()
            if line.startswith("#"):
                size = self.px(20 if line.startswith("# ") else 17)
                lines.append([])
                heading = wrap(line.lstrip("# "), theme.font(size, True), width)
                lines += [[(t, size, True, theme.GOLD, 0)] for t in heading]
            elif line.startswith("|"):
                cells = [c.strip() for c in line.strip("|").split("|")]
                if all(set(c) <= set("-: ") for c in cells):
                    continue  # the rule under a table's head
                left = wrap(cells[0], theme.font(body, True), column - self.px(16))
                right = wrap(" · ".join(cells[1:]), theme.font(body), width - column)
                for i in range(max(len(left), len(right))):
                    pieces: list[Piece] = []
                    if i < len(left):
                        pieces.append((left[i], body, True, TEXT_LIGHT, 0))
                    if i < len(right):
                        pieces.append((right[i], body, False, plain, column))
                    lines.append(pieces)
            else:
                lines += [[(t, body, False, plain, 0)] for t in wrap(line, theme.font(body), width)]
        heights = [
            max((theme.font(p[1], p[2]).get_linesize() for p in ln), default=body) for ln in lines
        ]
        page = pygame.Surface((width, max(1, sum(heights))), pygame.SRCALPHA)
        y = 0
        for pieces, height in zip(lines, heights, strict=True):
            for text, size, bold, colour, x in pieces:
                if text:
                    page.blit(theme.font(size, bold).render(text, True, colour), (x, y))
            y += height
        return page

    def draw(self, surface: pygame.Surface) -> None:
        if self._said_in != language():  # the notice reads in the language of the moment
            self._said_in = language()
            self.view.refresh()
        self.draw_background(surface)
        x, y = self.px(40), self.px(86)
        name = blit_text(
            surface, f"Mau-Mau  {VERSION}", self.px(26), (x, y), bold=True, colour=theme.GOLD
        )
        line = blit_text(
            surface,
            tr("about.blurb"),
            self.px(16),
            (x, name.bottom + self.px(6)),
            colour=TEXT_LIGHT,
            width=self.size[0] - 2 * x,
        )
        blit_text(
            surface,
            tr("about.credits"),
            self.px(15),
            (x, line.bottom + self.px(4)),
            colour=TEXT_DIM,
            width=self.size[0] - 2 * x,
        )
        panel(surface, self.box, radius=self.px(14))
        self.form.draw(surface)
        hint_line(surface, tr("rules.hint"), self)
