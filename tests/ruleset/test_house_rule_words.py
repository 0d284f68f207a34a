"""House rules over any setting `check` accepts are said in words (issue 32, case 2).

The fixture files (fixtures/house_rules) hold decisions over a card's whole effects list, one
effect, an effect's parameters, a choose-effect option, and a call's penalty and due time, with
alternatives that name effects bare or as mappings without their defaults. Every value each
file offers is taken from the file itself, never listed here by hand.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from game.housewords import CARD_SAID, setting_label, setting_sentence, value_label
from game.i18n import LANGUAGES, set_language
from game.rulebook import SAID, call_name, rank_name
from game.ruleset import check_file, load_document
from game.ruleset.decidable import CARD_SETTINGS, call_part, card_part, decidable, table_settings
from game.ruleset.house_rules import HouseRule, house_rules
from game.ruleset.schema import setting_schema

from .locations import HOUSE

FILES = sorted(HOUSE.glob("*.yaml"))
SNAKE = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")


@pytest.fixture(params=LANGUAGES)
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


def offered(doc: dict[str, Any]) -> Iterator[tuple[HouseRule, str, tuple[Any, ...]]]:
    """(house rule, setting, every value it offers there) of a loaded document."""
    for rule in house_rules(doc):
        for setting in rule.settings:
            yield rule, setting, rule.values_by_setting[setting]


def words(text: str) -> str:
    """`text`, after asserting that it is words: no placeholder, no raw dict, no snake_case."""
    assert text.strip(), "empty"
    assert "{" not in text and "}" not in text and "'" not in text, text
    assert not SNAKE.search(text), text
    return text


def owner(doc: dict[str, Any], path: str) -> str:
    """The name of the card or call a setting belongs to ("" for a table setting)."""
    card, call = card_part(path), call_part(path)
    if card is not None:
        return rank_name(doc, card[0])
    if call is not None:
        return call_name(doc["calls"]["list"][call[0]])
    return ""


def test_there_are_four_files_and_each_is_accepted() -> None:
    assert len(FILES) >= 4
    for path in FILES:
        doc, problems = check_file(path)
        assert doc is not None, problems


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_every_value_each_file_offers_is_said_naming_its_card(path: Path, lang: str) -> None:
    doc = load_document(path)
    said = 0
    for rule, setting, values in offered(doc):
        label = words(setting_label(doc, setting))
        assert label != (setting_schema(setting) or {}).get("description"), label
        sentences = [words(setting_sentence(doc, setting, value)) for value in values]
        assert len(set(sentences)) == len(sentences), (rule.id, sentences)
        labels = {words(value_label(setting, value, doc)) for value in values}
        assert len(labels) == len(values), (rule.id, labels)
        name = owner(doc, setting)
        assert all(name.casefold() in s.casefold() for s in [label, *sentences]), sentences
        said += len(values)
    assert said >= 4


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_an_alternative_is_offered_as_the_engine_reads_that_value(path: Path) -> None:
    """The reader writes an alternative in the loaded form: bare effect names as mappings,
    every parameter's default written in, exactly as the same value set by an override."""
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    doc = load_document(path)
    rules = {i: rule for rule in house_rules(doc) for i in rule.ids}
    for decision in raw["decisions"]:
        if "alternative" not in decision:
            continue
        setting, given = decision["setting"], decision["alternative"]
        rule = rules[decision["id"]]
        k = next(k for k, d in enumerate(rule.offered_by) if d == decision["id"] and k > 0)
        offered_value = rule.values_by_setting[setting][k]
        played = load_document(path, {setting: given})
        node: Any = played
        for part in setting.split("."):
            node = node[int(part)] if isinstance(node, list) else node[part]
        assert offered_value == node, (setting, offered_value, node)


def test_every_setting_a_house_rule_may_name_has_its_words() -> None:
    assert set(table_settings()) <= set(SAID)
    assert set(CARD_SAID) | {"effects"} == set(CARD_SETTINGS)
    for path in ("ranks.8.effects", "ranks.8.effects.0.draw.count", "calls.list.0.penalty"):
        assert decidable(path), path
    for path in ("ranks.8.kind", "ranks.8.name", "colours", "deck.0.copies", "calls.list.0.id"):
        assert not decidable(path), path


@pytest.mark.parametrize("ruleset_id", ["classic", "noris", "abacus", "emmi", "huch"])
def test_every_built_in_house_rule_value_is_said_in_words(ruleset_id: str, lang: str) -> None:
    """New game shows each value of a built-in house rule in its control: words, never a raw
    mapping (classic's hands and packs by the number of players, D-46 and D-47)."""
    from game.paths import rulesets_dir

    doc = load_document(rulesets_dir() / f"{ruleset_id}.yaml")
    for rule, setting, values in offered(doc):
        labels = {value_label(setting, value, doc) for value in values}
        if setting == rule.settings[0]:  # the control's words: another setting may repeat
            assert len(labels) == len(values), (rule.id, labels)
        for label in labels:  # an apostrophe may be English ("the dealer's play")
            assert label.strip() and "{" not in label and "}" not in label, (rule.id, label)
            assert not SNAKE.search(label), (rule.id, label)


@pytest.mark.parametrize("ruleset_id", ["classic", "noris", "abacus", "emmi", "huch"])
def test_every_built_in_house_rule_is_named_in_the_reader_s_language(
    ruleset_id: str, lang: str
) -> None:
    """New game names each built-in house rule from the translations, never by the schema's
    English description (D-33's "May several cards of one rank be laid in one play?" was shown
    in German)."""
    from game.paths import rulesets_dir

    doc = load_document(rulesets_dir() / f"{ruleset_id}.yaml")
    for rule in house_rules(doc):
        setting = rule.settings[0]  # an offer is named by its first setting
        name = setting_label(doc, setting)
        description = (setting_schema(setting) or {}).get("description")
        assert name != description and name != setting, (rule.id, name)
