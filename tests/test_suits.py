"""A deck of suits (the Skat deck) speaks of suits and ranks, decided by its colour ids."""

from __future__ import annotations

import pytest

from game.engine import events as EV
from game.i18n import set_language
from game.rulebook import card_groups
from game.ruleset.shown import suited
from game.table import rulecache
from game.words import card_name, describe


@pytest.fixture(autouse=True)
def english():
    yield
    set_language("en")


def test_suits_come_from_the_colour_ids_not_the_ruleset():
    assert suited(["clubs", "spades", "hearts", "diamonds"])
    assert not suited(["red", "yellow", "green", "blue"])
    assert not suited(["hearts", "red"])


@pytest.mark.parametrize(
    "lang, jack, seven, wish",
    [
        ("en", "Jack of hearts", "7 of clubs", "Lena wishes clubs"),
        ("de", "Herz-Bube", "Kreuz-7", "Lena wünscht Kreuz"),
        ("sv", "hjärter knekt", "klöver 7", "Lena önskar klöver"),
    ],
)
def test_card_names_and_wishes_read_naturally(lang, jack, seven, wish):
    set_language(lang)
    rules = rulecache.rules("classic", None)
    assert card_name(rules, rules.card_from_text("hearts:jack")) == jack
    assert card_name(rules, rules.card_from_text("clubs:7")) == seven
    clubs = rules.colours.index("clubs")
    assert describe(rules, (EV.COLOUR, 1, clubs, None), ["You", "Lena"]) == wish


def test_the_rules_of_a_suited_deck_speak_of_suits():
    doc = rulecache.document("classic")
    words = [w for _title, _cards, lines, _points in card_groups(doc) for w in lines]
    assert "Play on the same suit or the same rank." in words
    assert "Names the suit." in words
    assert not any("colour" in w for w in words)
    noris = [w for _t, _c, lines, _p in card_groups(rulecache.document("noris")) for w in lines]
    assert "Play on the same colour or the same number." in noris


def test_the_chooser_asks_for_a_suit():
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.ui.table.choosers import ColourChooser

    rules = rulecache.rules("classic", None)
    assert ColourChooser(rules, [0, 1, 2, 3]).title == "Choose a suit"
    noris = rulecache.rules("noris", None)
    assert ColourChooser(noris, [0, 1]).title == "Choose a colour"


@pytest.mark.parametrize("lang", ["en", "de", "sv"])
def test_the_coach_and_the_guide_say_suit_for_a_deck_of_suits(lang):
    """The Jack's words wherever a card is explained (rules, coach, Learn to play) come from
    one place, `rank_words`: of a suit for the Skat deck, of a colour for the others."""
    from game.i18n import tr
    from game.rulebook import rank_words

    set_language(lang)
    classic = rulecache.document("classic")
    jack = " ".join(rank_words(classic, "jack"))
    suit, colour = tr("effect.name_suit").lower(), tr("effect.name_colour").lower()
    assert suit in jack.lower()
    if suit != colour:  # German "Farbe" and Swedish "färg" are the words for both
        assert colour not in jack.lower()
        noris = rulecache.document("noris")
        wild = " ".join(rank_words(noris, next(r for r in noris["ranks"] if "wild" in r)))
        assert suit not in wild.lower() and colour in wild.lower()
