"""The faces of the German and Swiss packs and of the shape deck, painted on a white or cream
face as the French suits are (`cards`), in design units of a 100 x 150 card.

German and Swiss numbers show their pips; the Unter (Under), Ober and König (King) are
double-headed figures holding the suit symbol (the Unter low, the Ober high); the Daus (Ace)
is the big symbol; the Swiss Banner is a flag bearing the symbol. A shape card shows its one
big shape with the number on it; the wild twenty shows every shape round a big 20.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.ui.art import figures
from game.ui.art import pictures as P
from game.ui.art import shapes as S
from game.ui.art.palette import CardColour
from game.ui.art.pictures import GOLD, WHITE, Ink
from game.ui.art.shapes import RGB, Frame

if TYPE_CHECKING:
    from game.ui.art.cards import Face

CREAM: RGB = (252, 246, 228)
PAPER: RGB = (253, 251, 246)
INK: RGB = (32, 32, 40)
POLE: RGB = (128, 84, 44)
FIGURES = {"under": "under", "ober": "ober", "king": "king", "jack": "jack", "queen": "queen"}


def paint_face(
    big: pygame.Surface, face: Face, shapes: bool, wheel: list[CardColour], ink: Ink
) -> None:
    """A card of the German, Swiss or shape pack: a white (shapes: cream) face, the pack's
    picture in the middle, the index and the symbol in two corners. `ink` gives the outline
    width and the ruleset's colours; each card inks itself in its own colour."""
    u = big.get_width() / 100
    colour = face.colour
    rect = pygame.Rect(round(4 * u), round(4 * u), round(92 * u), round(142 * u))
    pygame.draw.rect(big, CREAM if shapes else PAPER, rect, border_radius=round(5 * u))
    if colour is None or face.pack_face == "twenty":  # the shape deck's wild, coloured or not
        paint_twenty(big, u, face.corner, wheel)
        if colour is None:
            _corners(big, face.corner, (96, 70, 60), None, (96, 70, 60))
        else:
            _corners(big, face.corner, colour.rgb, colour.symbol, S.mix(colour.rgb, INK, 0.5))
        return
    line = S.mix(colour.rgb, INK, 0.5)
    ink = replace(ink, fill=colour.rgb, line=line)
    if shapes:
        paint_shape(big, u, face.label, colour, ink)
    elif not paint_national(big, u, face.pack_face, face.label, colour, ink):
        P.paint_picture(big, Frame(50 * u, 75 * u, 34 * u), "number", ink, label=face.label)
    _corners(big, face.corner, colour.rgb, colour.symbol, line)


def _corners(big: pygame.Surface, text: str, rgb: RGB, symbol: str | None, line: RGB) -> None:
    """The index in two corners, the suit symbol under it."""
    u = big.get_width() / 100
    for angle, (x, y) in ((0, (12, 15)), (180, (88, 135))):
        f = Frame(x * u, y * u, u, angle)
        S.blit_centred(big, S.fit_text(text, f.px(13), f.px(15), rgb), f.p(0, 0), angle)
        if symbol:
            S.paint_symbol(big, f.sub(0, 15.5, 6.2), symbol, rgb, line, 0.3 * u)


def paint_national(
    big: pygame.Surface, u: float, face: str, label: str, colour: CardColour, ink: Ink
) -> bool:
    """A German or Swiss card's middle; False when `face` is none of the pack's own."""
    centre = Frame(50 * u, 75 * u, u)
    if face in FIGURES:
        figures.court(big, centre.sub(0, 0, 31), FIGURES[face], colour.symbol, ink, 1.76)
    elif face == "ace":
        daus(big, centre.sub(0, 0, 36), colour.symbol, ink)
    elif face == "banner":
        banner(big, centre.sub(0, 0, 34), colour.symbol, ink)
    elif face == "number" and label.isdigit():
        pips = int(label)
        area = centre.sub(0, 0, 43)
        return figures.pips(big, area, pips, colour.symbol, ink, _pip(pips), 0.47, upright=True)
    else:
        return False
    return True


def _pip(count: int) -> float:
    """The size of a pip: the pack's symbols are broad, so fewer pips may be bigger."""
    return 0.24 if count <= 6 else 0.21 if count <= 8 else 0.19


def daus(surface: pygame.Surface, f: Frame, symbol: str, ink: Ink) -> None:
    """The Daus: the suit symbol big on a gold-rimmed ground, with a ribbon under it."""
    S.disc(surface, f, 0, -0.05, 0.96, S.mix(ink.fill, WHITE, 0.86), GOLD, ink.stroke * 2.2)
    ribbon = [(-0.86, 0.62), (0.86, 0.62), (0.74, 0.78), (0.86, 0.94), (-0.86, 0.94), (-0.74, 0.78)]
    S.paint(surface, [f.pts(ribbon)], ink.fill, ink.line, ink.stroke)
    S.stroke_poly(surface, GOLD, f.pts([(-0.6, 0.78), (0.6, 0.78)]), ink.stroke * 1.2, closed=False)
    S.paint_symbol(surface, f.sub(0, -0.12, 0.7), symbol, ink.fill, ink.line, ink.stroke)


def banner(surface: pygame.Surface, f: Frame, symbol: str, ink: Ink) -> None:
    """The Swiss Banner: a flag on a pole, waving, the suit symbol on its cloth."""
    pole = S.rounded_rect(-0.74, -1.2, 0.1, 2.42, 0.05)
    S.paint(surface, [f.pts(pole)], POLE, ink.line, ink.stroke * 0.8)
    S.disc(surface, f, -0.69, -1.24, 0.1, GOLD, ink.line, ink.stroke * 0.6)
    top = [(-0.64 + 1.52 * t, -1.08 + 0.12 * math.sin(2 * math.pi * t)) for t in _steps(20)]
    bottom = [(x, y + 1.6) for x, y in reversed(top)]
    S.paint(surface, [f.pts(top + bottom)], ink.fill, ink.line, ink.stroke)
    hem = [(x, y + 0.13) for x, y in top[1:-1]] + [(x, y - 0.13) for x, y in bottom[1:-1]]
    S.stroke_poly(surface, S.mix(ink.fill, WHITE, 0.55), f.pts(hem), ink.stroke * 0.8)
    S.disc(surface, f, 0.12, -0.28, 0.5, WHITE, ink.line, ink.stroke * 0.8)
    S.paint_symbol(surface, f.sub(0.12, -0.28, 0.36), symbol, ink.fill, ink.line, ink.stroke * 0.6)


def _steps(n: int) -> list[float]:
    return [i / n for i in range(n + 1)]


def paint_shape(big: pygame.Surface, u: float, label: str, colour: CardColour, ink: Ink) -> None:
    """A shape card's middle: its big shape, the number on it in cream."""
    f = Frame(50 * u, 75 * u, 36 * u)
    S.paint_symbol(big, f, colour.symbol, colour.rgb, ink.line, ink.stroke * 1.4)
    number = S.fit_text(label, f.px(0.42), f.px(0.7), CREAM, line=ink.line, stroke=ink.stroke)
    S.blit_centred(big, number, f.p(0, 0.12 if colour.symbol == "triangle" else 0))


def paint_twenty(big: pygame.Surface, u: float, label: str, wheel: list[CardColour]) -> None:
    """The wild twenty: every shape of the deck in a ring round a big number."""
    f = Frame(50 * u, 75 * u, 40 * u)
    S.disc(big, f, 0, 0, 0.98, WHITE, (120, 110, 96), 0.9 * u)
    for i, colour in enumerate(wheel):
        a = math.radians(-90 + 360 * i / max(1, len(wheel)))
        line = S.mix(colour.rgb, (32, 32, 40), 0.55)
        sub = f.sub(0.66 * math.cos(a), 0.66 * math.sin(a), 0.24)
        S.paint_symbol(big, sub, colour.symbol, colour.rgb, line, 0.6 * u)
    number = S.fit_text(label, f.px(0.46), f.px(0.7), (60, 44, 40))
    S.blit_centred(big, number, f.p(0, 0))
