"""Easing curves, straight and curved paths, and the animation speed: pure functions of time.

The table's motion (`game.ui.table.anim`, the hand's glide back to its slot, kid mode's
celebration) reads its curves here by name. Every curve maps 0..1 onto 0..1 (`f(0) = 0`,
`f(1) = 1`); some overshoot on the way. The speed factor (the animation-speed setting, slower
in kid mode) scales the table's clock, not the durations, so motion already running speeds up
too.

>>> easing("linear")(0.25), lerp(0.0, 10.0, 0.25)
(0.25, 2.5)
"""

from __future__ import annotations

import math
from collections.abc import Callable

Easing = Callable[[float], float]
Point = tuple[float, float]

SPEED_MIN, SPEED_MAX = 0.25, 4.0
KID_MODE_SPEED = 0.7  # kid mode plays animations at 70 % speed, on top of the setting


def _out_bounce(t: float) -> float:
    n, d = 7.5625, 2.75
    if t < 1 / d:
        return n * t * t
    if t < 2 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


def _out_elastic(t: float) -> float:
    if t in (0.0, 1.0):
        return t
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi) / 3) + 1


EASINGS: dict[str, Easing] = {
    "linear": lambda t: t,
    "ease_in_quad": lambda t: t * t,
    "ease_out_quad": lambda t: 1 - (1 - t) * (1 - t),
    "ease_in_out_quad": lambda t: 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2,
    "ease_in_cubic": lambda t: t**3,
    "ease_out_cubic": lambda t: 1 - (1 - t) ** 3,
    "ease_in_out_cubic": lambda t: 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2,
    "ease_out_sine": lambda t: math.sin(t * math.pi / 2),
    "ease_in_out_sine": lambda t: -(math.cos(math.pi * t) - 1) / 2,
    "ease_in_back": lambda t: 2.70158 * t**3 - 1.70158 * t * t,
    "ease_out_back": lambda t: 1 + 2.70158 * (t - 1) ** 3 + 1.70158 * (t - 1) ** 2,
    "ease_out_bounce": _out_bounce,
    "ease_out_elastic": _out_elastic,
}


def easing(name: str) -> Easing:
    """An easing curve by name (see EASINGS)."""
    try:
        return EASINGS[name]
    except KeyError:
        known = ", ".join(EASINGS)
        raise ValueError(f"unknown easing {name!r}; known: {known}") from None


def lerp(a: float, b: float, t: float) -> float:
    """`a` moved `t` of the way to `b`."""
    return a + (b - a) * t


def arc_point(a: Point, b: Point, t: float, bend: float) -> Point:
    """A point on a gentle arc from a to b (bend: sideways offset as a share of the distance)."""
    x, y = lerp(a[0], b[0], t), lerp(a[1], b[1], t)
    dx, dy = b[0] - a[0], b[1] - a[1]
    lift = math.sin(math.pi * t) * bend
    return x - dy * lift, y + dx * lift


def speed_factor(setting: float = 1.0, *, kid_mode: bool = False) -> float:
    """The animation speed from the animation-speed setting (0.5x..2x) and kid mode."""
    return min(SPEED_MAX, max(SPEED_MIN, setting * (KID_MODE_SPEED if kid_mode else 1.0)))
