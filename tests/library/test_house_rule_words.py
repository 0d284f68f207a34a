"""New game names each house rule of Crazy Eights, Switch and Last Card in the reader's
language and says each of its values in words (never the schema's English description, a
raw mapping or a snake_case key), as tests/ruleset/test_house_rule_words.py checks for the
game's own rulesets."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from game.housewords import setting_label, value_label
from game.i18n import LANGUAGES, set_language
from game.paths import library_dir
from game.ruleset import load_document
from game.ruleset.house_rules import house_rules
from game.ruleset.schema import setting_schema

GAMES = ["crazy_eights", "switch", "last_card"]
SNAKE = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")


@pytest.fixture(params=LANGUAGES)
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


@pytest.mark.parametrize("game", GAMES)
def test_every_house_rule_is_named_and_each_value_said(game: str, lang: str) -> None:
    doc = load_document(library_dir() / f"{game}.yaml")
    rules = house_rules(doc)
    assert rules
    for rule in rules:
        setting = rule.settings[0]  # an offer is named by its first setting
        name = setting_label(doc, setting)
        assert name not in ((setting_schema(setting) or {}).get("description"), setting), name
        for each in rule.settings:
            values = rule.values_by_setting[each]
            labels = {value_label(each, value, doc) for value in values}
            assert len(labels) == len(values), (rule.id, labels)
            for label in labels:
                assert label.strip() and "{" not in label and not SNAKE.search(label), label
