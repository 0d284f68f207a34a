"""Issue 32, case 9: no process `preview` or the game starts outlives it, however it ends.

On e9f3be4 a `python -m game preview` killed by SIGTERM or SIGKILL left its 2 workers and the
`multiprocessing` resource tracker behind, holding the command's output open (a pipeline
reading it never ended), and `--workers 16` started 16 workers on a 2-core machine. Each test
kills the parent once its workers exist, then waits (with a generous safety net, never a
fixed time) for every process below it to end and for its output pipes to reach their end.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game.children import usable_cpus
from game.sim.preview import PreviewPool

from .proctree import alive, descendants, kill_all, read_to_end, wait_for, workers

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")

# The game's own preview, as the workshop runs it: the shared pool, started from a thread that
# ends soon after (the workshop's `Job`; here once the workers play, so that they are set up
# before it ends), then left running until the preview is done or the process is killed.
GAME_DRIVER = textwrap.dedent(
    """
    import sys, threading, time
    from game.ruleset import find_ruleset, load_document
    from game.ui.scenes.workshop.preview import shared_pool

    draft, origin = (load_document(find_ruleset(n)) for n in ("noris", "classic"))
    jobs = []

    def start():
        jobs.append(shared_pool().start(draft, against=origin, rounds=int(sys.argv[1])))
        while jobs[0].poll().done == 0 and jobs[0].poll().status == "running":
            time.sleep(0.01)

    starter = threading.Thread(target=start)
    starter.start()
    starter.join()
    progress = jobs[0].wait()
    print(progress.status, progress.done, flush=True)
    """
)


def _start(argv: list[str]) -> subprocess.Popen[bytes]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.Popen(
        [sys.executable, *argv], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )


def _killed_leaves_nothing(argv: list[str], number: signal.Signals, count: int = 2) -> None:
    parent = _start(argv)
    left: list[int] = []
    try:
        assert wait_for(lambda: len(workers(parent.pid)) >= count), "no workers started"
        left = descendants(parent.pid)  # the workers and the resource tracker
        parent.send_signal(number)
        parent.wait(timeout=120)
        assert wait_for(lambda: not any(alive(pid) for pid in left)), [
            pid for pid in left if alive(pid)
        ]
        assert parent.stdout is not None and parent.stderr is not None
        assert read_to_end(parent.stdout.fileno()), "stdout is still held open"
        assert read_to_end(parent.stderr.fileno()), "stderr is still held open"
    finally:
        parent.kill()
        parent.wait()
        kill_all(left)


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGKILL], ids=lambda n: n.name)
def test_preview_killed_leaves_no_process_and_no_open_pipe(number: signal.Signals) -> None:
    argv = ["-m", "game", "preview", "noris", "--workers", "2", "--rounds", "20000"]
    _killed_leaves_nothing(argv, number)


def test_the_games_preview_killed_leaves_no_process_and_no_open_pipe() -> None:
    _killed_leaves_nothing(["-c", GAME_DRIVER, "20000"], signal.SIGKILL)


def test_the_tables_bot_worker_dies_with_the_game(tmp_path: Path) -> None:
    """The table's bot worker (a round between bots, headless) holds only stderr, and goes
    with the game when it is killed."""
    smoke = ["-m", "game", "--smoke", str(tmp_path / "shot.png"), "--seconds", "100000"]
    _killed_leaves_nothing(smoke, signal.SIGKILL, count=1)


def test_workers_started_by_a_thread_that_ended_finish_the_preview() -> None:
    """The kernel's death signal follows the thread that started a process: the workers of a
    preview started on a short-lived thread must not die with that thread."""
    done = subprocess.run(
        [sys.executable, "-c", GAME_DRIVER, "200"],
        cwd=ROOT,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"},
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.stdout.split() == ["done", "400"], done.stderr


def test_workers_are_capped_at_the_cpus() -> None:
    cpus = usable_cpus()
    assert PreviewPool(cpus + 14).workers == cpus
    parent = _start(
        ["-m", "game", "preview", "noris", "--workers", str(cpus + 14), "--rounds", "400"]
    )
    most, seen = 0, []
    try:

        def ended() -> bool:
            nonlocal most
            running = workers(parent.pid)
            seen.extend(running)
            most = max(most, len(running))
            return parent.poll() is not None

        assert wait_for(ended, safety=600)
        assert parent.returncode == 0, parent.stderr.read() if parent.stderr else ""
        assert most == cpus, f"{most} workers at once on {cpus} CPUs"
        said = parent.stderr.read().decode() if parent.stderr else ""
        assert f"{cpus + 14} workers asked for" in said and f"{cpus} workers" in said, said
    finally:
        parent.kill()
        parent.wait()
        kill_all(seen)
