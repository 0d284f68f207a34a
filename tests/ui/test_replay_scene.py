"""Play a round at the table, then watch it again from Statistics, all through the real scene
loop: the kept round is listed, its replay opens with every hand, steps and plays at speed,
and ends in the hands and scores the table ended with."""

from __future__ import annotations

import threading

import pygame
import pytest

from game import userdirs
from game.i18n import set_language
from game.table import replaying
from game.table.hinting import hint_at
from game.table.options import TableOptions
from game.table.setup import GameSetup, SeatSetup
from game.ui.scenes.replay.listing import KeptRoundsScene
from game.ui.scenes.replay.scene import ReplayScene
from game.ui.table.scene import TableScene
from tests.ui.tablekit import DT, key, post_mouse, replay_opened, step_until, tap


@pytest.fixture(autouse=True)
def own_data(tmp_path, monkeypatch):
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    userdirs.clear_notices()
    set_language("en")
    yield tmp_path
    userdirs.clear_notices()


def play_a_round(app) -> TableScene:
    """The person follows the Hint button (pressed with the mouse) until the round ends."""
    seats = [SeatSetup("You", human=True), SeatSetup("Ben", level="medium")]
    seats.append(SeatSetup("Cleo", level="easy"))
    table = TableScene(
        GameSetup(ruleset="noris", seats=seats, seed=21),
        TableOptions.from_prefs(
            bot_process=False, speed=40.0, pace=0.05, autosave=True, hint_button=True
        ),
    )
    app.scenes.push(table)
    c = table.session
    for _ in range(40_000):
        if c.round_over:
            break
        app.step(DT)
        if app.scenes.top is table and table.buttons["hint"].enabled:
            tap(table.buttons["hint"].rect.center)
            app.step(DT)
            hint = hint_at(c, 0)
            if hint is not None and table.hint_line.hint == hint:
                c.request(0, hint.action)
    assert c.round_over
    step_until(app, lambda: app.scenes.top is not table)  # the round's end is shown
    table.controller.sitting.keeper.flush()
    return table


def test_play_a_round_then_watch_it_again(app):
    table = play_a_round(app)
    played = table.session.state
    app.scenes.open("statistics")
    app.step(DT)
    stats = app.scenes.top
    post_mouse(pygame.MOUSEBUTTONDOWN, stats.rounds_button.rect.center)
    post_mouse(pygame.MOUSEBUTTONUP, stats.rounds_button.rect.center)
    app.step(DT)
    listing = app.scenes.top
    assert isinstance(listing, KeptRoundsScene)
    step_until(app, lambda: not listing.busy())
    assert len(listing.rows) == 1 and not listing.damaged
    assert listing.rows[0].names == ("You", "Ben", "Cleo")
    assert listing.rows[0].winner == played.result.winner
    key(app, pygame.K_RETURN)  # the first row has the focus: read on a thread, then opened
    replay = replay_opened(app)
    assert isinstance(replay, ReplayScene)
    assert replay.at == 0 and not replay.playing
    assert list(replay.replay.steps[0].state.sizes) == [5, 5, 5]  # the deal, every hand open
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert replay.at == 2
    key(app, pygame.K_LEFT)
    assert replay.at == 1
    surface = pygame.Surface(app.size)
    replay.draw(surface)
    key(app, pygame.K_SPACE)  # at speed to the end
    assert replay.playing
    step_until(app, lambda: not replay.playing, limit=20_000)
    assert replay.at == replay.last
    final = replay.replay.final
    assert final.result == played.result
    assert [list(final.hands[k]) for k in range(3)] == [list(played.hands[k]) for k in range(3)]
    replay.draw(surface)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is listing


def test_a_damaged_file_is_counted_in_the_list_not_a_crash(app, own_data):
    folder = own_data / "rounds"
    folder.mkdir()
    (folder / "round-20260101-000000-000000000.jsonl").write_text('{"event":"trace"}\n')
    app.scenes.open("kept_rounds")
    listing = app.scenes.top
    step_until(app, lambda: not listing.busy())
    assert len(listing.damaged) == 1 and not listing.rows
    listing.draw(pygame.Surface(app.size))
    assert any("kept round" in line for line in userdirs.notices())


def test_watch_again_from_the_round_end_and_come_back(app, monkeypatch):
    """Issue 19.4: "after a round, a replay of it": the round's end offers it at once; the
    round is re-driven on a thread (a long one takes seconds), never in a frame."""
    threads: list[str] = []
    real = replaying.from_records

    def noted(*args, **options):
        threads.append(threading.current_thread().name)
        return real(*args, **options)

    monkeypatch.setattr(replaying, "from_records", noted)
    table = play_a_round(app)
    played = table.session.state
    results = app.scenes.top
    assert results.scene_id == "round_end"
    watch = next(b for b in results.buttons if b.key == "watch")
    results.t = 10.0  # the scores have counted up
    app.step(DT)
    tap(watch.rect.center)
    app.step(DT)
    replay = replay_opened(app)  # re-driven on a thread, with its progress
    assert isinstance(replay, ReplayScene)
    assert threads == ["open-round"]
    assert replay.replay.path is None  # the round just played, not read back from its file
    key(app, pygame.K_END)
    assert replay.replay.final.result == played.result
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is results  # back at the results, the match waits
    key(app, pygame.K_ESCAPE)  # Esc on the round's results opens the menu, skips nothing
    menu = app.scenes.top
    assert type(menu).__name__ == "GameMenu"
    menu.choose("resume")  # type: ignore[union-attr]
    app.step(DT)
    assert app.scenes.top is results


def test_the_watch_button_opens_the_round_chosen_in_the_list(app):
    """Issue 28 (12): the last rounds are rows with a Watch button, as the other lists."""
    from game.dev.userfolder import fill_kept_rounds

    assert fill_kept_rounds(2, ruleset="classic", players=3) == 2
    listing = KeptRoundsScene()
    app.scenes.push(listing)
    assert listing.scan.wait(60)
    step_until(app, lambda: not listing.busy())
    assert len(listing.rows) == 2 and listing.watch_button.enabled
    key(app, pygame.K_DOWN)  # the second round
    chosen = listing.rows[listing.list.selected]
    assert listing.list.selected == 1
    post_mouse(pygame.MOUSEBUTTONDOWN, listing.watch_button.rect.center)
    post_mouse(pygame.MOUSEBUTTONUP, listing.watch_button.rect.center)
    app.step(DT)
    replay = replay_opened(app)
    assert isinstance(replay, ReplayScene) and replay.replay.path == chosen.path


def test_with_no_round_kept_the_watch_button_is_grey(app):
    listing = KeptRoundsScene()
    app.scenes.push(listing)
    assert listing.scan.wait(60)
    step_until(app, lambda: not listing.busy())
    app.step(DT)
    assert not listing.rows and not listing.watch_button.enabled
