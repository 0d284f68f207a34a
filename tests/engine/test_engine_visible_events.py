"""`visible_event` hides what a seat may not see, and hiding twice changes nothing: the table
hides events for its viewer, and pass-and-play's log hides them again for everyone (a trade
between two other players once crashed there, its hand already a count)."""

from __future__ import annotations

from game.engine import events as EV


def test_hiding_twice_is_hiding_once() -> None:
    events = [
        (EV.TRADE, 1, 2, (5, 7, 9)),
        (EV.SHUFFLE, -1, (3, 4, 5), "deal"),
        (EV.DRAW, 2, 11, "draw"),
        (EV.DEAL, 1, 8, None),
        (EV.PLAY, 1, 8, None),
    ]
    for event in events:
        for seat in (0, 1, -1):
            once = EV.visible_event(event, seat)
            assert EV.visible_event(once, seat) == once
            assert EV.visible_event(once, -1) == EV.visible_event(event, -1)


def test_what_a_seat_sees() -> None:
    assert EV.visible_event((EV.TRADE, 1, 2, (5, 7)), 0) == (EV.TRADE, 1, 2, 2)
    assert EV.visible_event((EV.TRADE, 1, 2, (5, 7)), 2) == (EV.TRADE, 1, 2, (5, 7))
    assert EV.visible_event((EV.DRAW, 2, 11, "draw"), 0) == (EV.DRAW, 2, -1, "draw")
    assert EV.visible_event((EV.DRAW, 2, 11, "draw"), 2) == (EV.DRAW, 2, 11, "draw")
    assert EV.visible_event((EV.SHUFFLE, -1, (3, 4, 5), "deal"), 0) == (EV.SHUFFLE, -1, 3, "deal")
