"""reverse: the direction of play flips (with two players, a skip where the ruleset says so)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.engine.effects import REVERSE, Effect, Kind, Said, parameters, said

if TYPE_CHECKING:
    from game.engine.rules import Rules


def compiled(params: Mapping[str, Any], rules: Rules) -> Effect:
    return Effect(kind=REVERSE)


def words(params: Mapping[str, Any], suits: bool) -> tuple[Said, ...]:
    return (said("effect.reverse"),)


def hint(effect: Effect, colour: int, target: int) -> Said | None:
    return said("hint.effect.reverse")


KIND: Kind = Kind(
    code=REVERSE,
    name="reverse",
    summary="The direction of play flips.",
    in_options=True,
    compiled=compiled,
    words=words,
    hint=hint,
    parameters=parameters(
        "reverse takes no parameters: the direction of play flips.",
    ),
)
