"""A round resumed from a save is kept like any other: Continue (the title's), played to the
round's end through the real scene loop, gives "Watch again" on its results, a file in
`rounds/` that reads back checked through, and a row in Statistics → Watch a round again. The
same for a kid round whose game was ended by SIGTERM and then continued."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import userdirs
from game.table import rulecache, savegame
from game.table.keptrounds import kept_files
from game.table.options import TableOptions
from game.table.replaying import read_round
from game.table.setup import GameSetup, SeatSetup
from game.ui.app import App
from game.ui.scenes.replay.listing import KeptRoundsScene
from game.ui.scenes.results.kid import KidRoundEndScene
from game.ui.scenes.results.roundend import RoundEndScene
from game.ui.table.scene import TableScene
from tests.helpers import PATIENCE, wait_for_status
from tests.ui.tablekit import DT, replay_opened, step_until

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    userdirs.clear_notices()
    return tmp_path


def continued(app: App) -> TableScene:
    """The title's Continue: the saved game at its table."""
    app.scenes.open("title")
    for _ in range(5):
        app.step(DT)
    # The title opens the table once the rulesets and the save are read on their threads:
    # waiting, not stepping, lets them run on a busy machine.
    assert rulecache.preload().join(PATIENCE) is None and rulecache.ready()
    title = app.scenes.top
    title.resume()  # type: ignore[union-attr]
    assert title.reading is not None and title.reading.wait(PATIENCE)  # type: ignore[union-attr]
    step_until(app, lambda: isinstance(app.scenes.top, TableScene), limit=60)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.session is not None
    return table


def play_to_the_end(app: App, table: TableScene, *, moves: int | None = None) -> None:
    """The person makes the first legal move whenever the table waits for them, until the
    round's results open (or, with `moves`, until that many decisions were made)."""
    c = table.session
    assert c is not None

    def on() -> bool:
        if moves is not None and c.decisions >= moves:
            return True
        if isinstance(app.scenes.top, (RoundEndScene, KidRoundEndScene)):
            return True
        legal = c.offers(table.viewer)
        if app.scenes.top is table and legal and not table.anim.busy:
            c.act(table.viewer, legal[0])
        return False

    step_until(app, on, limit=60_000)


def test_a_round_continued_from_the_title_is_kept(folder, app):
    seats = [SeatSetup("", human=True), SeatSetup("Anna", level="easy")]
    seats.append(SeatSetup("Ben", level="medium"))
    setup = GameSetup(ruleset="classic", seats=seats, seed=11)
    first = TableScene(
        setup, TableOptions.from_prefs(autosave=True, bot_process=False, speed=60.0, pace=0.05)
    )
    app.scenes.push(first)
    play_to_the_end(app, first, moves=9)
    first.close()  # the window goes: the last move's save is written
    app.scenes.clear(app.scenes.make("title"))
    saved = json.loads(savegame.path().read_text(encoding="utf-8"))
    assert len(saved["extra"]["round_moves"]) == saved["extra"]["decisions"] >= 9
    assert not kept_files()

    table = continued(app)
    c = table.session
    assert c is not None and not c.round_over
    play_to_the_end(app, table)
    end = app.scenes.top
    assert isinstance(end, RoundEndScene)
    assert end.watch is not None  # "Watch again" is offered
    assert table.controller.sitting.keeper is not None and table.controller.sitting.keeper.flush(
        PATIENCE
    )
    (path,) = kept_files()
    replay = read_round(path)
    assert len(replay.steps) == c.decisions + 1  # the deal, then every decision of the round
    assert replay.final.result == c.state.result
    # Watch again opens it.
    end.watch()
    assert type(replay_opened(app)).__name__ == "ReplayScene"
    app.scenes.pop()
    # Statistics → Watch a round again lists it.
    listing = KeptRoundsScene()
    app.scenes.push(listing)
    assert listing.scan.wait(PATIENCE)
    step_until(app, lambda: listing.list.progress is None, limit=200)
    assert [r.path for r in listing.rows] == [path]


@pytest.mark.skipif(sys.platform == "win32", reason="no SIGTERM on Windows")
def test_a_kid_round_continued_after_sigterm_is_kept(folder, app, monkeypatch):
    status_path = folder / "status.json"
    env = {
        **os.environ,
        "MAUMAU_DATA_DIR": str(folder),
        "MAUMAU_CONFIG_DIR": str(folder / "config"),
    }
    game = subprocess.Popen(
        [sys.executable, "-m", "game", "e2e", "--table", "emmi", "--kid", "--seed", "4"]
        + ["--status", str(status_path)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    try:
        moved = lambda s: s.get("decisions", 0) >= 1  # noqa: E731
        wait_for_status(status_path, moved, game, "a move made at the kid table")
        game.send_signal(signal.SIGTERM)
        assert game.wait(PATIENCE) == 0, game.stderr.read() if game.stderr else ""
    finally:
        if game.poll() is None:
            os.killpg(game.pid, signal.SIGKILL)
    saved = savegame.read()
    assert saved is not None and saved.setup.kid_mode and saved.extra["round_moves"]
    assert not kept_files()
    from game.table import prefs

    monkeypatch.setattr(prefs.current(), "animation_speed", 4.0)  # a quick child
    monkeypatch.setattr(prefs.current(), "bot_pace", 0.25)

    table = continued(app)
    play_to_the_end(app, table)
    assert isinstance(app.scenes.top, KidRoundEndScene)
    assert table.controller.sitting.keeper is not None and table.controller.sitting.keeper.flush(
        PATIENCE
    )
    (path,) = kept_files()
    c = table.session
    assert c is not None
    replay = read_round(path)
    assert replay.final.result == c.state.result and len(replay.steps) == c.decisions + 1
    listing = KeptRoundsScene()
    app.scenes.push(listing)
    assert listing.scan.wait(PATIENCE)
    step_until(app, lambda: listing.list.progress is None, limit=200)
    assert [r.path for r in listing.rows] == [path]
    pygame.event.clear()
