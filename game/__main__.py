"""Command line: `python -m game COMMAND ...` (also installed as `maumau`)."""

from __future__ import annotations

import importlib
import os
import sys

# Each command lives in its own module exposing `run(argv: list[str]) -> int`, imported only
# when used so that `check` or `sim` never pay for pygame.
COMMANDS = {
    "check": ("game.ruleset.commands", "run_check", "validate ruleset files"),
    "rules": ("game.ruleset.commands", "run_rules", "print a readable summary of a ruleset"),
    "sim": ("game.sim.commands", "run_sim", "simulate rounds with random legal play"),
    "bench": ("game.sim.commands", "run_bench", "measure engine speed"),
    "play": ("game.demo", "run", "play the game"),
}


def usage() -> str:
    lines = ["usage: python -m game COMMAND [options]", "", "commands:"]
    lines += [f"  {name:<8} {info[2]}" for name, info in COMMANDS.items()]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args:
        args = ["play"]
    if args[0] in ("-h", "--help"):
        print(usage())
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
    sys.exit(main())
