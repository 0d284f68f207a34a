"""The Hint button at the table, through the real scene loop: it lifts the medium bot's card
and says why; the hint goes when the table moves on; the setting and kid mode show it."""

from __future__ import annotations

import pygame

from game.i18n import set_language
from game.table import prefs
from game.table.options import TableOptions
from game.table.setup import GameSetup, SeatSetup
from game.ui.table.scene import TableScene
from tests.ui.tablekit import DT, at_rest, card, scenario, step_until, tap

HANDS = ["red:draw2 blue:5 green:7 yellow:3", "red:4", "blue:1 blue:2 green:3"]


def hint_table(app, *, hint_button: bool | None = True, kid: bool = False) -> TableScene:
    set_language("en")
    seats = [SeatSetup("You", human=True), SeatSetup("Ben", level="medium")]
    seats.append(SeatSetup("Cleo", level="medium"))
    setup = GameSetup(ruleset="noris", seats=seats, seed=3, kid_mode=kid)
    table = TableScene(
        setup,
        TableOptions.from_prefs(
            bot_process=False, speed=30.0, pace=5.0, hints=True, hint_button=hint_button
        ),
    )
    app.scenes.push(table)
    return table


def test_the_hint_button_lifts_the_card_and_says_why(app):
    table = hint_table(app)
    scenario(app, table, hands=HANDS, top="red:8")
    button = table.buttons["hint"]
    assert button.visible and button.enabled
    tap(button.rect.center)
    app.step(DT)
    draw2 = card(table, "red:draw2")
    assert table.hand.hinted == draw2
    assert table.hint_line.words == "Your red Draw 2 makes Ben draw 2"
    lifted = table.hand.slot(table.hand.cards.index(draw2))[0][1]
    other = table.hand.slot(table.hand.cards.index(card(table, "blue:5")))[0][1]
    assert lifted < other - 30 * table.layout.scale  # higher than a merely playable card
    surface = pygame.Surface(app.size)
    table.draw(surface)  # the line is drawn without error
    # Playing any card moves the table on: the hint is gone.
    c = table.session
    choice = c.card_choice(0, card(table, "blue:5"))
    assert choice is None  # blue 5 does not fit on red 8 ...
    c.play(0, c.card_choice(0, draw2))  # ... the Draw 2 does
    app.step(DT)
    assert table.hand.hinted is None and table.hint_line.words == ""


def test_no_button_without_the_setting_and_always_in_kid_mode(app):
    prefs.replace(prefs.Prefs(hint_button=False))
    table = hint_table(app, hint_button=None)
    scenario(app, table, hands=HANDS, top="red:8")
    assert not table.buttons["hint"].visible
    prefs.current().hint_button = True
    table.on_enter()  # back from Settings
    table.refresh()
    assert table.buttons["hint"].visible
    kid = hint_table(app, hint_button=None, kid=True)
    prefs.current().hint_button = False
    kid.on_enter()
    step_until(app, lambda: at_rest(kid))
    assert kid.hint_button
    prefs.replace(prefs.Prefs())
