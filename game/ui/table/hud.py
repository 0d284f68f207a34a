"""What the table shows around the cards: the log, the buttons, the colour, direction and attack.

Everything here draws from values handed in (the presented state, labels the table chose);
the buttons only report that they were pressed. Rendered text and panels are cached, because they
come back unchanged frame after frame.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from game.engine.rules import Rules
from game.ui.art import theme
from game.ui.art.look import effect_picture, swatch
from game.ui.widgets.controls import text_surface
from game.ui.widgets.drawing import wrap

TEXT = (238, 244, 236)
DIM = (170, 204, 184)
RED = (222, 72, 60)


@lru_cache(maxsize=128)
def panel_surface(
    size: tuple[int, int],
    radius: int,
    colour: tuple[int, int, int, int] = (6, 40, 26, 170),
    edge: tuple[int, int, int, int] = (255, 255, 255, 30),
) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, colour, surface.get_rect(), border_radius=radius)
    pygame.draw.rect(surface, edge, surface.get_rect(), 1, border_radius=radius)
    return surface


def text(
    surface: pygame.Surface,
    words: str,
    size: int,
    pos: tuple[int, int],
    *,
    bold: bool = False,
    colour: tuple[int, int, int] = TEXT,
    anchor: str = "topleft",
    width: int | None = None,
) -> pygame.Rect:
    size = max(8, int(size))
    if width is not None:
        while size > 9 and theme.font(size, bold).size(words)[0] > width:
            size -= 1
    image = text_surface(words, size, bold, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


# -- the log -------------------------------------------------------------------------------
LOG_PANEL = (4, 30, 19, 225)  # darker and nearly opaque: every line reads on the felt
LOG_OLD = (196, 222, 206)  # older lines: quieter than the newest, never faded out


def draw_log(
    surface: pygame.Surface, rect: pygame.Rect, scale: float, lines: Iterable[str]
) -> None:
    """The newest lines of the log (`game.table.log`) that fit, the newest at the bottom in
    bold; a long line wraps onto further rows instead of being cut."""
    surface.blit(panel_surface(rect.size, int(12 * scale), LOG_PANEL), rect)
    pad = int(10 * scale)
    size = int(14 * scale)
    line_h = int(size * 1.3)
    rows_left = max(1, (rect.height - 2 * pad) // line_h)
    width = rect.width - 2 * pad
    said = list(lines)
    blocks: list[tuple[tuple[str, ...], bool]] = []  # newest first: (its rows, newest?)
    for k in range(len(said) - 1, -1, -1):
        newest = k == len(said) - 1
        rows = wrapped(said[k], width, size, newest)
        if len(rows) > rows_left:
            if not blocks:  # the newest line alone is taller than the panel: its last rows
                blocks.append((rows[-rows_left:], newest))
            break
        blocks.append((rows, newest))
        rows_left -= len(rows)
    y = rect.bottom - pad - line_h * sum(len(rows) for rows, _ in blocks)
    for rows, newest in reversed(blocks):
        for row in rows:
            colour = TEXT if newest else LOG_OLD
            text(surface, row, size, (rect.x + pad, y), colour=colour, bold=newest)
            y += line_h


@lru_cache(maxsize=512)
def wrapped(line: str, width: int, size: int, bold: bool) -> tuple[str, ...]:
    """`line` in rows no wider than `width`; a word too long for a row is cut with "…"."""
    font = theme.font(size, bold)
    return tuple(_clip(row, width, font) for row in wrap(line, font, width))


def _clip(row: str, width: int, font: pygame.font.Font) -> str:
    if font.size(row)[0] <= width:
        return row
    while row and font.size(row + "…")[0] > width:
        row = row[:-1]
    return row + "…"


# -- buttons -------------------------------------------------------------------------------
@dataclass
class HudButton:
    """A flat button; `style` picks its colours ("gold" for the call, "red" for Caught!)."""

    key: str
    label: str = ""
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    visible: bool = True
    style: str = "plain"
    armed: bool = False  # the call button pressed before the play
    hovered: bool = False
    pressed: bool = False
    pulse: bool = False  # kid mode's gentle reminder: the button breathes and glows
    icon: pygame.Surface | None = None  # kid mode: a picture before the label (a card back)
    countdown: float | None = None  # the share of a countdown left (its press comes by itself)
    text_size: int | None = None  # the size its row or column agreed on (`one_size`)
    _icons: dict[tuple[int, int], pygame.Surface] = field(default_factory=dict, repr=False)

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.enabled and self.rect.collidepoint(pos)

    @property
    def glows(self) -> bool:
        """Drawn with a glow: it asks the person for a press now (no note may cover it)."""
        lit = self.pulse or self.armed or self.style in ("gold", "red")
        return self.visible and self.enabled and lit

    def draw(self, surface: pygame.Surface, scale: float, t: float) -> None:
        if not self.visible:
            return
        radius = self.rect.height // 2
        fill, ink = _button_colours(self.style, self.enabled, self.hovered, self.armed)
        rect = self.rect.move(0, 2 if self.pressed else 0)
        if self.pulse and self.enabled:
            breath = 0.5 + 0.5 * math.sin(t * PULSE_RATE)
            spread = int((22 + 14 * breath) * scale)
            halo = rect.inflate(spread, spread)
            surface.blit(_halo(halo.size, 90 + int(breath * 5) * 24), halo)
            fill = theme.GOLD  # a reminder stands out from the other buttons
            grow = 1 + PULSE_GROW * breath
            rect = rect.inflate(int(rect.width * (grow - 1)), int(rect.height * (grow - 1)))
            radius = rect.height // 2
        if self.enabled:
            pygame.draw.rect(
                surface, (0, 0, 0), self.rect.move(0, int(3 * scale)), border_radius=radius
            )
        if self.hovered and self.enabled and not self.pressed:
            rect = rect.move(0, -int(2 * scale))  # lifted off its shadow under the pointer
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        if self.hovered and self.enabled:
            pygame.draw.rect(surface, (255, 236, 160), rect, max(2, int(2 * scale)), radius)
        if self.armed or (self.style in ("gold", "red") and self.enabled):
            glow = int(2 + 2 * (1 + math.sin(t * 6)) * scale)
            pygame.draw.rect(
                surface,
                theme.WHITE,
                rect.inflate(glow * 2, glow * 2),
                max(2, int(2 * scale)),
                border_radius=radius + glow,
            )
        if self.countdown is not None and self.enabled:
            _draw_countdown(surface, rect, self.countdown, ink)
        centre, room = rect.center, self.room(scale)
        if self.icon is not None:
            picture = self._icon(int(rect.height * 0.74))
            picture.set_alpha(255 if self.enabled else 110)
            shift = picture.get_width() // 2 + int(4 * scale)
            surface.blit(picture, picture.get_rect(center=(rect.x + radius, rect.centery)))
            centre = (rect.centerx + shift, rect.centery)
        text(
            surface,
            self.label,
            self.text_size or int(rect.height * 0.42),
            centre,
            bold=True,
            colour=ink,
            anchor="center",
            width=room,
        )

    def room(self, scale: float) -> int:
        """How wide the label may be: the button less its rounded ends (and its picture)."""
        room = self.rect.width - self.rect.height // 2
        if self.icon is not None:
            room -= 2 * (self._icon(int(self.rect.height * 0.74)).get_width() // 2 + int(4 * scale))
        return room

    def fitting_size(self, scale: float) -> int:
        """The largest text size, up to the button's own, at which its label fits."""
        return _fitting_size(self.label, int(self.rect.height * 0.42), self.room(scale))

    def _icon(self, height: int) -> pygame.Surface:
        """The icon scaled to `height` (made once per size: buttons keep their size)."""
        assert self.icon is not None
        key = (id(self.icon), height)
        found = self._icons.get(key)
        if found is None:
            w, h = self.icon.get_size()
            found = pygame.transform.smoothscale(self.icon, (max(1, w * height // h), height))
            self._icons.clear()  # one size at a time
            self._icons[key] = found
        return found


def _draw_countdown(
    surface: pygame.Surface, rect: pygame.Rect, left: float, ink: tuple[int, int, int]
) -> None:
    """The time left as a darker band across the whole button, running out from right to
    left: seen from the corner of an eye, and plainly moving (a small clock was not)."""
    if left <= 0:
        return
    radius = rect.height // 2
    band = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(band, (*ink, 70), band.get_rect(), border_radius=radius)
    width = max(1, round(rect.width * min(1.0, left)))
    surface.blit(band, rect.topleft, pygame.Rect(0, 0, width, rect.height))


@lru_cache(maxsize=256)
def _fitting_size(label: str, size: int, room: int) -> int:
    """Asked every frame for the table's buttons: measured once per label and button size."""
    while size > 9 and theme.font(size, True).size(label)[0] > room:
        size -= 1
    return size


def one_size(buttons: Iterable[HudButton], scale: float) -> None:
    """Buttons seen together (the table's column, a dialog's row) show their words at one size:
    the largest at which every shown label fits its button, not each shrunk on its own."""
    shown = [b for b in buttons if b.visible and b.label and b.rect.width > 0]
    size = min((b.fitting_size(scale) for b in shown), default=None)
    for button in shown:
        button.text_size = size


PULSE_RATE = 4.0  # radians a second: a slow breath, about 1.6 s from swell to swell
PULSE_GROW = 0.07  # the reminder grows by at most 7 %


@lru_cache(maxsize=32)
def _halo(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """A soft gold light behind a pulsing button (a few steps of alpha, so a handful of
    pictures serve every frame)."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    for k in range(6):
        inset = k * min(w, h) // 16
        rect = layer.get_rect().inflate(-2 * inset, -2 * inset)
        # Drawing replaces pixels: each ring inward is a little more opaque, a soft edge.
        pygame.draw.rect(
            layer, (*theme.GOLD, alpha * (k + 1) // 6), rect, border_radius=rect.height // 2
        )
    return layer


def _button_colours(
    style: str, enabled: bool, hovered: bool, armed: bool
) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    if not enabled:
        return (44, 88, 66), (130, 170, 150)
    if style == "gold" or armed:
        return ((255, 220, 110) if hovered else theme.GOLD), theme.INK
    if style == "red":
        return ((236, 96, 84) if hovered else RED), theme.WHITE
    return ((255, 252, 235) if hovered else theme.PAPER), theme.INK


def place_buttons(
    area: pygame.Rect, buttons: list[HudButton], scale: float, height: int | None = None
) -> None:
    """Stack the visible buttons from the bottom of `area` up, `height` pixels each (kid mode's
    are taller, though never more than fit in `area` together)."""
    gap = int(10 * scale)
    shown = sum(1 for b in buttons if b.visible)
    h = int(44 * scale)
    if height is not None and shown:
        h = min(height, (area.height - gap * (shown - 1)) // shown)
    y = area.bottom - h
    for button in reversed(buttons):
        if not button.visible:
            continue
        button.rect = pygame.Rect(area.x, y, area.width, h)
        y -= h + gap


# -- indicators ----------------------------------------------------------------------------
def draw_colour(
    surface: pygame.Surface, rules: Rules, colour: int, rect: pygame.Rect, label: str, scale: float
) -> None:
    """The colour in force: a swatch with its symbol, and its name under it."""
    if colour < 0:
        return
    size = rect.width
    surface.blit(swatch(rules, colour, size), rect)
    text(
        surface,
        label,
        int(13 * scale),
        (rect.centerx, rect.bottom + int(4 * scale)),
        anchor="midtop",
        colour=TEXT,
    )


def draw_direction(
    surface: pygame.Surface, ring: pygame.Rect, direction: int, spin: float, scale: float
) -> None:
    """Arrows running round the piles the way play goes; they turn when the direction flips."""
    surface.blit(_ring_layer(ring.size, int(scale * 100), direction, int(spin * 30)), ring)


@lru_cache(maxsize=64)
def _ring_layer(
    size: tuple[int, int], scale100: int, direction: int, spin_step: int
) -> pygame.Surface:
    scale = scale100 / 100
    w, h = size
    layer = pygame.Surface(size, pygame.SRCALPHA)
    rx, ry = w / 2 - 10 * scale, h / 2 - 10 * scale
    width = max(2, int(3 * scale))
    arc = 1.35  # radians per arrow
    turn = -direction * spin_step / 30 * math.pi * 1.5  # the ring swings round as it flips

    def at(angle: float, out: float = 0.0) -> tuple[float, float]:
        return w / 2 + (rx + out) * math.cos(angle), h / 2 + (ry + out) * math.sin(angle)

    for k in range(3):
        start = k * 2 * math.pi / 3 + 0.5 + turn
        points = [at(start + arc * i / 16) for i in range(17)]
        pygame.draw.lines(layer, (255, 255, 255, 80), False, points, width)
        # Screen angles grow clockwise (y points down): the head sits at the end play runs to.
        end, sign = (start + arc, 1) if direction > 0 else (start, -1)
        head = [
            at(end + sign * 0.12),
            at(end - sign * 0.04, 8 * scale),
            at(end - sign * 0.04, -8 * scale),
        ]
        pygame.draw.polygon(layer, (255, 255, 255, 120), head)
    return layer


def pending_parts(
    rect: pygame.Rect, label: str, scale: float, picture: int
) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect, int]:
    """The pending attack's badge laid out: the badge (the layout's place, grown to the left,
    towards the felt and away from the piles, where its word would not fit beside a picture
    `picture` pixels wide at a readable size), the picture's place, the word's place, and the
    word's size. The word sits beside the picture, never under it."""
    size = int(rect.height * (0.45 if picture else 0.5))
    word = theme.font(size, True).size(label)[0]
    pad, gap = int(6 * scale), int(4 * scale)
    need = pad + picture + gap + word + int(8 * scale) if picture else word + int(10 * scale)
    box = rect if need <= rect.width else pygame.Rect(rect.right - need, rect.y, need, rect.h)
    image = pygame.Rect(box.x + pad, box.centery - picture // 2, picture, picture)
    left = image.right + gap if picture else box.x + int(5 * scale)
    words = pygame.Rect(
        left, box.y, box.right - int(8 * scale if picture else 5 * scale) - left, box.h
    )
    return box, image, words, size


def pending_rect(rect: pygame.Rect, label: str, scale: float, has_picture: bool) -> pygame.Rect:
    """Where the pending attack's badge goes (see `pending_parts`)."""
    return pending_parts(rect, label, scale, int(rect.height * 0.7) if has_picture else 0)[0]


def draw_pending(
    surface: pygame.Surface,
    rules: Rules,
    rect: pygame.Rect,
    label: str,
    picture: str,
    scale: float,
    t: float,
) -> pygame.Rect:
    """A pending attack ("+4", "skip 2", "X+", "Trade"): a red badge that breathes, its
    picture and its word side by side; returns where it went."""
    if not label:
        return pygame.Rect(rect.x, rect.y, 0, 0)
    image = effect_picture(rules, picture, int(rect.height * 0.7)) if picture else None
    box, at, words, size = pending_parts(rect, label, scale, image.get_width() if image else 0)
    grow = 1 + 0.05 * math.sin(t * 5)
    shown = box.inflate(int(box.width * (grow - 1)), int(box.height * (grow - 1)))
    radius = shown.height // 3
    pygame.draw.rect(surface, (0, 0, 0), shown.move(0, int(3 * scale)), border_radius=radius)
    pygame.draw.rect(surface, RED, shown, border_radius=radius)
    pygame.draw.rect(surface, theme.WHITE, shown, max(2, int(2 * scale)), border_radius=radius)
    if image is not None:
        surface.blit(image, image.get_rect(center=at.center))
    text(
        surface,
        label,
        size,
        words.center,
        bold=True,
        colour=theme.WHITE,
        anchor="center",
        width=words.width,
    )
    return box


def draw_pile_count(surface: pygame.Surface, spot: pygame.Rect, count: int, scale: float) -> None:
    """The draw pile's count in a dark pill on the pile's lower edge (`spot`, from the layout),
    inside the ring of arrows."""
    pill = pygame.Surface(spot.size, pygame.SRCALPHA)
    pygame.draw.rect(pill, (0, 0, 0, 150), pill.get_rect(), border_radius=spot.h // 2)
    surface.blit(pill, spot)
    text(
        surface,
        str(count),
        int(15 * scale),
        spot.center,
        anchor="center",
        colour=theme.WHITE,
        bold=True,
        width=spot.w - int(6 * scale),
    )
