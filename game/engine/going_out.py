"""No going out on a special card (`rules.going_out`): the cards a player may not play as the
last card of the hand, and what it costs when the rules let them.

Published rules disagree on the consequence, so both are settings: the card is *refused* as
a last card (Switch, gamerules.com "Game Rules": "The game cannot end on a Jack of any suit, 2
of any suit or 8 of any suit"; Pesten, P5), or it may be played and its player draws a
*penalty* and the round goes on (Pesten, "Basisregels": 5 cards; P7: 2 cards). Macau's rule
holds only between two players (`players_max`).

`Rules` compiles the setting into `last_banned` (a mask over card types, 0 when the rule is
off) so that judging a play costs one test of an int while the rule is off.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from game.engine.state import State


def banned_ranks(
    spec: Mapping[str, Any], ranks: Sequence[str], special: Sequence[bool]
) -> set[int]:
    """The rank indexes the setting names: every special rank, or the listed ones."""
    not_with = spec["not_with"]
    if not_with == "specials":
        return {r for r in range(len(ranks)) if special[r]}
    index = {rank: r for r, rank in enumerate(ranks)}
    return {index[rank] for rank in not_with}


def applies(state: State) -> bool:
    """Does the rule hold at this table (a count of players it is limited to)?"""
    most = state.rules.going_out_players_max
    return not most or state.n <= most


def refused(state: State, seat: int) -> int:
    """The mask of card types `seat` may not play now because each would be its last card
    (0 nearly always: the rule is off, it only penalises, or the hand holds more than one)."""
    rules = state.rules
    if not rules.last_refused or state.sizes[seat] != 1 or not applies(state):
        return 0
    return rules.last_refused


def penalised(state: State, t: int) -> bool:
    """Does going out on card type `t` cost the penalty (and keep the round going)?"""
    rules = state.rules
    return bool(rules.last_penalised >> t & 1) and applies(state)


#: The reason of the PENALTY event for going out on such a card (the log, traces, replay).
GOING_OUT: Final = "going_out"
