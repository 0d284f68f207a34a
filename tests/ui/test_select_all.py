"""Ctrl+A in a line of text selects its words, as everywhere else on a desktop: typing
replaces them, Backspace clears them; in New game's names and the workshop's fields."""

from __future__ import annotations

import pygame

from game.table.setup import GameSetup
from game.ui.app import App
from game.ui.scenes.newgame.scene import NewGameScene
from game.ui.scenes.workshop.fields import FieldText
from game.ui.widgets.fields import TextInput
from game.workshop import Workshop
from tests.ui.menu_driver import click, frames, key, type_text
from tests.ui.workshop.kit import open_editor, reveal, settle


def select_all(app: App) -> None:
    key(app, pygame.K_a, mod=pygame.KMOD_CTRL, unicode="\x01")


def test_new_game_s_name_typed_over_after_ctrl_a(app: App) -> None:
    setup = GameSetup(ruleset="classic", seats=GameSetup.single_player("classic", players=3).seats)
    scene = NewGameScene(setup)
    app.scenes.push(scene)
    frames(app)
    name = scene.seats[1].name
    assert isinstance(name, TextInput) and name.text == "Anna"
    click(app, name.rect.center)
    select_all(app)
    assert name.all_selected
    type_text(app, "Oma")
    assert name.text == "Oma" and not name.all_selected
    select_all(app)
    key(app, pygame.K_BACKSPACE)
    assert name.text == ""
    type_text(app, "Opa")
    frames(app)
    assert scene.choices.setup().names()[1] == "Opa"


def test_an_arrow_ends_the_selection_and_keeps_the_words(app: App) -> None:
    scene = NewGameScene(GameSetup.single_player("classic", players=3))
    app.scenes.push(scene)
    frames(app)
    name = scene.seats[1].name
    click(app, name.rect.center)
    select_all(app)
    key(app, pygame.K_END)
    type_text(app, "na")
    assert name.text == "Annana"


def test_the_workshop_s_name_typed_over_after_ctrl_a(app: App, own_folders: object) -> None:
    editor = open_editor(app, Workshop.start_from("classic"))
    row = reveal(app, editor, ("name",), "lang:en")
    field = row.main
    assert isinstance(field, FieldText) and field.text == "Classic Mau-Mau (my rules)"
    click(app, field.rect.center)
    select_all(app)
    type_text(app, "Grandma's rules")
    key(app, pygame.K_RETURN)
    settle(app, editor)
    assert editor.workshop.draft.doc["name"]["en"] == "Grandma's rules"
