"""The languages a ruleset's texts are written in, as the workshop offers and names them.

A text (a name, a description, a card's or a call's name, a colour's name) may be given in any
language tag the format allows (`game.ruleset.schema.is_language_tag`, the rule `check` holds
files to). The game's own languages are always offered, each by its own name as the Settings
screen names them; "Add a language" offers a short list of languages people write rules in,
named in the reader's language ("Polnisch (pl)"), and takes any other tag typed.
"""

from __future__ import annotations

from game.i18n import LANGUAGES, catalogue, own_text, tr
from game.workshop.model import Option

#: Each of the game's languages by its own name (the Settings screen names them so too).
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "sv": "Svenska"}

#: Languages offered first when a text gains a language: the card games' neighbours of the
#: game's own, each with words in every catalogue (`workshop.language.<tag>`). A region's
#: (pt-BR) is typed: the choice beside its Add button is narrow on a small window.
COMMON = (
    "pl",
    "cs",
    "sk",
    "fr",
    "it",
    "es",
    "pt",
    "nl",
    "da",
    "nb",
    "fi",
    "hu",
    "tr",
)


def language_words(code: str) -> str:
    """A line's language: one of the game's by its own name, a common one by its name in the
    reader's language with its tag ("Polnisch (pl)"), any other by its tag."""
    if code in LANGUAGE_NAMES:
        return LANGUAGE_NAMES[code]
    key = f"workshop.language.{code}"
    if key in catalogue("en"):
        return tr("workshop.language.named", name=tr(key), tag=code)
    return code


def text_languages(value: object) -> list[str]:
    """The lines a text field shows: the game's languages, then every other the text has."""
    given = [c for c in value if isinstance(c, str)] if isinstance(value, dict) else []
    return [*LANGUAGES, *(c for c in given if c not in LANGUAGES)]


def addable(value: object) -> tuple[Option, ...]:
    """The common languages a text does not have a line for yet, by their names alone (the
    line, once added, says its tag too)."""
    shown = set(text_languages(value))
    return tuple(
        Option(code, tr(f"workshop.language.{code}"), code) for code in COMMON if code not in shown
    )


def text_seen(value: object, language: str) -> str:
    """What a reader of `language` sees of a text now: its own line, else the English, else
    any (`game.i18n.text_of`'s order): a new line starts as it, to be typed over."""
    if isinstance(value, str):
        return value
    if not isinstance(value, dict):
        return ""
    found = own_text(value, language) or own_text(value, "en")
    return found or next((str(v) for v in value.values() if v), "")
