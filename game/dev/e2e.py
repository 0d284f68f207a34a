"""`python -m game e2e ...`: the game window with hooks for end-to-end tests.

The window opens as `python -m game play` opens it (the same options), and:

* `--table RULESET` opens a table at once instead of the title (`--seed`, `--players`, `--kid`;
  the person at seat 0, easy bots or `--level`'s, no thinking pauses, fast animations);
  `--hands` (once per seat), `--top` and `--turn` put it in a position written in card names,
  `--forgetful` has its bots forget every call they owe, `--set PATH=VALUE` changes a setting
  as a house rule does;
* `--status PATH` writes the top scene's state as JSON after every frame (`write_status`): a
  test driving the real window with xdotool reads whose turn it is and where each card lies;
* `--continue` presses the title's Continue at the first frame (the saved game resumes);
* `--signal-at FRAME:NAME` sends the program a signal of its own after that frame (SIGTERM,
  SIGKILL, SIGSEGV...): a stop or a crash at an exact moment;
* `--first-frame-exit` quits after the first frame and prints how long it took from the start
  of the program (the start-up time a person waits).
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import time
from collections.abc import Callable
from typing import Any

from game.ruleset.locate import HELP
from game.table.options import TableOptions
from game.ui import main

STARTED = time.perf_counter()  # --first-frame-exit counts from here (nothing heavy loaded yet)


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m game e2e",
        description="Open the game window with hooks for end-to-end tests.",
        parents=[main.parser(add_help=False)],
    )
    parser.add_argument(
        "--table", metavar="RULESET", help="open a table of this ruleset (" + HELP + ")"
    )
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--kid", action="store_true", help="the table in kid mode")
    parser.add_argument(
        "--hands", action="append", metavar="CARDS", help="a seat's hand (once per seat)"
    )
    parser.add_argument("--top", metavar="CARD", help="the discard pile's top card")
    parser.add_argument("--turn", type=int, default=0, help="whose turn, with --hands")
    parser.add_argument("--forgetful", action="store_true", help="the bots forget their calls")
    parser.add_argument(
        "--level", default="easy", choices=("easy", "medium", "hard"), help="the bots' level"
    )
    parser.add_argument(
        "--set",
        dest="settings",
        action="append",
        default=[],
        metavar="PATH=VALUE",
        help="a setting of the table's ruleset changed, as a house rule (once per setting)",
    )
    parser.add_argument("--status", metavar="PATH", help="write the state as JSON every frame")
    parser.add_argument(
        "--continue", dest="resume", action="store_true", help="resume the saved game at once"
    )
    parser.add_argument("--signal-at", metavar="FRAME:NAME", help="e.g. 3:SIGTERM")
    parser.add_argument("--first-frame-exit", action="store_true")
    return parser.parse_args(argv)


def run(argv: list[str]) -> int:
    args = parse(argv)
    if args.table:
        from game.ruleset import RulesetError
        from game.table import rulecache

        try:
            args.table = rulecache.adopt(args.table)  # a file, a built-in id, or the player's
        except RulesetError as error:
            print(error, file=sys.stderr)
            return 2
    hooks: list[Callable[[Any], None]] = []
    if args.resume:
        hooks.append(press_continue)
    if args.hands:
        if not args.top:
            print(
                "python -m game e2e: --hands needs --top (the discard pile's card)", file=sys.stderr
            )
            return 2
        hooks.append(place_position(args.hands, args.top, args.turn))
    if args.status:
        hooks.append(lambda app: write_status(app, args.status))
    if args.signal_at:
        hooks.append(signal_at(args.signal_at))
    if args.first_frame_exit:

        def stop(app: Any) -> None:
            print(f"first frame after {time.perf_counter() - STARTED:.3f} s", flush=True)
            app.quit()

        hooks.append(stop)
    return main.open_window(args, lambda: first_scene(args), hooks)


def signal_at(spec: str) -> Callable[[Any], None]:
    """A hook that sends this process the signal `NAME` after frame `FRAME` (`3:SIGTERM`)."""
    frame, _, name = spec.partition(":")
    number, count = getattr(signal, name), [0]

    def hook(_app: Any) -> None:
        count[0] += 1
        if count[0] == int(frame):
            os.kill(os.getpid(), number)

    return hook


def place_position(hands: list[str], top: str, turn: int) -> Callable[[Any], None]:
    """A hook that puts the table into this position once it has loaded (once)."""

    def hook(app: Any) -> None:
        from game.engine.notation import position

        table = app.scenes.top
        if getattr(table, "loading", True) or table.session is None:
            return
        app.after_frame.remove(hook)
        table.anim.skip()
        table.session.use_position(position(table.rules, hands=hands, top=top, turn=turn))

    return hook


def press_continue(app: Any) -> None:
    """After the title's first frame: Continue, as a click on it would (once)."""
    app.after_frame.remove(press_continue)
    app.scenes.top.resume()


def first_scene(args: argparse.Namespace) -> Any:
    if not args.table:
        return main.first_scene()
    from game.table import prefs
    from game.table.setup import GameSetup
    from game.ui.table.scene import TableScene

    p = prefs.current()
    p.bot_pace, p.animation_speed = 0.25, 3.0  # a test needs no thinking pauses
    setup = GameSetup.single_player(args.table, players=args.players, level=args.level)
    setup.seed = 1 if args.seed is None else args.seed
    setup.kid_mode = args.kid
    if args.settings:
        from game.ruleset.overrides import parse_settings

        setup.overrides = parse_settings(args.settings)
    forgetful = {seat: {"forget_calls": 1.0} for seat in range(1, args.players)}
    options = TableOptions.from_prefs(
        autosave=True,  # saved after every move, as a game from New game
        bot_options=forgetful if args.forgetful else None,
    )
    return TableScene(setup, options)


def write_status(app: Any, path: str) -> None:
    """The top scene's state for an end-to-end test, as JSON, written atomically; with a table
    on the stack, its state in window coordinates (see `table_status`)."""
    from game import resumeguard

    scenes = list(app.scenes)
    status: dict[str, Any] = {
        "time": round(app.time, 3),
        "scene": type(scenes[-1]).__name__ if scenes else None,
        "window": list(app.size),
        "resuming": resumeguard.resuming(),
        # The place the game keeps for the window, and whether it takes the system's word on
        # it yet (not in the moments after full screen): a test waits for these, not a time.
        "maximised": app.place.maximised,
        "place_settled": app.places.restoring is None,
    }
    if scenes and hasattr(scenes[-1], "form"):  # a menu: its controls, to click them
        status["controls"] = form_status(scenes[-1].form)
    status["prefs"] = prefs_status()
    for scene in reversed(scenes):
        if hasattr(scene, "hand") and hasattr(scene, "session"):  # the table
            status.update(table_status(scene))
            break
    tmp = f"{path}.tmp"
    with open(tmp, "w", encoding="utf-8") as handle:
        json.dump(status, handle)
    os.replace(tmp, path)


def form_status(form: Any) -> list[dict[str, Any]]:
    """Each visible control of a menu: its kind, its words (a button's) and its rectangle."""
    from game.ui.widgets.drawing import resolve

    return [
        {
            "kind": type(widget).__name__,
            "text": resolve(widget.text) if hasattr(widget, "text") else "",
            "rect": list(widget.rect),
        }
        for widget in form.widgets
        if widget.visible
    ]


def prefs_status() -> dict[str, Any]:
    """The settings in force (what a click in Settings would change)."""
    from game.table import prefs

    return prefs.current().to_dict()


def table_status(table: Any) -> dict[str, Any]:
    """What a test driving the window needs from the table, read from its parts: whose turn,
    each hand card's rectangle and a point that grabs it, the discard pile, busy or at rest."""
    c, hand, lay = table.session, table.hand, table.layout
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
                "picked": hand.order_of(index),  # its place among the cards picked, 0: none
            }
        )
    return {
        "ready": not table.loading,
        "turn": state.turn,
        "viewer": table.viewer,
        "my_turn": state.turn == table.viewer and not state.over,
        "at_rest": not table.anim.busy and c.caught_up and hand.drag is None,
        "round_over": bool(state.over),
        "pending": c.presented.pending,  # "group": the viewer's group is being laid
        "hand_size": len(hand.cards),
        "hand": cards,
        "pile": list(lay.discard_pile),
        "draw_pile": list(lay.draw_pile),
        "top": rules.card_to_text(state.discard[-1]) if state.discard else None,
        "decisions": getattr(c, "decisions", 0),
        "clock": round(c.clock, 3),  # the table's time: a test's waits count in it
        "sizes": list(state.sizes),
        "log": list(c.log.lines)[-6:],
        "buttons": {
            key: {"rect": list(button.rect), "label": button.label}
            for key, button in table.buttons.items()
            if button.visible
        },
        "lesson": table.coach.lesson.key if table.coach.lesson is not None else None,
    }


def _grab_points(x: float, y: float, w: int, h: int) -> list[tuple[float, float]]:
    """Points over a card, its visible left edge first (later cards overlap the right)."""
    return [
        (x + dx * w, y + dy * h)
        for dx in (-0.38, -0.3, -0.2, -0.1, 0.0, 0.2)
        for dy in (0.0, -0.3, 0.3)
    ]
