"""Each chooser hands back what was chosen — by click, by arrows and Enter, by number key — and
None when cancelled; and the table opens the right one for Joker, trade, companion and X+."""

from __future__ import annotations

import pygame
import pytest

from game.engine import actions as A
from game.engine import events as EV
from game.ruleset import load_rules
from game.ui.app import App
from game.ui.table.choosers import CardChooser, ColourChooser, EffectChooser, TradeChooser
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
    scenario,
    step_until,
    tap,
)


def open_chooser(app: App, chooser):
    results: list = []
    app.scenes.push(chooser, results.append)
    app.step(DT)
    return results


def click(app: App, option) -> None:
    tap(option.rect.center)
    app.step(DT)


def choosers(rules):
    return [
        ColourChooser(rules, [0, 1, 2, 3]),
        EffectChooser(rules, [(0, "skip"), (1, "colour_change"), (2, "reverse"), (3, "draw2")]),
        TradeChooser([(1, "Anna"), (2, "Ben"), (A.TARGET_LEFT, "left"), (A.TARGET_RIGHT, "right")]),
        CardChooser(
            rules,
            [rules.card_from_text(t) for t in ("red:1", "blue:2", "green:3", "yellow:4")],
            title="pick",
        ),
    ]


@pytest.mark.parametrize("index", range(4))
def test_a_click_returns_that_option(app, index):
    rules = load_rules("emmi")
    chooser = choosers(rules)[index]
    results = open_chooser(app, chooser)
    click(app, chooser.options[2])
    assert results == [chooser.options[2].value]
    assert app.scenes.top is None


@pytest.mark.parametrize("index", range(4))
def test_keys_choose_and_escape_cancels(app, index):
    rules = load_rules("emmi")
    chooser = choosers(rules)[index]
    results = open_chooser(app, chooser)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert results == [chooser.options[1].value]
    again = choosers(rules)[index]
    results = open_chooser(app, again)
    key(app, pygame.K_4)
    assert results == [again.options[3].value]
    last = choosers(rules)[index]
    results = open_chooser(app, last)
    key(app, pygame.K_ESCAPE)
    assert results == [None]


def test_a_click_beside_the_panel_cancels(app):
    rules = load_rules("noris")
    chooser = ColourChooser(rules, [0, 1, 2, 3])
    results = open_chooser(app, chooser)
    tap((5, 5))
    app.step(DT)
    assert results == [None]


def record(table: TableScene) -> list:
    events: list = []
    table.session.listeners.append(events.extend)
    return events


def test_the_joker_asks_for_its_effect_then_the_colour(app):
    table = human_table(app, "emmi")
    scenario(
        app,
        table,
        hands=["joker blue:7", "yellow:1 yellow:2", "green:4 green:5"],
        top="red:3",
        turn=0,
    )
    events = record(table)
    drag(app, card_centre(table, card(table, "joker")), pile_centre(table))
    effect = app.scenes.top
    assert isinstance(effect, EffectChooser)
    click(app, next(o for o in effect.options if o.label.lower() == "skip"))
    colour = app.scenes.top
    assert isinstance(colour, ColourChooser)
    click(app, colour.options[3])
    assert (EV.OPTION, 0, "skip", None) in events and (
        EV.COLOUR,
        0,
        colour.options[3].value,
        None,
    ) in events


def test_trade_hands_asks_whom(app):
    table = human_table(app, "abacus")
    scenario(
        app,
        table,
        hands=["red:trade_hands blue:7 blue:8", "yellow:1 yellow:3", "green:4 green:5"],
        top="red:3",
        turn=0,
    )
    events = record(table)
    drag(app, card_centre(table, card(table, "red:trade_hands")), pile_centre(table))
    chooser = app.scenes.top
    assert isinstance(chooser, TradeChooser)
    assert [o.value for o in chooser.options] == [1, 2, A.TARGET_LEFT, A.TARGET_RIGHT]
    click(app, chooser.options[2])
    assert (EV.TRADE_CHOSEN, 0, "pass_left", -1) in events


def test_your_choice_offers_its_companion(app):
    table = human_table(app, "abacus")
    scenario(
        app,
        table,
        hands=["your_choice blue:7 blue:8", "yellow:1 yellow:3", "green:4 green:5"],
        top="red:3",
        turn=0,
    )
    events = record(table)
    drag(app, card_centre(table, card(table, "your_choice")), pile_centre(table))
    # The companion leaves one card: "Watch out!" is due with it, and the chooser would
    # cover its button, so the chooser waits until the call is pressed.
    for _ in range(30):
        app.step(1 / 60)
    assert not isinstance(app.scenes.top, CardChooser)
    assert table.session.call_state(0).mode == "due"
    table.press("call")
    step_until(app, lambda: isinstance(app.scenes.top, CardChooser))
    chooser = app.scenes.top
    assert {o.value for o in chooser.options} == {card(table, "blue:7"), card(table, "blue:8")}
    click(app, next(o for o in chooser.options if o.value == card(table, "blue:8")))
    assert (EV.PLAY, 0, card(table, "blue:8"), "companion") in events
    assert (EV.CALL, 0, "achtung", 0) in events


def test_an_x_plus_offers_the_number_cards_of_the_shown_hand(app):
    table = human_table(app, "abacus", pace=1.0)
    scenario(
        app,
        table,
        hands=["blue:7 red:8 green:skip", "yellow:3 yellow:4", "red:xplus green:4 green:5"],
        top="red:3",
        turn=2,
    )
    events = record(table)
    from game.engine import action_from_text

    table.session.act(2, action_from_text(table.rules, "play red:xplus"))
    # No red 0 to defend with: asked all the same, the person may only show the hand.
    assert table.session.legal(0) == [A.ACCEPT]
    step_until(app, lambda: at_rest(table) and table.buttons["action"].enabled)
    assert not any(e[0] == EV.REVEAL for e in events)
    click(app, table.buttons["action"])
    assert (EV.REVEAL, 0) in [e[:2] for e in events]
    step_until(app, lambda: isinstance(app.scenes.top, CardChooser))
    chooser = app.scenes.top
    assert {o.value for o in chooser.options} == {card(table, "blue:7"), card(table, "red:8")}
    click(app, next(o for o in chooser.options if o.value == card(table, "blue:7")))
    assert (EV.PLAY, 0, card(table, "blue:7"), "forced") in events
    step_until(app, lambda: at_rest(table) or app.scenes.top is not table)
