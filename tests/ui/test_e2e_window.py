"""The window under a window manager (openbox on Xvfb): a first start takes 80 % of the
desktop; F11 and back puts the window where it was, however often, also a maximised one;
maximising is followed (the game draws at the maximised size); the next start opens where the
window was left, maximised if it was."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time

from tests.ui.xvfbkit import desktop, needs, start_game, wait_for, xdotool  # noqa: F401

pytestmark = needs("Xvfb", "xdotool", "openbox")

SCREEN = (1280, 800)


def geometry(display: str, window: str) -> tuple[int, int, int, int]:
    out = xdotool(display, "getwindowgeometry", "--shell", window)
    values = dict(line.split("=", 1) for line in out.split())
    return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])


def sized(w: int, h: int):  # type: ignore[no-untyped-def]
    return lambda s: s.get("window") == [w, h]


def maximised(s: dict) -> bool:
    """Full width, and all the height but the title bar."""
    w, h = s.get("window", [0, 0])
    return w == SCREEN[0] and SCREEN[1] - 60 < h < SCREEN[1]


def open_game(display: str, tmp_path, status):  # type: ignore[no-untyped-def]
    game = start_game(display, tmp_path, status)
    window = xdotool(display, "search", "--sync", "--pid", str(game.pid)).split()[0]
    return game, window


def stop(game: subprocess.Popen) -> int:
    os.killpg(game.pid, signal.SIGTERM)
    try:
        return game.wait(10)
    except subprocess.TimeoutExpired:
        os.killpg(game.pid, signal.SIGKILL)
        raise


def full_screen_and_back(display: str, window: str, game, status, back) -> None:  # type: ignore[no-untyped-def]
    xdotool(display, "key", "--window", window, "F11")
    wait_for(status, sized(*SCREEN), 15, game)
    xdotool(display, "key", "--window", window, "F11")
    wait_for(status, back, 15, game)
    time.sleep(0.5)  # the window manager has placed it


def test_the_window_keeps_its_place(desktop, tmp_path):  # noqa: F811
    status = tmp_path / "status.json"
    game, window = open_game(desktop, tmp_path, status)
    try:
        wait_for(status, sized(1024, 640), 60, game)  # 80 % of 1280x800
        xdotool(desktop, "windowsize", window, "1100", "660")
        wait_for(status, sized(1100, 660), 15, game)
        xdotool(desktop, "windowmove", window, "60", "50")
        time.sleep(0.5)
        normal = geometry(desktop, window)
        for _ in range(3):
            full_screen_and_back(desktop, window, game, status, sized(1100, 660))
            assert geometry(desktop, window) == normal  # not a pixel further down
        xdotool(desktop, "key", "ctrl+alt+m")  # maximise
        wait_for(status, maximised, 15, game)
        for _ in range(2):
            full_screen_and_back(desktop, window, game, status, maximised)
        xdotool(desktop, "key", "ctrl+alt+m")  # and back
        wait_for(status, sized(1100, 660), 15, game)
        time.sleep(0.5)
        assert geometry(desktop, window) == normal
        xdotool(desktop, "key", "ctrl+alt+m")  # left maximised
        wait_for(status, maximised, 15, game)
        time.sleep(0.3)
    finally:
        code = stop(game)
    assert code == 0
    saved = json.loads((tmp_path / "config" / "settings.json").read_text(encoding="utf-8"))
    assert saved["window"]["size"] == [1100, 660] and saved["window"]["maximised"]
    again, window = open_game(desktop, tmp_path, status)
    try:
        wait_for(status, maximised, 60, again)
        time.sleep(0.5)
        xdotool(desktop, "key", "ctrl+alt+m")
        wait_for(status, sized(1100, 660), 15, again)
        time.sleep(0.5)
        assert geometry(desktop, window) == normal
    finally:
        stop(again)
