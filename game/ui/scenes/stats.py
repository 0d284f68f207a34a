"""Statistics: per person, ruleset and opponent level, rounds and matches played, the share of
them won, the best streak and the penalty points per round; Reset asks first, then forgets all."""

from __future__ import annotations

import pygame

from game.files import name_from_text, screen_text, shown_name
from game.i18n import text_of, tr
from game.table import rulecache, stats
from game.ui.art import theme
from game.ui.scenes import confirm
from game.ui.widgets.controls import TEXT_DIM, Button, blit_text, panel, wrap
from game.ui.widgets.drawing import shorten
from game.ui.widgets.forms import FormScene, hint_line

# (heading, share of the table's width); the person's column only when several are counted
COLUMNS = (
    ("stats.player", 0.13),
    ("stats.ruleset", 0.17),
    ("stats.opponents", 0.12),
    ("stats.rounds", 0.09),
    ("stats.round_win_rate", 0.10),
    ("stats.matches", 0.09),
    ("stats.match_win_rate", 0.10),
    ("stats.best_streak", 0.09),
    ("stats.average_penalty", 0.11),
)


def percent(rate: float) -> str:
    return tr("stats.percent", value=round(100 * rate))


def player_name(name: str) -> str:
    """A counted person: their name, or "You" for the one who gave none."""
    return screen_text(name) if name else tr("newgame.you")


def ruleset_name(key: str) -> str:
    """A ruleset by the name New game shows: a built-in one's, or a player's file's (counted by
    its file name, `stats.ruleset_key`) once the folder's scan found it; a file no longer
    there by its file name."""
    if key in rulecache.ids():
        try:
            return text_of(rulecache.document(key)["name"])
        except Exception:
            return key
    for checked in rulecache.user_scan().found():
        document = checked.document if stats.ruleset_key(checked.path) == key else None
        if document is not None:  # a good file's (decoded once: `decoded` keeps it)
            named = text_of(document.get("name", ""))
            return screen_text(named) if named else shown_name(name_from_text(key))
    return shown_name(name_from_text(key))


def level_name(level: str) -> str:
    return tr(f"level.{level}")


def by_points(key: str) -> bool:
    """The ruleset counted under `key` scores the cards left (True where it is not known)."""
    if key in rulecache.ids():
        try:
            return bool(rulecache.document(key)["scoring"]["mode"] == "points")
        except Exception:
            return True
    return True


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
        question = confirm(tr("stats.reset_question"), yes=tr("stats.reset_yes"))
        self.app.scenes.push(question, self._reset)

    def _reset(self, sure: bool | None) -> None:
        if sure is True:
            stats.reset()
            self.stats = stats.load()
            self.reset_button.enabled = False
            self.form.focus(self.back_button)

    def columns(self) -> list[tuple[str, float]]:
        """The columns shown: the person's only when several are counted, the penalty points
        only where some ruleset counted scores them (one counting wins has none)."""
        several = len({who for _r, _l, who in self.stats.rows}) > 1
        points = any(by_points(ruleset) for ruleset, _l, _w in self.stats.rows)
        return [
            (k, w)
            for k, w in COLUMNS
            if (several or k != "stats.player") and (points or k != "stats.average_penalty")
        ]

    def table(self) -> list[list[str]]:
        """The rows as shown, sorted by person, ruleset and level."""
        shown = [k for k, _w in self.columns()]
        out = []
        for (ruleset, level, who), row in sorted(self.stats.rows.items()):
            cells = [player_name(who)] if "stats.player" in shown else []
            cells += [
                ruleset_name(ruleset),
                level_name(level),
                str(row.rounds),
                percent(row.round_win_rate),
                str(row.matches),
                percent(row.match_win_rate) if row.matches else "–",
                str(row.best_streak),
            ]
            if "stats.average_penalty" in shown:
                penalty = f"{row.average_penalty:.1f}".replace(".", tr("stats.decimal_mark"))
                cells.append(penalty if by_points(ruleset) else "–")  # wins: no points
            out.append(cells)
        return out

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        panel(surface, self.box, radius=self.px(16))
        inner = self.box.inflate(-self.px(48), -self.px(32))
        rows = self.table()
        if not rows:  # nothing counted: no empty table, a word on what will be
            size = self.px(20)
            font = theme.font(size)
            lines = wrap(tr("stats.none"), font, min(inner.w, self.px(720)))
            y = inner.centery - len(lines) * font.get_linesize() // 2
            for part in lines:
                blit_text(surface, part, size, (inner.centerx, y), colour=TEXT_DIM, anchor="midtop")
                y += font.get_linesize()
            self.form.draw(surface)
            hint_line(surface, tr("stats.hint"), self)
            return
        columns = self.columns()
        total = sum(w for _k, w in columns)
        spans, x = [], inner.x
        for _key, share in columns:
            width = int(share / total * inner.w)
            spans.append((x, width - self.px(10)))
            x += width
        # One size for every heading: the largest at which each fits on two lines.
        headings = [tr(key) for key, _w in columns]
        size = self.px(15)
        while size > self.px(10) and any(
            len(wrap(text, theme.font(size, True), w)) > 2
            or any(theme.font(size, True).size(word)[0] > w for word in text.split())
            for text, (_x, w) in zip(headings, spans, strict=True)
        ):
            size -= 1
        line = theme.font(size, True).get_linesize()
        for text, (x, w) in zip(headings, spans, strict=True):
            for i, part in enumerate(wrap(text, theme.font(size, True), w)):
                blit_text(
                    surface, part, size, (x, inner.y + i * line), bold=True, colour=theme.GOLD
                )
        y = inner.y + 2 * line + self.px(10)
        cell = self.px(17)
        for cells in rows:
            for (x, w), text in zip(spans, cells, strict=True):
                blit_text(surface, shorten(text, cell, w), cell, (x, y))
            y += self.px(30)
            if y > inner.bottom - self.px(24):
                break
        self.form.draw(surface)
        hint_line(surface, tr("stats.hint"), self)
