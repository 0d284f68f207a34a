"""The viewer's hand: fanned at the bottom, sorted, selected with the keyboard, dragged by mouse.

The hand decides nothing about the rules. A card dropped on the pile, clicked or chosen with
Enter is handed to `on_play(card, drop_point)`, which answers True when the card was taken (or
a chooser opened for it) and False when it must go back; a refused card glides back to its slot.

In kid mode (`glow`) a soft light breathes behind every card the rules let go now, so a child
sees what may be played without reading anything.

Drags are judged by the button's press and release positions only (`event.pos` of each), so a
wide, fast drag reported with no motion events in between still lands where it was let go.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.engine.rules import Rules
from game.ui.art import theme
from game.ui.art.look import CardImages
from game.ui.table.easing import easing, lerp
from game.ui.table.handlight import (
    GLOW_RATE,
    HOVER_EDGE,
    PICK_EDGE,
    draw_badge,
    halo_surface,
    shadow_of,
)
from game.ui.table.layout import CARD_RATIO, CardPlace, TableLayout, hand_fan

DRAG_THRESHOLD = 8  # pixels (at 1280x720) before a press becomes a drag
SORTS = ("colour", "rank", "dealt")
Point = tuple[float, float]


@dataclass
class Drag:
    card: int
    index: int
    press: Point
    pos: Point
    grab: Point  # the pointer's offset from the card's centre
    moving: bool = False


@dataclass
class Snap:
    card: int
    start: Point
    t: float = 0.0
    duration: float = 0.28


class HandView:
    def __init__(
        self, rules: Rules, images: CardImages, on_play: Callable[[int, Point | None], bool]
    ) -> None:
        self.rules = rules
        self.images = images
        self.on_play = on_play
        self.cards: list[int] = []
        self.sort = "colour"
        self.cursor = -1  # keyboard selection, -1: none
        self.hover = -1
        self.playable: set[int] = set()
        self.hints = True
        self.stuck = False  # the viewer must act and no card may go: the whole hand is dimmed
        self.glow = False  # kid mode: a soft light breathes behind every card that may go now
        self.t = 0.0
        self.drag: Drag | None = None
        self.snaps: list[Snap] = []
        self.held: int | None = None  # a card waiting on a chooser: drawn lifted high
        self.hinted: int | None = None  # the card the Hint button points at: lifted, outlined
        self.last_drop: tuple[int, Point] | None = None
        self.area = pygame.Rect(0, 0, 1, 1)
        self.card_w = 90
        self.scale = 1.0
        self.ceiling = 0  # no lifted card rises above this (the banner's bottom edge)
        self._places: list[CardPlace] = []
        # Several cards in one play (rules.groups): a click or Space picks a card instead of
        # playing it (`on_pick(card, add)`), Enter plays the cards picked (`on_group()`).
        self.picking = False
        self.picked: tuple[int, ...] = ()  # the cards picked, in the order picked
        self.on_pick: Callable[[int, bool], None] | None = None
        self.on_group: Callable[[], None] | None = None

    # -- the cards -------------------------------------------------------------------------
    def set_cards(self, hand: list[int]) -> None:
        ordered = self.ordered(hand)
        if ordered != self.cards:
            selected = self.cards[self.cursor] if 0 <= self.cursor < len(self.cards) else None
            self.cards = ordered
            self.cursor = (
                ordered.index(selected)
                if selected in ordered
                else min(self.cursor, len(ordered) - 1)
            )
            self._places = hand_fan(self.area, len(self.cards), self.card_w)

    def ordered(self, hand: list[int]) -> list[int]:
        rules = self.rules
        if self.sort == "dealt":
            return list(hand)
        if self.sort == "rank":
            return sorted(hand, key=lambda t: (rules.type_rank[t], rules.type_colour[t] % 99))
        return sorted(hand, key=lambda t: (rules.type_colour[t] % 99, rules.type_rank[t]))

    def next_sort(self, hand: list[int]) -> str:
        self.sort = SORTS[(SORTS.index(self.sort) + 1) % len(SORTS)]
        self.cards = []
        self.set_cards(hand)
        return self.sort

    def place(self, layout: TableLayout) -> None:
        self.area = layout.hand
        self.card_w = layout.hand_card_w
        self.scale = layout.scale
        # A lifted card stops short of the banner over the hand ("Your turn"), never over it.
        self.ceiling = layout.viewer_plate.bottom + max(2, round(4 * layout.scale))
        self._places = hand_fan(self.area, len(self.cards), self.card_w)

    def _lift(self, index: int) -> float:
        card = self.cards[index]
        lift = 0.0
        if self.hints and card in self.playable:
            lift += 22
        if index == self.cursor:
            lift += 16
        elif index == self.hover:
            lift += 14
        if card == self.held:
            lift += 40
        if card == self.hinted:
            lift += 24
        if self.order_of(index):
            lift += 30
        return lift * self.scale

    def order_of(self, index: int) -> int:
        """The card's place among the cards picked (1, 2, ...), 0 when it is not picked. Of
        cards alike, the first ones in the hand are the ones picked."""
        if not self.picked:
            return 0
        card = self.cards[index]
        alike = self.cards[:index].count(card)
        places = [k for k, c in enumerate(self.picked) if c == card]
        return places[alike] + 1 if alike < len(places) else 0

    def dimmed(self, card: int) -> bool:
        """Drawn veiled: with hints on, a card that may not go while others may, or every
        card while none may go at all."""
        if not self.hints:
            return False
        return self.stuck or (bool(self.playable) and card not in self.playable)

    def slot(self, index: int) -> tuple[Point, float]:
        place = self._places[index]
        half = self.card_w * CARD_RATIO / 2
        y = max(place.y - self._lift(index), min(place.y, self.ceiling + half))
        return (place.x, y), place.angle

    def card_rect(self, index: int) -> pygame.Rect:
        """The upright rectangle of the hand's `index`-th card where it lies now."""
        (x, y), _angle = self.slot(index)
        w, h = self.card_w, int(self.card_w * CARD_RATIO)
        return pygame.Rect(int(x - w / 2), int(y - h / 2), w, h)

    def card_place(self, card: int) -> tuple[Point, float, int]:
        """Where a card of this hand is (leaving it), or will be (joining it)."""
        if self.last_drop is not None and self.last_drop[0] == card:
            pos = self.last_drop[1]
            self.last_drop = None
            return pos, 0.0, self.card_w
        if card in self.cards:
            return (*self.slot(self.cards.index(card)), self.card_w)
        future = self.ordered(self.cards + [card])
        places = hand_fan(self.area, len(future), self.card_w)
        if not places:
            return self.area.center, 0.0, self.card_w
        index = future.index(card) if card >= 0 else len(future) - 1
        return (places[index].x, places[index].y), places[index].angle, self.card_w

    def card_at(self, pos: Point) -> int:
        """The index of the topmost card under `pos`, or -1."""
        w, h = self.card_w, self.card_w * CARD_RATIO
        for index in range(len(self.cards) - 1, -1, -1):
            (x, y), _ = self.slot(index)
            if abs(pos[0] - x) <= w / 2 and abs(pos[1] - y) <= h / 2:
                return index
        return -1

    @property
    def busy(self) -> bool:
        return self.drag is not None or bool(self.snaps)

    # -- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.card_at(event.pos)
            if index < 0:
                return False
            (x, y), _ = self.slot(index)
            self.drag = Drag(
                self.cards[index], index, event.pos, event.pos, (event.pos[0] - x, event.pos[1] - y)
            )
            return True
        if event.type == pygame.MOUSEMOTION:
            if self.drag is not None:
                self.drag.pos = event.pos
                self.drag.moving = self.drag.moving or self._far(self.drag.press, event.pos)
                return True
            self.hover = self.card_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            drag, self.drag = self.drag, None
            drag.pos = event.pos  # the release decides, however few motions came before it
            if drag.moving or self._far(drag.press, event.pos):
                centre = (event.pos[0] - drag.grab[0], event.pos[1] - drag.grab[1])
                self.last_drop = (drag.card, centre)
                if not self.on_play(drag.card, event.pos):
                    self.last_drop = None
                    self.snap_back(drag.card, centre)
            elif self.card_at(event.pos) == drag.index:  # a click: released on the card pressed
                self.cursor = drag.index
                self._clicked(drag.index)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        return False

    def _far(self, a: Point, b: Point) -> bool:
        return math.hypot(a[0] - b[0], a[1] - b[1]) > DRAG_THRESHOLD * self.scale

    def _key(self, key: int) -> bool:
        if not self.cards:
            return False
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if key == pygame.K_LEFT else 1
            if self.cursor < 0:
                self.cursor = 0 if step > 0 else len(self.cards) - 1
            else:
                self.cursor = (self.cursor + step) % len(self.cards)
            return True
        if key in (pygame.K_HOME, pygame.K_END):
            self.cursor = 0 if key == pygame.K_HOME else len(self.cards) - 1
            return True
        enter = key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if enter and self.picked and self.on_group is not None:
            self.on_group()  # the cards picked go, wherever the cursor is
            return True
        if (enter or key == pygame.K_SPACE) and 0 <= self.cursor < len(self.cards):
            if key == pygame.K_SPACE and self.picking:
                self._clicked(self.cursor)
            else:
                self.on_play(self.cards[self.cursor], None)
            return True
        return False

    def _clicked(self, index: int) -> None:
        """A click (or Space) on a card: it is played, or, where several cards may go in one
        play, picked (or put back among the others)."""
        if self.picking and self.on_pick is not None:
            self.on_pick(self.cards[index], not self.order_of(index))
        else:
            self.on_play(self.cards[index], None)

    def cancel_drag(self) -> None:
        """Let go of a held card without playing it (the release will not come here)."""
        drag, self.drag = self.drag, None
        if drag is not None and drag.moving:
            self.snap_back(drag.card, (drag.pos[0] - drag.grab[0], drag.pos[1] - drag.grab[1]))

    def snap_back(self, card: int, start: Point) -> None:
        self.snaps.append(Snap(card, start))

    def update(self, dt: float) -> None:
        self.t += dt
        for snap in self.snaps:
            snap.t += dt
        self.snaps = [s for s in self.snaps if s.t < s.duration and s.card in self.cards]

    # -- drawing ---------------------------------------------------------------------------
    def carried(self) -> list[int]:
        """The indexes of the other cards picked, in the order picked, while a picked card is
        dragged: they fly with it."""
        drag = self.drag
        if drag is None or not drag.moving or not self.order_of(drag.index):
            return []
        others = [k for k in range(len(self.cards)) if self.order_of(k) and k != drag.index]
        return sorted(others, key=self.order_of)

    def draw(self, surface: pygame.Surface) -> None:
        flying = {s.card for s in self.snaps}
        dragged = self.drag.index if self.drag is not None and self.drag.moving else -1
        carried = self.carried()
        if self.glow and self.playable:
            self._halos(surface, flying, dragged)
        badges: list[tuple[Point, int]] = []
        for index, card in enumerate(self.cards):
            if index == dragged or card in flying or index in carried:
                continue
            (x, y), angle = self.slot(index)
            order = self.order_of(index)
            if order:
                if index == self.cursor:  # the keyboard's cursor: a gold ring round the blue
                    self._outline(surface, (x, y), angle, theme.GOLD, 3, grow=10)
                self._outline(surface, (x, y), angle, PICK_EDGE, 5 if self.glow else 4)
                badges.append(((x, y), order))
            elif index == self.cursor or card == self.hinted:
                self._outline(surface, (x, y), angle)
            elif index == self.hover and self.drag is None:
                self._outline(surface, (x, y), angle, HOVER_EDGE, 2)
            rect = self.images.blit(surface, card, self.card_w, (x, y), angle)
            if self.dimmed(card):
                self._shade(surface, rect, card, angle)
        for centre, order in badges:
            self._badge(surface, centre, order)
        for snap in self.snaps:
            if snap.card not in self.cards:
                continue  # traded away or played meanwhile
            index = self.cards.index(snap.card)
            (x, y), angle = self.slot(index)
            k = easing("ease_out_cubic")(min(1.0, snap.t / snap.duration))
            pos = (lerp(snap.start[0], x, k), lerp(snap.start[1], y, k))
            self.images.blit(surface, snap.card, self.card_w, pos, lerp(0, angle, k))
        if dragged >= 0 and self.drag is not None:
            d = self.drag
            centre = (d.pos[0] - d.grab[0], d.pos[1] - d.grab[1])
            held: list[tuple[Point, int]] = []
            for k, index in enumerate(reversed(carried)):  # fanned out behind the card held
                step = len(carried) - k
                at = (centre[0] - step * self.card_w * 0.4, centre[1] + step * 4 * self.scale)
                self.images.blit(surface, self.cards[index], self.card_w, at, 6.0 * step)
                # Its badge over its left half, which the card held leaves in sight.
                held.append(((at[0] - self.card_w * 0.22, at[1]), self.order_of(index)))
            tilt = max(-8.0, min(8.0, (d.pos[0] - d.press[0]) * -0.02))
            shadow = self.images.get(self.cards[dragged], int(self.card_w * 1.08), tilt)
            dark = shadow_of(shadow)
            surface.blit(
                dark,
                dark.get_rect(center=(centre[0] + 8 * self.scale, centre[1] + 12 * self.scale)),
            )
            self.images.blit(surface, d.card, int(self.card_w * 1.08), centre, tilt)
            if self.order_of(dragged):
                held.append((centre, self.order_of(dragged)))
            for at, order in held:
                self._badge(surface, at, order)

    def _badge(self, surface: pygame.Surface, centre: Point, order: int) -> None:
        """A picked card's place in the order picked, over its top edge (bigger in kid mode)."""
        radius = max(9, round(self.card_w * (0.2 if self.glow else 0.15)))
        top = (centre[0], centre[1] - self.card_w * CARD_RATIO / 2)
        draw_badge(surface, top, radius, order)

    def _halos(self, surface: pygame.Surface, flying: set[int], dragged: int) -> None:
        """Every halo before any card: a neighbour covers the glow, never the glow a card."""
        breath = 0.5 + 0.5 * math.sin(self.t * GLOW_RATE)
        alpha = int(150 + 105 * breath)
        for index, card in enumerate(self.cards):
            if card not in self.playable or index == dragged or card in flying:
                continue
            (x, y), angle = self.slot(index)
            halo = halo_surface(self.card_w, round(angle))
            halo.set_alpha(alpha)
            surface.blit(halo, halo.get_rect(center=(int(x), int(y))))

    def _outline(
        self,
        surface: pygame.Surface,
        centre: Point,
        angle: float,
        colour: tuple[int, int, int] = theme.GOLD,
        width: int = 3,
        grow: int = 8,
    ) -> None:
        w, h = self.card_w + grow * self.scale, self.card_w * CARD_RATIO + grow * self.scale
        rect = pygame.Rect(0, 0, int(w), int(h))
        rect.center = (int(centre[0]), int(centre[1]))
        pygame.draw.rect(
            surface,
            colour,
            rect,
            max(2, int(width * self.scale)),
            border_radius=int(10 * self.scale),
        )

    def _shade(self, surface: pygame.Surface, rect: pygame.Rect, card: int, angle: float) -> None:
        image = self.images.get(card, self.card_w, angle)
        surface.blit(shadow_of(image, 70), rect)
