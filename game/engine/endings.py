"""How a round ends and is scored beyond "the first out wins": the winner collecting the
others' points, a round ended by a turn limit, and a draw from an empty stock ending it.

The turn flow (game.engine.flow) calls these at the round's end and where a draw comes up
empty; each is guarded there by a flag the rules compiled, so a ruleset without them pays
nothing on its hot path.
"""

from __future__ import annotations

from typing import Final

from game.engine.state import State

# `State.stalled` set to this (or above) by a draw that found no card under
# `empty_stock: end_round`: the next turn's start ends the round as a blocked one. Far above
# any count of players, so the blocked-round check that already runs there catches it.
STOCK_OUT: Final = 1 << 20

# Why a round ended, as the ROUND_END event's info says (`ended`) when it is not the usual.
TURN_LIMIT: Final = "turn_limit"
STOCK_EMPTY: Final = "stock_empty"


def stock_ran_out(state: State) -> None:
    """A draw found no card: under `empty_stock: end_round` the round ends before the next
    turn (CE2, "Basic play": "If the players run out of cards in the deck, the player with the
    lowest point score in their hand scores the difference")."""
    if state.rules.empty_stock_ends:
        state.stalled = STOCK_OUT


def why_blocked(state: State) -> str:
    """What blocked the round at a turn's start: "" nobody could move, else the reason."""
    if state.stalled >= STOCK_OUT:
        return STOCK_EMPTY
    return ""


def past_turn_limit(state: State) -> bool:
    """The round has used up its turns (`rules.turn_limit`, 0: none)."""
    limit = state.rules.turn_limit
    return bool(limit) and state.turn_no > limit


def round_scores(state: State, winner: int, points: list[int]) -> tuple[int, ...]:
    """Each seat's score in points mode, from each hand's points.

    `penalty`: each loser scores its own hand, the winner `winner_points`. `winner_collects`
    (CE1: "gets points for all the cards remaining in the other players' hands"; U1): the
    winner scores `winner_points` and, from each other hand, what it holds more than the
    winner's own — all of it when the winner went out, the difference when a blocked round's
    lowest hand wins (CE2: "scores the difference between that hand and each opponent's
    hand"); the others score 0, and a round nobody won scores nothing.
    """
    rules = state.rules
    if not rules.winner_collects:
        return tuple(rules.winner_points if s == winner else p for s, p in enumerate(points))
    if winner < 0:
        return (0,) * state.n
    own = points[winner]
    collected = sum(max(0, p - own) for s, p in enumerate(points) if s != winner)
    return tuple(rules.winner_points + collected if s == winner else 0 for s in range(state.n))
