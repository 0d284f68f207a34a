"""Statistics on the screen: shown, and reset only after a Yes (counting: tests/table/test_stats.py)."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import tr
from game.table import stats
from game.ui.scenes.menu import ConfirmDialog
from game.ui.scenes.stats import StatsScene
from tests.ui.menu_driver import frames, make_app


@pytest.fixture(autouse=True)
def folder(own_folders):  # tests/conftest.py: the data folder of the test's own
    (own_folders / "data").mkdir()
    return own_folders / "data"


def test_screen_shows_win_rates_and_a_column_per_person(folder):
    s = stats.Stats()
    s.record_round("noris", "medium", won=True, penalty=0)
    s.record_round("noris", "medium", won=False, penalty=8)
    s.record_match("noris", "medium", won=False)
    s.record_round("noris", "medium", won=True, penalty=0, player="Lena")
    stats.save(s)
    app = make_app()
    try:
        scene = StatsScene()
        app.scenes.push(scene)
        frames(app)
        assert [k for k, _w in scene.columns()][0] == "stats.player"
        rows = scene.table()
        assert rows[0][0] == "You" and rows[1][0] == "Lena"
        assert rows[0][3:] == ["2", "50%", "1", "0%", "1", "4.0"]
        headings = [tr(k) for k, _w in scene.columns()]
        assert len(set(headings)) == len(headings)
        assert not any(h.lower() == "won" or "Ø" in h for h in headings)
    finally:
        pygame.display.quit()


def test_screen_shows_rows_and_reset_asks_first(folder):
    s = stats.Stats()
    s.record_round("noris", "medium", won=True, penalty=0)
    stats.save(s)
    app = make_app()
    try:
        scene = StatsScene()
        app.scenes.push(scene)
        frames(app)
        assert scene.table()[0][2:] == ["1", "100%", "0", "–", "1", "0.0"]
        scene.ask_reset()
        frames(app)
        dialog = app.scenes.top
        assert isinstance(dialog, ConfirmDialog)
        dialog.dismiss(False)
        frames(app)
        assert stats.load().rows  # No keeps them
        scene.ask_reset()
        frames(app)
        app.scenes.top.dismiss(True)
        frames(app)
        assert stats.load().rows == {} and scene.table() == []
    finally:
        pygame.display.quit()


def test_a_players_own_rules_are_listed_by_their_name(folder):
    """Counted by the file's name ("my_classic"), shown by the name New game shows."""
    from game.table import rulecache
    from game.workshop import Workshop
    from tests.ui.menu_driver import frames_until

    workshop = Workshop.start_from("classic", background=False)
    workshop.draft.set(("name",), "Grandma's rules")
    saved = workshop.save()
    s = stats.Stats()
    s.record_round(stats.ruleset_key(str(saved)), "medium", won=True, penalty=0)
    stats.save(s)
    rulecache.start_rescan()
    app = make_app()
    try:
        scene = StatsScene()
        app.scenes.push(scene)
        frames_until(app, lambda: scene.table()[0][0] == "Grandma's rules", "the name shown")
        assert saved.stem == "my_classic"
    finally:
        pygame.display.quit()
        saved.unlink()
        rulecache.start_rescan().cancel()
