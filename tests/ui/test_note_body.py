"""The teaching bubbles' paper (issue 34, point 16): nothing under a bubble shows through it,
as the log's bright newest line once did under a lesson."""

from __future__ import annotations

import pygame

from game.ui.table.notebody import NoteBody


def test_nothing_under_a_bubble_shows_through_it() -> None:
    pygame.font.init()
    body = NoteBody.make("Learn to play", "Put your Jack of diamonds on the pile.", "", 300, 1.0)
    rect = pygame.Rect(10, 10, 300, body.height)
    drawn = []
    for under in ((0, 0, 0), (255, 255, 255)):
        surface = pygame.Surface((320, body.height + 20))
        surface.fill(under)
        body.blit(surface, rect)
        drawn.append(surface)
    inside = rect.inflate(-24, -24)  # off the rounded corners
    assert all(
        drawn[0].get_at((x, y)) == drawn[1].get_at((x, y))
        for x in range(inside.left, inside.right, 3)
        for y in range(inside.top, inside.bottom, 3)
    )
