"""Two running copies never write the same save: the first holds a lock in the data folder,
the second says a game is already open; a lock left by a dead process is taken over. New game
asks before it replaces a saved match."""

from __future__ import annotations

import os
import subprocess
import sys

import pygame
import pytest

from game import userdirs
from game.i18n import set_language, tr
from game.table import rulecache, savegame
from game.ui.scenes.menu import ConfirmDialog
from tests.helpers import PATIENCE, another_program, first_frame_scene
from tests.ui.menu_driver import click_widget, frames, make_app


@pytest.fixture
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    yield tmp_path
    userdirs.release_lock()


def test_the_first_copy_takes_the_lock_and_gives_it_back(data):
    assert userdirs.take_lock() is None
    assert (data / userdirs.LOCK_NAME).read_text().split()[0] == str(os.getpid())
    userdirs.release_lock()
    assert not (data / userdirs.LOCK_NAME).exists()


def test_a_second_copy_finds_the_first(data):
    other = another_program()
    try:
        (data / userdirs.LOCK_NAME).write_text(str(other.pid))
        assert userdirs.take_lock() == other.pid
        userdirs.release_lock()  # not ours: left alone
        assert (data / userdirs.LOCK_NAME).exists()
    finally:
        other.kill()
        other.wait()


def test_a_dead_copys_lock_is_taken_over(data):
    gone = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        check=True,
        capture_output=True,
        text=True,
    )
    (data / userdirs.LOCK_NAME).write_text(gone.stdout.strip())
    assert userdirs.take_lock() is None
    assert (data / userdirs.LOCK_NAME).read_text().split()[0] == str(os.getpid())


def test_the_second_window_says_a_game_is_already_open(data):
    other = another_program()
    try:
        (data / userdirs.LOCK_NAME).write_text(str(other.pid))
        env = {"MAUMAU_CONFIG_DIR": str(data / "config"), "MAUMAU_DATA_DIR": str(data)}
        assert first_frame_scene(data / "status.json", env) == "AlreadyOpenScene"
    finally:
        other.kill()
        other.wait()


@pytest.mark.parametrize("language", ["en", "de", "sv"])
def test_new_game_asks_before_it_replaces_a_saved_match(data, language):
    """Opening New game only to look asks nothing; dealing asks, once, whether the new game
    may replace the saved match."""
    from game.ui.table.scene import TableScene

    set_language(language)
    try:
        savegame.path().write_text("{}")  # a save is there (read only when continued)
        app = make_app()
        app.scenes.push(app.scenes.make("title"))
        frames(app)
        rulecache.preload().join()  # New game opens once the rulesets are read (whatever ran before)
        title = app.scenes.top
        click_widget(app, next(b for b in title.form.widgets if b.text() == tr("title.new_game")))
        frames(app)
        new_game = app.scenes.top
        assert type(new_game).__name__ == "NewGameScene"
        dealt(app, new_game)  # "Deal the cards"
        question = app.scenes.top
        assert isinstance(question, ConfirmDialog)
        assert question.question == tr("title.replace_saved")
        assert "{" not in question.question and question.question != "title.replace_saved"
        click_widget(app, question.no)
        frames(app)
        assert app.scenes.top is new_game  # back to look at it, nothing dealt
        dealt(app, new_game)
        click_widget(app, app.scenes.top.yes)
        frames(app)
        table = app.scenes.top
        assert isinstance(table, TableScene)
        table.close()
    finally:
        set_language("en")
        pygame.display.quit()


def test_new_game_asks_nothing_without_a_save(data):
    app = make_app()
    try:
        app.scenes.push(app.scenes.make("title"))
        frames(app)
        rulecache.preload().join()  # New game opens once the rulesets are read (whatever ran before)
        title = app.scenes.top
        click_widget(app, next(b for b in title.form.widgets if b.text() == tr("title.new_game")))
        frames(app)
        assert type(app.scenes.top).__name__ == "NewGameScene"
    finally:
        pygame.display.quit()


def dealt(app, new_game) -> None:  # type: ignore[no-untyped-def]
    """Start pressed: the choices are checked on a thread (waited for, not counted in frames),
    then the question comes."""
    new_game.start()
    job = new_game.choices.checking
    assert job is not None and job.wait(PATIENCE)
    frames(app)
