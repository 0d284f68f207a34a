"""Small helpers for the rulebook scenario tests: events as short readable tuples.

`story(rules, events)` turns engine events into `(kind, seat, detail)` tuples, so a test can
say `("play", 0, "red:7")`, `("attack", 1, ("draw", 2))`, `("colour", 0, "blue")`,
`("round_end", 0, (0, 31, 28))` instead of unpacking ints.
"""

from __future__ import annotations

from random import Random

from game.engine import apply, legal_actions
from game.engine import events as EV
from game.engine.rules import Rules
from game.engine.state import State

_CARD_KINDS = {EV.DEAL, EV.DRAW, EV.PLAY, EV.DEFEND, EV.JUMP, EV.START_CARD}


def story(rules: Rules, events: list) -> list[tuple]:
    """Events as (kind name, seat, detail); TURN keeps only its seat, SHUFFLE only its reason."""
    out: list[tuple] = []
    for kind, seat, a, b in events:
        name = EV.NAMES[kind]
        if kind in _CARD_KINDS:
            detail = rules.card_to_text(a) if a >= 0 else "hidden"
        elif kind == EV.COLOUR:
            detail = rules.colour_name(a)
        elif kind == EV.ATTACK:
            detail = (a, b)
        elif kind == EV.ROUND_END:
            detail = tuple(a)
        elif kind == EV.SHUFFLE:
            detail = b
        elif kind == EV.TURN:
            detail = None
        else:
            detail = a
        out.append((name, seat, detail))
    return out


def only(rules: Rules, events: list, *names: str) -> list[tuple]:
    """The story, keeping only the given kinds (e.g. "play", "draw", "turn")."""
    return [e for e in story(rules, events) if e[0] in names]


def texts(rules: Rules, types: list[int]) -> list[str]:
    return [rules.card_to_text(t) for t in types]


def hand(state: State, seat: int) -> list[str]:
    """A hand as sorted card names (order-free comparisons)."""
    return sorted(state.rules.card_to_text(t) for t in state.hand(seat))


def play_out(state: State, seed: int, limit: int = 20_000) -> list:
    """Play the round to its end with seeded random choices by the seat to act; the events."""
    rng = Random(seed)
    events: list = []
    for _ in range(limit):
        if state.over:
            return events
        events += apply(state, rng.choice(legal_actions(state)))
    raise AssertionError(f"the round did not end within {limit} actions")
