"""The schema's parts that describe effects, written from the effect kinds' homes.

Each kind declares its parameters in its home (`game.engine.effect_<name>`); the schema file
(`ruleset.schema.json`) holds them as `$defs.<name>_params`, with the two lists of what an
effect may be (`$defs.effect`, and `$defs.option_effect` inside a choose_effect option). The
file stays one static schema for editors and the workshop's forms; `python -m
tools.effect_schema` writes its effect parts again from the homes, and a test fails while the
file and the homes differ.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.engine.effect_kinds import KINDS
from game.engine.effects import Kind

SCHEMA_FILE = Path(__file__).with_name("ruleset.schema.json")


def effect_parts() -> dict[str, Any]:
    """The `$defs` entries that describe effects, as the homes declare them."""
    parts: dict[str, Any] = {f"{kind.name}_params": kind.parameters for kind in KINDS}
    parts["effect"] = _one_of(KINDS, "An effect", "")
    in_options = [kind for kind in KINDS if kind.in_options]
    left_out = ", ".join(kind.name for kind in KINDS if not kind.in_options)
    parts["option_effect"] = _one_of(
        in_options,
        "An effect inside a choose_effect option",
        f" Not {left_out}: each needs a choice of its own (a player to trade with, a card to "
        "add, an option), which an option cannot carry.",
    )
    return parts


def _one_of(kinds: list[Kind] | tuple[Kind, ...], what: str, more: str) -> dict[str, Any]:
    bare = [kind.name for kind in kinds if kind.bare]
    return {
        "title": "effect",
        "description": f"{what}: a bare name ({', '.join(bare)}) or a mapping with one key, the "
        f"effect's name, whose value gives its parameters.{more}",
        "anyOf": [
            {
                "type": "string",
                "title": "effect name",
                "enum": bare,
                "description": "An effect with all parameters at their defaults.",
            },
            {
                "type": "object",
                "title": "effect",
                "minProperties": 1,
                "maxProperties": 1,
                "additionalProperties": False,
                "description": "One key: the effect's name; its value: the parameters.",
                "properties": {
                    kind.name: {"$ref": f"#/$defs/{kind.name}_params", "description": kind.summary}
                    for kind in kinds
                },
            },
        ],
    }


def written(schema: dict[str, Any]) -> str:
    """The schema file's text with its effect parts from the homes (the rest as it is)."""
    defs = dict(schema["$defs"])
    stale = [
        name for name in defs if name.endswith("_params") or name in ("effect", "option_effect")
    ]
    parts = effect_parts()
    # Each part where it was; a new kind's parameters after the last kind's.
    rebuilt: dict[str, Any] = {}
    for name, value in defs.items():
        if name == "effect":
            rebuilt["effect"] = parts["effect"]
            rebuilt["option_effect"] = parts["option_effect"]
            rebuilt.update({p: v for p, v in parts.items() if p.endswith("_params")})
        elif name not in stale:
            rebuilt[name] = value
    return json.dumps({**schema, "$defs": rebuilt}, indent=2, ensure_ascii=False) + "\n"
