"""Scenes are found by name: every name in the registry makes its scene, and the stack opens,
makes and finds scenes by name; a modal answers the callback it was pushed with, and its typed
maker makes the scene its name names."""

from __future__ import annotations

import importlib
import inspect
from pathlib import Path

import pygame
import pytest

from game.ui import scenes
from game.ui.scene import Modal, Scene
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
        settings = app.scenes.open("settings")
        frames(app)
        assert app.scenes.top is settings and app.scenes.find("settings") is settings
        assert app.scenes.find("title") is title and app.scenes.find("about") is None
        settings.dismiss()
        assert app.scenes.top is title and app.scenes.find("settings") is None
        assert Scene().scene_id == ""  # made directly: no name
    finally:
        pygame.display.quit()


class Asked(Modal[str]):
    pass


def test_a_modal_answers_its_callback_once_the_scene_below_is_back() -> None:
    app = make_app()
    try:
        base = Scene()
        app.scenes.push(base)
        answers: list[tuple[str | None, Scene | None]] = []
        asked = Asked()
        app.scenes.push(asked, lambda answer: answers.append((answer, app.scenes.top)))
        asked.dismiss("yes")
        assert answers == [("yes", base)]
        app.scenes.push(asked)  # again, without a callback: the first one is not asked again
        asked.dismiss("no")
        app.scenes.push(asked, lambda answer: answers.append((answer, app.scenes.top)))
        app.scenes.pop()  # taken off from outside: no answer
        assert answers == [("yes", base), (None, base)]
        with pytest.raises(TypeError, match="no Modal"):
            app.scenes.push(Scene(), answers.append)
    finally:
        pygame.display.quit()


def test_scenes_dropped_above_a_base_give_no_answer() -> None:
    app = make_app()
    try:
        base, answers = Scene(), list[object]()
        app.scenes.push(base)
        app.scenes.push(Asked(), answers.append)
        app.scenes.push(Asked(), answers.append)
        app.scenes.drop_above(base)
        assert app.scenes.top is base and answers == []
        app.scenes.drop_above(Scene())  # not on the stack: nothing goes
        assert list(app.scenes) == [base]
    finally:
        pygame.display.quit()


MAKERS = {
    "confirm": lambda: scenes.confirm("Sure?"),
    "hold_to_leave": lambda: scenes.hold_to_leave(),
    "hand_over": lambda: scenes.hand_over("Ole", 1),
}


@pytest.mark.parametrize("name", sorted(MAKERS))
def test_a_typed_maker_makes_the_scene_its_name_names(name: str) -> None:
    made = MAKERS[name]()
    module, _, factory = SCENES[name].partition(":")
    assert type(made) is getattr(importlib.import_module(module), factory)
    assert made.scene_id == name and isinstance(made, Modal)


def test_every_typed_maker_is_named_after_its_scene_and_returns_its_class() -> None:
    """A maker's name is the scene's name in `SCENES`, and the class it says it returns is the
    one `SCENES` names (the makers not built above too)."""
    makers = [
        fn
        for name, fn in vars(scenes).items()
        if inspect.isfunction(fn) and fn.__module__ == scenes.__name__ and name in SCENES
    ]
    assert len(makers) >= 8
    folder = Path(scenes.__file__).parent
    for fn in makers:
        returned = inspect.signature(fn).return_annotation
        assert SCENES[fn.__name__].endswith(f":{returned}"), fn.__name__
        # A submodule of that name would replace the maker on the package once imported.
        assert not (folder / f"{fn.__name__}.py").exists(), fn.__name__
        assert not (folder / fn.__name__).is_dir(), fn.__name__
