"""Running the real game under Xvfb for end-to-end tests: the X server (with a window
manager, as a desktop has), the game's status file, and xdotool."""

from __future__ import annotations

import contextlib
import os
import select
import shlex
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import PATIENCE, read_status, started, wait_for_status, wait_until

ROOT = Path(__file__).resolve().parents[2]


def needs(*tools: str) -> pytest.MarkDecorator:
    """Skip (saying why) unless this is Linux with every one of `tools`."""
    missing = [tool for tool in tools if shutil.which(tool) is None]
    return pytest.mark.skipif(
        not sys.platform.startswith("linux") or bool(missing),
        reason=f"needs Linux with {', '.join(tools)} (missing: "
        f"{', '.join(missing) or 'not Linux'}); `.ci/run` installs them with apt-get",
    )


@pytest.fixture
def xserver() -> Iterator[str]:
    with run_xvfb("1280x800x24") as display:
        yield display


@contextlib.contextmanager
def run_xvfb(screen: str) -> Iterator[str]:
    """An X server on a free display for the test; yields the DISPLAY value.

    Xvfb picks the display number itself and writes it to a pipe once it listens
    (`-displayfd`): tests running in parallel, and other people's X servers on the machine,
    never race for a number that looked free."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        # -noreset: by default Xvfb resets when its last client leaves, and refuses
        # connections meanwhile; a game opening its display just then (a test polling with
        # xdotool, each call a client) ended with "x11 not available".
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", screen, "-nolisten", "tcp"]
        + ["-noreset"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        pass_fds=(write_end,),
    )
    os.close(write_end)
    try:
        number = _read_display(read_end, server)
    finally:
        os.close(read_end)
    try:
        yield f":{number}"
    finally:
        server.terminate()
        try:
            server.wait(5)
        except subprocess.TimeoutExpired:
            server.kill()


def _read_display(pipe: int, server: subprocess.Popen[bytes]) -> int:
    """The display number Xvfb writes once it is ready, or the test fails (it ended, or said
    nothing within the patience)."""
    said = b""
    deadline = time.monotonic() + PATIENCE
    while not said.endswith(b"\n"):
        ready, _, _ = select.select([pipe], [], [], max(0.0, deadline - time.monotonic()))
        chunk = os.read(pipe, 16) if ready else b""
        if not chunk:  # Xvfb ended (end of the pipe), or it is still silent at the deadline
            server.kill()
            server.wait(5)
            pytest.fail(f"Xvfb did not start (it said {said!r})")
        said += chunk
    return int(said)


def wait_for(
    path: Path, test: Callable[[dict[str, Any]], object], game: subprocess.Popen[bytes]
) -> dict[str, Any]:
    """The game's first status that passes `test`: its frames bring it, however slowly."""
    return wait_for_status(path, test, game, "the game's status")


def ran_on(path: Path, game: subprocess.Popen[bytes], seconds: float) -> dict[str, Any]:
    """The status once the game has run `seconds` more of its own time: whatever was sent to
    its window before has been handled by then, however busy the machine."""
    since = read_status(path).get("time", 0.0)
    return wait_for(path, lambda s: s.get("time", 0.0) >= since + seconds, game)


def limit_memory() -> None:
    """A runaway game must not take the machine with it."""
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))


def xdotool(display: str, *args: str) -> str:
    env = {**os.environ, "DISPLAY": display}
    done = subprocess.run(
        ["xdotool", *args], env=env, capture_output=True, text=True, timeout=PATIENCE
    )
    if done.returncode != 0:
        raise XdotoolFailed(f"xdotool {' '.join(args)}: {done.returncode} {done.stderr.strip()!r}")
    return done.stdout


class XdotoolFailed(AssertionError):
    """xdotool ended with an error; what it said is in the message."""


def game_window(display: str, game: subprocess.Popen[bytes], status: Path) -> str:
    """The game's window: shown, the game's own (its process), and of the size the game says
    it draws at. On a busy machine xdotool can meet another window of the game's for a moment
    (one X says is gone by the next request: BadWindow), or none shown yet: look again."""
    found: list[str] = []

    def shown() -> bool:
        size = read_status(status).get("window")
        if not size:
            return False
        try:
            listed = xdotool(display, "search", "--onlyvisible", "--pid", str(game.pid)).split()
            found[:] = [w for w in listed if _size_of(display, w) == tuple(size)]
        except XdotoolFailed:
            return False
        return len(found) == 1

    wait_until(shown, "the game's window shown at its size", process=game)
    return found[0]


def _size_of(display: str, window: str) -> tuple[int, int]:
    out = xdotool(display, "getwindowgeometry", "--shell", window)
    values = dict(line.split("=", 1) for line in out.split())
    return int(values["WIDTH"]), int(values["HEIGHT"])


OPENBOX_RC = """<?xml version="1.0" encoding="UTF-8"?>
<openbox_config xmlns="http://openbox.org/3.4/rc">
  <keyboard>
    <keybind key="C-A-m"><action name="ToggleMaximize"/></keybind>
  </keyboard>
</openbox_config>
"""


@pytest.fixture
def desktop(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """An X server with openbox managing its windows, as on a desktop; Ctrl+Alt+M maximises
    the active window and brings it back (a window manager's maximise button)."""
    config = tmp_path_factory.mktemp("openbox") / "rc.xml"
    config.write_text(OPENBOX_RC, encoding="utf-8")
    ready = config.with_name("ready")
    with run_xvfb("1280x800x24") as display:
        wm = subprocess.Popen(
            # openbox runs the start-up command once it manages the screen
            ["openbox", "--sm-disable", "--config-file", str(config)]
            + ["--startup", f"touch {shlex.quote(str(ready))}"],
            env={**os.environ, "DISPLAY": display},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        # The window manager takes the screen before the game's window maps.
        wait_until(ready.exists, "openbox managing the screen", process=wm)
        try:
            yield display
        finally:
            wm.terminate()
            wm.wait(5)


def tap(display: str, window: str, at: tuple[int, int]) -> None:
    """Move there, then press and release in one xdotool call: no time between them."""
    x, y = at
    xdotool(display, "mousemove", "--window", window, str(x), str(y))
    xdotool(display, "mousedown", "1", "mouseup", "1")


def start_game(display: str, folder: Path, status: Path, *options: str) -> subprocess.Popen[bytes]:
    """`python -m game e2e` in English writing its status to `status`, with `options` (a
    table, a position) and its own data and settings folders under `folder`."""
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    env.update(
        DISPLAY=display,
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        MAUMAU_DATA_DIR=str(folder / "data"),
        MAUMAU_CONFIG_DIR=str(folder / "config"),
    )
    return started(
        [sys.executable, "-m", "game", "e2e", "--language", "en", "--status", str(status)]
        + list(options),
        status.with_name("game.stderr"),
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        preexec_fn=limit_memory,
        start_new_session=True,
    )
