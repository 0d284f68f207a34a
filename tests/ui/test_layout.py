"""The table layout: 2-10 seats at the smallest, the usual and the 4K window, none overlapping."""

from __future__ import annotations

from itertools import combinations

import pytest
from pygame import Rect

from game.ui.table.layout import CARD_RATIO, back_fan, hand_fan, seat_order, table_layout

SIZES = [(1280, 720), (1920, 1080), (3840, 2160), (1280, 1024), (2560, 1080)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", range(2, 11))
def test_no_part_overlaps_another_and_all_fit_the_window(size, players):
    layout = table_layout(size, players, viewer=0)
    screen = Rect((0, 0), size)
    parts = layout.rects()
    assert len(layout.seats) == players - 1
    for part in parts:
        assert screen.contains(part), (part, size)
    for a, b in combinations(parts, 2):
        assert not a.colliderect(b), (a, b, size, players)


@pytest.mark.parametrize("size", SIZES[:3])
def test_the_centre_holds_piles_and_indicators(size):
    layout = table_layout(size, 10)
    for part in (layout.draw_pile, layout.discard_pile, layout.colour_badge, layout.pending_badge):
        assert layout.centre.contains(part)
    assert not layout.draw_pile.colliderect(layout.discard_pile)


@pytest.mark.parametrize("viewer", [0, 3])
def test_seats_run_clockwise_from_the_viewers_left(viewer):
    layout = table_layout((1920, 1080), 8, viewer=viewer)
    order = seat_order(8, viewer)
    assert order[0] == (viewer + 1) % 8
    assert layout.seats[order[0]].side == "left" and layout.seats[order[-1]].side == "right"
    xs = [layout.seats[s].box.centerx for s in order if layout.seats[s].side == "top"]
    assert xs == sorted(xs)


def test_cards_scale_with_the_window():
    small, big = table_layout((1280, 720), 4), table_layout((3840, 2160), 4)
    assert big.hand_card_w == 3 * small.hand_card_w
    assert big.pile_card_w == 3 * small.pile_card_w


@pytest.mark.parametrize("size", SIZES[:3])
@pytest.mark.parametrize("count", [1, 5, 12, 30])
def test_a_big_hand_stays_inside_its_area(size, count):
    layout = table_layout(size, 4)
    places = hand_fan(layout.hand, count, layout.hand_card_w)
    half_w, half_h = layout.hand_card_w / 2, layout.hand_card_w * CARD_RATIO / 2
    for place in places:
        assert (
            layout.hand.left - 1 <= place.x - half_w and place.x + half_w <= layout.hand.right + 1
        )
        assert place.y + half_h <= size[1]
    xs = [p.x for p in places]
    assert xs == sorted(xs)


@pytest.mark.parametrize("count", [1, 7, 14, 40])
def test_an_opponents_fan_stays_in_its_box(count):
    layout = table_layout((1280, 720), 10)
    for spot in layout.seats.values():
        for place in back_fan(spot.fan, count, layout.back_card_w):
            assert spot.box.left <= place.x <= spot.box.right
            assert spot.box.top <= place.y <= spot.plate.top


# -- kid mode: big cards and buttons ------------------------------------------------------------
KID_SIZES = [(1280, 720), (1920, 1080), (1366, 768)]


@pytest.mark.parametrize("size", KID_SIZES)
@pytest.mark.parametrize("players", range(2, 7))
def test_kid_mode_parts_do_not_overlap_and_fit_the_window(size, players):
    layout = table_layout(size, players, viewer=0, kid=True)
    screen = Rect((0, 0), size)
    for part in layout.rects():
        assert screen.contains(part), (part, size)
    for a, b in combinations(layout.rects(), 2):
        assert not a.colliderect(b), (a, b, size, players)
    for part in (layout.draw_pile, layout.discard_pile, layout.colour_badge, layout.pending_badge):
        assert layout.centre.contains(part)


@pytest.mark.parametrize("size", KID_SIZES)
def test_kid_mode_cards_are_a_third_bigger_and_a_ten_card_hand_fits(size):
    kid, normal = table_layout(size, 4, kid=True), table_layout(size, 4)
    assert 1.3 <= kid.hand_card_w / normal.hand_card_w <= 1.45
    assert kid.pile_card_w > 1.15 * normal.pile_card_w
    assert kid.button_h >= 1.4 * normal.button_h
    w, half_h = kid.hand_card_w, kid.hand_card_w * CARD_RATIO / 2
    places = hand_fan(kid.hand, 10, w)
    lifted = (22 + 16) * kid.scale  # a playable card, selected, rises this far
    for place in places:
        assert kid.hand.left - 1 <= place.x - w / 2 and place.x + w / 2 <= kid.hand.right + 1
        assert place.y + half_h <= size[1]
        assert place.y - half_h - lifted >= kid.viewer_plate.bottom
    # Every card shows enough of itself to be recognised and picked.
    assert places[1].x - places[0].x >= 0.45 * w


@pytest.mark.parametrize("size", KID_SIZES)
def test_kid_mode_buttons_fit_their_area(size):
    from game.ui.table.hud import HudButton, place_buttons

    layout = table_layout(size, 4, kid=True)
    buttons = [HudButton(k) for k in ("caught", "sort", "call", "action")]
    place_buttons(layout.buttons, buttons, layout.scale, layout.button_h)
    for button in buttons:
        assert layout.buttons.contains(button.rect)
    for a, b in combinations([b.rect for b in buttons], 2):
        assert not a.colliderect(b)


# -- the menu button in the top-left corner -----------------------------------------------------
MENU_SIZES = SIZES + [(1366, 768), (3840, 1080)]


@pytest.mark.parametrize("kid", [False, True])
@pytest.mark.parametrize("size", MENU_SIZES)
@pytest.mark.parametrize("players", range(2, 11))
def test_the_menu_button_overlaps_nothing_at_any_size(size, players, kid):
    """Every size and seat count, both modes: on screen, clear of every other part, and a seat's
    glow and fan corners (drawn up to 14 px past its box at 1280x720) stay off it too."""
    from game.ui.table.seats import PAD

    layout = table_layout(size, players, viewer=0, kid=kid)
    menu = layout.menu
    assert menu in layout.rects()  # so pass-and-play's jump-in buttons keep clear of it
    assert Rect((0, 0), size).contains(menu)
    assert menu.width >= 40 * layout.scale and menu.height == menu.width
    others = [part for part in layout.rects() if part is not menu]
    assert menu.collidelist(others) < 0, (menu, others[menu.collidelist(others)])
    pad = round(PAD * layout.scale)
    halo = menu.inflate(2 * pad, 2 * pad)
    for spot in layout.seats.values():
        assert not halo.colliderect(spot.box), (menu, spot.box, size, players)
    assert not halo.colliderect(layout.log)


def test_the_kid_menu_button_is_bigger():
    normal, kid = table_layout((1280, 720), 4), table_layout((1280, 720), 4, kid=True)
    assert kid.menu.width > normal.menu.width
