"""What "Add" makes in each list and map of a draft.

A new rank is dealt at once (`edits.add_rank`), a new deck entry holds the ranks no deck deals
yet, a new call is due at the cards left the player chose with a word no other call says, a
new effect takes the kind chosen with its required parameters, a new house rule writes its
setting into the file (the format wants it there) with a value to flip to where the setting is
neither yes/no nor a choice. Anywhere else the item is the smallest one the schema accepts, so
a list the format gains can grow without code here.
"""

from __future__ import annotations

import copy
from typing import Any

from game.ruleset.decidable import call_part, card_part
from game.ruleset.problem import KeyPath, msg
from game.ruleset.schema import deref, setting_schema
from game.workshop import edits
from game.workshop.edits import EditError, dotted
from game.workshop.structure import (
    as_dict,
    as_list,
    bare_kinds,
    decision_id_for,
    effect_template,
    known_decision_ids,
    template,
)
from game.workshop.suggest import (
    call_id_for,
    colour_suggestions,
    free_cards_left,
    free_key,
    new_rank_id,
)

Doc = dict[str, Any]


def add_item(doc: Doc, path: KeyPath, answer: Any) -> KeyPath:
    """Add to the list or map at `path` (see the module doc); returns the new item's path."""
    if path == ("ranks",):
        rank_id = str(answer or new_rank_id(doc))
        edits.add_rank(doc, rank_id)
        return ("ranks", rank_id)
    if path == ("colours",):
        suggestions = colour_suggestions(doc) or [free_key(as_list(doc.get("colours")), "colour")]
        edits.add_colour(doc, str(answer or suggestions[0]))
        return ("colours", len(doc["colours"]) - 1)
    if path == ("deck",) or (len(path) == 2 and path[0] == "deck_options"):
        return _add_entry(doc, path)
    if path == ("deck_options",):
        return _add_deck_option(doc, answer)
    if path == ("calls", "list"):
        return _add_call(doc, answer)
    if path == ("decisions",):
        return _add_decision(doc, answer)
    if path[-1] == "effects" or (len(path) > 2 and path[-3:-1] == ("choose_effect", "options")):
        where = "option_effect" if "options" in path else "effect"
        return _append(doc, path, effect_template(str(answer or "skip"), where))
    if path[-2:] == ("choose_effect", "options"):
        return _add_option(doc, path, answer)
    return _add_by_schema(doc, path, answer)


def _container(doc: Doc, path: KeyPath, empty: Any) -> Any:
    """The list or map at `path`, made where the draft has none yet."""
    node: Any = doc
    for index, part in enumerate(path):
        following_empty = empty if index == len(path) - 1 else {}
        if isinstance(node, list):
            node = node[edits.list_index(part)]
        else:
            if not isinstance(node.get(part), (dict, list)):
                node[part] = copy.deepcopy(following_empty)
            node = node[part]
    return node


def _append(doc: Doc, path: KeyPath, item: Any) -> KeyPath:
    items = _container(doc, path, [])
    items.append(item)
    return (*path, len(items) - 1)


def _add_entry(doc: Doc, path: KeyPath) -> KeyPath:
    """A deck entry of the ranks no deck deals yet, else of the first rank."""
    ranks = edits.ranks_in_no_deck(doc) or list(as_dict(doc.get("ranks")))[:1]
    return _append(doc, path, {"ranks": ranks})


def _add_deck_option(doc: Doc, answer: Any) -> KeyPath:
    """Another deck to choose by house rule, starting as a copy of the main deck."""
    options = _container(doc, ("deck_options",), {})
    option = str(answer or free_key(options, "small"))
    if option in options or option == "main":
        raise EditError(msg("workshop.edit.key_taken", key=option))
    options[option] = copy.deepcopy(as_list(doc.get("deck"))) or [{"ranks": []}]
    return ("deck_options", option)


def _add_call(doc: Doc, answer: Any) -> KeyPath:
    cards_left = answer if isinstance(answer, int) else free_cards_left(doc)
    call = {"id": call_id_for(doc, cards_left), "cards_left": cards_left, "penalty": 1}
    return _append(doc, ("calls", "list"), call)


def _add_option(doc: Doc, path: KeyPath, answer: Any) -> KeyPath:
    options = _container(doc, path, {})
    option = str(answer or free_key(options, "option"))
    if option in options:
        raise EditError(msg("workshop.edit.key_taken", key=option))
    options[option] = [bare_kinds("option_effect")[0]]
    return (*path, option)


def _add_decision(doc: Doc, setting: Any) -> KeyPath:
    """New game offers `setting` as a house rule: the decision names it (with the books' id
    where they have one), and the file writes it."""
    setting = str(setting)
    parts = setting.split(".")
    path = edits.key_path_of(doc, setting)
    value, present = edits.node_at(doc, path)
    node = setting_schema(setting) or {}
    if not present and ("default" in node or parts[-1] == "points"):
        value = copy.deepcopy(node["default"]) if "default" in node else _points(doc, parts)
        edits.put(doc, path, value)
    decision: dict[str, Any] = {
        "id": _decision_id(doc, setting),
        "setting": setting,
    }
    if _whole(setting):
        # a card's effects, aliases, the cards it never goes on: they start as they are, and
        # the player makes them the house rule's (New game offers words and numbers itself)
        alternative = copy.deepcopy(value) if _needs_alternative(node) else None
    else:
        alternative = _alternative(parts, node, value)
    if alternative is not None:
        decision["alternative"] = alternative
    return _append(doc, ("decisions",), decision)


def _whole(setting: str) -> bool:
    """Whether a house rule names a card's or a call's setting whole (`ranks.8.effects`,
    `calls.list.0.penalty`) rather than a table setting or one effect's parameter."""
    card = card_part(setting)
    return card is not None and len(card[1]) == 1 or call_part(setting) is not None


def _needs_alternative(node: dict[str, Any]) -> bool:
    """Neither yes/no, nor words, nor a number: New game offers those by themselves."""
    node = deref(node) if node else {}
    return node.get("type") not in ("boolean", "integer") and "enum" not in node


def _points(doc: Doc, parts: list[str]) -> int:
    """A card's points where the file leaves them out: its value (the format's default)."""
    rank = as_dict(as_dict(doc.get("ranks")).get(parts[1]))
    value = rank.get("value", (setting_schema(f"ranks.{parts[1]}.value") or {}).get("default"))
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _decision_id(doc: Doc, setting: str) -> str:
    return decision_id_for(doc, setting, known_decision_ids())


def _alternative(parts: list[str], node: dict[str, Any], value: Any) -> Any:
    """The value a house rule flips a list setting to (New game offers yes/no, words and
    numbers by itself): a list of fixed words keeps only its first word, or takes the second;
    a list of ranks none, or for an empty one the card itself (a Draw 2 that stacks on
    itself); jump-in's every number card none, and a list of ranks every number card."""
    node = deref(node) if node else {}
    if "anyOf" in node:
        return [] if value == "numbers" else "numbers"
    if node.get("type") != "array":
        return None
    words = deref(node.get("items", {})).get("enum")
    if words:
        return [words[1]] if value == words[:1] and len(words) > 1 else words[:1]
    if isinstance(value, list) and value:
        return []
    return [parts[1]] if parts[0] == "ranks" else []


def _add_by_schema(doc: Doc, path: KeyPath, answer: Any) -> KeyPath:
    node = setting_schema(dotted(path)) or {}
    if node.get("type") == "array" and isinstance(node.get("items"), dict):
        return _append(doc, path, template(node["items"]))
    items = node.get("additionalProperties")
    if isinstance(items, dict) and answer:
        mapping = _container(doc, path, {})
        if str(answer) in mapping:
            raise EditError(msg("workshop.edit.key_taken", key=answer))
        mapping[str(answer)] = template(items)
        return (*path, str(answer))
    raise EditError(msg("workshop.edit.cannot_add", place=dotted(path)))
