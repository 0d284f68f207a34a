"""The table's menu button: a click opens the menu (kid mode: the house leaves only after a
long press on it, a tap shows how), a press begun elsewhere does nothing, the hand-over cover
keeps clicks from it, and it is drawn (bars, or a house in kid mode) in its corner."""

from __future__ import annotations

import pygame
import pytest

from game.table.options import TableOptions
from game.table.setup import GameSetup, SeatSetup
from game.ui.app import App
from game.ui.art import theme
from game.ui.art.kidicons import LEAVE_RED
from game.ui.scenes.handover import HandOverScene
from game.ui.scenes.holdtoleave import HoldToLeaveScene
from game.ui.scenes.menu import GameMenu
from game.ui.table.scene import TableScene
from game.ui.widgets.hold import HOLD_SECONDS
from tests.ui.tablekit import DT, at_rest, post_mouse, step_until


def table_at_rest(app: App, *, kid: bool, people: int = 1, players: int = 4) -> TableScene:
    seats = [SeatSetup(f"P{k}", human=True, avatar=k) for k in range(people)]
    seats += [SeatSetup(f"Bot{k}", level="easy", avatar=k) for k in range(people, players)]
    table = TableScene(
        GameSetup(ruleset="emmi", seats=seats, seed=4, kid_mode=kid),
        TableOptions.from_prefs(bot_process=False, speed=30.0, pace=0.05),
    )
    app.scenes.push(table)
    if people == 1:
        step_until(app, lambda: at_rest(table))
    return table


def click(app: App, pos: tuple[int, int]) -> None:
    post_mouse(pygame.MOUSEBUTTONDOWN, pos)
    app.step(DT)
    post_mouse(pygame.MOUSEBUTTONUP, pos)
    app.step(DT)


def test_a_click_on_the_button_opens_the_menu(app):
    table = table_at_rest(app, kid=False)
    assert table.menu_button.rect == table.layout.menu  # type: ignore[union-attr]
    click(app, table.menu_button.rect.center)
    assert isinstance(app.scenes.top, GameMenu)
    app.scenes.top.choose("resume")  # type: ignore[union-attr]
    app.step(DT)
    assert app.scenes.top is table


def test_a_press_begun_elsewhere_does_not_open_the_menu(app):
    """The release of a click that began off the button (on the felt, or on a scene above the
    table that has since closed) is no click on it."""
    table = table_at_rest(app, kid=False)
    felt = (table.menu_button.rect.right + 200, table.menu_button.rect.bottom + 60)
    post_mouse(pygame.MOUSEBUTTONDOWN, felt)
    app.step(DT)
    post_mouse(pygame.MOUSEBUTTONUP, table.menu_button.rect.center)
    app.step(DT)
    assert app.scenes.top is table


def test_a_click_on_the_house_in_kid_mode_shows_how_to_leave(app):
    """A tap on the house leaves nothing: the house shows, for some seconds, that it wants a
    hold (a ring and a note beside it), and no overlay covers the child's game."""
    table = table_at_rest(app, kid=True)
    click(app, table.menu_button.rect.center)
    assert app.scenes.top is table and table.menu_button.how > 0
    assert not table.menu_button.hold.held and table.menu_button.hold.progress == 0
    for _ in range(round((HOLD_SECONDS + 0.3) / DT)):
        app.step(DT)
    assert app.scenes.top is table  # nobody left


def test_holding_the_house_fills_its_ring_and_leaves(app):
    table = table_at_rest(app, kid=True)
    centre = table.menu_button.rect.center
    post_mouse(pygame.MOUSEBUTTONDOWN, centre)
    for _ in range(round(HOLD_SECONDS * 0.6 / DT)):
        app.step(DT)
    assert table.menu_button.hold.progress == pytest.approx(0.6, abs=0.05)
    post_mouse(pygame.MOUSEBUTTONUP, centre)  # let go early: the ring empties
    app.step(DT)
    assert table.menu_button.hold.progress == 0 and app.scenes.top is table
    post_mouse(pygame.MOUSEBUTTONDOWN, centre)
    for _ in range(round((HOLD_SECONDS + 0.2) / DT)):
        app.step(DT)
    assert type(app.scenes.top).__name__ == "TitleScene" and table not in list(app.scenes)


@pytest.mark.parametrize("kid", [False, True])
def test_under_the_hand_over_cover_the_button_takes_no_click(app, kid):
    """The cover is opaque and on top: a click where the button would be is the cover's tap
    (it hands the screen over), never the menu."""
    table = table_at_rest(app, kid=kid, people=2)
    step_until(app, lambda: isinstance(app.scenes.top, HandOverScene))
    cover = app.scenes.top
    assert table not in app.scenes.visible()  # nothing of the table, the button too, is drawn
    click(app, table.menu_button.rect.center)
    assert not any(isinstance(s, (GameMenu, HoldToLeaveScene)) for s in app.scenes)
    assert cover not in list(app.scenes) and not table.menu_button.pressed


def _pixels_like(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> int:
    return sum(
        1
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
        if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], colour, strict=True)) < 30
    )


@pytest.mark.parametrize("kid", [False, True])
def test_the_button_is_drawn_in_its_corner(app, kid):
    """Bars of near-white in normal mode; in kid mode a red disc with a white house on it."""
    table = table_at_rest(app, kid=kid)
    app.step(DT)
    rect = table.menu_button.rect
    area = rect.width * rect.height
    white = _pixels_like(app.screen, rect, theme.WHITE) + _pixels_like(
        app.screen, rect, (220, 232, 224)
    )
    assert white > area * (0.12 if kid else 0.06)
    red = _pixels_like(app.screen, rect, LEAVE_RED)
    assert (red > area * 0.2) if kid else red == 0
