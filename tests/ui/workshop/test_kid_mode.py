"""Kid mode never shows the workshop: from the Kids button through the setup by pictures to
the kid table and its ways out, no control says "Make your own rules" or "Change these
rules", and no workshop screen is ever opened."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import tr
from game.table import prefs
from game.table.options import TableOptions
from game.table.setup import GameSetup
from game.ui.app import App
from game.ui.scene import Scene, SceneStack
from game.ui.scenes import kidsetup
from game.ui.scenes.kidsetup import KidSetupScene
from game.ui.table.scene import TableScene
from game.ui.widgets.controls import Widget, resolve

from .kit import click, frames, key, step_until


def fast_table(setup: GameSetup) -> TableScene:
    setup.seed = 11
    return TableScene(setup, TableOptions.from_prefs(bot_process=False, speed=30.0, pace=0.05))


def words_of(scene: Scene) -> list[str]:
    form = getattr(scene, "form", None)
    widgets: list[Widget] = list(form.widgets) if form is not None else []
    widgets += (
        list(getattr(scene, "buttons", {}).values())
        if isinstance(getattr(scene, "buttons", None), dict)
        else []
    )
    return [resolve(getattr(w, "text", "")) for w in widgets if hasattr(w, "text")]


@pytest.fixture(autouse=True)
def _no_remembered_kid_game():  # type: ignore[no-untyped-def]
    prefs.current().kid_game = {}
    yield
    prefs.current().kid_game = {}


def test_kid_mode_never_reaches_the_workshop(app: App, monkeypatch: pytest.MonkeyPatch):
    opened: list[Scene] = []
    push = SceneStack._push

    def watched(stack: SceneStack, scene: Scene) -> None:
        opened.append(scene)
        push(stack, scene)

    monkeypatch.setattr(SceneStack, "_push", watched)
    monkeypatch.setattr(kidsetup, "table_scene", fast_table)
    title = app.scenes.open("title")
    frames(app, 2)
    click(app, title.kids_button.rect.center)  # type: ignore[attr-defined]
    step_until(app, lambda: app.scenes.top is not title)  # once the rulesets are read
    setup = app.scenes.top
    assert isinstance(setup, KidSetupScene)
    seen = words_of(setup)
    click(app, setup.start_button.rect.center)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.setup.kid_mode
    step_until(app, lambda: not table.loading)
    frames(app, 30)
    key(app, pygame.K_ESCAPE)  # kid mode's way out: a long press, never a menu of screens
    frames(app, 5)
    for scene in app.scenes:
        if scene is not title:  # kid mode is what was opened over the title
            seen += words_of(scene)
    forbidden = {tr("title.workshop"), tr("newgame.change_rules")}
    assert not forbidden & set(seen)
    names = [s.scene_id for s in opened]
    assert "kid_setup" in names and not [n for n in names if n.startswith("workshop")]
    assert not [s for s in opened if type(s).__module__.startswith("game.ui.scenes.workshop")]
