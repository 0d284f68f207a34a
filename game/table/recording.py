"""The table's game saved after every move, and resumed from the file exactly.

A `Recorder` listens to a `TableSession`. Its listener runs when the session publishes a
move's events: the new position is in place, the bots have been told the events, and the
table's generator and clock are as they were before the bots are asked about the position.
The recorder takes the save of that moment — setup, match, state, the table generator's state
and the clock — and asks the bots' worker for each bot's memory (`BotPool.memories`: the worker
answers in order, so the memories are those of the same moment; no copy of the bots is kept
here). Once they come the save is complete, and a thread of its own writes it (`Writer`), so
the frame never waits for the disk; of several saves waiting, only the latest is written.
`resume()` builds a session from such a save; asking the bots again with the same generator
state gives the same answers, so the game goes on event for event as it would have.

A finished round is saved as it stands: its final state together with the match as it is once
that round is counted (the session counts it only after the listeners ran, so the recorder
counts a copy). Quitting while the round's end is shown therefore resumes at that round's end:
the same result over the same totals, then Continue deals the next round as the uninterrupted
game would have. Resuming at the last move before the end instead would count the round (and
its statistics) a second time when it is played out again. A finished match removes the save:
its result is in the statistics and nothing is left to continue. With one person at the table,
each finished round (and match) goes into the statistics (game.table.stats) once, when it ends.
"""

from __future__ import annotations

import atexit
import json
import threading
import traceback
import weakref
from collections import deque
from collections.abc import Callable
from typing import Any

from game.engine import Match
from game.engine.events import Event
from game.engine.flow import hand_points
from game.engine.state import State
from game.files import screen_text
from game.table import savegame, stats
from game.table.botworker import Memories
from game.table.savecheck import MAX_ROUND_MOVES
from game.table.session import PACE, TableSession


class Writer:
    """A thread that does the save's disk work in order: writes (the latest of those waiting),
    removals and statistics. `flush` waits for it (closing the table, and tests). A job that
    fails, for whatever reason, is reported (`unsaved`, and the traceback on stderr) and the
    next one is done.

    `close` (the table goes) lets the thread end once everything asked is done; a job asked
    after that starts a thread again. Before, the thread never ended: every table of a run
    left one behind, holding its writer and the last save it wrote (issue 32, case 14)."""

    def __init__(self) -> None:
        self._jobs: deque[tuple[str, Any]] = deque()
        self._cond = threading.Condition()
        self._busy = False
        self._closing = False
        # Why the last write failed (a full disk, a read-only folder), for the screen; None
        # once a write succeeds again.
        self.unsaved: str | None = None
        self._thread: threading.Thread | None = None
        with self._cond:
            self._start()
        _writers.add(self)

    def _start(self) -> None:
        """A thread for the jobs, unless one is running (called with the lock held)."""
        self._closing = False
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="maumau-save", daemon=True)
            self._thread.start()

    @property
    def running(self) -> bool:
        """Whether a thread works for this writer (False once closed and done)."""
        with self._cond:
            return self._thread is not None

    def save(self, data: dict[str, Any]) -> None:
        with self._cond:
            # A save still waiting is out of date: this one replaces it, in its place.
            self._jobs = deque(job for job in self._jobs if job[0] != "save")
            self._jobs.append(("save", data))
            self._start()
            self._cond.notify_all()

    def remove(self) -> None:
        self._add(("remove", None))

    def call(self, job: Callable[[], None]) -> None:
        self._add(("call", job))

    def _add(self, job: tuple[str, Any]) -> None:
        with self._cond:
            self._jobs.append(job)
            self._start()
            self._cond.notify_all()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until everything asked has been done; True if it was in time."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._jobs and not self._busy, timeout)

    def close(self) -> None:
        """Nothing more is expected: the thread ends once the jobs asked are done."""
        with self._cond:
            self._closing = True
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: bool(self._jobs) or self._closing)
                if not self._jobs:  # closed, and nothing left to do
                    self._thread = None
                    self._cond.notify_all()
                    return
                kind, payload = self._jobs.popleft()
                self._busy = True
            try:
                if kind == "save":
                    savegame.write_dict(payload)
                    self.unsaved = None
                elif kind == "remove":
                    savegame.remove()
                else:
                    payload()
            except OSError as error:  # a full or read-only disk must not end the game
                self.unsaved = screen_text(str(error.strerror or error), 200)
            except Exception as error:  # nor anything else: this thread writes every move
                traceback.print_exc()
                self.unsaved = screen_text(f"{type(error).__name__}: {error}", 200)
            finally:
                del payload  # the save just written is not held while the thread waits
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()


_writers: weakref.WeakSet[Writer] = weakref.WeakSet()


@atexit.register
def _flush_all() -> None:
    """The program ends: what was asked is written first (the writers' threads are daemons)."""
    for writer in list(_writers):
        writer.flush(2.0)


class Recorder:
    def __init__(self, session: TableSession, *, write: bool = True) -> None:
        self.s = session
        self.writer = Writer() if write else None
        self._last: dict[str, Any] | None = None  # the save of the last move, complete
        session.recorder = self  # told of a move's events before any listener

    @property
    def unsaved(self) -> str | None:
        """Why the last save could not be written, or None (the table says so on screen)."""
        return self.writer.unsaved if self.writer is not None else None

    @property
    def last(self) -> dict[str, Any] | None:
        """The save of the last move, as the file reads back."""
        return None if self._last is None else json.loads(json.dumps(self._last))

    def on_events(self, events: list[Event]) -> None:
        s = self.s
        state = s.state
        if state is None:
            return
        counted: Match | None = None
        if state.over:
            counted = self._counted(state)
            if self.writer is not None:
                self._count(state, counted if counted.over else None)
            if counted.over:
                if self.writer is not None:
                    self.writer.remove()
                return
        data = self.snapshot(counted).to_dict()  # taken now: the state moves on
        s.bots.memories(lambda memories: self._complete(data, memories))

    def _complete(self, data: dict[str, Any], memories: Memories) -> None:
        data["bots"] = {str(seat): memory for seat, memory in memories.items()}
        self._last = data
        if self.writer is not None:
            self.writer.save(data)

    def flush(self, timeout: float = 5.0) -> None:
        """Wait for the bots' memories still out and for the disk (closing; tests)."""
        self.s.bots.settle(timeout)
        if self.writer is not None:
            self.writer.flush(timeout)

    def close(self, timeout: float = 5.0) -> None:
        """The table goes: what is asked is written, then the writer's thread ends."""
        self.flush(timeout)
        if self.writer is not None:
            self.writer.close()

    def _counted(self, state: State) -> Match:
        """The match as it will be once this finished round is counted (a copy)."""
        after = self.s.match.copy()
        after.finish_round(state)
        return after

    def _count(self, state: State, ended: Match | None) -> None:
        """Each person's round (and match) into the statistics, under their own name."""
        if not self.s.humans or state.result is None or self.writer is None:
            return
        setup, result = self.s.setup, state.result
        key = stats.ruleset_key(setup.ruleset)
        level = stats.opponent_level([x.level for x in setup.seats if not x.human])
        leaders = ended.leaders() if ended is not None else []
        people = [
            # the first seat's untouched name stays "" ("You" in any language)
            (setup.seats[k].name or ("" if k == 0 else setup.shown_name(k)), k)
            for k in self.s.humans
        ]

        # Penalty points: each one's score, but where the winner collects (a score is then a
        # gain), what each one's cards left in hand cost them.
        collects = state.rules.winner_collects
        paid = [0 if k == result.winner else hand_points(state, k) for k in range(state.n)]

        def count() -> None:
            record = stats.load()
            for player, k in people:
                won = result.winner == k
                penalty = paid[k] if collects else int(result.scores[k])
                record.record_round(key, level, won=won, penalty=penalty, player=player)
                if ended is not None:
                    record.record_match(key, level, won=k in leaders, player=player)
            stats.save(record)

        self.writer.call(count)

    def snapshot(self, match: Match | None = None) -> savegame.SavedGame:
        """The game as it stands, without the bots' memories (they come from the worker);
        `match` replaces the session's (a finished round's count)."""
        s = self.s
        assert s.state is not None
        return savegame.SavedGame(
            setup=s.setup,
            match=match if match is not None else s.match,
            state=s.state,
            rngs={"table": s.rng},
            extra={"clock": s.clock, "decisions": s.decisions, **round_moves(s)},
            log=s.showing.log_when_shown(),
        )


def resume(
    saved: savegame.SavedGame,
    *,
    pace: tuple[float, float] = PACE,
    bot_process: bool = True,
    bot_options: dict[int, dict[str, Any]] | None = None,
    write: bool = True,
) -> tuple[TableSession, Recorder]:
    """A session at the saved position, its bots remembering what they did, and a recorder
    that goes on saving it."""
    s = TableSession(
        saved.setup,
        pace=pace,
        bot_process=bot_process,
        bot_options=bot_options,
        rules=saved.state.rules,
    )
    s.resume(saved)
    return s, Recorder(s, write=write)


def round_moves(session: TableSession) -> dict[str, Any]:
    """The round's decisions since its deal, for the save (none when the deal was not seen)."""
    moves = session.round_moves
    if moves is None or len(moves) > MAX_ROUND_MOVES:  # a round longer than any kept one
        return {}
    return {"round_moves": [[seat, action] for seat, action in moves]}
