"""Every kind of field the workshop's form has is operated through its own control on the
screen (issue 26: "each leaf through its own widget, never YAML text"): a choice stepped, a
number stepped, a toggle flipped, a text and an id typed, a text typed in Swedish, cards,
colours, words and names picked as chips, a fixed value only shown; headings fold and open,
an effect's kind is chosen, items are added, moved, renamed, removed, a value reset."""

from __future__ import annotations

import pygame
import pytest

from game.ui.app import App
from game.ui.scenes.workshop.editor import WorkshopEditScene
from game.ui.scenes.workshop.fields import (
    FieldChoice,
    FieldText,
    NumberField,
    PickChips,
)
from game.ui.scenes.workshop.marks import IconButton
from game.ui.widgets.controls import Toggle
from game.workshop import Field, Kind, Workshop
from tests.workshop.conftest import EVERYTHING

from .kit import (
    click,
    ctrl,
    field_value,
    find_row,
    go_to_section,
    key,
    open_editor,
    reveal,
    right_arrow,
    settle,
    show,
    type_text,
)

LEAVES = [Kind.CHOICE, Kind.NUMBER, Kind.TOGGLE, Kind.TEXT, Kind.IDENTIFIER, Kind.TEXTS,
          Kind.CARDS, Kind.COLOURS, Kind.MULTICHOICE, Kind.NAMES]  # fmt: skip


@pytest.fixture
def editor(app: App) -> WorkshopEditScene:
    """The ruleset that uses every key of the format, in the editor."""
    return open_editor(app, Workshop.import_file(EVERYTHING))


def first(editor: WorkshopEditScene, kind: Kind, where: str | None = None) -> Field:
    """The first field of `kind` (at `where`) on a page."""
    return next(
        f for page in editor.workshop.sections() for f in page.walk()
        if f.kind == kind and (where is None or f.where == where) and f.path
    )  # fmt: skip


def operate(app: App, editor: WorkshopEditScene, field: Field) -> None:
    """What a person does to the field's control."""
    path, kind = field.path, field.kind
    row = reveal(app, editor, path, "lang:sv" if kind == Kind.TEXTS else "main")
    widget = row.main
    if kind == Kind.CHOICE:
        assert isinstance(widget, FieldChoice)
        click(app, right_arrow(widget))
    elif kind == Kind.NUMBER:
        assert isinstance(widget, NumberField)
        at_top = widget.high is not None and widget.value == widget.high
        click(app, (widget.rect.x + 4, widget.rect.centery) if at_top else right_arrow(widget))
    elif kind == Kind.TOGGLE:
        assert isinstance(widget, Toggle)
        click(app, widget.rect.center)
    elif kind in (Kind.TEXT, Kind.IDENTIFIER, Kind.TEXTS):
        assert isinstance(widget, FieldText)
        click(app, widget.rect.center)
        key(app, pygame.K_END)
        type_text(app, "x")
        key(app, pygame.K_RETURN)
    else:
        assert isinstance(widget, PickChips)
        click(app, widget.chip_rects()[0].center)
    settle(app, editor)


@pytest.mark.parametrize("kind", LEAVES, ids=str)
def test_each_value_kind_through_its_control(app: App, editor: WorkshopEditScene, kind: Kind):
    where = {Kind.IDENTIFIER: "ruleset.colours[]"}.get(kind)
    field = first(editor, kind, where)
    before, revision = field_value(editor, field.path), editor.workshop.draft.revision
    operate(app, editor, field)
    assert editor.workshop.draft.revision == revision + 1, editor.message
    after = field_value(editor, field.path)
    assert after != before
    if kind in (Kind.TEXT, Kind.IDENTIFIER):
        assert after == f"{before or ''}x"
    if kind == Kind.TEXTS:
        assert after["sv"].endswith("x")


def test_the_files_own_places_are_on_no_page(app: App, editor: WorkshopEditScene):
    """The format's version, the ruleset's id and a house rule's D-number: the workshop keeps
    them, a parent never meets them (tests/ui/workshop/test_no_file_words.py walks the words)."""
    kept = {"ruleset.format", "ruleset.id", "decision.id"}
    in_form = {f.where for f in editor.workshop.form().walk()}
    assert kept <= in_form  # the file has them
    for page in editor.workshop.sections():
        assert not any(f.where in kept for f in page.walk()), page.id


def test_headings_fold_and_open_by_click_and_keys(app: App, editor: WorkshopEditScene):
    rank = first(editor, Kind.GROUP, "rank")
    heading = reveal(app, editor, rank.path, "fold")
    assert not heading.main.open  # type: ignore[union-attr]
    click(app, heading.main.rect.center)  # type: ignore[union-attr]
    settle(app, editor)
    assert find_row(editor, (*rank.path, "kind")) is not None
    heading = find_row(editor, rank.path, "fold")
    assert heading is not None and editor.form.focused is heading.main
    key(app, pygame.K_LEFT)
    settle(app, editor)
    assert find_row(editor, (*rank.path, "kind")) is None
    key(app, pygame.K_RIGHT)
    settle(app, editor)
    assert find_row(editor, (*rank.path, "kind")) is not None


def test_an_effects_kind_is_chosen_and_its_parameters_follow(app: App, editor: WorkshopEditScene):
    effect = first(editor, Kind.EFFECT)
    row = reveal(app, editor, effect.path, "effect")
    assert isinstance(row.main, FieldChoice)
    click(app, right_arrow(row.main))
    settle(app, editor)
    now = editor.workshop.field(effect.path)
    assert now is not None and now.value != effect.value
    assert [c.path[len(effect.path)] for c in now.children] in ([], [now.value] * len(now.children))


def test_items_are_added_moved_renamed_removed_and_values_reset(
    app: App, editor: WorkshopEditScene
):
    draft = editor.workshop.draft
    # Add a rank (a map asks for an id), then rename it in its Id row.
    add = reveal(app, editor, ("ranks",), "add")
    assert isinstance(add.main, FieldText)
    click(app, add.main.rect.center)
    key(app, pygame.K_END)
    ctrl(app, pygame.K_BACKSPACE)
    type_text(app, "walked")
    click(app, add.extra[0].rect.center)
    settle(app, editor)
    assert "walked" in draft.doc["ranks"]
    rename = reveal(app, editor, ("ranks", "walked"), "rename")
    click(app, rename.main.rect.center)  # type: ignore[union-attr]
    key(app, pygame.K_END)
    type_text(app, "2")
    key(app, pygame.K_RETURN)
    settle(app, editor)
    assert "walked2" in draft.doc["ranks"] and "walked" not in draft.doc["ranks"]
    # Remove it by its ✕.
    heading = reveal(app, editor, ("ranks", "walked2"), "fold")
    remove = next(a for a in heading.actions if isinstance(a, IconButton) and a.text == "✕")
    click(app, remove.rect.center)
    settle(app, editor)
    assert "walked2" not in draft.doc["ranks"]
    # Move a call down, then Undo and Redo by the keys.
    calls = list(draft.doc["calls"]["list"])
    assert len(calls) >= 2
    item = reveal(app, editor, ("calls", "list", 0), "fold")
    down = next(a for a in item.actions if isinstance(a, IconButton) and a.text == "↓")
    click(app, down.rect.center)
    settle(app, editor)
    assert draft.doc["calls"]["list"][:2] == [calls[1], calls[0]]
    ctrl(app, pygame.K_z)
    assert draft.doc["calls"]["list"] == calls
    ctrl(app, pygame.K_y)
    assert draft.doc["calls"]["list"][:2] == [calls[1], calls[0]]
    # An optional value back to its default by its ↺: a house rule (D-5) names this one, so
    # it stays written, with the default.
    field = first(editor, Kind.CHOICE, "rules.reshuffle")
    row = reveal(app, editor, field.path)
    assert row.main is not None and draft.doc["rules"]["reshuffle"] == "keep_top"
    click(app, right_arrow(row.main))
    settle(app, editor)
    assert draft.doc["rules"]["reshuffle"] == "all"
    row = reveal(app, editor, field.path)
    reset = next(a for a in row.actions if isinstance(a, IconButton) and a.text == "↺")
    click(app, reset.rect.center)
    settle(app, editor)
    assert draft.doc["rules"]["reshuffle"] == "keep_top" and not editor.workshop.problems()


def test_a_name_of_ones_own_is_typed(app: App, editor: WorkshopEditScene):
    field = first(editor, Kind.NAMES)
    row = reveal(app, editor, field.path, "new_name")
    click(app, row.main.rect.center)  # type: ignore[union-attr]
    type_text(app, "Wunsch")
    key(app, pygame.K_RETURN)
    settle(app, editor)
    assert "Wunsch" in field_value(editor, field.path)


def test_a_key_the_form_does_not_know_is_removed_by_its_button(app: App, tmp_path):  # type: ignore[no-untyped-def]
    typo = tmp_path / "typo.yaml"
    text = EVERYTHING.read_text(encoding="utf-8").replace(
        "\nrules:\n", "\nrules:\n  draw_whn_able: true\n", 1
    )
    assert "draw_whn_able" in text
    typo.write_text(text, encoding="utf-8")
    editor = open_editor(app, Workshop.import_file(typo))
    stray = [p for p in editor.workshop.problems() if p.stray]
    assert stray and stray[0].path == ("rules", "draw_whn_able")
    go_to_section(app, editor, "play")  # its tab counts it
    row = find_row(editor, (), "page")  # at the top of the page: `rules` has no row of its own
    assert row is not None and row.problems == stray
    show(app, editor, row)
    button = next(a for a in row.actions if isinstance(a, IconButton) and a.text == "⌫")
    click(app, button.rect.center)
    settle(app, editor)
    assert "draw_whn_able" not in editor.workshop.draft.doc["rules"]
    assert not [p for p in editor.workshop.problems() if p.stray]
