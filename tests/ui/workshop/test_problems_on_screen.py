"""Issue 26: a deck typed with no cards, then 300 ranks: each time the validator's message
shows beside its field (with what to change), the section's count says so, and neither Save
nor Try it nor the preview lets the rules out."""

from __future__ import annotations

import sys
import types

import pygame
import pytest

from game.i18n import tr
from game.ui.app import App
from game.ui.scenes.workshop.editor import WorkshopEditScene
from game.ui.scenes.workshop.fields import PickChips
from game.ui.scenes.workshop.page import problem_lines
from game.workshop import Workshop
from game.workshop.checking import check_draft

from .kit import click, find_row, key, open_editor, reveal, settle


@pytest.fixture
def tried(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Try it, as the other screens' module offers it: each call written down."""
    calls: list[str] = []
    module = types.ModuleType("game.ui.scenes.workshop.tryit")
    module.try_it = lambda app, workshop, kind: calls.append(kind)  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.ui.scenes.workshop.tryit", module)
    return calls


def validator_messages(editor: WorkshopEditScene) -> set[str]:
    """What `python -m game check` says of the draft, in the reader's words."""
    report = check_draft(editor.workshop.draft.doc)
    return {problem.localized() for problem in report.problems}


def shown_beside(editor: WorkshopEditScene, path: tuple, role: str) -> list[str]:
    row = find_row(editor, path, role)
    assert row is not None
    lines = problem_lines(row, editor.px(14), editor.page.view.w)
    return [text for text, _colour in lines]


def refused_everywhere(app: App, editor: WorkshopEditScene, tried: list[str]) -> None:
    assert not editor.workshop.playable
    assert not editor.save_button.enabled and not editor.learn_button.enabled
    editor.save()  # Ctrl+S, or a click that came before the check: refused all the same
    editor.try_table()
    assert editor.workshop.saved is None and tried == []
    count = len(editor.workshop.problems())
    assert editor.message == tr("workshop.screen.not_yet", count=count)


def test_a_deck_without_cards_then_300_ranks(app: App, tried: list[str]):
    editor = open_editor(app, Workshop.start_from("classic"))
    picker_row = reveal(app, editor, ("deck", 0, "ranks"))
    picker = picker_row.main
    assert isinstance(picker, PickChips)
    while editor.workshop.draft.doc["deck"][0]["ranks"]:
        picked = next(i for i, (v, _w) in enumerate(picker.options) if v in picker.picked)
        click(app, picker.chip_rects()[picked].center)
        settle(app, editor)
        picker = reveal(app, editor, ("deck", 0, "ranks")).main  # made again from the form
        assert isinstance(picker, PickChips)
    messages = validator_messages(editor)
    beside = shown_beside(editor, ("deck", 0, "ranks"), "main")
    field = editor.workshop.field(("deck", 0, "ranks"))
    assert field is not None and field.problems
    for problem in field.problems:
        assert problem.problem.localized() in messages
        assert "⚠ " + problem.message in beside[0] or any(problem.message in b for b in beside)
        assert any(problem.fix[:20] in b for b in beside)
    deck = shown_beside(editor, ("deck",), "fold")
    assert any("too few" in line for line in deck)
    deck_section = next(s for s in editor.sections.items if s.id == "deck")
    assert deck_section.problem_count() >= 2
    refused_everywhere(app, editor, tried)

    # Back to a deck with cards (Undo, as many times), then 300 cards added by the Add button.
    while editor.workshop.draft.can_undo:
        click(app, editor.undo_button.rect.center)
    settle(app, editor)
    assert editor.workshop.playable
    add = reveal(app, editor, ("ranks",), "add")
    for _ in range(300):
        before = len(editor.workshop.draft.doc["ranks"])
        click(app, add.extra[0].rect.center)
        assert len(editor.workshop.draft.doc["ranks"]) == before + 1
        add = find_row(editor, ("ranks",), "add")  # below the card just added, made again
        assert add is not None
        editor.page.scroll_to_row(add)  # as the wheel would
    settle(app, editor)
    assert len(editor.workshop.draft.doc["ranks"]) == 308
    field = editor.workshop.field(("ranks",))
    assert field is not None and field.problems
    beside = shown_beside(editor, ("ranks",), "fold")
    assert any("too many" in line for line in beside)
    messages = validator_messages(editor)
    assert {p.problem.localized() for p in field.problems} <= messages
    refused_everywhere(app, editor, tried)


def test_f8_and_the_status_line_go_from_problem_to_problem(app: App):
    editor = open_editor(app, Workshop.start_from("classic"))
    assert not editor.status.enabled  # ready to play: nothing to go to
    for rank in list(editor.workshop.draft.doc["deck"][0]["ranks"]):
        editor.workshop.draft.pick(("deck", 0, "ranks"), rank, False)
    settle(app, editor)
    assert editor.status.enabled
    places = []
    for _ in range(3):
        key(app, pygame.K_F8)
        row = editor.page.row_of(editor.form.focused)
        assert row is not None and row.problems, "the focus is on a row with its problems"
        assert editor.page.view.contains(editor.form.focused.rect)  # type: ignore[union-attr]
        places.append((editor.section_id, row.key[0]))
    assert len(set(places)) == 3
    click(app, editor.status.rect.midleft)
    row = editor.page.row_of(editor.form.focused)
    assert row is not None and row.problems
    assert (editor.section_id, row.key[0]) not in places[2:]
