"""The description copied with Classic ("7 draws two, 8 skips, the Jack is wild") once the
Queen plays again: the editor says the words are still Classic's and writes new ones from the
rules on a press; New game shows words from the rules, never the stale ones."""

from __future__ import annotations

import pygame

from game.i18n import set_language, tr
from game.table import rulecache
from game.ui.app import App
from game.ui.scenes.newgame.scene import NewGameScene
from game.ui.scenes.workshop.editor import WorkshopEditScene
from game.ui.scenes.workshop.rows import Row
from game.workshop import Workshop

from .kit import click, ctrl, frames, go_to_section, open_editor, settle, step_until

CLASSIC_EN = "The 32-card Skat deck: 7 draws two, 8 skips, the Jack is wild."


def note(editor: WorkshopEditScene) -> Row | None:
    return next((r for r in editor.page.rows if r.key == (("description",), "copied")), None)


def queen_plays_again(app: App, editor: WorkshopEditScene) -> None:
    editor.apply(lambda: editor.draft.add(("ranks", "queen", "effects"), "play_again"))
    settle(app, editor)


def test_the_editor_offers_words_from_the_rules(app: App) -> None:
    editor = open_editor(app, Workshop.start_from("classic"))
    go_to_section(app, editor, "names")
    assert note(editor) is None  # the same rules: Classic's words still fit
    queen_plays_again(app, editor)
    go_to_section(app, editor, "names")
    row = note(editor)
    assert row is not None and row.main is not None
    assert row.notes == [tr("workshop.screen.description_copied", name="Classic Mau-Mau")]
    editor.page.scroll_to_row(row)
    frames(app, 1)
    click(app, row.main.rect.center)
    settle(app, editor)
    written = editor.draft.doc["description"]
    assert written["en"].endswith("Queen: Its player takes another turn.")
    assert written["de"].endswith("Dame: Wer sie spielt, ist gleich noch einmal dran.")
    assert written["sv"].endswith("Dam: Den som spelar får en tur till.")
    assert note(editor) is None
    ctrl(app, pygame.K_z)  # one step back: Classic's words, and the note again
    settle(app, editor)
    assert editor.draft.doc["description"]["en"] == CLASSIC_EN and note(editor) is not None


def new_game_words(app: App, ruleset: str) -> tuple[str, str]:
    """The words New game's tiles show for `ruleset` and for Classic."""
    scene = NewGameScene()
    app.scenes.push(scene)
    step_until(app, lambda: ruleset in scene.choices.ids, "the player's ruleset listed")
    frames(app)
    words = scene.tiles.description(ruleset, rulecache.document(ruleset))
    classic = scene.tiles.description("classic", rulecache.document("classic"))
    app.scenes.pop()
    return words, classic


def test_new_game_shows_words_from_the_rules_not_the_stale_ones(app: App) -> None:
    workshop = Workshop.start_from("classic", background=False)
    workshop.draft.add(("ranks", "queen", "effects"), "play_again")
    saved = str(workshop.save())
    rulecache.rescan()
    for language, queen in (("en", "Queen: Its player"), ("de", "Dame: Wer sie spielt")):
        set_language(language)
        shown, classic = new_game_words(app, saved)
        assert queen in shown and "Skat" not in shown and "Skat" in classic
