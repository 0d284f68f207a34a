"""Where the window opens: where it was left, else 80 % of the desktop, never below the
minimum (maximised when that does not fit); F11 and back leaves it where it was."""

from __future__ import annotations

import pygame
import pytest

from game.table.prefs import Prefs
from game.ui.app import App
from game.ui.window import MIN_SIZE, Place, first_place, opening_place


def test_a_first_start_takes_80_percent_of_the_desktop_centred():
    assert first_place((1920, 1080)) == Place((1536, 864), (192, 108), False)
    assert first_place((1366, 768)) == Place((1093, 614), (136, 77), False)


@pytest.mark.parametrize("desktop", [(1024, 600), (1280, 600), (960, 540)])
def test_a_small_desktop_gets_the_minimum_maximised(desktop):
    place = first_place(desktop)
    assert place.size == MIN_SIZE and place.maximised


def test_the_place_it_was_left_at_comes_back():
    saved = {"size": [1100, 650], "pos": [40, 30], "maximised": True}
    assert opening_place(saved, (1920, 1080)) == Place((1100, 650), (40, 30), True)


@pytest.mark.parametrize(
    "saved",
    [
        {"size": [2400, 1300], "pos": [0, 0]},  # from a bigger screen
        {"size": [1100, 650], "pos": [3000, 20]},  # on a monitor that is gone
        {"size": "big"},
        {"size": [True, 5]},
    ],
)
def test_a_place_that_does_not_fit_this_desktop_is_forgotten(saved):
    assert opening_place(saved, (1920, 1080)) == first_place((1920, 1080))


def test_a_saved_size_under_the_minimum_is_raised_to_it():
    assert opening_place({"size": [300, 200]}, (1920, 1080)).size == MIN_SIZE


def test_the_place_round_trips_through_the_settings_file():
    place = Place((1100, 650), (40, 30), True)
    prefs = Prefs.from_dict({"window": place.to_dict()})
    assert opening_place(prefs.window, (1920, 1080)) == place


def test_full_screen_and_back_restores_the_window():
    app = App(place=Place((1100, 650), (40, 30)))
    try:
        assert app.size == (1100, 650)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
        app.step(1 / 60)
        assert app.fullscreen
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
        app.step(1 / 60)
        assert not app.fullscreen and app.size == (1100, 650)
        assert app.place == Place((1100, 650), (40, 30))
    finally:
        pygame.display.quit()


def test_the_window_can_open_full_screen_and_come_back_to_its_place():
    app = App(place=Place((1100, 650), (40, 30)), fullscreen=True)
    try:
        assert app.fullscreen
        app.toggle_fullscreen()
        assert app.size == (1100, 650) and app.place == Place((1100, 650), (40, 30))
    finally:
        pygame.display.quit()
