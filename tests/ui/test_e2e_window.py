"""The window under a window manager (openbox on Xvfb): a first start takes 80 % of the
desktop; F11 and back puts the window where it was, however often, also a maximised one;
maximising is followed (the game draws at the maximised size); the next start opens where the
window was left, maximised if it was."""

from __future__ import annotations

import json
import os
import signal
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.helpers import PATIENCE, wait_until
from tests.ui.xvfbkit import (  # noqa: F401
    XdotoolFailed,
    desktop,
    game_window,
    needs,
    ran_on,
    start_game,
    wait_for,
    xdotool,
)

pytestmark = needs("Xvfb", "xdotool", "openbox")

SCREEN = (1280, 800)


def geometry(display: str, window: str) -> tuple[int, int, int, int]:
    out = xdotool(display, "getwindowgeometry", "--shell", window)
    values = dict(line.split("=", 1) for line in out.split())
    return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])


def placed(display: str, window: str, where: tuple[int, int, int, int]) -> None:
    """Until the window manager has put the window `where` (it moves it after the game asks)."""
    wait_until(lambda: geometry(display, window) == where, f"the window at {where}")


TITLE_BAR = 24  # openbox's title bar and frame, with room


def placed_about(display: str, window: str, where: tuple[int, int, int, int]) -> None:
    """Un-maximised, the window has its normal size back (the game gives it) and its corner
    from the window manager's memory: on a busy machine that can be a title bar lower (SDL
    moves the window on leaving full screen, in the inside's terms, while the window manager
    takes it for the frame's)."""

    def there() -> bool:
        x, y, w, h = geometry(display, window)
        return (w, h) == where[2:] and abs(x - where[0]) <= 2 and 0 <= y - where[1] <= TITLE_BAR

    wait_until(there, f"the window at about {where}")


def maximise_key(display: str, window: str) -> None:
    """Ctrl+Alt+M, once the window manager has made the window the active one (the key acts
    on the active window; a window just mapped may not be it yet)."""

    def active() -> bool:
        try:
            return xdotool(display, "getactivewindow").strip() == window
        except XdotoolFailed:  # no window is active yet
            return False

    wait_until(active, "the game's window active")
    xdotool(display, "key", "ctrl+alt+m")


Status = Callable[[dict[str, Any]], bool]


def sized(w: int, h: int) -> Status:
    return lambda s: s.get("window") == [w, h]


def maximised(s: dict[str, Any]) -> bool:
    """Full width, and all the height but the title bar, and the game knows it is maximised."""
    w, h = s.get("window", [0, 0])
    return bool(w == SCREEN[0] and SCREEN[1] - 60 < h < SCREEN[1] and s.get("maximised"))


def settled(then: Status) -> Status:
    """`then`, and the game takes the system's word on the window's place again (it does not
    in the moments after leaving full screen, while the window manager puts it back)."""
    return lambda s: then(s) and bool(s.get("place_settled"))


def open_game(display: str, tmp_path: Path, status: Path) -> tuple[subprocess.Popen[bytes], str]:
    game = start_game(display, tmp_path, status)
    window = game_window(display, game, status)
    return game, window


def stop(game: subprocess.Popen[bytes]) -> int:
    os.killpg(game.pid, signal.SIGTERM)
    try:
        return game.wait(PATIENCE)
    except subprocess.TimeoutExpired:
        os.killpg(game.pid, signal.SIGKILL)
        raise


def full_screen_and_back(
    display: str, window: str, game: subprocess.Popen[bytes], status: Path, back: Status
) -> None:
    xdotool(display, "key", "--window", window, "F11")
    wait_for(status, sized(*SCREEN), game)
    xdotool(display, "key", "--window", window, "F11")
    wait_for(status, settled(back), game)


def test_the_window_keeps_its_place(desktop: str, tmp_path: Path) -> None:  # noqa: F811
    status = tmp_path / "status.json"
    game, window = open_game(desktop, tmp_path, status)
    try:
        wait_for(status, sized(1024, 640), game)  # 80 % of 1280x800
        xdotool(desktop, "windowsize", window, "1100", "660")
        wait_for(status, sized(1100, 660), game)
        xdotool(desktop, "windowmove", "--sync", window, "60", "50")
        normal = geometry(desktop, window)
        for _ in range(3):
            full_screen_and_back(desktop, window, game, status, sized(1100, 660))
            placed(desktop, window, normal)  # not a pixel further down
        maximise_key(desktop, window)  # maximise
        wait_for(status, maximised, game)
        for _ in range(2):
            full_screen_and_back(desktop, window, game, status, maximised)
        maximise_key(desktop, window)  # and back
        wait_for(status, lambda s: sized(1100, 660)(s) and not s["maximised"], game)
        placed_about(desktop, window, normal)
        maximise_key(desktop, window)  # left maximised
        wait_for(status, maximised, game)
    finally:
        code = stop(game)
    assert code == 0
    saved = json.loads((tmp_path / "config" / "settings.json").read_text(encoding="utf-8"))
    assert saved["window"]["size"] == [1100, 660] and saved["window"]["maximised"]
    again, window = open_game(desktop, tmp_path, status)
    try:
        wait_for(status, maximised, again)
        # The game maximised its new window itself; the window manager's own state of it is
        # not in the game's status (nor in xdotool's reach): half a second of the game's time.
        ran_on(status, again, 0.5)
        maximise_key(desktop, window)
        wait_for(status, lambda s: sized(1100, 660)(s) and not s["maximised"], again)
        placed_about(desktop, window, normal)
    finally:
        stop(again)


@needs("xprop")
def test_the_window_is_shown_once_at_start(desktop: str, tmp_path: Path) -> None:  # noqa: F811
    """On X11, SDL makes the window again for its drawing surface (SDL issue 7259): made shown,
    a first window flashed up and went before the game's came. The window manager's list of the
    windows it shows never holds another window than the game's one."""
    spied = tmp_path / "clients.txt"
    with spied.open("w") as out:
        spy = subprocess.Popen(
            ["xprop", "-root", "-spy", "_NET_CLIENT_LIST"],
            env={**os.environ, "DISPLAY": desktop},
            stdout=out,
            stderr=subprocess.DEVNULL,
        )
    try:
        # xprop says the list once it watches it: from then on every change is written
        wait_until(lambda: spied.read_text().count("\n") >= 1, "xprop watching", process=spy)
        status = tmp_path / "status.json"
        game, window = open_game(desktop, tmp_path, status)
        try:
            wait_until(
                lambda: hex(int(window)) in spied.read_text(), "the window listed", process=spy
            )
            ran_on(status, game, 0.5)
        finally:
            stop(game)
    finally:
        spy.terminate()
        spy.wait(PATIENCE)
    listed = {w for line in spied.read_text().splitlines() for w in line.split("#")[1].split(",")}
    assert {w.strip() for w in listed} - {""} == {hex(int(window))}, spied.read_text()
