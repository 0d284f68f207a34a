"""A round on its way to its replay: read and re-driven on a thread, its cards painted here.

A long round takes a second or two to re-drive (`game.table.replaying.Opening`), and a replay
shows every hand open, up to 70 faces whose first painting takes a quarter of a second. Both
happen before the replay takes this screen's place, behind one progress line: the thread's
share first, then the pictures a few a frame. Esc goes back at any time (the thread is
cancelled: it stops at its next word of progress and drops the round). A round that cannot be
re-driven hands its `Opening` back to whoever opened this screen (the kept rounds' list drops
its row), as does one opened in vain.
"""

from __future__ import annotations

from typing import Protocol, cast

import pygame

from game.i18n import tr
from game.table.replaying import Opening
from game.ui.scene import Modal, Scene
from game.ui.widgets.controls import Button
from game.ui.widgets.forms import FormScene, hint_line, progress_middle


class Painting(Protocol):
    def paint_some(self, budget: float) -> float: ...


READ_SHARE = 0.85  # of the bar, the reading's; the painting has the rest
PAINT_BUDGET = 0.012  # seconds of card painting a frame


class ReplayOpening(FormScene, Modal[Opening]):
    title = staticmethod(lambda: tr("table.watch_again"))

    def __init__(self, opening: Opening) -> None:
        super().__init__()
        self.opening = opening
        self.replay_scene: Scene | None = None  # made once the round is read
        self.painted = 0.0  # the share of the first step's pictures painted

    def build(self) -> None:
        self.back_button = self.form.add(
            Button(lambda: tr("common.back"), self.back, style="quiet")
        )
        self.form.focus(self.back_button)

    def layout(self) -> None:
        self.back_button.rect = self.bottom_row(self.px(32), self.px(180))

    def busy(self) -> bool:
        return True

    def on_exit(self) -> None:
        super().on_exit()
        if self.app is not None and any(scene is self for scene in self.app.scenes):
            return  # covered, not left: the round is still wanted
        # Left before the round was read (Esc, Back, the window closed): its thread stops and
        # drops the round rather than re-driving it for nobody. Once read, this is a no-op.
        self.opening.cancel()

    def share(self) -> float:
        """How far the whole opening has come, 0 to 1."""
        if self.replay_scene is None:
            return READ_SHARE * min(1.0, self.opening.share)
        return READ_SHARE + (1 - READ_SHARE) * self.painted

    def update(self, dt: float) -> None:
        super().update(dt)
        assert self.app is not None
        if self.replay_scene is None:
            if not self.opening.done:
                return
            if self.opening.error is not None:
                raise RuntimeError(f"opening a round failed:\n{self.opening.error}")
            if self.opening.replay is None:
                self.dismiss(self.opening)  # damaged (set aside) or gone: back, told why
                return
            self.replay_scene = self.app.scenes.make("replay", self.opening.replay)
        self.painted = cast(Painting, self.replay_scene).paint_some(PAINT_BUDGET)
        if self.painted >= 1.0:
            self.app.scenes.replace(self.replay_scene)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        share = self.share()
        progress_middle(surface, self, tr("rounds.opening", percent=round(100 * share)), share)
        self.form.draw(surface)
        hint_line(surface, tr("rounds.opening_hint"), self)
