"""A person's catch of a bot's forgotten call, with a real click in a real window under a window
manager (issue 34, point 12): the Caught button is there for the person for the time the call
grace setting names, and a click on it wins the catch, with the coach's lesson open over the
table or without. Needs Xvfb, xdotool and openbox (installed by .ci/run)."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
from pathlib import Path
from typing import Any

from tests.helpers import PATIENCE
from tests.ui.xvfbkit import desktop, game_window, needs, start_game, tap, wait_for  # noqa: F401

pytestmark = needs("Xvfb", "xdotool", "openbox")

# emmi (Mouse Joker: a forgotten "Mau" costs a card only if caught). Anna, at seat 1, plays her
# red 3 down to one card and forgets to say "Mau": the person at seat 0 may catch her.
SLIP = ["--table", "emmi", "--players", "3", "--forgetful", "--turn", "1", "--top", "red:5"]
SLIP += ["--hands", "red:1 blue:2 green:3", "--hands", "red:3 yellow:4"]
SLIP += ["--hands", "green:5 green:6 blue:7"]


def catchable(status: dict[str, Any]) -> bool:
    return "caught" in status.get("buttons", {})


def stop(game: subprocess.Popen[bytes]) -> None:
    os.killpg(game.pid, signal.SIGTERM)
    try:
        game.wait(PATIENCE)
    except subprocess.TimeoutExpired:
        os.killpg(game.pid, signal.SIGKILL)


def click_caught(display: str, folder: Path, coach: str, *, grace: float, after: float) -> dict:
    """The game started at the slip with the Coach setting at `coach` and the call grace at
    `grace` seconds; Caught clicked once `after` seconds of table time have run since it
    showed. The status once the catch is carried out, the button's words, the lesson shown."""
    (folder / "config").mkdir()
    settings = {"call_grace": grace, "coach": coach}
    (folder / "config" / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    status_path = folder / "status.json"
    game = start_game(display, folder, status_path, *SLIP)
    try:
        window = game_window(display, game, status_path)
        shown = wait_for(status_path, catchable, game)
        if coach != "off":  # the first chance to catch: the lesson opens and holds the table
            shown = wait_for(status_path, lambda s: s.get("lesson") is not None, game)
        since = shown["clock"]
        ready = wait_for(status_path, lambda s: s["clock"] >= since + after, game)
        assert catchable(ready), f"the chance went before {after} s of a {grace} s grace: {ready}"
        button = ready["buttons"]["caught"]
        x, y, w, h = button["rect"]
        tap(display, window, (x + w // 2, y + h // 2))
        # Whoever caught Anna, the log says so once the catch has been shown.
        done = wait_for(status_path, lambda s: any(" caught " in line for line in s["log"]), game)
        return {"done": done, "label": button["label"], "lesson": shown.get("lesson")}
    finally:
        stop(game)


def caught_by_you(result: dict[str, Any]) -> bool:
    name = re.fullmatch(r"Caught (.+)!", result["label"])
    assert name is not None, result["label"]
    return f"You caught {name[1]}" in result["done"]["log"]


def test_a_click_while_the_coach_speaks_of_the_button_wins_the_catch(desktop: str, tmp_path: Path):  # noqa: F811
    """The first chance to catch: the coach's lesson opens beside the button and holds the
    table; the click on the button (not on the bubble) is the catch."""
    result = click_caught(desktop, tmp_path, "always", grace=2.0, after=0.0)
    assert result["lesson"] == "catch"
    assert caught_by_you(result), result["done"]["log"]


def test_a_click_late_in_the_grace_still_wins_the_catch(desktop: str, tmp_path: Path):  # noqa: F811
    """With 5 seconds of call grace set, a click after 3 of them still catches: the other bot,
    who sees the slip too, waits for the grace."""
    result = click_caught(desktop, tmp_path, "off", grace=5.0, after=3.0)
    assert caught_by_you(result), result["done"]["log"]
