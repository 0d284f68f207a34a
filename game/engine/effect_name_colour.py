"""name_colour: its player names the colour in force (a wild card)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Final

from game.engine import events as EV
from game.engine.effects import (
    CHOOSES_COLOUR,
    NAME_COLOUR,
    ColourOf,
    Effect,
    Kind,
    Outcome,
    Said,
    parameters,
    said,
)

if TYPE_CHECKING:
    from game.engine.events import Event
    from game.engine.rules import Rules
    from game.engine.state import State


def compiled(params: Mapping[str, Any], rules: Rules) -> Effect:
    return Effect(kind=NAME_COLOUR, choice=CHOOSES_COLOUR)


def words(params: Mapping[str, Any], suits: bool) -> tuple[Said, ...]:
    return (said("effect.name_suit" if suits else "effect.name_colour"),)


def hint(effect: Effect, colour: int, target: int) -> Said | None:
    return said("hint.effect.colour", colour=ColourOf(colour)) if colour >= 0 else None


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
    state.colour = colour
    events.append((EV.COLOUR, seat, colour, None))
    return 0, False, False


KIND: Final[Kind] = Kind(
    code=NAME_COLOUR,
    name="name_colour",
    summary="Its player names the colour in force.",
    in_options=True,
    compiled=compiled,
    words=words,
    hint=hint,
    step=step,
    parameters=parameters(
        "name_colour takes no parameters: its player names the colour in force.",
    ),
)
