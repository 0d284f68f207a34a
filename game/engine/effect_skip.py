"""skip: the next player, or the next `count`, lose their turn; an attack when it may be
answered (stacked on or defended against)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.engine.effects import SKIP, Effect, Kind, answers

if TYPE_CHECKING:
    from game.engine.rules import Rules


def compiled(params: Mapping[str, Any], rules: Rules) -> Effect:
    return Effect(
        kind=SKIP,
        count=int(params["count"]),
        each_victim=params["chain_answer"] == "each_victim",
        **answers(params, rules),
    )


KIND: Kind = Kind(
    code=SKIP,
    name="skip",
    summary="The next player(s) lose their turn.",
    in_options=True,
    compiled=compiled,
    parameters={
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "count": {
                "type": "integer",
                "description": "How many following players lose their turn.",
                "minimum": 1,
                "default": 1,
                "maximum": 50,
            },
            "stack_with": {
                "$ref": "#/$defs/rank_ids",
                "description": "Ranks (any colour) a skipped player may answer with; each adds "
                "one more skipped player.",
                "default": [],
            },
            "defended_by": {
                "$ref": "#/$defs/rank_ids",
                "description": "Ranks that cancel the skip for the defender when played in the "
                "attacking card's colour.",
                "default": [],
            },
            "chain_answer": {
                "enum": ["each_victim", "first_only"],
                "description": "Who may answer: each skipped player, or only the first.",
                "default": "each_victim",
            },
        },
        "description": "Parameters of skip: the next `count` players lose their turn.",
    },
)
