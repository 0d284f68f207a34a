"""House rules as overrides: dotted paths into the raw document, validated like the file."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from game.ruleset import (
    RulesetError,
    apply_overrides,
    builtin_ruleset_ids,
    find_ruleset,
    load_document,
)
from game.ruleset.validate import load_schema, validate

from .locations import MINI


def test_set_a_value() -> None:
    assert load_document(MINI, {"players.max": 3})["players"] == {"min": 2, "max": 3}


def test_list_items_by_index() -> None:
    doc = load_document(MINI, {"ranks.draw2.effects.0.draw.count": 3})
    (effect,) = doc["ranks"]["draw2"]["effects"]
    assert effect["draw"]["count"] == 3 and effect["draw"]["stack_with"] == ["draw2"]


def test_missing_keys_are_created() -> None:
    doc = load_document(MINI, {"rules.jump_in.enabled": True, "rules.draw_when_able": True})
    # The other jump-in settings are the format's defaults (written in by load_document).
    assert doc["rules"]["jump_in"] == {
        "enabled": True,
        "ranks": "numbers",
        "own_card": True,
        "during_attack": "stack",
    }
    assert doc["rules"]["draw_when_able"] is True


def test_pick_a_deck_option() -> None:
    assert load_document(MINI, {"rules.deck": "tiny"})["rules"]["deck"] == "tiny"


def test_apply_overrides_leaves_the_input_alone() -> None:
    doc = load_document(MINI)
    before = copy.deepcopy(doc)
    changed = apply_overrides(doc, {"players.min": 3, "rules.jump_in.enabled": True})
    assert doc == before
    assert changed["players"]["min"] == 3
    assert changed["_source"] == str(MINI)


@pytest.mark.parametrize(
    ("path", "why"),
    [
        ("players.max.foo", "players.max is 4, not a mapping or a list"),
        (
            "ranks.draw2.effects.3.draw.count",
            "ranks.draw2.effects is a list of 1 item; '3' is not an index in it",
        ),
        (
            "ranks.draw2.effects.first",
            "ranks.draw2.effects is a list of 1 item; 'first' is not an index in it",
        ),
        ("rules..deck", "a path is keys separated by single dots"),
    ],
)
def test_bad_path(path: str, why: str) -> None:
    with pytest.raises(RulesetError) as caught:
        load_document(MINI, {path: 1})
    assert str(caught.value) == f"{MINI}: {path}: bad override: {why}"


def test_bad_override_value_is_reported_at_the_setting() -> None:
    with pytest.raises(RulesetError) as caught:
        load_document(MINI, {"players.max": 17})
    assert str(caught.value) == (
        f'{MINI}:5: players.max: expected a whole number from 2 to 16, got 17 (value set by override "players.max")'
    )


def test_misspelt_override_path_is_an_unknown_key() -> None:
    with pytest.raises(RulesetError) as caught:
        load_document(MINI, {"rules.jump_inn.enabled": True})
    assert str(caught.value) == (
        f'{MINI}:35: rules.jump_inn: unknown key "jump_inn" (did you mean "jump_in"?) '
        '(value set by override "rules.jump_inn.enabled")'
    )


def test_override_that_makes_a_deck_too_small() -> None:
    with pytest.raises(RulesetError) as caught:
        load_document(MINI, {"players.max": 5})
    assert str(caught.value) == (
        f"{MINI}:31: deck_options.tiny: 22 cards are too few: 5 players with 5 cards each need at least 26"
    )


def _flipped(value: Any, schema_values: list[Any] | None, doc: dict[str, Any], setting: str) -> Any:
    """Another valid value for a setting, as a house-rule toggle would offer."""
    if isinstance(value, bool):
        return not value
    if schema_values:
        return next(v for v in schema_values if v != value)
    if setting == "rules.deck":
        return next(iter(doc["deck_options"]))
    if isinstance(value, int):
        return value - 1
    if isinstance(value, list):
        return []
    raise AssertionError(f"no way to flip {setting}")


def _enum_for(setting: str) -> list[Any] | None:
    """The enum the schema gives the last key of a setting, searched anywhere in the schema."""
    key = setting.split(".")[-1]

    def search(node: Any) -> list[Any] | None:
        if isinstance(node, dict):
            if key in node.get("properties", {}) and "enum" in node["properties"][key]:
                return list(node["properties"][key]["enum"])
            for value in node.values():
                found = search(value)
                if found:
                    return found
        return None

    return search(load_schema())


@pytest.mark.parametrize("ruleset_id", builtin_ruleset_ids())
def test_every_decision_can_be_flipped(ruleset_id: str) -> None:
    path = find_ruleset(ruleset_id)
    doc = load_document(path)
    for decision in doc["decisions"]:
        setting = decision["setting"]
        node: Any = doc
        for part in setting.split("."):
            node = node[int(part)] if isinstance(node, list) else node[part]
        if "alternative" in decision:  # the house rule's own value (a 9 that passes cards)
            new = decision["alternative"]
        else:
            new = _flipped(node, _enum_for(setting), doc, setting)
        flipped = load_document(path, {setting: new})
        assert flipped != doc, setting


def test_revalidate_a_changed_document() -> None:
    """The UI's house-rule toggles: change a loaded document, then check it again."""
    doc = load_document(MINI)
    assert (
        validate(apply_overrides(doc, {"rules.drawn_card": "may_play"}), file=doc["_source"]) == []
    )
    problems = validate(apply_overrides(doc, {"rules.drawn_card": "maybe"}), file=doc["_source"])
    assert [str(p) for p in problems] == [
        f'{MINI}:1: rules.drawn_card: expected one of keep, may_play, must_play, got "maybe"'
    ]


def test_every_default_is_written_in_once_loaded() -> None:
    """The schema is the one place that states each setting's default: load_document writes
    them all in, so the engine, the rules viewer and New game never restate one."""
    doc = load_document(MINI)
    assert doc["calls"]["enforcement"] == "automatic"
    assert doc["rules"]["reshuffle"] == "keep_top"
    assert all(
        isinstance(effect, dict) for rank in doc["ranks"].values() for effect in rank["effects"]
    )
