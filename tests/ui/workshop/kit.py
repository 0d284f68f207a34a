"""Driving the workshop's screens as a person would: rows found by their field's path, folds
opened by their headings, controls clicked, typed into and keyed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ruleset.problem import KeyPath
from game.ui.app import App
from game.ui.scenes.workshop.editor import WorkshopEditScene
from game.ui.scenes.workshop.rows import Row
from game.ui.widgets.controls import Widget
from game.workshop import Workshop
from tests.ui.menu_driver import click, frames, frames_until, key, type_text

__all__ = ["click", "frames", "key", "type_text"]


def step_until(app: App, done: Callable[[], bool], what: str = "the condition") -> None:
    """Frames until `done`: a thread (a check, the folder's scan) may take its time on a
    machine busy with other work, so only a hang fails it."""
    frames_until(app, done, what)


def open_editor(app: App, workshop: Workshop) -> WorkshopEditScene:
    editor = app.scenes.open("workshop_edit", workshop)
    assert isinstance(editor, WorkshopEditScene)
    settle(app, editor)
    return editor


def editor_opened(app: App) -> WorkshopEditScene:
    """The editor the start page opens once the ruleset is read (off the frame)."""
    step_until(app, lambda: isinstance(app.scenes.top, WorkshopEditScene))
    editor = app.scenes.top
    assert isinstance(editor, WorkshopEditScene)
    return editor


def settle(app: App, editor: WorkshopEditScene) -> None:
    """Frames until the draft is checked and the page shows that check."""
    step_until(app, lambda: editor.workshop.checked and editor.built_for == editor._state())
    frames(app, 1)


def section_of(editor: WorkshopEditScene, path: KeyPath) -> str:
    for section in editor.workshop.sections():
        if any(field.path == tuple(path) for field in section.walk()):
            return section.id
    raise AssertionError(f"no section shows {path}")


def go_to_section(app: App, editor: WorkshopEditScene, section_id: str) -> None:
    """A click on the section's name in the column on the left."""
    index = next(i for i, s in enumerate(editor.sections.items) if s.id == section_id)
    editor.sections.scroll_to(index)
    click(app, editor.sections.row_rect(index).center)
    settle(app, editor)
    assert editor.section_id == section_id


def find_row(editor: WorkshopEditScene, path: KeyPath, role: str = "main") -> Row | None:
    return next((r for r in editor.page.rows if r.key == (tuple(path), role)), None)


def reveal(app: App, editor: WorkshopEditScene, path: KeyPath, role: str = "main") -> Row:
    """The row of `path` on screen: its section picked, every folded heading above it opened
    by a click, the page scrolled to it."""
    path = tuple(path)
    if editor.section_id != section_of(editor, path):
        go_to_section(app, editor, section_of(editor, path))
    for depth in range(1, len(path) + 1):
        if find_row(editor, path, role) is not None:
            break
        heading = find_row(editor, path[:depth], "fold")
        if heading is not None and heading.main is not None and not heading.main.open:  # type: ignore[attr-defined]
            show(app, editor, heading)
            click(app, heading.main.rect.center)
            settle(app, editor)
    row = find_row(editor, path, role)
    assert row is not None, (path, role, [r.key for r in editor.page.rows][:40])
    show(app, editor, row)
    return row


def show(app: App, editor: WorkshopEditScene, row: Row) -> None:
    editor.page.scroll_to_row(row)
    frames(app, 1)
    for widget in row.widgets():
        assert editor.page.view.contains(widget.rect), (row.key, widget.rect, editor.page.view)


def press(app: App, widget: Widget, pos: tuple[int, int] | None = None) -> None:
    click(app, pos or widget.rect.center)


def right_arrow(widget: Widget) -> tuple[int, int]:
    return widget.rect.right - 4, widget.rect.centery


def field_value(editor: WorkshopEditScene, path: KeyPath) -> Any:
    value, _present = editor.workshop.draft.value(tuple(path))
    return value


def ctrl(app: App, code: int, *, shift: bool = False) -> None:
    mod = pygame.KMOD_CTRL | (pygame.KMOD_SHIFT if shift else 0)
    key(app, code, mod=mod)
