"""Words popping up over the table ("Mau!", "Skipped") cover no seat and stay in the window."""

from __future__ import annotations

import pygame
import pytest

from game.ui.art import theme
from game.ui.table.anim import Popup
from game.ui.table.draw import popup_rect
from game.ui.table.layout import table_layout
from tests.ui.tablekit import human_table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 600)])
@pytest.mark.parametrize("players", [3, 5, 10])
def test_a_popup_covers_no_seat_and_stays_inside(app, size, players):
    table = human_table(app, "abacus", players)
    table.layout = lay = table_layout(size, players, table.viewer)
    table.places.show(lay, table.hand, table.viewer)  # the places answer from this layout
    window = pygame.Rect((0, 0), size)
    label = theme.font(int(32 * lay.scale), True).size("Mau-Mau!")
    popup_size = (label[0] + int(32 * lay.scale), label[1] + int(12 * lay.scale))
    boxes = [spot.box for spot in lay.seats.values()]
    for seat in range(players):
        pos, anchor = table.places.popup_at(seat)
        for t in (0.0, 0.5, 1.1):
            rect = popup_rect(
                window,
                popup_size,
                Popup("Mau!", pos, (0, 0, 0), t=t, anchor=anchor),
                lay.scale,
                boxes,
            )
            assert window.contains(rect)
            covered = [s for s, spot in lay.seats.items() if rect.colliderect(spot.box)]
            assert covered == [], (seat, rect)
            assert not rect.colliderect(lay.hand)


def test_a_call_that_says_its_own_exclamation_gets_no_second_one() -> None:
    from game.engine import events as EV
    from game.ui.table.draw import popup_text
    from tests.helpers import load

    abacus = load("abacus")
    assert popup_text(abacus, (EV.CALL, 1, "achtung", None)) is not None
    said, _colour = popup_text(abacus, (EV.CALL, 1, "achtung", None))  # type: ignore[misc]
    assert said == "Watch out!"
    said, _colour = popup_text(load("classic"), (EV.CALL, 1, "mau", None))  # type: ignore[misc]
    assert said == "Mau!"
