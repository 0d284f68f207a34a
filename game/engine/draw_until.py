"""A turn's draw of several cards: one at a time until one fits (`rules.draw.until: fits`,
Crazy Eights: "you must draw from the stockpile until you come to a card you can play"), or
at most `rules.draw.count` of them.

The player draws nothing more once a card fits; when the pile runs out first, they keep what
they drew and pass (CE2: "until a play can be made, or until the stock pile is exhausted. If
the player cannot play when the stock pile is exhausted, that player must pass"). An empty
pile is turned over for the first card only, as for any draw.
"""

from __future__ import annotations

from game.engine import events as EV
from game.engine import flow as F
from game.engine.state import State


def draw_until_fits(state: State, seat: int, events: list[EV.Event]) -> tuple[int, int]:
    """Draw up to `rules.draw_limit` cards, stopping at one that may be played on the pile.
    Returns (cards drawn, the last card drawn or -1)."""
    rules = state.rules
    drawn, last = 0, -1
    for _ in range(rules.draw_limit):
        if drawn and not state.draw:
            break  # CE2: "or until the stock pile is exhausted": no reshuffle for more
        if not F.draw_cards(state, seat, 1, "turn", events):
            break
        drawn += 1
        last = events[-1][2]
        # The top card and colour are read again each time: a reshuffle under `reshuffle: all`
        # turns a new card up.
        if rules.play_table[state.top][state.colour] >> last & 1:
            break
    return drawn, last


def fits(state: State, t: int) -> bool:
    return bool(t >= 0 and state.rules.play_table[state.top][state.colour] >> t & 1)
