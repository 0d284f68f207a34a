"""cancel_attack: played against a pending attack of a kind it names, the attack ends (nobody
draws or loses a turn for it), or with `answer: passes_on` it goes on unchanged to the next
player. Played in a normal turn it does nothing.

Black Jack's red Jack ("unless he can follow with a red jack (which neutralises the black")
and Whot's wild ("cancels any active Pick Two or Pick Three draw effects") are such cards; the
answering card goes on the pile and its other effects (Whot's named suit) run as in any play.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Final

from game.engine import events as EV
from game.engine import flow as F
from game.engine import state as S
from game.engine.effects import (
    CANCEL_ATTACK,
    DRAW,
    SKIP,
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

#: The attacks it may answer, by their names in the format.
ATTACKS: Final = {"draw": DRAW, "skip": SKIP}


def compiled(params: Mapping[str, Any], rules: Rules) -> Effect:
    return Effect(
        kind=CANCEL_ATTACK,
        attacks=frozenset(ATTACKS[name] for name in params["attacks"]),
        passes_on=params["answer"] == "passes_on",
    )


def words(params: Mapping[str, Any], suits: bool) -> tuple[Said, ...]:
    attacks = "_".join(sorted(params["attacks"])) or "none"
    return (said(f"effect.cancel_attack.{params['answer']}.{attacks}"),)


def hint(effect: Effect, colour: int, target: int) -> Said | None:
    return None  # in a normal turn it does nothing: the card's match or other effects speak


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
    pending = state.pend_effect
    if not stacking or pending is None or pending.kind not in effect.attacks:
        return 0, False, False
    name = "draw" if pending.kind == DRAW else "skip"
    if effect.passes_on:
        return 0, False, _pass_on(state, seat, name, events)
    events.append((EV.ATTACK_CANCELLED, seat, name, state.pend))
    state.pend = state.chain = 0
    state.pend_effect = None
    return 0, False, False


def _pass_on(state: State, seat: int, name: str, events: list[Event]) -> bool:
    """The attack goes on, as it stands, to the player after `seat`; False when nobody but a
    winner is left to take it (D-21): it is dropped."""
    victim = F.victim_after(state, seat)
    if victim < 0:
        state.pend = state.chain = 0
        state.pend_effect = None
        return False
    events.append((EV.ATTACK_PASSED_ON, seat, victim, state.pend))
    F.ask(state, victim, S.ATTACK, events, name, state.pend)
    return True


KIND: Final[Kind] = Kind(
    code=CANCEL_ATTACK,
    name="cancel_attack",
    summary="Answers a pending attack: it ends (or passes on unchanged).",
    in_options=True,
    compiled=compiled,
    words=words,
    hint=hint,
    step=step,
    parameters=parameters(
        "Parameters of cancel_attack: a player facing an attack of a kind in `attacks` may "
        "play the card (any colour, no match needed) as their answer.",
        {
            "attacks": {
                "type": "array",
                "items": {"enum": list(ATTACKS)},
                "uniqueItems": True,
                "minItems": 1,
                "description": "The kinds of pending attack it answers.",
                "default": ["draw", "skip"],
            },
            "answer": {
                "enum": ["cancels", "passes_on"],
                "description": "The attack ends (nobody draws or is skipped for it), or goes "
                "on unchanged to the next player.",
                "default": "cancels",
            },
        },
    ),
)
