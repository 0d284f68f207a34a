"""The workshop's screens fit every window from 960x540 to full HD, in every language: the
controls along the edges lie inside the window and apart, each page's controls inside the
page and apart, and every text drawn is words, never a translation key or a {placeholder}."""

from __future__ import annotations

import re
from itertools import combinations

import pygame
import pytest

from game.i18n import LANGUAGES, catalogue, set_language
from game.ui.app import MIN_SIZE, App
from game.ui.scenes.workshop.editor import WorkshopEditScene
from game.ui.widgets import drawing
from game.workshop import Workshop
from tests.ui.fontspy import spy_on_fonts
from tests.workshop.conftest import EVERYTHING

from .kit import frames, settle

SIZES = [MIN_SIZE, (1024, 600), (1920, 1080)]
KEY = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_\[\]]*)+$")
PLACEHOLDER = re.compile(r"\{[A-Za-z_]*\}")


def apart(rects: list[pygame.Rect], what: str) -> None:
    for a, b in combinations(rects, 2):
        assert not a.colliderect(b), (what, a, b)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_start_page_and_every_editor_page_fit(size: tuple[int, int]):
    app = App(size)
    app.scenes.fade_seconds = 0
    try:
        window = pygame.Rect((0, 0), size)
        start = app.scenes.open("workshop")
        frames(app, 3)
        shown = [w.rect for w in start.form.widgets if w.visible]
        assert all(window.contains(r) for r in shown), shown
        apart(shown, "start page")
        editor = app.scenes.open("workshop_edit", Workshop.import_file(EVERYTHING))
        assert isinstance(editor, WorkshopEditScene)
        settle(app, editor)
        fixed = [editor.sections, editor.undo_button, editor.redo_button, *editor.bottom]
        assert all(window.contains(w.rect) for w in fixed)
        apart([w.rect for w in fixed] + [editor.page.view, editor.about], "editor")
        for section in editor.sections.items:
            editor.section_id = section.id
            for path in [f.path for f in section.walk() if not f.leaf]:
                editor.opened[path] = True  # every heading open: the longest page
            settle(app, editor)
            widgets = [w for row in editor.page.rows for w in row.widgets()]
            view = editor.page.view
            assert all(w.rect.left >= view.left and w.rect.right <= view.right for w in widgets)
            on_screen = [w.rect for w in widgets if w.rect.colliderect(view)]
            apart(on_screen, section.id)
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_drawn_is_words(language: str, monkeypatch: pytest.MonkeyPatch):
    drawn: list[str] = []
    spy_on_fonts(monkeypatch, drawn.append)
    set_language(language)
    app = App((1280, 720))
    app.scenes.fade_seconds = 0
    try:
        app.scenes.open("workshop")
        frames(app, 3)
        editor = app.scenes.open("workshop_edit", Workshop.import_file(EVERYTHING))
        assert isinstance(editor, WorkshopEditScene)
        settle(app, editor)
        for section in editor.sections.items:
            editor.section_id = section.id
            for path in [f.path for f in section.walk() if not f.leaf]:
                editor.opened[path] = True
            settle(app, editor)
            for row in editor.page.rows:  # every row drawn, its words on the right
                if row.main is not None and not row.key[1].startswith("lang:"):
                    editor.form.focus(row.main)
                    frames(app, 1)
        editor.back()
        frames(app, 2)
    finally:
        pygame.display.quit()
        drawing.text_surface.cache_clear()
    keys = set(catalogue("en"))
    bad = [t for t in drawn if t in keys or KEY.match(t) or PLACEHOLDER.search(t)]
    assert drawn and not bad, bad
