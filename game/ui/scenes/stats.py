"""Statistics: per ruleset and opponent level, rounds and matches played and won, the best
streak and the average penalty points; Reset asks first, then forgets them all."""

from __future__ import annotations

import pygame

from game import stats
from game.i18n import text_of, tr
from game.ui import rulecache
from game.ui.art import theme
from game.ui.widgets.controls import TEXT_DIM, Button, blit_text, panel
from game.ui.widgets.forms import FormScene, hint_line

COLUMNS = (
    ("stats.ruleset", 0.0),
    ("stats.opponents", 0.27),
    ("stats.rounds", 0.42),
    ("stats.rounds_won", 0.52),
    ("stats.matches", 0.62),
    ("stats.matches_won", 0.72),
    ("stats.best_streak", 0.82),
    ("stats.average_penalty", 0.92),
)


def ruleset_name(key: str) -> str:
    if key in rulecache.ids():
        try:
            return text_of(rulecache.document(key)["name"])
        except Exception:
            return key
    return key


def level_name(level: str) -> str:
    return tr(f"level.{level}")


class StatsScene(FormScene):
    title = staticmethod(lambda: tr("stats.title"))

    def __init__(self) -> None:
        super().__init__()
        self.stats = stats.load()

    def build(self) -> None:
        self.back_button = self.form.add(
            Button(lambda: tr("common.back"), self.back, style="primary")
        )
        self.reset_button = self.form.add(
            Button(lambda: tr("stats.reset"), self.ask_reset, style="quiet")
        )
        self.reset_button.enabled = bool(self.stats.rows)
        self.rounds_button = self.form.add(
            Button(lambda: tr("stats.kept_rounds"), self.kept_rounds, style="quiet")
        )

    def layout(self) -> None:
        w, h = self.size
        self.box = pygame.Rect(self.px(40), self.px(90), w - self.px(80), h - self.px(200))
        self.back_button.rect = self.bottom_row(self.px(32), self.px(180))
        self.reset_button.rect = self.bottom_row(0, self.px(260), right=True)
        width = self.px(340)
        self.rounds_button.rect = self.bottom_row((self.size[0] - width) // 2, width)

    def kept_rounds(self) -> None:
        """The last rounds played, to watch again."""
        assert self.app is not None
        self.app.scenes.open("kept_rounds")

    def ask_reset(self) -> None:
        assert self.app is not None
        self.app.scenes.open(
            "confirm", tr("stats.reset_question"), yes=tr("stats.reset_yes"), callback=self._reset
        )

    def _reset(self, sure: object) -> None:
        if sure is True:
            stats.reset()
            self.stats = stats.load()
            self.reset_button.enabled = False
            self.form.focus(self.back_button)

    def table(self) -> list[list[str]]:
        """The rows as shown, sorted by ruleset and level."""
        out = []
        for (ruleset, level), row in sorted(self.stats.rows.items()):
            out.append(
                [
                    ruleset_name(ruleset),
                    level_name(level),
                    str(row.rounds),
                    str(row.rounds_won),
                    str(row.matches),
                    str(row.matches_won),
                    str(row.best_streak),
                    f"{row.average_penalty:.1f}",
                ]
            )
        return out

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        panel(surface, self.box, radius=self.px(16))
        inner = self.box.inflate(-self.px(48), -self.px(32))
        y = inner.y
        for key, at in COLUMNS:
            x = inner.x + int(at * inner.w)
            width = int(0.1 * inner.w) if at else int(0.26 * inner.w)
            blit_text(
                surface, tr(key), self.px(15), (x, y), bold=True, colour=theme.GOLD, width=width
            )
        y += self.px(34)
        rows = self.table()
        if not rows:
            blit_text(surface, tr("stats.none"), self.px(18), (inner.x, y), colour=TEXT_DIM)
        for cells in rows:
            for (_key, at), text in zip(COLUMNS, cells, strict=True):
                x = inner.x + int(at * inner.w)
                width = int(0.1 * inner.w) if at else int(0.26 * inner.w)
                blit_text(surface, text, self.px(17), (x, y), width=width)
            y += self.px(30)
            if y > inner.bottom - self.px(24):
                break
        self.form.draw(surface)
        hint_line(surface, tr("stats.hint"), self)
