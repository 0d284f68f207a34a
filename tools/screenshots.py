"""Render the screenshots the AppStream metainfo shows, through the game's own scene loop.

    python -m tools.screenshots                  # writes docs/screenshots/*.png (commit them)
    python -m tools.screenshots --out out/shots --size 1920x1080 --language de

Headless (SDL's dummy video driver): each screen is made as the game makes it, stepped at 60
frames a second until it shows what the picture is for, and saved. Software centres show them
beside the game's description (assets/desktop/<id>.metainfo.xml names each file and caption);
the sizes there must match these files (tests/packaging/test_identity.py checks). The title
shows the newest release in CHANGELOG.md, never a development build's version: the pictures are
published with that release (python -m tools.release writes its heading, then makes them), and
`make dist` makes them again and tells whether a screen changed, not whether a commit was made.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Fresh settings and data: no save to continue, no remembered names, the coach off by default.
os.environ.setdefault("MAUMAU_CONFIG_DIR", tempfile.mkdtemp(prefix="maumau-shots-config-"))
os.environ.setdefault("MAUMAU_DATA_DIR", tempfile.mkdtemp(prefix="maumau-shots-data-"))

from game.versioning import PRETEND
from tools import changelog

os.environ[PRETEND] = changelog.newest_release(changelog.read()) or "0.0.0"  # what the title shows

import pygame  # after the headless driver is chosen

from game import i18n
from game.table.options import TableOptions
from game.table.setup import GameSetup, SeatSetup
from game.ui.app import App
from game.ui.art.look import BACK

ROOT = Path(__file__).resolve().parent.parent
FRAME = 1 / 60
BOT_NAMES = ("Anna", "Ben", "Clara")


def settle(app: App, seconds: float, done: Callable[[], bool] = lambda: False) -> None:
    """Step the scene loop for up to `seconds` of game time, or until `done()`."""
    end = app.time + seconds
    while app.time < end and not done():
        app.step(FRAME)


def table(app: App, ruleset: str, *, kid: bool = False) -> None:
    """A round at four seats, you and three bots, held when it is your turn again after a few
    moves: your hand open, the piles and the other players' fans around it."""
    from game.ui.table.scene import TableScene

    seats = [SeatSetup("", human=True, avatar=2 if kid else 0)]
    seats += [SeatSetup(name, level="medium", avatar=k + 3) for k, name in enumerate(BOT_NAMES)]
    scene = TableScene(
        GameSetup(ruleset=ruleset, seats=seats, seed=11, kid_mode=kid),
        TableOptions.from_prefs(bot_process=False, pace=0.4),
    )
    app.scenes.push(scene)
    # Every card picture painted before the first frame: the table paints them a few
    # milliseconds a frame, so how many frames that took, and with it where the banner's glow
    # stands in the picture, would depend on the machine, and `make dist` could not tell a
    # changed screen from a slower one.
    scene.images.prewarm([BACK, *range(scene.rules.n_types)], float("inf"))

    def your_turn_again() -> bool:
        session = scene.session
        return session is not None and session.decisions >= 6 and session.decides(0)

    settle(app, 60, your_turn_again)
    settle(app, 1.5)  # the last card lands and the hand lifts its playable cards


def title(app: App) -> None:
    app.scenes.push(app.scenes.make("title"))
    settle(app, 2)


def new_game(app: App) -> None:
    app.scenes.push(app.scenes.make("title"))
    app.scenes.push(app.scenes.make("new_game", GameSetup(ruleset="abacus")))
    settle(app, 2)


SHOTS: dict[str, Callable[[App], None]] = {
    "table": lambda app: table(app, "noris"),
    "kid-mode": lambda app: table(app, "emmi", kid=True),
    "new-game": new_game,
    "title": title,
}


def render(name: str, size: tuple[int, int], out: Path) -> Path:
    app = App(size)
    try:
        SHOTS[name](app)
        target = out / f"{name}.png"
        pygame.image.save(app.screen, str(target))
    finally:
        app.shut_down()  # every scene leaves: a table closes its session
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.screenshots", description=__doc__)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--size", default="1280x720", help="window size, e.g. 1920x1080")
    parser.add_argument("--language", default="en", choices=i18n.LANGUAGES)
    parser.add_argument("names", nargs="*", help=f"some of {', '.join(SHOTS)}; default: all")
    args = parser.parse_args(argv)
    unknown = set(args.names) - set(SHOTS)
    if unknown:
        parser.error(f"no screenshot {', '.join(sorted(unknown))}; known: {', '.join(SHOTS)}")
    width, _, height = args.size.partition("x")
    i18n.set_language(args.language)
    args.out.mkdir(parents=True, exist_ok=True)
    for name in args.names or SHOTS:
        print(f"wrote {render(name, (int(width), int(height)), args.out)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
