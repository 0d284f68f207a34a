"""A card playable only without the colour in force, and the challenge of it (`ranks.X.
only_without: colour_in_force`, `ranks.X.challenge`): the wild draw-four rule.

U2: the card "may be legally played only if the player has no cards of the current color"
(cards of another colour matching the number or symbol do not count). Without a challenge that
is a condition of the play (`legal`). With one, the card may be played against it — a bluff —
and the player it attacks (only them: U5, "The challenge can only be made by the person
required to draw the four cards") may challenge before answering the attack: the hand is shown
to the challenger alone; a bluffer caught draws the attack's cards instead and the challenger
plays on; a challenger proved wrong draws them and `extra` more, and the attack goes on as if
taken (U5, U6: "you'll draw 4 cards PLUS 2 extra cards").

`State.challenge` holds the colour in force before the play while the challenge is open (-1
none): whether it was a bluff is read from the player's hand when the challenge comes, which
has not changed since the play (the victim acts next) — so a search bot's sampled hands decide
it as they would, and nothing of the real hand leaks into a sampled world. One thing may change
that hand first: another player catching its missed call (U2: the card "may be legally played
only if the player has no cards of the current color" — when it is played, so the penalty
cards do not count). A catch then fixes the verdict before the penalty is drawn, kept in
`State.challenge` above the colour (`FIXED`); `colour_of` reads the colour back, and the
observations show only that colour, so nobody learns the verdict before the challenge.
"""

from __future__ import annotations

from typing import Final

from game.engine import events as EV
from game.engine import flow as F
from game.engine.state import State

BLUFF: Final = "bluff"  # the penalty's reason: a bluffer caught
# A verdict fixed before the challenge: State.challenge = colour + FIXED (honest) or + 2 * FIXED
# (a bluff); colours are fewer than FIXED (the schema allows 16).
FIXED: Final = 64
WRONG: Final = "challenge"  # the penalty's reason: a challenge that failed


def held_against(state: State, seat: int, t: int, colour: int) -> bool:
    """Does `seat` hold a card of `colour` besides one copy of `t` (the card it plays)?"""
    rules = state.rules
    if not 0 <= colour < len(rules.colours):
        return False
    held = state.masks[seat]
    if state.hands[seat][t] == 1:
        held &= ~(1 << t)
    return bool(held & rules.colour_masks[colour])


def refused(state: State, seat: int, mask: int) -> int:
    """The types in `mask` that `seat` may not play now by their condition (no challenge)."""
    rules = state.rules
    out = 0
    conditional = mask & rules.only_without_refused
    while conditional:
        low = conditional & -conditional
        conditional ^= low
        if held_against(state, seat, low.bit_length() - 1, state.colour):
            out |= low
    return out


def colour_of(challenge: int) -> int:
    """The colour in force before a challengeable play, from `State.challenge` (-1: none)."""
    return challenge % FIXED if challenge >= 0 else -1


def fix_verdict(state: State, target: int) -> None:
    """`target`'s hand is about to change before its play is challenged (a missed call caught):
    the verdict is taken on the hand it played from."""
    if state.challenge >= 0 and state.challenge < FIXED and target == state.last_player:
        state.challenge += FIXED * (2 if guilty(state) else 1)


def opens(state: State, t: int, before: int) -> None:
    """Card `t` was just played with colour `before` in force: its victim may challenge it."""
    if state.rules.type_challenge[t] and 0 <= before < len(state.rules.colours):
        state.challenge = before


def guilty(state: State) -> bool:
    """Was the open challenge's play a bluff? Its player holds the hand it played from, unless
    a catch fixed the verdict first (`fix_verdict`)."""
    if state.challenge >= FIXED:
        return state.challenge >= 2 * FIXED
    bluffer = state.last_player
    return bool(state.masks[bluffer] & state.rules.colour_masks[state.challenge])


def challenge(state: State, seat: int, bluff: bool, events: list[EV.Event]) -> None:
    """`seat`, the victim of the attack, challenges the play (`bluff`: judged before anything
    else this action drew changed the hand)."""
    rules = state.rules
    bluffer = state.last_player
    effect = state.pend_effect
    assert effect is not None
    amount = state.pend
    state.challenge = -1
    state.pend = 0
    state.pend_effect = None
    events.append((EV.CHALLENGED, seat, bluffer, bluff))
    events.append((EV.SHOWN, bluffer, tuple(state.hand(bluffer)), seat))
    if bluff:
        F.penalty(state, bluffer, amount, BLUFF, events)
        F.start_turn(state, seat, events)  # the challenger plays on
        return
    F.penalty(state, seat, amount + rules.challenge_extra[state.top], WRONG, events)
    if effect.loses_turn or state.winner >= 0:
        F.advance(state, seat, 0, events)
    else:
        F.start_turn(state, seat, events)
