"""Several cards in one play (`rules.groups`), as a person asks for them: a list of cards.

The engine lays a group one card at a time (`game.engine.groups`): the first card is a play
like any other, and while the hand can follow, the same seat is asked again (phase GROUP) to
lay a follower or END. A person picks the whole group at once (the cards selected, in the
order picked); the session lays them one by one and then ends the group, with the call said
on the action that ends it. This module plans each step from the engine's legal actions —
the way to lay the next card, the question a chooser must answer first (a Jack's wish), or
the engine's reason why the card cannot follow — and decides nothing itself.

A card is laid only where the group stays open after it for the next card picked: when it
would end the turn instead (nothing more could follow it), the next card is refused before
it, as not following it, so the person's turn is not spent on a play they did not ask for.
Where the group stays open and the next card does not follow, the cards laid so far stay
laid and the group open: the person may add another card or end the play.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.engine import actions as A
from game.engine import apply, legal_actions
from game.engine import state as S
from game.engine.core import ends_round
from game.engine.reasons import GROUP_FOLLOW, Reason, why_not
from game.engine.state import State
from game.table import choices
from game.table.choices import CardChoice

Answers = tuple[tuple[str, int], ...]  # a chooser's answers so far: ("colour", 2), ...


@dataclass(frozen=True)
class Laid:
    """What came of laying a list of cards: how many were laid; why the next one was refused
    (the reason in words), or the next one's ways waiting on a chooser (`asks`, the cards
    after it in `rest`)."""

    count: int
    refused: str | None = None
    asks: CardChoice | None = None
    rest: tuple[int, ...] = ()


def open_for(state: State | None, seat: int) -> bool:
    """`seat` is laying a group now: it may add a card or end it."""
    return state is not None and not state.over and state.phase == S.GROUP and state.turn == seat


def step(
    state: State, seat: int, cards: Sequence[int], index: int, *, call: bool, answers: Answers
) -> int | CardChoice | Reason:
    """The next step of laying `cards` from `index` on: the action that lays it, its ways
    when a chooser must narrow them first, or why it (or the card after it) cannot go."""
    card = cards[index]
    found = choices.card_choice(legal_actions(state, seat), card)
    if found is None:
        return why_not(state, seat, card) or Reason(GROUP_FOLLOW, card=card, top=state.top)
    choice = found.with_call(call)
    for need, value in answers:
        if choice.need == need and value in choice.values():
            choice = choice.narrowed(value)
    choice = choice.without_moot_colour(lambda action: ends_round(state, action, seat))
    if choice.need is not None:
        return choice
    action = choice.action(call=call)
    if index + 1 < len(cards):
        refused = _next_refused(state, seat, action, cards[index + 1])
        if refused is not None:
            return refused
    return action


def _next_refused(state: State, seat: int, action: int, after: int) -> Reason | None:
    """Why `after` could not follow `action` when laying `action` would end the turn (tried
    on a copy); None when the group stays open after it (then the next step says)."""
    trial = state.copy()
    apply(trial, action, seat)
    if open_for(trial, seat):
        return None
    return Reason(GROUP_FOLLOW, card=after, top=A.type_of(action))


def followers_after(state: State, seat: int, cards: Sequence[int]) -> set[int] | None:
    """The cards that may follow `cards` laid in their order now (tried on a copy, with any
    wish): what the hand lights up while cards are picked. None when they could not all be
    laid; empty when the group would end with them."""
    trial = state.copy()
    for card in cards:
        found = choices.card_choice(legal_actions(trial, seat), card)
        if found is None:
            return None
        apply(trial, found.actions[0], seat)
    if not open_for(trial, seat):
        return set()
    return choices.playable(legal_actions(trial, seat))


def end_action(legal: Sequence[int], *, call: bool) -> int | None:
    """END (saying the call with it when asked for and offered), or None when not offered."""
    if call and A.END | A.CALL_BIT in legal:
        return A.END | A.CALL_BIT
    return choices.end_action(legal)
