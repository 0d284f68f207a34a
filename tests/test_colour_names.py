"""A ruleset names its own colours (issue 32): the log, the card names, the coach and the rules
say those names in the reader's language, and no colour ever shows as a key ("colour.rosen").

The fixture is a Swiss pack whose colours the game has no words for: `rosen` is named in four
languages, `schellen` in English and German, `schilten` by one text for every language, and
`eicheln` only in Polish, a language the game does not ship.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import i18n
from game.engine import actions as A
from game.engine import events as EV
from game.engine import legal_actions, observe
from game.engine.notation import position
from game.engine.rules import Rules
from game.rulebook import colour_name, rulebook_text
from game.ruleset import load_rules
from game.ruleset.facts import facts_of
from game.table.hinting import hint_words
from game.words import card_name, describe, reason_text
from game.words import colour_name as said_colour
from tests.helpers import load

SWISS = Path(__file__).resolve().parent / "ruleset" / "fixtures" / "good" / "swiss.yaml"
NAMES = ["Clara", "Ben"]
KEY = re.compile(r"colour\.\w")  # a translation key shown as it is: "colour.rosen"
# Per language: rosen, schellen, schilten, eicheln as the reader sees them.
EXPECTED = {
    "en": ["roses", "bells", "Schilten", "żołędzie"],
    "de": ["Rosen", "Schellen", "Schilten", "żołędzie"],
    "sv": ["rosor", "bells", "Schilten", "żołędzie"],
}


@pytest.fixture(scope="module")
def swiss() -> Rules:
    return load_rules(str(SWISS))


@pytest.fixture(params=sorted(EXPECTED))
def language(request: pytest.FixtureRequest) -> str:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def test_each_colour_is_said_by_the_files_name_in_the_readers_language(swiss, language):
    said = [said_colour(swiss, c) for c in range(len(swiss.colours))]
    assert said == EXPECTED[language]
    book = facts_of(swiss).book
    assert [colour_name(book, c) for c in swiss.colours] == EXPECTED[language]


def test_the_log_says_the_wished_colour_by_its_name(swiss, language):
    line = describe(swiss, (EV.COLOUR, 0, 0, None), NAMES)
    assert line is not None and EXPECTED[language][0] in line and not KEY.search(line)
    if language == "en":
        assert line == "Clara wishes roses"


def test_a_card_and_a_refusal_name_the_colour(swiss, language):
    from game.engine.reasons import why_not

    card = card_name(swiss, swiss.card_from_text("schellen:7"))
    assert EXPECTED[language][1] in card and not KEY.search(card)
    state = position(swiss, hands=["rosen:7", "rosen:9"], top="rosen:under", colour="eicheln")
    reason = why_not(state, 0, swiss.card_from_text("rosen:7"))
    assert reason is not None and reason.colour == swiss.colours.index("eicheln")
    refused = reason_text(swiss, reason, NAMES)
    assert EXPECTED[language][3] in refused and not KEY.search(refused)


def test_the_coach_says_the_colour_a_wish_names(swiss, language):
    state = position(swiss, hands=["rosen:under rosen:7", "rosen:9"], top="rosen:6")
    under = swiss.card_from_text("rosen:under")
    wish = next(
        a
        for a in legal_actions(state, 0)
        if A.type_of(a) == under and A.colour_of(a) == swiss.colours.index("eicheln")
    )
    words = hint_words(swiss, observe(state, 0), wish, ["You", "Ben"])
    assert EXPECTED[language][3] in words and not KEY.search(words)


def test_the_rules_name_the_colours(swiss, language):
    line = facts_of(swiss).colours_line()
    assert all(name in line for name in EXPECTED[language])
    text = rulebook_text(facts_of(swiss).book, len(swiss.deck))
    assert line in text and not KEY.search(text)


def test_built_in_colours_keep_the_games_words() -> None:
    rules = load("noris")
    try:
        i18n.set_language("de")
        assert [said_colour(rules, c) for c in range(4)] == ["Rot", "Gelb", "Grün", "Blau"]
        assert facts_of(rules).colours_line() == "Farben: Rot, Gelb, Grün, Blau"
        assert facts_of(load("classic")).colours_line() == "Farben: Kreuz, Pik, Herz, Karo"
    finally:
        i18n.set_language("en")


def test_a_colour_without_any_name_is_said_by_its_id_never_by_a_key() -> None:
    doc = {"colours": ["stars", "red"], "colour_names": {"red": {"pl": "czerwony"}}}
    assert colour_name(doc, "stars") == "stars"
    assert colour_name(doc, "red") == "red", "the game's word beats a language not the reader's"
