"""The worst frame of each scene change, through the real scene loop, headless.

A person's way through the menus, each change made the way a click makes it (inside a frame,
so the frame that pays for building the new screen is counted) and followed until the screen
is at rest: New game with the player's own rulesets (a folder of `--user-rulesets` files, the
first of them a valid ruleset of 256 cards, the most there may be), its list scrolled to the
end, a table of the 256-card ruleset, Learn to play, Settings' list of the player's rulesets,
the kept rounds, Continue of a saved 256-card game, and the rules of the 256-card ruleset. The
target: no frame over 100 ms. Beside each worst frame (wall clock: what a person saw, the
moments the system gave the CPU to other programs included) the most main-thread CPU time a
frame of the change took (what the game itself spent).

The data lives in a temporary folder made for the run (MAUMAU_DATA_DIR, MAUMAU_CONFIG_DIR).
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

TARGET_MS = 100.0
AT_REST_SECONDS = 0.5  # a screen counts as at rest after this long not busy
LONGEST_SECONDS = 15.0  # ... or after this long, whatever it does


def prepare(user_rulesets: int, kept_rounds: int) -> Path:
    """A data folder with the player's rulesets, kept rounds and a saved 256-card game; and
    the game's modules compiled, as an installed game has them (a checkout run with
    PYTHONDONTWRITEBYTECODE would compile each module as a screen first imports it)."""
    import compileall

    import game

    compileall.compile_dir(Path(game.__file__).parent, quiet=1)
    root = Path(tempfile.mkdtemp(prefix="maumau-bench-"))
    os.environ["MAUMAU_DATA_DIR"] = str(root / "data")
    os.environ["MAUMAU_CONFIG_DIR"] = str(root / "config")
    from game.dev.userfolder import fill_kept_rounds, fill_rulesets, write_save

    made = fill_rulesets(root / "data" / "rulesets", max(1, user_rulesets))
    fill_kept_rounds(kept_rounds)
    write_save(str(made[0]))
    return made[0]


def changes(big: str) -> list[tuple[str, Callable[[Any], None], bool]]:
    """(name, what a click does, whether it is made from the title at rest) for each scene
    change."""

    def top(app: Any) -> Any:
        return app.scenes.top

    def new_game(app: Any) -> None:
        app.scenes.open("new_game")

    def to_the_end(app: Any) -> None:
        import pygame

        scene = top(app)
        scene.form.focus(scene.list)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0))

    def start_big(app: Any) -> None:
        scene = top(app)
        scene.list.select(scene.list.items.index(big))
        scene.start()

    def settings_list(app: Any) -> None:
        app.scenes.open("settings")
        top(app).own_rulesets()

    def kept_rounds(app: Any) -> None:
        app.scenes.open("statistics")
        app.scenes.open("kept_rounds")

    def replay(app: Any) -> None:
        rows = top(app)
        first = rows.rows[0]
        first.activate() if hasattr(first, "activate") else rows.list.activate()

    def start_classic(app: Any) -> None:
        app.scenes.open("new_game", GameSetup(ruleset="classic"))
        top(app).start()

    from game.table.setup import GameSetup

    title, on = True, False  # made from the title at rest, or from the screen before
    return [  # New game first: the player's folder is still being read
        ("new game (own rulesets)", new_game, title),
        ("new game: list to its end", to_the_end, on),
        ("new game: start 256 cards", start_big, on),
        ("kid mode", lambda app: app.scenes.open("kid_setup"), title),
        ("settings", lambda app: app.scenes.open("settings"), title),
        ("statistics", lambda app: app.scenes.open("statistics"), title),
        ("about", lambda app: app.scenes.open("about"), title),
        ("rules (classic)", lambda app: app.scenes.open("rules", "classic", {}), title),
        ("new game, start (classic)", start_classic, title),
        ("learn to play (classic)", lambda app: app.scenes.open("learn", "classic", {}), title),
        ("learn to play (256 cards)", lambda app: app.scenes.open("learn", big, {}), title),
        ("settings: own rulesets", settings_list, title),
        ("statistics: kept rounds", kept_rounds, title),
        ("kept rounds: a replay", replay, on),
        ("continue (256-card save)", lambda app: top(app).resume(), title),
        ("rules (256 cards)", lambda app: app.scenes.open("rules", big, {}), title),
    ]


def follow(app: Any, action: Callable[[Any], None] | None) -> list[tuple[float, float]]:
    """(wall-clock, main-thread CPU) seconds of each frame, from the one that makes the change
    (`action` inside it) until the screen rests."""
    import pygame

    from game.ui.app import BUSY_FPS

    clock = pygame.time.Clock()
    clock.tick()
    frames: list[tuple[float, float]] = []
    started = resting = time.perf_counter()
    while True:
        dt = clock.tick(BUSY_FPS) / 1000.0
        begun, own = time.perf_counter(), time.thread_time()
        if action is not None:
            action(app)
            action = None
        app.step(min(dt, 0.1))
        frames.append((time.perf_counter() - begun, time.thread_time() - own))
        now = time.perf_counter()
        if app.busy() or _waiting(app):
            resting = now
        if now - resting >= AT_REST_SECONDS or now - started >= LONGEST_SECONDS:
            return frames


def _waiting(app: Any) -> bool:
    """A table still loading or dealing counts as busy however it answers `busy()`."""
    top = app.scenes.top
    animating = getattr(top, "anim", None) is not None and top.anim.busy
    return bool(getattr(top, "loading", False)) or animating


def measure(size: tuple[int, int], user_rulesets: int, kept_rounds: int) -> dict[str, Any]:
    big = str(prepare(user_rulesets, kept_rounds))
    from game.table import prefs
    from game.ui.app import App
    from game.ui.scenes import make

    prefs.current().coach = "off"
    app = App(size)
    app.scenes.fade_seconds = 0.0
    report: dict[str, Any] = {}
    app.scenes.push(make("title"))
    report["title"] = summary(follow(app, None))
    try:
        for name, action, from_title in changes(big):
            if from_title:
                app.scenes.clear(make("title"))
                follow(app, None)
            try:
                report[name] = summary(follow(app, action))
            except Exception as error:  # reported, and the next change made from the title
                report[name] = {"crashed": f"{type(error).__name__}: {error}"[:80]}
    finally:
        app.scenes.close_all()
    return report


def summary(frames: list[tuple[float, float]]) -> dict[str, Any]:
    wall = [w for w, _cpu in frames]
    return {
        "frames": len(frames),
        "worst_ms": round(max(wall) * 1000, 1),
        "worst_cpu_ms": round(max(cpu for _w, cpu in frames) * 1000, 1),
        "over_100ms": sum(w * 1000 > TARGET_MS for w in wall),
        "seconds": round(sum(wall), 2),
    }


def print_report(report: dict[str, Any], size: tuple[int, int], user_rulesets: int) -> None:
    print(
        f"scene changes, {size[0]}x{size[1]}, {user_rulesets} own rulesets "
        f"(target: no frame over {TARGET_MS:g} ms)"
    )
    print(f"    {'change':<28}{'frames':>8}{'worst':>11}{'most CPU':>11}{'> 100ms':>9}")
    for name, r in report.items():
        if "crashed" in r:
            print(f"    {name:<28}  crashed: {r['crashed']}")
            continue
        print(
            f"    {name:<28}{r['frames']:>8}{r['worst_ms']:>9.1f}ms"
            f"{r['worst_cpu_ms']:>9.1f}ms{r['over_100ms']:>9}"
        )
