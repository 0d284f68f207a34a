"""Playing on until one player alone holds cards (`rules.round_end: one_left`).

Macau (H3, H5 "Gameplay": "game play continues until only one player is left with cards")
and Tschau Sepp (T4: "Jeder Spieler der „Tschau Sepp“ sagen kann scheidet aus"): a player who
lays the last card (with the winning call, where the ruleset has one) goes out and play goes on
without them. Who is out holds no cards, so `State.next_seat` already passes over them: turns,
skips, attacks, trades and stages reach only the players still in. The round ends when one
player alone holds cards; the first out is its winner (`Outcome.winner`) and the others out
score nothing, so the scoring of a first-out round applies unchanged: the last holder is the
loser and scores its hand (or pays it to the first out, `hand_points: winner_collects`).

A card that takes a player out while two or more others still hold cards has its effects as
any card has: the round goes on, so `last_card_effects` (D-16) does not apply to it. It applies
to the card that leaves one player alone, which ends the round.
"""

from __future__ import annotations

from game.engine import events as EV
from game.engine.state import State


def goes_out(state: State, seat: int, events: list[EV.Event]) -> bool:
    """`seat` has laid its last card (and made the winning call): it leaves the round, and its
    place is told. True when play goes on (two or more others still hold cards); False when
    one player alone is left, and the round ends as a first-out round ends."""
    state.finished += (seat,)
    events.append((EV.WENT_OUT, seat, len(state.finished), None))
    return state.active_players() >= 2


def round_winner(state: State, winner: int) -> int:
    """The round's winner once it ends: the first out when players went out (the last out, or
    a blocked round's lowest hand, is who the flow names), else `winner`."""
    return state.finished[0] if state.finished and winner >= 0 else winner
