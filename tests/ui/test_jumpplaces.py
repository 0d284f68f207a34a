"""Pass-and-play's "Jump in!" buttons at every table size: big enough, and clear of each other
and of everything else on the table (the seats and their name plates, the hand, the piles,
the log, the action buttons, the menu button)."""

from __future__ import annotations

import pygame
import pytest

from game.table.options import TableOptions
from game.table.setup import GameSetup, SeatSetup
from game.ui.app import App
from game.ui.scenes.handover import HandOverScene
from game.ui.table.jumpplaces import jump_places
from game.ui.table.layout import table_layout
from game.ui.table.scene import TableScene
from tests.ui.tablekit import DT, post_mouse

SIZES = [(1280, 720), (1920, 1080)]


def tables() -> list[tuple[int, int]]:
    """(people, seats): people alone, and people with bots filling the table to ten."""
    return sorted({(k, k) for k in range(2, 11)} | {(k, 10) for k in range(2, 11)})


def assert_clear(lay, places, others: list[pygame.Rect]) -> None:  # type: ignore[no-untyped-def]
    screen = pygame.Rect((0, 0), lay.size)
    rects = list(places.values())
    for k, rect in enumerate(rects):
        assert screen.contains(rect), rect
        assert rect.height >= 36 * lay.scale and rect.width >= 100 * lay.scale
        assert rect.collidelist(others) < 0, (rect, others[rect.collidelist(others)])
        assert rect.collidelist(rects[k + 1 :]) < 0


@pytest.mark.parametrize("kid", [False, True])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("people", "seats"), tables())
def test_every_button_is_clear(size: tuple[int, int], people: int, seats: int, kid: bool) -> None:
    for viewer in range(people):
        lay = table_layout(size, seats, viewer, kid=kid)
        others = [s for s in range(people) if s != viewer]
        places = jump_places(lay, others)
        assert sorted(places) == others
        plates = [s.plate for s in lay.seats.values()]
        assert_clear(lay, places, lay.rects() + plates + [lay.menu])
        for seat, rect in places.items():  # by its own seat: the nearest plate, or beside it
            plate = lay.seats[seat].plate
            gap = pygame.Vector2(rect.center).distance_to(plate.center)
            assert gap < 1.2 * plate.width, (seat, rect, plate)


def test_the_buttons_at_a_full_table_through_the_scene_loop() -> None:
    """Ten people at 1280x720: the drawn buttons miss the action buttons too, and the
    jumper's "Hand back" fits above them."""
    app = App((1280, 720))
    names = ["Mia", "Ole", "Lena", "Jonas", "Emma", "Noah", "Sofia", "Elias", "Hanna", "Max"]
    seats = [SeatSetup(n, human=True) for n in names]
    table = TableScene(
        GameSetup(ruleset="abacus", seats=seats, seed=2),
        TableOptions.from_prefs(bot_process=False, speed=30.0, pace=0.05),
    )
    app.scenes.push(table)

    def settle() -> None:
        for _ in range(3000):
            if isinstance(app.scenes.top, HandOverScene):
                post_mouse(pygame.MOUSEBUTTONDOWN, (640, 360))
                post_mouse(pygame.MOUSEBUTTONUP, (640, 360))
            elif app.scenes.top is table and not table.loading and not table.anim.busy:
                app.step(DT)
                return
            app.step(DT)
        raise AssertionError("the table did not come to rest")

    settle()
    lay = table.layout
    assert lay is not None
    shown = {s: b.rect for s, b in table.jumps.buttons.items() if b.visible}
    assert sorted(shown) == [s for s in range(10) if s != table.viewer]
    actions = [b.rect for b in table.buttons.values() if b.visible]
    assert actions
    boxes = [spot.box for spot in lay.seats.values()]
    menu = table.menu_button.rect
    assert menu == lay.menu and menu.width > 0
    parts = [lay.hand, lay.viewer_plate, lay.log, lay.centre, menu]
    assert_clear(lay, shown, parts + boxes + actions)
    jumper = next(iter(shown))
    post_mouse(pygame.MOUSEBUTTONDOWN, shown[jumper].center)
    post_mouse(pygame.MOUSEBUTTONUP, shown[jumper].center)
    app.step(DT)
    assert isinstance(app.scenes.top, HandOverScene)
    settle()
    assert table.viewer == jumper
    back = table.jumps.buttons[jumper]
    assert back.visible and back.rect.height >= 36
    actions = [b.rect for b in table.buttons.values() if b.visible]
    seats_now = [spot.box for spot in table.layout.seats.values()]  # type: ignore[union-attr]
    assert back.rect.collidelist(actions + seats_now + [menu]) < 0
    table.close()


@pytest.mark.parametrize("kid", [False, True])
@pytest.mark.parametrize("size", [(3840, 2160), (2560, 1080), (1280, 1024), (1366, 768)])
@pytest.mark.parametrize(("people", "seats"), [(10, 10), (5, 10), (2, 10), (4, 4)])
def test_the_buttons_miss_the_menu_button_at_other_sizes(
    size: tuple[int, int], people: int, seats: int, kid: bool
) -> None:
    """The menu button sits in the top-left corner, where the top row's first seat is: the
    jump-in buttons of that seat (and of the left column) go round it at every window size."""
    for viewer in (0, people - 1):
        lay = table_layout(size, seats, viewer, kid=kid)
        places = jump_places(lay, [s for s in range(people) if s != viewer])
        screen = pygame.Rect((0, 0), size)
        assert all(screen.contains(rect) for rect in places.values())
        assert not any(rect.colliderect(lay.menu) for rect in places.values()), lay.menu
        boxes = [spot.box for spot in lay.seats.values()]
        assert all(rect.collidelist(boxes) < 0 for rect in places.values())
