"""Try it: the draft played, at a table against medium bots or in Learn to play, and back to the
workshop afterwards.

How the trial gets its rules: it saves the ruleset first (`workshop.save()`, into the player's
rulesets, as the editor's Save does), has the folder read again (`rulecache.rescan()`), and
then plays that file by the id New game gives it. So the trial plays exactly what New game, the
rules viewer, the coach and Learn to play will find later, every file is read by the one
checked reader, and nothing else needs to know about drafts. The saving and the folder's
reading run on a thread while this screen says so (a folder of many files takes a while).

The trial table is not the player's game: it is not saved (Continue still resumes the match
the player left), it counts in no statistics (no recorder, `autosave=False`), and when it ends
or the player leaves it (the menu's way out) the table goes and the editor under it is back on
top (`back_below`), as it was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.background import Job
from game.files import screen_text
from game.i18n import tr
from game.ruleset.problem import msg
from game.table import rulecache
from game.table.options import TableOptions
from game.table.setup import GameSetup, SeatSetup
from game.ui.scenes.workshop.words import said
from game.ui.widgets.forms import WaitScene, hint_line, progress_middle
from game.workshop import KeepError, Workshop

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.scene import Scene

KINDS = ("learn", "table")
SEATS = 4  # you and three medium bots, as the ruleset allows
BOTS = ("Anna", "Ben", "Clara", "David", "Emil", "Frida", "Greta", "Hugo", "Ida")
LEVEL = "medium"


def try_it(app: App, workshop: Workshop, kind: str) -> Scene:
    """Open the trial of `workshop`'s draft over the screen on top (the editor): "learn" for
    Learn to play, "table" for a table against medium bots. Returns the screen opened."""
    if kind not in KINDS:
        raise ValueError(f"a trial is one of {', '.join(KINDS)}, not {kind!r}")
    return app.scenes.open("workshop_trial", workshop, kind)


def trial_setup(ruleset_id: str, doc: dict[str, Any]) -> GameSetup:
    """You and medium bots (four seats, or as many as the ruleset seats)."""
    seats = doc.get("players", {})
    count = max(int(seats.get("min", 2)), min(SEATS, int(seats.get("max", SEATS))))
    people = [SeatSetup("", human=True)]
    bots = [SeatSetup(BOTS[i % len(BOTS)], level=LEVEL) for i in range(count - 1)]
    return GameSetup(ruleset=ruleset_id, seats=people + bots)


def saved_for_trial(workshop: Workshop) -> str:
    """Save the draft and read the folder again; the id the game knows the file by (on a
    thread). KeepError when it cannot be saved (its id is another file's)."""
    path = workshop.save()
    rulecache.rescan()
    ruleset_id = str(path)
    if not rulecache.known(ruleset_id):
        raise KeepError(msg("workshop.keep.unreadable", file=str(path)))
    rulecache.rules(ruleset_id)  # compiled here, not in the table's first frame
    return ruleset_id


class TrialScene(WaitScene):
    """Saving and reading the rules for the trial (the scene "workshop_trial"), then the
    trial's table or Learn to play in its place."""

    title = staticmethod(lambda: tr("tryit.title"))

    def __init__(self, workshop: Workshop, kind: str) -> None:
        super().__init__()
        self.workshop = workshop
        self.kind = kind
        self.job: Job[str] | None = None
        self.problem = ""

    def busy(self) -> bool:
        return self.job is not None and not self.job.done

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.problem:
            return
        if self.job is None:
            self.workshop.poll()
            if self.workshop.playable:
                self.job = Job(lambda _say: saved_for_trial(self.workshop), name="trial")
            elif self.workshop.checked:
                count = max(1, len(self.workshop.problems()))
                self.problem = tr("tryit.not_playable", count=count)
            return
        if not self.job.done:
            return
        error = self.job.exception
        if error is not None:
            if not isinstance(error, (ValueError, OSError)):
                raise RuntimeError(f"getting the trial ready failed:\n{self.job.error}")
            why = said(error.message) if isinstance(error, KeepError) else str(error)
            self.problem = screen_text(tr("tryit.cannot", why=why))
            return
        assert self.app is not None and self.job.result is not None
        self.app.scenes.replace(self._trial(self.job.result))

    def _trial(self, ruleset_id: str) -> Scene:
        assert self.app is not None
        scenes = self.app.scenes
        if self.kind == "learn":
            return scenes.make("learn", ruleset_id, {}, back_below=True)
        setup = trial_setup(ruleset_id, rulecache.document(ruleset_id))
        options = TableOptions.from_prefs(autosave=False, back_below=True)
        return scenes.make("table", setup, options)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        words = self.problem or (
            tr("tryit.checking") if self.job is None else tr("tryit.getting_ready")
        )
        progress_middle(surface, self, words, None)
        self.form.draw(surface)
        hint_line(surface, tr("tryit.hint"), self)
