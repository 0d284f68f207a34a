"""Issue 32, case 7: the resume guard is armed only while the saved game is being resumed.
Continue pressed, then at once another title button or a file dropped on the window, or the
resumed table left before its first frame showed: the resume is given up, and a crash later in
that run does not set the good save aside as "crashed while resuming it".

Driven through the real loop (`main.launch`, as test_resume_guard.py does); each step waits for
a condition of the screens, never for a count of frames."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import resumeguard
from game.table import rulecache, savegame
from game.ui import main
from game.ui.scenes.title import TitleScene
from game.ui.table.scene import TableScene
from tests.savekit import damaged_files, write_a_save
from tests.ui.workshopkit import write_ruleset

Step = tuple[Callable[[Any], bool], Callable[[Any], None]]


@pytest.fixture(autouse=True)
def folder(own_data: Path):
    yield own_data
    resumeguard.resumed()


class Script:
    """A hook run after every frame: each step's action once its condition holds, in order."""

    def __init__(self, steps: list[Step]) -> None:
        self.steps = list(steps)
        self.done: list[int] = []

    def __call__(self, app: Any) -> None:
        if self.steps and self.steps[0][0](app):
            _when, then = self.steps.pop(0)
            self.done.append(len(self.done))
            then(app)


def title_ready(app: Any) -> bool:
    top = app.scenes.top
    return isinstance(top, TitleScene) and top.frames_drawn > 0 and rulecache.ready()


def on_top(scene_id: str) -> Callable[[Any], bool]:
    return lambda app: app.scenes.top is not None and app.scenes.top.scene_id == scene_id


def crash(_app: Any) -> None:
    raise ZeroDivisionError("a bug far from the save")


def run(steps: list[Step]) -> int:
    script = Script(steps)
    try:
        # Game time only as a safety net: the script's crash ends the run.
        code = main.launch(main.first_scene, hooks=[script], max_seconds=120, crash_seconds=0.1)
    finally:
        pygame.display.quit()
    assert not script.steps, f"the run ended before step {len(script.done)}"
    return code


def assert_save_kept(folder: Path) -> None:
    assert not resumeguard.marker(savegame.path()).exists()
    assert savegame.read() is not None and not damaged_files(folder)


def continue_then(other: Callable[[TitleScene], None]) -> Callable[[Any], None]:
    def act(app: Any) -> None:
        title = app.scenes.top
        title.resume()
        assert resumeguard.resuming() and title.reading is not None
        other(title)  # at once: before the save is read

    return act


def test_another_button_gives_the_resume_up(folder: Path) -> None:
    write_a_save()

    def new_game(title: TitleScene) -> None:
        title.new_game()
        assert not resumeguard.resuming()

    assert run([(title_ready, continue_then(new_game)), (on_top("new_game"), crash)]) == 1
    assert "a bug far from the save" in (folder / "crash.log").read_text(encoding="utf-8")
    assert_save_kept(folder)


def test_a_dropped_file_gives_the_resume_up(folder: Path, tmp_path: Path) -> None:
    write_a_save()
    dropped = write_ruleset(tmp_path / "dropped.yaml")

    def drop(_title: TitleScene) -> None:
        event = pygame.event.Event(pygame.DROPFILE, file=str(dropped), window_id=0)
        pygame.event.post(event)  # handled at the start of the next frame

    steps = [(title_ready, continue_then(drop)), (on_top("workshop_import"), crash)]
    assert run(steps) == 1
    assert_save_kept(folder)


def test_a_table_left_before_its_first_frame_gives_the_resume_up(folder: Path) -> None:
    write_a_save()

    def leave(app: Any) -> None:
        table = app.scenes.top
        assert table.controller.sitting.resuming == "loading" and resumeguard.resuming()
        table.leave()
        assert not resumeguard.resuming()

    steps = [
        (title_ready, lambda app: app.scenes.top.resume()),
        (lambda app: isinstance(app.scenes.top, TableScene), leave),
        (lambda app: isinstance(app.scenes.top, TitleScene), crash),
    ]
    assert run(steps) == 1
    assert_save_kept(folder)


def test_a_crash_while_the_save_is_read_still_marks_it(folder: Path, monkeypatch) -> None:
    """The guard still does its work: a crash in the resume itself costs the save once."""
    write_a_save()

    def read_and_fail() -> None:
        raise ZeroDivisionError("a bug in reading the save")

    monkeypatch.setattr(savegame, "read", read_and_fail)
    assert run([(title_ready, lambda app: app.scenes.top.resume())]) == 1
    assert "a bug in reading the save" in resumeguard.marker(savegame.path()).read_text(
        encoding="utf-8"
    )
