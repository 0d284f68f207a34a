"""The people's own pictures: a white shape on a disc of their colour.

Kid mode and pass-and-play show them on the seats, the hand-over cover, the choosers and the
results, so a child who cannot read yet still finds their own turn and their own score.
"""

from __future__ import annotations

import pygame

from game.table.setup import AVATAR_NAMES
from game.ui.art import shapes as S
from game.ui.art import theme

AVATAR_SHAPES = AVATAR_NAMES  # each picture is the symbol of its name
AVATAR_COLOURS = (
    (232, 84, 72),
    (70, 130, 220),
    (246, 196, 66),
    (90, 180, 100),
    (170, 100, 210),
    (240, 140, 60),
    (60, 190, 190),
    (230, 110, 170),
    (140, 110, 80),
    (120, 130, 150),
)


def avatar_colour(avatar: int) -> tuple[int, int, int]:
    return AVATAR_COLOURS[avatar % len(AVATAR_COLOURS)]


def draw_avatar(surface: pygame.Surface, avatar: int, centre: tuple[int, int], radius: int) -> None:
    """A person's own picture: a white shape on a disc of their colour."""
    colour = avatar_colour(avatar)
    pygame.draw.circle(surface, theme.WHITE, centre, radius + max(2, radius // 14))
    pygame.draw.circle(surface, colour, centre, radius)
    frame = S.Frame(centre[0], centre[1], radius * 0.6)
    S.paint_symbol(surface, frame, AVATAR_SHAPES[avatar % len(AVATAR_SHAPES)], theme.WHITE)
