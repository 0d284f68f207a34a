"""Where a note goes on the table — a coach's or the guide's bubble, a tooltip: beside what it
speaks of, and over nothing the player needs now.

The table names what must stay in sight at this moment (`keep_clear`: the status
banner over the hand, the piles, the colour in force, a pending attack, any glowing button);
`place_note` tries the note on each side of its anchor in a preferred order, the nearest
places first (centred on a side, then slid along it; on each, next to the anchor and then
just past the first thing in the way, as above the banner over the hand), and takes the first
place inside the window that covers none of them nor the anchor itself. Where none is free (a
very small window) it takes the place that covers least.

>>> from pygame import Rect
>>> window = Rect(0, 0, 400, 300)
>>> banner = Rect(0, 60, 400, 60)  # all along the anchor's top: the note goes below
>>> place_note((100, 40), Rect(150, 130, 100, 40), [banner], window, gap=8)
(Rect(150, 178, 100, 40), 'below')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from pygame import Rect

from game.table.texts import pending_label
from game.ui.art.look import effect_picture
from game.ui.table.hud import pending_rect
from game.ui.table.seats import banner_of
from game.ui.table.toast import toast_place

if TYPE_CHECKING:  # the view holds the tips, which place their notes here
    from game.ui.table.view import TableView


SIDES = ("above", "below", "left", "right")
SLIDES = (0.0, -0.25, 0.25, -0.5, 0.5, -0.75, 0.75, -1.0, 1.0)  # of the note's own length


def beside(size: tuple[int, int], anchor: Rect, side: str, gap: int) -> Rect:
    """A note of `size` next to `anchor` on `side`, centred along it."""
    rect = Rect((0, 0), size)
    if side == "above":
        rect.midbottom = (anchor.centerx, anchor.top - gap)
    elif side == "below":
        rect.midtop = (anchor.centerx, anchor.bottom + gap)
    elif side == "left":
        rect.midright = (anchor.left - gap, anchor.centery)
    else:
        rect.midleft = (anchor.right + gap, anchor.centery)
    return rect


def past(rect: Rect, side: str, in_the_way: Sequence[Rect], gap: int) -> Rect | None:
    """`rect` moved on along `side`, just past what it covers of `in_the_way` (None when it
    covers nothing there)."""
    hit = [r for r in in_the_way if rect.colliderect(r)]
    if not hit:
        return None
    moved = Rect(rect)
    if side == "above":
        moved.bottom = min(r.top for r in hit) - gap
    elif side == "below":
        moved.top = max(r.bottom for r in hit) + gap
    elif side == "left":
        moved.right = min(r.left for r in hit) - gap
    else:
        moved.left = max(r.right for r in hit) + gap
    return moved


def covered(rect: Rect, keep_clear: Sequence[Rect]) -> int:
    """How many pixels of the things to keep clear `rect` covers."""
    total = 0
    for part in keep_clear:
        clip = rect.clip(part)
        total += clip.w * clip.h
    return total


def place_note(
    size: tuple[int, int],
    anchor: Rect,
    keep_clear: Sequence[Rect],
    bounds: Rect,
    *,
    gap: int,
    sides: Sequence[str] = SIDES,
    rather_not: Sequence[Rect] = (),
) -> tuple[Rect, str]:
    """The note's rectangle and the side of `anchor` it went to (see the module's docstring).
    `rather_not`: what it had better not cover either (the players' plates), given up before
    anything in `keep_clear`."""
    clear = [*keep_clear, anchor]
    best: tuple[tuple[int, int], Rect, str] | None = None
    for slide in SLIDES:  # the nearest places first: a small slide on any side
        for farther in (False, True):  # next to the anchor on every side, then past the way
            for side in sides:
                start = beside(size, anchor, side, gap)
                along = size[0] if side in ("above", "below") else size[1]
                shift = round(slide * along)
                near = start.move((shift, 0) if side in ("above", "below") else (0, shift))
                place = past(near, side, keep_clear, gap) if farther else near
                if place is None:
                    continue
                rect = place.clamp(bounds)
                cost = (covered(rect, clear), covered(rect, rather_not))
                if cost == (0, 0):
                    return rect, side
                if best is None or cost < best[0]:
                    best = (cost, rect, side)
    assert best is not None
    return best[1], best[2]


def keep_clear(view: TableView) -> list[Rect]:
    """What no note may cover at the table now: the status banner over the hand, the piles, the
    colour in force with its name, a pending attack's badge, every button that glows for a
    press, and the red words over the hand."""
    lay = view.layout
    s = lay.scale
    parts = [banner_of(view), lay.draw_pile, lay.discard_pile]
    if view.model.colour_in_force >= 0:
        badge = lay.colour_badge
        named = Rect(0, 0, max(badge.width, int(120 * s)), badge.height + int(24 * s))
        named.midtop = badge.midtop
        parts.append(named)
    label, picture = pending_label(view.model)
    if label:
        drawn = picture and effect_picture(view.rules, picture, int(lay.pending_badge.h * 0.7))
        parts.append(pending_rect(lay.pending_badge, label, s, bool(drawn)))
    parts += [b.rect for b in view.buttons.values() if b.glows]
    if view.toast is not None:  # why a card went back: the coach's bubble explains it beside
        parts.append(toast_place(view, view.toast)[0])
    return parts


def still_free(view: TableView, rect: Rect) -> bool:
    """`rect` (a note placed before) is inside the window and covers nothing the table keeps
    in sight now."""
    inside = Rect((0, 0), view.layout.size).contains(rect)
    return inside and covered(rect, keep_clear(view)) == 0


def rather_not(view: TableView) -> list[Rect]:
    """What a note had better not cover either: the other players' places, and the cards in
    the viewer's hand (a lesson about one card leaves the others in sight)."""
    lay = view.layout
    cards = [view.hand.card_rect(index) for index in range(len(view.hand.cards))]
    return [spot.box for spot in lay.seats.values()] + cards


def place_bubble(
    view: TableView,
    size: tuple[int, int],
    anchor: Rect,
    sides: Sequence[str],
    *,
    gap: int,
    ring: Rect | None = None,
) -> tuple[Rect, str]:
    """A teaching bubble at the table (the coach's, the guide's): beside `anchor`, inside the
    window less a margin, over nothing the table keeps in sight (but `ring`, the thing it
    rings) and, where it can, over no other player's place but the one it speaks of."""
    lay = view.layout
    margin = int(16 * lay.scale)
    bounds = Rect((0, 0), lay.size).inflate(-margin, -margin)
    keep = [r for r in keep_clear(view) if r != ring]
    # Not the place it speaks of (a player's plate in its box, the hand it points into).
    others = [r for r in rather_not(view) if not (r.contains(anchor) or anchor.contains(r))]
    return place_note(size, anchor, keep, bounds, gap=gap, sides=sides, rather_not=others)
