"""A newcomer's evening in a real window: the game under Xvfb with openbox, driven by xdotool
clicks as a person makes them, with a screenshot of each screen on the way.

    python -m tools.tour --out /tmp/tour --size 1024x600 --language de

Title, Learn to play (its first bubble and its first step), the pause menu over the table and
the Quit question, New game, a dealt table at the person's turn, Settings, the workshop and
About with its licences.
Each screen is found through the game's status file (`python -m game e2e --status`) and its
buttons by their words in the language played, so what is clicked is what a person reads.
Needs Xvfb, openbox, xdotool and ImageMagick's `import` (`.ci/run` installs them).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tests.ui.xvfbkit import run_xvfb

ROOT = Path(__file__).resolve().parent.parent
PATIENCE = 120.0  # seconds a screen may take to come on a busy machine
Status = dict[str, Any]


def words(language: str, key: str) -> str:
    catalogue = json.loads((ROOT / "assets" / "translations" / f"{language}.json").read_text())
    entry = catalogue[key]
    return entry if isinstance(entry, str) else entry["other"]


@contextmanager
def desktop(screen: str) -> Iterator[str]:
    """An X server (the tests' own, `run_xvfb`) with openbox managing it; yields DISPLAY."""
    with run_xvfb(screen) as display:
        wm = subprocess.Popen(
            ["openbox", "--sm-disable"],
            env={**os.environ, "DISPLAY": display},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            yield display
        finally:
            wm.terminate()
            wm.wait(10)


class Tour:
    def __init__(
        self, display: str, out: Path, language: str, size: str, extra: Sequence[str] = ()
    ) -> None:
        """`extra`: more arguments for `python -m game e2e` (a table at once: `--table`)."""
        self.display, self.out, self.language, self.size = display, out, language, size
        self.folder = Path(tempfile.mkdtemp(prefix="maumau-tour-"))
        self.status_path = self.folder / "status.json"
        env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
        env.update(
            DISPLAY=display,
            SDL_AUDIODRIVER="dummy",
            PYGAME_HIDE_SUPPORT_PROMPT="1",
            MAUMAU_DATA_DIR=str(self.folder / "data"),
            MAUMAU_CONFIG_DIR=str(self.folder / "config"),
        )
        command = [sys.executable, "-m", "game", "e2e", "--language", language]
        command += ["--size", size, "--status", str(self.status_path), *extra]
        self.game = subprocess.Popen(command, cwd=ROOT, env=env, start_new_session=True)
        self.window = ""

    def xdotool(self, *args: str) -> str:
        done = subprocess.run(
            ["xdotool", *args],
            env={**os.environ, "DISPLAY": self.display},
            capture_output=True,
            text=True,
            check=False,
        )
        return done.stdout

    def status(self) -> Status:
        try:
            loaded: Status = json.loads(self.status_path.read_text(encoding="utf-8"))
            return loaded
        except (OSError, ValueError):
            return {}

    def wait(self, test: Callable[[Status], object], what: str) -> Status:
        deadline = time.monotonic() + PATIENCE
        while time.monotonic() < deadline:
            if self.game.poll() is not None:
                raise SystemExit(f"the game ended waiting for {what}")
            status = self.status()
            if status and test(status):
                return status
            time.sleep(0.05)
        raise SystemExit(f"not within {PATIENCE:g} s: {what}; last status {self.status()}")

    def settle(self, seconds: float) -> Status:
        """The status once the game has run `seconds` more of its own time."""
        since = self.wait(lambda s: "time" in s, "a frame")["time"]
        return self.wait(lambda s: s["time"] >= since + seconds, f"{seconds} s of frames")

    def find_window(self) -> None:
        def shown(_status: Status) -> bool:
            found = self.xdotool("search", "--onlyvisible", "--pid", str(self.game.pid)).split()
            if found:
                self.window = found[-1]
            return bool(found)

        self.wait(shown, "the game's window")

    def click(self, at: tuple[int, int]) -> None:
        x, y = at
        self.xdotool("mousemove", "--window", self.window, str(x), str(y))
        self.xdotool("click", "1")

    def press(self, key: str) -> None:
        self.xdotool("key", "--window", self.window, key)

    def control(self, key: str, status: Status | None = None) -> tuple[int, int]:
        """The middle of the menu control showing the words of translation `key`."""
        text = words(self.language, key)
        status = status or self.wait(lambda s: bool(s.get("controls")), "a menu")
        for control in status.get("controls", []):
            if control["text"] == text:
                x, y, w, h = control["rect"]
                return x + w // 2, y + h // 2
        raise SystemExit(f"no control {text!r} on {status.get('scene')}")

    def on(self, scene: str) -> Status:
        return self.wait(lambda s: s.get("scene") == scene, scene)

    def shot(self, name: str) -> None:
        self.settle(0.6)  # whatever the last input started has been drawn
        target = self.out / f"{name}-{self.language}-{self.size}.png"
        subprocess.run(
            ["import", "-window", self.window, str(target)],
            env={**os.environ, "DISPLAY": self.display},
            check=True,
        )
        print(target, flush=True)

    def stop(self) -> None:
        if self.game.poll() is None:
            os.killpg(self.game.pid, signal.SIGTERM)
            self.game.wait(30)
        shutil.rmtree(self.folder, ignore_errors=True)


def evening(tour: Tour) -> None:
    tour.find_window()
    tour.on("TitleScene")
    tour.shot("title")
    tour.click(tour.control("title.learn", tour.on("TitleScene")))
    tour.wait(lambda s: s.get("scene") == "LearnScene" and s.get("ready"), "Learn to play")
    tour.shot("learn-opening")
    tour.press("space")  # "Click or press a key to close"
    tour.wait(lambda s: s.get("at_rest") and s.get("my_turn"), "the first step")
    tour.shot("learn-step")
    tour.press("Escape")
    menu = tour.on("GameMenu")
    tour.shot("pause")
    tour.click(tour.control("menu.quit", menu))
    tour.wait(lambda s: s.get("scene") not in ("GameMenu", "LearnScene"), "the Quit question")
    tour.shot("quit-question")
    tour.press("Escape")  # "Keep playing": back to the menu it was asked from
    tour.click(tour.control("menu.main_menu", tour.on("GameMenu")))
    title = tour.on("TitleScene")
    tour.click(tour.control("title.new_game", title))
    tour.shot("new-game")
    tour.click(tour.control("newgame.start", tour.on("NewGameScene")))
    tour.wait(lambda s: s.get("scene") == "TableScene" and s.get("my_turn"), "the person's turn")
    tour.shot("table")
    tour.press("Escape")
    tour.click(tour.control("menu.main_menu", tour.on("GameMenu")))
    tour.click(tour.control("title.settings", tour.on("TitleScene")))
    tour.shot("settings")
    tour.press("Escape")
    tour.click(tour.control("title.workshop", tour.on("TitleScene")))
    tour.settle(1.0)
    tour.shot("workshop")
    tour.press("Escape")
    tour.click(tour.control("title.about", tour.on("TitleScene")))
    tour.on("AboutScene")
    tour.shot("about")
    for _ in range(12):  # down to the table of the libraries and their licence texts
        tour.press("Down")
    tour.shot("about-licences")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.tour", description=__doc__)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--size", default="1024x600", help="the window's size, e.g. 1920x1080")
    parser.add_argument("--language", default="en", choices=("en", "de", "sv"))
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    width, height = (int(v) for v in args.size.split("x"))
    with desktop(f"{max(width + 64, 1280)}x{max(height + 96, 800)}x24") as display:
        tour = Tour(display, args.out, args.language, args.size)
        try:
            evening(tour)
        finally:
            tour.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
