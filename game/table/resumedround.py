"""A resumed round, made again from its deal so it can be kept like any other.

The save carries the round's decisions since its deal (`TableSession.round_moves`); the deal
itself follows from the match (its seed and the round's number) and the state (dealer and
first player). Dealt again and with each decision applied in turn, the round must arrive at
exactly the saved table: then its records are those a `RoundKeeper` would have made had it
watched the round from the start (docs/trace-format.md). Anything else — a save without the
decisions, one that does not lead to the saved table — gives None, and the round is simply
not kept.
"""

from __future__ import annotations

from typing import Any

from game.engine import apply, event_to_dict, legal_actions
from game.sim.trace import action_record, round_start_record, state_record
from game.table.replaying import KeptRoundError, deal
from game.table.savegame import state_to_dict
from game.table.session import TableSession


def round_so_far(session: TableSession, header: dict[str, Any]) -> list[dict[str, Any]] | None:
    """The records of the session's round from its deal to now, under `header`; None when
    the round cannot be made again (see the module's docstring)."""
    state, moves, match = session.state, session.round_moves, session.match
    if state is None or moves is None:
        return None
    rules = session.rules
    number = match.rounds_played - 1 if state.over else match.rounds_played  # counted when over
    start = round_start_record(rules, state.n, match.round_seed(number), state.dealer, number)
    try:
        again, events = deal(rules, start, state.starter)
    except (KeptRoundError, ValueError):
        return None
    records = [header, start, *(event_to_dict(rules, e) for e in events)]
    for seat, action in moves:
        if again.over or action not in legal_actions(again, seat):
            return None
        made = apply(again, action, seat)
        records.append(action_record(rules, seat, action))
        records += [event_to_dict(rules, e) for e in made]
        records.append(state_record(again))
    return records if state_to_dict(again) == state_to_dict(state) else None
