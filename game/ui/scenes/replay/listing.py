"""The last rounds played, from Statistics: when, by which ruleset, who played and who won.
Choosing one opens the replay.

Each kept file is read and checked through (`game.table.replaying.load`: a damaged one is set
aside and counted here) one per frame, so the list fills in without the window ever
stopping for the disk.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from game.i18n import text_of, tr
from game.table.keptrounds import KEEP, kept_files
from game.table.replaying import Replay, load
from game.ui.art import theme
from game.ui.scenes.replay.view import shown_names, when_text
from game.ui.widgets.controls import TEXT_DIM, TEXT_LIGHT, Button, blit_text, panel
from game.ui.widgets.forms import FormScene, hint_line

COLUMNS = (("rounds.when", 0.0), ("rounds.ruleset", 0.2), ("rounds.players", 0.42))
WINNER_AT = 0.8


def round_cells(replay: Replay) -> list[str]:
    """What the list says of a kept round: when, ruleset, players, winner."""
    names = shown_names(replay)
    winner = names[replay.winner] if replay.winner >= 0 else tr("rounds.nobody")
    return [when_text(replay), text_of(replay.rules.doc["name"]), ", ".join(names), winner]


class RoundRow(Button):
    """One kept round as a row of the list; Enter or a click opens its replay."""

    def __init__(self, replay: Replay, on_click: Callable[[], None], columns: list[int]) -> None:
        super().__init__("", on_click)
        self.replay = replay
        self.columns = columns  # x of each cell

    def draw(self, surface: pygame.Surface) -> None:
        if self.focused or self.hovered:
            colour = (255, 255, 255, 40) if not self.focused else (255, 214, 96, 70)
            shade = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, colour, shade.get_rect(), border_radius=self.rect.h // 3)
            surface.blit(shade, self.rect)
        size = max(10, int(self.rect.h * 0.55))
        cells = round_cells(self.replay)
        edges = [*self.columns[1:], self.rect.right]
        for text, x, end in zip(cells, self.columns, edges, strict=True):
            blit_text(
                surface,
                text,
                size,
                (x, self.rect.centery),
                anchor="midleft",
                colour=theme.GOLD if self.focused else TEXT_LIGHT,
                width=end - x - 12,
            )


class KeptRoundsScene(FormScene):
    title = staticmethod(lambda: tr("rounds.title"))

    def __init__(self) -> None:
        super().__init__()
        self.pending = kept_files()  # newest first; read one a frame
        self.replays: list[Replay] = []
        self.damaged = 0
        self.rows: list[RoundRow] = []

    def build(self) -> None:
        self.back_button = self.form.add(
            Button(lambda: tr("common.back"), self.back, style="primary")
        )

    def layout(self) -> None:
        w, h = self.size
        self.box = pygame.Rect(self.px(40), self.px(90), w - self.px(80), h - self.px(200))
        self.back_button.rect = self.bottom_row(self.px(32), self.px(180))
        self._place_rows()

    def _columns(self) -> list[int]:
        inner = self.box.inflate(-self.px(48), -self.px(32))
        return [inner.x + int(at * inner.w) for _key, at in COLUMNS] + [
            inner.x + int(WINNER_AT * inner.w)
        ]

    def _place_rows(self) -> None:
        inner = self.box.inflate(-self.px(36), -self.px(32))
        pitch = min(self.px(28), (inner.h - self.px(34)) // max(1, KEEP))
        y = inner.y + self.px(34)
        for row in self.rows:
            row.rect = pygame.Rect(inner.x, y, inner.w, pitch - self.px(2))
            row.columns = self._columns()
            y += pitch

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.pending:
            self._read(self.pending.pop(0))

    def _read(self, path: Path) -> None:
        damaged: list[str] = []
        replay = load(path, damaged)
        if replay is None:
            self.damaged += len(damaged)
            return
        self.replays.append(replay)
        row = RoundRow(replay, lambda: self.watch(replay), self._columns())
        self.rows.append(row)
        self.form.widgets.insert(len(self.rows) - 1, row)
        self._place_rows()
        if len(self.rows) == 1:
            self.form.focus(row)

    def watch(self, replay: Replay) -> None:
        assert self.app is not None
        self.app.scenes.open("replay", replay)

    def busy(self) -> bool:
        return bool(self.pending)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        panel(surface, self.box, radius=self.px(16))
        columns = self._columns()
        y = self.box.y + self.px(16)
        keys = [key for key, _at in COLUMNS] + ["rounds.winner"]
        for key, x in zip(keys, columns, strict=True):
            blit_text(surface, tr(key), self.px(15), (x, y), bold=True, colour=theme.GOLD)
        below = self.box.y + self.px(56)
        if self.pending:
            blit_text(
                surface,
                tr("rounds.reading"),
                self.px(16),
                (columns[0], below + self.px(28) * len(self.rows)),
                colour=TEXT_DIM,
            )
        elif not self.rows:
            blit_text(
                surface,
                tr("rounds.none", count=KEEP),
                self.px(18),
                (columns[0], below),
                colour=TEXT_DIM,
            )
        if self.damaged:
            blit_text(
                surface,
                tr("rounds.damaged", count=self.damaged),
                self.px(15),
                (self.box.right - self.px(24), self.box.bottom + self.px(10)),
                anchor="topright",
                colour=(255, 168, 150),
            )
        self.form.draw(surface)
        hint_line(surface, tr("rounds.hint"), self)
