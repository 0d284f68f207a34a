"""The bots think in another process, so the table never stops drawing while one searches.

A thread in the same interpreter would hold the GIL through a search and cost frames; a
separate process does not. One worker process holds every bot of the table, one per seat, with
its memory: the table sends it the events each seat may see (`notice`) and asks for decisions
(`ask`), and collects the answers when they arrive (`poll`) without ever waiting for them.

Messages go through `multiprocessing` queues (their feeder thread means a put never blocks the
frame) of a *spawn* context, so the worker starts the same way on Linux, Windows and macOS and
imports no pygame. The worker dies with the game however the game ends, a kill -9 too, and
holds none of its std streams but stderr (`game.children`). A decision asked for a position
that has since moved on is answered with None straight away instead of being searched (a later
`notice` in the queue shows it is stale).

The bots' memories (what a saved game needs of them) are asked for the same way (`memories`):
the worker answers in order, so a request sent after a move's `notice` and before the next
`ask` returns each bot's memory of exactly that moment, with no copy of the bots kept here.

With `process=False` (tests, or when no process can be started) the same bots answer inline.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import multiprocessing as mp
import multiprocessing.util  # registers its exit function first: `_end_workers` runs before it
import os
import queue
import signal
import sys
import time
import traceback
import weakref
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from random import Random
from typing import TYPE_CHECKING, Any, Literal

from game import children
from game.bots import make_bot
from game.bots.common import honest
from game.engine.events import Event
from game.engine.observe import Observation
from game.engine.rules import Rules

if TYPE_CHECKING:
    from multiprocessing.queues import Queue

Reply = tuple[
    int, int, int | None, float
]  # request id, seat, action (None: declined/stale), seconds
# The stops the table answers (Ctrl-C, a logout, the terminal gone): they reach the whole
# process group, but the worker is the table's to end, after the last save asked its bots.
STOP_SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name)
)
Memories = dict[int, dict[str, Any]]  # seat -> what the bot's memory() returned
MemoryReply = tuple[Literal["memory"], int, Memories]  # ("memory", request id, memories)
Message = tuple[Any, ...]  # a request to the worker: its kind first, then what that kind needs


class Bots:
    """The bots of one table (used inside the worker, or inline)."""

    def __init__(self, levels: dict[int, str], options: dict[int, dict[str, Any]]) -> None:
        self.bots = {
            seat: make_bot(level, **options.get(seat, {})) for seat, level in levels.items()
        }

    def handle(self, message: Message) -> Reply | MemoryReply | None:
        kind = message[0]
        if kind == "round":
            _, rules, players = message
            for seat, bot in self.bots.items():
                bot.start_round(rules, seat, players)
        elif kind == "notice":
            for seat, events in message[1].items():
                self.bots[seat].notice(events)
        elif kind == "restore":  # a resumed game: each bot takes back its memory()
            for seat, memory in message[1].items():
                restore = getattr(self.bots.get(seat), "restore", None)
                if restore is not None:
                    restore(memory)
        elif kind == "memory":  # a copy: nothing shared with a bot that goes on playing
            memories = {
                seat: json.loads(json.dumps(bot.memory()))
                for seat, bot in self.bots.items()
                if hasattr(bot, "memory")
            }
            return ("memory", message[1], memories)
        elif kind == "choose":
            _, req, seat, obs, legal, seed = message
            started = time.perf_counter()
            try:
                action = self.bots[seat].choose(obs, honest(legal), Random(seed))
            except Exception:  # a bot bug must not end the game: the table plays another move
                traceback.print_exc()
                action = -1
            return req, seat, action, time.perf_counter() - started
        return None


def worker_main(
    requests: Queue[Message],
    replies: Queue[Reply | MemoryReply],
    levels: dict[int, str],
    options: dict[int, dict[str, Any]],
) -> None:
    """The worker process: handle messages in order until told to stop (or the table is gone)."""
    for number in STOP_SIGNALS:
        signal.signal(number, signal.SIG_IGN)
    if hasattr(signal, "pthread_sigmask"):  # blocked by `_stops_held` while it started
        signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(5)  # the table's frames come first; a search may wait a moment for a core
    bots = Bots(levels, options)
    backlog: deque[Message] = deque()
    parent = mp.parent_process()

    def wait() -> Message:
        while True:
            try:
                return requests.get(timeout=1.0)
            except queue.Empty:
                if parent is not None and not parent.is_alive():
                    return ("stop",)  # the table was killed: do not linger

    while True:
        message = backlog.popleft() if backlog else wait()
        if message[0] == "stop":
            return
        if message[0] == "choose":
            # Take in whatever else has arrived: a later notice means the position moved on.
            while True:
                try:
                    backlog.append(requests.get_nowait())
                except queue.Empty:
                    break
            if any(m[0] in ("notice", "round", "stop") for m in backlog):
                replies.put((message[1], message[2], None, 0.0))
                continue
        reply = bots.handle(message)
        if reply is not None:
            replies.put(reply)


@contextlib.contextmanager
def _stops_held() -> Iterator[None]:
    """While the worker starts, the stop signals are blocked in this thread: the new process
    inherits the block and ignores them from its first line on, so a Ctrl-C that comes as it
    starts prints no traceback from it. The table still gets the signal (another thread of
    this process takes it)."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    old = signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


class BotPool:
    """The table's side of the worker: send, ask, poll; never block."""

    def __init__(
        self,
        levels: dict[int, str],
        *,
        process: bool = True,
        options: dict[int, dict[str, Any]] | None = None,
    ) -> None:
        self.levels = dict(levels)
        self.options = options or {}
        self._next = 0
        self._inline: Bots | None = None
        self._ready: list[Reply] = []
        self._remembering: dict[int, Callable[[Memories], None]] = {}  # request -> callback
        self._proc: Any = None
        self._sent_round: Message | None = None
        if not self.levels:
            self._inline = Bots({}, {})
        elif process:
            try:
                self._start_process()
            except (OSError, RuntimeError) as error:
                print(f"bots run inline: cannot start a worker process ({error})", file=sys.stderr)
        if self._proc is None and self._inline is None:
            self._inline = Bots(self.levels, self.options)

    @property
    def in_process(self) -> bool:
        return self._proc is not None

    def _start_process(self) -> None:
        ctx = children.context(keep_stderr=True)  # dies with the table; a bot's fault is told
        self._requests = ctx.Queue()
        self._replies = ctx.Queue()
        self._proc = ctx.Process(
            target=worker_main,
            name="maumau-bots",
            daemon=True,
            args=(self._requests, self._replies, self.levels, self.options),
        )
        with _stops_held():
            self._proc.start()
        _open_pools.add(self)

    def _send(self, message: Message) -> None:
        if self._proc is not None and not self._proc.is_alive():
            self._fall_back()
        if self._inline is not None:
            reply = self._inline.handle(message)
            if reply is not None:
                self._take(reply)
        else:
            self._requests.put(message)

    def _take(self, reply: Reply | MemoryReply) -> None:
        if reply[0] == "memory":
            done = self._remembering.pop(reply[1], None)
            if done is not None:
                done(reply[2])
        else:
            self._ready.append(reply)

    def _fall_back(self) -> None:
        """The worker died: carry on inline with fresh bots (they lose this round's memory)."""
        print("the bot worker stopped; bots carry on inline", file=sys.stderr)
        self._proc = None
        self._inline = Bots(self.levels, self.options)
        if self._sent_round is not None:
            self._inline.handle(self._sent_round)
        for req in list(self._remembering):  # asked of the dead worker: the fresh bots answer
            self._send(("memory", req))

    def start_round(self, rules: Rules, players: int) -> None:
        self._sent_round = ("round", rules, players)
        self._send(self._sent_round)

    def notice(self, per_seat: dict[int, list[Event]]) -> None:
        if per_seat:
            self._send(("notice", per_seat))

    def restore(self, memories: dict[int, dict[str, Any]]) -> None:
        """Give each bot back what its memory() returned (after `start_round`)."""
        if memories:
            self._send(("restore", memories))

    def ask(self, seat: int, obs: Observation, legal: Sequence[int], seed: int) -> int:
        """Ask `seat`'s bot for a decision; the answer comes back through `poll`."""
        self._next += 1
        self._send(("choose", self._next, seat, obs, tuple(legal), seed))
        return self._next

    def memories(self, done: Callable[[Memories], None]) -> None:
        """Ask every bot for its memory as it is now; `done` gets them (inline: at once;
        from the worker: at a later `pump`)."""
        self._next += 1
        self._remembering[self._next] = done
        self._send(("memory", self._next))

    def pump(self) -> None:
        """Take in what the worker has answered, never waiting: memories go to their callbacks
        at once, decisions wait for `poll`."""
        if self._proc is None:
            return
        while True:
            try:
                reply = self._replies.get_nowait()
            except queue.Empty:
                break
            self._take(reply)

    def poll(self) -> list[Reply]:
        self.pump()
        out, self._ready = self._ready, []
        return out

    def settle(self, timeout: float) -> bool:
        """Wait (up to `timeout` seconds) for every memory asked for; True when all came.
        For closing the table: the last move's save needs them."""
        deadline = time.monotonic() + timeout
        while self._remembering and time.monotonic() < deadline:
            if self._proc is None or not self._proc.is_alive():
                break
            self.pump()
            time.sleep(0.005)
        return not self._remembering

    def close(self) -> None:
        if self._proc is None:
            return
        proc, self._proc = self._proc, None
        try:
            # While Python shuts down (a pool nobody closed, collected at exit) no thread can
            # start, and a first put starts the queue's feeder thread: it would wait forever.
            if not sys.is_finalizing():
                self._requests.put(("stop",))
                proc.join(timeout=1.0)
        finally:
            if proc.is_alive():
                proc.kill()  # it ignores SIGTERM (see STOP_SIGNALS)
                proc.join(timeout=1.0)
            self._requests.close()
            self._replies.close()
            self._requests.cancel_join_thread()
            self._replies.cancel_join_thread()

    def __del__(self) -> None:
        with contextlib.suppress(Exception):
            self.close()


_open_pools: weakref.WeakSet[BotPool] = weakref.WeakSet()  # pools with a worker started


@atexit.register
def _end_workers() -> None:
    """Close the workers of pools nobody closed (a table still open when the program ends).
    At exit `multiprocessing` sends its live workers SIGTERM and waits for them; a worker
    ignores SIGTERM (STOP_SIGNALS), so without this the program would never end."""
    for pool in list(_open_pools):
        with contextlib.suppress(Exception):
            pool.close()
