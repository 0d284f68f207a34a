"""Switching the language redraws every screen at once, without leaving or rebuilding it."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.ui import prefs as P
from tests.ui.menu_driver import frames, make_app


def _scenes():
    from game.ui.aboutscene import AboutScene
    from game.ui.newgame import NewGameScene
    from game.ui.rulesview import RulesScene
    from game.ui.settings import SettingsScene
    from game.ui.statsscene import StatsScene
    from game.ui.title import TitleScene
    from game.ui.userrulesets import UserRulesetsScene

    return {
        "title": TitleScene,
        "new game": NewGameScene,
        "rules": RulesScene,
        "settings": SettingsScene,
        "about": AboutScene,
        "own rulesets": UserRulesetsScene,
        "statistics": StatsScene,
    }


@pytest.mark.parametrize("name", list(_scenes()))
def test_a_language_switch_redraws_the_scene(name):
    app = make_app()
    try:
        app.scenes.push(_scenes()[name]())
        frames(app, 3)
        shots = {}
        for language in ("en", "de", "sv"):
            i18n.set_language(language)
            P.current().language = language
            P.changed()
            frames(app, 3)
            shots[language] = pygame.image.tobytes(pygame.display.get_surface(), "RGB")
        assert shots["en"] != shots["de"] != shots["sv"] != shots["en"], name
    finally:
        i18n.set_language("en")
        P.replace(P.Prefs())
        pygame.display.quit()
