"""Geometry for the card art: a unit frame placed on a surface, polygons in unit coordinates,
and painting them with an outline.

Everything is drawn with plain `pygame.draw` onto a surface several times larger than the
result and then smooth-scaled down (see `cards.supersample`): that anti-aliases every edge,
thick line and join alike, which per-primitive anti-aliasing (gfxdraw) cannot do for filled,
outlined shapes. A shape is one or more polygons; filling all of them after stroking all of
them outlines their union, so a club's three leaves and stem get one clean outline.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import pygame

Point = tuple[float, float]
Poly = list[Point]
RGB = tuple[int, int, int]
Fill = RGB | tuple[int, int, int, int]  # with an alpha: a faint layer (a back's pattern)


class Frame:
    """Unit coordinates (-1..1 each way, y down) placed on a surface: a centre, a half-size in
    pixels and a turn in degrees (180 draws the lower, upside-down half of a card)."""

    def __init__(self, cx: float, cy: float, half: float, angle: float = 0.0) -> None:
        self.cx, self.cy, self.half, self.angle = cx, cy, half, angle
        rad = math.radians(angle)
        self._cos, self._sin = math.cos(rad), math.sin(rad)

    def p(self, x: float, y: float) -> Point:
        c, s, h = self._cos, self._sin, self.half
        return (self.cx + h * (x * c - y * s), self.cy + h * (x * s + y * c))

    def pts(self, points: Iterable[Point]) -> Poly:
        return [self.p(x, y) for x, y in points]

    def px(self, units: float) -> float:
        return units * self.half

    def sub(self, x: float, y: float, half: float, angle: float = 0.0) -> Frame:
        """A frame inside this one: centre (x, y) and half-size in this frame's units."""
        cx, cy = self.p(x, y)
        return Frame(cx, cy, half * self.half, self.angle + angle)


# -- painting ------------------------------------------------------------------------------
def stroke_poly(
    surface: pygame.Surface, colour: RGB, poly: Sequence[Point], width: float, closed: bool = True
) -> None:
    """A line of `width` pixels along `poly` with round joins and ends."""
    if width <= 0 or len(poly) < 2:
        return
    w = max(1, round(width))
    pygame.draw.lines(surface, colour, closed, poly, w)
    for point in poly:
        pygame.draw.circle(surface, colour, point, w / 2)


def paint(
    surface: pygame.Surface,
    polys: Sequence[Sequence[Point]],
    fill: Fill,
    line: RGB | None = None,
    stroke: float = 0.0,
) -> None:
    """Fill the union of `polys`, outlined `stroke` pixels wide outside its edge."""
    if line is not None and stroke > 0:
        for poly in polys:
            pygame.draw.polygon(surface, line, poly)
            stroke_poly(surface, line, poly, 2 * stroke)
    for poly in polys:
        pygame.draw.polygon(surface, fill, poly)


def disc(
    surface: pygame.Surface,
    frame: Frame,
    x: float,
    y: float,
    r: float,
    fill: RGB,
    line: RGB | None = None,
    stroke: float = 0.0,
) -> None:
    centre = frame.p(x, y)
    if line is not None and stroke > 0:
        pygame.draw.circle(surface, line, centre, frame.px(r) + stroke)
    pygame.draw.circle(surface, fill, centre, frame.px(r))


def mix(a: Sequence[int], b: Sequence[int], t: float) -> RGB:
    """`a` moved `t` of the way to `b`."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


# -- polygons ------------------------------------------------------------------------------
def circle(x: float, y: float, r: float, n: int = 40) -> Poly:
    return [
        (x + r * math.cos(2 * math.pi * i / n), y + r * math.sin(2 * math.pi * i / n))
        for i in range(n)
    ]


def arc(x: float, y: float, r: float, a0: float, a1: float, n: int = 24) -> Poly:
    """Points on a circle from angle a0 to a1 (degrees, clockwise on screen from 3 o'clock)."""
    return [
        (
            x + r * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
            y + r * math.sin(math.radians(a0 + (a1 - a0) * i / n)),
        )
        for i in range(n + 1)
    ]


def band(x: float, y: float, r_in: float, r_out: float, a0: float, a1: float, n: int = 24) -> Poly:
    """A piece of a ring between two angles."""
    return arc(x, y, r_out, a0, a1, n) + arc(x, y, r_in, a1, a0, n)


def rounded_rect(x: float, y: float, w: float, h: float, r: float, n: int = 6) -> Poly:
    """A rectangle (top-left x, y) with rounded corners, as a polygon (it may be rotated)."""
    r = min(r, w / 2, h / 2)
    corners = (
        (x + w - r, y + r, -90),
        (x + w - r, y + h - r, 0),
        (x + r, y + h - r, 90),
        (x + r, y + r, 180),
    )
    return [pt for cx, cy, a in corners for pt in arc(cx, cy, r, a, a + 90, n)]


def regular(n: int, r: float = 1.0, start: float = -90.0, x: float = 0, y: float = 0) -> Poly:
    return [
        (
            x + r * math.cos(math.radians(start + 360 * i / n)),
            y + r * math.sin(math.radians(start + 360 * i / n)),
        )
        for i in range(n)
    ]


def star(
    points: int = 5, outer: float = 1.0, inner: float = 0.45, x: float = 0, y: float = 0
) -> Poly:
    out = regular(points, outer, -90, x, y)
    ins = regular(points, inner, -90 + 180 / points, x, y)
    return [pt for pair in zip(out, ins) for pt in pair]


def turn(poly: Iterable[Point], degrees: float, x: float = 0, y: float = 0) -> Poly:
    c, s = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))
    return [(x + px * c - py * s, y + px * s + py * c) for px, py in poly]


def moved(poly: Iterable[Point], dx: float, dy: float, scale: float = 1.0) -> Poly:
    return [(px * scale + dx, py * scale + dy) for px, py in poly]


def bar(x0: float, y0: float, x1: float, y1: float, half: float) -> Poly:
    """A straight bar of half-width `half` from (x0, y0) to (x1, y1), square ends."""
    length = math.hypot(x1 - x0, y1 - y0)
    nx, ny = -(y1 - y0) / length * half, (x1 - x0) / length * half
    return [(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)]


def fit(polys: list[Poly], size: float = 1.0) -> list[Poly]:
    """Centre `polys` on the origin and scale them to fit in a box of half-size `size`."""
    xs = [x for poly in polys for x, _ in poly]
    ys = [y for poly in polys for _, y in poly]
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    scale = 2 * size / max(max(xs) - min(xs), max(ys) - min(ys))
    return [[((x - cx) * scale, (y - cy) * scale) for x, y in poly] for poly in polys]
