"""reverse: the direction of play flips (with two players, a skip where the ruleset says so)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Final

from game.engine import events as EV
from game.engine.effects import REVERSE, Effect, Kind, Outcome, Reach, Said, parameters, said

if TYPE_CHECKING:
    from game.engine.events import Event
    from game.engine.rules import Rules
    from game.engine.state import State


def compiled(params: Mapping[str, Any], rules: Rules) -> Effect:
    return Effect(kind=REVERSE, reach=Reach(reverse=True))


def words(params: Mapping[str, Any], suits: bool) -> tuple[Said, ...]:
    return (said("effect.reverse"),)


def hint(effect: Effect, colour: int, target: int) -> Said | None:
    return said("hint.effect.reverse")


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
    if state.active_players() == 2 and state.rules.two_player_reverse_skips:
        return 1, False, False
    state.direction = -state.direction
    events.append((EV.DIRECTION, seat, state.direction, None))
    return 0, False, False


KIND: Final[Kind] = Kind(
    code=REVERSE,
    name="reverse",
    summary="The direction of play flips.",
    in_options=True,
    compiled=compiled,
    words=words,
    hint=hint,
    step=step,
    parameters=parameters(
        "reverse takes no parameters: the direction of play flips.",
    ),
)
