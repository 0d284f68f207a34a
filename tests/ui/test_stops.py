"""Stops from outside never cost a game: SIGTERM, SIGHUP and Ctrl-C at any moment of a resume
save and end in silence, SIGKILL loses nothing, and without a display the game says so in one
line and ends with exit code 2, having written nothing."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from game import userdirs
from game.table import savegame
from tests.savekit import damaged_files, write_a_save
from tests.ui.xvfbkit import desktop, needs  # noqa: F401

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")


@pytest.fixture(autouse=True)
def folder(own_folders):
    return own_folders


def game_env(**changes: str) -> dict[str, str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env.update(PYGAME_HIDE_SUPPORT_PROMPT="1", **changes)
    return env


def status(path: Path) -> dict:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


@pytest.mark.parametrize(
    "frame, name",
    [(1, "SIGTERM"), (4, "SIGTERM"), (2, "SIGHUP"), (3, "SIGINT"), (2, "SIGKILL")],
)
def test_a_stop_while_a_saved_game_resumes_never_costs_it(folder, frame, name):
    """Continue, then the signal at an exact frame of the resume (the title's first frame
    presses Continue; the table is still loading for the frames after)."""
    data = folder / "data"
    write_a_save()
    before = savegame.read()
    assert before is not None
    path = folder / "status.json"
    ended = subprocess.run(
        [sys.executable, "-m", "game", "e2e", "--continue", "--status", str(path)]
        + ["--signal-at", f"{frame}:{name}"],
        cwd=ROOT,
        env=game_env(),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert status(path)["resuming"], "the signal came after the resume: move it earlier"
    if name == "SIGKILL":
        assert ended.returncode == -signal.SIGKILL
    else:
        assert ended.returncode == 0, ended.stderr
        assert "Traceback" not in ended.stderr, ended.stderr
        assert not (data / "save.resuming").exists()
    again = savegame.read()  # the next start
    assert again is not None and not damaged_files(data) and not userdirs.notices()
    assert again.state.discard == before.state.discard


def test_a_crash_that_kills_the_resuming_game_sets_the_save_aside_once(folder):
    """A segfault (here sent, as SDL would raise it) while the save is read: sent right after
    the first frame pressed Continue, before any later frame could let the table run."""
    data = folder / "data"
    write_a_save()
    ended = subprocess.run(
        [sys.executable, "-m", "game", "e2e", "--continue", "--signal-at", "1:SIGSEGV"],
        cwd=ROOT,
        env=game_env(),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert ended.returncode in (-signal.SIGSEGV, -signal.SIGABRT)  # SDL's handler aborts
    assert savegame.read() is None and len(userdirs.notices()) == 1
    assert savegame.read() is None and len(damaged_files(data)) == 2  # once


def wait_for_table(path: Path, game: subprocess.Popen) -> None:
    deadline = time.monotonic() + 60
    while not (status(path).get("ready") and status(path).get("time", 0) > 1):
        assert game.poll() is None, game.communicate()[1]
        assert time.monotonic() < deadline, "the table never got ready"
        time.sleep(0.1)


def ctrl_c(*args: str, when: Callable[[subprocess.Popen], None]) -> tuple[int, str, str]:
    """The game started from a terminal (its own process group, as a shell makes one), Ctrl-C
    pressed once `when` returns: (exit code, stdout, stderr)."""
    game = subprocess.Popen(
        [sys.executable, "-m", "game", "e2e", *args],
        cwd=ROOT,
        env=game_env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        when(game)
        os.killpg(game.pid, signal.SIGINT)  # the terminal signals the whole group
        out, err = game.communicate(timeout=20)
    finally:
        if game.poll() is None:
            os.killpg(game.pid, signal.SIGKILL)
    return game.returncode, out, err


def test_ctrl_c_in_the_terminal_saves_and_quits_in_silence(folder):
    """Ctrl-C reaches every process of the terminal's group: the game and its bots' worker."""
    path = folder / "status.json"
    code, out, err = ctrl_c(
        "--table", "noris", "--status", str(path), when=lambda game: wait_for_table(path, game)
    )
    assert code == 0 and err == "" and out == ""
    assert savegame.read() is not None


def test_ctrl_c_while_the_game_starts_is_silent(folder):
    code, out, err = ctrl_c(when=lambda _game: time.sleep(0.3))
    assert code in (0, 130) and err == "" and out == ""


def no_display_env(**display: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("SDL_VIDEODRIVER", None)
    env.update(PYGAME_HIDE_SUPPORT_PROMPT="1", **display)
    return env


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 and Wayland")
@pytest.mark.parametrize(
    "display, named",
    [({}, "neither DISPLAY nor WAYLAND_DISPLAY is set"), ({"DISPLAY": ":163"}, "DISPLAY=:163")],
)
def test_without_a_display_one_line_and_exit_code_2(folder, display, named):
    """An SSH session or a systemd unit: no window could ever be seen."""
    ended = subprocess.run(
        [sys.executable, "-m", "game"],
        cwd=ROOT,
        env=no_display_env(**display),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert ended.returncode == 2
    assert ended.stdout == ""
    assert ended.stderr.count("\n") == 1 and named in ended.stderr, ended.stderr
    assert ended.stderr.startswith("maumau: no display")
    assert not (folder / "data").exists() and not (folder / "config").exists()


@needs("Xvfb", "openbox")
def test_a_logout_while_a_real_window_resumes_keeps_the_save(desktop, folder):  # noqa: F811
    """The same in a real X window under a window manager: SIGTERM (a logout) on the frame
    after Continue saves, ends in silence, and the next start has the game."""
    data = folder / "data"
    write_a_save()
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    env.update(DISPLAY=desktop, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    path = folder / "status.json"
    ended = subprocess.run(
        [sys.executable, "-m", "game", "e2e", "--continue", "--status", str(path)]
        + ["--signal-at", "2:SIGTERM"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert status(path)["resuming"]
    assert ended.returncode == 0 and "Traceback" not in ended.stderr, ended.stderr
    assert savegame.read() is not None and not damaged_files(data)
