"""The system ends the game: SIGTERM (logout, shutdown) saves the match and quits, even in kid
mode, whose lock is for the window's close button only."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import PATIENCE, wait_for_status

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="no SIGTERM on Windows")


def test_sigterm_in_kid_mode_saves_and_quits(tmp_path: Path) -> None:
    status_path = tmp_path / "status.json"
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        "MAUMAU_DATA_DIR": str(tmp_path / "data"),
        "MAUMAU_CONFIG_DIR": str(tmp_path / "config"),
    }
    game = subprocess.Popen(
        [sys.executable, "-m", "game", "e2e", "--table", "emmi", "--kid", "--seed", "4"]
        + ["--status", str(status_path)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    try:
        ready = lambda s: s.get("ready") and s.get("time", 0) > 1  # noqa: E731
        wait_for_status(status_path, ready, game, "the kid table ready, a second played")
        game.send_signal(signal.SIGTERM)
        code = game.wait(PATIENCE)  # the lock does not hold it: it ends, however busy the machine
        assert code == 0, game.stderr.read() if game.stderr else ""
        saved = json.loads((tmp_path / "data" / "save.json").read_text(encoding="utf-8"))
        assert saved["setup"]["kid_mode"] is True
    finally:
        if game.poll() is None:
            os.killpg(game.pid, signal.SIGKILL)
