"""A run of + and − presses on one number is one step of Undo: "draw 10" made from "draw 2"
by eight presses goes back in one Undo. A run ends when the focus leaves the number, or when
another change comes between."""

from __future__ import annotations

import pygame

from game.ruleset.problem import KeyPath
from game.ui.app import App
from game.ui.scenes.workshop.editor import WorkshopEditScene
from game.ui.scenes.workshop.fields import NumberField
from game.workshop import Workshop

from .kit import click, ctrl, field_value, key, open_editor, press, reveal, right_arrow, settle

DRAW = ("ranks", "7", "effects", 0, "draw", "count")
HAND = ("hand_size",)


def number_at(app: App, editor: WorkshopEditScene, path: KeyPath) -> NumberField:
    row = reveal(app, editor, path)
    assert isinstance(row.main, NumberField)
    return row.main


def test_eight_presses_of_plus_are_one_undo(app: App) -> None:
    editor = open_editor(app, Workshop.start_from("classic"))
    assert field_value(editor, DRAW) == 2
    while field_value(editor, DRAW) < 10:
        number = number_at(app, editor, DRAW)
        press(app, number, right_arrow(number))
        settle(app, editor)
    assert "Undo" in editor._undo_text()
    ctrl(app, pygame.K_z)
    settle(app, editor)
    assert field_value(editor, DRAW) == 2
    assert not editor.draft.can_undo  # that was the only step
    ctrl(app, pygame.K_y)
    settle(app, editor)
    assert field_value(editor, DRAW) == 10


def test_runs_on_two_fields_and_a_run_by_the_arrow_keys(app: App) -> None:
    editor = open_editor(app, Workshop.start_from("classic"))
    number = number_at(app, editor, DRAW)
    press(app, number, right_arrow(number))
    settle(app, editor)
    key(app, pygame.K_RIGHT)  # the focus is on the number: the arrow keys step it too
    settle(app, editor)
    assert field_value(editor, DRAW) == 4
    hand = number_at(app, editor, HAND)
    press(app, hand, (hand.rect.x + 4, hand.rect.centery))  # −: another field, another run
    settle(app, editor)
    assert field_value(editor, HAND) == 4
    number = number_at(app, editor, DRAW)
    click(app, number.rect.center)  # back on the first number: a run of its own
    key(app, pygame.K_LEFT)
    settle(app, editor)
    assert field_value(editor, DRAW) == 3
    undone: list[tuple[int, int]] = []
    while editor.draft.can_undo:
        ctrl(app, pygame.K_z)
        settle(app, editor)
        undone.append((field_value(editor, DRAW), field_value(editor, HAND)))
    assert undone == [(4, 4), (4, 5), (2, 5)]
