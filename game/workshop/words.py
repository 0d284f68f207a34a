"""The workshop's words: labels, help and value words in the reader's language.

Every property of the format has a label and a help text under translation keys named after
its place in the JSON Schema: `workshop.label.<owner>.<property>` and `workshop.help.<owner>.
<property>`, where the owner is the schema's `$defs` entry the property belongs to (`rank.kind`,
`draw_params.count`, `rules.reshuffle`) or, for the top level and the objects written inline
there, the path from the root (`ruleset.hand_size`, `ruleset.players.min`). A key the schema
gains shows its English description until its translations exist (a test holds every property
to words in en, de and sv). A choose-effect option's effects share the words of the effects.

A setting's values are said as the New game screen says them (`game.housewords.value_label`),
and what a value means at this table as the rules viewer says it (`game.rulebook`).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from game.housewords import value_label
from game.i18n import catalogue, language, text_of, tr
from game.rulebook import colour_name, rank_name
from game.workshop.languages import LANGUAGE_NAMES, language_words

__all__ = ["LANGUAGE_NAMES", "language_words"]  # the lines of a text, named here too


def known(key: str) -> bool:
    return key in catalogue("en")


def words_key(schema_key: str) -> str:
    """The key under which a schema property's words are kept (options share effects')."""
    owner, _, prop = schema_key.rpartition(".")
    return f"effect.{prop}" if owner == "option_effect" else schema_key


def label(schema_key: str, description: str = "") -> str:
    """A property's name on the form ("Cards dealt")."""
    return _words("label", schema_key, description, language())


def help_text(schema_key: str, description: str = "") -> str:
    """What a property is for, in a sentence."""
    return _words("help", schema_key, description, language())


@lru_cache(maxsize=1024)
def _words(what: str, schema_key: str, description: str, _language: str) -> str:
    """Looked up once per language: a form of hundreds of ranks asks thousands of times."""
    key = f"workshop.{what}.{words_key(schema_key)}"
    if known(key):
        return tr(key)
    if what == "label":
        return description or schema_key.rpartition(".")[2]
    return description


def empty_words(schema_key: str) -> str:
    """What an optional property without a default means when it is left out."""
    key = f"workshop.empty.{words_key(schema_key)}"
    return tr(key) if known(key) else tr("workshop.empty")


def value_words(dotted: str, value: Any, doc: dict[str, Any]) -> str:
    """A value of the setting at `dotted` in words ("keep the top card", "Yes")."""
    if isinstance(value, str) and dotted != "rules.deck":
        return _word(dotted.rpartition(".")[2], value, language())
    return value_label(dotted, value, doc)


@lru_cache(maxsize=1024)
def _word(leaf: str, value: str, _language: str) -> str:
    return value_label(leaf, value, {})


def colour_words(doc: dict[str, Any], colour: str) -> str:
    """A colour by its name: the draft's own (`colour_names`), else the game's word, else its id."""
    return colour_name(doc, colour)


def call_words(call_id: Any) -> str:
    key = f"call.{call_id}"
    return tr(key) if known(key) else str(call_id)


def effect_kind_words(kind: str) -> str:
    """An effect's kind by its name on the form ("Draw cards")."""
    return label(f"effect.{kind}", kind)


def rank_words(doc: dict[str, Any], rank_id: Any) -> str:
    return rank_name(doc, str(rank_id))


def text_words(value: Any) -> str:
    """A text field's value in the reader's language ("" for none)."""
    return text_of(value) if isinstance(value, (str, dict)) else ""


def section_words(section_id: str) -> tuple[str, str]:
    """A section's title and the line under it."""
    return tr(f"workshop.section.{section_id}"), tr(f"workshop.section_help.{section_id}")


def special_words(value: Any) -> str:
    """A word standing for a whole group in a card picker ("every number card")."""
    return tr(f"workshop.special.{value}")


def adder_words(what: str) -> str:
    """The "Add" button of a list or map ("Add a card", "Add a call")."""
    key = f"workshop.add.{what}"
    return tr(key) if known(key) else tr("workshop.add")


def entry_words(doc: dict[str, Any], entry: dict[str, Any]) -> str:
    """A deck entry in a few words: its cards, and how many copies of each."""
    given = entry.get("ranks")
    ranks: list[Any] = given if isinstance(given, list) else []
    names = [rank_words(doc, rank) for rank in ranks[:4]] + (["…"] if len(ranks) > 4 else [])
    copies = entry.get("copies", 1)
    cards = ", ".join(names) or tr("value.none")
    if isinstance(copies, int) and copies != 1:
        return tr("workshop.item.entry_copies", cards=cards, count=copies)
    return cards


def call_item_words(call: dict[str, Any]) -> str:
    """A call in a few words: its word and when it is due ("Mau: 1 card left")."""
    left = call.get("cards_left")
    # The call's own word where the file gives one ("Mau Mau!"), else the game's for its id.
    word = text_words(call.get("name")) or call_words(call.get("id"))
    if not isinstance(left, int):
        return word
    return tr("workshop.item.call", call=word, count=left)


def decision_words(doc: dict[str, Any], decision_id: Any, setting: Any) -> str:
    """A house rule in a few words: the setting it flips."""
    from game.housewords import setting_label

    if not isinstance(setting, str):
        return str(decision_id)
    return setting_label(doc, setting)
