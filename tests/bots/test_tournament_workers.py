"""The tournament's forked workers end when the pool ends them, and with their parent.

A process that has started pygame carries SDL's SIGTERM handler, and a worker forked from it
inherited that handler: the SIGTERM with which the pool ends its workers was taken as a
request to quit, the worker stayed, and the pool waited for it for ever (on e9f3be4 a test
process that ran a window's tests before the tournament's hung there)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.sim.proctree import descendants, kill_all, wait_for

ROOT = Path(__file__).resolve().parents[2]
AFTER_PYGAME = textwrap.dedent(
    """
    import pygame
    pygame.init()
    pygame.display.set_mode((10, 10))
    from game.bots.tournament import parse_seats, run
    report = run("noris", parse_seats("random,random,random,random"), games=40, seed=2, workers=2)
    print("deals", report.deals, flush=True)
    """
)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_tournament_after_pygame_started_ends() -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    parent = subprocess.Popen(
        [sys.executable, "-c", AFTER_PYGAME],
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
        assert (parent.returncode, out) == (0, "deals 10\n"), err
    finally:
        parent.kill()
        parent.wait()
        kill_all(seen)
