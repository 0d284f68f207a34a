"""Whose turn the plate says, what the dimmed hand and the tooltips explain (issue 18: 7, 8)."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.i18n import tr
from game.table.texts import status_text
from game.ui.table.draw import plate_label
from game.ui.table.seats import opponent_chip_centre
from tests.ui.tablekit import DT, card, card_centre, human_table, post_mouse, scenario

NOTHING_FITS = {
    "hands": [
        "hearts:7 hearts:8 diamonds:9",
        "clubs:7 clubs:8",
        "clubs:9 clubs:10",
        "spades:7 spades:9",
    ],
    "top": "clubs:king",
}
ONE_FITS = {
    "hands": ["hearts:7 clubs:8 diamonds:9", "clubs:7 spades:8", "clubs:9 clubs:10", "spades:7"],
    "top": "clubs:king",
}


def _spec(spec: dict, **more: object) -> dict:
    return {**spec, **more}


def rest_on(app, pos, seconds: float = 0.7) -> None:
    post_mouse(pygame.MOUSEMOTION, pos, buttons=(0, 0, 0))
    for _ in range(int(seconds / DT)):
        app.step(DT)


def test_the_plate_says_whose_turn_it_is_without_the_seat_name(app):
    table = human_table(app, "classic", 4)
    scenario(app, table, **_spec(ONE_FITS, turn=2))
    label = plate_label(table.view())
    assert label == tr("table.status.waiting", player="Bot2")
    assert not label.startswith("You")


def test_take_four_offers_an_answer_only_when_there_is_one(app):
    table = human_table(app, "classic", 4)
    scenario(app, table, **_spec(ONE_FITS))
    attacked = replace(table.session.presented, pending="draw", pending_amount=4)
    names = table.session.names
    assert status_text(attacked, names, answers=False) == tr("table.status.take_draw", count=4)
    assert status_text(attacked, names, answers=True) == tr("table.status.attack_draw", count=4)


def test_nothing_fits_dims_the_whole_hand_and_says_so(app):
    table = human_table(app, "classic", 4)
    scenario(app, table, **_spec(NOTHING_FITS))
    app.step(DT)
    assert table.hand.stuck
    assert all(table.hand.dimmed(c) for c in table.hand.cards)
    assert plate_label(table.view()) == tr("table.status.must_draw")


def test_a_hand_with_a_playable_card_is_not_stuck(app):
    table = human_table(app, "classic", 4)
    scenario(app, table, **_spec(ONE_FITS))
    app.step(DT)
    assert not table.hand.stuck
    assert not table.hand.dimmed(card(table, "clubs:8"))
    assert table.hand.dimmed(card(table, "hearts:7"))


def test_resting_on_a_dimmed_card_says_why_it_cannot_go(app):
    table = human_table(app, "classic", 4)
    scenario(app, table, **_spec(ONE_FITS))
    hearts = card(table, "hearts:7")
    rest_on(app, card_centre(table, hearts))
    assert table.tips.shown is not None
    assert table.tips.shown.text == table.session.refusal(0, hearts)


def test_the_keyboard_selection_on_a_dimmed_card_explains_at_once(app):
    table = human_table(app, "classic", 4)
    scenario(app, table, **_spec(ONE_FITS))
    table.hand.cursor = table.hand.cards.index(card(table, "diamonds:9"))
    app.step(DT)
    assert table.tips.shown is not None and "9" in table.tips.shown.text


def test_under_the_menu_or_the_quit_question_the_table_explains_nothing(app):
    """Issue 34, point 16: the keyboard's card keeps its tip off the pause menu and off the
    Quit dialog (Esc, then the menu's Quit) and it is back once the table is on top again."""
    from game.ui.scenes.menu import GameMenu
    from game.ui.widgets.drawing import resolve

    table = human_table(app, "classic", 4)
    scenario(app, table, **_spec(ONE_FITS))
    table.hand.cursor = table.hand.cards.index(card(table, "diamonds:9"))
    app.step(DT)
    assert table.tips.shown is not None
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step(DT)
    menu = app.scenes.top
    assert isinstance(menu, GameMenu)
    assert table.tips.shown is None and table.tips.rect is None
    words = [resolve(getattr(w, "text", "")) for w in menu.form.widgets]
    quit_button = menu.form.widgets[words.index(tr("menu.quit"))]
    post_mouse(pygame.MOUSEBUTTONDOWN, quit_button.rect.center)
    post_mouse(pygame.MOUSEBUTTONUP, quit_button.rect.center)
    app.step(DT)
    app.step(DT)
    assert app.scenes.top is not menu and app.scenes.top is not table  # the Quit question
    assert table.tips.shown is None and table.tips.rect is None
    while app.scenes.top is not table:
        app.scenes.top.back()
        app.step(DT)
    app.step(DT)
    assert table.tips.shown is not None


def test_resting_on_the_disabled_draw_button_says_why(app):
    table = human_table(app, "classic", 4)  # classic: draw only when nothing fits (D-4)
    scenario(app, table, **_spec(ONE_FITS))
    app.step(DT)
    draw = table.buttons["action"]
    assert not draw.enabled
    rest_on(app, draw.rect.center)
    assert table.tips.shown is not None
    assert table.tips.shown.text == tr("table.tip.draw_disabled")


def test_a_passing_pointer_shows_no_tip(app):
    table = human_table(app, "classic", 4)
    scenario(app, table, **_spec(ONE_FITS))
    rest_on(app, table.buttons["action"].rect.center, seconds=0.1)
    assert table.tips.shown is None


def test_the_dealer_chip_explains_itself(app):
    table = human_table(app, "classic", 4)
    scenario(app, table, **_spec(ONE_FITS, dealer=1))
    lay = table.layout
    rest_on(app, opponent_chip_centre(lay.seats[1].plate, lay.scale))
    assert table.tips.shown is not None and table.tips.shown.text == tr("table.dealer")


def test_take_two_stays_while_the_cards_come(app):
    """No answer in hand: "Take 2" from the moment the attack lands until the cards are drawn."""
    table = human_table(app, "noris", 4, pace=0.3)
    scenario(
        app,
        table,
        hands=["yellow:7 green:8 green:9", "yellow:1 yellow:2", "yellow:4", "red:draw2 yellow:9"],
        top="red:3",
        turn=3,
    )
    seen = set()
    for _ in range(600):
        app.step(DT)
        p = table.session.presented
        if p.turn == 0 and p.pending == "draw":
            seen.add(plate_label(table.view()))
        if table.session.state.sizes[0] == 5 and not table.anim.busy:
            break
    assert seen == {tr("table.status.take_draw", count=2)}
