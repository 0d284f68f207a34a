"""Settings change the in-memory Prefs (and tell listeners); Prefs round-trip through plain data."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.table import prefs as P
from game.ui.scenes.settings import SettingsScene
from tests.ui.menu_driver import click, click_widget, frames, key, left_end, make_app, right_end


@pytest.fixture
def app():
    P.replace(P.Prefs())
    app = make_app()
    app.scenes.push(SettingsScene())
    frames(app)
    yield app
    pygame.display.quit()
    P.replace(P.Prefs())
    i18n.set_language("en")


def row(app, key_text: str):
    scene = app.scenes.top
    return next(widget for label, widget in scene.rows if label() == key_text)


def test_language_switches_at_once(app):
    key(app, pygame.K_RIGHT)  # the language choice has the focus
    assert P.current().language == "de" and i18n.language() == "de"
    assert row(app, "Sprache") is app.scenes.top.rows[0][1]
    key(app, pygame.K_RIGHT)
    assert P.current().language == "sv"


def test_each_control_changes_its_preference(app):
    seen: list[P.Prefs] = []
    stop = P.subscribe(seen.append)
    click(app, right_end(row(app, "Animation speed")))
    click(app, left_end(row(app, "Bots' thinking pause")))
    click(app, right_end(row(app, "Time to call or catch")))
    click(app, left_end(row(app, "Sound volume")))
    click_widget(app, row(app, "Mute"))
    click_widget(app, row(app, "Lift playable cards"))
    click_widget(app, row(app, "Colour-blind symbols"))
    click(app, right_end(row(app, "Card size")))
    stop()
    p = P.current()
    assert (p.animation_speed, p.bot_pace, p.volume) == (1.5, 0.75, 0.7)
    assert p.call_grace == 3.0
    assert (p.muted, p.hints, p.colour_blind, p.card_size) == (True, False, False, "large")
    assert p.effective_volume == 0.0 and p.card_scale > 1
    assert len(seen) == 8


def test_keyboard_walks_the_rows(app):
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_LEFT)
    assert P.current().call_grace == 1.0
    key(app, pygame.K_DOWN)
    key(app, pygame.K_LEFT)
    assert P.current().volume == 0.7
    key(app, pygame.K_DOWN)
    key(app, pygame.K_SPACE)
    assert P.current().muted


def test_fullscreen_follows_the_window(app):
    click_widget(app, row(app, "Full screen"))
    assert app.fullscreen and P.current().fullscreen
    key(app, pygame.K_F11)  # F11 at any time: the toggle follows
    frames(app)
    assert not app.fullscreen and not P.current().fullscreen
    assert row(app, "Full screen").value is False


def test_defaults_restore_everything(app):
    click_widget(app, row(app, "Mute"))
    key(app, pygame.K_TAB)
    click_widget(app, app.scenes.top.defaults_button)
    assert P.current() == P.Prefs()
    assert row(app, "Mute").value is False


def test_prefs_round_trip():
    p = P.Prefs(language="sv", animation_speed=2.0, volume=0.3, muted=True, card_size="small")
    assert P.Prefs.from_dict(p.to_dict()) == p
    odd = P.Prefs.from_dict(
        {"volume": 7, "language": "xx", "hints": "yes", "card_size": "huge", "new": 1}
    )
    assert (odd.volume, odd.language, odd.hints, odd.card_size) == (1.0, "en", True, "medium")
