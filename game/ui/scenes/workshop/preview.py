"""What a draft changes (the scene "workshop_preview", made with the `Workshop`): rounds of the
draft and of the ruleset it came from, played by medium bots in worker processes
(`game.sim.preview`), then compared side by side as small charts (`report`).

Only a draft without problems is previewed; one with problems says so and points back to the
editor. The frame never waits for the rounds: the preview runs in other processes, and even
starting it (reading the original ruleset, compiling both, starting the workers) happens on a
thread of its own (`Job`); each frame only asks how far it got. Leaving the screen (Back, the
one way out, also while the rounds are played) stops the workers. The pool of workers is
kept for the next preview (`shared_pool`): previewing the draft again after a change plays the
draft's rounds only, the original's figures are kept.
"""

from __future__ import annotations

import atexit
import threading
from dataclasses import dataclass
from typing import Any

import pygame

from game.background import Job
from game.files import screen_text
from game.i18n import language, text_of, tr
from game.sim.preview import PreviewJob, PreviewPool, Progress
from game.sim.preview_figures import CANCELLED, DONE, FAILED
from game.ui.scenes.workshop import report
from game.ui.widgets.controls import TEXT_DIM, Button, blit_text, panel
from game.ui.widgets.forms import FormScene, hint_line, progress_middle
from game.workshop import Workshop
from game.workshop.keep import Origin, open_file, rulesets_folder

PLAYERS = 4
ROUNDS = 2000
SEED = 0  # the same rounds every time: a change of the figures is the change of the rules
FALLBACK = "classic"  # what a draft that came from nowhere is compared with

_pool: PreviewPool | None = None
_pool_lock = threading.Lock()


def shared_pool() -> PreviewPool:
    """The preview's worker processes, started on first use and kept until the program ends."""
    global _pool
    with _pool_lock:
        if _pool is None:
            _pool = PreviewPool()
            atexit.register(close_shared_pool)
        return _pool


def close_shared_pool() -> None:
    """Let the workers go (at exit; the tests, after a preview)."""
    global _pool
    with _pool_lock:
        pool, _pool = _pool, None
    if pool is not None:
        pool.close()


def against_document(origin: Origin | None) -> dict[str, Any]:
    """The validated document the draft is compared with: the ruleset it came from (a built-in
    one, or one of the player's own, read through the workshop's checked reader), else
    Classic. On a thread: reading and validating a file takes a moment."""
    from game.ruleset import check_document, find_ruleset, load_document, shipped_ruleset_ids

    if origin is not None and origin.id in shipped_ruleset_ids():
        return load_document(find_ruleset(origin.id))
    own = rulesets_folder() / f"{origin.id}.yaml" if origin is not None and origin.id else None
    if own is not None and own.is_file():
        try:
            filled, problems = check_document(open_file(own).doc, str(own))
            if filled is not None and not problems:
                return filled
        except ValueError:  # KeepError: changed since, no ruleset any more: Classic
            pass
    return load_document(find_ruleset(FALLBACK))


@dataclass(frozen=True)
class Started:
    """A preview under way, and the name of the ruleset the draft is compared with."""

    job: PreviewJob
    against: Any  # its name as the ruleset writes it: a string or {language: text}


def start_preview(workshop: Workshop) -> Started:
    """Start the preview of a checked, playable draft (on a thread: see the module doc)."""
    report_now = workshop.report
    assert report_now is not None and report_now.filled is not None
    draft = report_now.filled
    against = against_document(workshop.origin)
    seats = draft.get("players", {})
    players = max(int(seats.get("min", 2)), min(PLAYERS, int(seats.get("max", PLAYERS))))
    pool = shared_pool()
    try:
        job = pool.start(draft, against=against, players=players, rounds=ROUNDS, seed=SEED)
    except ValueError:  # the original cannot seat as many: the draft alone
        return Started(pool.start(draft, players=players, rounds=ROUNDS, seed=SEED), None)
    return Started(job, against.get("name", ""))


class PreviewScene(FormScene):
    title = staticmethod(lambda: tr("preview.title"))

    def __init__(self, workshop: Workshop) -> None:
        super().__init__()
        self.workshop = workshop
        self.starting: Job[Started] | None = None
        self.against: Any = None  # the name of what the draft is compared with, once known
        self.job: PreviewJob | None = None
        self.progress: Progress | None = None
        self._drawn: tuple[Any, pygame.Surface] | None = None  # the report as last drawn

    # -- the preview -----------------------------------------------------------------------
    def start(self) -> None:
        """Start (again): once the draft is checked and playable."""
        if not self.workshop.playable:
            return
        self.job, self.progress = None, None
        self.starting = Job(lambda _say: start_preview(self.workshop), name="preview-start")

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.progress = self.job.poll()

    @property
    def state(self) -> str:
        """checking, problems, starting, running, done, cancelled or failed."""
        if self.starting is not None:
            return "starting"
        if self.progress is not None:
            return self.progress.status
        if self.job is not None:
            return "starting"
        return "problems" if self.workshop.checked else "checking"

    def fraction(self) -> float:
        """How much of the preview has been played (0 to 1)."""
        return self.progress.fraction if self.progress is not None else 0.0

    def result(self) -> Any:
        return self.job.result() if self.job is not None else None

    def texts(self) -> list[str]:
        """The words on the screen now (the tests read them)."""
        found = self.result()
        if self.state == DONE and found is not None:
            return report.texts(found)
        return [self.words()]

    def words(self) -> str:
        """The sentence over the progress bar, or where the report would be."""
        state = self.state
        if state == "checking":
            return tr("preview.checking")
        if state == "problems":
            return tr("preview.has_problems", count=max(1, len(self.workshop.problems())))
        if state == "starting":
            return tr("preview.starting")
        progress = self.progress
        assert progress is not None
        if state == CANCELLED:
            return tr("preview.cancelled")
        if state == FAILED:
            return tr("preview.failed_run", error=progress.error)
        return tr("preview.running", done=progress.done, total=progress.total)

    # -- the screen ------------------------------------------------------------------------
    def build(self) -> None:
        self.again_button = self.form.add(
            Button(lambda: tr("preview.again"), self.start, style="primary")
        )
        self.back_button = self.form.add(
            Button(lambda: tr("common.back"), self.back, style="quiet")
        )
        self.start()
        self._show_buttons()

    def layout(self) -> None:
        w, _h = self.size
        self.back_button.rect = self.bottom_row(self.px(32), self.px(180))
        self.again_button.rect = self.bottom_row(0, self.px(260), right=True)
        self.box = pygame.Rect(
            self.px(24), self.px(78), w - self.px(48), self.size[1] - self.px(78 + 100)
        )

    def _show_buttons(self) -> None:
        state = self.state
        self.again_button.visible = state in (CANCELLED, FAILED)
        focused = self.form.focused
        if focused is not None and not focused.visible:
            self.form.focus(self.back_button)

    def on_exit(self) -> None:
        """Leaving the screen stops the preview (the workers stay for the next one)."""
        if self.app is not None and self in list(self.app.scenes):
            return  # only covered
        self.cancel()
        if self.starting is not None and not self.starting.done:
            # still starting: the preview it starts is stopped as soon as it is there
            threading.Thread(target=self._cancel_when_started, daemon=True).start()

    def _cancel_when_started(self) -> None:
        starting = self.starting
        if starting is not None and starting.wait(60) and starting.result is not None:
            starting.result.job.cancel()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.workshop.poll()
        if self.state == "checking" and self.workshop.playable:
            self.start()  # the check came in after the screen opened
        starting = self.starting
        if starting is not None and starting.done:
            self.starting = None
            if starting.exception is not None:
                self.progress = Progress(0, 0, FAILED, str(starting.exception))
                self.job = None
            else:
                assert starting.result is not None
                self.job, self.against = starting.result.job, starting.result.against
        if self.job is not None:
            self.progress = self.job.poll()
        self._show_buttons()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        found = self.result()
        if self.state == DONE and found is not None:
            self._draw_report(surface, found)
        else:
            share = self.progress.fraction if self.state == "running" and self.progress else None
            progress_middle(surface, self, self.words(), share)
            if self.state in ("starting", "running"):
                self._compared_line(surface)
            if self.state == "problems":
                self._problem_lines(surface)
        self.form.draw(surface)
        hint_line(surface, tr("preview.hint"), self)

    def _compared_line(self, surface: pygame.Surface) -> None:
        """What is played, under the progress bar: the draft and what it is compared with."""
        w, h = self.size
        draft = text_of(self.workshop.draft.doc.get("name", ""))
        if self.against is None:
            return  # not known yet, or the draft is played alone
        against = text_of(self.against)
        words = tr("preview.comparing", draft=screen_text(draft), against=screen_text(against))
        blit_text(
            surface,
            words,
            self.px(16),
            (w // 2, h // 2 + self.px(48)),
            anchor="midtop",
            colour=TEXT_DIM,
            width=w - self.px(160),
        )

    def _draw_report(self, surface: pygame.Surface, found: Any) -> None:
        """The report, drawn once and then copied (its first drawing takes a few dozen
        milliseconds of text; the screen stays as it is until the window or language changes)."""
        key = (id(found), self.box.size, surface.get_size(), language())
        if self._drawn is not None and self._drawn[0] == key:
            surface.blit(self._drawn[1], self.box.topleft)
            return
        panel(surface, self.box, radius=self.px(14))
        inner = self.box.inflate(-self.px(28), -self.px(24))
        report.draw(surface, inner, found, self.report_sizes())
        self._drawn = (key, surface.subsurface(self.box.clip(surface.get_rect())).copy())

    def report_sizes(self) -> report.Sizes:
        small = max(11, self.px(14))
        return report.Sizes(
            text=max(12, self.px(16)), small=small, head=max(12, self.px(18)), gap=self.px(12)
        )

    def problem_lines(self) -> list[str]:
        """The first few problems, each after the label of its field, with what to change."""
        lines = []
        for problem in self.workshop.problems()[:4]:
            field = self.workshop.field(problem.field)
            label = field.label if field is not None else ""
            line = f"{label}: {problem.message}" if label else problem.message
            lines.append(screen_text(f"{line} · {problem.fix}" if problem.fix else line))
        return lines

    def _problem_lines(self, surface: pygame.Surface) -> None:
        """The problems under the sentence, so the reader knows what to fix."""
        w, h = self.size
        y = h // 2 + self.px(40)
        for line in self.problem_lines():
            blit_text(
                surface,
                line,
                self.px(15),
                (w // 2, y),
                anchor="midtop",
                colour=TEXT_DIM,
                width=w - self.px(160),
            )
            y += self.px(24)
