"""reveal_and_force: the next player shows their hand and must play a number card, drawing
its value, unless they defend."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.engine.effects import (
    REVEAL_AND_FORCE,
    Effect,
    Kind,
    Said,
    answers,
    defended,
    parameters,
    ranks_parameter,
    said,
)

if TYPE_CHECKING:
    from game.engine.rules import Rules


def compiled(params: Mapping[str, Any], rules: Rules) -> Effect:
    return Effect(
        kind=REVEAL_AND_FORCE,
        loses_turn=bool(params["loses_turn"]),
        apply_forced_effects=params["forced_effects"] == "apply",
        **answers(params, rules),
    )


def words(params: Mapping[str, Any], suits: bool) -> tuple[Said, ...]:
    turn = "effect.reveal_loses_turn" if params["loses_turn"] else "effect.reveal_keeps_turn"
    forced = f"effect.forced_effects.{params['forced_effects']}"
    return (said("effect.reveal"), said(turn), said(forced), *defended(params))


def hint(effect: Effect, colour: int, target: int) -> Said | None:
    return said("hint.effect.force")


KIND: Kind = Kind(
    code=REVEAL_AND_FORCE,
    name="reveal_and_force",
    summary="The next player shows their hand and must play a number card, drawing its value.",
    in_options=True,
    compiled=compiled,
    words=words,
    hint=hint,
    parameters=parameters(
        "Parameters of reveal_and_force: the next player shows their hand and "
        "must play a number card, drawing its value.",
        {
            "defended_by": ranks_parameter(
                "Ranks that cancel the effect when played in the attacking card's colour.",
            ),
            "loses_turn": {
                "type": "boolean",
                "default": True,
                "description": "Does the forced play use up the victim's turn?",
            },
            "forced_effects": {
                "enum": ["apply", "ignore"],
                "description": "Are the forced card's own effects carried out?",
                "default": "apply",
            },
        },
    ),
)
