"""pass_card_left: every player passes one card of their hand to the left.

The players holding cards choose one card each, one after another in the direction of play,
beginning after the card's player (who chooses last): a stage (game.engine.stage), in which
nobody sees the card another chose. Once the last has chosen, all the chosen cards move at
once, each to the next player to the left (the next higher seat holding cards, as a trade's
pass_left), and play goes on after the card's player.

Passing never empties a hand: everyone who gives one card gets one. A hand of one card gives
that card and gets another; a hand of none (a winner whose last card this was, D-21) takes no
part. With fewer than two players holding cards, nothing passes and no one is asked.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Final

from game.engine import actions as A
from game.engine import events as EV
from game.engine.effects import (
    PASS_CARD_LEFT,
    Chosen,
    Effect,
    Kind,
    Outcome,
    Reach,
    Said,
    StageHooks,
    parameters,
    said,
)
from game.engine.state import give, staged, take

if TYPE_CHECKING:
    from game.engine.events import Event
    from game.engine.rules import Rules
    from game.engine.state import State


def compiled(params: Mapping[str, Any], rules: Rules) -> Effect:
    return Effect(kind=PASS_CARD_LEFT, reach=Reach(passes=True))


def words(params: Mapping[str, Any], suits: bool) -> tuple[Said, ...]:
    return (said("effect.pass_card_left"),)


def hint(effect: Effect, colour: int, target: int) -> Said | None:
    return said("hint.effect.pass_card_left")


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
    n, d, sizes = state.n, state.direction, state.sizes
    order = tuple(s for s in ((seat + k * d) % n for k in range(1, n + 1)) if sizes[s])
    if len(order) < 2:
        return 0, False, False  # nobody to pass a card to
    state.stage = staged(PASS_CARD_LEFT, seat, order)
    return 0, False, True


def choices(state: State, seat: int) -> list[int]:
    """Any card of the hand, once each type."""
    out: list[int] = []
    mask = state.masks[seat]
    while mask:
        low = mask & -mask
        mask ^= low
        out.append(A.GIVE | ((low.bit_length() - 1) << A.TYPE_SHIFT))
    return out


def finish(state: State, chosen: Chosen, events: list[Event]) -> None:
    """Every chosen card leaves its hand, then each arrives in the next hand to the left."""
    ring = sorted(seat for seat, _choice in chosen)
    cards = {seat: A.type_of(choice) for seat, choice in chosen}
    for seat in ring:
        take(state, seat, cards[seat])
    for i, seat in enumerate(ring):
        to = ring[(i + 1) % len(ring)]
        give(state, to, cards[seat])
        events.append((EV.CARD_PASSED, seat, to, cards[seat]))


KIND: Final[Kind] = Kind(
    code=PASS_CARD_LEFT,
    name="pass_card_left",
    summary="Every player passes one card of their hand to the left.",
    in_options=False,  # its players' choices are a stage of their own, not an option's
    compiled=compiled,
    words=words,
    hint=hint,
    step=step,
    stage=StageHooks(choices=choices, finish=finish),
    parameters=parameters(
        "pass_card_left takes no parameters: every player holding cards chooses one card, "
        "and all the chosen cards pass to the left at once.",
    ),
)
