"""Every screen lays out in a small window (960x540, the smallest the window gets) and on a
1024x600 netbook screen: each control lies inside the window and none overlaps another, and at
the table the hand and the Draw button are on screen."""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest

from game.table.setup import GameSetup
from game.ui.app import MIN_SIZE, App
from game.ui.table.layout import CARD_RATIO, table_layout
from tests.ui.menu_driver import frames
from tests.ui.tablekit import DT, step_until

SMALL = [MIN_SIZE, (1024, 600)]
MENUS = [
    ("title", ()),
    ("new_game", ()),
    ("kid_setup", ()),
    ("rules", ("emmi",)),
    ("settings", ()),
    ("user_rulesets", ()),
    ("statistics", ()),
    ("about", ()),
    ("crash", ("Traceback\nValueError: broken", None)),
    ("confirm", ("Start a new game? The saved match is replaced.",)),
    ("game_menu", ()),
]


def test_the_smallest_window_is_about_960x540():
    assert MIN_SIZE == (960, 540)


def assert_laid_out(rects: list[pygame.Rect], size: tuple[int, int], what: str) -> None:
    screen = pygame.Rect((0, 0), size)
    for rect in rects:
        assert screen.contains(rect), (what, rect, size)
    for a, b in combinations(rects, 2):
        assert not a.colliderect(b), (what, a, b, size)


@pytest.mark.parametrize("size", SMALL)
@pytest.mark.parametrize(("name", "args"), MENUS, ids=[n for n, _ in MENUS])
def test_every_menu_fits_a_small_window(size, name, args):
    app = App(size)
    try:
        scene = app.scenes.make(name, *args)
        app.scenes.push(scene)
        frames(app)
        widgets = [w for w in scene.form.widgets if w.visible]  # type: ignore[attr-defined]
        assert widgets
        assert_laid_out([w.rect for w in widgets], size, name)
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", SMALL)
@pytest.mark.parametrize(
    "players, kid",
    [(2, False), (4, False), (10, False), (2, True), (5, True)],  # kid mode seats at most five
)
def test_the_table_fits_a_small_window(size, players, kid):
    lay = table_layout(size, players, kid=kid)
    assert_laid_out(lay.rects(), size, "table")
    card_h = lay.hand_card_w * CARD_RATIO
    assert lay.hand.bottom <= size[1] and lay.hand.top + card_h <= size[1]


@pytest.mark.parametrize("size", SMALL)
def test_the_hand_and_the_draw_button_are_on_screen(size):
    app = App(size)
    try:
        table = app.scenes.make("table", GameSetup.single_player("emmi", players=4, level="easy"))
        app.scenes.push(table)
        step_until(app, lambda: not table.loading and not table.anim.busy)  # type: ignore[attr-defined]
        app.step(DT)
        screen = pygame.Rect((0, 0), size)
        buttons = [b for b in table.buttons.values() if b.visible]  # type: ignore[attr-defined]
        assert any(b.rect.w for b in buttons)
        assert_laid_out([b.rect for b in buttons], size, "table buttons")
        hand = table.hand  # type: ignore[attr-defined]
        w, h = hand.card_w, hand.card_w * CARD_RATIO
        for index in range(len(hand.cards)):
            (x, y), _angle = hand.slot(index)
            assert screen.contains(pygame.Rect(x - w / 2, y - h / 2, w, h)), (index, size)
    finally:
        pygame.display.quit()
