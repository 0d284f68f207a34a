"""`python -m game` / `python -m game play`: open the window on the title screen.

Everything runs inside a guard: an unexpected exception writes a crash log to the user data
folder (`platformdirs.user_data_dir("maumau")/crash.log`) and shows a message in the window,
so the bundled app never just vanishes.

Hidden options for tests: `--e2e-table RULESET` opens a table directly (fixed seed, the person
at seat 0, quick bots) and `--e2e-status PATH` writes the table's state as JSON after every
frame (see `write_status`); `--first-frame-exit` quits after the first frame (start-up timing).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

STARTED = time.perf_counter()
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def crash_dir() -> Path:
    override = os.environ.get("MAUMAU_DATA_DIR")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("maumau", appauthor=False))


def write_crash_log(text: str) -> Path | None:
    """Append the report to crash.log (the last 256 KB are kept); None if even that fails."""
    try:
        folder = crash_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / "crash.log"
        old = path.read_text(encoding="utf-8", errors="replace")[-256_000:] if path.exists() else ""
        stamp = time.strftime("%Y-%m-%d %H:%M:%S")
        head = f"=== Mau-Mau crash {stamp} · Python {sys.version.split()[0]} · {sys.platform}\n"
        path.write_text(old + head + text + "\n", encoding="utf-8")
        return path
    except OSError:
        return None


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m game play", description="Open the game window."
    )
    parser.add_argument("--size", default="1280x720", help="window size, e.g. 1600x900")
    parser.add_argument("--fullscreen", action="store_true")
    parser.add_argument("--language", choices=("en", "de", "sv"))
    parser.add_argument("--e2e-table", metavar="RULESET", help=argparse.SUPPRESS)
    parser.add_argument("--e2e-status", metavar="PATH", help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--players", type=int, default=3, help=argparse.SUPPRESS)
    parser.add_argument("--first-frame-exit", action="store_true", help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def run(argv: list[str]) -> int:
    args = parse(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    saved = load_settings()
    if args.language:
        from game.i18n import set_language
        from game.ui import prefs

        set_language(args.language)
        prefs.current().language = args.language
    hooks: list[Callable[[Any], None]] = []
    if args.e2e_status:
        hooks.append(lambda app: write_status(app, args.e2e_status))
    if args.first_frame_exit:

        def stop(app: Any) -> None:
            print(f"first frame after {time.perf_counter() - STARTED:.3f} s", flush=True)
            app.quit()

        hooks.append(stop)
    fullscreen = args.fullscreen or saved.fullscreen
    return launch(lambda: first_scene(args), size=(w, h), fullscreen=fullscreen, hooks=hooks)


def load_settings() -> Any:
    """The saved settings put in force, and every later change written back to disk."""
    from game.i18n import set_language
    from game.ui import prefs

    loaded = prefs.load()
    set_language(loaded.language)
    prefs.autosave()
    return loaded


def first_scene(args: argparse.Namespace) -> Any:
    if args.e2e_table:
        from game.setup import GameSetup
        from game.ui import prefs
        from game.ui.table import TableScene

        p = prefs.current()
        p.bot_pace, p.animation_speed = 0.25, 3.0  # a test needs no thinking pauses
        setup = GameSetup.single_player(args.e2e_table, players=args.players, level="easy")
        setup.seed = 1 if args.seed is None else args.seed
        return TableScene(setup)
    from game.ui.title import TitleScene

    return TitleScene()


def launch(
    make_first: Callable[[], Any],
    *,
    size: tuple[int, int] = (1280, 720),
    fullscreen: bool = False,
    hooks: list[Callable[[Any], None]] | None = None,
    max_seconds: float | None = None,
    crash_seconds: float | None = None,
) -> int:
    """Open the window, run `make_first()` until quit; on a crash, log it and say so."""
    app = None
    try:
        from game.ui.app import App

        app = App(size, fullscreen=fullscreen)
        app.after_frame.extend(hooks or [])
        app.run(make_first(), max_seconds=max_seconds)
        return 0
    except (KeyboardInterrupt, SystemExit):
        raise
    except Exception:
        report = traceback.format_exc()
        path = write_crash_log(report)
        print(report, file=sys.stderr)
        if path is not None:
            print(f"The crash report was written to {path}", file=sys.stderr)
        show_crash(app, report, path, max_seconds=crash_seconds)
        return 1


def show_crash(
    app: Any, report: str, path: Path | None, *, max_seconds: float | None = None
) -> None:
    """Tell the person in the window; if the window itself is what broke, stderr has it."""
    if app is None:
        return
    try:
        from game.ui.crash import CrashScene

        app.scenes._stack.clear()  # the scenes that failed get no more calls, not even on_exit
        app.after_frame.clear()
        app.running = True
        app.time = 0.0
        app.run(CrashScene(report, path), max_seconds=max_seconds)
    except Exception:
        traceback.print_exc()


def write_status(app: Any, path: str) -> None:
    """The top scene's state for an end-to-end test, as JSON, written atomically.

    A scene that knows its state (the table) provides `e2e_status() -> dict` with window
    coordinates: {"turn", "my_turn", "hand": [{"rect", "playable"}], "hand_size", "pile", ...}.
    """
    scenes = list(app.scenes)
    status: dict[str, Any] = {
        "time": round(app.time, 3),
        "scene": type(scenes[-1]).__name__ if scenes else None,
        "window": list(app.size),
    }
    for scene in reversed(scenes):
        provider = getattr(scene, "e2e_status", None)
        if callable(provider):
            status.update(provider())
            break
        if hasattr(scene, "hand") and hasattr(scene, "controller"):
            status.update(table_status(scene))
            break
    tmp = f"{path}.tmp"
    with open(tmp, "w", encoding="utf-8") as handle:
        json.dump(status, handle)
    os.replace(tmp, path)


def table_status(table: Any) -> dict[str, Any]:
    """What a test driving the window needs from the table, read from its parts: whose turn,
    each hand card's rectangle and a point that grabs it, the discard pile, busy or at rest."""
    c, hand, lay = table.controller, table.hand, table.layout
    if c is None or lay is None or getattr(c, "state", None) is None:
        return {"ready": False}
    state, rules = c.state, table.rules
    w = hand.card_w
    h = round(w * 1.5)
    cards = []
    for index, card in enumerate(hand.cards):
        (x, y), _angle = hand.slot(index)
        grab = next(
            ((px, py) for px, py in _grab_points(x, y, w, h) if hand.card_at((px, py)) == index),
            None,
        )
        cards.append(
            {
                "card": rules.card_to_text(card),
                "rect": [round(x - w / 2), round(y - h / 2), w, h],
                "grab": [round(grab[0]), round(grab[1])] if grab else None,
                "playable": card in hand.playable,
            }
        )
    return {
        "ready": not table.loading,
        "turn": state.turn,
        "viewer": table.viewer,
        "my_turn": state.turn == table.viewer and not state.over,
        "at_rest": not table.anim.busy and hand.drag is None,
        "round_over": bool(state.over),
        "hand_size": len(hand.cards),
        "hand": cards,
        "pile": list(lay.discard_pile),
        "draw_pile": list(lay.draw_pile),
        "top": rules.card_to_text(state.discard[-1]) if state.discard else None,
        "decisions": getattr(c, "decisions", 0),
    }


def _grab_points(x: float, y: float, w: int, h: int) -> list[tuple[float, float]]:
    """Points over a card, its visible left edge first (later cards overlap the right)."""
    return [
        (x + dx * w, y + dy * h)
        for dx in (-0.38, -0.3, -0.2, -0.1, 0.0, 0.2)
        for dy in (0.0, -0.3, 0.3)
    ]
