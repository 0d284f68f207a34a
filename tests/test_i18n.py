"""Every text on screen exists in English, German and Swedish, and no translation is unused.

Keys are collected from the code (literal `tr("...")` / `_t("...")` calls and every string
constant that names a key), plus the keys built at run time from the rulesets: `colour.<name>`,
`call.<id>`, `effect.<name>`. Keys built from a prefix in an f-string (`speed.{word}`) count as
used when the prefix appears in the code. The rulesets' own texts (names, descriptions, card
names) must carry all three languages.
"""

from __future__ import annotations

import ast
import json
import re
import string
from pathlib import Path
from typing import Any

import pytest
import yaml

from game.i18n import LANGUAGES, PLURAL_FORMS, set_language, tr
from game.paths import assets_dir, rulesets_dir

GAME = Path(__file__).resolve().parents[1] / "game"
CALL = re.compile(r"""\b(?:tr|_t|_tr)\(\s*(["'])([a-z][\w.]*)\1""")
PREFIX = re.compile(r"^[a-z][a-z0-9_]*\.[a-z0-9_.]*$")


def catalogues() -> dict[str, dict[str, str]]:
    return {
        lang: json.loads((assets_dir() / "translations" / f"{lang}.json").read_text("utf-8"))
        for lang in LANGUAGES
    }


def sources() -> list[tuple[Path, str]]:
    return [(path, path.read_text(encoding="utf-8")) for path in sorted(GAME.rglob("*.py"))]


def called_keys() -> set[str]:
    """Keys passed literally to tr() and its wrappers."""
    return {m.group(2) for _path, text in sources() for m in CALL.finditer(text)}


def constants_and_prefixes() -> tuple[set[str], set[str]]:
    """Every string constant in the code, and the fixed heads of keys built at run time:
    f-strings (`f"speed.{word}"`) and sums (`"log.you." + rest`)."""
    constants: set[str] = set()
    heads: list[ast.AST] = []
    for _path, text in sources():
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                constants.add(node.value)
                if node.value.endswith("."):  # a key's head passed on: _enum("rules.reshuffle.")
                    heads.append(node)
            elif isinstance(node, ast.JoinedStr) and node.values:
                heads.append(node.values[0])
            elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
                heads.append(node.left)
    prefixes = {
        h.value
        for h in heads
        if isinstance(h, ast.Constant) and isinstance(h.value, str) and PREFIX.match(h.value)
    }
    return constants, prefixes


def ruleset_documents() -> dict[str, dict[str, Any]]:
    return {
        path.stem: yaml.safe_load(path.read_text(encoding="utf-8"))
        for path in sorted(rulesets_dir().glob("*.yaml"))
    }


def runtime_keys() -> set[str]:
    """Keys the code builds from what the rulesets contain."""
    keys: set[str] = set()
    for doc in ruleset_documents().values():
        keys |= {f"colour.{c}" for c in doc.get("colours", [])}
        keys |= {f"call.{c['id']}" for c in (doc.get("calls") or {}).get("list", [])}
        for rank in (doc.get("ranks") or {}).values():
            for effect in (rank or {}).get("effects", []) if isinstance(rank, dict) else []:
                name = effect if isinstance(effect, str) else next(iter(effect))
                if name in ("reverse", "name_colour", "play_again"):
                    keys.add(f"effect.{name}")
    return keys


def forms(entry: Any) -> dict[str, str]:
    """A catalogue entry as its plural forms (a plain template is its own "other" form)."""
    return entry if isinstance(entry, dict) else {"other": entry}


def test_every_language_has_the_same_keys():
    cats = catalogues()
    for lang in LANGUAGES:
        assert set(cats[lang]) == set(cats["en"]), (
            lang,
            sorted(set(cats["en"]) ^ set(cats[lang])),
        )
        empty = [k for k, v in cats[lang].items() if any(not t.strip() for t in forms(v).values())]
        assert not empty, (lang, empty)


def test_plural_entries_have_every_form_in_every_language():
    cats = catalogues()
    plural = {k for k, v in cats["en"].items() if isinstance(v, dict)}
    assert "log.penalty" in plural
    for lang in LANGUAGES:
        for key in plural:
            assert set(forms(cats[lang][key])) == set(PLURAL_FORMS), (lang, key)
        assert {k for k, v in cats[lang].items() if isinstance(v, dict)} == plural, lang


def placeholders(template: str) -> set[str]:
    return {f for _t, f, _s, _c in string.Formatter().parse(template) if f}


def test_placeholders_agree_across_languages():
    cats = catalogues()
    for key, english in cats["en"].items():
        wanted = placeholders(forms(english)["other"])
        for lang in LANGUAGES:
            entry = forms(cats[lang][key])
            assert placeholders(entry["other"]) == wanted, (lang, key, wanted)
            for form, text in entry.items():  # "one penalty card" may say the number in words
                assert placeholders(text) <= wanted, (lang, key, form)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_counts_take_the_plural_form_of_the_language(lang):
    set_language(lang)
    try:
        one, two = tr("log.penalty", player="A", count=1), tr("log.penalty", player="A", count=2)
    finally:
        set_language("en")
    assert "(" not in one + two
    if lang != "sv":  # Swedish "straffkort" is the same in both
        assert one != two.replace("2", "1")
    assert "1" in one and "2" in two


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_key_used_in_code_is_missing(lang):
    cat = catalogues()[lang]
    missing = sorted(k for k in called_keys() | runtime_keys() if k not in cat)
    assert not missing, f"{lang}.json lacks {missing}"


def test_no_key_is_unused():
    constants, prefixes = constants_and_prefixes()
    used = constants | runtime_keys()
    unused = sorted(
        key
        for key in catalogues()["en"]
        if key not in used and not any(key.startswith(p) for p in prefixes)
    )
    assert not unused, f"keys in no code: {unused}"


def _texts(node: Any, where: str) -> list[tuple[str, dict[str, Any]]]:
    """Every per-language mapping in a ruleset document."""
    found: list[tuple[str, dict[str, Any]]] = []
    if isinstance(node, dict):
        if "en" in node and set(node) <= {"en", "de", "sv"}:
            return [(where, node)]
        for key, value in node.items():
            found += _texts(value, f"{where}.{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            found += _texts(value, f"{where}.{i}")
    return found


@pytest.mark.parametrize("ruleset_id", sorted(ruleset_documents()))
def test_ruleset_texts_come_in_every_language(ruleset_id):
    doc = ruleset_documents()[ruleset_id]
    texts = _texts(doc, ruleset_id)
    assert any(where.endswith(".name") for where, _m in texts)
    for where, mapping in texts:
        missing = [lang for lang in LANGUAGES if not str(mapping.get(lang, "")).strip()]
        assert not missing, f"{where} lacks {missing}"
    for name, rank in (doc.get("ranks") or {}).items():
        if isinstance(rank, dict) and "name" in rank:
            assert isinstance(rank["name"], dict), f"{ruleset_id}: rank {name} has one language"


def test_call_words_are_the_books_in_each_language():
    """Book 002's English edition calls "Watch out!" where the German says "Achtung!"; the
    Swedish book 003 says "mau" and "mau mau"."""
    cats = catalogues()
    assert (cats["en"]["call.achtung"], cats["de"]["call.achtung"]) == ("Watch out!", "Achtung!")
    assert (cats["sv"]["call.mau"], cats["sv"]["call.mau_mau"]) == ("mau", "mau mau")
    assert (cats["de"]["call.mau"], cats["de"]["call.mau_mau"]) == ("Mau", "Mau-Mau")
