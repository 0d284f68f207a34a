"""Save after every move, resume in a new controller, and the game goes on event for event."""

from __future__ import annotations

import json

import pytest

from game import savegame
from game.setup import GameSetup
from game.ui.saving import Recorder, resume

DT = 0.05
PACE = (0.1, 0.3)


def bot_table(ruleset: str, seed: int) -> GameSetup:
    setup = GameSetup.single_player(ruleset, players=4, level="medium")
    setup.seats[0].human = False
    setup.seed = seed
    return setup


@pytest.fixture(autouse=True)
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    return tmp_path


def run(controller, steps: int) -> list:
    events: list = []
    controller.listeners.append(events.extend)
    for _ in range(steps):
        if controller.round_over:
            if controller.match_over:
                break
            controller.start_round()
        controller.update(DT)
    controller.listeners.remove(events.extend)
    return events


@pytest.mark.parametrize("ruleset, seed, split", [("classic", 3, 25), ("abacus", 8, 40),
                                                   ("emmi", 5, 30), ("noris", 2, 60)])
def test_resume_goes_on_as_the_uninterrupted_game(ruleset, seed, split):
    from game.ui.controller import GameController

    a = GameController(bot_table(ruleset, seed), pace=PACE, bot_process=False)
    recorder = Recorder(a)
    a.start_round()
    saved_at: list = []
    events: list = []

    def watch(new: list) -> None:
        events.extend(new)
        if a.decisions == split and not saved_at:
            saved_at.append((len(events), json.loads(json.dumps(recorder.last))))

    a.listeners.append(watch)
    for _ in range(5000):
        if a.round_over:
            if a.match_over:
                break
            a.start_round()
        a.update(DT)
        if saved_at and len(events) > saved_at[0][0] + 150:
            break
    assert saved_at, "the game never reached the split"
    index, data = saved_at[0]
    assert data["format"] == savegame.FORMAT
    b, _rec = resume(savegame.SavedGame.from_dict(data), pace=PACE, bot_process=False,
                     write=False)
    remembered = {str(k): bot.memory() for k, bot in b.bots._inline.bots.items()}
    assert json.loads(json.dumps(remembered)) == data["bots"]
    assert any(data["bots"].values()), "the bots remember something of the round"
    later = run(b, 5000)
    expected = events[index:]
    assert len(expected) > 20
    assert later[: len(expected)] == expected


def test_the_file_follows_every_move_and_continue_reads_it(folder):
    from game.ui.controller import GameController

    c = GameController(bot_table("classic", 4), pace=PACE, bot_process=False)
    recorder = Recorder(c)
    c.start_round()
    assert savegame.exists()
    run(c, 40)
    assert json.loads(savegame.path().read_text(encoding="utf-8")) == recorder.last
    loaded = savegame.read()
    assert loaded is not None
    assert savegame.state_to_dict(loaded.state) == recorder.last["state"]
    b, _ = resume(loaded, pace=PACE, bot_process=False)
    assert b.decisions == recorder.last["extra"]["decisions"]
    c.close()
    b.close()


def test_a_finished_match_removes_the_save(folder):
    from game.ui.controller import GameController

    c = GameController(bot_table("huch", 6), pace=PACE, bot_process=False)
    Recorder(c)
    c.start_round()
    for _ in range(200):
        run(c, 2000)
        if c.match_over:
            break
    assert c.match_over
    assert not savegame.exists()


def test_continue_on_the_title_resumes_the_saved_game(folder):
    import pygame

    from game import userdirs
    from game.ui.controller import GameController
    from game.ui.table import TableScene
    from game.ui.title import TitleScene
    from tests.ui.menu_driver import frames, make_app

    c = GameController(bot_table("noris", 12), pace=PACE, bot_process=False)
    recorder = Recorder(c)
    c.start_round()
    run(c, 30)
    c.close()
    app = make_app()
    try:
        title = TitleScene()
        app.scenes.push(title)
        frames(app)
        assert title.continue_button.enabled
        title.resume()
        frames(app, 5)
        table = app.scenes.top
        assert isinstance(table, TableScene) and table.recorder is not None
        got = savegame.state_to_dict(table.controller.state)
        assert got["hands"] == recorder.last["state"]["hands"]
        assert table.controller.match.totals == recorder.last["match"]["totals"]
        table.controller.close()
        app.scenes.pop()
        savegame.path().write_text("{damaged", encoding="utf-8")
        userdirs.clear_notices()
        title.resume()
        frames(app)
        assert app.scenes.top is title and not title.continue_button.enabled
        assert userdirs.notices() and list(folder.glob("save.damaged-*.json"))
    finally:
        userdirs.clear_notices()
        pygame.display.quit()
