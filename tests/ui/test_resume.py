"""Save after every move, resume in a new controller, and the game goes on event for event."""

from __future__ import annotations

import json

import pytest

from game import i18n
from game.table import savegame
from game.table.options import TableOptions
from game.table.recording import Recorder, resume
from game.table.setup import GameSetup

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
        controller.show_all()  # no screen: everything counts as shown at once
        controller.update(DT)
    controller.listeners.remove(events.extend)
    return events


@pytest.mark.parametrize(
    "ruleset, seed, split",
    [("classic", 3, 25), ("abacus", 8, 40), ("emmi", 5, 30), ("noris", 2, 60)],
)
def test_resume_goes_on_as_the_uninterrupted_game(ruleset, seed, split):
    from game.table.session import TableSession

    a = TableSession(bot_table(ruleset, seed), pace=PACE, bot_process=False)
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
        a.show_all()  # no screen: everything counts as shown at once
        a.update(DT)
        if saved_at and len(events) > saved_at[0][0] + 150:
            break
    assert saved_at, "the game never reached the split"
    index, data = saved_at[0]
    assert data["format"] == savegame.FORMAT
    b, _rec = resume(savegame.SavedGame.from_dict(data), pace=PACE, bot_process=False, write=False)
    remembered = {str(k): bot.memory() for k, bot in b.bots._inline.bots.items()}
    assert json.loads(json.dumps(remembered)) == data["bots"]
    assert any(data["bots"].values()), "the bots remember something of the round"
    later = run(b, 5000)
    expected = events[index:]
    assert len(expected) > 20
    assert later[: len(expected)] == expected


def test_the_file_follows_every_move_and_continue_reads_it(folder):
    from game.table.session import TableSession

    c = TableSession(bot_table("classic", 4), pace=PACE, bot_process=False)
    recorder = Recorder(c)
    c.start_round()
    recorder.flush()  # the file is written by a thread of its own, off the frame
    assert savegame.exists()
    run(c, 40)
    recorder.flush()
    assert json.loads(savegame.path().read_text(encoding="utf-8")) == recorder.last
    loaded = savegame.read()
    assert loaded is not None
    assert savegame.state_to_dict(loaded.state) == recorder.last["state"]
    b, _ = resume(loaded, pace=PACE, bot_process=False)
    assert b.decisions == recorder.last["extra"]["decisions"]
    c.close()
    b.close()


def test_a_finished_match_removes_the_save(folder):
    from game.table.session import TableSession

    c = TableSession(bot_table("huch", 6), pace=PACE, bot_process=False)
    recorder = Recorder(c)
    c.start_round()
    for _ in range(200):
        run(c, 2000)
        if c.match_over:
            break
    assert c.match_over
    recorder.flush()
    assert not savegame.exists()


def test_continue_on_the_title_resumes_the_saved_game(folder):
    import pygame

    from game import userdirs
    from game.table.session import TableSession
    from game.ui.scenes.title import TitleScene
    from game.ui.table.scene import TableScene
    from tests.ui.menu_driver import frames, make_app
    from tests.ui.tablekit import step_until

    c = TableSession(bot_table("noris", 12), pace=PACE, bot_process=False)
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
        title.resume()  # the file is read off the frame, then the table opens
        step_until(app, lambda: app.scenes.top is not title)
        table = app.scenes.top
        assert isinstance(table, TableScene) and table.controller.sitting.recorder is not None
        got = savegame.state_to_dict(table.session.state)
        assert got["hands"] == recorder.last["state"]["hands"]
        assert table.session.match.totals == recorder.last["match"]["totals"]
        table.session.close()
        app.scenes.pop()
        savegame.path().write_text("{damaged", encoding="utf-8")
        userdirs.clear_notices()
        title.resume()
        step_until(app, lambda: title.reading is None)
        assert app.scenes.top is title and not title.continue_button.enabled
        assert userdirs.notices() and list(folder.glob("save.damaged-*.json"))
    finally:
        userdirs.clear_notices()
        pygame.display.quit()


def _to_first_round_end(ruleset: str, seed: int):
    """A bot table played (and saved) up to the end of its first round."""
    from game.table.session import TableSession

    c = TableSession(bot_table(ruleset, seed), pace=PACE, bot_process=False)
    recorder = Recorder(c)
    c.start_round()
    for _ in range(20000):
        if c.round_over:
            break
        c.show_all()  # no screen: everything counts as shown at once
        c.update(DT)
    assert c.round_over and not c.match_over
    recorder.flush()
    return c, recorder


def test_a_finished_round_is_saved_with_its_result_counted_once(folder):
    a, recorder = _to_first_round_end("classic", 4)
    data = json.loads(savegame.path().read_text(encoding="utf-8"))
    assert data == recorder.last and data["state"]["over"]
    assert data["match"]["rounds_played"] == a.match.rounds_played == 1
    assert data["match"]["totals"] == a.match.totals != [0] * a.players
    b, _ = resume(savegame.SavedGame.from_dict(data), pace=PACE, bot_process=False, write=False)
    assert b.round_over and not b.match_over
    assert b.round_events == a.round_events
    assert b.match.totals == a.match.totals and b.match.history == a.match.history
    # Continue: the next round is dealt and played as the uninterrupted game plays it.
    expected = run(a, 300)
    later = run(b, 300)
    assert b.match.rounds_played == a.match.rounds_played
    assert len(expected) > 20 and later == expected
    a.close()
    b.close()


def test_continue_after_quitting_on_the_round_end_shows_it_then_deals_on(folder):
    """Quit while the round's end is up (the app simply goes; the file is what was written at
    that end), then Continue: the same round end over the same totals, then the next round."""
    import pygame

    from game.ui.scenes.results.roundend import RoundEndScene
    from game.ui.table.scene import TableScene
    from tests.ui.menu_driver import frames, make_app

    a, _recorder = _to_first_round_end("noris", 12)
    a.close()
    before = json.loads(savegame.path().read_text(encoding="utf-8"))
    app = make_app()
    try:
        loaded = savegame.read()
        assert loaded is not None
        table = TableScene(
            loaded.setup,
            TableOptions.from_prefs(autosave=True, bot_process=False, speed=60.0, pace=0.05),
            saved=loaded,
        )
        app.scenes.push(table)
        for _ in range(600):
            frames(app, 1)
            if isinstance(app.scenes.top, RoundEndScene):
                break
        end = app.scenes.top
        assert isinstance(end, RoundEndScene)
        scores = tuple(a.round_events[0][2])
        assert end.result.scores == scores
        assert list(end.result.totals_before) == [
            t - s for t, s in zip(a.match.totals, scores, strict=True)
        ]
        assert end.result.winner == a.round_events[0][1]
        assert end.result.hands == a.round_events[0][3]["hands"]
        # Quitting again on the same screen leaves the same save.
        assert json.loads(savegame.path().read_text(encoding="utf-8")) == before
        end.choose("next")
        frames(app, 3)
        c = table.session
        assert app.scenes.top is table and not c.round_over
        assert c.match.rounds_played == 1 and c.match.totals == a.match.totals
        assert table.controller.sitting.recorder is not None
        table.controller.sitting.recorder.flush()
        saved = json.loads(savegame.path().read_text(encoding="utf-8"))
        assert not saved["state"]["over"] and saved["match"]["totals"] == a.match.totals
        table.close()
    finally:
        pygame.display.quit()


def test_a_resumed_round_end_is_not_counted_again_in_the_statistics(folder):
    from game.table import stats
    from game.table.session import TableSession

    def play_round(c) -> None:
        for _ in range(20000):
            if c.round_over:
                return
            c.show_all()
            legal = c.legal(c.viewer)
            if c.state.turn == c.viewer and legal:
                c.act(c.viewer, legal[0])
            else:
                c.show_all()  # no screen: everything counts as shown at once
                c.update(DT)
        raise AssertionError("the round did not end")

    setup = GameSetup.single_player("classic", players=3, level="random")
    setup.seed = 5
    a = TableSession(setup, pace=PACE, bot_process=False)
    recorder = Recorder(a)
    a.start_round()
    play_round(a)
    recorder.flush()  # the statistics too are written off the frame
    assert not a.match_over and stats.load().rows[("classic", "random", "")].rounds == 1
    a.close()
    saved = savegame.read()
    assert saved is not None and saved.state.over
    b, again = resume(saved, pace=PACE, bot_process=False)
    again.flush()
    assert stats.load().rows[("classic", "random", "")].rounds == 1
    b.start_round()
    play_round(b)
    again.flush()
    assert stats.load().rows[("classic", "random", "")].rounds == 2
    assert b.match.rounds_played == 2
    b.close()


def played_and_saved(players: int, moves: int) -> list[str]:
    """A Classic bot table played for `moves` and saved; the log's lines as it showed them."""
    from game.table.session import TableSession

    c = TableSession(bot_table("classic", players), pace=PACE, bot_process=False)
    recorder = Recorder(c)
    c.start_round()
    run(c, moves)
    recorder.flush()
    said = list(c.log.lines)
    c.close()
    return said


def test_continue_brings_back_the_log(folder):
    said = played_and_saved(4, 40)
    assert len(said) > 5
    loaded = savegame.read()
    assert loaded is not None
    b, _ = resume(loaded, pace=PACE, bot_process=False)
    assert list(b.log.lines) == said
    b.close()


def test_continued_in_another_language_the_old_lines_read_in_it(folder):
    """Issue 34, point 14: a game saved in English and continued from the title in German
    shows its old log in German, and in Swedish after a switch at the table."""
    import pygame

    from game.ui.scenes.title import TitleScene
    from game.ui.table.scene import TableScene
    from tests.ui.menu_driver import frames, make_app
    from tests.ui.tablekit import step_until

    english = played_and_saved(3, 30)
    app = make_app()
    i18n.set_language("de")
    try:
        title = TitleScene()
        app.scenes.push(title)
        frames(app)
        title.resume()
        step_until(app, lambda: isinstance(app.scenes.top, TableScene))
        table = app.scenes.top
        german = list(table.session.log.lines)
        assert len(german) == len(english) and "— Runde 1 —" in german
        assert not set(german) & set(english) - {"— Runde 1 —"}
        i18n.set_language("sv")
        swedish = list(table.session.log.lines)
        assert "— Runda 1 —" in swedish and not set(swedish) & set(german)
        table.session.close()
    finally:
        i18n.set_language("en")
        pygame.display.quit()
