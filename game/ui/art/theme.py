"""Fonts, colours and sizes. The game ships its own font: only DejaVu exists on every target,
and `SysFont` silently falls back to something else."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.paths import assets_dir

FONT_REGULAR = "DejaVuSans.ttf"
FONT_BOLD = "DejaVuSans-Bold.ttf"
FONT_DISPLAY = "Lato-Black.ttf"  # titles: the game's name, the results' headings (OFL)

# The felt, the ink, the highlights.
TABLE_GREEN = (22, 94, 62)
TABLE_GREEN_DARK = (14, 66, 44)
INK = (30, 30, 36)
PAPER = (248, 246, 240)
WHITE = (255, 255, 255)
GOLD = (246, 196, 66)
SHADOW = (0, 0, 0, 90)


@lru_cache(maxsize=256)  # text fitted to a width tries many sizes: each loads the font file
def font(size: int, bold: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    path = assets_dir() / "fonts" / (FONT_BOLD if bold else FONT_REGULAR)
    return pygame.font.Font(str(path), max(6, int(size)))


@lru_cache(maxsize=16)
def display_font(size: int) -> pygame.font.Font:
    """The titles' typeface: heavier and rounder than the body text."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(assets_dir() / "fonts" / FONT_DISPLAY), max(6, int(size)))


def scale_for(size: tuple[int, int]) -> float:
    """1.0 at 1280x720; everything on screen scales with the window."""
    return min(size[0] / 1280, size[1] / 720)
