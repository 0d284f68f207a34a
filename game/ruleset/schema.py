"""The ruleset format's JSON Schema: the one place that knows each setting's default, type and
allowed values.

The validator checks files against it; `with_defaults` writes every default into a validated
document, so the engine's compiler, the rules viewer, the house-rule offers and New game read a
setting's value from the document and never restate its default; `setting_schema` answers what
a dotted path may hold.
"""

from __future__ import annotations

import copy
import json
import re
from functools import cache
from typing import Any

from game.paths import schema_path

Node = dict[str, Any]


@cache
def load_schema() -> Node:
    """The format's JSON Schema, read once.

    Found on first use, not when this module is imported: finding it imports this package
    (`importlib.resources`), and a module that imports its own package while being imported
    deadlocks against a thread importing the package at the same moment (the rulesets are
    read on a thread while the title screen shows; a screen opened then imports them too)."""
    schema: Node = json.loads(schema_path().read_text(encoding="utf-8"))
    return schema


def deref(node: Node) -> Node:
    """The node with its `$ref` resolved (its own keys, such as a description, kept)."""
    while "$ref" in node:
        name = node["$ref"].rsplit("/", 1)[-1]
        node = {**load_schema()["$defs"][name], **{k: v for k, v in node.items() if k != "$ref"}}
    return node


def is_language_tag(text: str) -> bool:
    """Whether `text` is a language tag a ruleset text may be given in (`pl`, `pt-BR`): the
    format's own rule, which `check` holds files to, so the workshop asks nothing else.

    >>> is_language_tag("pt-BR"), is_language_tag("Polish")
    (True, False)
    """
    node = load_schema()["$defs"]["language"]
    return len(text) <= int(node["maxLength"]) and re.fullmatch(node["pattern"], text) is not None


def setting_schema(path: str) -> Node | None:
    """The schema of the value at a dotted path (`rules.reshuffle`, `ranks.draw2.effects.0.draw
    .count`), or None where the format has no such place.

    >>> setting_schema("rules.reshuffle")["enum"]
    ['keep_top', 'all', 'none']
    """
    node: Node | None = deref(load_schema())
    for part in path.split("."):
        node = _child(node, part) if node is not None else None
        if node is None:
            return None
    return node


def _child(node: Node, part: str) -> Node | None:
    node = deref(node)
    if part in node.get("properties", {}):
        return deref(node["properties"][part])
    if part.isdigit() and isinstance(node.get("items"), dict):
        return deref(node["items"])
    if isinstance(node.get("additionalProperties"), dict):
        return deref(node["additionalProperties"])
    for branch in node.get("anyOf", []):
        found = _child(branch, part)
        if found is not None:
            return found
    return None


def choices(path: str) -> list[Any] | None:
    """The values a setting allows when the format lists them (an enum or true/false)."""
    node = setting_schema(path)
    if node is None:
        return None
    if "enum" in node:
        return list(node["enum"])
    if node.get("type") == "boolean":
        return [False, True]
    return None


def with_defaults(doc: Node) -> Node:
    """A copy of a validated document with every default the schema gives written in, and
    each effect written as `{name: parameters}` (a bare name means all parameters at their
    defaults).

    A house rule's `alternative` is written the same way, as the setting it flips: it is a
    value of that setting, so whoever reads the offered values (New game, the rulebook, the
    workshop, the engine through an override) sees the same complete form as the book's
    value beside it, never a bare effect name or an effect without its defaults."""
    filled = copy.deepcopy(doc)
    _fill(filled, load_schema())
    decisions = filled.get("decisions")
    for decision in decisions if isinstance(decisions, list) else []:
        if isinstance(decision, dict) and "alternative" in decision:
            setting = decision.get("setting")
            node = setting_schema(setting) if isinstance(setting, str) else None
            if node is not None:
                decision["alternative"] = _fill(decision["alternative"], node)
    return filled


def _fill(value: Any, node: Node) -> Any:
    """`value` with the defaults of `node` filled in (objects in place); returns the value."""
    node = deref(node)
    if "anyOf" in node:
        return _fill_any(value, node["anyOf"])
    if isinstance(value, dict):
        properties: Node = node.get("properties", {})
        for key, prop in properties.items():
            prop = deref(prop)
            if key not in value and "default" in prop:
                value[key] = copy.deepcopy(prop["default"])
        for key in list(value):
            if key in properties:
                value[key] = _fill(value[key], properties[key])
            elif isinstance(node.get("additionalProperties"), dict):
                value[key] = _fill(value[key], node["additionalProperties"])
    elif isinstance(value, list) and isinstance(node.get("items"), dict):
        for index, item in enumerate(value):
            value[index] = _fill(item, node["items"])
    return value


def _fill_any(value: Any, branches: list[Node]) -> Any:
    effect = next((deref(b) for b in branches if deref(b).get("title") == "effect"), None)
    if effect is not None and isinstance(value, str) and value in effect.get("properties", {}):
        value = {value: {}}  # a bare effect name: the same effect with default parameters
    if effect is not None and isinstance(value, dict):
        value = {name: params if params is not None else {} for name, params in value.items()}
    for branch in branches:
        branch = deref(branch)
        if isinstance(value, dict) and branch.get("type") == "object":
            return _fill(value, branch)
        if isinstance(value, list) and branch.get("type") == "array":
            return _fill(value, branch)
    return value
