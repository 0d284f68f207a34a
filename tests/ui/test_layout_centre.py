"""The hand, the viewer's plate and the piles share one centre line; a small hand lies side by
side when there is room; the draw pile's count keeps clear of the ring of arrows."""

from __future__ import annotations

import math

import pytest

from game.ui.table.layout import hand_fan, table_layout

SIZES = [(960, 540), (1024, 600), (1280, 720), (1366, 768), (1920, 1080), (2560, 1080)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("kid", [False, True])
def test_the_hand_and_the_plate_are_centred_under_the_piles(size, kid):
    lay = table_layout(size, 4, kid=kid)
    piles = (lay.draw_pile.left + lay.discard_pile.right) / 2
    assert abs(lay.hand.centerx - piles) <= 1
    assert abs(lay.viewer_plate.centerx - piles) <= 1
    assert abs(piles - size[0] / 2) <= 1


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("count", [2, 5])
def test_a_small_hand_lies_side_by_side(size, count):
    lay = table_layout(size, 4)
    places = hand_fan(lay.hand, count, lay.hand_card_w)
    gaps = [b.x - a.x for a, b in zip(places, places[1:], strict=False)]
    assert min(gaps) >= lay.hand_card_w  # no card covers its neighbour
    assert abs((places[0].x + places[-1].x) / 2 - lay.hand.centerx) <= 1


@pytest.mark.parametrize("size", SIZES)
def test_the_pile_count_keeps_inside_the_ring_of_arrows(size):
    lay = table_layout(size, 4)
    ring, spot = lay.direction_ring, lay.pile_count
    assert lay.draw_pile.contains(spot)
    # The arrows run on an ellipse 10 px (scaled) inside the ring's box, 3 px wide plus the
    # heads' 8 px: every corner of the count's pill stays inside that, with room to spare.
    s = lay.scale
    rx, ry = ring.w / 2 - 10 * s - 10 * s, ring.h / 2 - 10 * s - 10 * s
    for x, y in (spot.topleft, spot.topright, spot.bottomleft, spot.bottomright):
        dx, dy = (x - ring.centerx) / rx, (y - ring.centery) / ry
        assert math.hypot(dx, dy) < 1, (size, (x, y))
