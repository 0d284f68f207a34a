"""The form of a draft: one `Field` per place of the ruleset format, made by walking the JSON
Schema beside the draft, so that a key added to the format appears with no screen code.

The widget kind follows from the schema (see `game.workshop.model`): an `enum` is a CHOICE, an
integer a NUMBER with the schema's minimum and maximum, a boolean a TOGGLE, a list of rank ids a
CARDS picker, a list of colour ids a COLOURS picker, a list of fixed words a MULTICHOICE, a text
(a string or one per language) TEXTS, an effect an EFFECT, an object a GROUP, a list of objects
a LIST, a mapping with keys the player names a MAP. A few places name something the schema only
knows as a string, and get a choice of what the draft holds: a house rule's setting (the
settings New game can offer), the deck in use (`main` or a deck option), a call (the calls the
game has words for) and a house rule's own value (the widget of the setting it flips).
"""

from __future__ import annotations

from typing import Any

from game.housewords import setting_label
from game.ruleset.schema import deref, load_schema, setting_schema
from game.ruleset.shown import pictures_for
from game.workshop import words
from game.workshop.edits import node_at
from game.workshop.items import effect_kind_options, item_label, list_adder, map_adder
from game.workshop.languages import addable, language_words, text_languages
from game.workshop.model import Adder, Field, Kind, Option
from game.workshop.structure import (
    as_dict,
    as_list,
    colour_ids,
    effect_kind,
    effect_kinds,
    format_default,
    house_rule_settings,
    named_by_house_rule,
    params_schema,
    rank_ids,
)
from game.workshop.suggest import call_ids, colour_suggestions, free_key
from game.workshop.walk import MISSING, Path, Walk, dotted_path


def build_root(doc: dict[str, Any]) -> Field:
    """The whole form of a draft: a GROUP whose children are the top-level keys."""
    walk = Walk(doc, rank_ids(doc), colour_ids(doc))
    walk.rank_options = tuple(Option(r, words.rank_words(doc, r)) for r in walk.ranks)
    walk.colour_options = tuple(Option(c, words.colour_words(doc, c)) for c in walk.colours)
    return field_for(walk, load_schema(), (), doc, "ruleset", "ruleset")


def field_for(
    walk: Walk, node: dict[str, Any], path: Path, value: Any, key: str, owner: str
) -> Field:
    """The field of the value at `path` (MISSING: not written) whose schema node is `node`.

    `key` names the property for its words (`rank.kind`); `owner` names the object whose
    properties its children are (`rank`, or `key` itself for an object written inline).
    """
    node = deref(node)
    description = str(node.get("description", ""))
    present = value is not MISSING
    shown = value if present else node.get("default")
    field = Field(
        path,
        Kind.FIXED,
        words.label(key, description),
        words.help_text(key, description),
        words.words_key(key),
        shown,
        present,
    )
    _shape(walk, field, node, key, owner)
    if not present and "default" not in node and field.leaf:
        field.empty = words.empty_words(key)
    return field


def _shape(walk: Walk, field: Field, node: dict[str, Any], key: str, owner: str) -> None:
    """Give `field` its kind and what its widget needs."""
    special = _SPECIAL.get(key) or _TITLED.get(str(node.get("title", "")))
    if special is not None:
        special(walk, field, node)
    elif "anyOf" in node:
        _any_of(walk, field, node, key)
    elif "enum" in node:
        _choice(walk, field, node["enum"])
    elif "const" in node:
        field.kind = Kind.FIXED
    elif node.get("type") == "boolean":
        field.kind = Kind.TOGGLE
        field.value = bool(field.value)
    elif node.get("type") == "integer":
        field.kind, field.low, field.high = Kind.NUMBER, node.get("minimum"), node.get("maximum")
    elif node.get("type") == "string":
        field.kind = Kind.IDENTIFIER if "pattern" in node else Kind.TEXT
        field.pattern, field.max_length = node.get("pattern"), node.get("maxLength")
    elif node.get("type") == "array":
        _array(walk, field, node, key)
    elif node.get("type") == "object":
        _object(walk, field, node, key, owner)


def _choice(walk: Walk, field: Field, values: list[Any]) -> None:
    dotted = dotted_path(field.path)
    leaf = dotted if dotted == "rules.deck" else dotted.rpartition(".")[2]
    options = walk.once(
        ("choice", leaf, tuple(values)),
        lambda: [Option(v, words.value_words(dotted, v, walk.doc)) for v in values],
    )
    field.kind = Kind.CHOICE
    field.options = _with_current(field.value, options)


def _with_current(value: Any, options: list[Option]) -> tuple[Option, ...]:
    """A choice always offers the value the draft holds, even one the format refuses (an
    imported file's), so the screen can show it beside the validator's message."""
    plain = value is not None and not isinstance(value, (dict, list))
    if plain and all(option.value != value for option in options):
        options = [*options, Option(value, str(value))]
    return tuple(options)


def _any_of(walk: Walk, field: Field, node: dict[str, Any], key: str) -> None:
    title = node.get("title")
    if title == "text":
        field.kind = Kind.TEXTS
        # The game's languages, and every other language the file gives the text in; "Add a
        # language" offers the common others (any tag may be typed, `Draft.add_language`).
        codes = text_languages(field.value)
        field.options = tuple(Option(code, language_words(code)) for code in codes)
        field.max_length = 200
        offered = addable(field.value)
        field.adds = Adder(
            Kind.CHOICE,
            offered,
            offered[0].value if offered else None,
            label=words.adder_words("languages"),
        )
    elif title == "effect":
        _effect(walk, field, "option_effect" if key.startswith("option") else "effect")
    else:  # a list, or one word standing for a whole group (jump-in's "numbers")
        const = next((deref(b)["const"] for b in node["anyOf"] if "const" in deref(b)), None)
        field.kind = Kind.CARDS
        field.options = _rank_options(walk)
        if const is not None:
            field.special = Option(const, words.special_words(const))


def _rank_options(walk: Walk) -> tuple[Option, ...]:
    return walk.rank_options


def _array(walk: Walk, field: Field, node: dict[str, Any], key: str) -> None:
    raw_items = node.get("items", {})
    items = deref(raw_items)
    title = items.get("title")
    if title == "rank id":
        field.kind, field.options = Kind.CARDS, _rank_options(walk)
    elif title == "colour id":
        field.kind = Kind.COLOURS
        field.options = walk.colour_options
        if not field.present:
            field.value = list(walk.colours)  # a deck entry without colours: in every colour
    elif "enum" in items:
        dotted = dotted_path(field.path)
        field.kind = Kind.MULTICHOICE
        field.options = tuple(
            Option(v, words.value_words(dotted, v, walk.doc)) for v in items["enum"]
        )
    elif items.get("type") == "string":
        field.kind = Kind.NAMES
        field.options = _rank_options(walk)  # other ranks' names, suggested (its own too)
        field.max_length = items.get("maxLength")
    else:
        field.kind = Kind.LIST
        item_owner = _owner(raw_items, f"{key}[]")
        for index, item in enumerate(as_list(field.value)):
            child = field_for(walk, items, (*field.path, index), item, item_owner, item_owner)
            child.label = item_label(walk, child, item_owner)
            child.removable = child.movable = True
            field.children.append(child)
        field.adds = list_adder(walk, field, item_owner)


def _object(walk: Walk, field: Field, node: dict[str, Any], key: str, owner: str) -> None:
    value = field.value if isinstance(field.value, dict) else {}
    properties = node.get("properties")
    if properties:
        field.kind = Kind.GROUP
        required = node.get("required", [])
        for prop, raw in properties.items():
            child_key = f"{owner}.{prop}"
            if child_key == "decision.alternative" and not _flips_to_a_value(walk, field):
                continue
            child = field_for(
                walk,
                raw,
                (*field.path, prop),
                value.get(prop, MISSING),
                child_key,
                _owner(raw, child_key),
            )
            child.required = prop in required
            child.unsettable = _unsettable(walk, child)
            field.children.append(child)
        return
    items = node.get("additionalProperties")
    if isinstance(items, dict):
        field.kind = Kind.MAP
        item_owner = _owner(items, f"{key}[]")
        for item_key, item in value.items():
            child = field_for(walk, items, (*field.path, item_key), item, item_owner, item_owner)
            child.label = item_label(walk, child, item_owner)
            child.removable = child.renamable = True
            field.children.append(child)
        field.adds = map_adder(walk, field, key)


def _unsettable(walk: Walk, field: Field) -> bool:
    """Whether "back to the default" changes anything: a written optional leaf, but where a
    house rule names it only while it differs from a default the format gives (the key stays
    written; see `Draft.unset`)."""
    if not (field.present and not field.required and field.leaf):
        return False
    if not named_by_house_rule(walk.doc, field.path):
        return True
    has_default, default = format_default(field.path)
    value, _present = node_at(walk.doc, field.path)
    return has_default and value != default


def _owner(raw: dict[str, Any], fallback: str) -> str:
    """A `$ref`'s definition names what it refers to; an inline node is named by its place."""
    ref = raw.get("$ref")
    return str(ref).rsplit("/", 1)[-1] if ref else fallback


# -- effects ----------------------------------------------------------------------------------
def _effect(walk: Walk, field: Field, where: str) -> None:
    field.kind = Kind.EFFECT
    kinds = walk.once(("kinds", where), lambda: effect_kinds(where))
    kind = effect_kind(field.value)
    field.options = walk.once(where, lambda: effect_kind_options(where))
    if kind not in kinds:
        return  # an unknown or malformed effect: the validator's message says which
    params = field.value[kind] if isinstance(field.value, dict) else {}
    field.options = _with_current(kind, list(field.options))
    node = params_schema(kind, where)
    owner = f"{kind}_params"
    for prop, raw in node.get("properties", {}).items():
        child_key = f"{owner}.{prop}"
        given = params.get(prop, MISSING) if isinstance(params, dict) else MISSING
        child = field_for(walk, raw, (*field.path, kind, prop), given, child_key, child_key)
        child.required = prop in node.get("required", [])
        child.unsettable = _unsettable(walk, child)
        field.children.append(child)
    field.value = kind


# -- places the schema knows only as a string -------------------------------------------------
def _setting(walk: Walk, field: Field, _node: dict[str, Any]) -> None:
    field.kind = Kind.CHOICE
    offered = house_rule_settings(walk.doc)
    options = [Option(p, setting_label(walk.doc, p)) for p in offered]
    if isinstance(field.value, str) and field.value not in offered:
        # a file's own (a card's effects, a call's penalty): in words too, with its card
        options.append(Option(field.value, setting_label(walk.doc, field.value)))
    field.options = _with_current(field.value, options)


def _deck_id(walk: Walk, field: Field, _node: dict[str, Any]) -> None:
    decks = ["main", *as_dict(walk.doc.get("deck_options"))]
    _choice(walk, field, decks)


def _call_id(walk: Walk, field: Field, _node: dict[str, Any]) -> None:
    field.kind = Kind.CHOICE
    options = [Option(c, words.call_words(c)) for c in call_ids()]
    if field.value not in call_ids():  # a call the file names itself ("Mau Mau!"): its name
        call = _parent(walk.doc, field.path)
        named = words.text_words(call.get("name")) if isinstance(call, dict) else ""
        if named and field.value is not None and not isinstance(field.value, (dict, list)):
            options.append(Option(field.value, named))
    field.options = _with_current(field.value, options)


def _parent(doc: Any, path: tuple[str | int, ...]) -> Any:
    """What holds the value at `path` in the draft (None where the path leads nowhere)."""
    for part in path[:-1]:
        try:
            doc = doc[part]
        except (KeyError, IndexError, TypeError):
            return None
    return doc


def _flips_to_a_value(walk: Walk, decision: Field) -> bool:
    """Whether a house rule needs a value of its own to flip to: its setting is neither
    yes/no nor a choice of words (New game offers those by themselves), or it has one."""
    value = decision.value if isinstance(decision.value, dict) else {}
    setting = value.get("setting")
    node = setting_schema(setting) if isinstance(setting, str) else None
    if "alternative" in value:
        return True
    return node is not None and node.get("type") != "boolean" and "enum" not in node


def _alternative(walk: Walk, field: Field, _node: dict[str, Any]) -> None:
    """A house rule's own value takes the widget of the setting it flips."""
    decision = as_dict(as_list(walk.doc.get("decisions"))[int(field.path[1])])
    setting = decision.get("setting")
    node = setting_schema(setting) if isinstance(setting, str) else None
    if node is None:
        field.kind = Kind.FIXED
        return
    _shape(walk, field, node, "decision.alternative", "decision.alternative")


def _colour_list(walk: Walk, field: Field, node: dict[str, Any]) -> None:
    """The colours the deck is made of: each a colour id the player names."""
    field.kind = Kind.LIST
    items = deref(node["items"])
    for index, colour in enumerate(as_list(field.value)):
        name = words.colour_words(walk.doc, str(colour))
        child = Field((*field.path, index), Kind.IDENTIFIER, name)
        child.where = "ruleset.colours[]"
        child.value, child.pattern = colour, items.get("pattern")
        child.max_length, child.removable, child.movable = items.get("maxLength"), True, True
        child.options = tuple(
            Option(c, words.colour_words(walk.doc, c)) for c in colour_suggestions(walk.doc)
        )
        field.children.append(child)
    suggestions = tuple(
        Option(c, words.colour_words(walk.doc, c)) for c in colour_suggestions(walk.doc)
    )
    first = suggestions[0].value if suggestions else free_key(walk.colours, "colour")
    field.adds = Adder(Kind.IDENTIFIER, suggestions, first, label=words.adder_words("colours"))


def _picture(walk: Walk, field: Field, node: dict[str, Any]) -> None:
    """A card's picture: only those the game can paint on its cards (a court figure only on
    the French suits), as `check` holds them; a refused one the draft holds is still shown."""
    rank_id = str(field.path[1]) if len(field.path) > 1 else ""
    offered = pictures_for(walk.doc, rank_id)
    _choice(walk, field, [picture for picture in node["enum"] if picture in offered])


_SPECIAL = {
    "ruleset.colours": _colour_list,
    "rank.picture": _picture,
    "call.id": _call_id,
}
_TITLED = {
    "setting path": _setting,
    "deck id": _deck_id,
    "house-rule value": _alternative,
}


def property_keys() -> list[str]:
    """Every property the form can show, by the key its words are kept under (see
    `game.workshop.words`), in the schema's order."""
    keys: list[str] = []

    def visit(node: dict[str, Any], owner: str) -> None:
        node = deref(node)
        if node.get("title") == "text":
            return  # a text is one field, whatever its languages
        for branch in node.get("anyOf", []):
            visit(branch, owner)
        for prop, raw in node.get("properties", {}).items():
            key = f"{owner}.{prop}"
            if words.words_key(key) not in keys:
                keys.append(words.words_key(key))
            visit(raw, _owner(raw, key))
        for inner in (node.get("items"), node.get("additionalProperties")):
            if isinstance(inner, dict):
                visit(inner, _owner(inner, f"{owner}[]"))

    visit(load_schema(), "ruleset")
    return keys
