"""Learn to play, before its table: the guided round is found off the frame.

Finding the round takes tens of milliseconds for a built-in ruleset and seconds for one of
256 cards (`game.guide.search`), so it runs on a thread while this screen says how far it is;
then the table of the guided round (`game.ui.table.learn`) takes this screen's place. A ruleset
that can no longer be read (the player's file changed) is said here, with the way back.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.background import Job
from game.files import screen_text
from game.i18n import tr
from game.table import rulecache
from game.table.options import TableOptions
from game.ui.widgets.controls import blit_text
from game.ui.widgets.forms import WaitScene, hint_line, progress_middle


class LearnPreparing(WaitScene):
    title = staticmethod(lambda: tr("title.learn"))

    def __init__(
        self,
        ruleset: str,
        overrides: dict[str, Any] | None = None,
        *,
        back_below: bool = False,
    ) -> None:
        super().__init__()
        self.back_below = back_below  # leaving the table goes back to the screen under it
        self.ruleset = ruleset
        self.overrides = dict(overrides or {})
        self.tried = (0, 0)  # (arrangements tried, at most): the search says
        self.problem = ""  # why the ruleset cannot be played, once the search has said so
        self.job: Job[Any] = Job(self._find, name="learn-search")

    def _find(self, _say: Any) -> Any:
        from game.guide.search import course_for

        rulecache.known(self.ruleset)  # a file of the player's: read by the folder's scan first
        # RulesetError for a file gone or broken since it was chosen: the screen says why
        rules = rulecache.rules(self.ruleset, self.overrides or None)

        def tried(k: int, most: int) -> None:
            self.tried = (k + 1, most)

        return course_for(rules, tried)

    def busy(self) -> bool:
        return not self.job.done

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.job.done or self.problem:
            return
        if self.job.exception is not None:
            from game.ruleset import RulesetError

            if not isinstance(self.job.exception, (RulesetError, OSError)):
                raise RuntimeError(f"finding the guided round failed:\n{self.job.error}")
            self.problem = screen_text(str(self.job.exception))  # it may quote the file
            return
        assert self.app is not None
        table = self.app.scenes.make(
            "learn_table",
            self.ruleset,
            self.overrides,
            course=self.job.result,
            options=TableOptions.from_prefs(back_below=True) if self.back_below else None,
        )
        self.app.scenes.replace(table)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        w, h = self.size
        width = w - self.px(160)
        if self.problem:
            words = tr("common.cannot_read", problem=self.problem)
            blit_text(surface, words, self.px(18), (w // 2, h // 2), anchor="center", width=width)
        else:
            k, most = self.tried
            words = tr("learn.finding", count=k) if k else tr("learn.reading")
            progress_middle(surface, self, words, k / most if most else None)
        self.form.draw(surface)
        hint_line(surface, tr("learn.hint"), self)
