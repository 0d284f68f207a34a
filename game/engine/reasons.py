"""Why a seat cannot put a card on the pile now, as a code with parameters.

`why_not(state, seat, card)` answers the question a person asks when a dropped card snaps back:
for a play, a jump-in and a defence alike. The answer is a `Reason` — a code from `CODES` and
the cards, seats and colours it is about, as ints — so the table can word it in the reader's
language; the engine itself has no words. (`IllegalAction` keeps its English sentence for the
command line: see `explain`.)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine import actions as A
from game.engine import effects as E
from game.engine import state as S
from game.engine.challenge import refused as held_against_condition
from game.engine.frozen import rebuilt
from game.engine.going_out import refused
from game.engine.legal import legal_actions
from game.engine.state import State

ROUND_OVER = "round_over"  # the round has ended
NOT_HELD = "not_held"  # card: the seat does not hold it
NOT_YOUR_TURN = "not_your_turn"  # turn: the seat to act (this ruleset plays no card out of turn)
JUMP_ONLY_SAME = "jump_only_same"  # turn, top: out of turn only the very same card jumps in
JUMP_RANK = "jump_rank"  # turn, card: the very same card, but not of a rank that jumps in
JUMP_CLOSED = "jump_closed"  # top: the same card, but the next player has acted
JUMP_OWN_CARD = "jump_own_card"  # top: nobody jumps in on their own card (house rule)
JUMP_DURING_ATTACK = "jump_during_attack"  # no jump-in while an attack waits (house rule)
NO_MATCH = "no_match"  # card, top: neither colour nor number nor symbol
NO_MATCH_COLOUR = "no_match_colour"  # card, colour: the colour in force is a wished one
NOT_ON = "not_on"  # card, top: this card may never go on that one ("no wild on a wild")
NEEDS_COMPANION = "needs_companion"  # card: it must go down with a coloured card, none held
ONLY_DRAWN = "only_drawn"  # drawn: after drawing, only the card just drawn may be played
ATTACK_DRAW = "attack_draw"  # card, amount: answer the pending draw (stack, defend) or take it
ATTACK_SKIP = "attack_skip"  # card: answer the pending skip (stack, defend) or sit out
DEFEND_COLOUR = "defend_colour"  # card, colour: a defence must be of the attack's colour
FORCE_PENDING = "force_pending"  # defend against the X+ or show the hand first
FORCED_NUMBER = "forced_number"  # card: a forced play must be a number card
COMPANION_COLOURED = "companion_coloured"  # card: the second card must have a colour
TRADE_PENDING = "trade_pending"  # the trade waits for defences (a jump-in too) until carried out
GROUP_FOLLOW = "group_follow"  # card, top: it does not follow the group laid so far
NO_GOING_OUT = "no_going_out"  # card: it would be the last card, and nobody goes out on it
ONLY_WITHOUT = "only_without"  # card, colour: played only by a hand without the colour in force
STAGE_PENDING = (
    "stage_pending"  # turn: a stage waits for the seats' choices (the card is not played)
)

CODES = (
    ROUND_OVER, NOT_HELD, NOT_YOUR_TURN, JUMP_ONLY_SAME, JUMP_RANK, JUMP_CLOSED, JUMP_OWN_CARD,
    JUMP_DURING_ATTACK, NO_MATCH, NO_MATCH_COLOUR, NOT_ON, NEEDS_COMPANION, ONLY_DRAWN,
    ATTACK_DRAW, ATTACK_SKIP, DEFEND_COLOUR, FORCE_PENDING, FORCED_NUMBER, COMPANION_COLOURED,
    TRADE_PENDING, GROUP_FOLLOW, STAGE_PENDING, NO_GOING_OUT, ONLY_WITHOUT,
)  # fmt: skip

_CARD_KINDS = A.CARD_KINDS


@dataclass(frozen=True, slots=True)
class Reason:
    """A code and its parameters: `card`, `top` and `drawn` are card types, `turn` a seat,
    `colour` a colour index, `amount` a count; -1 where a code does not use one."""

    code: str
    card: int = -1
    top: int = -1
    turn: int = -1
    colour: int = -1
    drawn: int = -1
    amount: int = -1

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return rebuilt(self)  # pickled and copied alike compiled or not (game.engine.frozen)


def why_not(state: State, seat: int, card: int) -> Reason | None:
    """Why `seat` cannot put `card` on the pile now; None when some legal action does."""
    if state.over:
        return Reason(ROUND_OVER)
    if not state.hands[seat][card]:
        return Reason(NOT_HELD, card=card)
    for action in legal_actions(state, seat):
        if action & A.KIND_MASK in _CARD_KINDS and A.type_of(action) == card:
            return None
    if refused(state, seat) >> card & 1:
        return Reason(NO_GOING_OUT, card=card)
    if seat == state.turn and held_against_condition(state, seat, 1 << card):
        return Reason(ONLY_WITHOUT, card=card, colour=state.colour)
    if seat != state.turn:
        return _out_of_turn(state, seat, card)
    return _on_turn(state, seat, card)


def _out_of_turn(state: State, seat: int, card: int) -> Reason:
    rules = state.rules
    trade = state.trade
    if state.phase == S.STAGE:
        return Reason(STAGE_PENDING, turn=state.turn)
    if state.phase == S.TRADE and trade is not None and seat in trade[3]:
        defence = _defence_colour(state, card, trade[2])
        if defence is not None:
            return defence
    if not rules.jump_enabled:
        return Reason(NOT_YOUR_TURN, turn=state.turn)
    if card != state.top:
        return Reason(JUMP_ONLY_SAME, turn=state.turn, top=state.top)
    if not rules.type_jumpable[card]:
        return Reason(JUMP_RANK, turn=state.turn, card=card)
    if not state.jump_open:
        return Reason(JUMP_CLOSED, top=state.top)
    if state.phase == S.TRADE:
        return Reason(TRADE_PENDING)
    if state.phase == S.ATTACK and not rules.jump_during_attack:
        return Reason(JUMP_DURING_ATTACK)
    return Reason(JUMP_OWN_CARD, top=state.top)


def _on_turn(state: State, seat: int, card: int) -> Reason:
    rules = state.rules
    phase = state.phase
    if phase in (S.ATTACK, S.FORCE):
        effect = state.pend_effect
        assert effect is not None
        defence = _defence_colour(state, card, state.pend_colour)
        if defence is not None:
            return defence
        if phase == S.FORCE:
            return Reason(FORCE_PENDING)
        if effect.kind == E.DRAW:
            return Reason(ATTACK_DRAW, card=card, amount=state.pend)
        return Reason(ATTACK_SKIP, card=card, amount=state.pend)
    if phase == S.FORCED:
        if not rules.number_mask >> card & 1:
            return Reason(FORCED_NUMBER, card=card)
        return Reason(ONLY_DRAWN, drawn=state.drawn)
    if phase == S.COMPANION:
        return Reason(COMPANION_COLOURED, card=card)
    if phase == S.TRADE:
        return Reason(TRADE_PENDING)
    if phase == S.GROUP:
        return Reason(GROUP_FOLLOW, card=card, top=state.top)
    if phase == S.STAGE:
        return Reason(STAGE_PENDING, turn=seat)
    if phase == S.AFTER_DRAW and state.drawn >= 0 and card != state.drawn:
        return Reason(ONLY_DRAWN, drawn=state.drawn)
    if rules.play_table[state.top][state.colour] >> card & 1:
        return Reason(NEEDS_COMPANION, card=card)  # it matches: what it lacks is its partner
    if rules.type_rank[state.top] in rules.rank_not_on[rules.type_rank[card]]:
        return Reason(NOT_ON, card=card, top=state.top)
    if rules.type_colour[state.top] != state.colour:
        return Reason(NO_MATCH_COLOUR, card=card, colour=state.colour)
    return Reason(NO_MATCH, card=card, top=state.top)


def _defence_colour(state: State, card: int, colour: int) -> Reason | None:
    """A defending rank in the wrong colour: the defence must match the attack's colour."""
    effect = state.pend_effect if state.phase != S.TRADE else state.rules.type_trade[state.top]
    if effect is None or state.rules.type_rank[card] not in effect.defend_ranks:
        return None
    return Reason(DEFEND_COLOUR, card=card, colour=colour)
