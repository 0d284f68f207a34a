"""name_colour: its player names the colour in force (a wild card)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.engine.effects import NAME_COLOUR, Effect, Kind

if TYPE_CHECKING:
    from game.engine.rules import Rules


def compiled(params: Mapping[str, Any], rules: Rules) -> Effect:
    return Effect(kind=NAME_COLOUR)


KIND: Kind = Kind(
    code=NAME_COLOUR,
    name="name_colour",
    summary="Its player names the colour in force.",
    in_options=True,
    compiled=compiled,
    parameters={
        "type": "object",
        "additionalProperties": False,
        "properties": {},
        "description": "name_colour takes no parameters: its player names the colour in force.",
    },
)
