"""Changes to a draft document that keep it whole: renaming a rank renames it wherever it is
named, removing a colour takes it out of the deck entries, removing an effect takes the house
rules on its parameters with it and renumbers the ones after it.

Each function changes the document in place and raises `EditError` (a ValueError with words
for the player) for what cannot be done at all, such as two ranks with one id; anything the
format merely refuses is left to the validator, which says so beside the field.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from game.ruleset.problem import KeyPath, Message, msg
from game.workshop.structure import (
    as_dict,
    as_list,
    decks,
    drop_emptied_entries,
    entry_colour_lists,
    rank_lists,
    rename_key,
)

Doc = dict[str, Any]


class EditError(ValueError):
    """A change that cannot be made; `message` says why in the player's words."""

    def __init__(self, message: Message) -> None:
        super().__init__(str(message))
        self.message = message


def dotted(path: KeyPath) -> str:
    return ".".join(str(part) for part in path)


def node_at(doc: Any, path: KeyPath) -> tuple[Any, bool]:
    """The value at `path` and whether there is one."""
    node: Any = doc
    for part in path:
        if not holds(node, part):
            return None, False
        node = node[part]
    return node, True


def key_path_of(doc: Any, dotted: str) -> KeyPath:
    """A house rule's dotted setting path as a key path of `doc`: a part is a list index
    only where the draft has a list (a rank id "7" stays text), so that `put` can write a
    setting the draft leaves out, inside a bare effect name too."""
    path: list[str | int] = []
    node: Any = doc
    for part in dotted.split("."):
        if isinstance(node, list) and part.isdigit():
            path.append(int(part))
            node = node[int(part)] if int(part) < len(node) else None
        else:
            path.append(part)
            node = node.get(part) if isinstance(node, dict) else None
    return tuple(path)


def list_index(part: str | int) -> int:
    """A path's part that steps into a list: its index (a name there is the same error
    indexing a list with it would be)."""
    if not isinstance(part, int):
        raise TypeError(f"list indices must be integers or slices, not {type(part).__name__}")
    return part


def holds(node: Any, part: str | int) -> bool:
    """Whether a mapping has the key `part`, or a list the index."""
    if isinstance(node, list):
        return isinstance(part, int) and 0 <= part < len(node)
    return isinstance(node, dict) and part in node


def put(doc: Doc, path: KeyPath, value: Any) -> None:
    """Put a copy of `value` at `path`, making the mappings and lists on the way, and turning
    a bare effect name on the way into `{name: {}}` so that a parameter can go in."""
    node: Any = doc
    for index, part in enumerate(path[:-1]):
        following = path[index + 1]
        if isinstance(node, list):
            at = list_index(part)
            if isinstance(node[at], str) and node[at] == following:
                node[at] = {following: {}}
            node = node[at]
            continue
        child = node.get(part)
        if isinstance(child, dict) or isinstance(child, list) and isinstance(following, int):
            node = child
            continue
        node[part] = [] if isinstance(following, int) else {}
        node = node[part]
    node[path[-1]] = copy.deepcopy(value)


# -- house rules that name a setting by its path ----------------------------------------------
def rewrite_settings(doc: Doc, change: Callable[[list[str]], list[str] | None]) -> None:
    """Give every house rule's setting path to `change`: a new path, or None to drop the
    house rule (its setting is gone)."""
    decisions = doc.get("decisions")
    if not isinstance(decisions, list):
        return
    kept = []
    for decision in decisions:
        setting = as_dict(decision).get("setting")
        if isinstance(setting, str):
            parts = change(setting.split("."))
            if parts is None:
                continue
            decision["setting"] = ".".join(parts)
        kept.append(decision)
    decisions[:] = kept


def forget_settings(doc: Doc, path: KeyPath) -> None:
    """House rules on the setting at `path` or below it go with it."""
    prefix = [str(part) for part in path]
    rewrite_settings(doc, lambda parts: None if parts[: len(prefix)] == prefix else parts)


def renumber_settings(doc: Doc, list_path: KeyPath, moved: Callable[[int], int | None]) -> None:
    """A list's items moved: house rules on an item follow it (`moved(old index)` is its new
    index, or None where it was removed)."""
    prefix = [str(part) for part in list_path]

    def change(parts: list[str]) -> list[str] | None:
        if parts[: len(prefix)] != prefix or len(parts) == len(prefix):
            return parts
        index = parts[len(prefix)]
        if not index.isdigit():
            return parts
        new = moved(int(index))
        return None if new is None else [*prefix, str(new), *parts[len(prefix) + 1 :]]

    rewrite_settings(doc, change)


def rename_in_settings(doc: Doc, path: KeyPath, new_key: str) -> None:
    """House rules below a renamed key name it by its new name."""
    prefix = [str(part) for part in path]

    def change(parts: list[str]) -> list[str]:
        if parts[: len(prefix)] == prefix:
            return [*prefix[:-1], new_key, *parts[len(prefix) :]]
        return parts

    rewrite_settings(doc, change)


# -- ranks ------------------------------------------------------------------------------------
def _ranks(doc: Doc) -> dict[str, Any]:
    if not isinstance(doc.get("ranks"), dict):
        doc["ranks"] = {}
    ranks: dict[str, Any] = doc["ranks"]
    return ranks


def add_rank(doc: Doc, rank_id: str, kind: str = "symbol") -> None:
    """A new kind of card, dealt once in every colour of the main deck (a number card takes
    the next number), so that it is in play at once."""
    ranks = _ranks(doc)
    if rank_id in ranks:
        raise EditError(msg("workshop.edit.rank_taken", rank=rank_id))
    rank: dict[str, Any] = {"kind": kind}
    if kind == "number":
        values = [v for r in ranks.values() if isinstance(v := as_dict(r).get("value"), int)]
        rank["value"] = min(max(values, default=0) + 1, 100)
    ranks[rank_id] = rank
    place_in_deck(doc, rank_id)


def place_in_deck(doc: Doc, rank_id: str) -> None:
    """Into the main deck's first entry of coloured cards in every colour, else a new entry."""
    if not isinstance(doc.get("deck"), list):
        doc["deck"] = []
    for entry in doc["deck"]:
        ranks = as_dict(entry).get("ranks")
        if isinstance(ranks, list) and "colours" not in entry and _all_coloured(doc, ranks):
            ranks.append(rank_id)
            return
    doc["deck"].append({"ranks": [rank_id]})


def _all_coloured(doc: Doc, ranks: list[Any]) -> bool:
    table = as_dict(doc.get("ranks"))
    return all(as_dict(table.get(r)).get("coloured", True) is not False for r in ranks)


def remove_rank(doc: Doc, rank_id: str) -> None:
    """The rank goes, and with it every mention: in decks (an entry left empty goes too), in
    not_on and the effects' lists, jump-in's ranks, and house rules on its settings."""
    del _ranks(doc)[rank_id]
    for ranks in rank_lists(doc):
        ranks[:] = [rank for rank in ranks if rank != rank_id]
    drop_emptied_entries(doc)
    forget_settings(doc, ("ranks", rank_id))


def rename_rank(doc: Doc, old: str, new: str) -> None:
    """A rank's new id, wherever it is named: decks, lists of ranks, other cards' aliases, the
    options of choose-effect cards standing for it, and house rules' setting paths."""
    ranks = _ranks(doc)
    if new == old:
        return
    if new in ranks:
        raise EditError(msg("workshop.edit.rank_taken", rank=new))
    rename_key(ranks, old, new)
    for named in rank_lists(doc):
        named[:] = [new if rank == old else rank for rank in named]
    for rank in ranks.values():
        aliases = as_dict(rank).get("rank_aliases")
        if isinstance(aliases, list):
            aliases[:] = [new if alias == old else alias for alias in aliases]
    rename_in_settings(doc, ("ranks", old), new)
    _rename_options(doc, old, new)


def _rename_options(doc: Doc, old: str, new: str) -> None:
    """Choose-effect options named after the rank (the Joker's "Draw 2") take its new id."""
    for rank_id, rank in as_dict(doc.get("ranks")).items():
        for index, effect in enumerate(as_list(as_dict(rank).get("effects"))):
            choose = as_dict(as_dict(effect).get("choose_effect"))
            options = as_dict(choose.get("options"))
            if old in options and new not in options:
                rename_key(options, old, new)
                path = ("ranks", rank_id, "effects", index, "choose_effect", "options", old)
                rename_in_settings(doc, path, new)


# -- colours ----------------------------------------------------------------------------------
def _colours(doc: Doc) -> list[Any]:
    if not isinstance(doc.get("colours"), list):
        doc["colours"] = []
    colours: list[Any] = doc["colours"]
    return colours


def add_colour(doc: Doc, colour: str) -> None:
    colours = _colours(doc)
    if colour in colours:
        raise EditError(msg("workshop.edit.colour_taken", colour=colour))
    colours.append(colour)


def remove_colour(doc: Doc, colour: str) -> None:
    """The colour goes from the deck; entries that listed only it go too."""
    colours = _colours(doc)
    colours[:] = [c for c in colours if c != colour]
    for listed in entry_colour_lists(doc):
        listed[:] = [c for c in listed if c != colour]
    drop_emptied_entries(doc)
    names = doc.get("colour_names")
    if isinstance(names, dict):
        names.pop(colour, None)
        if not names:
            del doc["colour_names"]
    factors = as_dict(doc.get("scoring")).get("colour_factors")
    if isinstance(factors, dict):
        factors.pop(colour, None)


def rename_colour(doc: Doc, old: str, new: str) -> None:
    colours = _colours(doc)
    if new == old:
        return
    if new in colours:
        raise EditError(msg("workshop.edit.colour_taken", colour=new))
    colours[:] = [new if c == old else c for c in colours]
    for listed in entry_colour_lists(doc):
        listed[:] = [new if c == old else c for c in listed]
    names = doc.get("colour_names")
    if isinstance(names, dict) and old in names and new not in names:
        doc["colour_names"] = {new if k == old else k: v for k, v in names.items()}
    scoring = as_dict(doc.get("scoring"))
    factors = scoring.get("colour_factors")
    if isinstance(factors, dict) and old in factors and new not in factors:
        scoring["colour_factors"] = {new if k == old else k: v for k, v in factors.items()}


# -- deck options -----------------------------------------------------------------------------
def rename_deck_option(doc: Doc, old: str, new: str) -> None:
    """A deck option's new id: the deck in use and the house rules choosing it follow."""
    options = as_dict(doc.get("deck_options"))
    if new == old:
        return
    if new in options or new == "main":
        raise EditError(msg("workshop.edit.key_taken", key=new))
    rename_key(options, old, new)
    rules = as_dict(doc.get("rules"))
    if rules.get("deck") == old:
        rules["deck"] = new
    for decision in as_list(doc.get("decisions")):
        if as_dict(decision).get("setting") == "rules.deck" and decision.get("alternative") == old:
            decision["alternative"] = new
    rename_in_settings(doc, ("deck_options", old), new)


def remove_deck_option(doc: Doc, option: str) -> None:
    """A deck option goes; a deck in use or a house rule choosing it goes back to the main."""
    del as_dict(doc.get("deck_options"))[option]
    rules = as_dict(doc.get("rules"))
    if rules.get("deck") == option:
        rules["deck"] = "main"
    decisions = doc.get("decisions")
    if isinstance(decisions, list):
        decisions[:] = [
            d
            for d in decisions
            if not (as_dict(d).get("setting") == "rules.deck" and d.get("alternative") == option)
        ]
    forget_settings(doc, ("deck_options", option))


def ranks_in_no_deck(doc: Doc) -> list[str]:
    dealt = {
        rank for entries in decks(doc) for e in entries for rank in as_list(as_dict(e).get("ranks"))
    }
    return [rank for rank in as_dict(doc.get("ranks")) if rank not in dealt]
