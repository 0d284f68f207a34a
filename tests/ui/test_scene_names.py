"""Scenes are found by name: every name in the registry makes its scene, and the stack opens,
makes and finds scenes by name."""

from __future__ import annotations

import importlib

import pygame
import pytest

from game.ui.scene import Scene
from game.ui.scenes import SCENES, make
from tests.ui.menu_driver import frames, make_app


@pytest.mark.parametrize("name", sorted(SCENES))
def test_every_name_names_a_maker(name: str) -> None:
    module, _, factory = SCENES[name].partition(":")
    assert callable(getattr(importlib.import_module(module), factory))


def test_unknown_names_are_refused() -> None:
    with pytest.raises(ValueError, match="no scene 'nowhere'"):
        make("nowhere")


def test_the_stack_opens_makes_and_finds_by_name() -> None:
    app = make_app()
    try:
        title = app.scenes.make("title")
        assert type(title).__name__ == "TitleScene" and title.scene_id == "title"
        app.scenes.push(title)
        results: list[object] = []
        settings = app.scenes.open("settings", callback=results.append)
        frames(app)
        assert app.scenes.top is settings and app.scenes.find("settings") is settings
        assert app.scenes.find("title") is title and app.scenes.find("about") is None
        settings.dismiss("done")
        assert results == ["done"] and app.scenes.find("settings") is None
        assert Scene().scene_id == ""  # made directly: no name
    finally:
        pygame.display.quit()
