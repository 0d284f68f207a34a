"""End to end in a real X window: start the game under Xvfb, wait for the person's turn, drag a
playable card onto the discard pile with xdotool, and check the game took it.

The game writes its state after every frame (`python -m game e2e --status`): whose turn, each hand card's
rectangle and a point that grabs it, the pile. Needs Xvfb, xdotool and ImageMagick's `import`
(installed by .ci/run); skips with the reason where they are missing.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.helpers import PATIENCE
from tests.ui.xvfbkit import ROOT, game_window, limit_memory, needs, wait_for, xdotool, xserver  # noqa: F401

pytestmark = needs("Xvfb", "xdotool", "import")


def mine_after(decisions: int) -> Callable[[dict[str, Any]], bool]:
    """The person's turn, the table at rest, after more than `decisions` decisions."""
    return lambda s: (
        bool(s.get("ready") and s.get("my_turn") and s.get("at_rest"))
        and (s.get("decisions", 0) > decisions)
    )


def test_drag_a_card_onto_the_pile_in_a_real_window(xserver: str, tmp_path: Path) -> None:  # noqa: F811
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
        window = game_window(xserver, game, status_path)
        status = wait_for(status_path, mine_after(-1), game)
        for _ in range(20):  # nothing fits: draw (the D key) until a card does
            if any(card["playable"] and card["grab"] for card in status["hand"]):
                break
            xdotool(xserver, "key", "--window", window, "d")
            status = wait_for(status_path, mine_after(status["decisions"]), game)
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
            time.sleep(0.05)  # the motions a moment apart, as a hand moves (not a wait)
        xdotool(xserver, "mouseup", "1")

        def took(s: dict[str, Any]) -> bool:
            return [c["card"] for c in s.get("hand", [])].count(card["card"]) < before

        after = wait_for(status_path, took, game)
        assert after["decisions"] > status["decisions"]
        out = ROOT / "out"
        out.mkdir(exist_ok=True)
        wait_for(status_path, lambda s: took(s) and s["at_rest"], game)  # the card has landed
        subprocess.run(
            ["import", "-window", window, str(out / "e2e.png")],
            env={**os.environ, "DISPLAY": xserver},
            check=True,
            timeout=PATIENCE,
        )
        assert (out / "e2e.png").stat().st_size > 10_000
    finally:
        os.killpg(game.pid, signal.SIGTERM)
        try:
            game.wait(PATIENCE)
        except subprocess.TimeoutExpired:
            os.killpg(game.pid, signal.SIGKILL)
