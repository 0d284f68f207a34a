"""↺ "back to the default" on a copied built-in ruleset: every press leaves rules that check
without a problem, also where a house rule names the setting the ↺ stands beside."""

from __future__ import annotations

import pytest

from game.ui.app import App
from game.ui.scenes.workshop.editor import WorkshopEditScene
from game.ui.scenes.workshop.marks import IconButton
from game.ui.scenes.workshop.rows import Row
from game.workshop import Workshop
from game.workshop.structure import format_default

from .kit import go_to_section, open_editor, press, settle, show

BUILT_IN = ["classic", "abacus", "emmi", "huch", "noris"]


def _reset_button(row: Row) -> IconButton | None:
    return next((w for w in row.actions if isinstance(w, IconButton) and w.text == "↺"), None)


def _next_reset(editor: WorkshopEditScene, pressed: set[object]) -> Row | None:
    return next(
        (r for r in editor.page.rows if _reset_button(r) is not None and r.key not in pressed),
        None,
    )


@pytest.mark.parametrize("ruleset", BUILT_IN)
def test_every_reset_of_a_rule_leaves_no_problem(app: App, ruleset: str) -> None:
    """Every ↺ on the pages of the table's rules (play, calls, scoring, the table), pressed
    one after the other on a fresh copy."""
    editor = open_editor(app, Workshop.start_from(ruleset))
    pressed: set[object] = set()
    for section in ("play", "calls", "scoring", "table"):
        go_to_section(app, editor, section)
        _press_every_reset(app, editor, pressed)
    assert pressed, "no ↺ on the rules' pages"
    assert editor.workshop.playable


def _press_every_reset(app: App, editor: WorkshopEditScene, pressed: set[object]) -> None:
    while (row := _next_reset(editor, pressed)) is not None:
        assert row.field is not None
        pressed.add(row.key)
        show(app, editor, row)
        button = _reset_button(row)
        assert button is not None
        press(app, button)
        settle(app, editor)
        assert editor.workshop.problems() == [], (row.key, editor.workshop.problems())
        value, present = editor.workshop.draft.value(row.field.path)
        has_default, default = format_default(row.field.path)
        assert not present or (has_default and value == default), row.key


def test_reset_beside_a_house_rule_keeps_the_setting(app: App) -> None:
    """Classic's house rule on the draw pile: ↺ puts the book's way back and the house rule
    still has its setting to change."""
    workshop = Workshop.start_from("classic")
    workshop.draft.set(("rules", "reshuffle"), "all")
    editor = open_editor(app, workshop)
    go_to_section(app, editor, "play")
    row = next(r for r in editor.page.rows if r.key == (("rules", "reshuffle"), "main"))
    show(app, editor, row)
    button = _reset_button(row)
    assert button is not None
    press(app, button)
    settle(app, editor)
    assert editor.workshop.draft.doc["rules"]["reshuffle"] == "keep_top"
    assert editor.workshop.problems() == []
    row = next(r for r in editor.page.rows if r.key == (("rules", "reshuffle"), "main"))
    assert _reset_button(row) is None  # already the default: nothing to go back to
