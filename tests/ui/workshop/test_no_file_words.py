"""A parent who has never seen a ruleset file walks the workshop and meets none of its words.

From the title, in each language: Make your own rules, a copy of Classic, every page of the
editor (the pages as the editor lists them, so a page added later is walked too) with every
heading open, every row focused so the panel on the right explains it, every choice's options,
the preview (while it runs and when it is done), Try it (Learn to play, and a table), and the
start page again with the rules saved among one's own. Every text drawn on the way is caught
as the fonts render it (`spy_on_fonts`), and none may hold a word of the file format.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pygame
import pytest

from game.i18n import LANGUAGES, set_language
from game.sim.preview_figures import DONE
from game.ui.app import App
from game.ui.scenes.title import TitleScene
from game.ui.scenes.workshop import preview
from game.ui.scenes.workshop.editor import WorkshopEditScene
from game.ui.scenes.workshop.start import WorkshopStartScene
from game.ui.table.scene import TableScene
from game.ui.widgets.controls import Choice
from game.ui.widgets.drawing import resolve
from tests.ui.fontspy import spy_on_fonts

from .kit import click, frames, settle, step_until
from .test_made_on_screen import make_queen_play_again, title_to_editor

# Words of the file, not of the game, whole words, any case. Each is here for a reason:
FILE_WORDS = {
    "en": [
        "id",  # a ruleset's or a card's key in the file ("Id", "its id", "new id")
        "ids",
        "format",  # the file's version ("Format 1")
        "decision",  # a house rule's key in the file ("Decision D-5")
        "decisions",
        "setting",  # a key path a house rule changes ("Setting")
        "settings",
    ],
    "de": [
        "id",  # as in English; German writes "ID" too
        "ids",
        "kennung",  # the German word for an id
        "format",
        "formats",
        "entscheidung",  # a decision
        "entscheidungen",
        "einstellung",  # a setting (the title's "Einstellungen" is not on the workshop's pages)
        "einstellungen",
        "schlüssel",  # a key of the file
    ],
    "sv": [
        "id",  # as in English
        "format",  # Swedish "format" (also "formatet")
        "formatet",
        "beslut",  # a decision (the house rule's key); Swedish says "husregel" for the rule
        "beslutet",
        "inställning",  # a setting
        "inställningen",
        "inställningar",
        "nyckel",  # a key of the file
    ],
}
# The file's spelling, in any language:
FILE_SHAPES = [
    re.compile(r"\b[a-z][a-z0-9_]+\.[a-z][a-z0-9_]+\b"),  # a dotted path: rules.reshuffle
    re.compile(r"\.(ya?ml|json)\b", re.IGNORECASE),  # a file's extension
    re.compile(r"\b[a-z]+_[a-z0-9_]+\b"),  # a key in snake case: new_card, my_classic
    re.compile(r"\bD-\d+\b"),  # a house rule's key: D-5
]


def file_words(text: str, language: str) -> list[str]:
    """What in `text` is the file's, not the game's: its words and its spellings."""
    found = [
        w
        for w in FILE_WORDS[language]
        if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text, re.IGNORECASE)
    ]
    return found + [m.group(0) for shape in FILE_SHAPES for m in shape.finditer(text)]


def test_the_words_caught_are_the_file_words() -> None:
    assert file_words("Id", "en") == ["id"]
    assert file_words("Format 1", "en") == ["format"]
    assert file_words("setting \u201crules.reshuffle\u201d", "en") == ["setting", "rules.reshuffle"]
    assert set(file_words("my_classic.yaml", "en")) == {"my_classic.yaml", ".yaml", "my_classic"}
    assert file_words("Entscheidung D-5", "de") == ["entscheidung", "D-5"]
    # ordinary words and the writing of numbers and short forms pass
    for ordinary in ("Idea", "e.g. pt-BR", "z.B. Rosen", "t.ex. 12,5", "Did it", "12.5 %"):
        assert file_words(ordinary, "en") == [], ordinary
    assert file_words("Beslutsam idé", "sv") == []


@pytest.fixture(autouse=True)
def _fewer_rounds(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(preview, "ROUNDS", 60)  # every figure shows; the count does not matter
    yield
    preview.close_shared_pool()


def walk_the_pages(app: App, editor: WorkshopEditScene, seen: list[str]) -> None:
    """Every page the editor lists, every heading open, every row in focus, every option."""
    for section in editor.sections.items:
        editor.section_id = section.id
        for path in [f.path for f in section.walk() if not f.leaf]:
            editor.opened[path] = True
        settle(app, editor)
        for row in list(editor.page.rows):
            if row.main is None or row.key[1].startswith("lang:"):
                continue
            editor.form.focus(row.main)
            editor.page.scroll_to_row(row)
            frames(app, 1)
            for widget in row.widgets():
                if isinstance(widget, Choice):
                    seen.extend(resolve(words) for _value, words in widget.options)
    assert len(editor.sections.items) >= 7


def walk_preview_and_try(app: App, editor: WorkshopEditScene) -> None:
    click(app, editor.preview_button.rect.center)
    shown = app.scenes.top
    assert isinstance(shown, preview.PreviewScene)
    frames(app, 2)  # the wait screen
    step_until(app, lambda: shown.state == DONE, "the preview done")
    frames(app, 2)
    shown.back()
    step_until(app, lambda: app.scenes.top is editor)
    for button in (editor.learn_button, editor.table_button):  # Try it: learn, and play
        click(app, button.rect.center)
        step_until(app, lambda: isinstance(app.scenes.top, TableScene), "the table open")
        table = app.scenes.top
        assert isinstance(table, TableScene)
        step_until(app, lambda: not table.loading, "the table ready")  # noqa: B023
        frames(app, 3)
        table.leave()  # back to the editor below it
        step_until(app, lambda: app.scenes.top is editor, "back in the editor")


def walk_back_to_the_start_page(app: App, editor: WorkshopEditScene) -> None:
    """Saved, then back on the start page: the rules among one's own, picked to rename."""
    click(app, editor.save_button.rect.center)
    assert editor.workshop.saved is not None, editor.message
    click(app, editor.back_button.rect.center)
    step_until(app, lambda: isinstance(app.scenes.top, WorkshopStartScene))
    start = app.scenes.top
    assert isinstance(start, WorkshopStartScene)
    step_until(app, lambda: start.own.progress is None and len(start.own.items) == 1)
    start.form.focus(start.own)
    frames(app, 2)
    assert start.new_name.text


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_file_word_on_the_workshops_pages(
    language: str, app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    set_language(language)
    seen: list[str] = []

    def drawn(text: str) -> None:  # from the workshop's first page on (the title has Settings)
        if not isinstance(app.scenes.top, TitleScene):
            seen.append(text)

    spy_on_fonts(monkeypatch, drawn)
    editor = title_to_editor(app)
    make_queen_play_again(app, editor)  # a change, so the preview has something to show
    walk_the_pages(app, editor, seen)
    walk_preview_and_try(app, editor)
    walk_back_to_the_start_page(app, editor)
    pygame.event.clear()
    bad = sorted(
        {f"{text!r}: {file_words(text, language)}" for text in seen if file_words(text, language)}
    )
    assert len(seen) > 200 and not bad, "\n".join(bad)
