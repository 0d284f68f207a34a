"""A draw attack turned back on its sender (`draw.returned_by`).

A house rule of the best-known commercial coloured-card game (U9): "When someone plays a Draw
2 card on you, if you have a Reverse card of the SAME COLOR, you can play it and the penalty
bounces back onto them!" The returning card goes
on the pile in place of an answer; the direction of play reverses (the card's own effects are
not carried out on top: the return is what it does), and the player who sent the attack faces
it whole, to draw, stack on it or turn it back in turn. A last card's attack cannot be turned
back (Last Card: "If a player plays a pick up card as their last card, it can not be
rebounded"): its sender holds no cards to answer with.
"""

from __future__ import annotations

from game.engine import events as EV
from game.engine import flow as F
from game.engine import state as S
from game.engine.calls import check_call, last_card
from game.engine.state import State


def returns(state: State, t: int) -> bool:
    """Does card type `t`, played by the victim of the pending attack now, turn it back?"""
    effect = state.pend_effect
    return bool(
        effect is not None
        and effect.return_masks
        and state.winner < 0
        and state.last_player >= 0
        and effect.return_masks[state.pend_colour] >> t & 1
    )


def turn_back(state: State, seat: int, sender: int, action: int, events: list[EV.Event]) -> None:
    """`seat` has laid a returning card (already on the pile): the attack goes to `sender`."""
    rules = state.rules
    state.jump_open = rules.type_jumpable[state.top] and state.winner < 0
    size = state.sizes[seat]
    if last_card(state, seat, action, events):
        return
    if state.winner < 0:
        check_call(state, seat, action, size, events)
    state.direction = -state.direction
    events.append((EV.DIRECTION, seat, state.direction, None))
    events.append((EV.ATTACK_RETURNED, seat, sender, state.pend))
    F.ask(state, sender, S.ATTACK, events, "draw", state.pend)
