"""The stage: the players concerned each act, one after another, and then play goes on.

An effect whose carrying out needs several players' decisions (every player passes a card to
the left) opens a stage from its step: `State.stage` names the seats to act in order
(`state.staged`), and the step says a decision is pending. The card's play then hands the
stage what its other effects owe once it is over (`begin`: players to skip, a turn again),
and the stage asks the seats one after another. While it is open `state.turn` is the seat
whose decision it is and `state.phase` is STAGE, so every reader that follows whose turn it is
(the bots' worker, the table's pacing, pass-and-play's hand-over) follows the stage too.

What the stage is for is its kind's home's (`Kind.stage`, game.engine.effects.StageHooks): the
legal actions of the seat to act (`choices`) and what is done with what the seats chose
(`finish`, once the last has acted). Nothing here names an effect.

A seat's choice is private until the stage's finish shows it: `seen` is the stage as one seat
may see it (the others' choices hidden as -1), and a GIVE is reported as a GAVE event that
`visible_event` hides from the others.
"""

from __future__ import annotations

from typing import Final

from game.engine import actions as A
from game.engine import events as EV
from game.engine import flow as F
from game.engine import state as S
from game.engine.effect_kinds import KINDS
from game.engine.effects import StageHooks
from game.engine.state import Stage, State

HIDDEN: Final = -1  # a choice another seat made, as one seat sees the stage

#: Each kind's stage hooks and name by its code, for one lookup.
_HOOKS: Final[list[StageHooks | None]] = [None] * (max(kind.code for kind in KINDS) + 1)
_NAMES: Final[list[str]] = [""] * len(_HOOKS)
for _kind in KINDS:
    _HOOKS[_kind.code] = _kind.stage
    _NAMES[_kind.code] = _kind.name

# What follows the stage (the last field of `Stage`).
GOES_ON: Final = 0
AGAIN: Final = 1
KEEPS_TURN: Final = 2


def _hooks(stage: Stage) -> StageHooks:
    hooks = _HOOKS[stage[0]]
    assert hooks is not None, "a stage opened by a kind without stage hooks"
    return hooks


def begin(state: State, skips: int, after: int, events: list[EV.Event]) -> None:
    """A card's effects opened a stage (`state.stage`, nobody asked yet): note what its other
    effects owe once it is over (`skips` players to skip, `after` GOES_ON / AGAIN /
    KEEPS_TURN) and ask its first seat."""
    stage = state.stage
    assert stage is not None
    state.stage = (stage[0], stage[1], stage[2], stage[3], skips, after)
    _ask(state, events)


def _ask(state: State, events: list[EV.Event]) -> None:
    stage = state.stage
    assert stage is not None
    seat = stage[1][0]
    state.turn = seat
    state.phase = S.STAGE
    state.turn_no += 1
    state.drawn = -2
    events.append((EV.STAGE, seat, _NAMES[stage[0]], len(stage[1]) - 1))


def choices(state: State, seat: int) -> list[int]:
    """The legal actions of `seat` in the open stage: its kind's, when it is the seat to act."""
    stage = state.stage
    if stage is None or seat != stage[1][0]:
        return []
    return _hooks(stage).choices(state, seat)


def act(state: State, seat: int, action: int, events: list[EV.Event]) -> None:
    """`seat` made its choice (`action`, legal): ask the next seat, or, after the last, run the
    kind's finish and let play go on after the seat whose card opened the stage."""
    stage = state.stage
    assert stage is not None
    code, to_act, chosen, opener, skips, after = stage
    if action & A.KIND_MASK == A.GIVE:
        events.append((EV.GAVE, seat, A.type_of(action), None))
    chosen = (*chosen, (seat, action))
    if len(to_act) > 1:
        state.stage = (code, to_act[1:], chosen, opener, skips, after)
        _ask(state, events)
        return
    state.stage = None
    _hooks(stage).finish(state, chosen, events)
    if state.over:
        return
    if after == AGAIN:
        events.append((EV.PLAY_AGAIN, opener, None, None))
        F.start_turn(state, opener, events)
    elif after == KEEPS_TURN:
        F.start_turn(state, opener, events)
    else:
        F.advance(state, opener, skips, events)


def seen(stage: Stage | None, seat: int) -> Stage | None:
    """The stage as `seat` may see it: who is still to act, and its own choice; the others'
    choices are HIDDEN."""
    if stage is None:
        return None
    code, to_act, chosen, opener, skips, after = stage
    mine = tuple((s, c if s == seat else HIDDEN) for s, c in chosen)
    return (code, to_act, mine, opener, skips, after)


def name_of_stage(stage: Stage) -> str:
    """The name of the effect kind whose stage this is (`pass_left`)."""
    return _NAMES[stage[0]]
