"""Hover feedback: title buttons and hand cards answer the pointer; the discard pile shows
itself as the drop target while a card is dragged, brighter when it would take the card."""

from __future__ import annotations

import pygame

from game.ui.table.draw import drop_target
from game.ui.widgets.controls import Button
from tests.ui.tablekit import DT, card, card_centre, human_table, pile_centre, post_mouse, scenario

HANDS = {
    "hands": ["hearts:7 clubs:8 diamonds:9", "clubs:7 spades:8", "clubs:9 clubs:10", "spades:7"],
    "top": "clubs:king",
}


def test_a_button_under_the_pointer_looks_different():
    def drawn(hovered: bool) -> bytes:
        surface = pygame.Surface((240, 80))
        button = Button("Rules")
        button.rect = pygame.Rect(20, 20, 200, 44)
        button.hovered = hovered
        button.draw(surface)
        return pygame.image.tobytes(surface, "RGB")

    assert drawn(True) != drawn(False)


def test_the_title_buttons_follow_the_pointer(app):
    app.scenes.push(app.scenes.make("title"))
    app.step(DT)
    form = app.scenes.top.form
    target = next(w for w in form.widgets if isinstance(w, Button) and w.enabled)
    post_mouse(pygame.MOUSEMOTION, target.rect.center, buttons=(0, 0, 0))
    app.step(DT)
    assert target.hovered
    assert not any(w.hovered for w in form.widgets if w is not target)


def test_a_hand_card_under_the_pointer_rises(app):
    table = human_table(app, "classic", 4)
    scenario(app, table, **HANDS)
    hearts = card(table, "hearts:7")
    index = table.hand.cards.index(hearts)
    (_, y_before), _ = table.hand.slot(index)
    post_mouse(pygame.MOUSEMOTION, card_centre(table, hearts), buttons=(0, 0, 0))
    app.step(DT)
    (_, y_after), _ = table.hand.slot(index)
    assert table.hand.hover == index and y_after < y_before


def _dragging(app, table, name: str) -> str:
    start = card_centre(table, card(table, name))
    end = pile_centre(table)
    post_mouse(pygame.MOUSEBUTTONDOWN, start)
    app.step(DT)
    post_mouse(pygame.MOUSEMOTION, ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2))
    app.step(DT)
    kind = drop_target(table.view())
    post_mouse(pygame.MOUSEBUTTONUP, start)
    app.step(DT)
    return kind


def test_the_pile_lights_up_while_a_card_is_dragged(app):
    table = human_table(app, "classic", 4)
    scenario(app, table, **HANDS)
    assert drop_target(table.view()) == ""
    assert _dragging(app, table, "clubs:8") == "accepts"
    for _ in range(30):
        app.step(DT)
    assert _dragging(app, table, "hearts:7") == "open"
