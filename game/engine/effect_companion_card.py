"""companion_card: its player adds one coloured card from hand at once (Your Choice)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Final

from game.engine import state as S
from game.engine.effects import (
    CHOOSES_CARD,
    COMPANION_CARD,
    Effect,
    Kind,
    Outcome,
    Reach,
    Said,
    parameters,
    said,
)

if TYPE_CHECKING:
    from game.engine.events import Event
    from game.engine.rules import Rules
    from game.engine.state import State


def compiled(params: Mapping[str, Any], rules: Rules) -> Effect:
    return Effect(
        kind=COMPANION_CARD,
        choice=CHOOSES_CARD,
        effect_applies=bool(params["effect_applies"]),
        reach=Reach(adds_card=True),
    )


def words(params: Mapping[str, Any], suits: bool) -> tuple[Said, ...]:
    return (said("effect.companion" if params["effect_applies"] else "effect.companion_plain"),)


def hint(effect: Effect, colour: int, target: int) -> Said | None:
    return said("hint.effect.companion")


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
    state.phase = S.COMPANION
    state.pend_effect = effect
    return 0, False, True


KIND: Final[Kind] = Kind(
    code=COMPANION_CARD,
    name="companion_card",
    summary="Its player must add one coloured card from hand at once.",
    in_options=False,  # the card to add is a choice an option cannot carry
    compiled=compiled,
    words=words,
    hint=hint,
    step=step,
    parameters=parameters(
        "Parameters of companion_card: its player adds one coloured card from hand at once.",
        {
            "effect_applies": {
                "type": "boolean",
                "default": True,
                "description": "Do the companion card's own effects run?",
            },
        },
    ),
)
