"""Where the window opens: where it was left, else 80 % of the desktop, never below the
minimum (maximised when that does not fit); F11 and back leaves it where it was."""

from __future__ import annotations

import pygame
import pytest

from game.table.prefs import Prefs
from game.ui.app import App
from game.ui.window import MIN_SIZE, Place, PlaceKeeper, first_place, opening_place


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


NORMAL = Place((1100, 660), (60, 50))
GROWN = (1280, 781)  # maximised under a 19-pixel title bar on 1280x800


def test_moves_and_resizes_are_kept_with_their_own_values():
    keeper = PlaceKeeper(NORMAL)
    keeper.moved((80, 40))
    keeper.resized((1000, 600))
    assert keeper.place == Place((1000, 600), (80, 40))


def test_a_maximised_windows_reports_are_not_its_normal_place():
    keeper = PlaceKeeper(NORMAL)
    keeper.maximised()
    keeper.moved((0, 19))
    keeper.resized(GROWN)
    assert keeper.place == Place(NORMAL.size, NORMAL.pos, maximised=True)
    keeper.restored()
    keeper.moved((60, 50))
    keeper.resized((1100, 660))
    assert keeper.place == NORMAL


def test_a_resize_reported_before_maximised_was_the_maximising():
    keeper = PlaceKeeper(NORMAL)
    keeper.resized(GROWN)  # some systems report the new size first
    keeper.maximised()
    assert keeper.place == Place(NORMAL.size, NORMAL.pos, maximised=True)


def test_after_full_screen_passing_places_change_nothing_until_the_window_is_back():
    keeper = PlaceKeeper(NORMAL)
    keeper.enter_full_screen()
    keeper.moved((0, 0))
    keeper.resized((1280, 800))
    assert keeper.leave_full_screen() == NORMAL
    keeper.moved((60, 69))  # on the way back: a corner under the title bar, the old size
    keeper.resized((1280, 800))
    assert keeper.place == NORMAL and keeper.restoring == NORMAL
    keeper.moved((60, 50))
    keeper.resized((1100, 660))  # there: from now on the reports are the place again
    assert keeper.restoring is None
    keeper.moved((100, 90))
    assert keeper.place == Place((1100, 660), (100, 90))


def test_after_full_screen_a_maximised_window_is_back_once_it_says_it_is_maximised():
    keeper = PlaceKeeper(Place(NORMAL.size, NORMAL.pos, maximised=True))
    keeper.enter_full_screen()
    keeper.restored()  # the game un-maximised it on the way to full screen
    keeper.resized((1280, 800))
    keeper.leave_full_screen()
    keeper.restored()
    keeper.resized((1280, 800))  # un-maximised for a moment, still full size
    keeper.moved((0, 0))
    keeper.maximised()
    keeper.moved((0, 19))
    keeper.resized(GROWN)
    assert keeper.restoring is None
    assert keeper.place == Place(NORMAL.size, NORMAL.pos, maximised=True)


def test_after_full_screen_a_maximised_window_is_back_at_its_maximised_size_unreported():
    """SDL may hold that the window never stopped being maximised, and say nothing of it."""
    keeper = PlaceKeeper(NORMAL)
    keeper.maximised()
    keeper.resized(GROWN)
    keeper.enter_full_screen()
    keeper.restored()
    keeper.resized((1280, 800))
    keeper.leave_full_screen()
    keeper.moved((0, 19))
    assert keeper.restoring is not None
    keeper.resized(GROWN)
    assert keeper.restoring is None
    keeper.moved((5, 19))  # a maximised window's reports are still not its normal place
    assert keeper.place == Place(NORMAL.size, NORMAL.pos, maximised=True)


def test_a_window_manager_that_never_shows_the_place_has_its_word_taken_in_the_end():
    keeper = PlaceKeeper(NORMAL)
    keeper.enter_full_screen()
    keeper.leave_full_screen()
    for _ in range(PlaceKeeper.PATIENT_REPORTS - 1):
        keeper.moved((60, 69))  # a corner of its own
    assert keeper.place == NORMAL
    keeper.moved((60, 69))
    assert keeper.restoring is None and keeper.place == Place((1100, 660), (60, 69))


def test_un_maximised_the_window_gets_its_normal_size_back_and_keeps_the_corner_it_is_at():
    keeper = PlaceKeeper(Place(NORMAL.size, NORMAL.pos, maximised=True))
    assert keeper.restored() == NORMAL.size  # the window manager may remember another size
    keeper.resized((1024, 640))  # as it did, for a moment
    keeper.moved((61, 89))
    keeper.resized((1100, 660))
    assert keeper.place == Place((1100, 660), (61, 89))
    assert keeper.restored() is None  # not maximised: nothing to give back


def test_maximised_on_the_way_back_from_full_screen_is_maximised():
    keeper = PlaceKeeper(NORMAL)
    keeper.enter_full_screen()
    keeper.leave_full_screen()
    keeper.maximised()  # the person, before the window showed its place
    assert keeper.restoring is None
    assert keeper.place == Place(NORMAL.size, NORMAL.pos, maximised=True)


def test_the_game_reads_a_resize_for_its_own_size():
    """A report handled late carries the size the window had then, not the one it has now."""
    app = App(place=Place((1100, 650), (40, 30)))
    try:
        pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1000, y=600))
        app.step(1 / 60)
        assert app.place == Place((1000, 600), (40, 30))
    finally:
        pygame.display.quit()
