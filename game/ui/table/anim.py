"""Engine events become motion on the table: cards fly, badges pop, the ring turns.

Events queue up and start one after another; each holds the next back for its `gate` seconds
(a dealt card only briefly, so the deal ripples round the table; a played card until it lands).
An event is *shown* once its card has landed (at once when no card moves), and the events are
reported shown in the order they came (`on_shown`): the session's presented state, which the
table draws, moves on only then. Meanwhile the animator knows which cards are in the air, so
the table leaves them out of the hand they left and off the draw pile they came from.
`skip()` lands everything at once — a click on the table does that. The animation-speed
preference scales time (slower in kid mode, where a child's own plays and calls also sound
brighter).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

import pygame

from game.engine import events as EV
from game.engine.events import Event
from game.engine.moves import DISCARD, DRAW_PILE, UNDER_DISCARD, Move, moves
from game.ui.art.look import BACK, CardImages, play_sound
from game.ui.table.easing import SPEED_MAX, arc_point, easing, lerp, speed_factor

Point = tuple[float, float]


def table_speed(setting: float, *, kid_mode: bool) -> float:
    """The animator's speed: the setting as it is, or in kid mode `easing.speed_factor`'s slower
    pace (a test's fast-forward beyond the setting's range is slowed by the same factor)."""
    if not kid_mode:
        return setting
    if setting > SPEED_MAX:
        return setting * speed_factor(1.0, kid_mode=True)
    return speed_factor(setting, kid_mode=True)


class Places(Protocol):
    """Where things are on screen now (the table answers from its layout)."""

    def draw_pile(self) -> tuple[Point, int]: ...  # centre, card width
    def discard_place(self, index: int) -> tuple[Point, float, int]: ...  # centre, angle, width
    def seat_place(
        self, seat: int, card: int
    ) -> tuple[Point, float, int]: ...  # where a card leaves/joins
    def popup_at(
        self, seat: int
    ) -> tuple[Point, str]: ...  # a point, the side it is of (-1: the middle)
    def centre(self) -> Point: ...


@dataclass
class Showing:
    """An event started and not yet shown in full: `flights` of its cards still in the air."""

    event: Event
    flights: int = 0


@dataclass
class Flight:
    card: int  # BACK for a face-down card
    start: Point
    end: Point
    a0: float
    a1: float
    w0: int
    w1: int
    duration: float
    delay: float = 0.0
    flip_to: int | None = None  # turns over half way to show this card
    bend: float = 0.08
    on_land: Callable[[], None] | None = None
    t: float = 0.0
    ease: str = "ease_out_cubic"
    showing: Showing | None = None  # the event this card's landing shows
    leaves: tuple[int, int] | None = None  # (seat, card): left that hand, not yet on the pile
    from_pile: bool = False  # taken from the draw pile, not yet arrived
    to_pile: bool = False  # on its way onto the discard pile

    @property
    def done(self) -> bool:
        return self.t >= self.delay + self.duration

    def progress(self) -> float:
        if self.t <= self.delay:
            return 0.0
        return min(1.0, (self.t - self.delay) / self.duration)


@dataclass
class Popup:
    text: str
    pos: Point
    colour: tuple[int, int, int]
    duration: float = 1.1
    t: float = 0.0
    big: bool = False
    anchor: str = "center"  # which point of the popup sits at `pos` (a pygame.Rect name)


@dataclass
class Pulse:
    """A ring spreading from a point: a colour change, a direction change."""

    pos: Point
    colour: tuple[int, int, int]
    radius: float
    duration: float = 0.6
    t: float = 0.0


@dataclass
class EventAnimator:
    places: Places
    images: CardImages
    popup_text: Callable[[Event], tuple[str, tuple[int, int, int]] | None]
    on_shown: Callable[[Event], None]
    viewer: int = 0  # whose drawn cards turn face up on their way (when the event shows them)
    pile_size: Callable[[], int] = lambda: 0  # cards on the discard pile as presented
    speed: float = 1.0
    queue: deque[Event] = field(default_factory=deque)
    flights: list[Flight] = field(default_factory=list)
    popups: list[Popup] = field(default_factory=list)
    pulses: list[Pulse] = field(default_factory=list)
    started: deque[Showing] = field(default_factory=deque)
    gate: float = 0.0
    spin: float = 0.0  # seconds left of the direction ring's turn
    cheer: frozenset[int] = frozenset()  # kid mode: the children's seats, cheered by sounds

    # -- feeding and time ------------------------------------------------------------------
    def feed(self, events: list[Event]) -> None:
        self.queue.extend(events)

    def clear(self) -> None:
        """Drop everything, shown or not (a redeal starts afresh)."""
        self.queue.clear()
        self.flights.clear()
        self.popups.clear()
        self.started.clear()
        self.gate = 0.0

    # -- what is in the air ----------------------------------------------------------------
    def leaving(self) -> list[tuple[int, int]]:
        """(seat, card) of every card on its way from a hand to the pile."""
        return [f.leaves for f in self.flights if f.leaves is not None]

    def from_pile(self) -> int:
        """Cards on their way from the draw pile."""
        return sum(1 for f in self.flights if f.from_pile)

    @property
    def busy(self) -> bool:
        """Cards still moving or events still waiting: the table is not at rest."""
        return bool(self.queue or self.flights or self.gate > 0)

    @property
    def lively(self) -> bool:
        return self.busy or bool(self.popups or self.pulses or self.spin > 0)

    def update(self, dt: float) -> None:
        dt *= self.speed
        for flight in self.flights:
            flight.t += dt
        for flight in [f for f in self.flights if f.done]:
            self._land(flight)
        for popup in self.popups:
            popup.t += dt
        self.popups = [p for p in self.popups if p.t < p.duration]
        for pulse in self.pulses:
            pulse.t += dt
        self.pulses = [p for p in self.pulses if p.t < p.duration]
        self.spin = max(0.0, self.spin - dt)
        self.gate -= dt
        while self.gate <= 0 and self.queue:
            self.gate += self._start(self.queue.popleft())
        if not self.queue:
            self.gate = max(self.gate, 0.0)

    def skip(self) -> None:
        """Land every card and run every waiting event now."""
        for flight in list(self.flights):
            self._land(flight)
        while self.queue:
            self._start(self.queue.popleft(), instant=True)
        self.gate = 0.0
        self.popups.clear()

    def _land(self, flight: Flight) -> None:
        if flight in self.flights:
            self.flights.remove(flight)
        if flight.on_land is not None:
            flight.on_land()
        if flight.showing is not None:
            flight.showing.flights -= 1
            self._report()

    def _report(self) -> None:
        """Report shown, in order, every event whose cards have all landed."""
        while self.started and self.started[0].flights <= 0:
            self.on_shown(self.started.popleft().event)

    def _fly(self, flight: Flight, instant: bool) -> None:
        """A card of the event being started: its landing shows the event."""
        if self.started and flight.showing is None:
            flight.showing = self.started[-1]
            flight.showing.flights += 1
        if instant:
            self._land(flight)
        else:
            self.flights.append(flight)

    # -- events ----------------------------------------------------------------------------
    def _start(self, event: Event, instant: bool = False) -> float:
        """Begin an event's animation; returns how long the next event waits."""
        self.started.append(Showing(event))
        try:
            return self._begin(event, instant)
        finally:
            self._report()

    def _begin(self, event: Event, instant: bool) -> float:
        kind, seat, _a, b = event
        if not instant:
            self._popup_for(event)
        placed = moves(event)
        if placed:
            return max(self._move(kind, move, instant) for move in placed)
        if instant:
            return 0.0
        if kind == EV.SHUFFLE and b == "deal":
            play_sound("shuffle")
            return 0.35
        if kind == EV.DIRECTION:
            self.spin = 0.8
            return 0.45
        if kind == EV.COLOUR:
            self.pulses.append(Pulse(self.places.centre(), (255, 255, 255), 90.0))
            return 0.35
        if kind == EV.CALL:
            play_sound("kid" if seat in self.cheer else "mau")  # a child's Mau: a happy jingle
            return 0.45
        if kind == EV.FALSE_CALL:
            play_sound("mau")
            return 0.45
        if kind in (EV.PENALTY, EV.CAUGHT):
            play_sound("penalty")
            return 0.4
        if kind == EV.ROUND_END:
            play_sound("win")
            return 0.9
        return {
            EV.SKIPPED: 0.45,
            EV.ATTACK: 0.25,
            EV.REVEAL: 0.6,
            EV.OTHERS_DRAW: 0.45,
            EV.MISSED_CALL: 0.3,
            EV.TRADE_CHOSEN: 0.3,
            EV.PLAY_AGAIN: 0.3,
            EV.FORCED_PASS_ON: 0.35,
            EV.CHOOSE_AGAIN: 0.4,
            EV.TRADE_CANCELLED: 0.3,
            EV.STAGE: 0.2,
            EV.GAVE: 0.3,
            EV.PASS: 0.1,
        }.get(kind, 0.0)

    def _move(self, kind: int, move: Move, instant: bool) -> float:
        """Cards fly from where `game.engine.moves` says to where it says; returns the gate."""
        source, to, cards = move
        gate = 0.0
        if source >= 0 and to >= 0:
            if kind == EV.CARD_PASSED:  # one card of a stage, not a trade's whole hand
                return self._pass(source, to, cards[0], instant)
            return self._trade(source, to, len(cards), instant)
        if source == DISCARD:
            return 0.0 if instant else self._reshuffle(len(cards))
        for card in cards:
            if source == DRAW_PILE and to >= 0:
                gate = self._draw(to, card, instant, 0.07 if kind == EV.DEAL else 0.2)
            elif source == DRAW_PILE:
                gate = self._start_card(card, to == UNDER_DISCARD, instant)
            elif to == DISCARD:
                gate = self._play(source, card, instant)
        return gate

    def _popup_for(self, event: Event) -> None:
        found = self.popup_text(event)
        if found is None:
            return
        text, colour = found
        seat = event[1]
        pos, anchor = self.places.popup_at(seat if seat is not None else -1)
        big = event[0] in (EV.CALL, EV.ROUND_END)
        self.popups.append(Popup(text, pos, colour, big=big, anchor=anchor))

    def _draw(self, seat: int, card: int, instant: bool, gate: float) -> float:
        start, sw = self.places.draw_pile()
        end, angle, ew = self.places.seat_place(seat, card)
        flip = card if card >= 0 and seat == self.viewer else None
        flight = Flight(BACK, start, end, 0.0, angle, sw, ew, 0.34, flip_to=flip, from_pile=True)
        self._fly(flight, instant)
        if not instant and gate > 0.1:
            play_sound("draw")
        return gate

    def _landing_index(self) -> int:
        """The place in the discard pile of the next card to land there."""
        return self.pile_size() + sum(1 for f in self.flights if f.to_pile) + 1

    def _start_card(self, card: int, slid: bool, instant: bool) -> float:
        start, sw = self.places.draw_pile()
        end, angle, ew = self.places.discard_place(self._landing_index())
        if slid:
            flight = Flight(BACK, start, end, 0.0, angle, sw, ew, 0.3, from_pile=True)
            self._fly(flight, instant)
            return 0.35
        flight = Flight(
            BACK, start, end, 0.0, angle, sw, ew, 0.4, flip_to=card, from_pile=True, to_pile=True
        )
        self._fly(flight, instant)
        if not instant:
            play_sound("play")
        return 0.45

    def _play(self, seat: int, card: int, instant: bool) -> float:
        start, a0, sw = self.places.seat_place(seat, card)
        end, a1, ew = self.places.discard_place(self._landing_index())

        def land() -> None:
            if not instant:
                play_sound("chime" if seat in self.cheer else "play")

        flight = Flight(card, start, end, a0, a1, sw, ew, 0.36, bend=0.12, on_land=land)
        flight.leaves, flight.to_pile = (seat, card), True
        self._fly(flight, instant)
        return 0.38

    def _trade(self, src: int, dst: int, count: int, instant: bool) -> float:
        start, a0, sw = self.places.seat_place(src, BACK)
        end, a1, ew = self.places.seat_place(dst, BACK)
        self._fly(Flight(BACK, start, end, a0, a1, sw, ew, 0.6, bend=0.2), instant)
        if not instant:  # the rest of the hand follows (for the look: the first one shows it)
            for k in range(1, min(count, 4)):
                self.flights.append(
                    Flight(BACK, start, end, a0, a1, sw, ew, 0.6, delay=0.06 * k, bend=0.2)
                )
        return 0.15

    def _pass(self, src: int, dst: int, card: int, instant: bool) -> float:
        """One card passes from hand to hand: face up from or to the viewer's own hand (they
        gave it, or it turns over as it arrives), face down between two others."""
        mine = card >= 0 and src == self.viewer
        start, a0, sw = self.places.seat_place(src, card if mine else BACK)
        end, a1, ew = self.places.seat_place(dst, BACK)
        flip = card if card >= 0 and dst == self.viewer else None
        flight = Flight(card if mine else BACK, start, end, a0, a1, sw, ew, 0.5, bend=0.2)
        flight.flip_to = flip
        flight.leaves = (src, card)
        self._fly(flight, instant)
        return 0.12

    def _reshuffle(self, count: int) -> float:
        (start, _, sw), (end, ew) = self.places.discard_place(1), self.places.draw_pile()
        for k in range(min(count, 8)):
            self.flights.append(
                Flight(
                    BACK,
                    start,
                    end,
                    15.0 * (k % 3 - 1),
                    0.0,
                    sw,
                    ew,
                    0.4,
                    delay=0.05 * k,
                    bend=0.25 * (1 if k % 2 else -1),
                )
            )
        play_sound("shuffle")
        return 0.8

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, scale: float) -> None:
        for flight in self.flights:
            self._draw_flight(surface, flight)
        for pulse in self.pulses:
            k = pulse.t / pulse.duration
            radius = int(pulse.radius * scale * (0.4 + k))
            alpha = int(160 * (1 - k))
            layer = pygame.Surface((radius * 2 + 8, radius * 2 + 8), pygame.SRCALPHA)
            pygame.draw.circle(
                layer,
                (*pulse.colour, alpha),
                (radius + 4, radius + 4),
                radius,
                max(2, int(5 * scale)),
            )
            surface.blit(layer, (pulse.pos[0] - radius - 4, pulse.pos[1] - radius - 4))

    def _draw_flight(self, surface: pygame.Surface, flight: Flight) -> None:
        if flight.t < flight.delay:
            return
        k = easing(flight.ease)(flight.progress())
        pos = arc_point(flight.start, flight.end, k, flight.bend)
        width = lerp(flight.w0, flight.w1, k)
        angle = lerp(flight.a0, flight.a1, k)
        card, squash = flight.card, 1.0
        if flight.flip_to is not None:
            raw = flight.progress()
            squash = abs(1 - 2 * raw)
            card = BACK if raw < 0.5 else flight.flip_to
        self.images.blit(surface, card, round(width), pos, angle, squash, moving=True)
