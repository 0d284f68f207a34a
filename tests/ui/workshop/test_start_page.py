"""The workshop's start page: the player's own rulesets renamed and deleted (after a
question), drafts listed, lists that scroll by the wheel, the keys and a drag, and the ways on
to the import screen; the editor's ways on to the preview, Try it and export."""

from __future__ import annotations

import os
import sys
import types
from pathlib import Path

import pygame
import pytest

from game.i18n import tr
from game.table import rulecache
from game.ui.app import App
from game.ui.scenes.menu import ConfirmDialog
from game.ui.scenes.workshop.files import ExportScene
from game.ui.scenes.workshop.start import WorkshopStartScene
from game.workshop import Workshop, keep

from .kit import click, editor_opened, frames, key, open_editor, step_until, type_text


def saved_copy(of: str) -> Path:
    return Workshop.start_from(of, background=False).save()


def start_page(app: App) -> WorkshopStartScene:
    rulecache.start_rescan()
    start = app.scenes.open("workshop")
    assert isinstance(start, WorkshopStartScene)
    step_until(app, lambda: start.own.progress is None)
    frames(app, 1)
    return start


def select_own(app: App, start: WorkshopStartScene, path: Path) -> None:
    index = next(i for i, e in enumerate(start.own.items) if e.path == path)
    start.own.scroll_to(index)
    click(app, start.own.row_rect(index).center)
    assert start.selected_own() is not None and start.selected_own().path == path  # type: ignore[union-attr]


def test_delete_asks_first_and_no_keeps_the_file(app: App):
    mine = saved_copy("classic")
    start = start_page(app)
    select_own(app, start, mine)
    click(app, start.delete_button.rect.center)
    question = app.scenes.top
    assert isinstance(question, ConfirmDialog)
    click(app, question.no.rect.center)
    assert mine.exists() and app.scenes.top is start
    click(app, start.delete_button.rect.center)
    question = app.scenes.top
    assert isinstance(question, ConfirmDialog)
    click(app, question.yes.rect.center)
    assert not mine.exists()
    step_until(app, lambda: start.own.progress is None)
    assert all(e.path != mine for e in start.own.items)
    assert all(e.ruleset != str(mine) for e in start.copies.items)


def test_rename_changes_the_name_people_see(app: App):
    """The rename line holds the name New game shows, typed as a person writes it; the file
    and its id stay (the statistics know the rules by them, and show the new name)."""
    mine = saved_copy("noris")
    start = start_page(app)
    select_own(app, start, mine)
    entry = next(e for e in start.own.items if e.path == mine)
    assert start.new_name.text == entry.name != mine.stem
    click(app, start.new_name.rect.center)
    key(app, pygame.K_END)
    for _ in range(len(entry.name)):
        key(app, pygame.K_BACKSPACE)
    assert start.new_name.text == ""
    type_text(app, "Grandma's Rules!")
    assert start.new_name.text == "Grandma's Rules!"
    click(app, start.rename_button.rect.center)
    assert start.message == tr("workshop.screen.renamed", name="Grandma's Rules!")
    assert mine.exists() and keep.open_file(mine).doc["name"] == "Grandma's Rules!"
    assert keep.open_file(mine).doc["id"] == mine.stem
    step_until(app, lambda: start.own.progress is None)
    assert any(e.path == mine and e.name == "Grandma's Rules!" for e in start.own.items)
    assert any(e.name == "Grandma's Rules!" for e in start.copies.items)


def test_drafts_and_refused_files_are_listed_to_edit(app: App):
    draft = Workshop.start_from("emmi", background=False).keep_draft()
    broken = keep.rulesets_folder() / "broken.yaml"
    broken.write_text("format: 1\nid: broken\nplayers: {min: 9, max: 2}\n", encoding="utf-8")
    start = start_page(app)
    entries = {e.path: e for e in start.own.items}
    assert entries[draft].draft and not entries[broken].good
    select_own(app, start, broken)
    assert not start.rename_button.enabled  # a file with problems is edited, then saved
    click(app, start.edit_button.rect.center)
    editor = editor_opened(app)
    assert editor.workshop.saved == broken


def test_the_lists_scroll_by_wheel_keys_and_drag(app: App):
    for _ in range(14):
        saved_copy("classic")
    start = start_page(app)
    own = start.own
    assert own.max_offset() > 0
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=own.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
    frames(app, 1)
    assert own.offset > 0
    start.form.focus(own)
    key(app, pygame.K_HOME)
    assert own.offset == 0
    key(app, pygame.K_END)
    assert own.selected == len(own.items) - 1 and own.offset == own.max_offset()
    top = own.offset
    x, y = own.rect.centerx, own.rect.centery
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y + 120), rel=(0, 120), buttons=(1, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y + 120), button=1))
    frames(app, 1)
    assert own.offset < top


@pytest.fixture
def opened(app: App, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, tuple]]:
    """The screens the other side of the workshop makes (the preview, import, export), and
    Try it: each call written down instead (they are not on this branch)."""
    calls: list[tuple[str, tuple]] = []
    real = app.scenes.open

    def open_(name, *args, **options):  # type: ignore[no-untyped-def]
        if name in ("workshop_preview", "workshop_import", "workshop_export"):
            calls.append((name, args))
            return None
        return real(name, *args, **options)

    monkeypatch.setattr(app.scenes, "open", open_)
    module = types.ModuleType("game.ui.scenes.workshop.tryit")
    module.try_it = lambda app_, workshop, kind: calls.append(("try_it", (workshop, kind)))  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.ui.scenes.workshop.tryit", module)
    return calls


def test_import_and_the_editors_preview_try_and_export_open_their_screens(app, opened):  # type: ignore[no-untyped-def]
    start = start_page(app)
    click(app, start.import_button.rect.center)
    assert opened == [("workshop_import", ())]
    workshop = Workshop.start_from("classic")
    editor = open_editor(app, workshop)
    for button in (
        editor.preview_button,
        editor.learn_button,
        editor.table_button,
    ):
        click(app, button.rect.center)
    assert opened[1:] == [
        ("workshop_preview", (workshop,)),
        ("try_it", (workshop, "learn")),
        ("try_it", (workshop, "table")),
    ]
    click(app, editor.export_button.rect.center)  # over the editor, to answer with the file
    export = app.scenes.top
    assert isinstance(export, ExportScene) and export.workshop is workshop


def test_a_file_named_in_bytes_that_are_not_utf8_is_shown_and_picked(app: App):
    """The random UI run: picking such a file put its name, lone surrogate and all, in the
    rename line, and drawing it crashed."""
    mine = saved_copy("classic")
    odd = mine.with_name(os.fsdecode(b"Regeln f\xfcr Oma.yaml"))
    mine.rename(odd)
    start = start_page(app)
    select_own(app, start, odd)
    entry = next(e for e in start.own.items if e.path == odd)
    assert start.new_name.text == entry.name
    start.draw(pygame.Surface(app.size))
