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
