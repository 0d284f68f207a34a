"""The workshop opens a ruleset whose house rules name a card's effects or a call's penalty,
with alternatives that give effects bare or without their defaults (issue 32, case 2), and
shows every page of it with every heading open, in every language. Before, building the form
failed: "'str' object has no attribute 'items'" for a bare effect name, and KeyError
'stack_with' for an effect mapping without its defaults.

The files are those of tests/ruleset/fixtures/house_rules.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.housewords import setting_label
from game.i18n import LANGUAGES, set_language
from game.ruleset import load_document
from game.ui.app import App
from game.ui.scenes.workshop.editor import WorkshopEditScene
from game.ui.widgets import drawing
from game.workshop import Kind, Workshop
from tests.ruleset.locations import HOUSE, ROOT
from tests.ui.fontspy import spy_on_fonts

from .kit import frames, settle

FILES = sorted((ROOT / HOUSE).glob("*.yaml"))
SNAKE = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")


def words(text: str) -> None:
    assert "{" not in text and "}" not in text and "'" not in text, text
    assert not SNAKE.search(text), text


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_the_form_and_every_page_are_built_and_said(path: Path, language: str) -> None:
    set_language(language)
    workshop = Workshop.import_file(path, background=False)
    assert workshop.playable, workshop.problems()
    pages = workshop.sections()
    assert [p.id for p in pages if p.id == "house_rules"]
    decisions = [f for page in pages for f in page.walk() if f.path[:1] == ("decisions",)]
    effects = [f for f in decisions if f.kind == Kind.EFFECT]
    assert effects or "call" in path.stem  # the alternatives' effects, each with its words
    for field in effects:
        assert field.said, field.path
        words(field.said)
    for field in decisions:
        if field.path[2:] == ("setting",):  # the setting named in words, with its card
            assert field.value in [o.value for o in field.options]
            shown = next(o.words for o in field.options if o.value == field.value)
            assert shown == setting_label(workshop.draft.doc, field.value)
            words(shown)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_every_page_is_shown_with_every_heading_open(
    app: App, path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[str] = []
    spy_on_fonts(monkeypatch, drawn.append)
    try:
        editor = app.scenes.open("workshop_edit", Workshop.import_file(path))
        assert isinstance(editor, WorkshopEditScene)
        settle(app, editor)
        assert editor.workshop.playable, editor.workshop.problems()
        for section in editor.sections.items:
            editor.section_id = section.id
            for field in section.walk():
                if not field.leaf:
                    editor.opened[field.path] = True
            settle(app, editor)
            assert editor.page.rows, section.id
            for row in editor.page.rows:  # every row scrolled to and drawn
                if row.main is not None and not row.key[1].startswith("lang:"):
                    editor.form.focus(row.main)
                    frames(app, 1)
        assert app.scenes.top is editor
    finally:
        drawing.text_surface.cache_clear()
    settings = {d["setting"] for d in load_document(path)["decisions"]}
    bad = [t for t in drawn if "{'" in t or t in settings]  # a raw dict, a setting's path
    assert drawn and not bad, bad
