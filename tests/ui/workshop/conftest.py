"""The workshop's screens under test: a data folder of each test's own (the player's rulesets
and drafts go there, and the folder's scan reads it), English, and a window without fades."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.i18n import set_language
from game.table import rulecache
from game.ui.app import App
from game.ui.table.scene import TableScene


@pytest.fixture(autouse=True)
def _own_data(own_folders: Path) -> Iterator[Path]:
    rulecache.start_rescan()  # the scan reads this test's folder
    set_language("en")
    yield own_folders / "data"
    set_language("en")
    rulecache.start_rescan().cancel()


@pytest.fixture
def app() -> Iterator[App]:
    app = App((1280, 720))
    app.scenes.fade_seconds = 0
    yield app
    for scene in list(app.scenes):
        if isinstance(scene, TableScene):
            scene.close()
    pygame.display.quit()
