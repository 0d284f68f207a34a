"""A false call at the table (noris's house rule D-63, Pesten's "valse klop"): the call button
can be pressed at the person's turn when no play owes a call, names the call it would say, and
pressing it costs the penalty; the person's turn goes on."""

from __future__ import annotations

from game.engine import actions as A
from game.engine import events as EV
from tests.table.driver import at, screen, table


def test_the_call_button_offers_a_false_call_and_pressing_it_costs_two() -> None:
    s = at(
        table("noris", 1, 2, overrides={"calls.false_call_penalty": 2}),
        hands=["red:5 red:6 red:7", "yellow:1 yellow:3", "green:4 green:5"],
        top="red:3",
        turn=0,
    )
    state = s.call_state(0)
    assert (state.mode, state.call_id) == ("false", "mau")
    events: list = []
    s.listeners.append(events.extend)
    assert s.call(0) is None
    for _ in range(20):  # the table's time passes, everything shown at once
        screen(s)
        s.update(0.05)
    kinds = [e[0] for e in events]
    assert EV.FALSE_CALL in kinds and EV.PENALTY in kinds
    assert s.state is not None and s.state.sizes[0] == 5 and s.state.turn == 0
    s.close()


def test_without_the_house_rule_the_button_stays_off() -> None:
    s = at(
        table("noris", 1, 2),
        hands=["red:5 red:6 red:7", "yellow:1 yellow:3", "green:4 green:5"],
        top="red:3",
        turn=0,
    )
    assert s.call_state(0).mode == "off"
    assert A.FALSE_CALL not in s.offers(0)
    s.close()
