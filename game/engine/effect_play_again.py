"""play_again: the same player takes another turn."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.engine.effects import PLAY_AGAIN, Effect, Kind

if TYPE_CHECKING:
    from game.engine.rules import Rules


def compiled(params: Mapping[str, Any], rules: Rules) -> Effect:
    return Effect(kind=PLAY_AGAIN)


KIND: Kind = Kind(
    code=PLAY_AGAIN,
    name="play_again",
    summary="The same player takes another turn.",
    in_options=True,
    compiled=compiled,
    parameters={
        "type": "object",
        "additionalProperties": False,
        "properties": {},
        "description": "play_again takes no parameters: the same player takes another turn.",
    },
)
