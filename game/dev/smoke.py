"""`python -m game --smoke OUT.png [--ruleset NAME] [--players N]`: a bot-only round through the
real scene loop, headless, for a few seconds of game time; writes a screenshot of the table
mid-game.

CI runs it against the bundled program: it proves the window, the card art, the bots' worker
process and the table all start and play together. Exit status 0 when the table played.
"""

from __future__ import annotations

import argparse
import os
import sys

from game.ruleset.locate import HELP
from game.table.options import TableOptions


def run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game --smoke")
    parser.add_argument("out", help="where to write the screenshot (PNG)")
    parser.add_argument("--ruleset", default="noris", help=HELP)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=8.0, help="seconds of game time to play")
    parser.add_argument("--size", default="1280x720", help="window size, e.g. 1920x1080")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    for key, value in (
        ("SDL_VIDEODRIVER", "dummy"),
        ("SDL_AUDIODRIVER", "dummy"),
        ("PYGAME_HIDE_SUPPORT_PROMPT", "1"),
    ):
        os.environ.setdefault(key, value)
    from game.ruleset import RulesetError
    from game.table import rulecache

    try:
        ruleset = rulecache.adopt(args.ruleset)  # a file, a built-in id, or one of the player's
        rules = rulecache.rules(ruleset)
    except RulesetError as error:
        print(error, file=sys.stderr)
        return 2
    if not rules.min_players <= args.players <= rules.max_players:
        print(
            f"{args.ruleset} is for {rules.min_players}-{rules.max_players} players",
            file=sys.stderr,
        )
        return 2
    width, _, height = args.size.partition("x")
    return _play(
        args.out, ruleset, args.players, (int(width), int(height)), args.seconds, args.seed
    )


def _play(
    out: str, ruleset: str, players: int, size: tuple[int, int], seconds: float, seed: int
) -> int:
    import pygame

    from game.bots import BOT_NAMES
    from game.table.setup import GameSetup, SeatSetup
    from game.ui.app import App
    from game.ui.table.scene import TableScene

    levels = ("medium", "easy", "hard", "random")
    seats = [SeatSetup(BOT_NAMES[k], level=levels[k % len(levels)]) for k in range(players)]
    setup = GameSetup(ruleset=ruleset, seats=seats, seed=seed)
    app = App(size)
    table = TableScene(
        setup,
        TableOptions.from_prefs(
            bot_process=True,
            pace=0.5,
            bot_options={
                k: {"time_limit": 0.1} for k in range(players) if seats[k].level == "hard"
            },
        ),
    )
    app.scenes.push(table)
    shot: pygame.Surface | None = None
    try:
        while app.running and app.time < seconds:
            app.step(1 / 60)
            c = table.session
            shown = (
                app.scenes.top is table and c is not None and c.decisions > 0 and not c.round_over
            )
            half_second = shot is None or int(app.time * 2) != int((app.time - 1 / 60) * 2)
            if shown and half_second:
                shot = app.screen.copy()
        ok = table.session is not None and table.session.decisions > 0
        pygame.image.save(shot if shot is not None else app.screen, out)
    finally:
        table.close()
    played = table.session.decisions if table.session else 0
    print(
        f"smoke: {ruleset}, {players} players, {app.time:.1f} s of game time, {played} actions; "
        f"wrote {out}"
    )
    return 0 if ok else 1
