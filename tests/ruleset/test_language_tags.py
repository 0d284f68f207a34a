"""Ruleset texts in any language (issue 32): a text maps language tags (en, pl, pt-BR, de-AT) to
text; the game shows the reader's language, else English, else any text the file has."""

from __future__ import annotations

import pytest

from game import i18n
from game.engine.rules import compile_rules
from game.rulebook import rank_name
from game.ruleset import check_text
from game.ruleset.facts import facts_of

from .locations import MINI


def mini(name: str) -> str:
    return MINI.read_text(encoding="utf-8").replace('name: {en: "Mini", de: "Mini"}', name, 1)


@pytest.fixture(params=["en", "de", "sv"])
def language(request: pytest.FixtureRequest) -> str:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def shown_name(text: str) -> str:
    doc, problems = check_text(text, "makao.yaml")
    assert problems == [] and doc is not None
    return facts_of(compile_rules(doc)).name


def test_a_language_the_game_does_not_ship_passes_check_and_shows(language: str) -> None:
    assert shown_name(mini("name: {en: Makao, pl: Makao}")) == "Makao"


def test_a_file_in_one_other_language_only_shows_that_text(language: str) -> None:
    assert shown_name(mini("name: {pl: Makao po polsku}")) == "Makao po polsku"


def test_english_is_the_fallback_before_any_other_language(language: str) -> None:
    expected = {"en": "Mau", "de": "Mau-Mau", "sv": "Mau"}[language]
    assert shown_name(mini("name: {pl: Makao, en: Mau, de-AT: Mau-Mau}")) == expected


def test_a_rank_name_in_a_regional_language() -> None:
    doc = {"ranks": {"banner": {"name": {"en": "Banner", "pt-BR": "Bandeira"}}}}
    assert rank_name(doc, "banner") == "Banner"


def test_a_tag_that_is_no_language_is_refused_with_what_one_looks_like() -> None:
    _doc, problems = check_text(mini('name: {en: Makao, "Polish": Makao}'), "makao.yaml")
    assert [(p.line, p.path, p.message) for p in problems] == [
        (
            4,
            "name.Polish",
            'bad name "Polish": expected a language tag (a language code such as en, pl or pt-BR)',
        )
    ]
