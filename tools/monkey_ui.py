"""Random input through the real scene loop, headless, to find crashes and hangs (dev tool).

    python -m tools.monkey_ui [--seconds 600] [--seed 1] [--size 1280x720]

Starts the game at its title with its own settings and save folders (a temporary directory),
then sends random input as a restless person would — clicks and drags anywhere, taps, keys the
game uses (arrows, Enter, Escape, Tab, Space, letters, digits) — a few frames apart, for the
given wall-clock time. A Python exception out of a frame is a crash (counted, printed, and the
game restarted at its title); a frame that takes more than 5 s is a hang. Prints the counts.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
KEYS = [
    "K_LEFT",
    "K_RIGHT",
    "K_UP",
    "K_DOWN",
    "K_RETURN",
    "K_ESCAPE",
    "K_TAB",
    "K_SPACE",
    "K_BACKSPACE",
    "K_a",
    "K_d",
    "K_m",
    "K_c",
    "K_s",
    "K_h",
    "K_1",
    "K_2",
    "K_3",
    "K_4",
]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=600.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", default="1280x720")
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="maumau-monkey-")
    os.environ.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        MAUMAU_DATA_DIR=folder,
        MAUMAU_CONFIG_DIR=folder,
    )
    sys.path.insert(0, str(ROOT))
    import pygame

    from game.ui.app import App
    from game.ui.main import first_scene, load_settings

    w, h = (int(v) for v in args.size.split("x"))
    rng = random.Random(args.seed)
    load_settings()
    actions = crashes = hangs = frames = 0
    app = App((w, h))
    app.scenes.push(first_scene())
    end = time.monotonic() + args.seconds
    while time.monotonic() < end:
        if not app.running or not len(app.scenes):
            app.running = True
            app.scenes.push(first_scene())  # the monkey quit: start again
        for event in _random_input(rng, w, h, pygame):
            pygame.event.post(event)
        actions += 1
        for _ in range(rng.choice((1, 2, 5, 20))):
            started = time.monotonic()
            try:
                app.step(1 / 60)
            except Exception:
                crashes += 1
                traceback.print_exc()
                app = App((w, h))
                app.scenes.push(first_scene())
            frames += 1
            if time.monotonic() - started > 5.0:
                hangs += 1
    print(f"{actions} random actions, {frames} frames: {crashes} crashes, {hangs} hangs")
    return 1 if crashes or hangs else 0


def _random_input(rng: random.Random, w: int, h: int, pg: Any) -> list[Any]:
    kind = rng.random()
    pos = (rng.randrange(w), rng.randrange(h))
    if kind < 0.45:  # a click or a tap
        return [
            pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1),
            pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=1),
        ]
    if kind < 0.6:  # a drag
        to = (rng.randrange(w), rng.randrange(h))
        mid = ((pos[0] + to[0]) // 2, (pos[1] + to[1]) // 2)
        return [
            pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1),
            pg.event.Event(pg.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)),
            pg.event.Event(pg.MOUSEMOTION, pos=to, rel=(1, 1), buttons=(1, 0, 0)),
            pg.event.Event(pg.MOUSEBUTTONUP, pos=to, button=1),
        ]
    if kind < 0.65:  # the wheel
        return [pg.event.Event(pg.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)]
    key = getattr(pg, rng.choice(KEYS))
    return [
        pg.event.Event(pg.KEYDOWN, key=key, mod=0, unicode="", scancode=0),
        pg.event.Event(pg.KEYUP, key=key, mod=0, unicode="", scancode=0),
    ]


if __name__ == "__main__":
    sys.exit(main())
