"""Kid mode's celebration when someone wins: confetti in everyone's colours and the winner's
picture big in the middle, on a turning sun of golden rays.

`Confetti` is a small particle system (positions in pixels, time in seconds, its own seeded
random generator so a test or a screenshot sees the same shower every time).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from game.ui.art import kidicons as K
from game.ui.art import theme
from game.ui.art.avatars import draw_avatar
from game.ui.table.easing import easing

RGB = tuple[int, int, int]
GRAVITY = 520.0  # pixels per second squared at 1280x720
DRAG = 0.6  # share of the speed kept per second (paper flutters down slowly)


@dataclass
class Bit:
    x: float
    y: float
    vx: float
    vy: float
    angle: float
    spin: float
    colour: RGB
    w: float
    h: float


class Confetti:
    def __init__(self, size: tuple[int, int], colours: list[RGB], *, seed: int = 7) -> None:
        self.size = size
        self.s = theme.scale_for(size)
        self.colours = colours or [theme.GOLD]
        self.rng = random.Random(seed)
        self.bits: list[Bit] = []

    def burst(self, count: int = 160) -> None:
        """Two cannons in the bottom corners and a shower from the top."""
        w, h = self.size
        s, rng = self.s, self.rng
        for k in range(count):
            if k % 3 == 2:
                x, y = rng.uniform(0, w), rng.uniform(-h * 0.3, 0)
                vx, vy = rng.uniform(-60, 60) * s, rng.uniform(0, 120) * s
            else:
                left = k % 3 == 0
                x, y = (0.0 if left else float(w)), h * 0.9
                speed = rng.uniform(700, 1150) * s
                angle = math.radians(rng.uniform(55, 80))
                vx = speed * math.cos(angle) * (1 if left else -1)
                vy = -speed * math.sin(angle)
            self.bits.append(
                Bit(
                    x,
                    y,
                    vx,
                    vy,
                    rng.uniform(0, 360),
                    rng.uniform(-540, 540),
                    rng.choice(self.colours),
                    rng.uniform(7, 13) * s,
                    rng.uniform(4, 8) * s,
                )
            )

    def update(self, dt: float) -> None:
        keep = DRAG**dt
        fall = GRAVITY * self.s * dt
        for bit in self.bits:
            bit.vx *= keep
            bit.vy = bit.vy * keep + fall
            bit.x += bit.vx * dt
            bit.y += bit.vy * dt
            bit.angle += bit.spin * dt
        self.bits = [b for b in self.bits if b.y < self.size[1] + 20 * self.s]

    @property
    def alive(self) -> bool:
        return bool(self.bits)

    def draw(self, surface: pygame.Surface) -> None:
        for bit in self.bits:
            # A paper strip turning in the air: its width swings with the flip.
            flip = abs(math.cos(math.radians(bit.angle * 1.7)))
            half_w, half_h = bit.w / 2, max(1.0, bit.h * flip / 2)
            c, s = math.cos(math.radians(bit.angle)), math.sin(math.radians(bit.angle))
            corners = [
                (bit.x + dx * c - dy * s, bit.y + dx * s + dy * c)
                for dx, dy in (
                    (-half_w, -half_h),
                    (half_w, -half_h),
                    (half_w, half_h),
                    (-half_w, half_h),
                )
            ]
            pygame.draw.polygon(surface, bit.colour, corners)


def draw_winner(
    surface: pygame.Surface, avatar: int, centre: tuple[int, int], radius: int, t: float
) -> None:
    """The winner's picture growing in with a bounce, on golden rays, a star on top."""
    grow = easing("ease_out_back")(min(1.0, t / 0.6)) if t > 0 else 0.0
    r = max(1, int(radius * grow))
    _rays(surface, centre, int(r * 1.9), t)
    draw_avatar(surface, avatar, centre, r)
    bob = int(radius * 0.06 * math.sin(t * 5))
    K.star_icon(surface, (centre[0], centre[1] - r - int(radius * 0.15) + bob), radius * 0.38)


def _rays(surface: pygame.Surface, centre: tuple[int, int], reach: int, t: float) -> None:
    if reach <= 0:
        return
    layer = pygame.Surface((2 * reach, 2 * reach), pygame.SRCALPHA)
    mid = (reach, reach)
    for k in range(12):
        a = math.radians(k * 30 + t * 25)
        b = math.radians(k * 30 + 11 + t * 25)
        points = [
            mid,
            (reach + reach * math.cos(a), reach + reach * math.sin(a)),
            (reach + reach * math.cos(b), reach + reach * math.sin(b)),
        ]
        pygame.draw.polygon(layer, (255, 226, 120, 170), points)
    pygame.draw.circle(layer, (255, 240, 180, 140), mid, reach // 2)
    surface.blit(layer, (centre[0] - reach, centre[1] - reach))
