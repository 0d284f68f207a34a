"""The table through the real scene loop with synthetic input: drag and drop, clicks, keys."""

from __future__ import annotations

import pygame

from game.engine import events as EV
from game.ui.table.choosers import ColourChooser
from game.ui.table.scene import TableScene
from tests.ui.tablekit import (
    DT,
    at_rest,
    card,
    card_centre,
    drag,
    human_table,
    key,
    pile_centre,
    post_mouse,
    scenario,
    step_until,
    tap,
)


def record(table: TableScene) -> list:
    events: list = []
    assert table.session is not None
    table.session.listeners.append(events.extend)
    return events


def snapshot(table: TableScene) -> tuple:
    state = table.session.state  # type: ignore[union-attr]
    return (
        repr(state),
        state.turn,
        state.phase,
        len(state.draw),
        tuple(state.discard),
        table.session.decisions,
    )  # type: ignore[union-attr]


PLAIN = {
    "hands": ["red:5 blue:7 green:2", "yellow:1 yellow:2 yellow:3", "green:4 green:5 green:6"],
    "top": "red:3",
    "turn": 0,
}


def test_a_legal_drag_and_drop_plays_the_card(app):
    table = human_table(app)
    scenario(app, table, **PLAIN)
    events = record(table)
    red5 = card(table, "red:5")
    drag(app, card_centre(table, red5), pile_centre(table))
    state = table.session.state
    assert (EV.PLAY, 0, red5, "turn") in events
    assert state.top == red5 and not state.hands[0][red5]
    step_until(app, lambda: at_rest(table))
    assert red5 not in table.hand.cards and table.model.top == red5
    assert "You played red 5" in table.log.lines


def test_an_illegal_drop_snaps_back_and_changes_nothing(app):
    table = human_table(app)
    scenario(app, table, **PLAIN)
    before = snapshot(table)
    blue7 = card(table, "blue:7")
    drag(app, card_centre(table, blue7), pile_centre(table))
    assert snapshot(table) == before
    assert table.toast is not None and "does not match" in table.toast[0]
    assert blue7 in table.hand.cards and [s.card for s in table.hand.snaps] == [blue7]
    for _ in range(30):
        app.step(DT)
    assert not table.hand.snaps  # back in its place


def test_a_drop_beside_the_pile_just_puts_the_card_back(app):
    table = human_table(app)
    scenario(app, table, **PLAIN)
    before = snapshot(table)
    red5 = card(table, "red:5")
    pile = table.layout.draw_pile
    drag(app, card_centre(table, red5), (pile.left - pile.width * 2, pile.centery))
    assert snapshot(table) == before and table.toast is None


def test_a_wide_drag_with_only_press_and_release_works(app):
    table = human_table(app)
    scenario(app, table, **PLAIN)
    red5 = card(table, "red:5")
    drag(app, card_centre(table, red5), pile_centre(table), motions=0)
    assert table.session.state.top == red5


def test_a_click_plays_the_card(app):
    table = human_table(app)
    scenario(app, table, **PLAIN)
    red5 = card(table, "red:5")
    pos = card_centre(table, red5)
    post_mouse(pygame.MOUSEBUTTONDOWN, pos)
    post_mouse(pygame.MOUSEBUTTONUP, pos)
    app.step(DT)
    assert table.session.state.top == red5


def test_keyboard_selects_and_plays_and_draws(app):
    table = human_table(app, pace=1.0)
    scenario(app, table, **PLAIN)
    key(app, pygame.K_RIGHT)  # the first card: sorted by colour, red comes first
    assert table.hand.cards[table.hand.cursor] == card(table, "red:5")
    key(app, pygame.K_RETURN)
    assert table.session.state.top == card(table, "red:5")
    scenario(
        app,
        table,
        hands=["blue:7 green:2", "yellow:1 yellow:2", "green:4 green:5"],
        top="red:3",
        turn=0,
    )
    events = record(table)
    key(app, pygame.K_d)
    assert [e[0] for e in events][:1] == [EV.DRAW] and table.session.state.sizes[0] == 3


def test_clicking_the_draw_pile_draws(app):
    table = human_table(app, pace=1.0)
    scenario(
        app,
        table,
        hands=["blue:7 green:2", "yellow:1 yellow:2", "green:4 green:5"],
        top="red:3",
        turn=0,
    )
    tap(table.layout.draw_pile.center)
    app.step(DT)
    assert table.session.state.sizes[0] == 3


def test_a_wild_asks_for_the_colour(app):
    table = human_table(app)
    scenario(
        app,
        table,
        hands=["wild blue:7", "yellow:1 yellow:2", "green:4 green:5"],
        top="red:3",
        turn=0,
    )
    events = record(table)
    drag(app, card_centre(table, card(table, "wild")), pile_centre(table))
    chooser = app.scenes.top
    assert isinstance(chooser, ColourChooser)
    blue = table.rules.colours.index("blue")
    target = next(o for o in chooser.options if o.value == blue)
    tap(target.rect.center)
    app.step(DT)
    assert app.scenes.top is table
    assert (EV.COLOUR, 0, blue, None) in events and table.session.state.colour == blue


def test_cancelling_a_chooser_keeps_the_card(app):
    table = human_table(app)
    scenario(
        app,
        table,
        hands=["wild blue:7", "yellow:1 yellow:2", "green:4 green:5"],
        top="red:3",
        turn=0,
    )
    before = snapshot(table)
    drag(app, card_centre(table, card(table, "wild")), pile_centre(table))
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is table and snapshot(table) == before
    assert card(table, "wild") in table.hand.cards


def test_call_pressed_before_the_play_goes_with_it(app):
    table = human_table(app, pace=1.0)
    scenario(
        app,
        table,
        hands=["red:5 red:6", "yellow:1 yellow:2", "green:4 green:5"],
        top="red:3",
        turn=0,
    )
    events = record(table)
    # The next play leaves one card: the button says the call is due before the play.
    assert table.buttons["call"].enabled and table.buttons["call"].label == "Say “Mau”"
    key(app, pygame.K_m)
    assert table.buttons["call"].armed
    drag(app, card_centre(table, card(table, "red:5")), pile_centre(table))
    assert (EV.CALL, 0, "mau", 0) in events
    assert not any(e[0] == EV.MISSED_CALL for e in events)


def test_a_late_call_while_the_window_is_open(app):
    table = human_table(app, pace=1.0)
    scenario(
        app,
        table,
        hands=["red:5 red:6", "yellow:1 yellow:2", "green:4 green:5"],
        top="red:3",
        turn=0,
    )
    events = record(table)
    drag(app, card_centre(table, card(table, "red:5")), pile_centre(table))
    # Not reported as missed while the call may still come (the window is open); the late
    # call is offered once the play has been shown.
    assert not any(e[0] == EV.MISSED_CALL for e in events)
    assert not table.buttons["call"].enabled  # the card is still in the air
    step_until(app, lambda: at_rest(table))
    assert table.buttons["call"].enabled and table.buttons["call"].style == "gold"
    key(app, pygame.K_m)  # a late call races the others out of turn: its window closes first
    step_until(app, lambda: (EV.CALL, 0, "mau", 0) in events, limit=60)
    assert not any(e[0] in (EV.PENALTY, EV.MISSED_CALL) for e in events)


def test_caught_button_catches_a_missed_call(app):
    table = human_table(app, "emmi", pace=1.0)
    scenario(
        app,
        table,
        hands=["blue:7 green:2 green:3", "red:5 red:6", "green:4 green:5"],
        top="red:3",
        turn=1,
    )
    events = record(table)
    c = table.session
    from game.engine import action_from_text

    c.act(1, action_from_text(c.rules, "play red:5"))  # the bot forgets its Mau
    app.step(DT)
    assert not table.buttons["caught"].visible  # not before the play has been shown
    step_until(app, lambda: at_rest(table))
    assert table.buttons["caught"].visible
    key(app, pygame.K_c)  # a catch races the others out of turn: its window closes first
    step_until(app, lambda: (EV.CAUGHT, 0, 1, None) in events, limit=60)
    assert c.state.sizes[1] == 2


def test_jumping_in_during_a_bots_turn(app):
    table = human_table(app, "abacus", pace=1.0)
    scenario(
        app,
        table,
        hands=["red:5 blue:7 green:8", "red:5 yellow:1 yellow:3", "green:4 green:5 green:1"],
        top="red:3",
        turn=1,
    )
    c = table.session
    from game.engine import action_from_text

    c.act(1, action_from_text(c.rules, "play red:5"))
    step_until(app, lambda: at_rest(table))
    assert c.state.turn == 2  # a bot is to play; the person jumps in
    events = record(table)
    drag(app, card_centre(table, card(table, "red:5")), pile_centre(table))
    assert table.hand.held == card(table, "red:5")  # held up while the race's window is open
    step_until(app, lambda: (EV.JUMP, 0, card(table, "red:5"), None) in events, limit=60)


def test_the_view_never_holds_other_hands(app):
    table = human_table(app, players=4)
    step_until(app, lambda: at_rest(table))
    state = table.session.state
    assert sorted(table.model.hand) == state.hand(0)
    assert list(table.model.sizes) == state.sizes
    assert all(not table.model.revealed[s] for s in range(1, 4))


def test_escape_opens_the_game_menu_and_restart_deals_again(app):
    from game.ui.scenes.menu import GameMenu

    table = human_table(app, pace=1.0)
    step_until(app, lambda: at_rest(table))
    c = table.session
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, GameMenu)
    decisions = c.decisions
    app.scenes.top.dismiss("restart")
    assert app.scenes.top is table and table.session is c
    step_until(app, lambda: at_rest(table))
    assert c.decisions == decisions and c.match.rounds_played == 0
    assert (
        sorted(table.model.hand) == c.state.hand(0) and len(table.model.hand) == c.rules.hand_size
    )


def test_the_view_can_move_to_another_seat(app):
    table = human_table(app, players=4)
    step_until(app, lambda: at_rest(table))
    table.watch(2)
    app.step(DT)
    state = table.session.state
    assert sorted(table.model.hand) == state.hand(2) and sorted(table.hand.cards) == state.hand(2)
    assert set(table.layout.seats) == {0, 1, 3} and table.layout.seats[3].side == "left"


def test_the_log_counts_a_repeated_line():
    from game.table.log import TableLog

    log = TableLog()
    for line in ("Ben draws a card", "Ben draws a card", "Ben draws a card", "Ida passes"):
        log.say(lambda line=line: line)
    assert list(log.lines) == ["Ben draws a card ×3", "Ida passes"]


def test_a_persons_trade_goes_ahead_when_nobody_defends_in_time(app):
    from game.engine import action_from_text
    from game.engine import state as S

    table = human_table(app, "abacus", pace=0.2)
    scenario(
        app,
        table,
        hands=[
            "red:trade_hands blue:7 blue:8",
            "red:0 yellow:1 yellow:3 yellow:4",
            "green:4 green:5",
        ],
        top="red:3",
        turn=0,
    )
    c = table.session
    events = record(table)
    c.act(0, action_from_text(c.rules, "play red:trade_hands target=1"))
    assert c.state.phase == S.TRADE  # seat 1 could answer with its red 0
    step_until(app, lambda: c.state.phase != S.TRADE and at_rest(table))
    assert any(e[0] in (EV.TRADE, EV.TRADE_CANCELLED) for e in events)
