"""Headless pygame for every UI test: set before pygame is first imported."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


import pytest

from game.ui.app import App
from game.ui.table.scene import TableScene


@pytest.fixture
def app():
    """A 1280x720 window whose tables (and their bot workers) are closed after the test."""
    app = App((1280, 720))
    yield app
    for scene in list(app.scenes):
        if isinstance(scene, TableScene):
            scene.close()
