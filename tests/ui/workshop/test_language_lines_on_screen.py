"""Issue 32 through the editor's controls: a Polish line added to the name by "Add a language",
typed into, the German line removed by its ✕, saved; New game, in German, shows the English
name (the file has no German line, and Polish is not a German reader's language). A tag typed
that is no language tag is refused in words. "Offer a house rule" adds a house rule over the
Eight's effects, and New game shows it in words.

Before, a text had no "Add a language" and no ✕ on its lines, and the chooser had no card
effects to offer.
"""

from __future__ import annotations

import re

import pygame

from game.i18n import set_language, text_of, tr
from game.table import rulecache
from game.ui.app import App
from game.ui.scenes.workshop.fields import FieldChoice, FieldText
from game.workshop import Workshop

from .kit import (
    click,
    find_row,
    frames,
    key,
    open_editor,
    reveal,
    right_arrow,
    settle,
    step_until,
    type_text,
)

SNAKE = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")


def test_a_polish_name_added_typed_a_line_removed_saved_and_shown_by_new_game(app: App) -> None:
    editor = open_editor(app, Workshop.start_from("classic"))
    english = editor.workshop.draft.doc["name"]["en"]
    assert find_row(editor, ("name",), "lang:pl") is None
    add = reveal(app, editor, ("name",), "add_language")
    assert isinstance(add.main, FieldChoice) and add.main.value == "pl"
    assert add.label == tr("workshop.add.languages")
    click(app, add.actions[0].rect.center)
    settle(app, editor)
    line = reveal(app, editor, ("name",), "lang:pl")
    assert line.label == "Polish (pl)" and isinstance(line.main, FieldText)
    click(app, line.main.rect.center)
    key(app, pygame.K_END)
    key(app, pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)  # the English it starts as, gone
    type_text(app, "Makao po mojemu")
    key(app, pygame.K_RETURN)
    settle(app, editor)
    assert editor.workshop.draft.doc["name"]["pl"] == "Makao po mojemu"
    assert not reveal(app, editor, ("name",), "lang:en").actions  # English stays
    german = reveal(app, editor, ("name",), "lang:de")
    click(app, german.actions[0].rect.center)
    settle(app, editor)
    assert "de" not in editor.workshop.draft.doc["name"]

    typed = reveal(app, editor, ("name",), "add_tag")
    click(app, typed.main.rect.center)  # type: ignore[union-attr]
    type_text(app, "Polski!")
    click(app, typed.actions[0].rect.center)
    settle(app, editor)
    assert "Polski!" in editor.message and "pt-BR" in editor.message
    assert set(editor.workshop.draft.doc["name"]) == {"en", "sv", "pl"}

    click(app, editor.save_button.rect.center)
    saved = editor.workshop.saved
    assert saved is not None and saved.exists()
    set_language("de")
    rulecache.start_rescan()
    new_game = app.scenes.open("new_game")
    step_until(app, lambda: new_game.choices.scan.finished and new_game.list.progress is None)  # type: ignore[attr-defined]
    new_game._pick(str(saved))  # type: ignore[attr-defined]
    assert text_of(new_game.choices.doc["name"]) == english  # type: ignore[attr-defined]


def test_a_house_rule_over_the_eights_effects_offered_from_the_chooser(app: App) -> None:
    editor = open_editor(app, Workshop.start_from("classic"))
    add = reveal(app, editor, ("decisions",), "add")
    choice = add.main
    assert isinstance(choice, FieldChoice)
    for _ in range(len(choice.options)):
        if choice.value == "ranks.8.effects":
            break
        click(app, right_arrow(choice))
    assert choice.value == "ranks.8.effects"
    click(app, add.extra[0].rect.center)
    settle(app, editor)
    decisions = editor.workshop.draft.doc["decisions"]
    assert decisions[-1]["setting"] == "ranks.8.effects"
    editor.workshop.draft.set(("decisions", len(decisions) - 1, "alternative"), ["play_again"])
    settle(app, editor)
    assert editor.workshop.playable, editor.workshop.problems()
    click(app, editor.save_button.rect.center)
    saved = editor.workshop.saved
    assert saved is not None
    rulecache.start_rescan()
    new_game = app.scenes.open("new_game")
    step_until(app, lambda: new_game.choices.scan.finished and new_game.list.progress is None)  # type: ignore[attr-defined]
    new_game._pick(str(saved))  # type: ignore[attr-defined]
    offers = {o.path: (o, w) for o, w in new_game.house_offers()}  # type: ignore[attr-defined]
    offer, widget = offers["ranks.8.effects"]
    assert len(offer.options) == 2  # the book's and the house rule's
    choices = new_game.choices  # type: ignore[attr-defined]
    for value, words in offer.options:
        widget.set(value)  # as a click on its arrows would
        frames(app, 1)  # New game shows the row and its note
        assert widget.value == value == choices.setting("ranks.8.effects")
        for text in (words, offer.label(choices.doc), choices.explain(offer, value)):
            assert text and "{" not in text and not SNAKE.search(text), text
