"""Where things are on the table, for the animator: the piles, each seat, the pop-up spots.

Answers from the table's current layout, so a card in flight starts and ends where the window
shows it now; and the one set of card pictures per ruleset, which a rematch reuses.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence

from game.engine import events as EV
from game.engine.events import Event
from game.engine.rules import Rules
from game.table.presented import Presented
from game.ui.art.look import BACK, CardImages, card_art
from game.ui.table.hand import HandView
from game.ui.table.layout import TableLayout, hand_fan, pile_offset

Point = tuple[float, float]
SHOWN_DISCARDS = 7  # cards of the discard pile drawn fanned out under the top


class TablePlaces:
    """Answers from the layout, the hand and the seat it is shown from, as the table last set
    them (`show`); `sizes`: the cards in each hand as shown; `sees`: the seat whose hidden
    cards the screen may show (-1: nobody's, as during a pass-and-play deal)."""

    def __init__(self, sizes: Callable[[], Sequence[int]], sees: Callable[[], int]) -> None:
        self.sizes = sizes
        self.sees = sees
        self.layout: TableLayout | None = None
        self.hand: HandView | None = None
        self.viewer = 0

    def show(self, layout: TableLayout, hand: HandView, viewer: int) -> None:
        self.layout, self.hand, self.viewer = layout, hand, viewer

    def draw_pile(self) -> tuple[Point, int]:
        lay = self.layout
        assert lay is not None
        return lay.draw_pile.center, lay.pile_card_w

    def discard_place(self, index: int) -> tuple[Point, float, int]:
        lay = self.layout
        assert lay is not None
        dx, dy, angle = pile_offset(index)
        rect = lay.discard_pile
        return (
            (rect.centerx + dx * rect.width, rect.centery + dy * rect.height),
            angle,
            lay.pile_card_w,
        )

    def seat_place(self, seat: int, card: int) -> tuple[Point, float, int]:
        lay = self.layout
        assert lay is not None
        if seat == self.viewer:
            if card == BACK and self.sees() < 0:
                # A pass-and-play deal, watched by all: face down to the next place in the fan.
                places = hand_fan(lay.hand, self.sizes()[seat] + 1, lay.hand_card_w)
                return (places[-1].x, places[-1].y), places[-1].angle, lay.hand_card_w
            if card == BACK:
                return lay.hand.center, 0.0, lay.hand_card_w
            assert self.hand is not None
            return self.hand.card_place(card)
        spot = lay.seats[seat]
        # A card tossed in from the side turns on its way to the pile.
        turn = {"left": -45.0, "right": 45.0}.get(spot.side, 30.0 if seat % 2 else -30.0)
        return spot.fan.center, turn if card != BACK else 0.0, lay.back_card_w

    def popup_at(self, seat: int) -> tuple[Point, str]:
        """Where a seat's word pops up, and which side of it the point is: beside the seat on
        the felt, towards the middle of the table, so it covers no cards and no name, and
        (the window's edges being on the far side) is never cut off; the table's own words
        (seat -1) over the ring of arrows."""
        lay = self.layout
        assert lay is not None
        gap = 8 * lay.scale
        if seat < 0:  # the whole table's ("Reverse!"): over the ring, not on the colour in force
            return (lay.direction_ring.centerx, lay.direction_ring.top - gap), "midbottom"
        if seat == self.viewer:
            return (lay.viewer_plate.centerx, lay.viewer_plate.top - gap), "midbottom"
        spot = lay.seats[seat]
        box = spot.box
        if spot.side == "left":
            return (box.right + gap, box.centery), "midleft"
        if spot.side == "right":
            return (box.left - gap, box.centery), "midright"
        return (box.centerx, box.bottom + 2 * gap), "midtop"

    def centre(self) -> Point:
        assert self.layout is not None
        return self.layout.colour_badge.center


#: Sets of card pictures kept: the table in play, a replay watched from it, and the one before
#: (each may hold 24 MB of sized and turned cards besides its masters: see `CardImages`).
#: Every replay makes its rules anew, so this counts the pictures of rounds watched too; the
#: least recently used set goes.
IMAGE_SETS = 3
_image_sets: OrderedDict[tuple[str, int], tuple[Rules, CardImages]] = OrderedDict()


def images_for(rules: Rules) -> CardImages:
    """One set of card pictures per rules object (a rematch or a restart keeps its pictures)."""
    key = (rules.id, id(rules))
    found = _image_sets.get(key)
    if found is not None and found[0] is rules:  # the rules it was made for, alive (ids recur)
        _image_sets.move_to_end(key)
        return found[1]
    images = CardImages(card_art(rules))
    _image_sets[key] = (rules, images)
    _image_sets.move_to_end(key)
    while len(_image_sets) > IMAGE_SETS:
        _image_sets.popitem(last=False)
    return images


def prewarm(images: CardImages, shown: Presented, queue: Iterable[Event], n_types: int) -> bool:
    """Paint the card pictures a few at a time before the deal, so no frame waits for one: the
    pile and the hand shown (a resumed game's), the cards the `queue`'s deal turns up, then
    all `n_types` cards. True once all are painted."""
    wanted = [BACK, *shown.discard[-SHOWN_DISCARDS:], *shown.hand]
    wanted += [e[2] for e in queue if e[0] in (EV.DEAL, EV.START_CARD) and e[2] >= 0]
    wanted += range(n_types)
    return images.prewarm(list(dict.fromkeys(wanted)), 0.006)
