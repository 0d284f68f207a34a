"""Engine events and reasons in words: no raw ids reach the reader."""

from __future__ import annotations

import pytest

from game import i18n
from game.engine import events as EV
from game.words import describe
from tests.helpers import load

NAMES = ["Mia", "Ben"]


@pytest.mark.parametrize(
    "language, option, expected",
    [
        ("en", "colour_change", "Ben chose Colour Change"),
        ("en", "draw2", "Ben chose Draw 2"),
        ("de", "reverse", "Ben wählt Richtungswechsel"),
    ],
)
def test_a_chosen_joker_option_is_named_not_shown_as_its_id(language, option, expected):
    rules = load("emmi")
    try:
        i18n.set_language(language)
        assert describe(rules, (EV.OPTION, 1, option, None), NAMES) == expected
    finally:
        i18n.set_language("en")


def test_a_card_named_with_the_possessive_is_named_once() -> None:
    """ "Your Choice" after "Your": "Your Choice lets you add…", not "Your Your Choice"."""
    from game.engine import actions as A
    from game.engine import legal_actions, observe
    from game.engine.notation import position
    from game.table.hinting import hint_words
    from game.words import once_yours

    assert once_yours("Your Your Choice lets you add a coloured card") == (
        "Your Choice lets you add a coloured card"
    )
    assert once_yours("then put your Your Choice on the pile") == "then put Your Choice on the pile"
    assert once_yours("Your red 7 goes on red 5") == "Your red 7 goes on red 5"
    rules = load("abacus")
    state = position(rules, hands=["your_choice red:4 blue:5", "red:1", "red:3"], top="red:7")
    choice = next(
        a for a in legal_actions(state, 0) if A.type_of(a) == rules.card_from_text("your_choice")
    )
    words = hint_words(rules, observe(state, 0), choice, ["You", "Anna", "Ben"])
    assert words.startswith("Your Choice ") and "Your Your" not in words


def test_swedish_says_runda_for_a_round_throughout() -> None:
    from game.i18n import catalogue

    words = " ".join(
        " ".join(v.values()) if isinstance(v, dict) else v for v in catalogue("sv").values()
    )
    assert "omgång" not in words.lower() and "Runda {number} av {count}" in words


def _own_calls() -> object:
    """Classic with calls of a user's own: one named per language, one by its id alone."""
    import copy

    from game.engine.rules import compile_rules
    from game.ruleset import find_ruleset, load_document

    doc = copy.deepcopy(load_document(find_ruleset("classic")))
    doc["calls"]["list"] = [
        {"id": "klopf", "name": {"en": "Knock!", "de": "Klopf!"}, "cards_left": 1, "penalty": 1},
        {"id": "hoppla", "cards_left": 0, "penalty": 1},
    ]
    return compile_rules(doc)


def test_a_rulesets_own_call_is_said_by_its_name_never_by_a_key() -> None:
    from game.rulebook import table_rules
    from game.ruleset.facts import facts_of
    from game.words import call_name

    rules = _own_calls()
    try:
        assert call_name(rules, "klopf") == "Knock!"
        assert call_name(rules, "hoppla") == "hoppla"  # no word of ours for it: its id
        assert describe(rules, (EV.CALL, 1, "klopf", None), NAMES) == "Ben calls “Knock!”"
        said = " ".join(table_rules(facts_of(rules).book))
        assert "Knock!" in said and "call." not in said
        i18n.set_language("de")
        assert call_name(rules, "klopf") == "Klopf!"
        assert call_name(load("classic"), "mau") == "Mau"  # a built-in call, named in its file
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "de", "sv"])
def test_a_skip_waiting_for_an_answer_then_taken_reads_as_one_story(language) -> None:
    """The log says a pending skip as a demand ("Ben must sit out a turn, or answer it"), not a
    conditional that the next line, "Ben is skipped", seems to contradict."""
    rules = load("abacus")
    i18n.set_language(language)
    try:
        waiting = describe(rules, (EV.ATTACK, 1, "skip", 1), NAMES)
        taken = describe(rules, (EV.SKIPPED, 1, 0, 0), NAMES)
    finally:
        i18n.set_language("en")
    conditional = {"en": "would", "de": "müsste", "sv": "skulle"}[language]
    assert waiting and taken and "Ben" in waiting and conditional not in waiting
    assert waiting != taken
