"""show_hand: the next player (or every other player) shows their hand to everyone; play goes
on as usual.

Pesten's 10 (P3, "Een 10": "degene na de speler die deze kaart speelt, moet zijn kaarten aan
de andere spelers laten zien"). The cards shown are known to every seat (`State.revealed`, as
a reveal_and_force's are) for as long as they stay in that hand: what the others have seen
they remember, and the table keeps them face up until they are played; cards drawn later are
not shown. Nobody answers it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Final

from game.engine import events as EV
from game.engine.effects import SHOW_HAND, Effect, Kind, Outcome, Reach, Said, parameters, said

if TYPE_CHECKING:
    from game.engine.events import Event
    from game.engine.rules import Rules
    from game.engine.state import State

NEXT: Final = "next"
OTHERS: Final = "others"


def compiled(params: Mapping[str, Any], rules: Rules) -> Effect:
    return Effect(kind=SHOW_HAND, modes=(str(params["who"]),), reach=Reach())


def words(params: Mapping[str, Any], suits: bool) -> tuple[Said, ...]:
    return (said(f"effect.show_hand.{params['who']}"),)


def hint(effect: Effect, colour: int, target: int) -> Said | None:
    return said(f"hint.effect.show_hand.{effect.modes[0]}")


def shown(state: State, seat: int, who: str) -> tuple[int, ...]:
    """The seats that show their hands, in the direction of play from `seat`'s next: those
    holding cards, the next one only (`next`) or all but `seat`."""
    n, d, sizes = state.n, state.direction, state.sizes
    seats = [s for s in ((seat + d * k) % n for k in range(1, n)) if sizes[s]]
    return tuple(seats[:1]) if who == NEXT else tuple(seats)


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
    for other in shown(state, seat, effect.modes[0]):
        if state.revealed is None:
            state.revealed = [()] * state.n
        cards = tuple(state.hand(other))
        state.revealed[other] = cards
        events.append((EV.REVEAL, other, cards, "show_hand"))
    return 0, False, False


KIND: Final[Kind] = Kind(
    code=SHOW_HAND,
    name="show_hand",
    summary="The next player, or every other player, shows their hand to everyone.",
    in_options=True,
    compiled=compiled,
    words=words,
    hint=hint,
    step=step,
    parameters=parameters(
        "Parameters of show_hand: the next player (or every other player) shows their hand to "
        "everyone; the cards shown stay known while they stay in that hand.",
        {
            "who": {
                "enum": [NEXT, OTHERS],
                "description": "Who shows: the next player holding cards (next), or every "
                "player but the card's player (others).",
                "default": NEXT,
            },
        },
    ),
)
