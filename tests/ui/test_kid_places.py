"""Kid mode's results after a round played on until one is left (noris house rule D-41): each
player out shows the place they went out in, big, with a medal; the one left shows the cards."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import set_language, tr
from game.table import rulecache
from game.table.results import RoundResult
from game.ui.app import App
from game.ui.scenes.results.kid import KidRoundEndScene
from game.ui.scenes.results.roundend import RoundEndScene
from tests.ui.fontspy import spy_on_fonts
from tests.ui.menu_driver import frames

ONE_LEFT = {"rules.round_end": "one_left"}


def played_on() -> RoundResult:
    """Four players: seat 2 went out first, seat 0 second, seat 3 third; seat 1 is left."""
    rules = rulecache.rules("noris", ONE_LEFT)
    left = (rules.deck[0], rules.deck[5], rules.deck[9])
    return RoundResult(
        ("Anna", "Ben", "Cleo", "Dan"), ((), left, (), ()), (0, 0, 1, 0), (0, 0, 0, 0), 2,
        False, False, False, you=0, number=1, avatars=(0, 1, 2, 3), finished=(2, 0, 3),
    )  # fmt: skip


@pytest.mark.parametrize("language", ["en", "de", "sv"])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_kid_results_show_the_places(tmp_path, monkeypatch, size, language):
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    set_language(language)
    drawn: list[str] = []
    try:
        app = App(size)
        spy_on_fonts(monkeypatch, drawn.append)
        scene = KidRoundEndScene(rulecache.rules("noris", ONE_LEFT), played_on())
        app.scenes.push(scene)
        scene.t = scene.lead  # past the celebration: the results
        frames(app, 3)
        for place in (1, 2, 3):
            assert tr("kid.out_place", place=place) in drawn
        assert tr("kid.out_place", place=4) not in drawn  # the one left shows cards instead
        # As the grown-ups' results do (the same places, in small words).
        drawn.clear()
        app.scenes.push(RoundEndScene(rulecache.rules("noris", ONE_LEFT), played_on()))
        frames(app, 3)
        assert tr("table.out_place", place=3) in drawn
    finally:
        set_language("en")
        pygame.display.quit()
