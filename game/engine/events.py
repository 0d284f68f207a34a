"""Events: the one channel out of the engine.

The engine reports everything that happens as small tuples `(kind, seat, a, b)` — cheap
enough to produce on every move of a simulation. The UI animates them, the log words them,
the trace writes them (`game.engine.records`), the tests assert on them, and the bots learn from
the public ones (`visible_event` hides what a seat may not see).
"""

from __future__ import annotations

from typing import Any, Final

Event = tuple[int, int, Any, Any]  # (kind, seat, a, b); a and b depend on the kind

SHUFFLE: Final = 1  # seat -1, a: tuple of the new draw pile (top last), b: "deal" or "reshuffle"
DEAL: Final = 2  # seat receives card a from the draw pile
START_CARD: Final = 3  # a: the card turned face up; b: True if it was slid under the pile
TURN: Final = 4  # seat is to act; a: turn number; b: "opening" when the dealer chooses for the
# start card
PLAY: Final = 5  # seat plays card a; b: how ("turn", "stack", "forced", "companion", "after_draw")
DEFEND: Final = 6  # seat cancels the attack with card a
JUMP: Final = 7  # seat jumps in out of turn with card a
DRAW: Final = 8  # seat draws card a from the pile; b: why ("turn", "attack", "penalty", "forced")
PASS: Final = 9  # seat ends the turn without playing; a: True if nothing could be drawn
COLOUR: Final = 10  # a: the colour index now in force
OPTION: Final = 11  # seat chose option a (its id) of a choose-effect card
SKIPPED: Final = 12  # seat loses its turn
DIRECTION: Final = 13  # a: the new direction, +1 clockwise or -1
ATTACK: Final = 14  # seat must answer; a: the effect name; b: the amount (cards to draw, players
# to skip)
CALL: Final = 15  # seat made call a (its id); b: its index in `Rules.calls`
MISSED_CALL: Final = 16  # seat did not make call a; its window closed. b: "penalty" or "uncaught"
CAUGHT: Final = 17  # seat (the catcher) caught player a missing a call
PENALTY: Final = 18  # seat draws a cards as a penalty; b: the reason
REVEAL: Final = 19  # seat shows its hand to everyone; a: the cards; b: None (reveal_and_force) or
# "show_hand" (another's card showed it, game.engine.effect_show_hand)
TRADE: Final = 20  # the hand of seat passes to seat a; b: the cards moved
TRADE_CHOSEN: Final = 21  # seat plays a trade: a: mode; b: the other seat for a swap, else -1
TRADE_CANCELLED: Final = 22  # seat cancelled the trade
RESHUFFLE: Final = 23  # a: number of cards turned into the new draw pile; b: the top card kept,
# or -1
ROUND_END: Final = 24  # seat: the winner (-1 none); a: tuple of scores; b: {"blocked": bool,
# "hands": ..., and "ended": "turn_limit" or "stock_empty" when that, not a stalemate, blocked
# the round}
PLAY_AGAIN: Final = 25  # seat takes another turn
FORCED_PASS_ON: Final = 26  # seat could not carry out a forced play; it passes to seat a
CHOOSE_AGAIN: Final = 27  # seat's action was not carried out: the missed-call penalty drawn
# before it changed the table so that it is no longer legal; the seat chooses again, its turn
# not used
STAGE: Final = 28  # seat is asked for its choice in a stage; a: the name of the effect that
# opened it, b: how many seats act after it
GAVE: Final = 29  # seat chose card a to give in a stage (-1 to the others: hidden until it arrives)
CARD_PASSED: Final = 30  # a card given in a stage arrives: from seat to seat a; b: the card
# (-1 hidden)
NOTHING_TO_DRAW: Final = 31  # seat was to draw a cards (b: why, as DRAW's) and found none at
# all: the draw pile empty and not made again (`reshuffle: none`, or too few cards under the top)
WENT_OUT: Final = 32  # seat laid its last card and left the round, which goes on
# (`round_end: one_left`); a: its place (1: the first out)
CHALLENGED: Final = 43  # seat challenges player a's play against its condition; b: True if it
# was a bluff
SHOWN: Final = 44  # seat shows its hand to seat b alone; a: the cards (-1 to the others: hidden)
# 31-38: reserved (endings, set-up).
ATTACK_CANCELLED: Final = 39  # seat's card cancels the pending attack; a: its name; b: its amount
ATTACK_RETURNED: Final = 40  # seat turns the pending attack back onto seat a (its sender); b: the
# amount
WAITS: Final = 41  # seat must wait a more turns after the one it loses now (stacked skips)
ATTACK_PASSED_ON: Final = 42  # seat's card passes the pending attack on unchanged to seat a;
# b: amount
FALSE_CALL: Final = 48  # seat said call a (its id) when none was due; b: the penalty cards (a
# PENALTY with reason "false call" and its draws follow)
OTHERS_DRAW: Final = 47  # seat's card makes the seats a (in the order they draw) draw b cards each
# The start card acts (rules.start_card: acts_on_first, as_dealer): seat, the seat it counts as
# played by (the dealer); a: the card; b: the setting's value. What it does follows as events.
START_ACTS: Final = 35

# The events of a card leaving a hand for the discard pile.
CARD_LAID: Final = frozenset((PLAY, JUMP, DEFEND))

NAMES: Final = {
    SHUFFLE: "shuffle",
    DEAL: "deal",
    START_CARD: "start_card",
    TURN: "turn",
    PLAY: "play",
    DEFEND: "defend",
    JUMP: "jump",
    DRAW: "draw",
    PASS: "pass",
    COLOUR: "colour",
    OPTION: "option",
    SKIPPED: "skipped",
    DIRECTION: "direction",
    ATTACK: "attack",
    CALL: "call",
    MISSED_CALL: "missed_call",
    CAUGHT: "caught",
    PENALTY: "penalty",
    REVEAL: "reveal",
    TRADE: "trade",
    TRADE_CHOSEN: "trade_chosen",
    TRADE_CANCELLED: "trade_cancelled",
    RESHUFFLE: "reshuffle",
    ROUND_END: "round_end",
    PLAY_AGAIN: "play_again",
    FORCED_PASS_ON: "forced_pass_on",
    CHOOSE_AGAIN: "choose_again",
    STAGE: "stage",
    GAVE: "gave",
    CARD_PASSED: "card_passed",
    NOTHING_TO_DRAW: "nothing_to_draw",
    WENT_OUT: "went_out",
    CHALLENGED: "challenged",
    SHOWN: "shown",
    ATTACK_CANCELLED: "attack_cancelled",
    ATTACK_RETURNED: "attack_returned",
    WAITS: "waits",
    ATTACK_PASSED_ON: "attack_passed_on",
    OTHERS_DRAW: "others_draw",
    FALSE_CALL: "false_call",
    START_ACTS: "start_acts",
}


def visible_event(event: Event, seat: int) -> Event:
    """The event as `seat` may see it: other players' drawn and dealt cards are hidden (-1),
    so are shuffled pile orders, hands passed between two other players, the card another
    seat chose in a stage and a card passed between two other players. Hiding twice
    changes nothing (pass-and-play's log hides again what one seat already saw hidden)."""
    kind = event[0]
    if kind in (DRAW, DEAL) and event[1] != seat:
        return (kind, event[1], -1, event[3])
    if kind == SHUFFLE and not isinstance(event[2], int):
        return (kind, -1, len(event[2]), event[3])
    if kind == TRADE and event[1] != seat and event[2] != seat and not isinstance(event[3], int):
        return (kind, event[1], event[2], len(event[3]))
    if kind == GAVE and event[1] != seat:
        return (kind, event[1], -1, event[3])
    if kind == CARD_PASSED and event[1] != seat and event[2] != seat:
        return (kind, event[1], event[2], -1)
    if kind == SHOWN and event[1] != seat and event[3] != seat and event[2] != -1:
        return (kind, event[1], -1, event[3])
    return event
