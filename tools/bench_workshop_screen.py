"""How long the workshop's screens take per frame, opening the editor on the largest ruleset.

`python -m tools.bench_workshop_screen [--size WxH] [--json]`. A ruleset of 256 cards (the
most there may be, `game.dev.userfolder.big_ruleset`) is put in a fresh data folder as one of
the player's own; the real scene loop (headless) then opens the workshop's start page, waits
for the folder's scan, picks that ruleset in the list of copies and presses Enter (the file is
read and the draft made on a thread, the frames go on), lets the editor check it, walks every
section, opens a card, changes a value and undoes it. Every frame's wall time is kept
(`App.frame_times`); this prints the slowest frame of each step and of the whole, and the
frames over 100 ms.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from typing import Any

os.environ.setdefault("MAUMAU_DATA_DIR", tempfile.mkdtemp(prefix="bench-workshop-screen-"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from game.dev.userfolder import big_ruleset
from game.table import rulecache
from game.ui.app import App
from game.workshop import keep

DT = 1 / 60


def post_key(code: int, mod: int = 0) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=code, mod=mod, unicode="", scancode=0))


def frames_until(app: App, done: Any, limit: int = 3000) -> None:
    for _ in range(limit):
        if done():
            return
        app.step(DT)
    raise RuntimeError("the screen never got there")


def run(size: tuple[int, int]) -> dict[str, Any]:
    folder = keep.rulesets_folder()
    folder.mkdir(parents=True, exist_ok=True)
    big = folder / "big.yaml"
    big.write_text(big_ruleset(), encoding="utf-8")
    rulecache.start_rescan()
    app = App(size)
    app.scenes.fade_seconds = 0
    steps: dict[str, list[float]] = {}

    def step(name: str, action: Any) -> None:
        start = len(app.frame_times)
        action()
        steps[name] = list(app.frame_times[start:])

    start = app.scenes.open("workshop")
    step(
        "start page and its scan",
        lambda: frames_until(app, lambda: app.frame_times and not start.busy()),
    )
    copies = start.copies  # type: ignore[attr-defined]
    index = next(i for i, e in enumerate(copies.items) if e.ruleset == str(big))
    copies.select(index)
    start.form.focus(copies)  # type: ignore[attr-defined]

    def open_editor() -> None:
        post_key(pygame.K_RETURN)
        frames_until(app, lambda: app.scenes.top is not start)
        editor = app.scenes.top
        frames_until(app, lambda: editor.workshop.checked)  # type: ignore[union-attr]
        for _ in range(10):
            app.step(DT)

    step("open the editor (read, draft, first check)", open_editor)
    editor: Any = app.scenes.top

    def walk_sections() -> None:
        for _ in editor.sections.items:
            post_key(pygame.K_DOWN)
            for _ in range(3):
                app.step(DT)

    editor.form.focus(editor.sections)
    step("every section", walk_sections)

    def edit_a_card() -> None:
        editor.section_id = "cards"
        app.step(DT)
        heading = next(r for r in editor.page.rows if r.key[1] == "fold" and len(r.key[0]) == 2)
        editor.set_open(heading.key[0], True)
        app.step(DT)
        editor.workshop.draft.set(("hand_size",), 6)
        frames_until(app, lambda: editor.workshop.checked)
        editor.undo()
        frames_until(app, lambda: editor.workshop.checked)

    step("open a card, change a value, undo", edit_a_card)
    every = [t for times in steps.values() for t in times]
    pygame.display.quit()
    return {
        "size": f"{size[0]}x{size[1]}",
        "cards": 256,
        "steps": {
            name: {"frames": len(t), "slowest_ms": round(max(t, default=0.0) * 1000, 1)}
            for name, t in steps.items()
        },
        "slowest_ms": round(max(every) * 1000, 1),
        "frames_over_100ms": sum(1 for t in every if t > 0.1),
        "frames": len(every),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    w, h = (int(n) for n in args.size.split("x"))
    result = run((w, h))
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(f"Workshop screens on a 256-card ruleset, {result['size']}, every frame timed:")
    for name, figures in result["steps"].items():
        print(f"  {name:46} {figures['frames']:5} frames, slowest {figures['slowest_ms']:6} ms")
    print(f"  slowest frame {result['slowest_ms']} ms; over 100 ms: {result['frames_over_100ms']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
