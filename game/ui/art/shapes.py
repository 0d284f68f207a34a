"""The colour symbols (heart, star, leaf, ..., and through `packsymbols` the suits of the
German and Swiss packs) and text for the card art, over the geometry of `geometry`, which
this module also passes on: painters say `S.circle`, `S.Frame`, `S.paint_symbol` alike."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

import pygame

from game.ui.art import theme
from game.ui.art.geometry import (
    RGB,
    Fill,
    Frame,
    Point,
    Poly,
    arc,
    band,
    bar,
    circle,
    disc,
    fit,
    mix,
    moved,
    paint,
    regular,
    rounded_rect,
    star,
    stroke_poly,
    turn,
)
from game.ui.art.packsymbols import pack_symbol, paint_details

# The geometry is passed on to the painters, which say `S.circle` and `S.Frame`.
__all__ = [
    "RGB",
    "Fill",
    "Frame",
    "Point",
    "Poly",
    "arc",
    "band",
    "bar",
    "circle",
    "disc",
    "fit",
    "mix",
    "moved",
    "paint",
    "regular",
    "rounded_rect",
    "star",
    "stroke_poly",
    "turn",
    "SYMBOLS",
    "symbol_polys",
    "paint_symbol",
    "text_image",
    "blit_centred",
    "fit_text",
]


# -- the colour symbols --------------------------------------------------------------------
def _heart_curve(n: int = 64) -> Poly:
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        pts.append(
            (
                16 * math.sin(t) ** 3,
                -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)),
            )
        )
    return pts


def _stem(top: float, bottom: float, neck: float, foot: float) -> Poly:
    """A flared stem, concave at the sides, as under a spade or a club."""
    left = [(-neck - (foot - neck) * (i / 8) ** 2, top + (bottom - top) * i / 8) for i in range(9)]
    right = [(-x, y) for x, y in reversed(left)]
    return left + right


def _heart() -> list[Poly]:
    return fit([_heart_curve()])


def _spade() -> list[Poly]:
    body = [(x, -y) for x, y in _heart_curve()]
    return fit([moved(body, 0, -2), _stem(4, 17, 1.2, 6.5)])


def _club() -> list[Poly]:
    r = 5.2
    return fit(
        [
            circle(0, -6, r),
            circle(-6.2, 3, r),
            circle(6.2, 3, r),
            circle(0, 0.5, 3),
            _stem(2, 14, 1.1, 5.5),
        ]
    )


def _diamond() -> list[Poly]:
    pts: Poly = []
    corners = [(0.0, -1.0), (0.72, 0.0), (0.0, 1.0), (-0.72, 0.0)]
    for (ax, ay), (bx, by) in zip(corners, corners[1:] + corners[:1]):
        mx, my = (ax + bx) / 2, (ay + by) / 2
        norm = math.hypot(mx, my)
        for i in range(8):  # the sides bow gently inwards
            t = i / 8
            bow = 0.07 * math.sin(math.pi * t) / norm
            pts.append((ax + (bx - ax) * t - mx * bow, ay + (by - ay) * t - my * bow))
    return [pts]


def _drop() -> list[Poly]:
    cx, cy, r = 0.0, 0.38, 0.6
    d = 1 + cy
    alpha = math.degrees(math.asin(r / d))
    a0, a1 = -90 + (90 - alpha), 270 - (90 - alpha)  # tangent points, round the bottom
    return fit([[(0.0, -1.0)] + arc(cx, cy, r, a0, a1, 32)])


def _leaf() -> list[Poly]:
    side_a, side_b = [], []
    for i in range(25):
        s = -1 + 2 * i / 24
        w = 0.46 * (1 - s * s) ** 0.85 * (1 + 0.12 * s)
        side_a.append((s, -w))
        side_b.append((s, w))
    blade = turn(side_a + side_b[::-1], -45)
    stalk = turn([(-1.32, -0.05), (-0.8, -0.07), (-0.8, 0.07), (-1.32, 0.05)], -45)
    return fit([blade, stalk])


def _moon() -> list[Poly]:
    outer = arc(0, 0, 1, 60, 300, 30)
    inner = arc(0.45, -0.1, 0.78, 250, 110, 30)  # back round the inside
    return fit([outer + inner])


def _bolt() -> list[Poly]:
    return fit(
        [
            [
                (0.2, -1),
                (-0.55, 0.12),
                (-0.02, 0.12),
                (-0.25, 1),
                (0.55, -0.2),
                (0.04, -0.2),
                (0.35, -1),
            ]
        ]
    )


def _cross() -> list[Poly]:
    a, b = 0.32, 1.0
    return [
        [
            (-a, -b),
            (a, -b),
            (a, -a),
            (b, -a),
            (b, a),
            (a, a),
            (a, b),
            (-a, b),
            (-a, a),
            (-b, a),
            (-b, -a),
            (-a, -a),
        ]
    ]


SYMBOLS: dict[str, Callable[[], list[Poly]]] = {
    "heart": _heart,
    "star": lambda: fit([star(5, 1.0, 0.46)]),
    "leaf": _leaf,
    "drop": _drop,
    "club": _club,
    "spade": _spade,
    "diamond": _diamond,
    "circle": lambda: [circle(0, 0, 0.9)],
    "square": lambda: [rounded_rect(-0.8, -0.8, 1.6, 1.6, 0.2)],
    "triangle": lambda: fit([regular(3, 1.0)]),
    "hexagon": lambda: [regular(6, 0.95, 0)],
    "cross": _cross,
    "moon": _moon,
    "bolt": _bolt,
    "sparkle": lambda: [star(4, 1.0, 0.3)],  # no colour's symbol: the pattern on wild cards
}


@cache
def symbol_polys(name: str) -> tuple[tuple[Point, ...], ...]:
    """The unit-size polygons of a colour symbol or a pack's suit symbol (fits in -1..1)."""
    if name in SYMBOLS:
        return tuple(tuple(poly) for poly in SYMBOLS[name]())
    return tuple(tuple(poly) for poly in pack_symbol(name).outline)


def paint_symbol(
    surface: pygame.Surface,
    frame: Frame,
    name: str,
    fill: Fill,
    line: RGB | None = None,
    stroke: float = 0.0,
) -> None:
    paint(surface, [frame.pts(poly) for poly in symbol_polys(name)], fill, line, stroke)
    if name not in SYMBOLS and line is not None and len(fill) == 3:
        paint_details(surface, frame, name, fill, line)


# -- text ----------------------------------------------------------------------------------
def text_image(
    text: str,
    height: float,
    colour: RGB,
    *,
    bold: bool = True,
    line: RGB | None = None,
    stroke: float = 0.0,
) -> pygame.Surface:
    """`text` whose digits stand `height` pixels tall, cropped to its ink, optionally outlined.

    The font size is chosen from the height of a digit, so "7" and "10" stand equally tall.
    """
    size = max(6, round(height / 0.73))  # a DejaVu digit is ~0.73 of the font size
    font = theme.font(size, bold)
    fill_img = font.render(text, True, colour)
    if line is None or stroke <= 0:
        return fill_img.subsurface(fill_img.get_bounding_rect()).copy()
    pad = math.ceil(stroke) + 1
    out = pygame.Surface(
        (fill_img.get_width() + 2 * pad, fill_img.get_height() + 2 * pad), pygame.SRCALPHA
    )
    out.fill((*line, 0))
    line_img = font.render(text, True, line)
    steps = max(8, min(16, round(stroke * 2)))  # ring of offsets; fine once scaled down
    for i in range(steps):
        a = 2 * math.pi * i / steps
        out.blit(line_img, (pad + stroke * math.cos(a), pad + stroke * math.sin(a)))
    out.blit(line_img, (pad, pad))
    out.blit(fill_img, (pad, pad))
    return out.subsurface(out.get_bounding_rect()).copy()


def blit_centred(
    surface: pygame.Surface, image: pygame.Surface, at: Point, angle: float = 0.0
) -> None:
    if angle:
        image = pygame.transform.rotate(image, -angle)
    surface.blit(image, image.get_rect(center=(round(at[0]), round(at[1]))))


def fit_text(
    text: str,
    height: float,
    max_width: float,
    colour: RGB,
    *,
    bold: bool = True,
    line: RGB | None = None,
    stroke: float = 0.0,
) -> pygame.Surface:
    """Like `text_image`, shrunk until it is at most `max_width` wide."""
    image = text_image(text, height, colour, bold=bold, line=line, stroke=stroke)
    if image.get_width() > max_width:
        smaller = height * max_width / image.get_width()
        image = text_image(text, smaller, colour, bold=bold, line=line, stroke=stroke)
    return image
