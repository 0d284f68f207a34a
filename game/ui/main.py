"""`python -m game` / `python -m game play`: open the window on the title screen.

Everything runs inside a guard (`game.ui.crashguard`): an unexpected exception writes a crash
log to the user data folder (`platformdirs.user_data_dir("maumau")/crash.log`) and shows a
message in the window, so the bundled app never just vanishes.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import tempfile
import traceback
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from game.ui.crashguard import after_crash, ended
from game.ui.stops import Stops

if TYPE_CHECKING:  # the window's modules load once it opens, not with the command line
    from game.table.prefs import Prefs
    from game.ui.app import App
    from game.ui.scene import Scene
    from game.ui.window import Place

Hook = Callable[["App"], None]  # run after every frame (the end-to-end tests' probes)

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def parser(*, add_help: bool = True) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m game play", description="Open the game window.", add_help=add_help
    )
    parser.add_argument(
        "--size",
        help="window size, e.g. 1600x900 (default: the size it was left at, else 80%% of the "
        "desktop)",
    )
    parser.add_argument("--fullscreen", action="store_true")
    parser.add_argument("--language", choices=("en", "de", "sv"))
    return parser


def run(argv: list[str]) -> int:
    return open_window(parser().parse_args(argv), first_scene)


def display_problem() -> str | None:
    """Why no window can be shown here, in one line; None when one can.

    On Linux and the BSDs a window needs an X or Wayland display (an SSH session or a systemd
    unit has none), and without one SDL would quietly draw into memory, forever unseen: it
    falls back to its "offscreen" driver. A driver chosen by SDL_VIDEODRIVER is taken as meant
    (the tests choose "dummy")."""
    chosen = os.environ.get("SDL_VIDEODRIVER")
    unix = not sys.platform.startswith(("win", "darwin", "cygwin"))
    seen = [name for name in ("DISPLAY", "WAYLAND_DISPLAY") if os.environ.get(name)]
    if unix and not chosen and not seen:
        return (
            "maumau: no display to open the window on: neither DISPLAY nor WAYLAND_DISPLAY is set"
        )
    import pygame

    from game import desktop as app_desktop

    app_desktop.name_the_window()  # before SDL's display starts: it reads the class then
    with _held_back_stderr() as said:
        try:
            pygame.display.init()
        except pygame.error as error:
            return f"maumau: no display to open the window on: {error}"
        if not chosen and pygame.display.get_driver() in ("offscreen", "dummy"):
            where = ", ".join(f"{name}={os.environ[name]}" for name in seen) or "the system's"
            pygame.display.quit()
            return f"maumau: no display to open the window on: {where} cannot be opened"
        said.append(True)  # a window can open: what SDL said while looking is shown after all
    return None


@contextlib.contextmanager
def _held_back_stderr() -> Iterator[list[bool]]:
    """SDL's own complaints while it looks for a display (a Wayland socket it did not find)
    are held back: the one line saying there is no display replaces them. Written out after
    all when the caller puts True in the yielded list."""
    try:
        kept = os.dup(2)
    except OSError:  # no stderr at all (a windowed program on Windows): nothing to hold back
        yield []
        return
    said: list[bool] = []
    with tempfile.TemporaryFile() as held:
        try:
            if sys.stderr is not None:
                sys.stderr.flush()
            os.dup2(held.fileno(), 2)
            yield said
        finally:
            os.dup2(kept, 2)
            os.close(kept)
            if said and sys.stderr is not None:
                held.seek(0)
                sys.stderr.write(held.read(8000).decode("utf-8", errors="replace"))


def open_window(
    args: argparse.Namespace,
    make_first: Callable[[], Scene],
    hooks: list[Hook] | None = None,
) -> int:
    """Put the saved settings (and `--language`) in force, then run `make_first()` in a window
    of `--size` (or full screen). Without a display: one line on stderr, exit code 2, and
    nothing read or written."""
    problem = display_problem()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    # Ctrl-C before this (a KeyboardInterrupt) ends the command in silence (game.__main__).
    with Stops(keep=True) as stops:  # the program ends after the window: no handler back
        return _open_window(args, make_first, hooks, stops)


def _open_window(
    args: argparse.Namespace,
    make_first: Callable[[], Scene],
    hooks: list[Hook] | None,
    stops: Stops,
) -> int:
    saved = load_settings()
    if args.language:
        from game.i18n import set_language
        from game.table import prefs

        set_language(args.language)
        prefs.current().language = args.language
    fullscreen = args.fullscreen or saved.fullscreen
    from game.userdirs import release_lock, take_lock

    if take_lock() is not None:  # another copy plays: it alone may write the save
        make_first = already_open
    try:
        place = window_place(args.size, saved)
        return launch(make_first, place=place, fullscreen=fullscreen, hooks=hooks, stops=stops)
    finally:
        release_lock()


def already_open() -> Scene:
    from game.ui.scenes import make

    return make("already_open")


def window_place(size: str | None, saved: Prefs) -> Place:
    """`--size` centred on the desktop; without it, where the window was left (the settings
    file), else about 80 % of the desktop."""
    import pygame

    from game.ui.window import Place, opening_place

    desktop = pygame.display.get_desktop_sizes()[0]
    if size:
        w, h = (int(v) for v in size.lower().split("x"))
        return Place((w, h), ((desktop[0] - w) // 2, (desktop[1] - h) // 2))
    return opening_place(saved.window, desktop)


def load_settings() -> Prefs:
    """The saved settings put in force, and every later change written back to disk."""
    from game.i18n import set_language
    from game.table import prefs, roundfiles
    from game.userdirs import clean_stale_temporaries, config_dir, data_dir

    for folder in (config_dir(), data_dir()):
        clean_stale_temporaries(folder)  # writes cut short by a crash or a kill -9 earlier
    roundfiles.tidy()  # the kept rounds: their cap, and their writes cut short
    loaded = prefs.load()
    set_language(loaded.language)
    prefs.autosave()
    return loaded


def first_scene() -> Scene:
    from game.ui.scenes import make

    return make("title")


def launch(
    make_first: Callable[[], Scene],
    *,
    size: tuple[int, int] = (1280, 720),
    place: Place | None = None,
    fullscreen: bool = False,
    hooks: list[Hook] | None = None,
    max_seconds: float | None = None,
    crash_seconds: float | None = None,
    stops: Stops | None = None,
) -> int:
    """Open the window, run `make_first()` until quit; on a crash, log it and say so (and a
    save being resumed is marked: the next start sets it aside, see game.resumeguard). A crash
    after that, on the crash screen or the title it leads back to, ends calmly too
    (`game.ui.crashguard`)."""
    app = None
    try:
        from game.ui.app import App

        app = App(size, fullscreen=fullscreen, place=place)
        if stops is not None:
            stops.watch(app)
        app.after_frame.extend(hooks or [])
        app.run(make_first(), max_seconds=max_seconds)
        ended(app)  # however early: a save being resumed is good
        return 0
    except (KeyboardInterrupt, SystemExit):
        raise
    except Exception:
        report = traceback.format_exc()
    return after_crash(app, report, max_seconds=crash_seconds)
