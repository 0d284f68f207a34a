"""The editor by the keyboard alone: the arrows pick a section, Tab walks through its fields,
Space, Enter and the arrows operate them, the words on the right follow the focus (and the
pointer's rest), Ctrl+Z / Ctrl+Y undo and redo, Esc leaves after asking."""

from __future__ import annotations

import pygame

from game.ui.app import App
from game.ui.scenes.workshop.fields import FieldChoice
from game.ui.scenes.workshop.leave import LeaveDialog
from game.ui.widgets.controls import Toggle
from game.workshop import Workshop

from .kit import ctrl, frames, key, open_editor, settle, step_until, type_text


def test_sections_fields_and_undo_by_the_keys(app: App):
    editor = open_editor(app, Workshop.start_from("classic"))
    base = app.scenes.find("workshop_edit")
    assert base is editor and editor.form.focused is editor.sections
    while editor.section_id != "play":
        key(app, pygame.K_DOWN)
    settle(app, editor)
    key(app, pygame.K_TAB)  # Undo and Redo have nothing to do yet: the first field
    toggle = editor.form.focused
    assert isinstance(toggle, Toggle)
    row = editor.page.row_of(toggle)
    assert row is not None and row.field is not None
    assert row.field.path == ("rules", "draw_when_able")
    assert editor.about_row() is row and row.field.said  # what it means at this table
    key(app, pygame.K_SPACE)
    settle(app, editor)
    assert editor.workshop.draft.doc["rules"]["draw_when_able"] is True
    assert editor.undo_button.enabled and "Draw although you could play" in editor._undo_text()
    key(app, pygame.K_TAB)  # its way back to the default
    key(app, pygame.K_TAB)
    choice = editor.form.focused
    assert isinstance(choice, FieldChoice)
    before = editor.workshop.draft.doc["rules"]["drawn_card"]
    key(app, pygame.K_RIGHT)
    settle(app, editor)
    assert editor.workshop.draft.doc["rules"]["drawn_card"] != before
    assert editor.form.focused is not None and editor.page.row_of(editor.form.focused) is not None
    ctrl(app, pygame.K_z)
    ctrl(app, pygame.K_z)
    settle(app, editor)
    assert editor.workshop.draft.doc["rules"]["draw_when_able"] is False
    assert editor.workshop.draft.doc["rules"]["drawn_card"] == before
    ctrl(app, pygame.K_y)
    assert editor.workshop.draft.doc["rules"]["draw_when_able"] is True
    # The pointer resting on a row: the words on the right are about that row. (The Redo's
    # check comes in off the frame and rebuilds the rows, which starts the rest again: wait
    # for the words, not for a count of frames.)
    settle(app, editor)
    other = next(r for r in editor.page.rows if r.field and r.field.path == ("rules", "reshuffle"))
    editor.page.scroll_to_row(other)
    frames(app, 1)
    spot = (other.main.rect.x - 20, other.main.rect.centery)  # type: ignore[union-attr]
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))
    )

    def about_reshuffle() -> bool:
        row = editor.about_row()
        return (
            row is not None and row.field is not None and row.field.path == ("rules", "reshuffle")
        )

    step_until(app, about_reshuffle, "the words about the row under the resting pointer")
    # Esc: changes not kept, so the question; Esc again stays; "Don't keep" leaves.
    key(app, pygame.K_ESCAPE)
    dialog = app.scenes.top
    assert isinstance(dialog, LeaveDialog) and dialog.form.focused is dialog.keep
    key(app, pygame.K_LEFT)
    assert dialog.form.focused is dialog.drop
    key(app, pygame.K_RETURN)
    assert app.scenes.find("workshop_edit") is None
    assert editor.workshop.draft_file is None


def test_leaving_rules_without_problems_offers_to_save_them(app: App):
    editor = open_editor(app, Workshop.start_from("classic"))
    editor.workshop.draft.set(("hand_size",), 6)
    settle(app, editor)
    key(app, pygame.K_ESCAPE)
    dialog = app.scenes.top
    assert isinstance(dialog, LeaveDialog) and dialog.can_save
    key(app, pygame.K_RETURN)  # the focus starts on Save
    assert app.scenes.find("workshop_edit") is None
    saved = editor.workshop.saved
    assert saved is not None and saved.exists() and editor.workshop.draft_file is None


def test_the_page_scrolls_by_wheel_bar_and_focus(app: App):
    editor = open_editor(app, Workshop.start_from("classic"))
    editor.section_id = "cards"
    editor.opened[("ranks", "7")] = True
    settle(app, editor)
    page = editor.page
    assert page.max_offset() > 0
    inside = page.view.center
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=inside, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    frames(app, 1)
    assert page.offset > 0
    thumb = page.thumb()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=thumb.center, button=1))
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=(thumb.centerx, page.view.bottom), rel=(0, 9), buttons=(1, 0, 0)
        )
    )
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(thumb.centerx, page.view.bottom), button=1)
    )
    frames(app, 1)
    assert page.offset == page.max_offset()
    first = next(w for row in page.rows for w in row.widgets())
    editor.form.focus(first)
    frames(app, 1)
    assert page.offset == 0 and page.view.contains(first.rect)


def test_the_words_on_the_right_say_what_the_chosen_effect_does(app: App):
    from game.ui.scenes.workshop.editdraw import chosen_detail

    editor = open_editor(app, Workshop.start_from("classic"))
    editor.section_id = "cards"
    editor.opened[("ranks", "queen")] = True
    settle(app, editor)
    add = next(r for r in editor.page.rows if r.key == (("ranks", "queen", "effects"), "add"))
    assert isinstance(add.main, FieldChoice)
    editor.form.focus(add.main)
    frames(app, 1)
    first = chosen_detail(editor.about_row())
    key(app, pygame.K_RIGHT)
    assert first and chosen_detail(editor.about_row()) not in ("", first)


def test_words_typed_stay_typed_when_a_check_comes_in(app: App):
    from game.ui.scenes.workshop.fields import FieldText

    editor = open_editor(app, Workshop.start_from("classic"))
    row = next(r for r in editor.page.rows if r.key == (("name",), "lang:en"))
    assert isinstance(row.main, FieldText)
    editor.form.focus(row.main)
    key(app, pygame.K_END)
    type_text(app, " for Ida")
    editor.workshop.draft.set(("book",), "Our kitchen table")  # a change elsewhere: a new page
    settle(app, editor)
    typing = editor.form.focused
    assert isinstance(typing, FieldText) and typing is not row.main
    assert typing.text.endswith(" for Ida") and typing.dirty
    key(app, pygame.K_RETURN)
    settle(app, editor)
    assert editor.workshop.draft.doc["name"]["en"].endswith(" for Ida")


def test_ctrl_s_keeps_the_words_being_typed_and_saves_them(app: App):
    from game.ui.scenes.workshop.fields import FieldText

    editor = open_editor(app, Workshop.start_from("classic"))
    row = next(r for r in editor.page.rows if r.key == (("book",), "main"))
    assert isinstance(row.main, FieldText)
    editor.form.focus(row.main)
    type_text(app, "Grandma's rules")
    ctrl(app, pygame.K_s)
    saved = editor.workshop.saved
    assert saved is not None and "Grandma's rules" in saved.read_text(encoding="utf-8")
    assert not editor.dirty
