"""A crash, not a stop, sets a saved game aside: the crash guard (and, for a crash that kills
the process outright, faulthandler) marks the save being resumed; a stop leaves the mark empty
and the save is kept. A save that crashed the game is set aside once, with a notice."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

import pygame
import pytest

from game import resumeguard, userdirs
from game.dev.e2e import press_continue
from game.i18n import set_language, tr
from game.table import savegame
from game.ui import main
from game.ui.app import App
from game.ui.table.scene import TableScene
from tests.helpers import PATIENCE
from tests.savekit import damaged_files, write_a_save

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.fixture(autouse=True)
def folder(own_data):
    yield own_data
    resumeguard.resumed()


def play_from_the_title(crash: str | None) -> int:
    """The title, Continue pressed after its first frame, and a table that raises on its first
    update (`crash` "first") or on its first once the resumed game runs ("running"), or (None)
    is left by Quit once it runs. Conditions, not counts of frames: the game time is only a
    safety net."""
    real = TableScene.update

    def update(self: TableScene, dt: float) -> None:
        if crash == "first" or (crash == "running" and self.controller.sitting.resuming is False):
            raise ZeroDivisionError("a bug in the table")
        real(self, dt)

    def quit_once_it_runs(app: App) -> None:
        top = app.scenes.top
        if (
            crash is None
            and isinstance(top, TableScene)
            and top.controller.sitting.resuming is False
        ):
            app.quit()

    TableScene.update = update  # type: ignore[method-assign]
    try:
        code = main.launch(
            main.first_scene,
            hooks=[press_continue, quit_once_it_runs],
            max_seconds=120,
            crash_seconds=0.1,
        )
    finally:
        TableScene.update = real  # type: ignore[method-assign]
        pygame.display.quit()
    return code


def test_a_crash_while_resuming_costs_the_save_exactly_once(folder):
    write_a_save()
    assert play_from_the_title(crash="first") == 1
    marker = folder / "save.resuming"
    assert "ZeroDivisionError: a bug in the table" in marker.read_text(encoding="utf-8")
    assert (folder / "save.json").exists()  # until the next start
    assert not savegame.exists()  # the next start: set aside ...
    assert len(damaged_files(folder)) == 2  # ... the save, and the report beside it
    assert not marker.exists()
    (said,) = userdirs.notices()
    assert "stopped with an error" in said and "saved game" in said  # not "could not be read"
    assert savegame.read() is None and not savegame.exists()  # and never again
    assert len(damaged_files(folder)) == 2 and len(userdirs.notices()) == 1


@pytest.mark.parametrize("language", ["de", "sv"])
def test_the_crash_notice_has_words_of_its_own(folder, language):
    write_a_save()
    resumeguard.marker(savegame.path()).write_text("Traceback ...", encoding="utf-8")
    set_language(language)
    try:
        assert savegame.read() is None
        (said,) = userdirs.notices()
        damaged = tr("notice.damaged", what="", file="").split()[0:2]
        assert said.split()[0:2] != damaged and "save.damaged-" in said
    finally:
        set_language("en")


def test_a_crashed_save_that_cannot_be_moved_is_left_out_once(folder, monkeypatch):
    write_a_save()
    resumeguard.marker(savegame.path()).write_text("Traceback ...", encoding="utf-8")
    real = os.replace

    def read_only(*_args: object) -> None:
        raise PermissionError("a read-only folder")

    monkeypatch.setattr(os, "replace", read_only)
    assert savegame.read() is None  # left out this time ...
    assert "could not be moved aside" in userdirs.notices()[0]
    monkeypatch.setattr(os, "replace", real)
    assert savegame.read() is not None  # ... and tried again at the next start


def test_a_crash_once_the_resumed_game_runs_keeps_the_save(folder):
    write_a_save()
    assert play_from_the_title(crash="running") == 1
    assert not (folder / "save.resuming").exists()
    assert savegame.read() is not None and not damaged_files(folder)


def test_a_resume_without_a_crash_leaves_no_mark(folder):
    write_a_save()
    assert play_from_the_title(crash=None) == 0
    assert not (folder / "save.resuming").exists() and not resumeguard.resuming()
    assert savegame.read() is not None and not damaged_files(folder)


def end_while_resuming(folder, how: str) -> subprocess.CompletedProcess:
    """A program that starts resuming the save in `folder`, then dies by `how`."""
    script = textwrap.dedent(
        f"""
        import os, signal
        from game import resumeguard
        from game.table import savegame
        resumeguard.begin_resume(savegame.path())
        assert savegame.read() is not None
        os.kill(os.getpid(), signal.{how})
        """
    )
    env = {**os.environ, "MAUMAU_DATA_DIR": str(folder)}
    return subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, timeout=PATIENCE
    )


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_a_kill_while_resuming_keeps_the_save(folder):
    """SIGKILL, or a power cut: nothing could be written, and nothing is lost."""
    write_a_save()
    ended = end_while_resuming(folder, "SIGKILL")
    assert ended.returncode == -signal.SIGKILL
    assert (folder / "save.resuming").exists()
    assert savegame.read() is not None
    assert not (folder / "save.resuming").exists() and not damaged_files(folder)
    assert not userdirs.notices()


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("how", ["SIGSEGV", "SIGABRT"])
def test_a_crash_that_kills_the_process_while_resuming_costs_the_save_once(folder, how):
    """A segfault in SDL or an abort: no Python guard runs, faulthandler writes the stacks
    into the mark; the next start sets the save aside with that report beside it."""
    write_a_save()
    ended = end_while_resuming(folder, how)
    assert ended.returncode == -getattr(signal, how)
    assert not savegame.exists()
    report = [name for name in damaged_files(folder) if name.endswith(".crash.txt")]
    assert len(report) == 1
    assert "Fatal Python error" in (folder / report[0]).read_text(encoding="utf-8")
    assert savegame.read() is None and len(damaged_files(folder)) == 2
