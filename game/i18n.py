"""Every text shown to people goes through `tr(key, **values)`.

Translations are JSON files in assets/translations/, one per language, mapping keys to
`str.format` templates. A text that counts something ("1 penalty card", "2 penalty cards")
maps its key to one template per plural form, `{"one": ..., "other": ...}`, and `tr` picks
the form by the `count` it is given. A missing key falls back to English, then to the key
itself, so a gap shows up as a visible key rather than a crash.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from functools import cache
from typing import Any

from game.paths import assets_dir

LANGUAGES = ("en", "de", "sv")
PLURAL_FORMS = ("one", "other")  # the forms English, German and Swedish tell apart
_language = "en"

Entry = str | dict[str, str]  # a template, or one template per plural form


@cache
def catalogue(language: str) -> dict[str, Entry]:
    path = assets_dir() / "translations" / f"{language}.json"
    with path.open(encoding="utf-8") as handle:
        data: dict[str, Entry] = json.load(handle)
    return data


def plural_form(language: str, count: int) -> str:
    """The plural form a number takes: en, de and sv say "one" for exactly 1, else "other"."""
    return "one" if abs(count) == 1 else "other"


def template(language: str, key: str) -> str:
    """A key's one template in `language` (a plural entry gives its "other" form)."""
    entry = catalogue(language)[key]
    return entry if isinstance(entry, str) else entry["other"]


def set_language(language: str) -> None:
    global _language
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; known: {', '.join(LANGUAGES)}")
    _language = language


def language() -> str:
    return _language


@contextlib.contextmanager
def speaking(language: str) -> Iterator[None]:
    """`tr` in `language` for a moment (the table's log said in each language for the save),
    then in the language before. The game's words are said on its one thread."""
    global _language
    before = _language
    set_language(language)
    try:
        yield
    finally:
        _language = before


def tr(key: str, /, **values: Any) -> str:
    entry = catalogue(_language).get(key) or catalogue("en").get(key) or key
    if isinstance(entry, dict):
        count = values.get("count")
        form = plural_form(_language, count) if isinstance(count, int) else "other"
        entry = entry.get(form) or entry["other"]
    return entry.format(**values) if values else entry


def own_text(value: Any, language: str | None = None) -> str:
    """A ruleset's text in one language only (the reader's by default), "" where it has none.

    A plain string is the same text in every language. A mapping is keyed by language tags
    (`pl`, `pt-BR`): the tag of the language itself wins, else one of its regions or scripts
    (`de-AT` for `de`), so a file may carry languages the game does not ship.
    """
    if not isinstance(value, dict):
        return str(value)
    language = language or _language
    exact = value.get(language)
    if exact:
        return str(exact)
    regional = (v for k, v in value.items() if str(k).split("-")[0] == language and v)
    return str(next(regional, ""))


def text_of(value: Any) -> str:
    """A ruleset's text field (a plain string, or a mapping per language tag) in the reader's
    language, else in English, else in whichever language it has."""
    if isinstance(value, dict):
        return (
            own_text(value)
            or own_text(value, "en")
            or next((str(v) for v in value.values() if v), "")
        )
    return str(value)
