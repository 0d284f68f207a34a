"""What the lists and maps of a form offer: the "Add" of each (what it asks, what it
suggests) and what each item is called (a rank by its name, a call by its word and when it is
due, a deck entry by its cards)."""

from __future__ import annotations

from game.housewords import setting_label
from game.workshop import words
from game.workshop.model import Adder, Field, Kind, Option
from game.workshop.structure import (
    as_dict,
    as_list,
    effect_kind,
    effect_kinds,
    house_rule_settings,
)
from game.workshop.suggest import free_cards_left, free_key, new_rank_id
from game.workshop.walk import Walk


def effect_kind_options(where: str) -> tuple[Option, ...]:
    """The effect kinds allowed here, by their names, each with what it does."""
    return tuple(
        Option(k, words.effect_kind_words(k), words.help_text(f"effect.{k}"))
        for k in effect_kinds(where)
    )


# -- adding -----------------------------------------------------------------------------
def list_adder(walk: Walk, field: Field, item_owner: str) -> Adder:
    if item_owner in ("effect", "option_effect"):
        options = walk.once(item_owner, lambda: effect_kind_options(item_owner))
        return Adder(Kind.CHOICE, options, options[0].value, label=words.adder_words("effects"))
    if item_owner == "call":
        return Adder(
            Kind.NUMBER,
            suggestion=free_cards_left(walk.doc),
            low=0,
            high=100,
            label=words.adder_words("calls"),
        )
    if item_owner == "decision":
        offered = {as_dict(d).get("setting") for d in as_list(walk.doc.get("decisions"))}
        options = tuple(
            Option(p, setting_label(walk.doc, p))
            for p in house_rule_settings(walk.doc)
            if p not in offered
        )
        first = options[0].value if options else None
        return Adder(Kind.CHOICE, options, first, label=words.adder_words("decisions"))
    return Adder(label=words.adder_words(item_owner))


def map_adder(walk: Walk, field: Field, key: str) -> Adder:
    existing = [str(k) for k in as_dict(field.value)]
    if key == "ruleset.ranks":
        return Adder(
            Kind.IDENTIFIER, suggestion=new_rank_id(walk.doc), label=words.adder_words("ranks")
        )
    if key in ("ruleset.colour_names", "scoring.colour_factors"):  # a colour not named yet
        options = tuple(o for o in walk.colour_options if o.value not in existing)
        suggestion = options[0].value if options else free_key(existing, "colour")
        what = key.rpartition(".")[2]
        return Adder(Kind.IDENTIFIER, options, suggestion, label=words.adder_words(what))
    if key == "choose_effect_params.options":
        options = tuple(o for o in walk.rank_options if o.value not in existing)
        suggestion = free_key(existing, "option")
        return Adder(Kind.IDENTIFIER, options, suggestion, label=words.adder_words("options"))
    return Adder(
        Kind.IDENTIFIER,
        suggestion=free_key(existing, "small" if "deck" in key else "item"),
        label=words.adder_words(key.rpartition(".")[2]),
    )


# -- item labels ------------------------------------------------------------------------------
def item_label(walk: Walk, field: Field, item_owner: str) -> str:
    """What a list or map item is called on the form (a rank by its name, a call by its word)."""
    value, key = field.value, field.key
    if item_owner == "rank":
        return words.rank_words(walk.doc, key)
    if item_owner == "deck_entry":
        return words.entry_words(walk.doc, as_dict(value))
    if item_owner == "call":
        return words.call_item_words(as_dict(value))
    if item_owner in ("effect", "option_effect"):
        kind = effect_kind(value) if field.kind != Kind.EFFECT else field.value
        return words.effect_kind_words(str(kind)) if isinstance(kind, str) else "?"
    if item_owner == "decision":
        setting = as_dict(value).get("setting")
        return words.decision_words(walk.doc, as_dict(value).get("id"), setting)
    if item_owner == "deck":
        return words.value_words("rules.deck", key, walk.doc)
    if key is not None and str(key) in walk.ranks:
        return words.rank_words(walk.doc, key)
    return str(key)
