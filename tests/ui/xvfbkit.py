"""Running the real game under Xvfb for end-to-end tests: the X server (with a window
manager, as a desktop has), the game's status file, and xdotool."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def needs(*tools: str) -> pytest.MarkDecorator:
    """Skip (saying why) unless this is Linux with every one of `tools`."""
    missing = [tool for tool in tools if shutil.which(tool) is None]
    return pytest.mark.skipif(
        not sys.platform.startswith("linux") or bool(missing),
        reason=f"needs Linux with {', '.join(tools)} (missing: "
        f"{', '.join(missing) or 'not Linux'}); `.ci/run` installs them with apt-get",
    )


def free_display() -> int:
    for number in range(99, 160):
        if (
            not Path(f"/tmp/.X{number}-lock").exists()
            and not Path(f"/tmp/.X11-unix/X{number}").exists()
        ):
            return number
    raise RuntimeError("no free X display number between :99 and :159")


@pytest.fixture
def xserver():
    yield from run_xvfb("1280x800x24")


def run_xvfb(screen: str):  # type: ignore[no-untyped-def]
    """An X server on a free display for the test; yields the DISPLAY value."""
    number = free_display()
    server = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", screen, "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 10
    while not Path(f"/tmp/.X11-unix/X{number}").exists():
        if server.poll() is not None or time.monotonic() > deadline:
            server.kill()
            pytest.fail(f"Xvfb :{number} did not start")
        time.sleep(0.05)
    yield f":{number}"
    server.terminate()
    try:
        server.wait(5)
    except subprocess.TimeoutExpired:
        server.kill()


def read_status(path: Path) -> dict:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def wait_for(path: Path, test, timeout: float, game: subprocess.Popen) -> dict:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if game.poll() is not None:
            pytest.fail(f"the game exited with {game.returncode}")
        status = read_status(path)
        if status and test(status):
            return status
        time.sleep(0.05)
    pytest.fail(f"timed out; last status: {read_status(path)}")


def limit_memory() -> None:
    """A runaway game must not take the machine with it."""
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))


def xdotool(display: str, *args: str) -> str:
    env = {**os.environ, "DISPLAY": display}
    return subprocess.run(
        ["xdotool", *args], env=env, check=True, capture_output=True, text=True, timeout=30
    ).stdout


OPENBOX_RC = """<?xml version="1.0" encoding="UTF-8"?>
<openbox_config xmlns="http://openbox.org/3.4/rc">
  <keyboard>
    <keybind key="C-A-m"><action name="ToggleMaximize"/></keybind>
  </keyboard>
</openbox_config>
"""


@pytest.fixture
def desktop() -> Iterator[str]:
    """An X server with openbox managing its windows, as on a desktop; Ctrl+Alt+M maximises
    the active window and brings it back (a window manager's maximise button)."""
    config = Path(tempfile.mkdtemp()) / "rc.xml"
    config.write_text(OPENBOX_RC, encoding="utf-8")
    for display in run_xvfb("1280x800x24"):
        wm = subprocess.Popen(
            ["openbox", "--sm-disable", "--config-file", str(config)],
            env={**os.environ, "DISPLAY": display},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        time.sleep(0.5)  # openbox takes the screen before the game's window maps
        try:
            yield display
        finally:
            wm.terminate()
            wm.wait(5)


def start_game(display: str, folder: Path, status: Path) -> subprocess.Popen:
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    env.update(
        DISPLAY=display,
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        MAUMAU_DATA_DIR=str(folder / "data"),
        MAUMAU_CONFIG_DIR=str(folder / "config"),
    )
    return subprocess.Popen(
        [sys.executable, "-m", "game", "e2e", "--language", "en", "--status", str(status)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        preexec_fn=limit_memory,
        start_new_session=True,
    )
