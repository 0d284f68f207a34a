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
