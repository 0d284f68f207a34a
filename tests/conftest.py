"""Every test run gets its own config and data folders: no test reads or writes the player's."""

from __future__ import annotations

import os
import tempfile

import pytest

_root = tempfile.mkdtemp(prefix="maumau-tests-")
os.environ["MAUMAU_CONFIG_DIR"] = os.path.join(_root, "config")
os.environ["MAUMAU_DATA_DIR"] = os.path.join(_root, "data")


@pytest.fixture(autouse=True)
def _fresh_new_game_defaults():
    """The New game screen remembers the last game in the settings; each test starts blank."""
    from game.ui import prefs

    prefs.current().new_game = {}
    prefs.current().coach = "off"  # the coach's bubbles hold the table: tests ask for them
    yield
    prefs.current().new_game = {}
    prefs.current().coach = "off"
