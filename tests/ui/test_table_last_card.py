"""A wild laid as the last card: the colour is asked only where the round goes on."""

from __future__ import annotations

import pygame

from game.engine import events as EV
from game.ui.table.choosers import ColourChooser
from tests.ui.tablekit import DT, card, card_centre, drag, human_table, key, pile_centre, scenario


def test_a_last_wild_that_ends_the_round_asks_no_colour(app):
    table = human_table(app, "noris")
    scenario(app, table, hands=["wild", "yellow:1 yellow:2", "green:4 green:5"], top="red:3")
    drag(app, card_centre(table, card(table, "wild")), pile_centre(table))
    app.step(DT)
    assert not isinstance(app.scenes.top, ColourChooser)
    state = table.session.state
    assert state.over and state.result.winner == 0


def test_a_last_wild_with_the_winning_call_asks_no_colour(app):
    """huch: the last card said with "Mau-Mau" wins at once (D-29)."""
    table = human_table(app, "huch")
    scenario(app, table, hands=["free_colour", "red:1 red:2", "red:4 red:5"], top="blue:3")
    key(app, pygame.K_m)  # the call, pressed before the play
    drag(app, card_centre(table, card(table, "free_colour")), pile_centre(table))
    app.step(DT)
    assert not isinstance(app.scenes.top, ColourChooser)
    assert table.session.state.over


def test_a_last_wild_without_the_winning_call_still_asks(app):
    """huch without "Mau-Mau": nobody has won, the round goes on, the wish counts."""
    table = human_table(app, "huch")
    scenario(app, table, hands=["free_colour", "red:1 red:2", "red:4 red:5"], top="blue:3")
    events: list = []
    table.session.listeners.append(events.extend)
    drag(app, card_centre(table, card(table, "free_colour")), pile_centre(table))
    assert isinstance(app.scenes.top, ColourChooser)
    assert not any(e[0] == EV.ROUND_END for e in events)


def test_no_button_shows_behind_the_round_results(app):
    table = human_table(app, "noris")
    scenario(app, table, hands=["red:5", "yellow:1 yellow:2", "green:4 green:5"], top="red:3")
    assert table.buttons["call"].visible and table.buttons["action"].visible
    drag(app, card_centre(table, card(table, "red:5")), pile_centre(table))
    for _ in range(200):
        app.step(DT)
        if app.scenes.top is not table:
            break
    assert app.scenes.top is not table  # the round's results are open
    assert not any(button.visible for button in table.buttons.values())
