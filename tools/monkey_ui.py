"""Random input through the real scene loop, headless, to find crashes, hangs and long frames
(dev tool).

    python -m tools.monkey_ui [--seconds 600] [--seed 1] [--size 1024x600] [--language de]
                              [--folder issue23] [--rss-every 60] [--json report.json]

Starts the game at its title with its own settings and data folders (a temporary directory),
then sends random input as a restless person would — clicks and drags anywhere, taps, the
wheel, keys the game uses (arrows, Enter, Escape, Tab, Space, letters, digits) — a few frames
apart, for the given wall-clock time. Frames are paced as the game paces them (60 a second at
most), so the threads behind the screens get the time they get in play.

Now and then the gesture aims at a control of the screen on top (a button, a list, a field),
as a person mostly does, and now and then it is a long press (Esc held for two seconds: kid
mode's way out), so the run gets around every screen instead of clicking the table's felt.

A Python exception out of a frame is a crash (counted, printed, and the game restarted at its
title); a frame over 5 s is a hang. Every frame's wall-clock time and the main thread's CPU time
are kept: a frame over 100 ms is reported with the scenes on the stack before and after it and
whether a table was animating its cards (the table's own animations are not held to the
target). `--folder issue23` first fills the data folder as issue 23 asks: 300 of the player's
own rulesets (one of 256 cards, one named in bytes that are not UTF-8, one broken), 20 long
kept rounds (about 5.7 MB each) and a damaged statistics file.

The process's memory (resident set, Linux) is sampled at the start, every `--rss-every`
seconds (a minute unless told) and at the end, with the peak, so a run shows whether the game
levels off or keeps growing (issue 32, case 14). Each sample also counts the live pygame
surfaces and Python objects, which says what kind of thing holds on when it grows; and the
report names the ten actions after which the resident set grew the most, with the screens
before and after (where it grew: a thread may have grown it meanwhile).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import sys
import tempfile
import time
import traceback
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
TARGET_MS = 100.0
HANG_SECONDS = 5.0
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
    "K_PAGEDOWN",
    "K_END",
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


@dataclass
class MemorySample:
    at: float  # seconds into the run
    actions: int  # random actions done by then
    rss_mb: float  # the resident set
    surfaces: int  # live pygame surfaces
    surface_mb: float  # their pixels
    objects: int  # objects the garbage collector tracks


def rss_mb() -> float:
    """The resident set of this process in MB (0 where /proc is not there)."""
    return _status_kb("VmRSS") / 1024


def peak_rss_mb() -> float:
    """The most resident memory this process has had, in MB (0 where /proc is not there)."""
    return _status_kb("VmHWM") / 1024


def _status_kb(field: str) -> int:
    with contextlib.suppress(OSError):
        for line in Path("/proc/self/status").read_text(encoding="ascii").splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


def memory_sample(at: float, actions: int) -> MemorySample:
    import gc

    import pygame

    gc.collect()
    live = gc.get_objects()
    # A surface holds no references, so the collector does not track it: it is found as what
    # the tracked containers (dicts, lists, caches, scenes) refer to.
    surfaces = {
        id(r): r for o in live for r in gc.get_referents(o) if isinstance(r, pygame.Surface)
    }
    pixels = sum(s.get_width() * s.get_height() * s.get_bytesize() for s in surfaces.values())
    return MemorySample(
        round(at, 1),
        actions,
        round(rss_mb(), 1),
        len(surfaces),
        round(pixels / 2**20, 1),
        len(live),
    )


GROWTH_KEPT = 10


@dataclass
class Growth:
    mb: float  # the resident set grew this much over one action's frames
    at: float  # seconds into the run
    before: str  # the scenes on the stack before the action
    after: str  # ... and after its frames
    action: str


@dataclass
class LongFrame:
    ms: float  # wall clock
    cpu_ms: float  # the main thread's CPU time
    before: str  # the scenes on the stack before the frame, bottom first
    after: str  # ... and after it
    animating: bool  # a table was animating its cards (or painting them before its deal)
    action: str  # the random input of the frame's batch
    at: float  # seconds into the run


def fill_issue23(data: Path) -> None:
    """The data folder issue 23's random run asks for (see the module's doc)."""
    from game.dev.userfolder import fill_long_rounds, fill_rulesets

    made = fill_rulesets(data / "rulesets", 300)
    odd = made[-2].with_name(os.fsdecode(b"Regeln f\xfcr Oma.yaml"))
    made[-2].rename(odd)
    made[-1].write_text("format: 1\nid: [\n", encoding="utf-8")
    fill_long_rounds(20)
    (data / "stats.json").write_text('{"format": 1, "rows": [1, 2, 3]}', encoding="utf-8")


def scenes_of(app: Any) -> str:
    return " > ".join(type(scene).__name__ for scene in app.scenes) or "-"


def animating(app: Any) -> bool:
    """A table on the stack is moving its cards (or painting them before its deal)."""
    for scene in app.scenes:
        anim = getattr(scene, "anim", None)
        if getattr(scene, "loading", False) or (anim is not None and anim.busy):
            return True
    return False


def run(args: argparse.Namespace) -> dict[str, Any]:
    import pygame

    from game.i18n import set_language
    from game.table import prefs
    from game.ui.app import BUSY_FPS, App
    from game.ui.main import first_scene, load_settings

    w, h = (int(v) for v in args.size.split("x"))
    rng = random.Random(args.seed)
    load_settings()
    if args.language:
        prefs.current().language = args.language
        set_language(args.language)
    counts = {"actions": 0, "frames": 0, "crashes": 0, "hangs": 0}
    long: list[LongFrame] = []
    worst: dict[str, float] = {}  # the worst frame's ms for each top scene
    app = App((w, h))
    app.scenes.push(first_scene())
    clock = pygame.time.Clock()
    begun = time.monotonic()
    end = begun + args.seconds
    memory = [memory_sample(0.0, 0)]
    growth: list[Growth] = []  # the actions after which the resident set grew the most
    next_sample = begun + args.rss_every
    while time.monotonic() < end:
        if time.monotonic() >= next_sample:
            memory.append(memory_sample(time.monotonic() - begun, counts["actions"]))
            next_sample += args.rss_every
        if not app.running or not len(app.scenes):
            # The monkey pressed Quit: start again at the title, as a new run of the game would
            # (what was left on the stack is closed, not kept under the new title).
            app.running = True
            with contextlib.suppress(Exception):
                app.scenes.close_all()
            app.scenes.clear(first_scene())
        gesture = rng.random()
        frames = rng.choice((1, 2, 5, 20))
        if gesture < 0.25 and _targets(app):
            batch, said = _aimed_click(rng, _targets(app), pygame)
        elif gesture < 0.28:  # a long press: Esc held, as kid mode's way out asks
            batch, said, frames = [_key(pygame, pygame.KEYDOWN, pygame.K_ESCAPE)], "Esc held", 1
        else:
            batch, said = _random_input(rng, w, h, pygame)
        held = 130 if said == "Esc held" else 0  # frames: a little over two seconds
        for event in batch:
            pygame.event.post(event)
        counts["actions"] += 1
        rss_before, scenes_before = rss_mb(), scenes_of(app)
        for frame in range(frames + held):
            if held and frame == frames + held - 1:
                pygame.event.post(_key(pygame, pygame.KEYUP, pygame.K_ESCAPE))
            dt = clock.tick(BUSY_FPS) / 1000.0
            before, wall, cpu = scenes_of(app), time.perf_counter(), time.thread_time()
            try:
                app.step(min(dt, 0.1))
            except Exception:
                counts["crashes"] += 1
                traceback.print_exc()
                with contextlib.suppress(Exception):
                    app.scenes.close_all()  # the tables' bots and saves, as a quit ends them
                app = App((w, h))
                app.scenes.push(first_scene())
            ms = (time.perf_counter() - wall) * 1000
            counts["frames"] += 1
            top = type(app.scenes.top).__name__ if len(app.scenes) else "-"
            worst[top] = max(worst.get(top, 0.0), ms)
            if ms > TARGET_MS:
                cpu_ms = (time.thread_time() - cpu) * 1000
                after = scenes_of(app)
                at = time.monotonic() - begun
                long.append(LongFrame(ms, cpu_ms, before, after, animating(app), said, at))
            if ms > HANG_SECONDS * 1000:
                counts["hangs"] += 1
        grown = rss_mb() - rss_before
        if grown >= 1.0:  # threads grow it too: where it grew, not always who grew it
            at = round(time.monotonic() - begun, 1)
            growth.append(Growth(round(grown, 1), at, scenes_before, scenes_of(app), said))
            growth[:] = sorted(growth, key=lambda g: -g.mb)[:GROWTH_KEPT]
    memory.append(memory_sample(time.monotonic() - begun, counts["actions"]))
    app.scenes.close_all()
    peak = round(peak_rss_mb(), 1)
    return {
        "counts": counts,
        "long": long,
        "worst": worst,
        "memory": memory,
        "peak_mb": peak,
        "growth": growth,
    }


def report(result: dict[str, Any], args: argparse.Namespace, load: tuple[str, str]) -> str:
    counts, long = result["counts"], result["long"]
    outside = [f for f in long if not f.animating]
    lines = [
        f"monkey: {args.seconds:g} s at {args.size}, language {args.language or 'en'}, "
        f"folder {args.folder}, seed {args.seed}; load average {load[0]} at the start, "
        f"{load[1]} at the end",
        f"{counts['actions']} random actions, {counts['frames']} frames: "
        f"{counts['crashes']} crashes, {counts['hangs']} hangs",
        f"frames over {TARGET_MS:g} ms: {len(outside)} outside the table's animations, "
        f"{len(long) - len(outside)} during them",
    ]
    for frame in sorted(long, key=lambda f: -f.ms)[:12]:
        where = frame.after if frame.after == frame.before else f"{frame.before} -> {frame.after}"
        kind = "table animating" if frame.animating else "outside animations"
        lines.append(
            f"  {frame.ms:7.1f} ms wall, {frame.cpu_ms:6.1f} ms CPU at {frame.at:5.0f} s "
            f"({kind}): {where} after {frame.action}"
        )
    lines.append(f"memory (resident set, MB): peak {result['peak_mb']:.1f}")
    for sample in result["memory"]:
        lines.append(
            f"  {sample.at:6.0f} s {sample.actions:6d} actions {sample.rss_mb:7.1f} MB "
            f"{sample.surfaces:6d} surfaces ({sample.surface_mb:5.1f} MB) "
            f"{sample.objects:8d} objects"
        )
    lines.append("the actions after which it grew the most:")
    for g in result["growth"]:
        where = g.after if g.after == g.before else f"{g.before} -> {g.after}"
        lines.append(f"  +{g.mb:5.1f} MB at {g.at:5.0f} s: {where} after {g.action}")
    lines.append("worst frame by top scene (wall clock):")
    for scene, ms in sorted(result["worst"].items(), key=lambda item: -item[1]):
        lines.append(f"  {scene:<24}{ms:8.1f} ms")
    return "\n".join(lines)


def load_average() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "?"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=600.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", default="1024x600")
    parser.add_argument("--language", choices=("en", "de", "sv"), default=None)
    parser.add_argument("--folder", choices=("empty", "issue23"), default="empty")
    parser.add_argument("--rss-every", type=float, default=60.0, help="seconds between samples")
    parser.add_argument("--json", type=Path, default=None, help="write the numbers here too")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="maumau-monkey-"))
    os.environ.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        MAUMAU_DATA_DIR=str(folder / "data"),
        MAUMAU_CONFIG_DIR=str(folder / "config"),
    )
    sys.path.insert(0, str(ROOT))
    if args.folder == "issue23":
        fill_issue23(folder / "data")
    started = load_average()
    result = run(args)
    print(report(result, args, (started, load_average())))
    if args.json is not None:
        numbers = {
            **result,
            "long": [asdict(f) for f in result["long"]],
            "memory": [asdict(m) for m in result["memory"]],
            "growth": [asdict(g) for g in result["growth"]],
        }
        args.json.write_text(json.dumps(numbers, indent=1), encoding="utf-8")
    counts = result["counts"]
    return 1 if counts["crashes"] or counts["hangs"] else 0


def _targets(app: Any) -> list[Any]:
    """The rectangles of the controls on the screen on top: its form's widgets that are shown
    and enabled, and a table's buttons."""
    top = app.scenes.top if len(app.scenes) else None
    found: list[Any] = []
    form = getattr(top, "form", None)
    for widget in getattr(form, "widgets", ()):
        if getattr(widget, "visible", True) and getattr(widget, "enabled", True):
            found.append(widget.rect)
    buttons = getattr(top, "buttons", None)
    for button in buttons.values() if isinstance(buttons, dict) else buttons or ():
        if getattr(button, "rect", None) is not None and getattr(button, "enabled", True):
            found.append(button.rect)
    return [rect for rect in found if rect.w > 0 and rect.h > 0]


def _aimed_click(rng: random.Random, rects: list[Any], pg: Any) -> tuple[list[Any], str]:
    rect = rng.choice(rects)
    pos = (rng.randrange(rect.x, rect.right), rng.randrange(rect.y, rect.bottom))
    return [
        pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1),
        pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=1),
    ], f"a click on a control at {pos}"


def _key(pg: Any, kind: int, key: int) -> Any:
    return pg.event.Event(kind, key=key, mod=0, unicode="", scancode=0)


def _random_input(rng: random.Random, w: int, h: int, pg: Any) -> tuple[list[Any], str]:
    """One restless gesture: its events, and a few words saying what it was."""
    kind = rng.random()
    pos = (rng.randrange(w), rng.randrange(h))
    if kind < 0.45:  # a click or a tap
        return [
            pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1),
            pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=1),
        ], f"a click at {pos}"
    if kind < 0.6:  # a drag
        to = (rng.randrange(w), rng.randrange(h))
        mid = ((pos[0] + to[0]) // 2, (pos[1] + to[1]) // 2)
        return [
            pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1),
            pg.event.Event(pg.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)),
            pg.event.Event(pg.MOUSEMOTION, pos=to, rel=(1, 1), buttons=(1, 0, 0)),
            pg.event.Event(pg.MOUSEBUTTONUP, pos=to, button=1),
        ], f"a drag {pos} -> {to}"
    if kind < 0.65:  # the wheel
        notch = rng.choice((-1, 1))
        moved = pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        return [moved, pg.event.Event(pg.MOUSEWHEEL, x=0, y=notch, flipped=False)], "the wheel"
    name = rng.choice(KEYS)
    key = getattr(pg, name)
    return [_key(pg, pg.KEYDOWN, key), _key(pg, pg.KEYUP, key)], name[2:]


if __name__ == "__main__":
    sys.exit(main())
