"""How long the hard bot thinks: `python -m tools.bench_hard --ruleset abacus --players 10`.

Plays rounds with one hard bot against the others (medium by default) through the session,
and reports the median and 95th percentile of the hard bot's `choose` calls: all of them (what
a table waits for), and only its searched decisions (more than one sensible action).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from typing import Any

from game.bots import make_bot
from game.bots.session import play_round
from game.ruleset import load_rules


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def measure(
    ruleset: str,
    players: int,
    rounds: int,
    *,
    seed: int = 1,
    others: str = "medium",
    options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    rules = load_rules(ruleset)
    every: list[float] = []
    searched: list[float] = []
    iterations: list[int] = []
    for r in range(rounds):
        seat = r % players
        bots = [make_bot(others) for _ in range(players)]
        hard = bots[seat] = make_bot("hard", **(options or {}))
        calls = _spy(hard, searched, iterations)
        result = play_round(rules, bots, seed=seed * 100_003 + r, dealer=r % players)
        every += result.times[seat]
        del calls
    return {
        "ruleset": ruleset,
        "players": players,
        "rounds": rounds,
        "all_ms": _summary(every),
        "searched_ms": _summary(searched),
        "mean_iterations": round(statistics.fmean(iterations), 1) if iterations else 0,
    }


def _spy(hard: Any, searched: list[float], iterations: list[int]) -> object:
    """Wrap the bot's search to time the searched decisions only."""
    import time

    inner = hard._search

    def timed(obs: Any, actions: list[int], rng: Any) -> int:
        start = time.perf_counter()
        choice = inner(obs, actions, rng)
        if hard.last_search is not None:  # None: the card was settled without a search
            searched.append(time.perf_counter() - start)
            iterations.append(hard.last_search.iterations)
        return choice  # type: ignore[no-any-return]

    hard._search = timed
    return timed


def _summary(times: list[float]) -> dict[str, float]:
    if not times:
        return {"count": 0, "median": 0.0, "p95": 0.0, "max": 0.0}
    return {
        "count": len(times),
        "median": round(1000 * statistics.median(times), 1),
        "p95": round(1000 * percentile(times, 0.95), 1),
        "max": round(1000 * max(times), 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.bench_hard", description=__doc__)
    parser.add_argument("--ruleset", default="abacus")
    parser.add_argument("--players", type=int, nargs="+", default=[4, 10])
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--others", default="medium")
    parser.add_argument("--time-limit", type=float, default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    options = {} if args.time_limit is None else {"time_limit": args.time_limit}
    for players in args.players:
        report = measure(
            args.ruleset, players, args.rounds, seed=args.seed, others=args.others, options=options
        )
        if args.json:
            print(json.dumps(report))
        else:
            a, s = report["all_ms"], report["searched_ms"]
            print(
                f"{report['ruleset']} {players} players, {args.rounds} rounds: "
                f"all {a['count']} decisions median {a['median']} ms p95 {a['p95']} ms; "
                f"searched {s['count']} median {s['median']} ms p95 {s['p95']} ms "
                f"max {s['max']} ms, {report['mean_iterations']} iterations on average"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
