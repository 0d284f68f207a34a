"""The suit symbols of the German and the Swiss pack, as polygons in the unit box like the
colour symbols of `shapes`: the German acorn, leaf, heart and bell, the Swiss rose, shield,
acorn and bell.

Each symbol is an outline (its polygons, filled as one shape) and details drawn over the fill:
a darker part (an acorn's cup, a bell's band) and lines (a leaf's veins, a bell's slit). A
symbol reads at a corner's 20 pixels by its outline alone; the details show on pips and aces.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import cache

import pygame

from game.ui.art.geometry import RGB, Frame, Poly, arc, circle, mix, rounded_rect, stroke_poly, turn

WHITE: RGB = (255, 255, 255)


@dataclass(frozen=True)
class PackSymbol:
    outline: list[Poly]
    shade: list[Poly] = field(default_factory=list)  # filled darker than the symbol
    lines: list[Poly] = field(default_factory=list)  # open lines in the outline's colour
    light: list[Poly] = field(default_factory=list)  # filled lighter: a gleam


def _ellipse(x: float, y: float, rx: float, ry: float, n: int = 40) -> Poly:
    return [
        (x + rx * math.cos(2 * math.pi * i / n), y + ry * math.sin(2 * math.pi * i / n))
        for i in range(n)
    ]


def _placed(symbol: PackSymbol, box: list[Poly]) -> PackSymbol:
    """The symbol moved and scaled as `fit` would fit `box` (its outline) in the unit box."""
    xs = [x for poly in box for x, _ in poly]
    ys = [y for poly in box for _, y in poly]
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    scale = 2 / max(max(xs) - min(xs), max(ys) - min(ys))

    def place(polys: list[Poly]) -> list[Poly]:
        return [[((x - cx) * scale, (y - cy) * scale) for x, y in poly] for poly in polys]

    return PackSymbol(
        place(symbol.outline), place(symbol.shade), place(symbol.lines), place(symbol.light)
    )


# -- German --------------------------------------------------------------------------------
def acorn(*, long: float = 1.0, tilt: float = 0.0) -> PackSymbol:
    """An acorn standing on its tip: the nut below, the scaled cup above, a stalk on top.
    `long` stretches the nut (the Swiss acorn is slimmer), `tilt` leans it (degrees)."""
    nut = _ellipse(0, 0.3 * long, 0.5, 0.66 * long) + [(0.0, 0.3 * long + 0.78 * long)]
    nut = sorted(nut, key=lambda p: math.atan2(p[1] - 0.3 * long, p[0]))
    cup = [(x, -0.1 + (y + 0.1) * 0.8) for x, y in arc(0, -0.1, 0.64, 180, 360, 20)]
    cup += [(0.6, 0.04), (-0.6, 0.04)]
    stalk = rounded_rect(-0.09, -0.92, 0.18, 0.46, 0.06)
    scales = [[(x, -0.02), (x + 0.22, -0.3)] for x in (-0.5, -0.24, 0.02, 0.28)]
    parts = PackSymbol([nut, cup, stalk], [cup, stalk], scales)
    if tilt:
        parts = PackSymbol(
            [turn(p, tilt) for p in parts.outline],
            [turn(p, tilt) for p in parts.shade],
            [turn(p, tilt) for p in parts.lines],
        )
    return _placed(parts, parts.outline)


def _leaf_outline(n: int = 48, teeth: int = 0) -> Poly:
    """A broad leaf pointing up, its base notched round the stalk, optionally toothed."""
    right = []
    for i in range(n + 1):
        t = i / n  # 0: the tip, 1: the notch at the base
        y = -1.0 + 1.75 * t
        w = 0.78 * math.sin(math.pi * min(1.0, t * 1.05)) ** 0.8 * (0.55 + 0.45 * t)
        if teeth:
            w *= 1 + 0.06 * abs(math.sin(math.pi * teeth * t))
        right.append((w, y))
    right[-1] = (0.0, 0.62)
    left = [(-x, y) for x, y in reversed(right)]
    return right + left[1:]


def leaf() -> PackSymbol:
    """The German Grün: a broad leaf pointing up on a short curved stalk, with its veins."""
    blade = _leaf_outline(teeth=7)
    stalk = [(-0.07, 0.5), (0.07, 0.5), (0.14, 1.0), (0.0, 1.02)]
    veins = [[(0.0, -0.82), (0.0, 0.58)]] + [
        [(0.0, y), (side * 0.42, y - 0.3)] for y in (-0.3, 0.05, 0.38) for side in (-1, 1)
    ]
    return _placed(PackSymbol([blade, stalk], [stalk], veins), [blade, stalk])


def heart() -> PackSymbol:
    """The German Rot: a full, round heart with a gleam on its left lobe."""
    pts = []
    for i in range(64):
        t = 2 * math.pi * i / 64
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x * 1.06, y))
    gleam = [(2.0 * math.cos(a), 3.6 * math.sin(a)) for a in _angles(16, 0)]
    return _placed(PackSymbol([pts], light=[turn(gleam, 35, -9.5, -6.0)]), [pts])


def bell(*, crown: bool = False) -> PackSymbol:
    """A round sleigh bell: a ball with a band round its middle, a slit ending in two holes
    below, and a loop on top; `crown` gives it the Swiss bell's three-lobed top."""
    ball = circle(0, 0.12, 0.78, 48)
    xs = [-0.76 + 1.52 * i / 16 for i in range(17)]
    band = [(x, 0.0 + 0.14 * (1 - (x / 0.78) ** 2)) for x in xs]
    band += [(x, 0.2 + 0.14 * (1 - (x / 0.78) ** 2)) for x in reversed(xs)]
    if crown:
        top = [circle(dx, -0.8 + abs(dx) * 0.4, 0.16, 16) for dx in (-0.26, 0.0, 0.26)]
        top.append(rounded_rect(-0.36, -0.78, 0.72, 0.2, 0.08))
    else:
        top = [circle(0, -0.78, 0.2, 20), rounded_rect(-0.2, -0.7, 0.4, 0.16, 0.06)]
    slit = [[(-0.36, 0.56), (0.36, 0.56)]]
    holes = [circle(side * 0.38, 0.56, 0.09, 12) for side in (-1, 1)]
    return _placed(PackSymbol([ball] + top, [band] + holes + top[-1:], slit), [ball] + top)


# -- Swiss ---------------------------------------------------------------------------------
def rose() -> PackSymbol:
    """The Swiss Rose: five round petals about a seeded heart, with green points between."""
    petals = [circle(0.5 * math.cos(a), 0.5 * math.sin(a), 0.44, 24) for a in _angles(5, -90)]
    sepals = [
        [
            (0.62 * math.cos(a - 0.12), 0.62 * math.sin(a - 0.12)),
            (1.0 * math.cos(a), 1.0 * math.sin(a)),
            (0.62 * math.cos(a + 0.12), 0.62 * math.sin(a + 0.12)),
        ]
        for a in _angles(5, -54)
    ]
    middle = circle(0, 0, 0.3, 24)
    seeds = [circle(0.16 * math.cos(a), 0.16 * math.sin(a), 0.045, 8) for a in _angles(5, -90)]
    return _placed(
        PackSymbol(petals + sepals, [middle], [circle(0, 0, 0.3, 24) + [(0.3, 0.0)]] + seeds),
        petals + sepals,
    )


def _angles(n: int, start: float) -> list[float]:
    return [math.radians(start + 360 * i / n) for i in range(n)]


def shield() -> PackSymbol:
    """The Swiss Schilte: a pointed shield with a darker band across it and a line under its
    top edge."""
    right = [(0.8, -0.92), (0.8, -0.05)]
    right += [(0.8 * (1 - t**2) ** 0.8, -0.05 + t) for t in (i / 16 for i in range(1, 17))]
    outline = [(-x, y) for x, y in reversed(right)] + right
    band = [(-0.8, -0.3), (0.8, -0.3), (0.8, 0.0), (-0.8, 0.0)]
    rim = [[(-0.6, -0.74), (0.6, -0.74)]]
    return _placed(PackSymbol([outline], [band], rim), [outline])


def swiss_acorn() -> PackSymbol:
    """The Swiss Eichel: a slimmer acorn, leaning a little."""
    return acorn(long=1.25, tilt=-12)


def swiss_bell() -> PackSymbol:
    """The Swiss Schelle: the round bell with a crown on top."""
    return bell(crown=True)


PACK_SYMBOLS = {
    "acorn": acorn,
    "oakleaf": leaf,
    "gheart": heart,
    "bell": bell,
    "rose": rose,
    "shieldsuit": shield,
    "sacorn": swiss_acorn,
    "sbell": swiss_bell,
}


@cache
def pack_symbol(name: str) -> PackSymbol:
    """A pack's suit symbol by name, placed in the unit box."""
    return PACK_SYMBOLS[name]()


def paint_details(surface: pygame.Surface, frame: Frame, name: str, fill: RGB, line: RGB) -> None:
    """A pack symbol's darker parts and lines, over its filled outline."""
    symbol = pack_symbol(name)
    for polys, tone in (
        (symbol.shade, mix(fill, line, 0.42)),
        (symbol.light, mix(fill, WHITE, 0.5)),
    ):
        for poly in polys:
            pygame.draw.polygon(surface, tone, frame.pts(poly))
    width = max(1.0, frame.half * 0.07)
    for poly in symbol.lines:
        stroke_poly(surface, line, frame.pts(poly), width, closed=False)
