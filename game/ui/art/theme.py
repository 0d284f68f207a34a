"""Fonts, colours and sizes. The game ships its own font: only DejaVu exists on every target,
and `SysFont` silently falls back to something else.

Every font the game draws with is made here, and draws any text: a text from a file (a
ruleset's name opened in the workshop to be mended) may hold a NUL or a lone surrogate, which
pygame refuses to draw or measure. Making it safe here, once, means no screen can forget.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from game.files import screen_text
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


class Font(pygame.font.Font):
    """A font that draws and measures any text: what no font can draw (`game.files.screen_text`:
    NUL and other control characters go, a lone surrogate becomes "\ufffd", a line break a
    space) is made drawable first. Printable text, all but always, is passed on as it is."""

    def render(self, text: str | bytes | None, *args: Any, **options: Any) -> pygame.Surface:
        if isinstance(text, str) and not text.isprintable():
            text = screen_text(text)
        return super().render(text, *args, **options)

    def size(self, text: str | bytes, /) -> tuple[int, int]:
        if isinstance(text, str) and not text.isprintable():
            text = screen_text(text)
        return super().size(text)


@lru_cache(maxsize=256)  # text fitted to a width tries many sizes: each loads the font file
def font(size: int, bold: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    path = assets_dir() / "fonts" / (FONT_BOLD if bold else FONT_REGULAR)
    return Font(str(path), max(6, int(size)))


@lru_cache(maxsize=16)
def display_font(size: int) -> pygame.font.Font:
    """The titles' typeface: heavier and rounder than the body text."""
    if not pygame.font.get_init():
        pygame.font.init()
    return Font(str(assets_dir() / "fonts" / FONT_DISPLAY), max(6, int(size)))


def scale_for(size: tuple[int, int]) -> float:
    """1.0 at 1280x720; everything on screen scales with the window."""
    return min(size[0] / 1280, size[1] / 720)
