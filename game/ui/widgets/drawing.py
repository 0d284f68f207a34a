"""Drawing helpers shared by the menus: the palette, cached text, wrapping, panels, focus rings.

Text may be given as a callable, so that a language switch relabels every screen at once.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.art import theme
from game.ui.art.surfacecache import SurfaceCache

Text = str | Callable[[], str]

TEXT_LIGHT = (238, 244, 236)
TEXT_DIM = (168, 200, 180)
PANEL = (9, 48, 32, 215)
PANEL_EDGE = (255, 255, 255, 38)
BUTTON = theme.PAPER
BUTTON_HOVER = (255, 252, 235)
BUTTON_DOWN = (222, 214, 190)
DISABLED = (92, 128, 108)
CONTROL = (12, 60, 40)
CONTROL_HOVER = (20, 76, 52)
FOCUS = theme.GOLD
RED = (196, 58, 52)


def resolve(text: Text) -> str:
    return text() if callable(text) else text


#: The pixels rendered words may keep. A screen shows some 100 lines of words, about 1 MB at
#: 1024x600 and 3 MB at 1920x1080: this keeps a few screens' worth. Kept by count (1,024), a
#: random run through every screen filled 11 MB at 1024x600, and a count bounds nothing when
#: the lines are long and the type big.
TEXT_BUDGET = 8 * 2**20


class RenderedText:
    """Rendered text, cached: menus redraw the same words every frame. Called as the function
    it replaces (`text_surface(text, size, bold, colour)`); `cache_clear` as lru_cache's."""

    def __init__(self, budget: int) -> None:
        self.images = SurfaceCache(budget)

    def __call__(
        self, text: str, size: int, bold: bool = False, colour: tuple[int, int, int] = TEXT_LIGHT
    ) -> pygame.Surface:
        return self.images.made(
            (text, size, bold, colour), lambda: theme.font(size, bold).render(text, True, colour)
        )

    def cache_clear(self) -> None:
        self.images.clear()


text_surface = RenderedText(TEXT_BUDGET)


def fit_size(text: str, width: int, size: int, bold: bool = False, smallest: int = 9) -> int:
    """The largest font size up to `size` at which `text` fits in `width` pixels."""
    while size > smallest and theme.font(size, bold).size(text)[0] > width:
        size -= 1
    return size


def fitted_lines(
    text: str, size: int, width: int, height: int, *, bold: bool = False
) -> tuple[list[str], int]:
    """`text` in a box `width` x `height` as one line at `size`; else on two lines, at `size`
    or a little smaller (down to three quarters of it), where the box is tall enough for two;
    else one line cut with "…". Returns the lines and the size they are drawn at."""
    font = theme.font(size, bold)
    if font.size(text)[0] <= width:
        return [text], size
    for smaller in range(size, max(9, size * 3 // 4) - 1, -1):
        font = theme.font(smaller, bold)
        lines = wrap(text, font, width)
        fits = all(font.size(line)[0] <= width for line in lines)
        if len(lines) <= 2 and fits and 2 * font.get_linesize() <= height:
            return lines, smaller
    return [shorten(text, size, width, bold=bold, at_word=False)], size


def shorten(text: str, size: int, width: int, *, bold: bool = False, at_word: bool = True) -> str:
    """`text` as it fits in `width` at `size`, the size kept: cut after its last whole word
    that fits ("Lena Marie" for "Lena Marie Johansson"; `at_word`), else with an ellipsis
    ("Maximilia…")."""
    font = theme.font(size, bold)
    if font.size(text)[0] <= width:
        return text
    words = text.split(" ") if at_word else [text]
    for count in range(len(words) - 1, 0, -1):
        head = " ".join(words[:count])
        if font.size(head)[0] <= width:
            return head
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Words to lines no wider than `width` (a word longer than a line stands alone)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}" if line else word
            if line and font.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


def blit_text(
    surface: pygame.Surface,
    text: str,
    size: int,
    pos: tuple[int, int],
    *,
    bold: bool = False,
    colour: tuple[int, int, int] = TEXT_LIGHT,
    anchor: str = "topleft",
    width: int | None = None,
) -> pygame.Rect:
    """Draw one line; with `width` the font shrinks until the line fits."""
    if width is not None:
        size = fit_size(text, width, size, bold)
    image = text_surface(text, size, bold, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    *,
    radius: int = 14,
    colour: tuple[int, int, int, int] = PANEL,
    edge: tuple[int, int, int, int] = PANEL_EDGE,
    shadow: int = 6,
) -> None:
    """A rounded, translucent panel with a soft drop shadow."""
    w, h = rect.size

    def make() -> pygame.Surface:
        layer = pygame.Surface((w + shadow * 2, h + shadow * 2), pygame.SRCALPHA)
        if shadow:
            pygame.draw.rect(
                layer, (0, 0, 0, 60), (shadow * 2, shadow * 2, w - shadow, h - shadow),
                border_radius=radius,
            )  # fmt: skip
        pygame.draw.rect(layer, colour, (shadow, shadow, w, h), border_radius=radius)
        pygame.draw.rect(layer, edge, (shadow, shadow, w, h), 1, border_radius=radius)
        return layer

    layer = _panels.made((w, h, radius, colour, edge, shadow), make)
    surface.blit(layer, (rect.x - shadow, rect.y - shadow))


#: Panels drawn, by size and look: a screen draws the same few every frame, and a big one made
#: anew each frame was a megabyte asked of malloc and given back sixty times a second.
_panels = SurfaceCache(8 * 2**20)


def focus_ring(
    surface: pygame.Surface, rect: pygame.Rect, radius: int, colour: tuple[int, int, int] = FOCUS
) -> None:
    pygame.draw.rect(surface, colour, rect.inflate(8, 8), 3, border_radius=radius + 4)


def blit_lines(
    surface: pygame.Surface,
    text: str,
    rect: pygame.Rect,
    size: int,
    colour: tuple[int, int, int] = TEXT_LIGHT,
) -> None:
    """`text` on one line left in `rect`, or wrapped onto two lines when it does not fit."""
    font = theme.font(size)
    if font.size(text)[0] <= rect.w:
        blit_text(surface, text, size, rect.midleft, anchor="midleft", colour=colour)
        return
    lines = wrap(text, font, rect.w)[:2]
    line_h = font.get_linesize()
    y = rect.centery - line_h * len(lines) // 2
    for line in lines:
        blit_text(surface, line, size, (rect.x, y), colour=colour, width=rect.w)
        y += line_h


def progress_bar(surface: pygame.Surface, track: pygame.Rect, share: float) -> None:
    """A bar filled to `share` (0 to 1) of `track`: how far a long job has come."""
    pygame.draw.rect(surface, (0, 0, 0), track, border_radius=track.h // 2)
    done = track.copy()
    done.w = max(track.h, round(track.w * min(1.0, max(0.0, share))))
    pygame.draw.rect(surface, theme.GOLD, done, border_radius=track.h // 2)
