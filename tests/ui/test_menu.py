"""The in-game menu hands back each choice; Quit asks first; the shared choices are carried out."""

from __future__ import annotations

import pygame
import pytest

from game.table.setup import GameSetup
from game.ui.scene import Scene
from game.ui.scenes.menu import CHOICES, ConfirmDialog, GameMenu
from game.ui.scenes.newgame.scene import NewGameScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings import SettingsScene
from tests.ui.menu_driver import click_widget, frames, key, make_app


class Table(Scene):
    """A stand-in table under the menu."""

    def __init__(self) -> None:
        super().__init__()
        self.keys: list[int] = []
        self.restarts = 0

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            self.keys.append(event.key)
        return False


@pytest.fixture
def app():
    app = make_app()
    app.scenes.push(Table())
    frames(app)
    yield app
    pygame.display.quit()


def open_menu(app, **options) -> list:
    results: list = []
    app.scenes.push(GameMenu(**options), results.append)
    frames(app)
    return results


@pytest.mark.parametrize("index, choice", list(enumerate(CHOICES[:-1])))
def test_each_button_returns_its_choice(app, index, choice):
    results = open_menu(app)
    click_widget(app, app.scenes.top.buttons[index])
    assert results == [choice] and isinstance(app.scenes.top, Table)


def test_keyboard_chooses_and_esc_resumes(app):
    results = open_menu(app)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert results == ["new_game"]
    results = open_menu(app)
    key(app, pygame.K_ESCAPE)
    assert results == ["resume"]
    assert app.scenes.top.keys == []  # the table below never saw those keys


def test_quit_asks_first(app):
    results = open_menu(app)
    menu = app.scenes.top
    click_widget(app, menu.buttons[-1])
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmDialog) and results == []
    assert dialog.form.focused is dialog.no  # Enter on a fresh question keeps the game
    key(app, pygame.K_RETURN)
    assert app.scenes.top is menu and results == []
    click_widget(app, menu.buttons[-1])
    click_widget(app, app.scenes.top.yes)
    assert results == ["quit"] and isinstance(app.scenes.top, Table)


def test_esc_on_the_question_is_no(app):
    results = open_menu(app)
    click_widget(app, app.scenes.top.buttons[-1])
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, GameMenu) and results == []


def test_restart_is_greyed_out_without_a_round(app):
    open_menu(app, can_restart=False)
    assert not app.scenes.top.buttons[1].enabled


def test_game_menu_carries_out_the_shared_choices(app):
    table = app.scenes.top
    setup = GameSetup(
        ruleset="emmi",
        overrides={"rules.reshuffle": "all"},
        seats=GameSetup.single_player("emmi", players=3).seats,
    )

    def pick(index: int) -> None:
        app.scenes.open(
            "game_menu", setup, on_restart=lambda: setattr(table, "restarts", table.restarts + 1)
        )
        frames(app)
        click_widget(app, app.scenes.top.buttons[index])

    pick(1)
    assert table.restarts == 1 and app.scenes.top is table
    pick(3)
    rules = app.scenes.top
    assert isinstance(rules, RulesScene) and rules.ruleset_id == "emmi"
    assert rules.overrides == {"rules.reshuffle": "all"}
    key(app, pygame.K_ESCAPE)
    pick(4)
    assert isinstance(app.scenes.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is table
    pick(2)
    assert isinstance(app.scenes.top, NewGameScene) and app.scenes.top.choices.ruleset_id == "emmi"
    assert len(app.scenes) == 1  # the table was replaced
    assert app.running
    app.scenes.open("game_menu")
    frames(app)
    click_widget(app, app.scenes.top.buttons[-1])
    click_widget(app, app.scenes.top.yes)
    assert not app.running


def test_closing_the_window_is_not_refused(app):
    open_menu(app)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    frames(app, 1)
    assert not app.running


def test_quit_says_what_happens_to_the_match(app):
    open_menu(app)
    click_widget(app, app.scenes.top.buttons[-1])
    question = app.scenes.top.question
    assert "saved" in question and "Continue" in question and "lost" not in question
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    open_menu(app, saved=False)
    click_widget(app, app.scenes.top.buttons[-1])
    assert "lost" in app.scenes.top.question


def test_main_menu_sits_beside_quit(app):
    results = open_menu(app)
    menu = app.scenes.top
    main_menu, quit_button = menu.buttons[-2:]
    assert main_menu.rect.centery == quit_button.rect.centery
    assert main_menu.rect.right < quit_button.rect.left
    assert menu.panel_rect().contains(main_menu.rect.union(quit_button.rect))
    click_widget(app, main_menu)
    assert results == ["main_menu"]
