"""Where pass-and-play's "Jump in!" buttons go: each one beside its own person's name plate.

Beside the plate a button needs no room of its own (nine of them, for ten people at the table, would
not fit in one column over the action buttons): every seat brings its place. Each button tries a few
spots round its seat, nearest the table's middle first, and takes the first that stays on screen and
clear of everything else (the seats, the hand, the piles, the log, the action buttons, the buttons
placed before). A button slid off its plate (a corner seat's, clearing the side seat under it) still
names its person.
"""

from __future__ import annotations

from collections.abc import Iterable

from pygame import Rect

from game.ui.table.layout import SeatSpot, TableLayout

BUTTON_H = 38  # at 1280x720; never under MIN_H, so a finger still hits it in a small window
MIN_H = 36
BUTTON_W = 140
GAP = 6


def button_size(scale: float) -> tuple[int, int]:
    return round(BUTTON_W * scale), max(MIN_H, round(BUTTON_H * scale))


def least_height(scale: float) -> int:
    return max(MIN_H, round(MIN_H * scale))


def jump_places(lay: TableLayout, seats: Iterable[int]) -> dict[int, Rect]:
    """A rect per seat in `seats` that sits at the table (the viewer has no button)."""
    w, h = button_size(lay.scale)
    gap = max(2, round(GAP * lay.scale))
    screen = Rect((0, 0), lay.size)
    blocked = lay.rects()
    options = {
        seat: _candidates(lay.seats[seat], (w, h, least_height(lay.scale)), gap, lay.size[0] // 2)
        for seat in seats
        if seat in lay.seats
    }

    def free(seat: int) -> list[Rect]:
        return [r for r in options[seat] if screen.contains(r) and r.collidelist(blocked) < 0]

    # The seat with the fewest spots chooses first (a corner seat before its neighbour).
    placed: dict[int, Rect] = {}
    for seat in sorted(options, key=lambda s: len(free(s))):
        spots = free(seat)
        placed[seat] = spots[0] if spots else options[seat][0]
        blocked.append(placed[seat].inflate(gap, gap))
    return dict(sorted(placed.items()))


def _candidates(spot: SeatSpot, size: tuple[int, int, int], gap: int, middle: int) -> list[Rect]:
    """Spots round a seat, best first (`size`: width, height and the least height)."""
    w, h, low = size
    plate, box = spot.plate, spot.box
    beside_y = plate.centery - h // 2
    below_y = box.bottom + gap
    narrow = w * 3 // 4  # kid mode's wider piles leave less room beside a side seat
    if spot.side == "left":
        return [
            Rect(plate.right + gap, beside_y, w, h),
            Rect(box.left, below_y, w, h),
            Rect(box.left, box.top - gap - h, w, h),
            Rect(plate.right + gap, beside_y, narrow, h),
        ]
    if spot.side == "right":
        return [
            Rect(plate.left - gap - w, beside_y, w, h),
            Rect(box.right - w, below_y, w, h),
            Rect(box.right - w, box.top - gap - h, w, h),
            Rect(plate.left - gap - narrow, beside_y, narrow, h),
        ]
    # Along the top: under the plate, centred, then slid towards the middle of the table (a
    # seat in a corner clears the side seat below it), then the other way; then beside the
    # plate (few seats, wide gaps); last, pressed up under the plate at the least height (kid
    # mode's big piles leave the narrowest strip).
    toward = 1 if plate.centerx < middle else -1
    steps = [0] + [toward * k * w // 4 for k in range(1, 5)]
    steps += [-toward * k * w // 4 for k in (1, 2)]
    under = [Rect(plate.centerx - w // 2 + dx, below_y, w, h) for dx in steps]
    right = Rect(plate.right + gap, beside_y, w, h)
    left = Rect(plate.left - gap - w, beside_y, w, h)
    beside = [right, left] if toward > 0 else [left, right]
    tight = [Rect(plate.centerx - w // 2 + dx, box.bottom + gap // 3, w, low) for dx in steps]
    return under + beside + tight
