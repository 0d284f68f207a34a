"""play_again: the same player takes another turn."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Final

from game.engine.effects import PLAY_AGAIN, Effect, Kind, Outcome, Reach, Said, parameters, said

if TYPE_CHECKING:
    from game.engine.events import Event
    from game.engine.rules import Rules
    from game.engine.state import State


def compiled(params: Mapping[str, Any], rules: Rules) -> Effect:
    return Effect(kind=PLAY_AGAIN, reach=Reach(again=True))


def words(params: Mapping[str, Any], suits: bool) -> tuple[Said, ...]:
    return (said("effect.play_again"),)


def hint(effect: Effect, colour: int, target: int) -> Said | None:
    return said("hint.effect.play_again")


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
    return 0, True, False


KIND: Final[Kind] = Kind(
    code=PLAY_AGAIN,
    name="play_again",
    summary="The same player takes another turn.",
    in_options=True,
    compiled=compiled,
    words=words,
    hint=hint,
    step=step,
    parameters=parameters(
        "play_again takes no parameters: the same player takes another turn.",
    ),
)
