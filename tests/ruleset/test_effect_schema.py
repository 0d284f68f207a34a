"""Each effect kind has one home (game/engine/effect_<name>.py): the schema file's effect parts
are the homes' (game.ruleset.effect_schema), and the list of kinds names every home once."""

from __future__ import annotations

import json
from pathlib import Path

import game.engine
from game.engine import effects
from game.engine.effect_kinds import BY_CODE, KINDS
from game.ruleset.effect_schema import SCHEMA_FILE, effect_parts, written

ENGINE = Path(game.engine.__file__).parent


def test_the_schema_file_holds_the_effect_parts_the_homes_declare():
    """`python -m tools.effect_schema` writes them; the file must not drift from the homes."""
    text = SCHEMA_FILE.read_text(encoding="utf-8")
    assert written(json.loads(text)) == text
    defs = json.loads(text)["$defs"]
    assert {name: defs[name] for name in effect_parts()} == effect_parts()


def test_every_home_is_listed_once_under_its_own_name_and_code():
    homes = {p.stem.removeprefix("effect_") for p in ENGINE.glob("effect_*.py")} - {"kinds"}
    assert sorted(kind.name for kind in KINDS) == sorted(homes)
    assert len(BY_CODE) == len(KINDS)
    for kind in KINDS:
        assert getattr(effects, kind.name.upper()) == kind.code, kind.name
        assert kind.parameters["type"] == "object" and kind.summary.endswith(".")


def test_a_bare_name_is_offered_only_where_no_parameter_is_required():
    defs = effect_parts()
    assert [k.name for k in KINDS if k.bare] == defs["effect"]["anyOf"][0]["enum"]
    assert "draw" not in defs["effect"]["anyOf"][0]["enum"]  # its count is required
    options = defs["option_effect"]["anyOf"][1]["properties"]
    assert sorted(options) == sorted(k.name for k in KINDS if k.in_options)


def test_every_key_a_home_says_is_in_each_catalogue():
    """A home says its words as translation keys (the engine has no words): each key it names,
    and each a key pattern of its can make, is in the English, German and Swedish catalogues."""
    import re

    from game.i18n import LANGUAGES, catalogue

    for kind in KINDS:
        source = (ENGINE / f"effect_{kind.name}.py").read_text(encoding="utf-8")
        keys = re.findall(r'said\(\s*"([a-z_.]+)"', source)
        keys += re.findall(r'"(effect\.[a-z_.]+)"', source)
        patterns = re.findall(r'said\(f"([a-z_.]+)\{', source)
        assert keys or patterns, kind.name
        for language in LANGUAGES:
            known = set(catalogue(language))
            assert not [k for k in keys if k not in known], (kind.name, language)
            for prefix in patterns:
                assert any(k.startswith(prefix) for k in known), (kind.name, prefix, language)
