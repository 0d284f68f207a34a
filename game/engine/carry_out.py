"""Carrying out a card's effects: each by its kind's home (game.engine.effect_kinds).

`core.play` calls `run_effects` for the card played; a kind's `step` does what its effect does
(game.engine.effects.Step) and says what it left: players to skip, a turn again, or a decision
that someone must make before play goes on.
"""

from __future__ import annotations

from typing import Final

from game.engine import actions as A
from game.engine.effect_kinds import KINDS
from game.engine.effects import Effect, Outcome, Step
from game.engine.events import Event
from game.engine.state import State

#: Each kind's step by its code, for one lookup an effect.
_STEPS: Final[list[Step | None]] = [None] * (max(kind.code for kind in KINDS) + 1)
for _kind in KINDS:
    _STEPS[_kind.code] = _kind.step


def run_effects(
    state: State,
    seat: int,
    effects: tuple[Effect, ...],
    colour: int,
    option: int,
    target: int,
    stacking: bool,
    events: list[Event],
) -> Outcome:
    """Carry out a card's effects, in order. Returns (players to skip, play again, a decision
    pending).

    An effect can end the round (a last card's trade passes the cards and the turn moves on,
    D-21): whatever follows it on the card is not carried out, so no event follows the round's
    end (a colour named then could not matter any more).
    """
    skips, again, pending = 0, False, False
    for effect in effects:
        if state.over:
            break
        step = _STEPS[effect.kind]
        assert step is not None
        s, a, p = step(state, seat, effect, colour, option, target, stacking, events, run_effects)
        skips, again, pending = skips + s, again or a, pending or p
    return skips, again, pending


def run_chosen(
    state: State,
    seat: int,
    action: int,
    effects: tuple[Effect, ...],
    stacking: bool,
    events: list[Event],
) -> tuple[int, bool, bool]:
    """A card's effects, with the choices its action made (a colour, an option, a target)."""
    if not effects:
        return 0, False, False
    colour = ((action >> A.COLOUR_SHIFT) & 0xF) - 1
    option = ((action >> A.OPTION_SHIFT) & 0xF) - 1
    return run_effects(state, seat, effects, colour, option, A.target_of(action), stacking, events)
