"""trade_hands: its player trades hands: swaps with one player, or every hand passes left or
right; the affected players may defend."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Final

from game.engine import flow as F
from game.engine.actions import TARGET_LEFT
from game.engine.effects import (
    CHOOSES_TARGET,
    TRADE_HANDS,
    Effect,
    Kind,
    OneOf,
    Outcome,
    Reach,
    Said,
    Seat,
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
        kind=TRADE_HANDS,
        choice=CHOOSES_TARGET,
        modes=tuple(params["modes"]),
        reach=Reach(trades=True),
        **answers(params, rules),
    )


def words(params: Mapping[str, Any], suits: bool) -> tuple[Said, ...]:
    modes = OneOf(tuple(said(f"effect.trade.{mode}") for mode in params["modes"]))
    return (said("effect.trade", modes=modes), *defended(params))


def hint(effect: Effect, colour: int, target: int) -> Said | None:
    if 0 <= target < TARGET_LEFT:  # a swap with one player
        return said("hint.effect.trade", player=Seat(target))
    return said("hint.effect.trade_round")


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
    return 0, False, F.start_trade(state, seat, effect, target, events)


KIND: Final[Kind] = Kind(
    code=TRADE_HANDS,
    name="trade_hands",
    summary="Its player trades hands (swap, pass left, pass right).",
    in_options=False,  # the player to trade with is a choice an option cannot carry
    compiled=compiled,
    words=words,
    hint=hint,
    step=step,
    parameters=parameters(
        "Parameters of trade_hands: its player trades hands by a chosen mode.",
        {
            "modes": {
                "type": "array",
                "minItems": 1,
                "uniqueItems": True,
                "items": {
                    "enum": ["swap", "pass_left", "pass_right"],
                    "description": "A way to trade hands.",
                },
                "default": ["swap", "pass_left", "pass_right"],
                "description": "The ways the player may choose from: swap with one player, or "
                "every hand passes left or right.",
            },
            "defended_by": ranks_parameter(
                "Ranks an affected player may play in the card's colour to cancel the whole trade.",
            ),
        },
    ),
)
