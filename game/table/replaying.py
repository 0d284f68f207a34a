"""A kept round read back, checked, and re-driven through the engine step by step.

A kept round's file (`game.table.roundfiles`) is the player's like a save: it may be cut short,
edited, or written by another version. `read_round` holds it to everything before it is shown:
a file `game.files` reads (`roundfiles.read_lines`: a regular file in the rounds folder, of a
bounded size), plain JSON a line, a summary line that agrees with the round, a trace the
independent checker (`game.sim.replay`, `--strict`: it judges every card by the header's
ruleset, without the engine) accepts as exactly one round, a ruleset the header names by its
digest that validates as a ruleset file does, and then the engine itself: dealt again from the
round's seed it must deal the recorded cards, and each recorded action, applied in turn, must
be legal and make exactly the recorded events and table. What fails is a `KeptRoundError`
saying why; `load` moves such a file aside (`userdirs.set_aside`, with a notice) so no file
breaks the game twice, whatever the file holds.

The result is a `Replay`: the deal and every decision as a `Step` with the table after it (an
engine state, every hand in it), which a replay screen walks back and forth; only every
`KEPT_EVERY`-th table is held, the others are made again when asked for. A long round takes
a second or two: `opening(path)` (and `opening_records(records)` for the round just played)
re-drives it on a thread of its own and says how far it has come, for a screen to poll.
"""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from game.engine import IllegalAction, action_from_text, apply, event_to_dict, new_round
from game.engine import events as EV
from game.engine.events import Event
from game.engine.rules import Rules
from game.engine.state import State
from game.ruleset.identity import canonical_json, rules_from_canonical
from game.ruleset.problem import RulesetError
from game.sim.replay import check_records
from game.sim.trace import state_record
from game.table.roundfiles import MAX_NAME, KeptRoundError, RoundSummary, read_lines, refused

__all__ = [
    "Cancelled",
    "KeptRoundError",
    "Opening",
    "Replay",
    "Step",
    "load",
    "opening",
    "opening_records",
    "read_round",
]
Progress = Callable[[float], None]  # told the share of the round read so far, 0 to 1
CHECK_SHARE = 0.55  # of the time a round takes to open, the checker's (measured)


KEPT_EVERY = 32  # a step's table is kept whole every this many steps, the others made again


class _Tape:
    """The tables after a round's steps. A long round has ten thousand: kept whole, they would
    be a hundred thousand objects for the collector to walk, each full pass a pause for every
    thread. So only every KEPT_EVERY-th table is kept; another is made again from the one
    kept before it by applying the moves since (at most KEPT_EVERY - 1: well under a
    millisecond), and the last one asked for is remembered."""

    def __init__(self) -> None:
        self.kept: list[State] = []
        self.moves: list[tuple[int, int]] = []  # (seat, action) of each step; the deal's first
        self._last: tuple[int, State] | None = None

    def add(self, seat: int, action: int, state: State) -> int:
        index = len(self.moves)
        self.moves.append((seat, action))
        if index % KEPT_EVERY == 0:
            self.kept.append(state.copy())
        return index

    def state(self, index: int) -> State:
        last = self._last
        if last is not None and last[0] == index:
            return last[1]
        state = self.kept[index // KEPT_EVERY].copy()
        for seat, action in self.moves[index - index % KEPT_EVERY + 1 : index + 1]:
            apply(state, action, seat)
        self._last = (index, state)
        return state


@dataclass(frozen=True)
class Step:
    seat: int  # who decided (-1: the deal)
    action: int  # the engine's action (-1: the deal)
    events: tuple[Event, ...]
    tape: _Tape = field(repr=False, compare=False)
    index: int = field(repr=False, compare=False)

    @property
    def state(self) -> State:
        """The table after it, every hand in it (shared with whoever asks next: read it,
        never change it)."""
        return self.tape.state(self.index)


@dataclass(frozen=True)
class Replay:
    path: Path | None  # None: the round just played, not read from its file
    rules: Rules
    names: tuple[str, ...]
    people: tuple[int, ...]
    ended: datetime | None
    steps: tuple[Step, ...]

    @property
    def final(self) -> State:
        return self.steps[-1].state

    @property
    def winner(self) -> int:
        result = self.final.result
        return int(result.winner) if result is not None else -1

    @property
    def scores(self) -> tuple[int, ...]:
        result = self.final.result
        return tuple(result.scores) if result is not None else ()


def read_round(path: Path, progress: Progress | None = None) -> Replay:
    """The kept round in `path`, checked through and re-driven (KeptRoundError if it cannot be)."""
    records = read_lines(path)
    if not records or records[0].get("event") != "summary":
        raise KeptRoundError("the file does not begin with the round's summary")
    try:
        summary = RoundSummary.from_record(path, records[0])
    except ValueError as error:
        raise KeptRoundError(str(error)) from None
    replay = from_records(records[1:], path, progress)
    _agrees(summary, replay, records[1])
    return replay


def _agrees(summary: RoundSummary, replay: Replay, header: dict[str, Any]) -> None:
    """The summary the list showed is this round's."""
    told = (summary.digest, summary.ruleset_id, summary.names, summary.people, summary.ended)
    found = (header["digest"], replay.rules.id, replay.names, replay.people, replay.ended)
    if told != found or summary.winner != replay.winner:
        raise KeptRoundError("the summary line does not agree with the round")
    if summary.decisions != len(replay.steps) - 1:
        raise KeptRoundError("the summary line does not agree with the round")


def from_records(
    records: Sequence[dict[str, Any]], path: Path | None = None, progress: Progress | None = None
) -> Replay:
    """A round's records (as kept, or as just played), checked through and re-driven;
    `progress` hears the share done (the check takes about the first half, the engine the rest)."""
    report = check_records(_telling(records, progress, 0.0, CHECK_SHARE), strict=True)
    if not report.ok or report.rounds != 1:
        why = report.problems[0] if report.problems else f"{report.rounds} rounds, not one"
        raise KeptRoundError(f"the trace is refused: {why}")
    header = records[0]
    try:
        rules = rules_from_canonical(canonical_json(header["ruleset"]), digest=header["digest"])
    except (RulesetError, ValueError) as error:
        raise KeptRoundError(f"its ruleset cannot be read: {error}") from None
    names, people, ended = _table(header, rules.max_players)
    steps = redrive(rules, records[1:], progress)
    if len(names) != steps[0].state.n:
        raise KeptRoundError(f"{len(names)} names for {steps[0].state.n} players")
    return Replay(path, rules, names, people, ended, steps)


def _telling(
    records: Sequence[dict[str, Any]], progress: Progress | None, start: float, end: float
) -> Iterator[dict[str, Any]]:
    """The records one by one, telling `progress` how far they have come now and then."""
    for k, record in enumerate(records):
        if progress is not None and k % 1024 == 0:
            progress(start + (end - start) * k / len(records))
        yield record


def _table(header: dict[str, Any], most: int) -> tuple[tuple[str, ...], tuple[int, ...], Any]:
    table = header.get("table")
    if not isinstance(table, dict):
        raise KeptRoundError("the header does not say who sat at the table")
    names, people, ended = table.get("names"), table.get("people"), table.get("ended")
    if not isinstance(names, list) or not all(isinstance(n, str) and n for n in names):
        raise KeptRoundError("the seats' names are not a list of names")
    if len(names) > most or any(len(n) > MAX_NAME or not n.isprintable() for n in names):
        raise KeptRoundError("more seats or longer names than a table has")
    if not isinstance(people, list) or not all(
        isinstance(k, int) and 0 <= k < len(names) for k in people
    ):
        raise KeptRoundError("the people at the table are not seats of it")
    try:
        when = datetime.fromisoformat(ended) if isinstance(ended, str) else None
    except ValueError:
        raise KeptRoundError(f"the round's end {str(ended)[:40]!r} is not a time") from None
    return tuple(names), tuple(people), when


def redrive(
    rules: Rules, records: Sequence[dict[str, Any]], progress: Progress | None = None
) -> tuple[Step, ...]:
    """Deal the round again and apply each recorded action; every event and table must be the
    recorded one (records: the round's, after the header, as the checker accepted them)."""
    start = records[0]
    first_turn = next(r for r in records if r["event"] == "turn")
    state, events = deal(rules, start, int(first_turn["seat"]))
    deal_count = len(events)
    _same(rules, events, records[1 : 1 + deal_count], "the deal")
    tape = _Tape()
    steps = [Step(-1, -1, tuple(events), tape, tape.add(-1, -1, state))]
    at = 1 + deal_count
    while at < len(records):
        record = records[at]
        if record["event"] != "action":
            raise KeptRoundError(f"record {at + 2} is a {record['event']}, not an action")
        seat = int(record["seat"])
        try:
            action = action_from_text(rules, str(record["action"]))
            made = apply(state, action, seat)
        except (IllegalAction, ValueError, KeyError) as error:
            raise KeptRoundError(f"record {at + 2}: {record['action']!r}: {error}") from None
        _same(rules, made, records[at + 1 : at + 1 + len(made)], f"record {at + 2}")
        at += 1 + len(made)
        if at >= len(records) or records[at] != state_record(state):
            raise KeptRoundError(f"the table after record {at + 1} is not the recorded one")
        at += 1
        steps.append(Step(seat, action, tuple(made), tape, tape.add(seat, action, state)))
        if progress is not None and len(steps) % 256 == 0:
            progress(CHECK_SHARE + (1 - CHECK_SHARE) * at / len(records))
    if not state.over:
        raise KeptRoundError("the round does not end")
    return tuple(steps)


def deal(rules: Rules, start: dict[str, Any], first: int) -> tuple[State, list[Event]]:
    """The round's deal made again from its seed and dealer; `first` begins (a chosen starter,
    or the seat left of the last round's starter, as the match decided)."""
    players = int(start["players"])
    if not rules.min_players <= players <= rules.max_players:
        raise KeptRoundError(f"{players} players for {rules.id}")
    if not 0 <= first < players:
        raise KeptRoundError(f"no seat {first} begins")
    state, events = new_round(
        rules, players, int(start["seed"]), dealer=int(start["dealer"]), starter=first
    )
    if state.turn != first:  # the match moved the starter on (`left_of_last_starter`)
        state.turn = state.starter = first
        events[-1] = (EV.TURN, first, state.turn_no, None)
    return state, events


def _same(rules: Rules, made: list[Event], recorded: Sequence[dict[str, Any]], what: str) -> None:
    # event_to_dict and state_record make plain JSON values (lists, not tuples): they compare
    # with the records as read, without a round trip through the JSON text.
    if [event_to_dict(rules, e) for e in made] != list(recorded):
        raise KeptRoundError(f"{what}: the engine does not make the recorded events")


def load(
    path: Path, damaged: list[str] | None = None, progress: Progress | None = None
) -> Replay | None:
    """The kept round, or None: gone meanwhile, or damaged — then the file is moved aside (with
    a notice) and why goes into `damaged`. Nothing a file holds makes it raise. Safe on a
    thread (see `opening`); `progress` hears the share re-driven so far."""
    try:
        return read_round(path, progress)
    except FileNotFoundError:
        return None
    except Cancelled:
        raise  # (a BaseException: never set aside; named here so that stays so)
    except Exception as error:  # whatever the file holds: it is set aside, never a crash
        refused(path, error, damaged)
        return None


class Cancelled(BaseException):
    """Raised by an `Opening`'s progress once it is cancelled: the reading stops where it is.

    A BaseException, as asyncio's CancelledError is: `load` sets aside a file for any
    Exception, and the checker turns some into problems; a cancel is neither."""


class Opening:
    """A round being read and re-driven on a thread of its own (`opening(path)` for a kept
    round, `opening_records(records)` for the round just played): poll `done` each frame, show
    `share` (0 to 1) meanwhile; then `replay` is the round, or None when it could not be
    re-driven (`damaged` says why; a kept file is set aside) or its file is gone. `error` is
    the report of a fault of the game's own (never of a file's content), for the crash screen.

    `cancel` (the screen that waited for it closed) stops the thread at its next word of
    progress (a few milliseconds): a long round holds some 10 MB while it is re-driven, and
    a person who opens and leaves rounds quickly would otherwise leave one thread per round
    working on, and holding, rounds nobody will watch (issue 32, case 14)."""

    def __init__(self, path: Path | None, read: Callable[[Opening], Replay | None]) -> None:
        self.path = path
        self.share = 0.0
        self.replay: Replay | None = None
        self.damaged: list[str] = []
        self.error: str | None = None
        self.cancelled = False
        self._read: Callable[[Opening], Replay | None] | None = read
        self._finished = threading.Event()
        self._thread = threading.Thread(target=self._run, name="open-round", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        read, self._read = self._read, None  # the records it closes over go with the thread
        try:
            assert read is not None
            self.replay = read(self)
        except Cancelled:
            pass
        except Exception:
            self.error = traceback.format_exc()
        finally:
            del read
            if self.cancelled:
                self.replay = None  # nobody will watch it: not held by whoever keeps this
            self.share = 1.0
            self._finished.set()

    def step(self, share: float) -> None:
        """The reader's word: `share` of the round is read (a `Progress`); raises `Cancelled`
        once the opening is cancelled."""
        if self.cancelled:
            raise Cancelled
        self.share = share

    def cancel(self) -> None:
        """Nobody waits for the round any more: the thread stops at its next word of progress
        and leaves no replay (nothing is set aside for a cancel). A no-op once done."""
        self.cancelled = True

    @property
    def done(self) -> bool:
        return self._finished.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the end (tests, a caller with nothing to draw meanwhile)."""
        return self._finished.wait(timeout)


def opening(path: Path) -> Opening:
    """Start reading the kept round `path` on a thread (see `Opening`; a damaged file is set
    aside with a notice, as `load` does)."""
    return Opening(path, lambda it: load(path, it.damaged, it.step))


def opening_records(records: Sequence[dict[str, Any]]) -> Opening:
    """Start re-driving the round just played (its records as the keeper made them) on a
    thread (see `Opening`)."""

    def read(it: Opening) -> Replay | None:
        try:
            return from_records(records, None, it.step)
        except KeptRoundError as error:
            it.damaged.append(str(error))
            return None

    return Opening(None, read)
