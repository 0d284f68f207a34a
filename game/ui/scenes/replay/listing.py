"""The last rounds played, from Statistics: when, by which ruleset, who played and who won.
Choosing one opens the replay.

The list reads only each kept file's summary line (its first, at most 16 KB however long the
round), off the frame (`game.background.Scan`, through `game.table.listsources`): each row
joins the list as its file is read, with a progress line until all are in, and a damaged file
is set aside and counted. The round chosen is read and re-driven on a thread behind the
opening screen (`replay_opening`), which hands back a round that turned out damaged: its row
goes. So the window never stops for the disk, however big the files.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.background import Scan
from game.files import screen_text
from game.i18n import tr
from game.table.listsources import kept_round_files, kept_round_row, open_kept_round
from game.ui.art import theme
from game.ui.scenes import replay_opening
from game.ui.scenes.replay.view import shown_names, when_text
from game.ui.widgets.controls import TEXT_LIGHT, Button, blit_text, panel
from game.ui.widgets.forms import FormScene, hint_line
from game.ui.widgets.scrolllist import RowState, ScrollList, reading_progress

if TYPE_CHECKING:
    from game.table.replaying import Opening
    from game.table.roundfiles import RoundSummary

COLUMNS = (("rounds.when", 0.0), ("rounds.ruleset", 0.2), ("rounds.players", 0.42))
WINNER_AT = 0.8


def round_cells(row: RoundSummary) -> list[str]:
    """What the list says of a kept round: when, ruleset, players, winner (drawable text)."""
    names = shown_names(row)
    winner = names[row.winner] if row.winner >= 0 else tr("rounds.nobody")
    cells = [when_text(row), row.ruleset_name(), ", ".join(names), winner]
    return [screen_text(cell) for cell in cells]


def kept_at_most() -> int:
    """How many rounds are kept (read when the list is empty: the scan has loaded it)."""
    from game.table.keptrounds import KEEP

    return KEEP


class KeptRoundsScene(FormScene):
    title = staticmethod(lambda: tr("rounds.title"))

    def __init__(self) -> None:
        super().__init__()
        self.damaged: list[str] = []  # why each damaged file was set aside (the scan adds)
        self.scan: Scan[Path, RoundSummary] = Scan(
            kept_round_files, lambda path: kept_round_row(path, self.damaged), name="kept-rounds"
        )
        self.scanned = 0

    def build(self) -> None:
        self.list = self.form.add(
            ScrollList(
                self._draw_row,
                on_activate=self.watch,
                empty=lambda: tr("rounds.none", count=kept_at_most()),
            )
        )
        self.watch_button = self.form.add(
            Button(lambda: tr("rounds.watch"), self.watch_chosen, style="primary")
        )
        self.back_button = self.form.add(
            Button(lambda: tr("common.back"), self.back, style="quiet")
        )
        self.scan.start()
        self._take_scanned()

    def on_exit(self) -> None:
        if self.app is not None and self not in list(self.app.scenes):
            self.scan.cancel()  # the list is gone: its reading stops after the file in hand

    @property
    def rows(self) -> list[RoundSummary]:
        return self.list.items

    def layout(self) -> None:
        w, h = self.size
        self.box = pygame.Rect(self.px(40), self.px(90), w - self.px(80), h - self.px(200))
        inner = self.box.inflate(-self.px(36), -self.px(32))
        self.list.rect = pygame.Rect(inner.x, inner.y + self.px(34), inner.w, inner.h - self.px(34))
        self.list.row_height = self.px(40)
        self.list.gap = self.px(4)
        self.back_button.rect = self.bottom_row(self.px(32), self.px(180))
        self.watch_button.rect = self.bottom_row(0, self.px(240), right=True)

    def _columns(self) -> list[int]:
        inner = self.box.inflate(-self.px(48), -self.px(32))
        return [inner.x + int(at * inner.w) for _key, at in COLUMNS] + [
            inner.x + int(WINNER_AT * inner.w)
        ]

    def _row_columns(self, rect: pygame.Rect) -> list[int]:
        """Where a row's cells (and the headings above them) begin."""
        columns = self._columns()
        return [x - columns[0] + rect.x + self.px(12) for x in columns]

    # -- reading, opening -------------------------------------------------------------------
    def _take_scanned(self) -> None:
        finished = self.scan.finished  # first: a file read after this is taken next frame
        found = self.scan.found(self.scanned)
        self.scanned += len(found)
        first = not self.list.items
        self.list.extend(found)
        if first and found and self.form.focused is not self.list:
            self.form.focus(self.list)
        if finished:
            self.list.progress = None
        else:
            self.list.progress = reading_progress(self.scan, "rounds.reading")

    def watch_chosen(self) -> None:
        """The Watch button: the round chosen in the list."""
        if self.list.items:
            self.watch(self.list.items[self.list.selected])

    def watch(self, row: RoundSummary) -> None:
        assert self.app is not None
        self.app.scenes.push(replay_opening(open_kept_round(row)), self._not_opened)

    def _not_opened(self, opening: Opening | None) -> None:
        """The opening screen came back without a replay: Esc, or the round turned out damaged
        (set aside with a notice: its row goes, and it is counted)."""
        if opening is None or opening.replay is not None or opening.path is None:
            return
        self.damaged.extend(opening.damaged)
        rows = [row for row in self.list.items if row.path != opening.path]
        if len(rows) != len(self.list.items):
            self.list.set_items(rows)

    def progress_text(self) -> str:
        """The words of the progress line, or "" (for the tests and the benchmark)."""
        return self.list.progress[0] if self.list.progress else ""

    def busy(self) -> bool:
        return self.list.progress is not None

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.list.progress is not None:
            self._take_scanned()
        self.watch_button.enabled = bool(self.list.items)

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        panel(surface, self.box, radius=self.px(16))
        y = self.box.y + self.px(16)
        keys = [key for key, _at in COLUMNS] + ["rounds.winner"]
        for key, x in zip(keys, self._row_columns(self.list.rect), strict=True):
            blit_text(surface, tr(key), self.px(15), (x, y), bold=True, colour=theme.GOLD)
        self.form.draw(surface)
        bottom = (self.box.right - self.px(24), self.box.bottom + self.px(10))
        if self.damaged:
            blit_text(
                surface,
                tr("rounds.damaged", count=len(self.damaged)),
                self.px(15),
                bottom,
                anchor="topright",
                colour=(255, 168, 150),
            )
        hint_line(surface, tr("rounds.hint"), self)

    def _draw_row(
        self, surface: pygame.Surface, rect: pygame.Rect, row: RoundSummary, state: RowState
    ) -> None:
        # Each round on a plate of its own, as the other lists show their rows.
        colour = (255, 255, 255, 16)
        if state.focused:
            colour = (255, 214, 96, 70)
        elif state.selected:  # the round the Watch button opens
            colour = (255, 214, 96, 36)
        elif state.hovered:
            colour = (255, 255, 255, 40)
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, colour, shade.get_rect(), border_radius=rect.h // 4)
        surface.blit(shade, rect)
        size = max(10, int(rect.h * 0.45))
        columns = self._row_columns(rect)
        edges = [*columns[1:], rect.right]
        for text, x, end in zip(round_cells(row), columns, edges, strict=True):
            blit_text(
                surface,
                text,
                size,
                (x, rect.centery),
                anchor="midleft",
                colour=theme.GOLD if state.focused else TEXT_LIGHT,
                width=end - x - 12,
            )
