"""A run of the game whose sound goes to a file: `python -m tests.ui.soundprobe MODE OUT`.

SDL's disk audio driver writes what the mixer plays into OUT (raw 16-bit samples), so a test
can measure what a person would hear. The run starts as `python -m game` does (the saved
settings put in force, every change written back) and opens the window; then, in MODE
`settings`, it changes the volume and mute in the Settings scene with key presses (the
values in the environment's PROBE_VOLUME and PROBE_MUTED), and in MODE `restart` it changes
nothing. Last it puts a card on the pile: the sound the table plays for a card.
"""

from __future__ import annotations

import os
import sys
import time

os.environ["SDL_AUDIODRIVER"] = "disk"
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["SDL_DISKAUDIODELAY"] = "20"  # milliseconds between the driver's writes

import pygame

from game.table import prefs
from game.ui.app import App
from game.ui.art.look import play_sound, sounds
from game.ui.main import load_settings
from game.ui.scenes import make
from tests.helpers import PATIENCE

DT = 1 / 30


def heard(seconds: float) -> None:
    """Until the driver has written `seconds` more of sound to the file (it writes what the
    mixer plays as its own clock runs, later on a busy machine); the tests' patience is the
    net for a driver that stopped."""
    mixer = pygame.mixer.get_init()
    assert mixer is not None, "the mixer plays (main() checked)"
    frequency, size, channels = mixer
    rate = frequency * channels * abs(size) // 8  # bytes a second of sound takes
    file = os.environ["SDL_DISKAUDIOFILE"]
    wanted = os.path.getsize(file) + round(seconds * rate)
    deadline = time.monotonic() + PATIENCE
    while os.path.getsize(file) < wanted:
        if time.monotonic() > deadline:
            raise SystemExit(f"the driver wrote {seconds} s of sound not within {PATIENCE} s")
        time.sleep(0.01)


def press(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=""))
    app.step(DT)


def change_in_settings(app: App, volume: float, muted: bool) -> None:
    """Settings opened from the title, the volume stepped with ← →, Mute toggled with Enter."""
    scene = make("settings")
    app.scenes.push(scene)
    for _ in range(5):
        app.step(DT)
    rows = {label(): widget for label, widget in scene.rows}  # type: ignore[attr-defined]
    from game.i18n import tr

    scene.form.focus(rows[tr("settings.volume")])  # type: ignore[attr-defined]
    steps = round((volume - prefs.current().volume) * 10)
    for _ in range(abs(steps)):
        press(app, pygame.K_RIGHT if steps > 0 else pygame.K_LEFT)
    if muted != prefs.current().muted:
        scene.form.focus(rows[tr("settings.muted")])  # type: ignore[attr-defined]
        press(app, pygame.K_RETURN)
    press(app, pygame.K_ESCAPE)
    heard(0.6)  # the sample Settings plays at each step has faded away


def main(mode: str) -> int:
    load_settings()
    app = App((640, 360))
    app.step(DT)
    if not sounds().wait(PATIENCE) or not sounds().available:
        print("no mixer", file=sys.stderr)
        return 3
    if mode == "settings":
        change_in_settings(app, float(os.environ["PROBE_VOLUME"]), os.environ["PROBE_MUTED"] == "1")
    # What was written so far (the samples Settings played) is not the card's sound.
    print(f"FROM {os.path.getsize(os.environ['SDL_DISKAUDIOFILE'])}", flush=True)
    play_sound("play")
    for _ in range(12):
        app.step(DT)
    heard(1.2)  # the card's sound, and more: the driver writes what the mixer plays
    app.shut_down()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
