"""The animator flies each card from where `game.engine.moves` says it leaves to where it
lands, and reports each event shown once its cards are down, in order."""

from __future__ import annotations

from typing import Any

from game.engine import events as EV
from game.ui.art.look import BACK
from game.ui.table.anim import EventAnimator

PILE = (10.0, 10.0)
DISCARD = (50.0, 10.0)


class FakePlaces:
    def draw_pile(self) -> tuple[tuple[float, float], int]:
        return PILE, 40

    def discard_place(self, index: int) -> tuple[tuple[float, float], float, int]:
        return DISCARD, 0.0, 40

    def seat_place(self, seat: int, card: int) -> tuple[tuple[float, float], float, int]:
        return (100.0 * (seat + 1), 200.0), 0.0, 30

    def popup_at(self, seat: int) -> tuple[tuple[float, float], str]:
        return (0.0, 0.0), "center"

    def centre(self) -> tuple[float, float]:
        return 30.0, 30.0


def animator(shown: list[Any]) -> EventAnimator:
    return EventAnimator(FakePlaces(), None, lambda e: None, shown.append, viewer=0)  # type: ignore[arg-type]


def started(event: tuple) -> EventAnimator:
    anim = animator([])
    anim.feed([event])
    anim.update(0.0)
    return anim


def test_a_drawn_card_flies_from_the_pile_to_the_hand_face_up_only_for_its_holder():
    (mine,) = started((EV.DRAW, 0, 7, "turn")).flights
    assert (mine.start, mine.end, mine.from_pile, mine.flip_to) == (PILE, (100.0, 200.0), True, 7)
    (theirs,) = started((EV.DEAL, 2, -1, None)).flights
    assert (theirs.end, theirs.flip_to, theirs.card) == ((300.0, 200.0), None, BACK)


def test_a_laid_card_flies_from_the_hand_to_the_pile():
    for kind in (EV.PLAY, EV.JUMP, EV.DEFEND):
        (flight,) = started((kind, 1, 9, "turn" if kind == EV.PLAY else None)).flights
        assert (flight.start, flight.end, flight.card) == ((200.0, 200.0), DISCARD, 9)
        assert flight.leaves == (1, 9) and flight.to_pile


def test_a_start_card_turns_up_on_the_pile_or_slides_under_it():
    (up,) = started((EV.START_CARD, -1, 4, False)).flights
    assert (up.start, up.end, up.flip_to, up.to_pile) == (PILE, DISCARD, 4, True)
    (under,) = started((EV.START_CARD, -1, 4, True)).flights
    assert (under.end, under.flip_to, under.to_pile) == (DISCARD, None, False)


def test_a_traded_hand_flies_face_down_between_the_seats():
    for cards in ((1, 2, 3), 3):  # seen, or hidden from these eyes
        flights = started((EV.TRADE, 0, 2, cards)).flights
        assert len(flights) == 3
        assert {(f.start, f.end, f.card) for f in flights} == {
            ((100.0, 200.0), (300.0, 200.0), BACK)
        }


def test_a_reshuffle_flies_from_the_discard_pile_to_the_draw_pile():
    flights = started((EV.RESHUFFLE, -1, 20, 5)).flights
    assert len(flights) == 8 and {(f.start, f.end) for f in flights} == {(DISCARD, PILE)}


def test_skipped_events_land_at_once_and_are_shown_in_order():
    shown: list[Any] = []
    anim = animator(shown)
    events = [
        (EV.SHUFFLE, -1, 30, "deal"),
        (EV.DEAL, 1, -1, None),
        (EV.START_CARD, -1, 4, False),
        (EV.PLAY, 0, 9, "turn"),
        (EV.RESHUFFLE, -1, 3, 9),
        (EV.TRADE, 0, 1, (1, 2)),
        (EV.TURN, 1, 2, None),
    ]
    anim.feed(events)
    anim.skip()
    assert shown == events and not anim.flights and not anim.busy
