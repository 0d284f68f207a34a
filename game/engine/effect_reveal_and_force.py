"""reveal_and_force: the next player shows their hand and must play a number card, drawing
its value, unless they defend."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Final

from game.engine import flow as F
from game.engine.effects import (
    REVEAL_AND_FORCE,
    Effect,
    Kind,
    Outcome,
    Reach,
    Said,
    answers,
    defended,
    parameters,
    ranks_parameter,
    said,
)

if TYPE_CHECKING:
    from game.engine.events import Event
    from game.engine.rules import Rules
    from game.engine.state import State


def compiled(params: Mapping[str, Any], rules: Rules) -> Effect:
    return Effect(
        kind=REVEAL_AND_FORCE,
        loses_turn=bool(params["loses_turn"]),
        apply_forced_effects=params["forced_effects"] == "apply",
        reach=Reach(force=True, attack=True),
        **answers(params, rules),
    )


def words(params: Mapping[str, Any], suits: bool) -> tuple[Said, ...]:
    turn = "effect.reveal_loses_turn" if params["loses_turn"] else "effect.reveal_keeps_turn"
    forced = f"effect.forced_effects.{params['forced_effects']}"
    return (said("effect.reveal"), said(turn), said(forced), *defended(params))


def hint(effect: Effect, colour: int, target: int) -> Said | None:
    return said("hint.effect.force")


def step(
    state: State,
    seat: int,
    effect: Effect,
    colour: int,
    option: int,
    target: int,
    stacking: bool,
    events: list[Event],
    run: Callable[..., Outcome],
) -> Outcome:
    return 0, False, F.start_force(state, seat, effect, events)


KIND: Final[Kind] = Kind(
    code=REVEAL_AND_FORCE,
    name="reveal_and_force",
    summary="The next player shows their hand and must play a number card, drawing its value.",
    in_options=True,
    compiled=compiled,
    words=words,
    hint=hint,
    step=step,
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
