"""Command line: `python -m game COMMAND ...` (also installed as `maumau`)."""

from __future__ import annotations

import importlib
import os
import sys

# Each command lives in its own module exposing `run(argv: list[str]) -> int`, imported only
# when used so that `check` or `sim` never pay for pygame.
COMMANDS = {
    "--smoke": ("game.ui.smoke", "run", "a bot-only round headless, screenshot to OUT.png"),
    "check": ("game.ruleset.commands", "run_check", "validate ruleset files"),
    "rules": ("game.ruleset.commands", "run_rules", "print a readable summary of a ruleset"),
    "sim": ("game.sim.commands", "run_sim", "simulate rounds with random legal play"),
    "bench": ("game.sim.commands", "run_bench", "measure engine speed"),
    "play": ("game.ui.main", "run", "open the game window (the default)"),
    "demo": ("game.demo", "run", "a demo round in the terminal, no window"),
    "tournament": ("game.bots.commands", "run_tournament", "play bot levels against each other"),
    "bench-ui": ("game.ui.bench", "run", "measure the table's frame times (headless, 10 seats)"),
    "desktop": ("game.desktop", "run", "add the game to the application menu, or remove it"),
}


def usage() -> str:
    lines = ["usage: maumau [--version] COMMAND [options]", "", "commands:"]
    lines += [
        f"  {name:<10} {info[2]}" for name, info in COMMANDS.items() if not name.startswith("-")
    ]
    lines += [
        "",
        "  --smoke OUT.png [--ruleset NAME] [--players N]",
        "             " + COMMANDS["--smoke"][2],
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args:
        args = ["play"]
    if args[0] in ("-h", "--help"):
        print(usage())
        return 0
    if args[0] in ("-V", "--version"):
        from game import version

        print(f"maumau {version()}")
        return 0
    entry = COMMANDS.get(args[0])
    if entry is None:
        print(f"unknown command {args[0]!r}\n\n{usage()}", file=sys.stderr)
        return 2
    module = importlib.import_module(entry[0])
    try:
        return int(getattr(module, entry[1])(args[1:]))
    except BrokenPipeError:
        # Output piped into `head` and cut short: not an error of ours.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # the bots' worker process in a frozen (bundled) program
    sys.exit(main())
