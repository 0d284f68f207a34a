"""What one seat may know: the view the table draws and the bots decide from."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine import state as S
from game.engine.challenge import colour_of
from game.engine.effect_kinds import name_of
from game.engine.effects import Effect
from game.engine.frozen import rebuilt
from game.engine.stage import name_of_stage, seen
from game.engine.state import Stage, State, Trade


@dataclass(frozen=True, slots=True)
class Observation:
    seat: int
    players: int
    hand: tuple[int, ...]  # own cards, sorted by type
    hand_sizes: tuple[int, ...]
    top: int
    colour: int  # the colour in force (-1: none)
    direction: int
    turn: int  # the seat to act
    phase: str
    pending: str  # "", "draw", "skip", "reveal_and_force", "trade", "companion", "group", or
    # in a stage the name of the effect that opened it ("pass_card_left")
    pending_amount: int  # cards to draw or players to skip
    pending_colour: int
    revealed: tuple[tuple[int, ...], ...]  # per seat: cards everyone has seen in that hand
    calls: tuple[int, ...]  # per seat: index of the call made (-1 none)
    owed_seat: int  # the seat whose call window is open (a late call, a catch), or -1
    draw_pile: int
    discard_pile: int
    dealer: int
    turn_no: int
    over: bool
    winner: int
    # The rest of what everybody can see, enough to rebuild a full state once the hidden
    # cards are sampled (see game.engine.determinize).
    discard: tuple[int, ...] = ()
    pend: int = 0
    chain: int = 0
    pend_effect: Effect | None = None
    pend_first: int = -1
    drawn: int = -2  # the card this seat just drew and may play (own information only)
    owed_call: int = -1  # the index of the call it owes, or -1
    owed_turn: int = -1
    jump_open: bool = False
    last_player: int = -1
    stalled: int = 0
    trade: Trade | None = None
    starter: int = 0
    phase_code: int = 0
    group: tuple[int, ...] = ()  # a group being laid (game.engine.groups): public
    stage: Stage | None = None  # the open stage, the other seats' choices hidden (-1)
    finished: tuple[int, ...] = ()  # the seats out, in the order they went out (one_left)
    challenge: int = -1  # a play its victim may challenge: the colour in force before it (public)
    waits: tuple[int, ...] = ()  # per seat: turns it must still wait (stacked skips): public

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return rebuilt(self)  # pickled and copied alike compiled or not (game.engine.frozen)


def observe(state: State, seat: int) -> Observation:
    effect = state.pend_effect
    phase = state.phase
    pending, amount = "", 0
    if phase == S.ATTACK and effect is not None:
        pending, amount = name_of(effect.kind), state.pend
    elif phase in (S.FORCE, S.FORCED):
        pending = "reveal_and_force"
    elif phase == S.TRADE:
        pending = "trade"
    elif phase == S.COMPANION:
        pending = "companion"
    elif phase == S.GROUP:
        pending = "group"
    elif phase == S.STAGE and state.stage is not None:
        pending = name_of_stage(state.stage)
    revealed = (
        tuple(state.revealed) if state.revealed is not None else tuple(() for _ in range(state.n))
    )
    return Observation(
        seat=seat,
        players=state.n,
        hand=tuple(state.hand(seat)),
        hand_sizes=tuple(state.sizes),
        top=state.top,
        colour=state.colour,
        direction=state.direction,
        turn=state.turn,
        phase=S.PHASE_NAMES[phase],
        pending=pending,
        pending_amount=amount,
        pending_colour=state.pend_colour,  # the last attack's colour when none waits: public
        revealed=revealed,
        calls=tuple(state.called),
        owed_seat=state.owed_seat,
        draw_pile=len(state.draw),
        discard_pile=len(state.discard),
        dealer=state.dealer,
        turn_no=state.turn_no,
        over=state.over,
        winner=state.winner if state.over else -1,
        discard=tuple(state.discard),
        pend=state.pend,
        chain=state.chain,
        pend_effect=state.pend_effect,
        pend_first=state.pend_first,
        drawn=state.drawn if seat == state.turn else -2,
        owed_call=state.owed_call,
        owed_turn=state.owed_turn,
        jump_open=state.jump_open,
        last_player=state.last_player,
        stalled=state.stalled,
        trade=state.trade,
        starter=state.starter,
        phase_code=phase,
        group=state.group,
        stage=seen(state.stage, seat),
        finished=state.finished,
        challenge=colour_of(state.challenge),
        waits=state.waits,
    )
