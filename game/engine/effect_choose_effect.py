"""choose_effect: its player picks one of several lists of effects (the Joker's choice)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Final

from game.engine import events as EV
from game.engine.effects import (
    CHOOSE_EFFECT,
    CHOOSES_OPTION,
    NAME_COLOUR,
    Choices,
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

#: Options of a choose_effect at most: an action int holds option k as k + 1 in 4 bits (0: none).
MAX_OPTIONS: Final = 15


def compiled(params: Mapping[str, Any], rules: Rules) -> Effect:
    options = params["options"]
    if len(options) > MAX_OPTIONS:
        raise ValueError(f"{len(options)} options; the engine handles at most {MAX_OPTIONS}")
    return Effect(
        kind=CHOOSE_EFFECT,
        choice=CHOOSES_OPTION,
        always_name_colour=bool(params["always_name_colour"]),
        option_ids=tuple(options),
        reach=Reach(chooses=True),
        options=tuple(tuple(rules.compile_effect(e) for e in options[o]) for o in options),
    )


def words(params: Mapping[str, Any], suits: bool) -> tuple[Said, ...]:
    colour = "effect.always_colour" if params["always_name_colour"] else "effect.option_colour"
    return said("effect.choose", options=Choices(params["options"])), said(colour)


def hint(effect: Effect, colour: int, target: int) -> Said | None:
    return None  # the chosen option's own effects speak


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
    events.append((EV.OPTION, seat, effect.option_ids[option], None))
    chosen = effect.options[option]
    if effect.always_name_colour:
        state.colour = colour
        events.append((EV.COLOUR, seat, colour, None))
        # The colour is named once: an option's own name_colour would name it again.
        chosen = tuple(e for e in chosen if e.kind != NAME_COLOUR)
    return run(state, seat, chosen, colour, -1, target, stacking, events)


KIND: Final[Kind] = Kind(
    code=CHOOSE_EFFECT,
    name="choose_effect",
    summary="Its player picks one of several lists of effects.",
    in_options=False,  # an option holding a choice of options would need a second choice
    compiled=compiled,
    words=words,
    hint=hint,
    step=step,
    parameters=parameters(
        "Parameters of choose_effect: its player picks one of `options`.",
        {
            "options": {
                "type": "object",
                "minProperties": 1,
                "description": "Option id -> list of effects; the player picks one option.",
                "propertyNames": {"$ref": "#/$defs/id"},
                "additionalProperties": {
                    "type": "array",
                    "items": {"$ref": "#/$defs/option_effect"},
                    "description": "The effects of this option, in order.",
                },
                "maxProperties": MAX_OPTIONS,
            },
            "always_name_colour": {
                "type": "boolean",
                "default": False,
                "description": "Does the player also name the colour in force, whatever the "
                "option?",
            },
        },
        required=("options",),
    ),
)
