"""What the files of issue 32 ("checked means safe") cost, headless (dev tool).

    python -m tools.bench_sizes [--part save,bomb,chooser,ranks,folder]

Prints, each through the game's own code as a player meets it:

* save: a save of 190,000 extra ranks in its embedded rules (compact JSON, inside the save's
  8 MB), read as Continue reads it: the CPU seconds until it is refused;
* bomb: a 200 KB ruleset whose 200,000-character name is repeated 200 times by aliases,
  dropped on the title: the seconds until it is refused, the peak of the process's memory
  (ru_maxrss) over where it started, and whether the editor opened;
* chooser: the import's file chooser sent to a folder of 22,000 ruleset files: the worst
  main-thread CPU of a frame and the seconds until the list is in;
* ranks: a ruleset of 2,000 ranks dropped on the title and opened in the real editor: the
  worst main-thread CPU of a frame until the editor rests;
* folder: 2,000 own rulesets read: what one full collection of the garbage collector costs
  afterwards (it lands in whichever frame it happens to), and the worst main-thread CPU of a
  frame of Settings' Your own rulesets opened then.

The target (issue 32): no frame over 100 ms of main-thread CPU, no check over 10 s. The data
lives in a temporary folder made for the run (MAUMAU_DATA_DIR, MAUMAU_CONFIG_DIR).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import resource
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
for name, value in (("SDL_VIDEODRIVER", "dummy"), ("SDL_AUDIODRIVER", "dummy")):
    os.environ.setdefault(name, value)
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
FRAME = 1 / 60


def rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def frames_until(app: Any, done: Callable[[], bool], limit: float = 120.0) -> tuple[float, float]:
    """Frames until `done()`: (the worst main-thread CPU of a frame, seconds taken)."""
    worst, started = 0.0, time.perf_counter()
    while not done() and time.perf_counter() - started < limit:
        own = time.thread_time()
        app.step(FRAME)
        worst = max(worst, time.thread_time() - own)
        time.sleep(0.002)  # the threads get the GIL as a real frame's wait gives it
    return worst, time.perf_counter() - started


def title_app() -> Any:
    from game.ui.app import App

    app = App((1280, 720))
    app.scenes.fade_seconds = 0.0
    app.scenes.push(app.scenes.make("title"))
    frames_until(app, lambda: not app.busy(), 10)
    return app


def drop(app: Any, path: Path) -> None:
    import pygame

    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path), window_id=0))


def classic_text() -> str:
    return (ROOT / "rulesets" / "classic.yaml").read_text(encoding="utf-8")


def bench_save(ranks: int) -> None:
    from game.dev.userfolder import write_save
    from game.ruleset.identity import canonical_json, digest_of
    from game.table import savegame

    write_save("noris", moves=12)
    data = json.loads(savegame.path().read_text(encoding="utf-8"))
    doc = data["ruleset"]["document"]
    doc["ranks"].update({f"r{k}": {"kind": "number"} for k in range(ranks)})
    data["ruleset"]["digest"] = digest_of(canonical_json(doc))
    savegame.path().write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
    size = savegame.path().stat().st_size / 1e6
    started = time.process_time()
    refused = savegame.read() is None
    took = time.process_time() - started
    print(f"save of {ranks} extra ranks ({size:.1f} MB): refused={refused} in {took:.2f} s CPU")


def bench_bomb(folder: Path) -> None:
    long = "x" * 200_000
    text = classic_text().replace('name: {en: "Classic Mau-Mau"', f'name: {{en: &l "{long}"', 1)
    names = ", ".join(f"l{k}: *l" for k in range(200))
    path = folder / "bomb.yaml"
    path.write_text(text.replace("description:\n", f"old: {{{names}}}\ndescription:\n", 1))
    app = title_app()
    before = rss_mb()
    drop(app, path)
    app.step(FRAME)
    chooser = app.scenes.top

    def settled() -> bool:
        top = app.scenes.top
        return top is not chooser or getattr(chooser, "reading", None) is None

    worst, took = frames_until(app, settled, 60)
    frames_until(app, lambda: not app.busy(), 5)  # an editor, if one opened, draws its pages
    opened = app.scenes.top is not chooser
    print(
        f"alias bomb ({path.stat().st_size // 1024} KB, 40 MB written out) dropped: "
        f"{'the editor opened' if opened else 'refused'} after {took:.2f} s, "
        f"memory +{rss_mb() - before:.0f} MB, worst frame {worst * 1000:.0f} ms CPU"
    )
    app.scenes.close_all()


def bench_chooser(folder: Path, count: int) -> None:
    many = folder / "many"
    many.mkdir()
    for k in range(count):
        (many / f"rules {k:05d}.yaml").write_bytes(b"")
    app = title_app()
    chooser = app.scenes.open("workshop_import")
    frames_until(app, lambda: not app.busy(), 10)
    own = time.thread_time()
    chooser.go(many)  # as a click on a folder does, inside a frame
    app.step(FRAME)
    first = time.thread_time() - own
    worst, took = frames_until(app, lambda: len(chooser.list.items) == count, 60)
    print(
        f"file chooser, a folder of {count} files: the worst frame {max(first, worst) * 1000:.0f}"
        f" ms CPU, listed in {took + FRAME:.2f} s"
    )
    app.scenes.close_all()


def bench_ranks(folder: Path, ranks: int) -> None:
    extra = "".join(f"  x{k}: {{kind: number, value: {k % 10}}}\n" for k in range(ranks))
    path = folder / "ranks.yaml"
    path.write_text(classic_text().replace("\ndeck:\n", f"\n{extra}\ndeck:\n", 1))
    app = title_app()
    drop(app, path)
    resting: list[float] = []

    def rests() -> bool:  # the editor open and not busy for half a second
        if type(app.scenes.top).__name__ != "WorkshopEditScene" or app.busy():
            resting.clear()
            return False
        resting.append(time.perf_counter())
        return resting[-1] - resting[0] > 0.5

    worst, took = frames_until(app, rests, 120)
    print(
        f"import of {ranks} ranks into the editor: the worst frame {worst * 1000:.0f} ms CPU, "
        f"at rest after {took:.1f} s"
    )
    app.scenes.close_all()


def bench_folder(count: int) -> None:
    from game.dev.userfolder import fill_rulesets
    from game.table import rulecache

    fill_rulesets(rulecache.user_folder(), count, big=0)
    rulecache.rescan()
    gc.collect()
    costs = []
    for _ in range(3):
        own = time.thread_time()
        gc.collect()
        costs.append(time.thread_time() - own)
    app = title_app()
    settings = app.scenes.open("settings")
    own = time.thread_time()
    settings.own_rulesets()  # as the button does, inside a frame
    app.step(FRAME)
    first = time.thread_time() - own
    worst, _took = frames_until(app, lambda: not app.busy(), 60)
    print(
        f"{count} own rulesets read: a full collection {min(costs) * 1000:.0f} ms; "
        f"Your own rulesets, the worst frame {max(first, worst) * 1000:.0f} ms CPU"
    )
    app.scenes.close_all()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", default="save,bomb,chooser,ranks,folder")
    args = parser.parse_args()
    parts = set(args.part.split(","))
    with tempfile.TemporaryDirectory() as root:
        os.environ["MAUMAU_DATA_DIR"] = str(Path(root) / "data")
        os.environ["MAUMAU_CONFIG_DIR"] = str(Path(root) / "config")
        from game.table import prefs

        prefs.current().coach = "off"
        folder = Path(root) / "files"
        folder.mkdir()
        if "bomb" in parts:  # first: the peak of memory is the process's
            bench_bomb(folder)
        if "save" in parts:
            bench_save(190_000)
        if "chooser" in parts:
            bench_chooser(folder, 22_000)
        if "ranks" in parts:
            bench_ranks(folder, 2_000)
        if "folder" in parts:
            bench_folder(2_000)
    return 0


if __name__ == "__main__":
    sys.exit(main())
