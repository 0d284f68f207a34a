"""`python -m game sim ...` and `python -m game bench ...`."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from game.ruleset.locate import HELP

EXIT_ERRORS = 1  # the run finished, but some rounds did not end by the rules
EXIT_BAD = 2  # bad arguments or an unreadable ruleset


def _sim_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m game sim",
        description="Play independent rounds with random legal play and report what happened.",
    )
    parser.add_argument(
        "--ruleset",
        default="noris",
        metavar="NAME_OR_PATH",
        help=HELP + " (default: noris)",
    )
    parser.add_argument("--players", type=int, default=4, metavar="N")
    parser.add_argument("--games", type=int, default=100, metavar="G", help="rounds to play")
    parser.add_argument("--seed", type=int, default=0, metavar="S")
    parser.add_argument(
        "--forget-calls",
        type=float,
        default=0.0,
        metavar="P",
        help="chance that a bot forgets a call it owes (default 0)",
    )
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="PATH=VALUE",
        help="a house rule, e.g. --set rules.jump_in.enabled=true (repeatable); VALUE as "
        "`rules` prints it: YAML as a ruleset file writes it, or JSON",
    )
    parser.add_argument("--trace", metavar="FILE", help="write every event as JSON Lines")
    parser.add_argument(
        "--cap",
        type=int,
        default=None,
        metavar="N",
        help="safety cap on decisions per round (reaching it is an error)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def _overrides(pairs: list[str]) -> dict[str, Any] | None:
    from game.ruleset.overrides import parse_settings

    return parse_settings(pairs) or None


def run_sim(argv: list[str]) -> int:
    from game.ruleset import RulesetError, load_rules
    from game.sim.simulate import CAP, simulate
    from game.sim.trace import TraceWriter

    args = _sim_parser().parse_args(argv)
    if args.games < 0 or not 0.0 <= args.forget_calls <= 1.0:
        print("sim: --games must be >= 0 and --forget-calls between 0 and 1", file=sys.stderr)
        return EXIT_BAD
    if args.cap is not None and args.cap < 1:
        print("sim: --cap must be at least 1", file=sys.stderr)
        return EXIT_BAD
    try:
        rules = load_rules(args.ruleset, _overrides(args.set))
    except (RulesetError, ValueError) as error:
        print(f"sim: {error}", file=sys.stderr)
        return EXIT_BAD
    except Exception as error:  # a ruleset `check` accepts never gets here; say it, calmly
        print(f"sim: internal error while loading {args.ruleset}: {error!r}", file=sys.stderr)
        return EXIT_BAD
    if not rules.min_players <= args.players <= rules.max_players:
        print(
            f"sim: {rules.id} is for {rules.min_players}-{rules.max_players} players, "
            f"not {args.players}",
            file=sys.stderr,
        )
        return EXIT_BAD
    options = {"forget_calls": args.forget_calls, "cap": args.cap or CAP}
    out = None
    if args.trace:
        try:
            Path(args.trace).parent.mkdir(parents=True, exist_ok=True)
            out = open(args.trace, "w", encoding="utf-8")  # noqa: SIM115 - closed below
        except OSError as error:
            print(
                f"sim: cannot write the trace {args.trace}: {error.strerror or error}",
                file=sys.stderr,
            )
            return EXIT_BAD
    try:
        if out is None:
            result = simulate(rules, args.players, args.games, args.seed, **options)
        else:
            with out:
                trace = TraceWriter(
                    out,
                    rules,
                    players=args.players,
                    games=args.games,
                    seed=args.seed,
                    forget_calls=args.forget_calls,
                )
                result = simulate(
                    rules, args.players, args.games, args.seed, trace=trace, **options
                )
    except OSError as error:  # the trace could not be written on (a full disk)
        print(
            f"sim: cannot write the trace {args.trace}: {error.strerror or error}", file=sys.stderr
        )
        return EXIT_BAD
    except Exception as error:  # rounds record their own errors; this is outside any round
        print(f"sim: internal error: {error!r}", file=sys.stderr)
        return EXIT_ERRORS
    report = result.to_dict()
    print(json.dumps(report) if args.json else _sim_table(report))
    return EXIT_ERRORS if result.errors else 0


def _sim_table(r: dict[str, Any]) -> str:
    lines = [
        f"{r['ruleset']}: {r['games']} rounds, {r['players']} players, seed {r['seed']}, "
        f"forget calls {r['forget_calls']:g}",
        f"  decisions      {r['decisions']:>12,}",
        f"  per second     {r['decisions_per_second']:>12,.0f}   ({r['seconds']:.2f} s)",
        f"  blocked rounds {r['rounds_blocked']:>12,}",
        f"  no winner      {r['no_winner']:>12,}",
        f"  errors         {len(r['errors']):>12,}",
        "  seat  wins   share",
    ]
    played = max(1, sum(r["wins"]))
    lines += [
        f"  {seat:>4}  {wins:>5}  {wins / played:6.1%}" for seat, wins in enumerate(r["wins"])
    ]
    for error in r["errors"][:10]:
        lines.append(f"  error in round {error['round']} (seed {error['seed']}): {error['error']}")
    return "\n".join(lines)


def _bench_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m game bench",
        description="Decisions per second with random play for each built-in ruleset, "
        "and the time to copy a mid-game state.",
    )
    parser.add_argument(
        "--decisions",
        type=int,
        default=200_000,
        metavar="N",
        help="decisions for noris (the others play half as many)",
    )
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--processes",
        type=int,
        default=2,
        help="processes for the parallel noris figure (1: skip it)",
    )
    parser.add_argument(
        "--ruleset",
        action="append",
        default=None,
        metavar="NAME",
        help="benchmark only these rulesets (repeatable)",
    )
    parser.add_argument(
        "--copy-states",
        type=int,
        default=20,
        metavar="N",
        help="mid-game states to time state.copy() on",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def run_bench(argv: list[str]) -> int:
    from game.ruleset import RulesetError, builtin_ruleset_ids
    from game.sim import bench

    args = _bench_parser().parse_args(argv)
    names = args.ruleset or builtin_ruleset_ids()
    if "noris" in names:  # the ruleset the target is set on goes first
        names = ["noris"] + [n for n in names if n != "noris"]
    try:
        result = bench.run(
            names,
            players=args.players,
            decisions=max(1, args.decisions),
            seed=args.seed,
            processes=args.processes,
            copy_states=max(1, args.copy_states),
        )
    except (RulesetError, ValueError) as error:
        print(f"bench: {error}", file=sys.stderr)
        return EXIT_BAD
    print(json.dumps(result) if args.json else _bench_table(result))
    return 0


def _bench_table(r: dict[str, Any]) -> str:
    lines = [
        f"random play, {r['players']} players (load average {r['load_average']}, {r['cpus']} CPUs),"
        f" engine: {'compiled (mypyc)' if r['engine_compiled'] else 'pure Python'}",
        f"  {'ruleset':<10} {'decisions':>10} {'seconds':>8} {'per second':>11} {'per CPU s':>11}"
        f" {'real choices/s':>15}",
    ]
    for name, m in r["rulesets"].items():
        lines.append(
            f"  {name:<10} {m['decisions']:>10,} {m['seconds']:>8.2f} "
            f"{m['decisions_per_second']:>11,} {m['decisions_per_cpu_second'] or 0:>11,}"
            f" {m['choices_per_second']:>15,}"
        )
    if "parallel" in r:
        p = r["parallel"]
        lines.append(
            f"  {p['ruleset']} in {p['processes']} processes: "
            f"{p['decisions_per_second']:,} decisions/s together ({p['per_process']})"
        )
    c, t = r["copy"], r["targets"]
    lines.append(
        f"  state.copy() on {c['states']} mid-game {c['ruleset']} states: "
        f"median {c['median_us']:.2f} us (CPU {c['median_cpu_us']:.2f} us), "
        f"best {c['min_us']:.2f} us"
    )

    def verdict(wall: bool, cpu: bool) -> str:
        return "met" if wall else ("met by CPU time only" if cpu else "NOT met")

    lines.append(
        f"  target {t['decisions_per_second']:,} decisions/s on {t['ruleset']}: "
        f"{verdict(t['decisions_met'], t['decisions_met_cpu'])}; copy <= {t['copy_us']} us: "
        f"{verdict(t['copy_met'], t['copy_met_cpu'])}"
    )
    return "\n".join(lines)
