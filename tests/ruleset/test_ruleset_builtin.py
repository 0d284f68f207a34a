"""The built-in rulesets validate, and the JSON Schema is valid, strict and documented."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from game import paths
from game.ruleset import builtin_ruleset_ids, find_ruleset, load_document, load_rules
from game.ruleset.loader import load_text
from game.ruleset.validate import load_schema

BUILTIN = ["abacus", "classic", "emmi", "huch", "noris"]


def test_builtin_ids() -> None:
    assert builtin_ruleset_ids() == BUILTIN


@pytest.mark.parametrize("ruleset_id", BUILTIN)
def test_builtin_validates(ruleset_id: str) -> None:
    path = find_ruleset(ruleset_id)
    assert path == paths.rulesets_dir() / f"{ruleset_id}.yaml"
    doc = load_document(path)
    assert doc["id"] == ruleset_id
    assert doc["_source"] == str(path)


@pytest.mark.parametrize("ruleset_id", BUILTIN)
def test_builtin_is_plain_data(ruleset_id: str) -> None:
    def walk(value: Any) -> Iterator[Any]:
        yield value
        if isinstance(value, dict):
            assert all(isinstance(key, str) for key in value)
            for item in value.values():
                yield from walk(item)
        elif isinstance(value, list):
            for item in value:
                yield from walk(item)

    doc = load_document(find_ruleset(ruleset_id))
    assert all(isinstance(v, (dict, list, str, int, bool)) for v in walk(doc))


@pytest.mark.parametrize("ruleset_id", BUILTIN)
def test_builtin_compiles(ruleset_id: str) -> None:
    assert load_rules(ruleset_id).id == ruleset_id


def test_abacus_6_9_is_a_rank_id_not_the_number_69() -> None:
    """YAML 1.1 would read the unquoted `6_9` as 69; the loader follows YAML 1.2 like editors."""
    doc = load_document(find_ruleset("abacus"))
    assert "6_9" in doc["ranks"]
    assert doc["deck"][1]["ranks"] == ["6_9"]


def test_schema_is_valid() -> None:
    Draft202012Validator.check_schema(load_schema())


@pytest.mark.parametrize("ruleset_id", BUILTIN)
def test_schema_accepts_builtin(ruleset_id: str) -> None:
    path = find_ruleset(ruleset_id)
    loaded = load_text(path.read_text(encoding="utf-8"), str(path))
    assert loaded.problems == []
    errors = list(Draft202012Validator(load_schema()).iter_errors(loaded.data))
    assert [error.message for error in errors] == []


def _subschemas(node: Any, where: str = "#") -> Iterator[tuple[str, dict[str, Any]]]:
    if isinstance(node, dict):
        yield where, node
        for key, value in node.items():
            yield from _subschemas(value, f"{where}/{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _subschemas(value, f"{where}/{index}")


def test_schema_objects_are_closed() -> None:
    """Every object forbids unknown keys (or types them all), so editors flag typos."""
    for where, schema in _subschemas(load_schema()):
        if schema.get("type") == "object" and "properties" in schema:
            assert schema.get("additionalProperties") is False, where


def test_schema_properties_are_described() -> None:
    for where, schema in _subschemas(load_schema()):
        if isinstance(schema.get("properties"), dict) and not where.endswith("/properties"):
            for key, prop in schema["properties"].items():
                assert prop.get("description"), f"{where}/properties/{key}"
