"""Every text shown to people goes through `tr(key, **values)`.

Translations are JSON files in assets/translations/, one per language, mapping keys to
`str.format` templates. A missing key falls back to English, then to the key itself, so a
gap shows up as a visible key rather than a crash.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from game.paths import assets_dir

LANGUAGES = ("en", "de", "sv")
_language = "en"


@cache
def catalogue(language: str) -> dict[str, str]:
    path = assets_dir() / "translations" / f"{language}.json"
    with path.open(encoding="utf-8") as handle:
        data: dict[str, str] = json.load(handle)
    return data


def set_language(language: str) -> None:
    global _language
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; known: {', '.join(LANGUAGES)}")
    _language = language


def language() -> str:
    return _language


def tr(key: str, /, **values: Any) -> str:
    template = catalogue(_language).get(key) or catalogue("en").get(key) or key
    return template.format(**values) if values else template


def text_of(value: Any) -> str:
    """A ruleset's text field: a plain string, or a mapping per language."""
    if isinstance(value, dict):
        return str(value.get(_language) or value.get("en") or next(iter(value.values()), ""))
    return str(value)
