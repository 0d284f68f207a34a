"""The workshop's screen edits a colour's names (issue 32): the Deck page shows a line per
language for each named colour, also for a language the game does not ship, and what is typed
there names the colour on the page at once."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.ui.app import App
from game.ui.scenes.workshop.fields import FieldText
from game.workshop import Workshop

from .kit import click, key, open_editor, reveal, settle, type_text

SWISS = Path(__file__).resolve().parents[2] / "ruleset" / "fixtures" / "good" / "swiss.yaml"


def test_a_colours_name_is_typed_on_the_deck_page(app: App) -> None:
    editor = open_editor(app, Workshop.import_file(SWISS))
    polish = reveal(app, editor, ("colour_names", "eicheln"), "lang:pl")
    assert polish.label == "Polish (pl)" and isinstance(polish.main, FieldText)
    assert polish.main.text == "żołędzie"
    english = reveal(app, editor, ("colour_names", "eicheln"), "lang:en")
    assert isinstance(english.main, FieldText)
    click(app, english.main.rect.center)
    type_text(app, "acorns")
    key(app, pygame.K_RETURN)
    settle(app, editor)
    assert editor.workshop.draft.doc["colour_names"]["eicheln"] == {
        "en": "acorns",
        "pl": "żołędzie",
    }
    assert editor.workshop.field(("colours", 3)).label == "acorns"
    assert editor.workshop.playable
