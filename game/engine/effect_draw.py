"""draw: the next player must draw `count` cards, unless they answer (stack or defend)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Final

from game.engine import flow as F
from game.engine.effects import (
    DRAW,
    Effect,
    Kind,
    Outcome,
    RankNames,
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
    returned = frozenset(rules.rank_index[r] for r in params["returned_by"])
    return Effect(
        kind=DRAW,
        count=int(params["count"]),
        loses_turn=bool(params["loses_turn"]),
        may_play_after=params["after_draw"] == "may_play",
        reach=Reach(draw=int(params["count"]), attack=True),
        # Per colour (and a last 0 for no colour in force), as `defend_masks`: () when no card
        # turns it back, so the answers of an attack look no further.
        return_masks=(
            (*[rules.ranks_mask(returned, c) for c in range(len(rules.colours))], 0)
            if returned
            else ()
        ),
        **answers(params, rules),
    )


def words(params: Mapping[str, Any], suits: bool) -> tuple[Said, ...]:
    parts = [said("effect.draw", count=params["count"])]
    if params["stack_with"]:
        # A listed card without a draw of its own adds nothing: played, it ends the attack.
        stack = tuple(params["stack_with"])
        parts.append(said("effect.draw_stack", cards=RankNames(stack, stacks=True)))
        parts.append(said("effect.draw_stack_ends", cards=RankNames(stack, stacks=False)))
    if params["loses_turn"]:  # the engine ends the victim's turn first: may_play only without it
        parts.append(said("effect.loses_turn"))
    elif params["after_draw"] == "may_play":
        parts.append(said("effect.may_play_after"))
    else:
        parts.append(said("effect.keeps_turn"))
    if params["returned_by"]:
        parts.append(said("effect.draw_returned", cards=RankNames(tuple(params["returned_by"]))))
    return (*parts, *defended(params))


def hint(effect: Effect, colour: int, target: int) -> Said | None:
    return said("hint.effect.draw", amount=effect.count)


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
    return 0, False, F.start_draw_attack(state, seat, effect, stacking, events)


KIND: Final[Kind] = Kind(
    code=DRAW,
    name="draw",
    summary="The next player must draw cards.",
    in_options=True,
    compiled=compiled,
    words=words,
    hint=hint,
    step=step,
    parameters=parameters(
        "Parameters of draw: the next player must draw `count` cards.",
        {
            "count": {
                "type": "integer",
                "description": "How many cards the next player must draw.",
                "minimum": 1,
                "maximum": 50,
            },
            "stack_with": ranks_parameter(
                "Ranks (any colour) the victim may play to pass the attack on, "
                "adding that card's own draw count; a rank with no draw of its own ends the "
                "attack instead (`check` warns: write it as cancel_attack).",
            ),
            "defended_by": ranks_parameter(
                "Ranks that cancel the attack when played in the attacking card's colour.",
            ),
            "returned_by": ranks_parameter(
                "Ranks that turn the attack back on the player who sent it when played in the "
                "attacking card's colour: the direction of play reverses and that player must "
                "draw, stack or turn it back in turn.",
            ),
            "loses_turn": {
                "type": "boolean",
                "default": True,
                "description": "Does the victim lose their turn after drawing? false: they take "
                "a normal turn.",
            },
            "after_draw": {
                "enum": ["end_turn", "may_play"],
                "description": "After drawing: the turn ends, or the victim may play a matching "
                "card or pass.",
                "default": "end_turn",
            },
        },
        required=("count",),
    ),
)
