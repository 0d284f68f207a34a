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

from game.i18n import LANGUAGES
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


def test_every_language_has_the_same_keys():
    cats = catalogues()
    for lang in LANGUAGES:
        assert set(cats[lang]) == set(cats["en"]), (
            lang,
            sorted(set(cats["en"]) ^ set(cats[lang])),
        )
        empty = [k for k, v in cats[lang].items() if not v.strip()]
        assert not empty, (lang, empty)


def test_placeholders_agree_across_languages():
    cats = catalogues()
    formatter = string.Formatter()
    for key, english in cats["en"].items():
        wanted = {f for _t, f, _s, _c in formatter.parse(english) if f}
        for lang in LANGUAGES:
            found = {f for _t, f, _s, _c in formatter.parse(cats[lang][key]) if f}
            assert found == wanted, (lang, key, found, wanted)


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
