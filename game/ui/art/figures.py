"""The Skat deck's faces (pip layouts, the double-headed court figures, the ace) and the cat
that marks the back of every card. Vector drawings in unit frames, like `pictures`."""

from __future__ import annotations

import math

import pygame

from game.ui.art import shapes as S
from game.ui.art.pictures import CHEEK, GOLD, SKIN, WHITE, Ink
from game.ui.art.shapes import RGB, Frame, Point

_L, _R = -1.0, 1.0
_COLUMN = [
    (_L, -1.0),
    (_R, -1.0),
    (_L, -1 / 3),
    (_R, -1 / 3),
    (_L, 1 / 3),
    (_R, 1 / 3),
    (_L, 1.0),
    (_R, 1.0),
]
PIP_LAYOUTS: dict[int, list[Point]] = {
    1: [(0, 0)],
    2: [(0, -1), (0, 1)],
    3: [(0, -1), (0, 0), (0, 1)],
    4: [(_L, -1), (_R, -1), (_L, 1), (_R, 1)],
    5: [(_L, -1), (_R, -1), (0, 0), (_L, 1), (_R, 1)],
    6: [(_L, -1), (_R, -1), (_L, 0), (_R, 0), (_L, 1), (_R, 1)],
    7: [(_L, -1), (_R, -1), (0, -0.5), (_L, 0), (_R, 0), (_L, 1), (_R, 1)],
    8: [(_L, -1), (_R, -1), (0, -0.5), (_L, 0), (_R, 0), (0, 0.5), (_L, 1), (_R, 1)],
    9: _COLUMN + [(0, 0)],
    10: _COLUMN + [(0, -2 / 3), (0, 2 / 3)],
}
HAIR: RGB = (150, 92, 45)
BEARD: RGB = (236, 236, 240)
JEWEL: RGB = (200, 40, 60)
YOUNG = ("jack", "under")  # a cap with a quill, hair under it, plain white trim
# Where a figure holds its suit symbol (x, y, radius of the round tile): the German and Swiss
# packs show the Unter's symbol low, at his belt, and the Ober's high, held up beside his head.
HOLDERS = {"under": (0.6, -0.29, 0.27), "ober": (0.7, -1.42, 0.27), "queen": (-0.62, -0.32, 0.24)}


def pips(
    surface: pygame.Surface,
    area: Frame,
    count: int,
    symbol: str,
    ink: Ink,
    size: float,
    spread: float = 0.5,
    *,
    upright: bool = False,
) -> bool:
    """`count` pips laid out as on a playing card in `area` (columns at +-spread units, rows
    from -1 to 1); the lower ones stand upside down, as on a French card, unless `upright`
    (German and Swiss number cards stand one way up). False when no layout fits `count`."""
    layout = PIP_LAYOUTS.get(count)
    if layout is None:
        return False
    for x, y in layout:
        sub = area.sub(x * spread, y, size, 180 if y > 0 and not upright else 0)
        S.paint_symbol(surface, sub, symbol, ink.fill, ink.line, ink.stroke * 0.5)
    return True


def ace(surface: pygame.Surface, f: Frame, symbol: str, ink: Ink) -> None:
    """One big pip in a ring of little stars."""
    S.stroke_poly(
        surface, S.mix(ink.fill, WHITE, 0.55), f.pts(S.circle(0, 0, 0.98, 60)), ink.stroke * 1.5
    )
    for i in range(12):
        x, y = S.regular(12, 0.98, -90)[i]
        S.paint(surface, [f.pts(S.star(4, 0.07, 0.025, x, y))], GOLD)
    S.paint_symbol(surface, f.sub(0, 0, 0.66), symbol, ink.fill, ink.line, ink.stroke)


def court(
    surface: pygame.Surface, f: Frame, who: str, symbol: str, ink: Ink, height: float
) -> None:
    """A double-headed court figure filling `f` (x: -1..1, y: -height..height)."""
    box = S.rounded_rect(-1, -height, 2, 2 * height, 0.12)
    S.paint(surface, [f.pts(box)], S.mix(ink.fill, WHITE, 0.86), ink.line, ink.stroke * 0.6)
    (left, top), (right, bottom) = f.p(-1, -height), f.p(1, height)
    middle = f.p(0, 0)[1]
    old = surface.get_clip()
    scale = height / 1.85
    for angle, clip in (
        (0, (left, top, right - left, middle - top)),
        (180, (left, middle, right - left, bottom - middle)),
    ):
        surface.set_clip(pygame.Rect(clip).inflate(-2, 0))
        _half_figure(surface, f.sub(0, 0, scale, angle), who, symbol, ink)
    surface.set_clip(old)
    S.stroke_poly(surface, ink.line, f.pts([(-1, 0), (1, 0)]), ink.stroke * 0.7, closed=False)
    S.stroke_poly(surface, ink.line, f.pts(box), ink.stroke * 0.8)


def _half_figure(surface: pygame.Surface, f: Frame, who: str, symbol: str, ink: Ink) -> None:
    """The upper half of a court figure: the robe down to y=0, the crown near y=-1.85."""
    trim = WHITE if who in YOUNG else GOLD
    robe = (
        [(-1.05, 0.05), (-1.05, -0.3)]
        + S.arc(-0.6, -0.3, 0.45, 180, 270, 8)
        + S.arc(0.6, -0.3, 0.45, 270, 360, 8)
        + [(1.05, 0.05)]
    )
    S.paint(surface, [f.pts(robe)], ink.fill, ink.line, ink.stroke)
    S.paint(
        surface,
        [f.pts([(-0.3, -0.75), (0.3, -0.75), (0, -0.2)])],
        WHITE,
        ink.line,
        ink.stroke * 0.6,
    )
    for side in (-1, 1):
        S.stroke_poly(
            surface, trim, f.pts([(0.32 * side, -0.74), (0, -0.16)]), ink.stroke * 2.4, closed=False
        )
        S.stroke_poly(
            surface,
            trim,
            f.pts([(0.62 * side, -0.72), (0.62 * side, 0.05)]),
            ink.stroke * 1.6,
            closed=False,
        )
    if who == "queen":
        hair = S.rounded_rect(-0.5, -1.5, 1.0, 0.95, 0.4)
        S.paint(surface, [f.pts(hair)], HAIR, ink.line, ink.stroke)
    S.disc(surface, f, 0, -1.08, 0.38, SKIN, ink.line, ink.stroke)
    if who in YOUNG:
        S.paint(
            surface,
            [f.pts(S.band(0, -1.12, 0.2, 0.4, 180, 360, 14))],
            HAIR,
            ink.line,
            ink.stroke * 0.7,
        )
    if who == "king":
        beard = (
            [(-0.37, -1.04)]
            + [(x, -1.02 + (y + 1.02) * 1.9) for x, y in S.arc(0, -1.02, 0.37, 180, 0, 14)[::-1]]
            + [(0.37, -1.04)]
        )
        S.paint(surface, [f.pts(beard)], BEARD, ink.line, ink.stroke * 0.8)
        S.paint(
            surface,
            [f.pts(S.rounded_rect(-0.22, -1.04, 0.44, 0.1, 0.05))],
            BEARD,
            ink.line,
            ink.stroke * 0.6,
        )
    for side in (-1, 1):
        S.disc(surface, f, 0.14 * side, -1.12, 0.045, ink.line)
        if who != "king":
            S.disc(surface, f, 0.22 * side, -0.98, 0.065, CHEEK)
    if who != "king":
        S.stroke_poly(
            surface,
            ink.line,
            f.pts(S.arc(0, -1.02, 0.13, 30, 150, 8)),
            ink.stroke * 0.9,
            closed=False,
        )
    if who == "ober":
        _moustache(surface, f, ink)
    _headwear(surface, f, who, ink)
    x, y, r = HOLDERS.get(who, (0.62, -0.32, 0.24))
    if who == "ober":  # the raised arm that holds the symbol up
        sleeve = S.bar(0.78, -0.55, x, y + r * 0.6, 0.13)
        S.paint(surface, [f.pts(sleeve)], ink.fill, ink.line, ink.stroke * 0.8)
    holder = f.sub(x, y, r)
    S.disc(surface, holder, 0, 0, 1.0, WHITE, ink.line, ink.stroke * 0.7)
    S.paint_symbol(surface, holder.sub(0, 0, 0.66), symbol, ink.fill, ink.line, ink.stroke * 0.4)


def _headwear(surface: pygame.Surface, f: Frame, who: str, ink: Ink) -> None:
    if who == "king":
        crown = [
            (-0.36, -1.34),
            (-0.44, -1.8),
            (-0.21, -1.56),
            (0, -1.86),
            (0.21, -1.56),
            (0.44, -1.8),
            (0.36, -1.34),
        ]
        S.paint(surface, [f.pts(crown)], GOLD, ink.line, ink.stroke)
        for x, y in ((-0.44, -1.8), (0, -1.86), (0.44, -1.8)):
            S.disc(surface, f, x, y, 0.06, GOLD, ink.line, ink.stroke * 0.5)
        S.disc(surface, f, 0, -1.46, 0.08, JEWEL, ink.line, ink.stroke * 0.5)
    elif who == "queen":
        tiara = [(-0.34, -1.38)] + S.arc(0, -1.38, 0.34, 195, 345, 12) + [(0.34, -1.38)]
        S.paint(surface, [f.pts(tiara)], GOLD, ink.line, ink.stroke)
        for x, y in ((-0.24, -1.58), (0, -1.74), (0.24, -1.58)):
            S.disc(surface, f, x, y, 0.07, WHITE, ink.line, ink.stroke * 0.5)
    elif who == "ober":
        _hat(surface, f, ink)
    else:
        cap = [(x, -1.38 + (y + 1.38) * 0.55) for x, y in S.circle(0.06, -1.38, 0.48, 30)]
        S.paint(surface, [f.pts(cap)], S.mix(ink.fill, (0, 0, 0), 0.2), ink.line, ink.stroke)
        quill = [
            (0.3 + 0.5 * t - 0.1 * t * t, -1.46 - 0.38 * t) for t in (i / 10 for i in range(11))
        ]
        feather = [
            (x + 0.07 * (1 - abs(2 * i / 10 - 1)), y + 0.07 * (1 - abs(2 * i / 10 - 1)))
            for i, (x, y) in enumerate(quill)
        ] + [
            (x - 0.07 * (1 - abs(2 * i / 10 - 1)), y - 0.07 * (1 - abs(2 * i / 10 - 1)))
            for i, (x, y) in reversed(list(enumerate(quill)))
        ]
        S.paint(surface, [f.pts(feather)], WHITE, ink.line, ink.stroke * 0.7)


def _moustache(surface: pygame.Surface, f: Frame, ink: Ink) -> None:
    """The Ober's moustache, curled up at both ends."""
    for side in (-1, 1):
        curl = [
            (side * (0.02 + 0.26 * t), -0.95 - 0.12 * t * t + 0.05 * t)
            for t in (i / 8 for i in range(9))
        ]
        S.stroke_poly(surface, HAIR, f.pts(curl), ink.stroke * 2.2, closed=False)


def _hat(surface: pygame.Surface, f: Frame, ink: Ink) -> None:
    """The Ober's hat: a wide brim, a low crown and a plume."""
    crown = S.rounded_rect(-0.32, -1.74, 0.64, 0.36, 0.12)
    S.paint(surface, [f.pts(crown)], S.mix(ink.fill, (0, 0, 0), 0.25), ink.line, ink.stroke)
    brim = [
        (0.58 * math.cos(a), -1.38 + 0.12 * math.sin(a))
        for a in (i * math.pi / 16 for i in range(32))
    ]
    S.paint(surface, [f.pts(brim)], S.mix(ink.fill, (0, 0, 0), 0.35), ink.line, ink.stroke)
    S.paint(surface, [f.pts(S.rounded_rect(-0.32, -1.5, 0.64, 0.08, 0.03))], GOLD)
    plume = [
        (-0.2 - 0.5 * t, -1.62 - 0.34 * math.sin(math.pi * t * 0.8))
        for t in (i / 10 for i in range(11))
    ]
    feather = [(x, y - 0.08 * math.sin(math.pi * i / 10)) for i, (x, y) in enumerate(plume)]
    feather += [
        (x, y + 0.08 * math.sin(math.pi * i / 10)) for i, (x, y) in reversed(list(enumerate(plume)))
    ]
    S.paint(surface, [f.pts(feather)], WHITE, ink.line, ink.stroke * 0.7)


def cat(surface: pygame.Surface, f: Frame, line: RGB, stroke: float) -> None:
    """The game's mark: a cat's face (Mau is what a cat says)."""
    fur, pink, eye = (58, 58, 72), (246, 160, 170), (250, 204, 70)
    head = S.circle(0, 0.18, 1.0, 48)
    head = [(x * 0.9, 0.18 + (y - 0.18) * 0.74) for x, y in head]
    ears = [[(0.82 * s, -0.05), (0.7 * s, -0.98), (0.2 * s, -0.5)] for s in (-1, 1)]
    S.paint(surface, [f.pts(head)] + [f.pts(e) for e in ears], fur, line, stroke)
    for sign in (-1, 1):
        S.paint(
            surface,
            [f.pts([(0.66 * sign, -0.2), (0.64 * sign, -0.78), (0.34 * sign, -0.46)])],
            pink,
        )
        eye_poly = [(0.34 * sign + 0.17 * x, 0.06 + 0.2 * y) for x, y in S.circle(0, 0, 1, 24)]
        S.paint(surface, [f.pts(eye_poly)], eye, line, stroke * 0.6)
        pupil = [(0.34 * sign + 0.05 * x, 0.06 + 0.17 * y) for x, y in S.circle(0, 0, 1, 16)]
        S.paint(surface, [f.pts(pupil)], (20, 20, 24))
        S.disc(surface, f, 0.34 * sign + 0.05, -0.02, 0.035, WHITE)
        for k, tilt in enumerate((-0.08, 0.04, 0.16)):
            whisker = [(0.3 * sign, 0.42 + k * 0.06), (1.02 * sign, 0.36 + tilt + k * 0.08)]
            S.stroke_poly(surface, (235, 235, 240), f.pts(whisker), stroke * 0.7, closed=False)
        mouth = S.arc(0.09 * sign, 0.42, 0.09, 20, 160, 8)
        S.stroke_poly(surface, (20, 20, 24), f.pts(mouth), stroke * 0.7, closed=False)
    S.paint(surface, [f.pts([(-0.1, 0.3), (0.1, 0.3), (0, 0.42)])], pink, line, stroke * 0.4)
