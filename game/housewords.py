"""A house rule in words: the setting it changes, each value it offers, and what a value means
at this table, for every setting a house rule may name (`game.ruleset.decidable`).

New game shows a house rule as its setting's label with its values and explains the chosen
value in a sentence; the workshop names a decision's setting with the same label; the round's
end says the match's settings with the same sentences. A setting of a card is said with the
card's name and the rules viewer's words for what it does, a setting of a call with the call's
word, a table setting with the rules viewer's sentence (`game.rulebook.SAID`).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.i18n import catalogue, tr
from game.rulebook import (
    Doc,
    Names,
    RankWords,
    call_name,
    call_words,
    effect_words,
    effects_words,
    either,
    rank_name,
    rank_names,
    sentence,
    table_sentence,
)
from game.ruleset.decidable import CALL_LIST, call_part, card_part
from game.ruleset.packs import speaks_of_suits
from game.ruleset.schema import deref, setting_schema

# What a card's own settings (not its effects) mean, one sentence part per value.
CARD_SAID: dict[str, Callable[[Any, Names], str]] = {
    "plays_on": lambda value, _names: tr(
        "rules.plays_on_any" if value == "any" else "rules.plays_on_matching"
    ),
    "not_on": lambda value, names: (
        tr("rules.not_on", cards=either(list(value), names)) if value else tr("rules.not_on_none")
    ),
    "rank_aliases": lambda value, names: (
        tr("rules.aliases", cards=either(list(value), names)) if value else tr("rules.aliases_none")
    ),
    "points": lambda value, _names: tr("rules.points", count=value),
    "then_any": lambda value, _names: tr("rules.then_any" if value else "rules.then_any_off"),
    "only_without": lambda value, _names: tr(
        "rules.only_without" if value == "colour_in_force" else "rules.only_without_off"
    ),
    "challenge": lambda value, _names: (
        tr("rules.challenge", count=value["extra"])
        if value["enabled"]
        else tr("rules.challenge_off")
    ),
}


def setting_sentence(doc: Doc, path: str, value: Any) -> str:
    """What a setting set to `value` means at this table, in one sentence that names the card
    or call it belongs to.

    `doc` is a loaded document and `value` in the same complete form (a house rule's values
    are: `game.ruleset.schema.with_defaults` writes its alternative so). The rules viewer,
    New game's house rules, the workshop and the round's end take their sentences from here.
    """
    card = card_part(path)
    if card is not None:
        return _card_sentence(doc, card[0], card[1], value)
    call = call_part(path)
    if call is not None:
        return _call_sentence(doc, call[0], call[1], value)
    if path == CALL_LIST:
        return " ".join(sentence(call_words(c, _names(doc))) for c in value or ()) or sentence(
            tr("value.none")
        )
    return table_sentence(doc, path, value)


def _names(doc: Doc) -> RankWords:
    """Each rank's name, of any document (a draft's too)."""
    return rank_names(doc)


def _suits(doc: Doc) -> bool:
    colours = doc.get("colours")
    return (
        isinstance(colours, list)
        and all(isinstance(c, str) for c in colours)
        and speaks_of_suits(doc)
    )


def _card_sentence(doc: Doc, rank_id: str, rest: Sequence[str], value: Any) -> str:
    words = _card_words(doc, rank_id, rest, value)
    return sentence(tr("rules.card_setting", card=rank_name(doc, rank_id), words=words))


def _card_words(doc: Doc, rank_id: str, rest: Sequence[str], value: Any) -> str:
    """The card with the house rule's value put in, said as the rules viewer says it: the one
    effect the setting is inside, or all its effects, or the one property it sets."""
    rank = copy.deepcopy(dict(doc["ranks"][rank_id]))
    _put(rank, rest, value)
    names, suits = _names(doc), _suits(doc)
    if rest[0] == "effects" and len(rest) > 1:
        return effect_words(rank["effects"][int(rest[1])], names, suits=suits)
    if rest[0] == "effects":
        return effects_words(rank["effects"], names, suits=suits)
    return CARD_SAID[rest[0]](rank[rest[0]], names)


def _put(node: Any, parts: Sequence[str], value: Any) -> None:
    for part in parts[:-1]:
        node = node[int(part)] if isinstance(node, list) else node[part]
    if isinstance(node, list):
        node[int(parts[-1])] = value
    else:
        node[parts[-1]] = value


def _call_sentence(doc: Doc, index: int, key: str, value: Any) -> str:
    """The call with the house rule's value put in, said as the rules viewer says a call."""
    call = {**doc["calls"]["list"][index], key: value}
    return sentence(call_words(call, _names(doc)))


# -- a setting and its values in a few words (New game's house rules, the workshop) ----------
def _known(key: str) -> bool:
    return key in catalogue("en")


def setting_label(doc: Doc, path: str) -> str:
    """A setting in a few words: "Reshuffle", "Draw 4: the victim loses the turn", "Eight:
    what it does", "“Mau” forgotten: penalty cards". Any document will do, a draft's too."""
    card = card_part(path)
    if card is not None:
        rank_id, rest = card
        # an effect's parameter (`effects.N.EFFECT.PARAM`, also inside a choose-effect option)
        key = f"house.{rest[-2]}.{rest[-1]}" if len(rest) >= 4 else ""
        if not _known(key):
            key = f"house.card.{rest[0]}"
        if _known(key):
            label = tr(key, card=rank_name(doc, rank_id))
            return label[:1].upper() + label[1:]  # a row's title: "Joker: …" for a "joker"
    call = call_part(path)
    if call is not None and _known(f"house.call.{call[1]}"):
        return tr(f"house.call.{call[1]}", call=_call_word(doc, call[0]))
    key = f"house.{path}"
    if _known(key):
        return tr(key)
    node = setting_schema(path) or {}
    return str(node.get("description") or path)


def _call_word(doc: Doc, index: int) -> str:
    calls = doc.get("calls")
    listed = calls.get("list") if isinstance(calls, Mapping) else None
    if isinstance(listed, list) and index < len(listed) and isinstance(listed[index], Mapping):
        return call_name(listed[index])
    return str(index + 1)


def value_label(path: str, value: Any, doc: Doc) -> str:
    """A setting's value in words ("keep the top card"); a list of ranks by their names; a
    card's effects as the rules viewer says them."""
    effects = _as_effects(path, value)
    if effects is not None:
        return effects_words(effects, _names(doc), suits=_suits(doc))
    if path == CALL_LIST and isinstance(value, list):  # the calls by their words: "Mau, Mau Mau!"
        return ", ".join(call_name(c) for c in value if isinstance(c, Mapping)) or tr("value.none")
    card = card_part(path)
    if card is not None and _holds_mappings(value):  # a choose-effect's options, ...
        return _card_words(doc, card[0], card[1], value)
    if isinstance(value, bool):
        return tr("value.yes" if value else "value.no")
    if path in BY_PLAYERS and isinstance(value, list):
        return _by_players(path, value)
    if isinstance(value, list):
        return ", ".join(rank_name(doc, str(v)) for v in value) if value else tr("value.none")
    if path == "rules.deck":
        key = f"value.deck.{value}"
        return tr(key) if _known(key) else str(value)
    leaf = path.rsplit(".", 1)[-1]
    key = f"value.{leaf}.{value}"
    if _known(key):
        return tr(key)
    return str(value).replace("_", " ")


# Settings that count something by the number of players: the key of their words, and the
# names of the players' count and of the counted thing in each step.
BY_PLAYERS = {
    "hand_size_by_players": ("value.hand_size_by_players", "players", "hand_size", "cards"),
    "rules.packs_by_players": ("value.packs_by_players", "from_players", "packs", "packs"),
}


def _by_players(path: str, value: list[Any]) -> str:
    """ "7 each with 2 players", "2 packs from 5 players"; "same for all" for no step."""
    key, players, counted, word = BY_PLAYERS[path]
    steps = [step for step in value if isinstance(step, Mapping)]
    if not steps:
        return tr(f"{key}.none")
    steps.sort(key=lambda step: int(step.get(players, 0)))
    return ", ".join(
        tr(f"{key}.count", players=step.get(players), **{word: step.get(counted)}) for step in steps
    )


def _holds_mappings(value: Any) -> bool:
    """Whether a value is more than words can list: a mapping, or a list of lists/mappings."""
    if isinstance(value, Mapping):
        return True
    return isinstance(value, list) and any(isinstance(v, Mapping | list) for v in value)


def _as_effects(path: str, value: Any) -> list[Any] | None:
    """`value` as a list of effects when the setting at `path` holds effects: a card's list
    (or a choose-effect option's), one effect, or one effect's parameters; else None."""
    card = card_part(path)
    if card is None or card[1][0] != "effects":
        return None
    node = setting_schema(path) or {}
    items = node.get("items")
    if (
        isinstance(value, list)
        and isinstance(items, dict)
        and deref(items).get("title") == "effect"
    ):
        return value
    if isinstance(value, Mapping) and node.get("title") == "effect":
        return [value]
    parent, _dot, name = path.rpartition(".")
    if isinstance(value, Mapping) and (setting_schema(parent) or {}).get("title") == "effect":
        return [{name: value}]
    return None
