"""A damaged settings file is reported on the title screen (the file itself: tests/table/test_prefs.py)."""

from __future__ import annotations

import pytest

from game import userdirs
from game.table import prefs as P


@pytest.fixture(autouse=True)
def folder(own_folders):  # tests/conftest.py: the config folder of the test's own
    (own_folders / "config").mkdir()
    yield own_folders / "config"
    P.replace(P.Prefs())


def test_title_shows_the_notice(folder):
    import pygame

    from game.ui.scenes.title import TitleScene
    from tests.ui.menu_driver import frames, make_app

    (folder / "settings.json").write_text("{", encoding="utf-8")
    P.load()
    app = make_app()
    app.scenes.push(TitleScene())
    frames(app)
    assert userdirs.notices()
    pygame.display.quit()
