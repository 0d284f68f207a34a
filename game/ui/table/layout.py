"""Where everything sits on the table, for 2-10 seats at any window size.

Pure functions over plain numbers and `pygame.Rect`s (no drawing), so the tests can check at
every size that nothing overlaps. The design is made for 1280x720 and scaled with the window
(`theme.scale_for`); a window wider or taller than 16:9 only adds room between the parts.

Kid mode (`kid=True`) uses bigger cards and buttons in a taller bottom band (`KID`).

The viewer sits at the bottom. Seats go clockwise, and the viewer's left neighbour (seat + 1)
sits on the viewer's left: the opponents run up the left side, across the top from left to
right, and down the right side.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from pygame import Rect

from game.ui.art.theme import scale_for

CARD_RATIO = 1.5  # height / width of a card (the art helper uses the same)
MARGIN = 12
BOTTOM_BAND = 200  # the viewer's hand, the log and the buttons
LOG_W = 290
BUTTONS_W = 210
BOX_W = 176  # one opponent: a fan of card backs over a name plate
BOX_H = 118
BOX_GAP = 10
HAND_CARD_W = 92
PILE_CARD_W = 96
BACK_CARD_W = 38
PLATE_H = 44
CORNER_GAP = 16  # between the menu button and the top row: a seat's glow reaches 14 past its box


@dataclass(frozen=True)
class Sizes:
    """The design sizes at 1280x720 that kid mode changes (everything else is shared)."""

    bottom_band: int = BOTTOM_BAND
    log_w: int = LOG_W
    buttons_w: int = BUTTONS_W
    hand_card_w: int = HAND_CARD_W
    pile_card_w: int = PILE_CARD_W
    button_h: int = 44
    badge: int = 64  # the colour in force
    pending: tuple[int, int] = (92, 56)  # the pending attack's badge
    menu: int = 40  # the menu button in the top-left corner, a square


NORMAL = Sizes()
# Kid mode: a hand a third bigger, bigger piles and buttons. The band grows to hold the taller
# cards; the log, read by the grown-ups only, gives up some width to the hand and the buttons.
KID = Sizes(
    bottom_band=256,
    log_w=210,
    buttons_w=236,
    hand_card_w=124,
    pile_card_w=116,
    button_h=64,
    badge=88,
    pending=(112, 68),
    menu=56,
)


@dataclass(frozen=True)
class SeatSpot:
    """One opponent's place: the whole box, the fan area inside it, the name plate under it."""

    seat: int
    box: Rect
    fan: Rect
    plate: Rect
    side: str  # "left", "top" or "right": which table edge the seat sits at

    @property
    def anchor(self) -> tuple[int, int]:
        """Where cards fly to and from for this seat."""
        return self.fan.center


@dataclass(frozen=True)
class TableLayout:
    size: tuple[int, int]
    scale: float
    viewer: int
    seats: dict[int, SeatSpot]  # opponents only
    hand: Rect  # the viewer's fanned hand
    viewer_plate: Rect  # the viewer's name, turn and dealer marks
    log: Rect
    buttons: Rect
    centre: Rect  # piles and indicators
    draw_pile: Rect  # one card, the draw pile's top
    pile_count: Rect  # how many cards the draw pile holds, on its lower edge
    discard_pile: Rect
    colour_badge: Rect  # the colour in force
    pending_badge: Rect  # "+4", "skip 2"
    direction_ring: Rect  # the arrow ring around both piles
    hand_card_w: int
    pile_card_w: int
    back_card_w: int
    button_h: int = 44  # one button's height in pixels
    # The menu button (the only way to the menu without a keyboard), in the top-left corner.
    menu: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))

    def anchor(self, seat: int) -> tuple[int, int]:
        """Where a seat's cards come from and go to (the viewer's: the middle of the hand)."""
        if seat == self.viewer:
            return self.hand.centerx, self.hand.centery
        return self.seats[seat].anchor

    def rects(self) -> list[Rect]:
        """Every part that must not overlap another."""
        parts = [self.hand, self.viewer_plate, self.log, self.buttons, self.centre, self.menu]
        return parts + [spot.box for spot in self.seats.values()]


def side_counts(opponents: int, most_per_side: int = 3) -> tuple[int, int]:
    """(seats on each side, seats along the top) for this many opponents; a table of 12 or
    more (`players.max` goes to 16) puts three on each side where the window's height holds
    them (`most_per_side`), so that the top row keeps room."""
    if opponents <= 2:
        side = 0  # heads-up, or two across the table
    elif opponents <= 6:
        side = 1
    elif opponents <= 10:
        side = 2
    else:
        side = min(3, max(2, most_per_side))
    return side, opponents - 2 * side


def seat_order(players: int, viewer: int) -> list[int]:
    """The opponents clockwise from the viewer's left neighbour."""
    return [(viewer + k) % players for k in range(1, players)]


def table_layout(
    size: tuple[int, int],
    players: int,
    viewer: int = 0,
    *,
    card_scale: float = 1.0,
    kid: bool = False,
) -> TableLayout:
    """The whole table for `players` seats in a window of `size` (`card_scale`: a preference;
    `kid`: kid mode's big cards and buttons)."""
    w, h = size
    s = scale_for(size)
    z = KID if kid else NORMAL
    m = round(MARGIN * s)
    band = round(z.bottom_band * s)
    band_top = h - band
    log = Rect(m, band_top + m, round(z.log_w * s), band - 2 * m)
    bw = round(z.buttons_w * s)
    buttons = Rect(w - m - bw, band_top + m, bw, band - 2 * m)
    # The hand is centred on the window, under the piles, however wide the log and the buttons
    # beside it are: as wide as the narrower side leaves room for.
    half = min(w // 2 - log.right - m, buttons.left - m - w // 2)
    hand = Rect(
        w // 2 - half,
        band_top + round(PLATE_H * s * 0.2),
        2 * half,
        band - round(PLATE_H * s * 0.2),
    )
    menu = Rect(m, m, round(z.menu * s), round(z.menu * s))
    # The top row keeps clear of the menu's corner (and, to stay centred, of the other corner).
    corner = menu.width + round(CORNER_GAP * s)
    seats = _opponent_spots(size, s, players, viewer, band_top, corner)
    top_bottom = m + round(BOX_H * s)
    centre_mid = (top_bottom + band_top) // 2
    pile_w = round(z.pile_card_w * s * card_scale)
    pile_h = round(pile_w * CARD_RATIO)
    cx = w // 2
    gap = round(28 * s)
    draw_pile = Rect(cx - gap // 2 - pile_w, centre_mid - pile_h // 2, pile_w, pile_h)
    discard_pile = Rect(cx + gap // 2, centre_mid - pile_h // 2, pile_w, pile_h)
    ring = draw_pile.union(discard_pile).inflate(round(150 * s), round(76 * s))
    badge = round(z.badge * s)
    colour_badge = Rect(
        ring.right + round(14 * s), centre_mid - badge // 2 - round(8 * s), badge, badge
    )
    pw, ph = round(z.pending[0] * s), round(z.pending[1] * s)
    pending_badge = Rect(ring.left - round(14 * s) - pw, centre_mid - ph // 2, pw, ph)
    centre = pending_badge.union(colour_badge).union(ring)
    # The draw pile's count sits on the pile's lower edge, inside the ring of arrows.
    count_w, count_h = round(46 * s), round(24 * s)
    pile_count = Rect(0, 0, count_w, count_h)
    pile_count.midbottom = (draw_pile.centerx, draw_pile.bottom - round(8 * s))
    plate_w = round(300 * s)
    plate = Rect(
        hand.centerx - plate_w // 2,
        band_top - round(PLATE_H * s * 0.95),
        plate_w,
        round(PLATE_H * s * 0.8),
    )
    # Kid mode's big piles can reach the viewer's plate in a short window (1366x768 by a
    # pixel): lift the whole centre clear of it.
    lift = max(0, centre.bottom - plate.top)
    if lift:
        for part in (
            draw_pile,
            discard_pile,
            ring,
            colour_badge,
            pending_badge,
            centre,
            pile_count,
        ):
            part.move_ip(0, -lift)
    return TableLayout(
        size=size,
        scale=s,
        viewer=viewer,
        seats=seats,
        hand=hand,
        viewer_plate=plate,
        log=log,
        buttons=buttons,
        centre=centre,
        draw_pile=draw_pile,
        pile_count=pile_count,
        discard_pile=discard_pile,
        colour_badge=colour_badge,
        pending_badge=pending_badge,
        direction_ring=ring,
        hand_card_w=round(z.hand_card_w * s * card_scale),
        pile_card_w=pile_w,
        back_card_w=round(BACK_CARD_W * s * card_scale),
        button_h=round(z.button_h * s),
        menu=menu,
    )


def _opponent_spots(
    size: tuple[int, int], s: float, players: int, viewer: int, band_top: int, corner: int
) -> dict[int, SeatSpot]:
    w, _h = size
    m = round(MARGIN * s)
    bw, bh, gap = round(BOX_W * s), round(BOX_H * s), round(BOX_GAP * s)
    order = seat_order(players, viewer)
    # Left side, bottom to top; the sides live below the top row and above the viewer's band.
    lo, hi = m + bh + gap, band_top - gap - round(PLATE_H * s)
    side, top = side_counts(len(order), (hi - lo) // bh)
    boxes: list[tuple[Rect, str]] = []
    side_ys = _spread(lo, hi, bh, side)
    for y in reversed(side_ys):
        boxes.append((Rect(m, y, bw, bh), "left"))
    # A long top row (12 to 16 players) narrows its boxes to stay inside the window.
    top_lo, top_hi = m + corner, w - m - corner
    tw = min(bw, (top_hi - top_lo - max(0, top - 1) * gap) // max(1, top))
    for x in _spread(top_lo, top_hi, tw, top):
        boxes.append((Rect(x, m, tw, bh), "top"))
    for y in side_ys:
        boxes.append((Rect(w - m - bw, y, bw, bh), "right"))
    spots: dict[int, SeatSpot] = {}
    plate_h = round(PLATE_H * s)
    for seat, (box, where) in zip(order, boxes, strict=True):
        fan = Rect(box.left, box.top, box.width, box.height - plate_h)
        plate = Rect(box.left, box.bottom - plate_h, box.width, plate_h)
        spots[seat] = SeatSpot(seat, box, fan, plate, where)
    return spots


def _spread(lo: int, hi: int, item: int, count: int) -> list[int]:
    """Start positions of `count` items of length `item`, spread evenly between lo and hi."""
    if count <= 0:
        return []
    free = hi - lo - count * item
    step = free / (count + 1) if free > 0 else 0.0
    if count <= 3 and free > 0:
        # Few seats: keep them nearer the middle, as people sit round a table.
        step = min(step, item * 1.2)
        start = lo + (hi - lo - count * item - (count - 1) * step) / 2
        return [round(start + k * (item + step)) for k in range(count)]
    return [round(lo + step + k * (item + step)) for k in range(count)]


# -- fans ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class CardPlace:
    x: float  # centre
    y: float
    angle: float  # degrees, counter-clockwise as pygame rotates


def hand_fan(area: Rect, count: int, card_w: int, *, max_step: float = 1.08) -> list[CardPlace]:
    """The viewer's hand on a gentle arc, centred in `area`: side by side with a small gap
    while they fit (`max_step` card widths apart), overlapping more as the hand grows."""
    if count <= 0:
        return []
    card_h = card_w * CARD_RATIO
    room = max(area.width - card_w, 0)
    step = min(card_w * max_step, room / (count - 1)) if count > 1 else 0.0
    total = step * (count - 1)
    left = area.centerx - total / 2
    base_y = area.bottom - card_h / 2 - area.height * 0.1
    spread = min(2.2, 24 / max(count, 1))  # degrees between neighbours
    out = []
    for k in range(count):
        rel = k - (count - 1) / 2
        angle = -rel * spread
        drop = (rel * spread / 12) ** 2 * area.height * 0.08  # the arc: outer cards sit lower
        out.append(CardPlace(left + k * step, base_y + drop, angle))
    return out


def back_fan(area: Rect, count: int, card_w: int, *, shown: int = 14) -> list[CardPlace]:
    """An opponent's face-down fan, at most `shown` cards (the badge tells the real count)."""
    k = min(count, shown)
    if k <= 0:
        return []
    card_h = card_w * CARD_RATIO
    step = min(card_w * 0.45, (area.width - card_w * 1.4) / max(k - 1, 1))
    total = step * (k - 1)
    spread = min(7.0, 60 / max(k, 1))
    out = []
    for i in range(k):
        rel = i - (k - 1) / 2
        angle = -rel * spread
        lift = abs(rel) * spread * 0.05 * card_w / 10
        out.append(
            CardPlace(
                area.centerx - total / 2 + i * step,
                area.top + card_h / 2 + area.height * 0.1 + lift,
                angle,
            )
        )
    return out


def pile_offset(index: int, seed: int = 0) -> tuple[float, float, float]:
    """A card's small (dx, dy, angle) on the discard pile, as if tossed there by hand.

    Fixed by the card's position in the pile, so the pile does not shuffle itself every frame.
    """
    r = math.sin((index + 1) * 12.9898 + seed * 78.233) * 43758.5453
    frac = r - math.floor(r)
    r2 = math.sin((index + 1) * 39.346 + seed * 11.135) * 24634.6345
    frac2 = r2 - math.floor(r2)
    return (frac - 0.5) * 0.16, (frac2 - 0.5) * 0.12, (frac - 0.5) * 26.0
