"""Issue 26 through the screens: from the title to the editor, a copy of Classic whose Queen
plays again and which has a second call at two cards left, made by clicks on the controls,
saved, accepted by `python -m game check`, and listed by New game."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame

from game.i18n import tr
from game.table import rulecache
from game.ui.app import App
from game.ui.scenes.workshop.editor import WorkshopEditScene
from game.ui.scenes.workshop.fields import FieldChoice, NumberField
from game.ui.scenes.workshop.start import WorkshopStartScene
from game.workshop import Workshop

from .kit import click, editor_opened, frames, key, reveal, right_arrow, settle, step_until

ROOT = Path(__file__).resolve().parents[3]


def title_to_editor(app: App) -> WorkshopEditScene:
    """Title → Make your own rules → Classic in the list of copies → Enter."""
    title = app.scenes.open("title")
    step_until(app, rulecache.ready)
    frames(app, 2)
    button = next(b for b in title.buttons if b.text() == tr("title.workshop"))  # type: ignore[attr-defined]
    click(app, button.rect.center)
    step_until(app, lambda: isinstance(app.scenes.top, WorkshopStartScene))
    start = app.scenes.top
    assert isinstance(start, WorkshopStartScene)
    assert start.form.focused is start.copies
    for _ in range(len(start.copies.items)):
        if start.copies.items[start.copies.selected].ruleset == "classic":
            break
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    editor = editor_opened(app)
    assert editor.workshop.origin is not None and editor.workshop.origin.id == "classic"
    settle(app, editor)
    return editor


def make_queen_play_again(app: App, editor: WorkshopEditScene) -> None:
    add = reveal(app, editor, ("ranks", "queen", "effects"), "add")
    choice = add.main
    assert isinstance(choice, FieldChoice)
    for _ in range(len(choice.options)):
        if choice.value == "play_again":
            break
        click(app, right_arrow(choice))
    assert choice.value == "play_again"
    click(app, add.extra[0].rect.center)
    settle(app, editor)
    effect = reveal(app, editor, ("ranks", "queen", "effects", 0), "effect")
    assert effect.field is not None and effect.field.value == "play_again"


def add_call_at_two_cards(app: App, editor: WorkshopEditScene) -> None:
    add = reveal(app, editor, ("calls", "list"), "add")
    number = add.main
    assert isinstance(number, NumberField)
    while number.value != 2:
        click(app, right_arrow(number))
    click(app, add.extra[0].rect.center)
    settle(app, editor)
    assert editor.workshop.draft.doc["calls"]["list"][1]["cards_left"] == 2


def test_from_the_title_a_queen_that_plays_again_and_a_second_call_saved_and_listed(app: App):
    editor = title_to_editor(app)
    make_queen_play_again(app, editor)
    add_call_at_two_cards(app, editor)
    assert editor.workshop.playable
    queen = reveal(app, editor, ("ranks", "queen"), "fold")
    assert queen.field is not None and queen.field.said == "Its player takes another turn."
    click(app, editor.save_button.rect.center)
    saved = editor.workshop.saved
    assert saved is not None and saved.exists()
    assert editor.message == tr("workshop.screen.saved", name="Classic Mau-Mau (my rules)")
    result = subprocess.run(
        [sys.executable, "-m", "game", "check", str(saved)],
        capture_output=True, text=True, cwd=ROOT, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    new_game = app.scenes.open("new_game")
    step_until(app, lambda: new_game.choices.scan.finished and new_game.list.progress is None)  # type: ignore[attr-defined]
    assert str(saved) in new_game.list.items  # type: ignore[attr-defined]


def test_back_without_changes_leaves_and_with_changes_asks(app: App):
    editor = title_to_editor(app)
    editor.workshop.draft.set(("players", "min"), 9)  # more than the most: not playable yet
    settle(app, editor)
    key(app, pygame.K_ESCAPE)  # a new copy, never kept: asked
    dialog = app.scenes.top
    assert type(dialog).__name__ == "LeaveDialog"
    key(app, pygame.K_ESCAPE)  # Esc is "stay", never "throw away"
    assert app.scenes.top is editor
    key(app, pygame.K_ESCAPE)
    dialog = app.scenes.top
    assert not dialog.can_save  # type: ignore[union-attr]
    click(app, dialog.keep.rect.center)  # type: ignore[union-attr]
    assert isinstance(app.scenes.top, WorkshopStartScene)
    assert editor.workshop.draft_file is not None and editor.workshop.draft_file.exists()
    start = app.scenes.top
    step_until(app, lambda: start.own.progress is None)
    assert any(e.draft for e in start.own.items)
    # The draft opened again is kept as it is: leaving asks nothing.
    start.form.focus(start.own)
    key(app, pygame.K_RETURN)
    again = editor_opened(app)
    assert isinstance(again, WorkshopEditScene) and not again.dirty
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is start


def test_new_games_change_these_rules_opens_a_copy_or_the_players_own_file(app: App):
    mine = Workshop.start_from("classic", background=False)
    saved = mine.save()
    rulecache.start_rescan()
    new_game = app.scenes.open("new_game")
    step_until(app, lambda: new_game.list.progress is None)  # type: ignore[attr-defined]
    new_game._pick("noris")  # type: ignore[attr-defined]
    click(app, new_game.change_button.rect.center)  # type: ignore[attr-defined]
    editor = app.scenes.top
    assert isinstance(editor, WorkshopEditScene)
    assert editor.workshop.origin is not None and editor.workshop.origin.id == "noris"
    assert editor.workshop.saved is None
    editor.dismiss()
    new_game._pick(str(saved))  # type: ignore[attr-defined]
    click(app, new_game.change_button.rect.center)  # type: ignore[attr-defined]
    editor = app.scenes.top
    assert isinstance(editor, WorkshopEditScene)
    assert editor.workshop.saved == saved
