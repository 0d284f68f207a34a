"""others_draw: players other than the next draw at once — every other player (Whot!'s
"General Market") or the previous player — and play goes on with the next player.

Nobody can answer it: no stored source lets a General Market be stacked on or defended, so it
opens no attack and asks nobody anything. The drawers draw one after another in the direction
of play from the card's player's next, the stock reshuffled between them when it runs out
(`flow.draw_cards` does that card by card); a winner whose last card this was draws nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Final

from game.engine import events as EV
from game.engine import flow as F
from game.engine.effects import (
    OTHERS_DRAW,
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

ALL_OTHERS: Final = "all_others"
PREVIOUS: Final = "previous"


def compiled(params: Mapping[str, Any], rules: Rules) -> Effect:
    count = int(params["count"])
    # The bots weigh it as cards an opponent draws (no answer, so no attack).
    return Effect(
        kind=OTHERS_DRAW,
        count=count,
        modes=(str(params["who"]),),
        reach=Reach(draw=count),
    )


def words(params: Mapping[str, Any], suits: bool) -> tuple[Said, ...]:
    return (said(f"effect.others_draw.{params['who']}", count=params["count"]),)


def hint(effect: Effect, colour: int, target: int) -> Said | None:
    return said(f"hint.effect.others_draw.{effect.modes[0]}", amount=effect.count)


def drawers(state: State, seat: int, who: str) -> tuple[int, ...]:
    """The seats that draw, in the order they draw: the seats holding cards other than `seat`,
    from its next in the direction of play; or the one before it (`previous`)."""
    n, d, sizes = state.n, state.direction, state.sizes
    if who == PREVIOUS:
        for k in range(1, n):
            other = (seat - d * k) % n
            if sizes[other]:
                return (other,)
        return ()
    return tuple(s for s in ((seat + d * k) % n for k in range(1, n)) if sizes[s])


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
    seats = drawers(state, seat, effect.modes[0])
    if seats:
        events.append((EV.OTHERS_DRAW, seat, seats, effect.count))
    for other in seats:
        F.draw_cards(state, other, effect.count, "others_draw", events)
    return 0, False, False


KIND: Final[Kind] = Kind(
    code=OTHERS_DRAW,
    name="others_draw",
    summary="Players other than the next draw at once: every other player, or the previous one.",
    in_options=True,
    compiled=compiled,
    words=words,
    hint=hint,
    step=step,
    parameters=parameters(
        "Parameters of others_draw: players other than the next draw `count` cards at once, "
        "one after another in the direction of play; nobody can answer it, and play goes on "
        "with the next player.",
        {
            "count": {
                "type": "integer",
                "description": "How many cards each of them draws.",
                "minimum": 1,
                "maximum": 20,
                "default": 1,
            },
            "who": {
                "enum": [ALL_OTHERS, PREVIOUS],
                "description": "Who draws: every player but the card's player (all_others), or "
                "the player before it in the direction of play (previous).",
                "default": ALL_OTHERS,
            },
        },
    ),
)
