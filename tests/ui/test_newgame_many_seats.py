"""New game with the most seats (noris house rule D-49: up to 16 players): every seat's row sits
in the players' column, above the buttons, none over another, tall enough to read and press."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import set_language
from game.table import rulecache
from game.table.setup import GameSetup
from game.ui.app import App
from game.ui.scenes.newgame.scene import NewGameScene
from tests.ui.menu_driver import click, frames, right_end


@pytest.mark.parametrize("language", ["en", "de", "sv"])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_sixteen_seats_fit(tmp_path, monkeypatch, size, language):
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    set_language(language)
    try:
        app = App(size)
        assert rulecache.preload().join(60) is None
        app.scenes.push(NewGameScene(GameSetup(ruleset="noris")))
        frames(app, 3)
        scene = app.scenes.top
        assert isinstance(scene, NewGameScene)
        most = next(widget for offer, widget in scene.offers if offer.path == "players.max")
        for _ in range(12):
            if most.value == 16:
                break
            click(app, right_end(most))
        for _ in range(16):
            if scene.count.value == 16:
                break
            click(app, right_end(scene.count))
        frames(app, 2)
        assert most.value == scene.count.value == 16
        _rulesets, players, _house = scene.columns()
        seated = scene.seats[:16]
        assert all(row.name.visible for row in seated)
        rects = [r for row in seated for r in (row.badge, row.kind.rect, row.name.rect)]
        assert all(players.contains(r) for r in rects)
        bottom = min(b.rect.top for b in (scene.start_button, scene.back_button))
        assert max(r.bottom for r in rects) < bottom
        for upper, lower in zip(seated, seated[1:], strict=False):
            assert upper.kind.rect.bottom <= lower.kind.rect.top
        assert min(r.h for r in rects) >= 16 * size[1] / 600  # readable, a target to press
    finally:
        set_language("en")
        pygame.display.quit()
