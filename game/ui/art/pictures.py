"""The pictures on special cards, as vector drawings: one painter per picture name.

Each painter draws into a `Frame` (unit box -1..1) with an `Ink`: the card's colour, the
outline colour, the paper behind the picture and the ruleset's colour wheel. The same painter
draws the big picture in the middle of a card, the small one in its corners and the pictures
of the choosers, so they always agree. Court figures and the back's cat live in `figures`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ui.art import shapes as S
from game.ui.art.shapes import RGB, Frame, Poly

WHITE: RGB = (255, 255, 255)
GOLD: RGB = (250, 200, 45)
SKIN: RGB = (255, 222, 188)
CHEEK: RGB = (244, 150, 150)


@dataclass(frozen=True)
class Ink:
    """How to colour a picture."""

    fill: RGB  # the picture's own colour (the card's colour)
    line: RGB  # outlines
    paper: RGB  # what lies behind it
    stroke: float  # outline width in pixels
    wheel: tuple[tuple[RGB, str | None], ...] = ()  # the ruleset's colours and their symbols


Painter = Callable[[pygame.Surface, Frame, Ink, int, str], None]


# -- small parts ---------------------------------------------------------------------------
def mini_card(
    surface: pygame.Surface,
    frame: Frame,
    x: float,
    y: float,
    angle: float,
    ink: Ink,
    *,
    w: float = 0.62,
    h: float = 0.9,
) -> Frame:
    """A little card (coloured, white rim) centred at (x, y); returns its own frame."""
    sub = frame.sub(x, y, 1.0, angle)
    outer = S.rounded_rect(-w / 2, -h / 2, w, h, 0.1 * w)
    inner = S.rounded_rect(-w / 2 + 0.07, -h / 2 + 0.07, w - 0.14, h - 0.14, 0.06 * w)
    S.paint(surface, [sub.pts(outer)], WHITE, ink.line, ink.stroke)
    S.paint(surface, [sub.pts(inner)], ink.fill)
    return sub


def curved_arrow(
    r: float, thick: float, a0: float, a_tip: float, head: float = 2.3, x: float = 0, y: float = 0
) -> Poly:
    """A bent arrow along a circle of radius r, from angle a0 to its tip at a_tip (degrees)."""
    sign = 1 if a_tip > a0 else -1
    head_deg = math.degrees(thick * 2.6 / r) * sign
    a_body = a_tip - head_deg
    outer = S.arc(x, y, r + thick, a0, a_body, 20)
    inner = S.arc(x, y, r - thick, a_body, a0, 20)
    rad_b, rad_t = math.radians(a_body), math.radians(a_tip)
    tip = (x + r * math.cos(rad_t), y + r * math.sin(rad_t))
    wing_out = (x + (r + thick * head) * math.cos(rad_b), y + (r + thick * head) * math.sin(rad_b))
    wing_in = (x + (r - thick * head) * math.cos(rad_b), y + (r - thick * head) * math.sin(rad_b))
    return outer + [wing_out, tip, wing_in] + inner


def straight_arrow(x0: float, x1: float, y: float, thick: float) -> Poly:
    """A horizontal arrow from x0 to its tip at x1."""
    sign = 1 if x1 > x0 else -1
    body = x1 - sign * thick * 2.4
    return [
        (x0, y - thick),
        (body, y - thick),
        (body, y - thick * 2.3),
        (x1, y),
        (body, y + thick * 2.3),
        (body, y + thick),
        (x0, y + thick),
    ]


def label_image(
    text: str, height: float, fill: RGB, line: RGB | None, stroke: float, max_width: float
) -> pygame.Surface:
    """A card's number as an image; a lone 6 or 9 is underlined so it reads the same upside
    down."""
    image = S.fit_text(text, height, max_width, fill, line=line, stroke=stroke)
    if text not in ("6", "9"):
        return image
    bar_h = max(2, round(height * 0.11))
    gap = max(1, round(height * 0.06))
    pad = math.ceil(stroke)
    out = pygame.Surface(
        (image.get_width(), image.get_height() + gap + bar_h + pad), pygame.SRCALPHA
    )
    out.fill((*(line or fill), 0))
    out.blit(image, (0, 0))
    bar_rect = pygame.Rect(0, 0, round(image.get_width() * 0.8), bar_h)
    bar_rect.midtop = (image.get_width() // 2, image.get_height() + gap)
    if line is not None and stroke > 0:
        pygame.draw.rect(out, line, bar_rect.inflate(2 * pad, 2 * pad), border_radius=bar_h)
    pygame.draw.rect(out, fill, bar_rect, border_radius=bar_h // 2)
    return out


def numeral(
    surface: pygame.Surface,
    frame: Frame,
    text: str,
    x: float,
    y: float,
    height: float,
    ink: Ink,
    *,
    max_width: float = 1.9,
    fill: RGB | None = None,
) -> None:
    """Bold digits `height` units tall in the picture's colour, outlined."""
    image = label_image(
        text, frame.px(height), fill or ink.fill, ink.line, ink.stroke * 1.4, frame.px(max_width)
    )
    S.blit_centred(surface, image, frame.p(x, y), frame.angle)


def wheel(
    surface: pygame.Surface,
    frame: Frame,
    ink: Ink,
    r_out: float = 0.95,
    r_in: float = 0.0,
    symbols: bool = True,
) -> None:
    """The ruleset's colours as a wheel (or a ring, with r_in > 0), each with its symbol."""
    colours = ink.wheel or ((ink.fill, None),)
    n = len(colours)
    step = 360 / n
    start = -90 - step / 2 if n % 2 else -90
    S.disc(surface, frame, 0, 0, r_out, ink.line, ink.line, ink.stroke)
    for i, (colour, _) in enumerate(colours):
        a0 = start + i * step
        piece = (
            S.band(0, 0, r_in, r_out, a0, a0 + step, 16)
            if r_in
            else [(0.0, 0.0)] + S.arc(0, 0, r_out, a0, a0 + step, 16)
        )
        S.paint(surface, [frame.pts(piece)], colour)
    for i in range(n if n > 1 else 0):
        a = math.radians(start + i * step)
        spoke = [(r * math.cos(a), r * math.sin(a)) for r in (r_in, r_out)]
        S.stroke_poly(surface, WHITE, frame.pts(spoke), ink.stroke * 1.2, closed=False)
    if r_in:
        S.disc(surface, frame, 0, 0, r_in - 0.01, ink.line)
    if not symbols:
        return
    r_sym = (r_in + r_out) / 2 if r_in else r_out * 0.6
    size = min(0.24, (r_out - r_in) * 0.32, 2.2 * math.sin(math.radians(step / 2)) * r_sym * 0.3)
    for i, (colour, symbol) in enumerate(colours):
        if symbol is None:
            continue
        a = math.radians(start + (i + 0.5) * step)
        sub = frame.sub(r_sym * math.cos(a), r_sym * math.sin(a), size)
        S.paint_symbol(surface, sub, symbol, WHITE, S.mix(colour, ink.line, 0.55), ink.stroke * 0.8)


# -- the pictures --------------------------------------------------------------------------
def skip(surface: pygame.Surface, f: Frame, ink: Ink, count: int = 0, label: str = "") -> None:
    """A no-entry sign: a ring with a slash."""
    centre, big, small, s = f.p(0, 0), f.px(0.92), f.px(0.64), ink.stroke
    pygame.draw.circle(surface, ink.line, centre, big + s)
    pygame.draw.circle(surface, ink.fill, centre, big)
    pygame.draw.circle(surface, ink.line, centre, small)
    pygame.draw.circle(surface, ink.paper, centre, small - s)
    reach = 0.78 * math.sqrt(0.5)
    S.paint(surface, [f.pts(S.bar(-reach, -reach, reach, reach, 0.15))], ink.fill, ink.line, s)
    pygame.draw.circle(surface, ink.fill, centre, big, round(big - small))


def reverse(surface: pygame.Surface, f: Frame, ink: Ink, count: int = 0, label: str = "") -> None:
    """Two curved arrows chasing each other round a circle."""
    arrows = [curved_arrow(0.62, 0.16, 195, 345), curved_arrow(0.62, 0.16, 15, 165)]
    S.paint(surface, [f.pts(a) for a in arrows], ink.fill, ink.line, ink.stroke)


def draw_cards(
    surface: pygame.Surface, f: Frame, ink: Ink, count: int = 2, label: str = ""
) -> None:
    """Cards stacked one on another, the top one saying +count."""
    shown = min(max(count, 2), 4)
    step = 0.24 if shown == 2 else 0.17
    top = None
    for i in range(shown):
        offset = (i - (shown - 1) / 2) * step
        top = mini_card(
            surface,
            f,
            offset * 0.9 - 0.05,
            offset * 0.75,
            -8 + 16 * i / (shown - 1),
            ink,
            w=0.95 if shown == 2 else 0.9,
            h=1.3 if shown == 2 else 1.22,
        )
    assert top is not None
    numeral(
        surface, top, f"+{count}" if count else "+", 0, 0, 0.48, ink, max_width=0.82, fill=WHITE
    )


def colour_wheel(
    surface: pygame.Surface, f: Frame, ink: Ink, count: int = 0, label: str = ""
) -> None:
    """Every colour of the ruleset in one wheel, with a hub."""
    wheel(surface, f, ink)
    S.disc(surface, f, 0, 0, 0.16, WHITE, ink.line, ink.stroke)


def joker(surface: pygame.Surface, f: Frame, ink: Ink, count: int = 0, label: str = "") -> None:
    """A jester's grinning face inside the colour ring."""
    wheel(surface, f, ink, 0.98, 0.72)
    jester(surface, f.sub(0, 0.1, 0.66), ink)


def jester(surface: pygame.Surface, f: Frame, ink: Ink) -> None:
    colours = [c for c, _ in ink.wheel] or [ink.fill]
    hat_colours = [colours[i % len(colours)] for i in (0, 1, 3 if len(colours) > 3 else 2)]
    tips = [(-0.86, -0.62), (0.0, -1.08), (0.86, -0.62)]
    for (tx, ty), colour, side in zip(tips, hat_colours, (-1, 0, 1)):
        base = [(-0.62 + 0.48 * (side + 1), -0.18), (-0.14 + 0.48 * (side + 1), -0.18)]
        lobe = [
            base[0],
            (base[0][0] + (tx - base[0][0]) * 0.5 - 0.08, ty * 0.55 - 0.2),
            (tx, ty),
            (base[1][0] + (tx - base[1][0]) * 0.5 + 0.08, ty * 0.45 - 0.2),
            base[1],
        ]
        S.paint(surface, [f.pts(lobe)], colour, ink.line, ink.stroke)
    for tx, ty in tips:
        S.disc(surface, f, tx, ty, 0.13, GOLD, ink.line, ink.stroke)
    S.disc(surface, f, 0, 0.25, 0.55, SKIN, ink.line, ink.stroke)
    S.paint(
        surface, [f.pts(S.rounded_rect(-0.66, -0.3, 1.32, 0.24, 0.1))], WHITE, ink.line, ink.stroke
    )
    for side in (-1, 1):
        S.disc(surface, f, 0.22 * side, 0.16, 0.075, ink.line)
        S.disc(surface, f, 0.22 * side + 0.025, 0.135, 0.025, WHITE)
        S.disc(surface, f, 0.34 * side, 0.4, 0.09, CHEEK)
    S.stroke_poly(
        surface, ink.line, f.pts(S.arc(0, 0.3, 0.3, 25, 155, 12)), ink.stroke * 2.2, closed=False
    )
    S.disc(surface, f, 0, 0.32, 0.07, (230, 80, 80), ink.line, ink.stroke * 0.6)


def shield(surface: pygame.Surface, f: Frame, ink: Ink, count: int = 0, label: str = "") -> None:
    """A heater shield bearing the card's number: the card that defends."""
    outline: Poly = [(-0.78, -0.82), (-0.3, -0.88), (0.0, -0.96), (0.3, -0.88), (0.78, -0.82)]
    for a in map(math.radians, range(10, 91, 8)):  # the right side curving to the point
        outline.append((0.78 - 0.78 * (1 - math.cos(a)) ** 1.2, -0.82 + 1.8 * math.sin(a)))
    outline += [(-x, y) for x, y in reversed(outline[5:])]
    S.paint(surface, [f.pts(outline)], ink.fill, ink.line, ink.stroke)
    inner = [(x * 0.84, y * 0.84 - 0.02) for x, y in outline]
    S.stroke_poly(surface, WHITE, f.pts(inner), ink.stroke * 1.2)
    numeral(surface, f, label or "0", 0, -0.04, 0.95, ink, fill=WHITE)


def both_ways(surface: pygame.Surface, f: Frame, ink: Ink, count: int = 0, label: str = "") -> None:
    """An underlined 6, and the same upside down: a 9 whichever way up the card is held."""
    for angle, (x, y) in ((0, (-0.38, -0.62)), (180, (0.38, 0.62))):
        numeral(surface, f.sub(x, y, 0.6, angle), "6", 0, 0, 1.4, ink)


def x_plus(surface: pygame.Surface, f: Frame, ink: Ink, count: int = 0, label: str = "") -> None:
    """A hand of cards shown to all, a big X and a plus: play a number card and draw it."""
    symbols = [s for _, s in ink.wheel if s] or ["circle"] * 3
    colours = [c for c, _ in ink.wheel] or [ink.fill] * 3
    for i, angle in enumerate((-28, 0, 28)):
        hand = f.sub(0.18, 1.55, 1.0, angle)
        S.paint(
            surface,
            [hand.pts(S.rounded_rect(-0.3, -1.55, 0.6, 0.86, 0.08))],
            WHITE,
            ink.line,
            ink.stroke,
        )
        S.paint_symbol(
            surface,
            hand.sub(0, -1.12, 0.17),
            symbols[(i + 1) % len(symbols)],
            colours[(i + 1) % len(colours)],
            ink.line,
            ink.stroke * 0.5,
        )
    cross = [S.bar(-0.78, -0.86, 0.06, 0.06, 0.15), S.bar(0.06, -0.86, -0.78, 0.06, 0.15)]
    S.paint(surface, [f.pts(b) for b in cross], ink.fill, ink.line, ink.stroke)
    plus = S.fit([S.SYMBOLS["cross"]()[0]], 0.26)[0]
    S.paint(surface, [f.pts(S.moved(plus, 0.5, -0.42))], ink.fill, ink.line, ink.stroke)


def trade(surface: pygame.Surface, f: Frame, ink: Ink, count: int = 0, label: str = "") -> None:
    """Two hands of cards and the arrows that swap them."""
    for side in (-1, 1):
        for k, angle in enumerate((-16, 8)):
            mini_card(
                surface,
                f,
                side * 0.52 + (k - 0.5) * 0.22,
                0.12 + k * 0.05,
                angle * side,
                ink,
                w=0.56,
                h=0.82,
            )
    top = curved_arrow(0.7, 0.1, 212, 328, head=2.6, y=0.16)
    bottom = curved_arrow(0.7, 0.1, 32, 148, head=2.6, y=0.02)
    S.paint(
        surface, [f.pts(top), f.pts(bottom)], S.mix(ink.line, ink.fill, 0.15), WHITE, ink.stroke
    )


def your_choice(
    surface: pygame.Surface, f: Frame, ink: Ink, count: int = 0, label: str = ""
) -> None:
    """A rainbow of the ruleset's colours and a star: add any card you like."""
    colours = [c for c, _ in ink.wheel] or [ink.fill]
    width = 0.6 / len(colours)
    for i, colour in enumerate(colours):
        r = 0.98 - i * width
        S.paint(surface, [f.pts(S.band(0, 0.42, r - width, r, 180, 360, 30))], colour)
    S.stroke_poly(surface, ink.line, f.pts(S.band(0, 0.42, 0.38, 0.98, 180, 360, 30)), ink.stroke)
    S.paint(surface, [f.pts(S.star(5, 0.5, 0.22, 0, 0.18))], GOLD, ink.line, ink.stroke)
    for x, y, r in ((-0.62, -0.72, 0.07), (0.7, -0.55, 0.05), (0.55, -0.88, 0.04)):
        S.paint(surface, [f.pts(S.star(4, r * 1.6, r * 0.5, x, y))], WHITE)


def number(surface: pygame.Surface, f: Frame, ink: Ink, count: int = 0, label: str = "") -> None:
    numeral(surface, f, label, 0, 0, 1.3, ink)


def swap_icon(surface: pygame.Surface, f: Frame, ink: Ink) -> None:
    """The trade picture reduced to its arrows, for card corners."""
    arrows = [straight_arrow(-0.8, 0.8, -0.36, 0.17), straight_arrow(0.8, -0.8, 0.36, 0.17)]
    S.paint(surface, [f.pts(a) for a in arrows], ink.fill, ink.line, ink.stroke)


PAINTERS: dict[str, Painter] = {
    "number": number,
    "skip": skip,
    "reverse": reverse,
    "draw": draw_cards,
    "wild": colour_wheel,
    "joker": joker,
    "shield": shield,
    "both_ways": both_ways,
    "x_plus": x_plus,
    "trade": trade,
    "your_choice": your_choice,
}


def paint_picture(
    surface: pygame.Surface, frame: Frame, name: str, ink: Ink, *, count: int = 0, label: str = ""
) -> None:
    """Draw the picture `name` filling `frame`. A court picture has a figure only on a suit
    (`game.ruleset.shown`, which `check` enforces); should one reach a coloured or wild face
    all the same, it shows the card's label as a number card would, rather than nothing."""
    PAINTERS.get(name, number)(surface, frame, ink, count, label)


def paint_icon(surface: pygame.Surface, frame: Frame, name: str, ink: Ink) -> bool:
    """The small form of a picture for a card corner; False when it has none (use text)."""
    if name in ("skip", "reverse"):
        PAINTERS[name](surface, frame, ink, 0, "")
    elif name in ("wild", "joker"):
        wheel(surface, frame, ink, symbols=False)
    elif name == "trade":
        swap_icon(surface, frame, ink)
    elif name == "your_choice":
        S.paint(surface, [frame.pts(S.star(5, 1.0, 0.45))], GOLD, ink.line, ink.stroke)
    else:
        return False
    return True
