"""Turns a player must wait: stacked skips taken by one player (`skip.stacked: one_waits`).

Makao's four: "If a four is placed, the next player must skip their turn unless they also have
a four. In that case, the next player skips two turns." The player who takes the skips loses
the turn at once and owes the rest (`State.waits`); each time a normal turn would come to them,
one is served instead and play passes on. Attacks still reach a waiting player: they answer
them as anyone does; only their own turns are lost.
"""

from __future__ import annotations

from game.engine import events as EV
from game.engine.state import State


def owe(state: State, seat: int, turns: int, events: list[EV.Event]) -> None:
    """`seat` must wait `turns` more turns after the one it loses now."""
    waits = list(state.waits) if state.waits else [0] * state.n
    waits[seat] += turns
    state.waits = tuple(waits)
    events.append((EV.WAITS, seat, waits[seat], None))


def serve(state: State, seat: int, events: list[EV.Event]) -> int:
    """The seat that takes the turn meant for `seat`: each waiting seat on the way serves one
    owed turn (it is skipped). Ends, since each skip lowers a count."""
    waits = list(state.waits)
    while waits[seat] > 0 and state.sizes[seat]:
        waits[seat] -= 1
        events.append((EV.SKIPPED, seat, None, None))
        seat = state.next_seat(seat)
    state.waits = tuple(waits) if any(waits) else ()
    return seat
