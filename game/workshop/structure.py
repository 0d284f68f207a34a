"""What the workshop knows about a ruleset's structure: where ranks and colours are named, what
a new effect, call, deck entry or house rule looks like, and which settings New game can offer.

Everything here works on a draft document as it is (a plain dict, possibly with problems),
never assumes it valid, and reads the format's facts from the JSON Schema: a new effect kind
or a new required parameter there needs no change here.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterator
from typing import Any

from game.rulebook import SAID
from game.ruleset.decidable import call_settings, card_settings, decidable
from game.ruleset.schema import deref, load_schema, setting_schema
from game.ruleset.semantics import NOT_HOUSE_RULES, RANK_LISTS, SETTING_RANK_LISTS, setting_at

Doc = dict[str, Any]
EFFECTS_OF = {"effect": "effect", "option": "option_effect"}
_DECISION_NUMBER = re.compile(r"^D-([0-9]+)$")
#: Past every decision the books' digest numbers: a house rule of the player's own.
FIRST_OWN_DECISION = 100


def as_dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def as_list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def rank_ids(doc: Doc) -> list[str]:
    return [str(rank) for rank in as_dict(doc.get("ranks"))]


def colour_ids(doc: Doc) -> list[str]:
    return [colour for colour in as_list(doc.get("colours")) if isinstance(colour, str)]


# -- effects --------------------------------------------------------------------------------
def effect_kinds(where: str = "effect") -> list[str]:
    """The effect kinds allowed in a rank's effects (`effect`) or a choose-effect option's
    (`option_effect`), in the schema's order."""
    branches = load_schema()["$defs"][where]["anyOf"]
    mapping = next(deref(b) for b in branches if deref(b).get("type") == "object")
    return list(mapping["properties"])


def bare_kinds(where: str = "effect") -> list[str]:
    """The kinds that may be written as a bare name (no required parameters)."""
    branches = load_schema()["$defs"][where]["anyOf"]
    names = next(deref(b) for b in branches if deref(b).get("type") == "string")
    return list(names["enum"])


def effect_kind(effect: Any) -> str | None:
    """The kind of an effect as written: a bare name or a mapping with one key."""
    if isinstance(effect, str):
        return effect
    if isinstance(effect, dict) and len(effect) == 1:
        return str(next(iter(effect)))
    return None


def params_schema(kind: str, where: str = "effect") -> dict[str, Any]:
    """The schema of an effect kind's parameters."""
    branches = load_schema()["$defs"][where]["anyOf"]
    mapping = next(deref(b) for b in branches if deref(b).get("type") == "object")
    return deref(mapping["properties"][kind])


def template(node: dict[str, Any]) -> Any:
    """The smallest value a schema node accepts by itself: its default, else its required
    keys, its minimum, its first choice. (A new list item, a new effect's parameters.)"""
    node = deref(node)
    if "default" in node:
        return copy.deepcopy(node["default"])
    if "const" in node:
        return node["const"]
    if "enum" in node:
        return node["enum"][0]
    if "anyOf" in node:
        return template(node["anyOf"][0])
    kind = node.get("type")
    if kind == "object":
        properties = node.get("properties", {})
        return {key: template(properties[key]) for key in node.get("required", [])}
    if kind == "array":
        return []
    if kind == "integer":
        return int(node.get("minimum", 0))
    if kind == "boolean":
        return False
    return ""


def effect_template(kind: str, where: str = "effect") -> Any:
    """A new effect of `kind`: its bare name when it needs no parameters, else a mapping with
    its required parameters (a draw of two cards; a choice of skipping or naming a colour)."""
    if kind == "choose_effect":
        first, second = bare_kinds("option_effect")[:1], bare_kinds("option_effect")[-1:]
        return {kind: {"options": {first[0]: list(first), second[0]: list(second)}}}
    if kind in bare_kinds(where):
        return kind
    params = template(params_schema(kind, where))
    if kind == "draw":
        params["count"] = 2  # the card everyone knows; the schema's least is one
    return {kind: params}


def expand_effect(effects: list[Any], index: int) -> dict[str, Any]:
    """The parameters of `effects[index]`, turning a bare name into `{name: {}}` first (so a
    parameter can be written into it)."""
    effect = effects[index]
    if isinstance(effect, str):
        effects[index] = effect = {effect: {}}
    name = next(iter(effect))
    if not isinstance(effect[name], dict):
        effect[name] = {}
    params: dict[str, Any] = effect[name]
    return params


def tidy_effects(effects: list[Any], where: str = "effect") -> None:
    """Write `{name: {}}` as the bare name again where the format allows it (readable files)."""
    bare = bare_kinds(where)
    for index, effect in enumerate(effects):
        if isinstance(effect, dict) and len(effect) == 1:
            ((name, params),) = effect.items()
            if name in bare and params in ({}, None):
                effects[index] = name
        kind = effect_kind(effects[index])
        if kind == "choose_effect":
            for option in as_dict(as_dict(effects[index][kind]).get("options")).values():
                if isinstance(option, list):
                    tidy_effects(option, "option_effect")


def effect_lists(doc: Doc) -> Iterator[tuple[list[Any], str]]:
    """Every list of effects in the draft (ranks', and choose-effect options' within them),
    with which effects it may hold."""
    for rank in as_dict(doc.get("ranks")).values():
        effects = as_dict(rank).get("effects")
        if isinstance(effects, list):
            yield from _with_options(effects, "effect")


def _with_options(effects: list[Any], where: str) -> Iterator[tuple[list[Any], str]]:
    yield effects, where
    for effect in effects:
        if effect_kind(effect) == "choose_effect" and isinstance(effect, dict):
            for option in as_dict(as_dict(effect["choose_effect"]).get("options")).values():
                if isinstance(option, list):
                    yield from _with_options(option, "option_effect")


# -- where ranks and colours are named ----------------------------------------------------------
def decks(doc: Doc) -> Iterator[list[Any]]:
    """The main deck and every deck option, as lists of entries."""
    if isinstance(doc.get("deck"), list):
        yield doc["deck"]
    for entries in as_dict(doc.get("deck_options")).values():
        if isinstance(entries, list):
            yield entries


def rank_lists(doc: Doc) -> Iterator[list[Any]]:
    """Every list in the draft that names ranks: deck entries, not_on, the effects'
    stack_with and defended_by, the settings' rank lists (SETTING_RANK_LISTS) and the house-rule
    values of such lists."""
    for entries in decks(doc):
        for entry in entries:
            if isinstance(as_dict(entry).get("ranks"), list):
                yield entry["ranks"]
    for rank in as_dict(doc.get("ranks")).values():
        if isinstance(as_dict(rank).get("not_on"), list):
            yield rank["not_on"]
    for effects, _where in effect_lists(doc):
        for effect in effects:
            params = as_dict(as_dict(effect).get(effect_kind(effect) or ""))
            for key in RANK_LISTS:
                if isinstance(params.get(key), list):
                    yield params[key]
    for setting in SETTING_RANK_LISTS:
        ranks = setting_at(doc, setting)
        if isinstance(ranks, list):
            yield ranks
    for decision in as_list(doc.get("decisions")):
        if isinstance(as_dict(decision).get("alternative"), list):
            yield decision["alternative"]


def entry_colour_lists(doc: Doc) -> Iterator[list[Any]]:
    for entries in decks(doc):
        for entry in entries:
            if isinstance(as_dict(entry).get("colours"), list):
                yield entry["colours"]


def drop_emptied_entries(doc: Doc) -> None:
    """Deck entries left without ranks or colours go: an entry with no `colours` would mean
    every colour, the opposite of what removing its last one meant."""
    for entries in decks(doc):
        entries[:] = [
            entry
            for entry in entries
            if not isinstance(entry, dict)
            or (entry.get("ranks") != [] and entry.get("colours", ["all"]) != [])
        ]


def rename_key(mapping: dict[str, Any], old: str, new: str) -> None:
    """Rename a key in place, keeping its place in the order (the order of ranks numbers the
    card types; the order of options numbers them)."""
    items = [(new if key == old else key, value) for key, value in mapping.items()]
    mapping.clear()
    mapping.update(items)


# -- house rules --------------------------------------------------------------------------------
def house_rule_settings(doc: Doc) -> list[str]:
    """The settings New game can offer as house rules in this draft, by dotted path: every
    table setting the rules say in words (but `players.min`: New game chooses the seats);
    card by card what `game.ruleset.decidable` lets a house rule name of a card (its effects,
    where it may be played, its aliases, its points) and every parameter of its effects, also
    inside choose-effect options; call by call its due time and penalty."""
    found = [path for path in SAID if path not in NOT_HOUSE_RULES]
    for rank_id, rank in as_dict(doc.get("ranks")).items():
        found += [path for path in card_settings(str(rank_id)) if decidable(path)]
        effects = as_dict(rank).get("effects")
        if isinstance(effects, list):
            found += _effect_settings(f"ranks.{rank_id}.effects", effects, "effect")
    for index, _call in enumerate(as_list(as_dict(doc.get("calls")).get("list"))):
        found += [path for path in call_settings(index) if decidable(path)]
    return found


def _effect_settings(prefix: str, effects: list[Any], where: str) -> list[str]:
    found: list[str] = []
    kinds = effect_kinds(where)
    for index, effect in enumerate(effects):
        kind = effect_kind(effect)
        if kind not in kinds:
            continue
        for param, node in params_schema(kind, where).get("properties", {}).items():
            if deref(node).get("type") != "object":
                found.append(f"{prefix}.{index}.{kind}.{param}")
        if kind == "choose_effect" and isinstance(effect, dict):
            options = as_dict(as_dict(effect[kind]).get("options"))
            for option, inner in options.items():
                here = f"{prefix}.{index}.{kind}.options.{option}"
                found += _effect_settings(here, as_list(inner), "option_effect")
    return found


def known_decision_ids() -> dict[str, str]:
    """The decision id each setting carries in the built-in rulesets (`rules.reshuffle`:
    D-5), so that a house rule of the player's own is named as the books' digest names it."""
    from game import paths
    from game.ruleset.reader import load_file

    known: dict[str, str] = {}
    for path in sorted(paths.rulesets_dir().glob("*.yaml")):
        data = load_file(path, path.name).data
        for decision in as_list(as_dict(data).get("decisions")):
            decision = as_dict(decision)
            if isinstance(decision.get("setting"), str) and isinstance(decision.get("id"), str):
                known.setdefault(decision["setting"], decision["id"])
    return known


def decision_id_for(doc: Doc, setting: str, known: dict[str, str]) -> str:
    """The id of a new decision on `setting`: the books' id for a table setting, else the
    next number past FIRST_OWN_DECISION that the draft does not use."""
    if setting in known and not setting.startswith("ranks."):
        return known[setting]
    numbers = [FIRST_OWN_DECISION]
    for decision in as_list(doc.get("decisions")):
        found = _DECISION_NUMBER.match(str(as_dict(decision).get("id", "")))
        if found:
            numbers.append(int(found[1]))
    return f"D-{max(numbers) + 1}"


def named_by_house_rule(doc: Doc, path: tuple[str | int, ...]) -> bool:
    """Whether one of the draft's house rules names the setting at `path`: it must stay
    written in the file, or the house rule has nothing to change."""
    setting = ".".join(str(part) for part in path)
    named = (as_dict(decision).get("setting") for decision in as_list(doc.get("decisions")))
    return setting in named


def format_default(path: tuple[str | int, ...]) -> tuple[bool, Any]:
    """(True, the format's default) of the setting at `path`, or (False, None) where the
    format gives it none."""
    node = setting_schema(".".join(str(part) for part in path))
    if node is None or "default" not in node:
        return False, None
    return True, copy.deepcopy(node["default"])
