"""Laying several cards in one play (`rules.groups`): a card opening or adding to a group, and
the group's end, where its call is judged and its cards' effects are carried out. Which card
may follow which is `game.engine.groups`'; `core.play` lays each card and hands it here."""

from __future__ import annotations

from game.engine import actions as A
from game.engine import events as EV
from game.engine import flow as F
from game.engine import state as S
from game.engine.calls import check_call, last_card
from game.engine.carry_out import run_chosen
from game.engine.effects import CHOOSES_COLOUR
from game.engine.groups import followers
from game.engine.state import State


def grouped(
    state: State, seat: int, action: int, before: int, how: str, events: list[EV.Event]
) -> bool:
    """Lay the card into a group (game.engine.groups). True when the group goes on (its player
    is asked again) or ended with this card; False for a card played alone."""
    groups = state.rules.groups
    assert groups is not None
    if how == "turn":
        if not groups.groupable[A.type_of(action)]:
            return False
        group: tuple[int, ...] = (before, action)
    else:
        group = (*state.group, action)
    if state.sizes[seat] and followers(state, seat, group):
        state.group = group
        state.phase = S.GROUP
        state.jump_open = False
        return True
    if how == "turn":
        return False  # nothing can follow: a play of one card, as without groups
    end_group(state, seat, action, group, events)
    return True


def end_group(
    state: State, seat: int, action: int, group: tuple[int, ...], events: list[EV.Event]
) -> None:
    """The group is laid: its last card is the top card, the call is judged on the hand it
    left (said with `action`, the one that ended it, or with the last card laid: its calling
    twin is offered in case the group ends there), and the cards' effects are carried out.

    Every card's effects run (`effects: each`), the other effects first, then the attacks, so
    an attack's victim is the player the group leaves next; attacks of one kind add up
    (`attacks: add`) or only the last attack card's attack runs (`attacks: last`). Only the top
    card names a colour: its colour, or the one it names, is in force. With `effects: last`
    only the top card's effects run, as for a card played alone.
    """
    rules = state.rules
    groups = rules.groups
    assert groups is not None
    state.group = ()
    state.phase = S.TURN
    state.jump_open = rules.type_jumpable[state.top] and state.winner < 0
    size = state.sizes[seat]
    if not size and last_card(state, seat, action, events):
        return
    if rules.call_at_size[size] >= 0 and state.winner < 0:
        check_call(state, seat, action | (group[-1] & A.CALL_BIT), size, events)
    laid = group[1:] if groups.each_effect else group[-1:]
    skips, again, pending = 0, False, False
    if len(laid) == 1:
        a = laid[0]
        effects = rules.type_effects[A.type_of(a)]
        skips, again, pending = run_chosen(state, seat, a, effects, False, events)
    else:
        last_attack = -1
        for i, a in enumerate(laid):
            if any(e.is_attack for e in rules.type_effects[A.type_of(a)]):
                last_attack = i
        top = len(laid) - 1
        for i, a in enumerate(laid):  # the other effects, in the order laid
            effects = tuple(
                e
                for e in rules.type_effects[A.type_of(a)]
                if not e.is_attack and (i == top or e.choice != CHOOSES_COLOUR)
            )
            s, again_, _ = run_chosen(state, seat, a, effects, False, events)
            skips, again = skips + s, again or again_
        for i, a in enumerate(laid):  # then the attacks
            if state.over or (not groups.attacks_add and i != last_attack):
                continue
            effects = tuple(e for e in rules.type_effects[A.type_of(a)] if e.is_attack)
            if effects:
                s, again_, p = run_chosen(state, seat, a, effects, pending, events)
                skips, again, pending = skips + s, again or again_, pending or p
    if pending or state.over:
        return
    if again:
        events.append((EV.PLAY_AGAIN, seat, None, None))
        F.start_turn(state, seat, events)
    else:
        F.advance(state, seat, skips, events)
