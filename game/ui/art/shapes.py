"""Geometry for the card art: shapes as polygons in unit coordinates, painted with an outline.

Everything is drawn with plain `pygame.draw` onto a surface several times larger than the
result and then smooth-scaled down (see `cards.supersample`): that anti-aliases every edge,
thick line and join alike, which per-primitive anti-aliasing (gfxdraw) cannot do for filled,
outlined shapes. A shape is one or more polygons; filling all of them after stroking all of
them outlines their union, so a club's three leaves and stem get one clean outline.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from functools import cache

import pygame

from game.ui.art import theme

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
    """The unit-size polygons of a colour symbol (fits in -1..1)."""
    return tuple(tuple(poly) for poly in SYMBOLS[name]())


def paint_symbol(
    surface: pygame.Surface,
    frame: Frame,
    name: str,
    fill: Fill,
    line: RGB | None = None,
    stroke: float = 0.0,
) -> None:
    paint(surface, [frame.pts(poly) for poly in symbol_polys(name)], fill, line, stroke)


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
