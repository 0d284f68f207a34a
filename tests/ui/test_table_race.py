"""A race out of turn at the desktop table, under the house rule "Moves at the same time:
nearest in turn order" (D-8): a bot nearer in turn order beats a person's earlier jump-in
made within the window, and the log says why."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.engine import action_from_text
from game.engine import events as EV
from game.table.options import TableOptions
from game.table.setup import GameSetup, SeatSetup
from game.ui.table.scene import TableScene
from tests.ui.tablekit import at_rest, card, card_centre, drag, pile_centre, scenario, step_until

TURN_ORDER = {"rules.out_of_turn_priority": "turn_order"}
# Anna (seat 1) plays a red 6/9; Ben (seat 2) is to act; the person (seat 0) and Clara (seat
# 3) hold the same card. Clara is nearer in turn order from Ben than the person is.
HANDS = ["red:6_9 blue:7 green:8", "red:6_9 yellow:1 yellow:3", "green:4 green:5", "red:6_9 blue:1"]
OUT = Path(__file__).resolve().parents[2] / "out"


def race_table(app, overrides: dict | None) -> TableScene:  # type: ignore[no-untyped-def]
    seats = [SeatSetup("You", human=True)] + [
        SeatSetup(name, level="medium") for name in ("Anna", "Ben", "Clara")
    ]
    setup = GameSetup(ruleset="abacus", overrides=overrides or {}, seats=seats, seed=3)
    table = TableScene(
        setup, TableOptions.from_prefs(bot_process=False, speed=30.0, pace=5.0, hints=True)
    )
    app.scenes.push(table)
    scenario(app, table, hands=HANDS, top="red:3", turn=1)
    return table


def jump_just_before_clara(app, table: TableScene) -> list:  # type: ignore[no-untyped-def]
    """Anna plays; Clara decides to jump in; the person drops the same card on the pile
    0.15 s before Clara's reaction time is up. Returns the events from Anna's play on."""
    c = table.session
    events: list = []
    c.listeners.append(events.extend)
    c.act(1, action_from_text(c.rules, "play red:6_9"))
    step_until(app, lambda: at_rest(table))
    step_until(app, lambda: any(i.seat == 3 and i.out_of_turn for i in c.intents))
    clara = next(i for i in c.intents if i.seat == 3 and i.out_of_turn)
    step_until(app, lambda: c.clock >= clara.due - 0.15)
    six = card(table, "red:6_9")
    drag(app, card_centre(table, six), pile_centre(table))
    assert c.waiting(0) and table.hand.held == six  # asked: held up while the window is open
    assert clara.due - c.clock < c.race.window  # Clara asks within the window
    step_until(app, lambda: any(e[0] == EV.JUMP for e in events), limit=120)
    step_until(app, lambda: at_rest(table))
    return events


def test_a_nearer_bot_beats_a_persons_earlier_jump_under_turn_order(app):
    table = race_table(app, TURN_ORDER)
    events = jump_just_before_clara(app, table)
    assert [e[1] for e in events if e[0] == EV.JUMP] == [3]  # Clara's
    assert "Clara was nearer in turn order" in table.log.lines
    assert card(table, "red:6_9") in table.hand.cards  # the person's card is back in the hand
    assert table.hand.held is None
    OUT.mkdir(exist_ok=True)
    pygame.image.save(app.screen, str(OUT / "race_turn_order.png"))


def test_under_first_the_earlier_person_wins(app):
    table = race_table(app, None)
    events = jump_just_before_clara(app, table)
    assert [e[1] for e in events if e[0] == EV.JUMP] == [0]
    assert "You were quicker" in table.log.lines
    assert card(table, "red:6_9") not in table.hand.cards
