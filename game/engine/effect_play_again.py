"""play_again: the same player takes another turn."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.engine.effects import PLAY_AGAIN, Effect, Kind, Said, parameters, said

if TYPE_CHECKING:
    from game.engine.rules import Rules


def compiled(params: Mapping[str, Any], rules: Rules) -> Effect:
    return Effect(kind=PLAY_AGAIN)


def words(params: Mapping[str, Any], suits: bool) -> tuple[Said, ...]:
    return (said("effect.play_again"),)


def hint(effect: Effect, colour: int, target: int) -> Said | None:
    return said("hint.effect.play_again")


KIND: Kind = Kind(
    code=PLAY_AGAIN,
    name="play_again",
    summary="The same player takes another turn.",
    in_options=True,
    compiled=compiled,
    words=words,
    hint=hint,
    parameters=parameters(
        "play_again takes no parameters: the same player takes another turn.",
    ),
)
