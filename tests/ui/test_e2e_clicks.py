"""Quick clicks in a real window under a window manager: a press and its release with no time
between them (a touchpad tap), ten times Settings opened from the title and closed again with
Back, and not one setting changed (the release that opened Settings once landed on it and
flipped a switch). Needs Xvfb, xdotool and openbox (installed by .ci/run)."""

from __future__ import annotations

import os
import signal
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.helpers import PATIENCE
from tests.ui.xvfbkit import desktop, game_window, needs, ran_on, start_game, tap, wait_for  # noqa: F401

pytestmark = needs("Xvfb", "xdotool", "openbox")


def centre_of(status: dict[str, Any], text: str) -> tuple[int, int]:
    control = next(c for c in status["controls"] if c["text"] == text)
    x, y, w, h = control["rect"]
    return x + w // 2, y + h // 2


def on(scene: str) -> Callable[[dict[str, Any]], bool]:
    """That scene on top, its controls listed."""
    return lambda s: s.get("scene") == scene and bool(s.get("controls"))


def test_ten_quick_taps_open_settings_and_change_nothing(desktop: str, tmp_path: Path) -> None:  # noqa: F811
    status_path = tmp_path / "status.json"
    game = start_game(desktop, tmp_path, status_path)
    try:
        window = game_window(desktop, game, status_path)
        title = wait_for(status_path, on("TitleScene"), game)
        before = title["prefs"]
        for _ in range(10):
            tap(desktop, window, centre_of(title, "Settings"))
            wait_for(status_path, on("SettingsScene"), game)
            settings = ran_on(status_path, game, 0.2)  # a wrong release would have acted by now
            assert settings["scene"] == "SettingsScene" and settings["prefs"] == before
            tap(desktop, window, centre_of(settings, "Back"))
            title = wait_for(status_path, on("TitleScene"), game)
        assert title["prefs"] == before
        assert not (tmp_path / "config" / "settings.json").exists()  # nothing to save
    finally:
        os.killpg(game.pid, signal.SIGTERM)
        try:
            game.wait(PATIENCE)
        except subprocess.TimeoutExpired:
            os.killpg(game.pid, signal.SIGKILL)
