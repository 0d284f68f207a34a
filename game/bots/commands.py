"""`python -m game tournament`: bot against bot, duplicate style (see game.bots.tournament)."""

from __future__ import annotations

import argparse
import json
import sys

from game.bots.tournament import format_table, parse_seats, run
from game.ruleset.locate import HELP
from game.ruleset.overrides import parse_settings


def run_tournament(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game tournament",
        description="Play bots against each other; every deal is replayed with the seats rotated.",
    )
    parser.add_argument("--ruleset", required=True, help=HELP)
    parser.add_argument(
        "--seats",
        required=True,
        help="one bot level per seat, e.g. medium,random,random,random "
        "(options: easy:forget_calls=0;join_chance=1)",
    )
    parser.add_argument(
        "--games",
        type=int,
        default=400,
        help="rounds to play; rounded down to whole deals of one game per seat",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--workers", type=int, default=None, help="parallel processes (default: the number of CPUs)"
    )
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a house rule, e.g. rules.draw_when_able=true (repeatable)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    try:
        specs = parse_seats(args.seats)
        overrides = parse_settings(args.set)
        if args.games < 1:
            raise ValueError("--games must be at least 1")
        report = run(
            args.ruleset,
            specs,
            games=args.games,
            seed=args.seed,
            workers=args.workers,
            overrides=overrides,
        )
    except (ValueError, ImportError) as exc:
        print(f"tournament: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report.to_json()))
    else:
        print(format_table(report))
    return 0
