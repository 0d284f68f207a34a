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
