"""The people at the table: each opponent's fan of card backs and name plate; the viewer's plate.

A plate shows the name, the bot level, the number of cards, the dealer's button, a call made
("Mau!") and a call missed. The seat to act glows. Cards shown to everyone by an X+ lie face up
in that player's fan. Nothing here sees a hidden card: the fan is drawn from counts.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.i18n import tr
from game.table.presented import Presented
from game.table.setup import GameSetup
from game.ui.art import theme
from game.ui.art.avatars import AVATAR_COLOURS, avatar_colour, draw_avatar
from game.ui.art.look import BACK, CardImages
from game.ui.table.hud import DIM, RED, TEXT, panel_surface, text
from game.ui.table.layout import SeatSpot, TableLayout, back_fan
from game.ui.widgets.drawing import shorten

if TYPE_CHECKING:  # the view holds what the table draws
    from game.ui.table.view import TableView

TURN_GLOW = (255, 214, 90)


@dataclass(frozen=True)
class SeatInfo:
    name: str
    level: str  # "" for a person
    human: bool
    avatar: int = 0  # their picture and colour (handover.draw_avatar)
    kid: bool = False  # kid mode: the plate shows the picture, the turn glows in its colour


def distinct_avatars(avatars: list[int]) -> list[int]:
    """Each seat's avatar, a later seat that repeats an earlier one's given the next free one:
    a child tells the seats apart by picture, so no two may look alike."""
    taken: set[int] = set()
    out = []
    for avatar in avatars:
        while avatar % len(AVATAR_COLOURS) in taken and len(taken) < len(AVATAR_COLOURS):
            avatar += 1
        taken.add(avatar % len(AVATAR_COLOURS))
        out.append(avatar % len(AVATAR_COLOURS))
    return out


def turn_colour(info: SeatInfo) -> tuple[int, int, int]:
    """The light on the seat to act: the seat's own colour in kid mode, else warm gold."""
    return avatar_colour(info.avatar) if info.kid else TURN_GLOW


def level_label(info: SeatInfo) -> str:
    return tr("table.human") if info.human else tr(f"table.level.{info.level}")


def draw_opponent(
    surface: pygame.Surface,
    spot: SeatSpot,
    info: SeatInfo,
    model: Presented,
    images: CardImages,
    layout: TableLayout,
    t: float,
    call_label: str,
    thinking: bool = False,
) -> None:
    """One opponent. The fan and plate only change when a card comes or goes, so they are
    drawn once into a picture of their own and that picture is reused frame after frame."""
    seat = spot.seat
    s = layout.scale
    turn = model.turn == seat
    if turn:
        _glow(surface, spot.box, s, t, turn_colour(info))
    revealed = model.revealed[seat] if seat < len(model.revealed) else ()
    if model.over and model.round_hands:
        revealed = model.round_hands[seat]
    called = model.calls[seat] >= 0 and model.sizes[seat] == 1 and bool(call_label)
    place = model.finished.index(seat) + 1 if seat in model.finished else 0
    key = _SeatKey(
        spot.box.size,
        model.sizes[seat],
        tuple(revealed),
        seat == model.dealer,
        turn,
        called,
        model.owed_seat == seat,
        (info, level_label(info)),
        call_label,
        layout.back_card_w,
        id(images),
        place,
    )
    cached = _seat_cache.get(seat)
    if cached is None or cached[0] != key:
        cached = (
            key,
            _render_opponent(spot, info, model.sizes[seat], revealed, key, images, layout),
        )
        _seat_cache[seat] = cached
    pad = int(PAD * s)
    surface.blit(cached[1], (spot.box.x - pad, spot.box.y - pad))
    waits = model.waits[seat] if seat < len(model.waits) else 0
    if waits:
        waiting_tag(surface, waits, (spot.plate.centerx, spot.plate.bottom + int(3 * s)), s)
    elif thinking:
        _dots(surface, (spot.plate.centerx, spot.plate.bottom + int(8 * s)), s, t)


def waiting_tag(surface: pygame.Surface, turns: int, midtop: tuple[int, int], s: float) -> None:
    """ "Waits 2 more turns" under a plate: stacked skips that one player sits out in turn."""
    words = tr("table.seat.waits", count=turns)
    size = max(8, int(13 * s))
    width, height = theme.font(size, True).size(words)
    pad = int(6 * s)
    box = pygame.Rect(0, 0, width + 2 * pad, height + pad)
    box.midtop = midtop
    surface.blit(panel_surface(box.size, int(6 * s), (90, 20, 20, 210)), box)
    text(surface, words, size, box.center, bold=True, anchor="center", colour=TEXT)


class _SeatKey(NamedTuple):
    """What an opponent's picture is drawn from: the same key, the same picture."""

    size: tuple[int, int]
    cards: int
    revealed: tuple[int, ...]
    dealer: bool
    turn: bool
    called: bool
    owed: bool
    words: tuple[SeatInfo, str]  # with the words: a language switch draws it again
    call_label: str
    card_w: int
    images: int
    place: int  # out of the round in this place (round_end: one_left), 0: still in


PAD = 14  # room around a seat's box for the fan's corners and the tags (at 1280x720)
_seat_cache: dict[int, tuple[_SeatKey, pygame.Surface]] = {}


def _render_opponent(
    spot: SeatSpot,
    info: SeatInfo,
    count: int,
    revealed: tuple[int, ...],
    key: _SeatKey,
    images: CardImages,
    layout: TableLayout,
) -> pygame.Surface:
    s = layout.scale
    pad = int(PAD * s)
    picture = pygame.Surface((spot.box.width + 2 * pad, spot.box.height + 2 * pad), pygame.SRCALPHA)
    dx, dy = pad - spot.box.x, pad - spot.box.y
    places = back_fan(spot.fan, count, layout.back_card_w)
    faces = list(revealed)[: len(places)]
    for k, place in enumerate(places):
        card = faces[k] if k < len(faces) else BACK
        images.blit(picture, card, layout.back_card_w, (place.x + dx, place.y + dy), place.angle)
    plate = spot.plate.move(dx, dy)
    _plate(picture, plate, info, count, key.dealer, key.turn, s)
    corner = (plate.right - int(6 * s), plate.top - int(4 * s))
    if key.called:
        _tag(picture, key.call_label, corner, theme.GOLD, s)
    if key.owed:
        _tag(picture, "!", corner, RED, s)
    if key.place:  # out of a round that plays on: in which place (and the words redrawn)
        _tag(picture, tr("table.out_place", place=key.place), corner, theme.GOLD, s)
    return picture


def _dots(surface: pygame.Surface, centre: tuple[int, int], s: float, t: float) -> None:
    """Three dots bobbing under a plate: this bot is thinking."""
    for k in range(3):
        lift = max(0.0, math.sin(t * 6 - k * 0.8)) * 4 * s
        pygame.draw.circle(
            surface,
            TURN_GLOW,
            (centre[0] + int((k - 1) * 10 * s), int(centre[1] - lift)),
            max(2, int(3 * s)),
        )


def _plate(
    surface: pygame.Surface,
    rect: pygame.Rect,
    info: SeatInfo,
    count: int,
    dealer: bool,
    turn: bool,
    s: float,
) -> None:
    colour, edge = _plate_colours(info, turn)
    surface.blit(panel_surface(rect.size, int(10 * s), colour, edge), rect)
    pad = int(8 * s)
    badge = int(rect.height * 0.62)
    x = rect.x + pad
    if info.kid:  # the picture first: the name is for the grown-ups
        radius = int(rect.height * 0.36)
        draw_avatar(surface, info.avatar, (x + radius, rect.centery), radius)
        x += 2 * radius + pad
    name_w = rect.right - x - badge - 2 * pad - (int(20 * s) if dealer else 0)
    text(
        surface,
        shorten(info.name, int(16 * s), name_w, bold=True),  # the size stays, the name is cut
        int(16 * s),
        (x, rect.y + int(4 * s)),
        bold=True,
        width=name_w,
        colour=TEXT,
    )
    text(
        surface,
        level_label(info),
        int(12 * s),
        (x, rect.bottom - int(4 * s)),
        anchor="bottomleft",
        colour=DIM,
        width=name_w,
    )
    # The number of cards, always readable (the fan shows at most 14).
    centre = (rect.right - pad - badge // 2, rect.centery)
    pygame.draw.circle(surface, theme.PAPER, centre, badge // 2)
    text(
        surface, str(count), int(badge * 0.55), centre, bold=True, colour=theme.INK, anchor="center"
    )
    if dealer:
        _dealer_chip(surface, opponent_chip_centre(rect, s), s)


def opponent_chip_centre(plate: pygame.Rect, s: float) -> tuple[int, int]:
    """Where the dealer's chip sits on an opponent's plate: before the card count."""
    pad, badge = int(8 * s), int(plate.height * 0.62)
    return plate.right - 2 * pad - badge - int(8 * s), plate.y + int(13 * s)


def viewer_chip_centre(plate: pygame.Rect, info: SeatInfo, s: float) -> tuple[int, int]:
    """Where the dealer's chip sits on the viewer's plate: first, after a kid's picture."""
    x = plate.x + int(10 * s)
    if info.kid:
        x = plate.x + int(plate.height * 0.62) * 3 // 2 + int(10 * s)
    return x + int(10 * s), plate.centery


def chip_rect(centre: tuple[int, int], s: float) -> pygame.Rect:
    """The chip's area, a little wider than drawn, for the pointer to rest on."""
    r = int(14 * s)
    return pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r)


def _dealer_chip(surface: pygame.Surface, centre: tuple[int, int], s: float) -> None:
    r = int(10 * s)
    pygame.draw.circle(surface, theme.WHITE, centre, r)
    pygame.draw.circle(surface, (40, 40, 40), centre, r, max(1, int(2 * s)))
    text(
        surface,
        tr("table.dealer_mark"),
        int(12 * s),
        centre,
        bold=True,
        colour=theme.INK,
        anchor="center",
    )


def _tag(
    surface: pygame.Surface,
    label: str,
    topright: tuple[int, int],
    colour: tuple[int, int, int],
    s: float,
) -> None:
    image = theme.font(int(13 * s), True).render(label, True, theme.INK)
    rect = image.get_rect().inflate(int(12 * s), int(6 * s))
    rect.bottomright = topright
    pygame.draw.rect(surface, colour, rect, border_radius=rect.height // 2)
    surface.blit(image, image.get_rect(center=rect.center))


def _plate_colours(
    info: SeatInfo, turn: bool
) -> tuple[tuple[int, int, int, int], tuple[int, int, int, int]]:
    """A plate's fill and edge; the seat to act takes its turn colour (kid mode: its own)."""
    if not turn:
        return (6, 40, 26, 200), (255, 255, 255, 40)
    if not info.kid:
        return (70, 58, 14, 230), (255, 214, 90, 255)
    light = turn_colour(info)
    return (*(c * 3 // 10 for c in light), 230), (*light, 255)  # type: ignore[return-value]


def _glow(
    surface: pygame.Surface,
    box: pygame.Rect,
    s: float,
    t: float,
    colour: tuple[int, int, int] = TURN_GLOW,
) -> None:
    """The seat to act: a warm light on the felt behind its place."""
    pulse = 0.6 + 0.4 * math.sin(t * 4)
    grow = int((6 + 4 * pulse) * s)
    rect = box.inflate(grow * 2, grow * 2)
    surface.blit(_glow_surface(rect.size, int(16 * s), int(60 + 50 * pulse), colour), rect)


_glows: dict[tuple[object, ...], pygame.Surface] = {}


def _glow_surface(
    size: tuple[int, int], radius: int, alpha: int, colour: tuple[int, int, int] = TURN_GLOW
) -> pygame.Surface:
    key = (size[0], size[1], radius, alpha // 8, colour)
    if key not in _glows:
        layer = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour, alpha // 3), layer.get_rect(), border_radius=radius)
        pygame.draw.rect(
            layer, (*colour, alpha), layer.get_rect(), max(2, radius // 5), border_radius=radius
        )
        if len(_glows) > 256:
            _glows.clear()
        _glows[key] = layer
    return _glows[key]


PLATE_TEXT = 15  # the viewer's plate's words, at scale 1


def _plate_lead(rect: pygame.Rect, info: SeatInfo, dealer: bool, s: float) -> int:
    """How far into the plate its words begin: after a kid's picture and the dealer's chip."""
    x = rect.x + int(10 * s)
    if info.kid:  # the child's own picture, a little bigger than the plate, at its left end
        x = rect.x + int(rect.height * 0.62) * 3 // 2 + int(10 * s)
    if dealer:
        x += int(26 * s)
    return x - rect.x


def viewer_banner(
    plate: pygame.Rect, room: int, info: SeatInfo, dealer: bool, label: str, s: float
) -> pygame.Rect:
    """The viewer's plate as drawn: the layout's plate, widened about its middle (up to
    `room`, the hand's width) until `label` fits at its size. A long line in German or Swedish
    ("Gezogene Karte legen oder behalten") keeps the size of a short English one."""
    lead, pad = _plate_lead(plate, info, dealer, s), int(10 * s)
    wanted = lead + theme.font(max(8, int(PLATE_TEXT * s)), True).size(label)[0] + pad
    width = min(max(plate.width, wanted), max(plate.width, room))
    rect = pygame.Rect(0, 0, width, plate.height)
    rect.center = plate.center
    return rect


def plate_label(view: TableView) -> str:
    """The viewer's plate (the frame's line; the name alone while the pictures are painted)."""
    return view.infos[view.viewer].name if view.loading else view.frame.plate


def banner_of(view: TableView) -> pygame.Rect:
    """The viewer's plate as drawn now, widened to its words (`viewer_banner`)."""
    lay = view.layout
    dealer = view.model.dealer == view.viewer
    info = view.infos[view.viewer]
    label = plate_label(view)
    return viewer_banner(lay.viewer_plate, lay.hand.width, info, dealer, label, lay.scale)


def draw_viewer_plate(
    surface: pygame.Surface,
    rect: pygame.Rect,
    info: SeatInfo,
    model: Presented,
    s: float,
    t: float,
    label: str,
) -> None:
    """The viewer's own plate over the hand (`rect`: as `viewer_banner` widened it): the
    dealer's chip, and `label`: whose turn it is or what the moment asks of the viewer (with
    their name where several people play)."""
    seat = model.viewer
    turn = model.turn == seat
    if turn:
        _glow(surface, rect, s, t, turn_colour(info))
    colour, edge = _plate_colours(info, turn)
    surface.blit(panel_surface(rect.size, int(10 * s), colour, edge), rect)
    pad = int(10 * s)
    if info.kid:  # the child's own picture, a little bigger than the plate, at its left end
        radius = int(rect.height * 0.62)
        draw_avatar(surface, info.avatar, (rect.x + radius // 2, rect.centery), radius)
    if seat == model.dealer:
        _dealer_chip(surface, viewer_chip_centre(rect, info, s), s)
    x = rect.x + _plate_lead(rect, info, seat == model.dealer, s)
    if seat in model.finished:  # out of a round that plays on: in which place
        place = model.finished.index(seat) + 1
        _tag(surface, tr("table.out_place", place=place), (rect.right, rect.top), theme.GOLD, s)
    text(
        surface,
        label,
        int(PLATE_TEXT * s),
        (x, rect.centery),
        bold=True,
        anchor="midleft",
        width=rect.right - x - pad,
        colour=TEXT,
    )
    waits = model.waits[seat] if seat < len(model.waits) else 0
    if waits:  # over the plate: under it lies the hand
        tag = (rect.centerx, rect.top - int(26 * s))
        waiting_tag(surface, waits, tag, s)


def seat_infos(setup: GameSetup, *, kid: bool) -> list[SeatInfo]:
    """Each seat's plate: name, level (a bot's), picture (at a child's table, no two alike)."""
    avatars = [seat.avatar for seat in setup.seats]
    shown = distinct_avatars(avatars) if kid else avatars
    return [
        SeatInfo(name, "" if seat.human else seat.level, seat.human, avatar, kid)
        for seat, name, avatar in zip(setup.seats, setup.names(), shown, strict=True)
    ]
