"""What an event does to the cards: the one answer every reader of the events asks for.

The presented table, the bots' readers, the animator and the trace all follow where the cards
go; `moves(event)` tells them, so that none works it out from the event's kind on its own. A
move is `(source, to, cards)`: the places are small ints (the draw pile, the discard pile, a
card slid under it, or a seat's hand), `cards` a tuple of card types, `HIDDEN` for a card the
event does not show. An event as `visible_event` hides it gives the same moves with the hidden
cards HIDDEN, so a reader that may not see a card still knows where one went.

- A round begins with the whole deck in the draw pile; the SHUFFLE events only order it
  (`a`: the order, top last), they move no card.
- A card put on the discard pile lands on top; a card slid under it (`UNDER_DISCARD`) at the
  bottom. Cards leave the discard pile only by a reshuffle, from the bottom: all of them but
  the top card it keeps. The RESHUFFLE event carries their number, not the cards, so its move
  says HIDDEN for each: they are the bottom cards of the discard pile, which is face up and
  known to every reader that keeps it, and the SHUFFLE that follows gives their new order.
- The TRADE events of one trade each pass a whole hand (`cards`: the hand as it was before
  the trade). Read one after another, taking each hand's cards from its source and adding them
  to its destination, they leave every hand as the trade does.

Only readers call this; `apply` never does, so the engine pays nothing for it.
"""

from __future__ import annotations

from game.engine import events as EV
from game.engine.events import Event

DRAW_PILE = -1
DISCARD = -2  # onto the top of the discard pile; as a source, its bottom cards
UNDER_DISCARD = -3  # slid under the discard pile (a start card with an effect)
HIDDEN = -1  # a card the event does not show

Move = tuple[int, int, tuple[int, ...]]  # (source, to, cards); a seat's hand is the seat (>= 0)

# Every kind is one or the other (tests/engine/test_moves.py): a new kind must be decided.
MOVING = frozenset(
    (
        EV.DEAL,
        EV.DRAW,
        EV.START_CARD,
        EV.PLAY,
        EV.JUMP,
        EV.DEFEND,
        EV.TRADE,
        EV.RESHUFFLE,
        EV.CARD_PASSED,
    )
)
STILL = frozenset(
    (
        EV.SHUFFLE,  # orders the draw pile
        EV.TURN,
        EV.START_ACTS,  # the start card stays; what it does follows as events
        EV.PASS,
        EV.COLOUR,
        EV.OPTION,
        EV.SKIPPED,
        EV.DIRECTION,
        EV.ATTACK,
        EV.CALL,
        EV.MISSED_CALL,
        EV.CAUGHT,
        EV.PENALTY,  # its cards come as DRAW events
        EV.REVEAL,  # the cards are shown and stay in the hand
        EV.OTHERS_DRAW,  # its cards come as DRAW events
        EV.FALSE_CALL,  # its penalty's cards come as DRAW events
        EV.TRADE_CHOSEN,
        EV.TRADE_CANCELLED,
        EV.ROUND_END,  # the hands are shown where they are
        EV.PLAY_AGAIN,
        EV.FORCED_PASS_ON,
        EV.CHOOSE_AGAIN,
        EV.STAGE,
        EV.GAVE,  # the card stays in the hand until the stage's cards pass (CARD_PASSED)
        EV.NOTHING_TO_DRAW,
        EV.WENT_OUT,
        EV.CHALLENGED,
        EV.SHOWN,  # the cards are shown to one seat and stay in the hand
        EV.ATTACK_CANCELLED,  # the cancelling card comes as its PLAY
        EV.ATTACK_RETURNED,  # the returning card comes as its PLAY
        EV.WAITS,
        EV.ATTACK_PASSED_ON,
    )
)

_PLACE_NAMES = {DRAW_PILE: "draw_pile", DISCARD: "discard_pile", UNDER_DISCARD: "under_discard"}


def moves(event: Event) -> tuple[Move, ...]:
    """Where `event` moves cards, in order; () for an event that moves none."""
    kind = event[0]
    if kind == EV.DEAL or kind == EV.DRAW:
        return ((DRAW_PILE, event[1], (int(event[2]),)),)
    if kind in EV.CARD_LAID:
        return ((event[1], DISCARD, (int(event[2]),)),)
    if kind == EV.START_CARD:
        return ((DRAW_PILE, UNDER_DISCARD if event[3] else DISCARD, (int(event[2]),)),)
    if kind == EV.TRADE:
        cards = event[3]
        hand: tuple[int, ...] = cards if isinstance(cards, tuple) else (HIDDEN,) * int(cards)
        return ((event[1], int(event[2]), hand),)
    if kind == EV.RESHUFFLE:
        return ((DISCARD, DRAW_PILE, (HIDDEN,) * int(event[2])),)
    if kind == EV.CARD_PASSED:
        return ((event[1], int(event[2]), (int(event[3]),)),)  # HIDDEN is -1 too
    return ()


def place_name(place: int) -> str:
    """The place as the trace writes it (docs/trace-format.md): `hand:2`, `draw_pile` ..."""
    return f"hand:{place}" if place >= 0 else _PLACE_NAMES[place]
