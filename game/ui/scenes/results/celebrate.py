"""Celebrations. Kid mode's when someone wins: confetti in everyone's colours and the winner's
picture big in the middle, on a turning sun of golden rays. A grown-up who wins a round gets a
shorter, quieter moment (`Cheer`): a light shower of gold and paper from the top and a warm
glow behind the heading, over in about two seconds.

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


CHEER_COLOURS: list[RGB] = [theme.GOLD, (255, 236, 170), theme.PAPER, (232, 176, 48)]
CHEER_SECONDS = 2.0  # the glow's whole life; the paper is gone by then too


class Cheer:
    """A person's round won, at a grown-up table: a few dozen bits of gold and paper drift
    down from the top (no cannons), and a glow behind the heading swells and fades."""

    def __init__(self, size: tuple[int, int], *, seed: int = 11, count: int = 48) -> None:
        self.t = 0.0
        self.confetti = Confetti(size, CHEER_COLOURS, seed=seed)
        w, h = size
        s, rng = self.confetti.s, self.confetti.rng
        for _ in range(count):
            self.confetti.bits.append(
                Bit(
                    rng.uniform(w * 0.15, w * 0.85),
                    rng.uniform(-h * 0.25, 0),
                    rng.uniform(-40, 40) * s,
                    rng.uniform(60, 200) * s,
                    rng.uniform(0, 360),
                    rng.uniform(-300, 300),
                    rng.choice(CHEER_COLOURS),
                    rng.uniform(6, 10) * s,
                    rng.uniform(3, 6) * s,
                )
            )

    @property
    def alive(self) -> bool:
        return self.t < CHEER_SECONDS

    def update(self, dt: float) -> None:
        self.t += dt
        self.confetti.update(dt)
        if self.t >= CHEER_SECONDS:
            self.confetti.bits.clear()  # a quiet moment: no stragglers

    def glow(self, surface: pygame.Surface, centre: tuple[int, int], width: int) -> None:
        """The warm light behind the heading: up in a quarter second, gone by the end."""
        if not self.alive:
            return
        k = self.t / CHEER_SECONDS
        alpha = int(110 * min(1.0, self.t / 0.25) * (1 - k))
        if alpha <= 0:
            return
        h = max(8, width // 6)
        layer = pygame.Surface((width, h), pygame.SRCALPHA)
        for ring in range(6):
            rect = layer.get_rect().inflate(-ring * width // 8, -ring * h // 8)
            pygame.draw.ellipse(layer, (*theme.GOLD, alpha // 6), rect)
        surface.blit(layer, layer.get_rect(center=centre))

    def draw(self, surface: pygame.Surface) -> None:
        self.confetti.draw(surface)
