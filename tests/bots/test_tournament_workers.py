"""The forked workers of the tournament and of `bench` end when their pool ends them.

A process that has started pygame carries SDL's SIGTERM handler, and a worker forked from it
inherited that handler: the SIGTERM with which the pool ends its workers was taken as a
request to quit, the worker stayed, and the pool waited for it for ever (on e9f3be4 a test
process that ran a window's tests before the tournament's or `bench`'s hung there)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.sim.proctree import descendants, kill_all, wait_for

ROOT = Path(__file__).resolve().parents[2]
STARTED = "import pygame; pygame.init(); pygame.display.set_mode((10, 10))\n"
POOLS = {
    "tournament": (
        "from game.bots.tournament import parse_seats, run\n"
        "report = run('noris', parse_seats('random,' * 3 + 'random'), games=40, seed=2, workers=2)\n"
        "print('deals', report.deals)\n",
        "deals 10\n",
    ),
    "bench": (
        "from game.sim.bench import measure_parallel\n"
        "print('processes', measure_parallel('noris', 4, 300, 1, processes=2)['processes'])\n",
        "processes 2\n",
    ),
}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("pool", sorted(POOLS))
def test_a_pool_after_pygame_started_ends(pool: str) -> None:
    code, said = POOLS[pool]
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    parent = subprocess.Popen(
        [sys.executable, "-c", STARTED + code],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    seen: list[int] = []

    def ended() -> bool:
        seen.extend(descendants(parent.pid))
        return parent.poll() is not None

    try:
        assert wait_for(ended, safety=300), "the pool waits for its workers for ever"
        out, err = parent.communicate()
        assert (parent.returncode, out) == (0, said), err
    finally:
        parent.kill()
        parent.wait()
        kill_all(seen)
