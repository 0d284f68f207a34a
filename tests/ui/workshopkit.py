"""What the workshop's screen tests share: a stand-in for the editor (another branch builds the
real one), ruleset files to import, and a window with the title under the workshop."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game.ui.app import App
from game.ui.scene import Scene
from game.workshop import Workshop
from tests.sim.preview_rulesets import NEVER_ENDS
from tests.ui.menu_driver import frames_until

DT = 1 / 60


class StandInEditor(Scene):
    """Stands for the scene "workshop_edit": it holds the workshop it was made with."""

    def __init__(self, workshop: Workshop) -> None:
        super().__init__()
        self.workshop = workshop

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((20, 60, 40))


@pytest.fixture
def editor_stand_in(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui import scenes

    monkeypatch.setitem(scenes.SCENES, "workshop_edit", "tests.ui.workshopkit:StandInEditor")


@pytest.fixture
def trial_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Data and config folders of the test's own. A trial saves its rules there and has the
    folder read; afterwards the usual folders are put back and read again, so the tests that
    come next list no ruleset of this test's."""
    from game import userdirs
    from game.table import rulecache

    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("MAUMAU_CONFIG_DIR", str(tmp_path / "config"))
    userdirs.clear_notices()
    yield tmp_path
    monkeypatch.undo()
    userdirs.clear_notices()
    rulecache.start_rescan()


def queen_plays_again() -> Workshop:
    """Classic with a Queen that plays again (issue 26's example), checked and playable."""
    workshop = Workshop.start_from("classic", background=False)
    workshop.draft.add(("ranks", "queen", "effects"), "play_again")
    workshop.poll()
    assert workshop.playable, workshop.problems()
    return workshop


def write_ruleset(path: Path, ruleset: str = "classic") -> Path:
    """A good ruleset file at `path`: a copy of a built-in one as the workshop writes it."""
    workshop = Workshop.start_from(ruleset, background=False)
    return workshop.export(path)


def write_never_ending(path: Path) -> Path:
    path.write_text(NEVER_ENDS, encoding="utf-8")
    return path


def step_until(app: App, done: Callable[[], bool], what: str = "the condition") -> None:
    """Frames until `done()` (threads and worker processes get real time between them)."""
    frames_until(app, done, what)


def drop(app: App, name: str) -> None:
    """A file dropped on the window, as SDL reports it."""
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=name, window_id=0))
    app.step(DT)
