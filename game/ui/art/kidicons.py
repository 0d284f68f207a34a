"""Pictures that stand in for words in kid mode: play, home, plus, minus, a child, a robot, a
smiling star, the call's speech bubble, and the big round button they sit on.

Each draws into a centre and a radius in pixels, so the same picture serves a small badge and
a button the size of a child's hand.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.ui.art import shapes as S
from game.ui.art import theme

RGB = tuple[int, int, int]
SHADOW = (0, 0, 0)

LEAVE_RED: RGB = (226, 88, 74)  # the way out of a kid-mode game: the house button


def round_button(
    surface: pygame.Surface,
    centre: tuple[int, int],
    radius: int,
    fill: RGB,
    *,
    hovered: bool = False,
    pressed: bool = False,
    focused: bool = False,
) -> tuple[int, int]:
    """A disc with a white rim and a shadow below; returns the centre the picture goes on
    (a pressed button sits a little lower)."""
    x, y = centre
    drop = max(2, radius // 12)
    pygame.draw.circle(surface, SHADOW, (x, y + drop), radius)
    y += drop // 2 if pressed else 0
    rim = max(2, radius // 12)
    pygame.draw.circle(
        surface, theme.WHITE if (hovered or focused) else (236, 236, 228), (x, y), radius
    )
    pygame.draw.circle(
        surface, S.mix(fill, theme.WHITE, 0.15) if hovered else fill, (x, y), radius - rim
    )
    if focused:
        pygame.draw.circle(surface, theme.GOLD, (x, y), radius + max(2, rim), max(2, rim))
    return x, y


def play_icon(surface: pygame.Surface, centre: tuple[int, int], r: float, colour: RGB) -> None:
    """A play triangle pointing right: start, go on."""
    f = S.Frame(centre[0], centre[1], r)
    S.paint(surface, [f.pts([(-0.55, -0.75), (0.8, 0.0), (-0.55, 0.75)])], colour)


def home_icon(surface: pygame.Surface, centre: tuple[int, int], r: float, colour: RGB) -> None:
    """A little house: back to the start screen."""
    f = S.Frame(centre[0], centre[1], r)
    roof = f.pts([(-0.95, -0.05), (0.0, -0.9), (0.95, -0.05)])
    body = f.pts([(-0.65, -0.1), (0.65, -0.1), (0.65, 0.85), (-0.65, 0.85)])
    S.paint(surface, [roof, body], colour)
    door = f.pts([(-0.18, 0.3), (0.18, 0.3), (0.18, 0.85), (-0.18, 0.85)])
    S.paint(surface, [door], S.mix(colour, SHADOW, 0.55))


def back_icon(surface: pygame.Surface, centre: tuple[int, int], r: float, colour: RGB) -> None:
    """An arrow pointing left: one screen back."""
    f = S.Frame(centre[0], centre[1], r)
    S.paint(
        surface,
        [
            f.pts(
                [
                    (-0.85, 0.0),
                    (0.0, -0.75),
                    (0.0, -0.3),
                    (0.8, -0.3),
                    (0.8, 0.3),
                    (0.0, 0.3),
                    (0.0, 0.75),
                ]
            )
        ],
        colour,
    )


def plus_icon(surface: pygame.Surface, centre: tuple[int, int], r: float, colour: RGB) -> None:
    f = S.Frame(centre[0], centre[1], r)
    S.paint(
        surface, [f.pts(S.bar(-0.7, 0, 0.7, 0, 0.2)), f.pts(S.bar(0, -0.7, 0, 0.7, 0.2))], colour
    )


def minus_icon(surface: pygame.Surface, centre: tuple[int, int], r: float, colour: RGB) -> None:
    f = S.Frame(centre[0], centre[1], r)
    S.paint(surface, [f.pts(S.bar(-0.7, 0, 0.7, 0, 0.2))], colour)


def child_icon(surface: pygame.Surface, centre: tuple[int, int], r: float, colour: RGB) -> None:
    """A little person: the children's row."""
    f = S.Frame(centre[0], centre[1], r)
    S.disc(surface, f, 0, -0.5, 0.36, colour)
    S.paint(surface, [f.pts(S.arc(0, 0.95, 0.75, 180, 360))], colour)


def robot_icon(
    surface: pygame.Surface,
    centre: tuple[int, int],
    r: float,
    colour: RGB,
    eyes: RGB = (30, 30, 36),
) -> None:
    """A friendly robot head: the computer players."""
    f = S.Frame(centre[0], centre[1], r)
    S.paint(surface, [f.pts(S.bar(0, -0.95, 0, -0.55, 0.07))], colour)
    S.disc(surface, f, 0, -0.95, 0.14, colour)
    S.paint(surface, [f.pts(S.rounded_rect(-0.75, -0.55, 1.5, 1.3, 0.3))], colour)
    S.paint(
        surface,
        [
            f.pts(S.rounded_rect(-0.95, -0.15, 0.25, 0.5, 0.1)),
            f.pts(S.rounded_rect(0.7, -0.15, 0.25, 0.5, 0.1)),
        ],
        colour,
    )
    S.disc(surface, f, -0.32, -0.05, 0.17, eyes)
    S.disc(surface, f, 0.32, -0.05, 0.17, eyes)
    S.paint(surface, [f.pts(S.rounded_rect(-0.35, 0.35, 0.7, 0.14, 0.07))], eyes)


def robot_badge(surface: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    """A small robot on a white disc, pinned to a bot's avatar."""
    pygame.draw.circle(surface, theme.WHITE, centre, r)
    robot_icon(surface, centre, r * 0.7, (90, 100, 120), eyes=theme.WHITE)


def happy_star(surface: pygame.Surface, centre: tuple[int, int], r: float, t: float = 0.0) -> None:
    """A golden star with a smiling face: the Kids button's picture."""
    f = S.Frame(centre[0], centre[1], r, 6 * math.sin(t * 2.5))
    S.paint(
        surface,
        [f.pts(S.star(5, 1.0, 0.5, 0, 0.06))],
        theme.GOLD,
        (120, 70, 10),
        max(1.0, r * 0.06),
    )
    S.disc(surface, f, -0.2, -0.02, 0.09, theme.INK)
    S.disc(surface, f, 0.2, -0.02, 0.09, theme.INK)
    smile = f.pts(S.arc(0, 0.1, 0.26, 20, 160, 12))
    S.stroke_poly(surface, theme.INK, smile, max(2.0, r * 0.08), closed=False)
    S.disc(surface, f, -0.38, 0.16, 0.08, (240, 130, 110))
    S.disc(surface, f, 0.38, 0.16, 0.08, (240, 130, 110))


def star_icon(
    surface: pygame.Surface, centre: tuple[int, int], r: float, colour: RGB = theme.GOLD
) -> None:
    """A plain star: the winner."""
    f = S.Frame(centre[0], centre[1], r)
    S.paint(
        surface, [f.pts(S.star(5, 1.0, 0.48, 0, 0.06))], colour, (120, 70, 10), max(1.0, r * 0.08)
    )


@lru_cache(maxsize=8)
def call_picture(cards_left: int, size: int = 96) -> pygame.Surface:
    """A speech bubble holding the cards a call is made at ("say it with one card left"): the
    call button's picture, for a child who cannot read its word. No cards: a star inside."""
    picture = pygame.Surface((size, size), pygame.SRCALPHA)
    f = S.Frame(size / 2, size / 2, size / 2)
    bubble = f.pts(S.rounded_rect(-0.95, -0.85, 1.9, 1.35, 0.45))
    tail = f.pts([(-0.45, 0.4), (-0.05, 0.4), (-0.6, 0.95)])
    S.paint(picture, [bubble, tail], theme.WHITE, theme.INK, max(1.5, size * 0.035))
    S.paint(picture, [f.pts(S.rounded_rect(-0.88, -0.78, 1.76, 1.21, 0.4))], theme.WHITE)
    shown = min(cards_left, 3)
    if not shown:
        star_icon(picture, (int(f.cx), int(f.p(0, -0.17)[1])), size * 0.26)
        return picture
    width, gap = 0.42, 0.12
    left = -(shown * width + (shown - 1) * gap) / 2
    for k in range(shown):
        x = left + k * (width + gap)
        card = f.pts(S.rounded_rect(x, -0.6, width, 0.86, 0.08))
        S.paint(picture, [card], (200, 40, 50), theme.INK, max(1.0, size * 0.02))
        S.paint_symbol(picture, f.sub(x + width / 2, -0.17, 0.14), "heart", theme.WHITE)
    return picture


def ring(
    surface: pygame.Surface,
    centre: tuple[int, int],
    r_in: float,
    r_out: float,
    progress: float,
    colour: RGB,
) -> None:
    """A ring filled clockwise from 12 o'clock, `progress` 0..1 of the way round."""
    if progress <= 0:
        return
    f = S.Frame(centre[0], centre[1], 1.0)
    end = -90 + 360 * min(1.0, progress)
    steps = max(4, int(64 * min(1.0, progress)))
    S.paint(surface, [f.pts(S.band(0, 0, r_in, r_out, -90, end, steps))], colour)
