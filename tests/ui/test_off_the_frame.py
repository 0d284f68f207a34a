"""The long work behind a click runs on a thread while the window draws a progress line:
Learn to play's search for its round, Continue's reading of the save, the check before a deal.
Speed itself is measured by `python -m game bench-ui`, not here."""

from __future__ import annotations

import threading

import pygame
import pytest

from game.dev.userfolder import big_ruleset
from game.guide import search
from game.table import rulecache, savegame
from game.ui.scenes.learning import LearnPreparing
from game.ui.scenes.newgame.scene import NewGameScene
from game.ui.scenes.title import TitleScene
from game.ui.table.learn import LearnScene
from game.ui.table.scene import TableScene
from tests.savekit import write_a_save
from tests.ui.menu_driver import make_app
from tests.ui.tablekit import step_until


@pytest.fixture(autouse=True)
def data(own_data, monkeypatch):
    yield own_data
    monkeypatch.undo()
    rulecache.start_rescan()  # the folder of the tests that read one goes
    pygame.display.quit()


def on_thread(module, name: str, monkeypatch) -> list[str]:
    """Patch `module.name` to note the thread each call runs on."""
    threads: list[str] = []
    real = getattr(module, name)

    def noted(*args, **options):
        threads.append(threading.current_thread().name)
        return real(*args, **options)

    monkeypatch.setattr(module, name, noted)
    return threads


def test_learn_to_play_finds_its_round_off_the_frame(data, monkeypatch):
    """A ruleset of 256 cards: its search took one frame of 2.9 s."""
    path = data / "rulesets" / "big.yaml"
    path.parent.mkdir()
    path.write_text(big_ruleset(), encoding="utf-8")
    rulecache.rescan()
    monkeypatch.setattr(search, "_FOUND", {})
    threads = on_thread(search, "find_course", monkeypatch)
    app = make_app((1024, 600))
    app.scenes.open("learn", str(path), {})
    preparing = app.scenes.top
    assert isinstance(preparing, LearnPreparing)
    surface = pygame.Surface(app.size)
    step_until(app, lambda: preparing.tried[0] > 0 or preparing.job.done)
    preparing.draw(surface)  # the progress line
    assert preparing.job.wait(120)  # however busy the machine
    step_until(app, lambda: isinstance(app.scenes.top, LearnScene))
    assert threads == ["learn-search"]
    assert [type(s).__name__ for s in app.scenes] == ["LearnScene"]  # it took the place
    app.scenes.top.close()


def test_learn_to_play_says_when_its_ruleset_is_gone(data):
    app = make_app((1024, 600))
    app.scenes.open("learn", str(data / "gone.yaml"), {})
    preparing = app.scenes.top
    assert preparing.job.wait(60)  # it waits for the folder's scan, then finds no such file
    step_until(app, lambda: bool(preparing.problem))
    assert app.scenes.top is preparing and "gone.yaml" in preparing.problem
    preparing.draw(pygame.Surface(app.size))


def test_continue_reads_the_save_off_the_frame(data, monkeypatch):
    write_a_save()
    threads = on_thread(savegame, "read", monkeypatch)
    app = make_app((1024, 600))
    title = TitleScene()
    app.scenes.push(title)
    app.step(1 / 60)
    title.resume()
    assert title._continue_text() != "Continue"  # it says the game is being opened
    step_until(app, lambda: app.scenes.top is not title)
    assert threads == ["read-save"] and isinstance(app.scenes.top, TableScene)
    app.scenes.top.close()


def test_the_deal_is_checked_off_the_frame(data, monkeypatch):
    from game.table import newgameform

    threads = on_thread(newgameform, "_problems", monkeypatch)
    rulecache.rescan()
    app = make_app((1024, 600))
    scene = NewGameScene()
    app.scenes.push(scene)
    step_until(app, lambda: not scene.busy())
    scene.start()
    assert app.scenes.top is scene and scene.busy()
    step_until(app, lambda: app.scenes.top is not scene)
    assert threads == ["new-game-check"] and isinstance(app.scenes.top, TableScene)
    app.scenes.top.close()


def test_new_game_waits_for_the_built_in_rulesets_instead_of_reading_them_in_a_frame(
    data, monkeypatch
):
    """The random UI run of issue 23: on a busy machine the rulesets' thread was not done
    13 s in, and New game read two of them in its first frame (0.6 s)."""
    real_ready = rulecache.ready
    ready = [False]
    monkeypatch.setattr(rulecache, "ready", lambda: ready[0] and real_ready())
    app = make_app((1024, 600))
    title = TitleScene()
    app.scenes.push(title)
    title.new_game()
    app.step(0.016)
    assert app.scenes.top is title and title.waiting is not None and title.busy()
    title.draw(pygame.Surface(app.size))  # the line that says why
    ready[0] = True
    rulecache.preload().join()
    step_until(app, lambda: isinstance(app.scenes.top, NewGameScene))
    assert title.waiting is None
