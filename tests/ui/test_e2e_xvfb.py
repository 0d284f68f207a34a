"""End to end in a real X window: start the game under Xvfb, wait for the person's turn, drag a
playable card onto the discard pile with xdotool, and check the game took it.

The game writes its state after every frame (`python -m game e2e --status`): whose turn, each hand card's
rectangle and a point that grabs it, the pile. Needs Xvfb, xdotool and ImageMagick's `import`
(installed by .ci/run); skips with the reason where they are missing.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ("Xvfb", "xdotool", "import")
missing = [tool for tool in TOOLS if shutil.which(tool) is None]
pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux") or bool(missing),
    reason=f"needs Linux with {', '.join(TOOLS)} (missing: {', '.join(missing) or 'not Linux'}); "
    "`.ci/run` installs them: apt-get install xvfb xdotool imagemagick",
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
    number = free_display()
    server = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
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


def test_drag_a_card_onto_the_pile_in_a_real_window(xserver, tmp_path):
    status_path = tmp_path / "status.json"
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    env.update(
        DISPLAY=xserver,
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        MAUMAU_DATA_DIR=str(tmp_path),
    )
    game = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "game",
            "e2e",
            "--table",
            "noris",
            "--seed",
            "3",
            "--status",
            str(status_path),
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        preexec_fn=limit_memory,
        start_new_session=True,  # its own process group: the bots' worker ends with it
    )
    try:
        window = xdotool(xserver, "search", "--sync", "--pid", str(game.pid)).split()[0]
        mine = lambda s: s.get("ready") and s.get("my_turn") and s.get("at_rest")  # noqa: E731
        status = wait_for(status_path, mine, 60, game)
        for _ in range(20):  # nothing fits: draw (the D key) until a card does
            if any(card["playable"] and card["grab"] for card in status["hand"]):
                break
            xdotool(xserver, "key", "--window", window, "d")
            time.sleep(0.5)
            status = wait_for(status_path, mine, 60, game)
        card = next(c for c in status["hand"] if c["playable"] and c["grab"])
        before = [c["card"] for c in status["hand"]].count(card["card"])
        (gx, gy), pile = card["grab"], status["pile"]
        tx, ty = pile[0] + pile[2] // 2, pile[1] + pile[3] // 2
        xdotool(xserver, "mousemove", "--window", window, str(gx), str(gy))
        xdotool(xserver, "mousedown", "1")
        for k in (1, 2, 3):  # a wide drag with only a few motion events
            xdotool(
                xserver,
                "mousemove",
                "--window",
                window,
                str(gx + (tx - gx) * k // 3),
                str(gy + (ty - gy) * k // 3),
            )
            time.sleep(0.05)
        xdotool(xserver, "mouseup", "1")

        def took(s: dict) -> bool:
            return [c["card"] for c in s.get("hand", [])].count(card["card"]) < before

        after = wait_for(status_path, took, 15, game)
        assert after["decisions"] > status["decisions"]
        out = ROOT / "out"
        out.mkdir(exist_ok=True)
        time.sleep(0.5)  # let the card land before the picture
        subprocess.run(
            ["import", "-window", window, str(out / "e2e.png")],
            env={**os.environ, "DISPLAY": xserver},
            check=True,
            timeout=30,
        )
        assert (out / "e2e.png").stat().st_size > 10_000
    finally:
        os.killpg(game.pid, signal.SIGTERM)
        try:
            game.wait(10)
        except subprocess.TimeoutExpired:
            os.killpg(game.pid, signal.SIGKILL)
