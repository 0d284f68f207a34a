"""The facts of a compiled ruleset beyond its tables, read once per Rules (game.ruleset.facts)."""

from __future__ import annotations

from game import i18n
from game.ruleset.facts import facts_of
from tests.helpers import load


def test_the_facts_are_read_once_per_rules() -> None:
    rules = load("emmi")
    assert facts_of(rules) is facts_of(rules)


def test_suits_names_and_credit() -> None:
    classic, emmi = facts_of(load("classic")), facts_of(load("emmi"))
    assert classic.suited and not emmi.suited
    assert classic.rank_name("jack") == "Jack" and classic.rank_name("7") == "7"
    assert classic.credit == "The traditional game, as it is played without a rulebook."
    try:
        i18n.set_language("de")
        assert classic.rank_name("jack") == "Bube" and classic.name == "Klassisches Mau-Mau"
    finally:
        i18n.set_language("en")


def test_pictures_of_ranks_and_of_a_jokers_options() -> None:
    emmi = facts_of(load("emmi"))
    assert emmi.pictures["joker"] == ("joker", 0)
    assert emmi.option_pictures["colour_change"] == ("wild", 0)
    assert emmi.option_pictures["draw2"] == ("draw", 2)
    assert emmi.option_label("draw2") == "Draw 2"


def test_the_special_ranks_are_those_with_an_effect_or_going_on_anything() -> None:
    rules = load("classic")
    special = {rules.ranks[r] for r in range(len(rules.ranks)) if rules.rank_special[r]}
    assert special == {"7", "8", "jack"}
