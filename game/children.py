"""Worker processes that never outlive the program that started them, however it ends.

The preview's workers and the table's bot worker are spawned processes (`multiprocessing`'s
"spawn" context). Left to themselves they outlive a parent that is killed, by SIGKILL or by a
SIGTERM Python does not catch (no exit handler runs then): a worker in the middle of a chunk
goes on using a core, an idle one waits on its queue for ever, and each holds the parent's
stdout and stderr, so a pipeline reading the command's output (`maumau preview x | head`)
never reaches its end. The resource tracker `multiprocessing` starts for their semaphores
waits for them as well: it ends once the last process holding its pipe has.

`context()` is a spawn context whose processes, before their target runs:

* ask the kernel to kill them when their parent dies (Linux: `prctl(PR_SET_PDEATHSIG)`).
  The kernel sends that signal when the *thread* that started the process ends, not only the
  process (prctl(2)), and the workshop starts its preview on a short-lived thread: so every
  such process is started by one thread that lasts as long as the program (`_Starter`);
* watch their parent everywhere else too: a thread waits on the parent's sentinel (a pipe only
  the parent holds the other end of) and on the parent's pid, and ends the process at once;
* point stdin and stdout (and stderr, unless the context keeps it) at the null device, so
  that nothing they hold keeps a pipeline open.

`usable_cpus()` is how many cores this process may run on: the cap for worker counts.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import queue
import signal
import sys
import threading
from collections.abc import Callable
from multiprocessing.connection import wait
from multiprocessing.context import SpawnContext, SpawnProcess
from typing import Any

# The stops a terminal or a session sends the whole process group: held back in the starter
# thread, so a new process inherits them blocked until it has set itself up (`run`).
_STOPS = tuple(getattr(signal, n) for n in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, n))
_PR_SET_PDEATHSIG = 1  # <linux/prctl.h>
WATCH_EVERY = 1.0  # seconds between two looks at the parent's pid (the sentinel is at once)


def usable_cpus() -> int:
    """The cores this process may run on (its affinity where the system says, else all)."""
    counted = getattr(os, "process_cpu_count", None)  # Python 3.13
    if counted is not None:
        return max(1, int(counted() or 1))
    with contextlib.suppress(AttributeError, OSError):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


class GuardedProcess(SpawnProcess):
    """A spawned process that dies with its parent and holds none of its std streams."""

    keep_stderr = False

    def start(self) -> None:
        mask = signal.pthread_sigmask(signal.SIG_BLOCK, []) if _HAS_MASK else None
        self._guard = (os.getpid(), mask)  # pickled for the child with the process
        _starter.run(super().start)

    def run(self) -> None:  # in the child, before the target
        parent, mask = self._guard
        _let_go_of_std_streams(keep_stderr=self.keep_stderr)
        die_with_parent(parent)
        if mask is not None:
            signal.pthread_sigmask(signal.SIG_SETMASK, mask)  # the starter held the stops back
        super().run()


class GuardedProcessWithStderr(GuardedProcess):
    """`GuardedProcess` that keeps its parent's stderr, for what a worker reports there."""

    keep_stderr = True


class GuardedContext(SpawnContext):
    Process = GuardedProcess


class GuardedContextWithStderr(SpawnContext):
    Process = GuardedProcessWithStderr


def context(*, keep_stderr: bool = False) -> SpawnContext:
    """A spawn context whose processes die with this one (see the module doc)."""
    return GuardedContextWithStderr() if keep_stderr else GuardedContext()


# -- in the parent: one thread starts every process ----------------------------------------------
_HAS_MASK = hasattr(signal, "pthread_sigmask")


class _Starter:
    """The thread every guarded process is started from (see PR_SET_PDEATHSIG above): it is
    made on first use and lasts as long as the program."""

    def __init__(self) -> None:
        self._tasks: queue.SimpleQueue[Callable[[], None]] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    def run(self, start: Callable[[], None]) -> None:
        """Run `start` on the starter thread, wait for it, and raise what it raised."""
        if threading.current_thread() is self._thread:
            start()
            return
        done, failed = threading.Event(), []

        def task() -> None:
            try:
                start()
            except BaseException as error:  # handed back to the caller, whatever it is
                failed.append(error)
            finally:
                done.set()

        with self._lock:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(
                    target=self._serve, name="process-starter", daemon=True
                )
                self._thread.start()
        self._tasks.put(task)
        done.wait()
        if failed:
            raise failed[0]

    def _serve(self) -> None:
        if _HAS_MASK:
            signal.pthread_sigmask(signal.SIG_BLOCK, _STOPS)  # the main thread takes them
        while True:
            self._tasks.get()()


_starter = _Starter()


def init_forked_worker(parent: int) -> None:
    """The initializer of a pool that forks (`multiprocessing.Pool` of the "fork" context),
    given `os.getpid()`: its worker ends with `parent` however that ends, and on the SIGTERM
    the pool ends it with. A handler inherited from the process that forked it (SDL's, once
    pygame has started: it turns SIGTERM into a quit event) would keep the worker, and the
    pool would wait for it for ever."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    die_with_parent(parent)


# -- in the child ------------------------------------------------------------------------------
def _let_go_of_std_streams(*, keep_stderr: bool) -> None:
    """Point the std streams at the null device: a pipeline reading the parent's output then
    ends with the parent, whatever this process does."""
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1) if keep_stderr else (0, 1, 2):
        with contextlib.suppress(OSError):
            os.dup2(null, fd)
    os.close(null)


def die_with_parent(parent: int) -> None:
    """End this process the moment `parent` (its parent's pid) does: the kernel's signal where
    there is one, and a watching thread everywhere. A pool's initializer, for pools that fork
    (their workers are started by the thread that made the pool, and by the pool's own)."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            import ctypes

            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(_PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)
    if os.getppid() != parent:
        os._exit(0)  # the parent was gone before the kernel was asked
    parent_process = multiprocessing.parent_process()
    sentinel = parent_process.sentinel if parent_process is not None else None
    watcher = threading.Thread(target=_watch, args=(parent, sentinel), name="parent-watch")
    watcher.daemon = True
    watcher.start()


def _watch(parent: int, sentinel: Any) -> None:
    """The sentinel closes when the parent ends (only it holds the other end); the pid is the
    fallback where there is no sentinel."""
    while True:
        if sentinel is not None:
            if wait([sentinel], timeout=WATCH_EVERY):
                os._exit(0)
        else:
            threading.Event().wait(WATCH_EVERY)
        if os.getppid() != parent:
            os._exit(0)
