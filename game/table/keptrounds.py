"""The last rounds played, kept as traces so they can be watched again.

A `RoundKeeper` listens to a `TableSession` and writes each round it saw from its deal to its
end as a trace (docs/trace-format.md, format 2: the header with the effective ruleset and its
digest, the round's start, then every decision's action, events and the table after it) into
`rounds/` in the user data folder, after a first line with the round's summary. The records
are made as the round goes (they are small); the file is written by a thread of its own
(`game.table.recording.Writer`), so the frame never waits for the disk, and only the newest
`KEEP` rounds are kept.

The header carries what the list of kept rounds shows beside the trace's own keys: a `table`
object with the seats' names, which seats were people, and when the round ended. A round
resumed from a save is kept too: the save carries its decisions since the deal, and the round
is made again from there (`game.table.resumedround`).

The list of kept rounds reads the files through `game.table.roundfiles` (`summaries()`,
re-exported here with the other names the screens use).
"""

from __future__ import annotations

import contextlib
import time
from typing import Any

from game import files
from game.engine import event_to_dict
from game.engine import events as EV
from game.engine.events import Event
from game.ruleset.identity import rules_identity
from game.sim.trace import action_record, header_record, round_start_record, state_record
from game.table.recording import Writer
from game.table.resumedround import round_so_far
from game.table.roundfiles import (
    KEEP,
    MAX_NAME,
    RoundSummary,
    folder,
    kept_files,
    read_summary,
    summaries,
    summary_record,
    tidy,
    write_round,
)
from game.table.session import TableSession

__all__ = [
    "KEEP",
    "RoundKeeper",
    "RoundSummary",
    "folder",
    "kept_files",
    "read_summary",
    "summaries",
    "tidy",
    "write_round",
]


class RoundKeeper:
    """Collects the rounds a session plays and has each finished one written (off the frame)."""

    def __init__(self, session: TableSession, writer: Writer | None = None) -> None:
        self.s = session
        self.writer = writer if writer is not None else _shared_writer()
        self.records: list[dict[str, Any]] | None = None  # the round being played, or None
        self.last: list[dict[str, Any]] | None = None  # the round finished last (watch again)
        session.listeners.append(self.on_events)
        if session.state is not None:
            self._take_up()

    def _take_up(self) -> None:
        """A resumed round: its records so far, made again from its deal. A round resumed at
        its end was kept when it ended; it is only there to be watched again."""
        records = round_so_far(self.s, self._header())
        if records is not None and self.s.round_over:
            records[0]["table"]["ended"] = time.strftime("%Y-%m-%dT%H:%M:%S")
            self.last = records
        elif records is not None:
            self.records = records

    def on_events(self, events: list[Event]) -> None:
        s = self.s
        state = s.state
        if state is None or not events:
            return
        rules = s.rules
        if events[0][0] == EV.SHUFFLE and events[0][3] == "deal":  # a new deal (or a redeal)
            self.records = [self._header(), self._round_start()]
            self.records += [event_to_dict(rules, e) for e in events]
            return
        if self.records is None or s.last_decision is None:
            return  # a round this keeper did not see dealt
        seat, action = s.last_decision
        self.records.append(action_record(rules, seat, action))
        self.records += [event_to_dict(rules, e) for e in events]
        self.records.append(state_record(state))
        if state.over:
            records, self.records = self.records, None
            records[0]["table"]["ended"] = time.strftime("%Y-%m-%dT%H:%M:%S")
            self.last = records
            kept = [summary_record(records), *records]
            self.writer.call(lambda: _write_quietly(kept))

    def _header(self) -> dict[str, Any]:
        s = self.s
        table = {
            # As the list shows them: drawable text of a bounded length.
            "names": [files.screen_text(name, MAX_NAME) or "?" for name in s.names],
            "people": list(s.humans),
            "ended": None,
        }
        return header_record(
            rules_identity(s.rules),
            players=s.players,
            games=1,
            seed=s.match.seed,
            forget_calls=None,
            table=table,
        )

    def _round_start(self) -> dict[str, Any]:
        s = self.s
        state = s.state
        assert state is not None
        match = s.match
        seed = match.round_seed(match.rounds_played)  # the seed this deal was made with
        return round_start_record(s.rules, s.players, seed, state.dealer, match.rounds_played)

    def flush(self, timeout: float = 5.0) -> bool:
        return self.writer.flush(timeout)


_writer: Writer | None = None


def _shared_writer() -> Writer:
    """One thread writes the kept rounds of every table of the run (a rematch, a new game)."""
    global _writer
    if _writer is None:
        _writer = Writer()
    return _writer


def _write_quietly(records: list[dict[str, Any]]) -> None:
    """A round that cannot be written (a full disk) is simply not kept: the game goes on."""
    with contextlib.suppress(OSError):
        write_round(records)
