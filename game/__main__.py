"""Command line: `python -m game COMMAND ...` (also installed as `maumau`)."""

from __future__ import annotations

import importlib
import os
import sys

# Each command lives in its own module exposing `run(argv: list[str]) -> int`, imported only
# when used so that `check` or `sim` never pay for pygame.
COMMANDS = {
    "play": ("game.ui.main", "run", "open the game window (the default)"),
    "rules": ("game.ruleset.commands", "run_rules", "print a readable summary of a ruleset"),
    "check": ("game.ruleset.commands", "run_check", "validate ruleset files"),
    "preview": (
        "game.sim.preview_commands",
        "run_preview",
        "what a ruleset's rules do: rounds with bots, side by side with another",
    ),
    "sim": ("game.sim.commands", "run_sim", "simulate rounds with random legal play"),
    "demo": ("game.demo", "run", "a demo round in the terminal, no window"),
    "tournament": ("game.bots.commands", "run_tournament", "play bot levels against each other"),
    "desktop": ("game.desktop", "run", "add the game to the application menu, or remove it"),
}
# For development: benchmarks, the headless smoke round (CI runs it against the bundled
# program) and the window with end-to-end test hooks (game.dev).
DEV_COMMANDS = {
    "bench": ("game.sim.commands", "run_bench", "measure engine speed"),
    "bench-ui": (
        "game.dev.bench_ui",
        "run",
        "the table's frame times (headless, 10 seats)",
    ),
    "e2e": ("game.dev.e2e", "run", "the window with hooks for end-to-end tests"),
    "--smoke": ("game.dev.smoke", "run", "a bot-only round headless, screenshot to OUT.png"),
}


# The commands for people who write their own rulesets, shown apart in the usage.
FOR_RULESET_WRITERS = ("rules", "check", "preview", "sim")


def usage() -> str:
    lines = ["usage: maumau [--version] COMMAND [options]", "", "commands:"]
    lines += [
        f"  {name:<10} {info[2]}"
        for name, info in COMMANDS.items()
        if name not in FOR_RULESET_WRITERS
    ]
    lines += ["", "for people who write rulesets (RULESET: a file, a built-in id or one of yours):"]
    lines += [f"  {name:<10} {COMMANDS[name][2]}" for name in FOR_RULESET_WRITERS]
    lines += ["", "for development:"]
    lines += [f"  {name:<10} {info[2]}" for name, info in DEV_COMMANDS.items() if name != "--smoke"]
    lines += [
        "  --smoke OUT.png [--ruleset NAME] [--players N]",
        "             " + DEV_COMMANDS["--smoke"][2],
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
        from game.engine import compiled
        from game.versioning import in_words

        # The engine line tells which one the install built: pip and pipx keep the build's
        # own words to themselves unless asked (--verbose).
        print(f"maumau {in_words(version())}")
        print(f"engine: {'compiled (mypyc)' if compiled() else 'pure Python'}")
        return 0
    entry = COMMANDS.get(args[0]) or DEV_COMMANDS.get(args[0])
    if entry is None:
        print(f"unknown command {args[0]!r}\n\n{usage()}", file=sys.stderr)
        return 2
    try:
        module = importlib.import_module(entry[0])
        return int(getattr(module, entry[1])(args[1:]))
    except KeyboardInterrupt:
        return 130  # Ctrl-C in the terminal: the person knows why it stopped, no traceback
    except BrokenPipeError:
        # Output piped into `head` and cut short: not an error of ours.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # the bots' worker process in a frozen (bundled) program
    sys.exit(main())
