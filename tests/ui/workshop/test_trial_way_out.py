"""At a workshop's trial table the game menu's way out says where it goes, back to the rules
being made, and goes there; at a table of New game it is still the main menu."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.i18n import set_language, tr
from game.table.requests import OpenMatchResults
from game.table.setup import GameSetup, SeatSetup
from game.ui.app import App
from game.ui.scenes.menu import GameMenu
from game.ui.scenes.results.roundend import MatchEndScene
from game.ui.scenes.workshop.editor import WorkshopEditScene
from game.ui.scenes.workshop.tryit import try_it
from game.ui.table.scene import TableScene
from game.ui.widgets.controls import resolve
from game.workshop import Workshop

from .kit import click, key, open_editor, step_until


def menu_over(app: App, table: TableScene) -> GameMenu:
    step_until(app, lambda: not table.loading)
    key(app, pygame.K_ESCAPE)
    step_until(app, lambda: isinstance(app.scenes.top, GameMenu), "the game menu")
    menu = app.scenes.top
    assert isinstance(menu, GameMenu)
    return menu


def trial_table(app: App) -> tuple[WorkshopEditScene, TableScene]:
    """The editor of a copy of Classic, and the trial table it opened over itself."""
    app.scenes.push(app.scenes.make("title"))
    editor = open_editor(app, Workshop.start_from("classic"))
    try_it(app, editor.workshop, "table")
    step_until(app, lambda: isinstance(app.scenes.top, TableScene), "the trial table")
    table = app.scenes.top
    assert isinstance(table, TableScene)
    return editor, table


def way_out(menu: GameMenu) -> str:
    return str(resolve(menu.buttons[-2].text))


@pytest.mark.parametrize("language", ["en", "de", "sv"])
def test_the_trial_s_menu_goes_back_to_your_rules(
    app: App, own_folders: Path, language: str
) -> None:
    set_language(language)
    editor, table = trial_table(app)
    menu = menu_over(app, table)
    assert way_out(menu) == tr("menu.back_to_your_rules") != tr("menu.main_menu")
    click(app, menu.buttons[-2].rect.center)
    step_until(app, lambda: isinstance(app.scenes.top, WorkshopEditScene), "the editor")
    assert app.scenes.top is editor


def test_a_table_of_new_game_keeps_the_main_menu(app: App, own_folders: Path) -> None:
    setup = GameSetup(
        ruleset="classic", seats=[SeatSetup("", human=True), SeatSetup("Ben", level="easy")]
    )
    app.scenes.push(app.scenes.make("title"))
    table = app.scenes.open("table", setup)
    assert isinstance(table, TableScene)
    assert way_out(menu_over(app, table)) == tr("menu.main_menu")
    table.close()


def test_the_trial_s_match_end_names_the_same_way_out(app: App, own_folders: Path) -> None:
    """The match's end over the trial table (as the table opens it once the last round is
    counted) offers the way back to the rules, not the main menu."""
    editor, table = trial_table(app)
    step_until(app, lambda: not table.loading)
    table._open(OpenMatchResults(("You", "Ben"), (0, 12), (3, 2), (0,), True, 0, False, (0, 1)))
    end = app.scenes.top
    assert isinstance(end, MatchEndScene)
    assert {b.key: b.label for b in end.buttons}["menu"] == tr("menu.back_to_your_rules")
