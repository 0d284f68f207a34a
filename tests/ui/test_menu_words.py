"""Every word on the menu screens is translated, and every house rule has words of its own."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.i18n import LANGUAGES, catalogue, set_language
from game.table import houserules, rulecache

UI = Path(__file__).resolve().parents[2] / "game" / "ui"
MENU_FILES = [
    "scenes/title.py",
    "scenes/newgame/scene.py",
    "scenes/menu.py",
    "scenes/rules.py",
    "scenes/settings.py",
    "scenes/about.py",
    "scenes/crash.py",
    "scenes/newgame/labels.py",
    "../table/houserules.py",  # the house-rule offers the New game screen shows
    "../table/newgameform.py",  # the New game form: what the screen says of it
    "../table/newgamerules.py",
    "../table/newgameseats.py",
]
PREFIXES = (
    "common.",
    "words.",
    "title.",
    "newgame.",
    "seat.",
    "level.",
    "house.",
    "value.",
    "menu.",
    "rules.",
    "effect.",
    "settings.",
    "speed.",
    "pace.",
    "about.",
    "crash.",
)


def keys_in_code() -> set[str]:
    found: set[str] = set()
    for name in MENU_FILES:
        text = (UI / name).read_text(encoding="utf-8")
        found |= set(re.findall(r'(?:tr|_t)\(\s*"([a-z_.0-9]+)"', text))
    return found


def test_every_key_used_exists_in_english():
    missing = sorted(k for k in keys_in_code() if k not in catalogue("en"))
    assert missing == []


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_every_menu_key_is_translated(language):
    english = {k for k in catalogue("en") if k.startswith(PREFIXES)}
    assert sorted(english - set(catalogue(language))) == []


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("ruleset_id", rulecache.ids())
def test_house_rules_have_words(ruleset_id, language):
    set_language(language)
    try:
        doc = rulecache.document(ruleset_id)
        for offer in houserules.offers(doc):
            label = offer.label(doc)
            assert label and not label.startswith("house.") and "(D-" not in label, (
                offer.path,
                label,
            )
            if offer.kind == "choice" and offer.path != "rules.deck":
                for value, words in offer.options:
                    assert "_" not in words, (offer.path, value, words)
    finally:
        set_language("en")


def test_schema_paths_resolve():
    assert houserules.schema_node("ranks.draw4.effects.0.draw.loses_turn")["type"] == "boolean"
    assert houserules.schema_node("players.max")["maximum"] == 16  # a 110-card game deals 16
    assert houserules.schema_node("no.such.place") is None
