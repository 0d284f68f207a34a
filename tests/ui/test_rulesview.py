"""The rules viewer renders every ruleset in every language, with the book credited and every
effect worded."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import LANGUAGES, set_language, text_of
from game.rulebook import card_words, effect_words, rank_names, table_rules
from game.table import rulecache
from game.ui.scenes.rules import RulesPage, RulesScene
from tests.ui.menu_driver import frames, key, make_app

IDS = rulecache.ids()


@pytest.fixture
def app():
    app = make_app()
    yield app
    pygame.display.quit()
    set_language("en")


@pytest.mark.parametrize("ruleset_id", IDS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_renders_every_ruleset(app, ruleset_id, language):
    set_language(language)
    app.scenes.push(RulesScene(ruleset_id))
    frames(app)
    scene = app.scenes.top
    content = scene.view.content
    assert content is not None and content.get_width() == scene.view.rect.w
    assert content.get_height() > scene.view.rect.h // 2
    key(app, pygame.K_END)
    assert scene.view.offset == scene.view.max_offset()
    key(app, pygame.K_ESCAPE)
    assert len(app.scenes) == 0


@pytest.mark.parametrize("ruleset_id", IDS)
def test_every_card_is_shown_and_the_book_credited(ruleset_id):
    page = RulesPage.of(ruleset_id, None, 1.0)
    doc = page.doc
    titles = [title for title, *_ in page.tiles()]
    special = [
        r
        for r, spec in doc["ranks"].items()
        if spec["kind"] != "number" or spec.get("effects") or spec.get("rank_aliases")
    ]
    assert all(text_of(doc["ranks"][r].get("name", r)) in titles for r in special)
    assert doc["book"] or doc.get("traditional")  # credited, or the game without a book


@pytest.mark.parametrize("language", ["de", "sv"])
@pytest.mark.parametrize("ruleset_id", IDS)
def test_effects_are_translated(ruleset_id, language):
    doc = rulecache.document(ruleset_id)
    english = {}
    for rank_id, rank in doc["ranks"].items():
        english[rank_id] = [effect_words(e, rank_names(doc)) for e in rank["effects"]]
    set_language(language)
    try:
        names = rank_names(doc)
        for rank_id, rank in doc["ranks"].items():
            for effect, in_english in zip(rank["effects"], english[rank_id], strict=True):
                words = effect_words(effect, names)
                assert words != in_english and "effect." not in words
            card_words(rank, names)
        assert all(not line.startswith("rules.") for line in table_rules(doc))
    finally:
        set_language("en")


def test_english_uses_the_summary_wording():
    doc = rulecache.document("noris")
    assert card_words(doc["ranks"]["draw2"], rank_names(doc)) == [
        "The next player draws 2 cards; may be answered with Draw 2 (stacks); after drawing their turn "
        "is over."
    ]


def test_house_rules_show_in_the_viewer(app):
    app.scenes.push(RulesScene("noris", {"rules.draw_when_able": True}))
    frames(app)
    page = RulesPage.of("noris", {"rules.draw_when_able": True}, 1.0)
    assert "You may draw a card even when you could play." in table_rules(page.doc)
    assert "Draw a card only when you cannot play." in table_rules(
        RulesPage.of("noris", None, 1.0).doc
    )


def test_the_choice_switches_rulesets(app):
    app.scenes.push(RulesScene())
    frames(app)
    scene = app.scenes.top
    scene.form.focus(scene.choice)
    key(app, pygame.K_RIGHT)
    assert scene.ruleset_id == IDS[1]
