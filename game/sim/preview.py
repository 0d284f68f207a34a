"""What a change to the rules does: rounds with medium bots, two rulesets side by side.

The workshop's preview and `python -m game preview` both run this. A screen needs four verbs,
none of which blocks a frame:

    pool = PreviewPool()                      # on entering the workshop (`warm_up()` at once)
    job = pool.start(draft, against=origin)   # validated documents, as `game.ruleset` gives them
    progress = job.poll()                     # each frame: done / total rounds, and the status
    job.cancel()                              # the Cancel button: workers stop within a round
    result = job.result()                     # once `progress.finished`: figures, or None
    pool.close()                              # on leaving

Rounds run in a pool of worker processes (spawned, so they never inherit a window; they die
with the program however it ends, `game.children`), in chunks
of `CHUNK` rounds handed out in round order, the two rulesets' chunks taking turns. Each round
depends only on its ruleset, the players, the seed and its index (`preview_play`), so the
figures are the same whatever the number of workers. The workers keep each ruleset compiled
between chunks and previews, and the pool keeps the figures of every side it has finished:
previewing the next draft against the same original plays the draft's rounds only (and a
screen that starts a preview of the original alone on entering has it ready before the first).

A ruleset whose rounds do not end would hold a preview for minutes (each such round plays
`CAP` decisions), so each side is looked at once its first `PROBE` rounds are in: when at
least half of them did not end, that side stops there and its figures are those rounds' —
the same rounds whatever the number of workers, so the result stays repeatable.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Mapping
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import Any

from game import children
from game.children import usable_cpus
from game.engine.rules import Rules, compile_rules
from game.ruleset.identity import identity_of
from game.sim import preview_play as play
from game.sim.preview_figures import (
    CANCELLED,
    DONE,
    FAILED,
    RUNNING,
    Figures,
    PreviewResult,
    Progress,
    figures,
)
from game.sim.preview_play import CAP, NOT_ENDING, Chunk, RoundRecord

__all__ = ["CAP", "Figures", "PreviewJob", "PreviewPool", "PreviewResult", "Progress"]

ROUNDS = 2000  # the preview's default
CHUNK = 25  # rounds a worker plays per task (a few dozen milliseconds of a normal ruleset)
PROBE = 100  # rounds of a side looked at before deciding whether its rounds end
PROBE_STOP = 0.5  # the share of those that did not end at which the side stops
MAX_WORKERS = 8
_KEPT = 16  # figures the pool remembers


def default_workers() -> int:
    return max(1, min(MAX_WORKERS, usable_cpus()))


class PreviewPool:
    """Worker processes for previews, started on first use and kept until `close()`.

    One preview runs at a time: starting one cancels the one before. More workers than the
    machine has cores would only share them, and cost a process each: `workers` is capped at
    `usable_cpus()` (`asked` keeps what was asked). The workers die with the process that
    made the pool, however it ends (`game.children`).
    """

    def __init__(self, workers: int | None = None) -> None:
        self.asked = max(1, workers) if workers else default_workers()
        self.workers = min(self.asked, usable_cpus())
        self._context = children.context()
        self._stop = self._context.RawArray("b", 2 * play.SLOTS)  # a byte: written whole
        self._done = self._context.Array("q", play.SLOTS)
        self._executor: ProcessPoolExecutor | None = None
        self._jobs = 0
        self._current: PreviewJob | None = None
        self._kept: dict[tuple[str, int, int, int], Figures] = {}
        self._lock = threading.Lock()
        self._broken = False

    def __enter__(self) -> PreviewPool:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def warm_up(self) -> None:
        """Start the worker processes now (they take a moment to import the game)."""
        executor = self.executor()
        for _ in range(self.workers):
            executor.submit(play.warm_up)

    def executor(self) -> ProcessPoolExecutor:
        if self._broken:
            self.let_go()
        if self._executor is None:
            self._executor = ProcessPoolExecutor(
                self.workers,
                mp_context=self._context,
                initializer=play.init_worker,
                initargs=(self._stop, self._done),
            )
        return self._executor

    def start(
        self,
        ruleset: Mapping[str, Any],
        *,
        against: Mapping[str, Any] | None = None,
        players: int = 4,
        rounds: int = ROUNDS,
        seed: int = 0,
    ) -> PreviewJob:
        """Preview `ruleset` (and `against`, side by side): validated ruleset documents.

        Raises ValueError when a ruleset cannot seat `players` or `rounds` is below 1.
        """
        if rounds < 1:
            raise ValueError(f"a preview needs at least one round, not {rounds}")
        docs = [ruleset] if against is None else [ruleset, against]
        sides = [_Side.of(dict(doc), players, rounds, seed) for doc in docs]
        with self._lock:
            if self._current is not None:
                self._current.cancel()
            self._jobs += 1
            job = PreviewJob(self, self._jobs, sides, players, rounds, seed)
            self._current = job
        job.begin()
        return job

    def close(self) -> None:
        """Cancel what runs and let the worker processes go."""
        if self._current is not None:
            self._current.cancel()
        self.let_go()

    def broke(self) -> None:
        """A worker died (or none started): the next preview starts new ones. (Called on the
        executor's own thread, which must not be asked to shut itself down.)"""
        self._broken = True

    def let_go(self) -> None:
        """Let the worker processes go: the next preview starts new ones."""
        self._broken = False
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None

    # -- what the jobs share -----------------------------------------------------------------
    def kept(self, key: tuple[str, int, int, int]) -> Figures | None:
        return self._kept.get(key)

    def keep(self, key: tuple[str, int, int, int], found: Figures) -> None:
        if len(self._kept) >= _KEPT:
            del self._kept[next(iter(self._kept))]
        self._kept[key] = found

    def reset_flags(self, job: int) -> None:
        slot = job % play.SLOTS
        self._stop[2 * slot] = self._stop[2 * slot + 1] = 0
        self._done[slot] = 0

    def stop_side(self, job: int, side: int) -> None:
        self._stop[2 * (job % play.SLOTS) + side] = 1

    def rounds_played(self, job: int) -> int:
        return int(self._done[job % play.SLOTS])


@dataclass
class _Side:
    """One ruleset of a preview, and the rounds of it collected so far."""

    doc: dict[str, Any]
    rules: Rules
    digest: str
    players: int
    asked: int
    seed: int
    limit: int = 0  # rounds wanted: `asked`, or `PROBE` once the side stops early
    records: list[RoundRecord] = field(default_factory=list)
    pending: set[int] = field(default_factory=set)  # first rounds of the chunks not back yet
    found: Figures | None = None
    kept: bool = False  # the pool had its figures: nothing to play

    @classmethod
    def of(cls, doc: dict[str, Any], players: int, rounds: int, seed: int) -> _Side:
        rules = compile_rules(doc)
        if not rules.min_players <= players <= rules.max_players:
            raise ValueError(
                f"{rules.id} is for {rules.min_players}-{rules.max_players} players, not {players}"
            )
        digest = identity_of(doc).digest
        return cls(doc, rules, digest, players, rounds, seed, limit=rounds)

    @property
    def key(self) -> tuple[str, int, int, int]:
        return (self.digest, self.players, self.asked, self.seed)

    def chunks(self, job: int, side: int) -> list[Chunk]:
        return [
            Chunk(job, side, self.digest, self.doc, self.players, self.seed, start, stop)
            for start in range(0, self.asked, CHUNK)
            for stop in [min(self.asked, start + CHUNK)]
        ]

    def take(self, chunk: Chunk, records: list[RoundRecord]) -> None:
        self.pending.discard(chunk.start)
        self.records += [r for r in records if r.number < self.limit]

    def probe_says_stop(self) -> bool:
        """Whether its first rounds are in and at least half of them did not end."""
        probe = min(PROBE, self.asked)
        if self.limit <= probe or any(start < probe for start in self.pending):
            return False
        looked = [r for r in self.records if r.number < probe]
        return sum(r.outcome == NOT_ENDING for r in looked) >= PROBE_STOP * probe

    @property
    def complete(self) -> bool:
        return self.found is not None or not any(start < self.limit for start in self.pending)

    def finish(self) -> Figures:
        if self.found is None:
            wanted = [r for r in self.records if r.number < self.limit]
            self.found = figures(self.rules, self.players, wanted, self.asked)
        return self.found


class PreviewJob:
    """One preview under way. Every method returns at once; `wait` is for the command line."""

    def __init__(
        self,
        pool: PreviewPool,
        number: int,
        sides: list[_Side],
        players: int,
        rounds: int,
        seed: int,
    ) -> None:
        self._pool = pool
        self.number = number
        self._sides = sides
        self.players, self.rounds, self.seed = players, rounds, seed
        self._status = RUNNING
        self._error = ""
        self._futures: dict[Future[tuple[Chunk, list[RoundRecord]]], Chunk] = {}
        self._lock = threading.RLock()  # future.cancel() calls back on the same thread
        self._settled = threading.Event()
        self._started = time.perf_counter()
        self._result: PreviewResult | None = None
        self._shown = 0

    def begin(self) -> None:
        """Hand the chunks to the workers (a side the pool has figures for plays nothing)."""
        pool = self._pool
        pool.reset_flags(self.number)
        for side in self._sides:
            side.found = pool.kept(side.key)
            side.kept = side.found is not None
        chunks = [[] if s.kept else s.chunks(self.number, k) for k, s in enumerate(self._sides)]
        with self._lock:
            try:
                executor = pool.executor()
                for group in _interleave(chunks):
                    for chunk in group:
                        self._sides[chunk.side].pending.add(chunk.start)
                        future = executor.submit(play.play_chunk, chunk)
                        self._futures[future] = chunk
                        future.add_done_callback(self._collect)
            except Exception as error:  # no worker process could be started
                self._fail(error)
                return
            if not self._futures:
                self._finish()

    # -- what the screen calls -----------------------------------------------------------------
    def poll(self) -> Progress:
        """Rounds played of the rounds to play (both rulesets together), and the status."""
        with self._lock:
            total = sum(side.limit for side in self._sides if not side.kept)
            if self._status == DONE:
                return Progress(total, total, DONE)
            played = self._pool.rounds_played(self.number)
            self._shown = max(self._shown, min(played, max(0, total - 1)))
            return Progress(self._shown, total, self._status, self._error)

    def cancel(self) -> None:
        """Stop: queued chunks are dropped, and each worker leaves its round within
        `LOOK_EVERY` decisions. Once the preview has finished this does nothing."""
        with self._lock:
            if self._status != RUNNING:
                return
            self._status = CANCELLED
            self._stop_workers()

    def result(self) -> PreviewResult | None:
        """The figures once the preview is done; None while it runs, or if it was cancelled
        or failed."""
        return self._result

    def wait(self, timeout: float | None = None) -> Progress:
        """Block until the preview has finished and no worker plays for it any more."""
        self._settled.wait(timeout)
        return self.poll()

    # -- inside ----------------------------------------------------------------------------
    def _collect(self, future: Future[tuple[Chunk, list[RoundRecord]]]) -> None:
        """A chunk is back, or was cancelled (called on the executor's thread, or on the
        thread that cancelled it)."""
        with self._lock:
            try:
                if self._status != RUNNING or future.cancelled():
                    return
                error = future.exception()
                if error is not None:
                    self._fail(error)
                    return
                chunk, records = future.result()
                side = self._sides[chunk.side]
                side.take(chunk, records)
                if side.probe_says_stop():
                    side.limit = min(PROBE, side.asked)
                    self._drop(chunk.side)
                if all(s.complete for s in self._sides):
                    self._finish()
            finally:
                if all(f.done() for f in self._futures):
                    self._settled.set()

    def _drop(self, side: int) -> None:
        """A side stopped early: its workers leave their chunks, its queued ones are dropped."""
        self._pool.stop_side(self.number, side)
        for future, chunk in list(self._futures.items()):
            if chunk.side == side:
                future.cancel()  # those already running check the flag instead

    def _finish(self) -> None:
        found = [side.finish() for side in self._sides]
        for side, figures_of_side in zip(self._sides, found):
            self._pool.keep(side.key, figures_of_side)
        self._result = PreviewResult(
            found[0],
            found[1] if len(found) > 1 else None,
            self.players,
            self.rounds,
            self.seed,
            self._pool.workers,
            time.perf_counter() - self._started,
        )
        self._status = DONE
        self._stop_workers()

    def _fail(self, error: BaseException) -> None:
        self._status = FAILED
        self._error = f"{type(error).__name__}: {error}"
        if isinstance(error, (BrokenProcessPool, OSError)):  # a worker died, or none started
            # The executor fails every chunk itself and ends its workers; cancelling a chunk
            # now would break its thread in the middle of that (CPython 3.11).
            self._pool.broke()
            for side in range(len(self._sides)):
                self._pool.stop_side(self.number, side)
            return
        self._stop_workers()

    def _stop_workers(self) -> None:
        for side in range(len(self._sides)):
            self._pool.stop_side(self.number, side)
        for future in list(self._futures):
            future.cancel()
        if all(f.done() for f in self._futures):
            self._settled.set()


def _interleave(groups: list[list[Chunk]]) -> list[list[Chunk]]:
    """The chunks of each side in turn: first of each, second of each, and so on."""
    longest = max((len(g) for g in groups), default=0)
    return [[g[k] for g in groups if k < len(g)] for k in range(longest)]
