"""`python -m game preview RULESET [--against RULESET] ...`: what a ruleset does, in figures.

The workshop's preview for people who write ruleset files by hand. Without `--against` it
previews the one ruleset: a file's document does not say which ruleset it was made from, so
there is nothing to guess a comparison from.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Callable
from typing import Any

from game.i18n import text_of
from game.ruleset import Problem, check_named
from game.ruleset.commands import _readable_output
from game.ruleset.locate import HELP
from game.sim.preview import ROUNDS, PreviewPool, PreviewResult
from game.sim.preview_figures import Figures, Histogram

EXIT_NOT_ENDING = 1  # the preview ran, and the ruleset's rounds do not all end
EXIT_BAD = 2  # bad arguments or a ruleset with problems
BARS = " ▁▂▃▄▅▆▇█"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m game preview",
        description="Play rounds of a ruleset with medium bots at every seat and show what "
        "its rules do: how long rounds last, how many cards are drawn, how often rounds end "
        "blocked or not at all, the first seat's advantage and how often each special card "
        "is played; side by side with another ruleset given --against.",
    )
    parser.add_argument("ruleset", metavar="RULESET", help=HELP)
    parser.add_argument(
        "--against",
        metavar="RULESET",
        help="a ruleset to compare with, side by side (" + HELP + ")",
    )
    parser.add_argument(
        "--players", type=int, metavar="N", help="seats at the table (default: 4, if it fits)"
    )
    parser.add_argument(
        "--rounds", type=int, default=ROUNDS, metavar="N", help=f"rounds of each (default {ROUNDS})"
    )
    parser.add_argument("--seed", type=int, default=0, metavar="N", help="the deals (default 0)")
    parser.add_argument(
        "--workers",
        type=int,
        metavar="N",
        help="worker processes (default: one per CPU, at most 8; never more than the CPUs)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def run_preview(argv: list[str]) -> int:
    _readable_output()
    args = _parser().parse_args(argv)
    if args.rounds < 1 or (args.workers is not None and args.workers < 1):
        print("preview: --rounds and --workers must be at least 1", file=sys.stderr)
        return EXIT_BAD
    loaded = [_load(name) for name in (args.ruleset, args.against) if name is not None]
    docs = [doc for doc in loaded if doc is not None]
    if len(docs) < len(loaded):
        return EXIT_BAD
    players = _players(docs, args.players)
    if isinstance(players, str):
        print(f"preview: {players}", file=sys.stderr)
        return EXIT_BAD
    with PreviewPool(args.workers) as pool:
        if pool.workers < pool.asked:
            print(
                f"preview: {pool.asked} workers asked for, but this machine lets it use "
                f"{pool.workers} CPU{'s' if pool.workers > 1 else ''}: {pool.workers} workers",
                file=sys.stderr,
            )
        job = pool.start(
            docs[0],
            against=docs[1] if len(docs) > 1 else None,
            players=players,
            rounds=args.rounds,
            seed=args.seed,
        )
        shown = sys.stderr.isatty() and not args.json
        try:
            while not (progress := job.poll()).finished:
                if shown:
                    print(f"\r{progress.done}/{progress.total} rounds", end="", file=sys.stderr)
                time.sleep(0.1)
        except KeyboardInterrupt:
            job.cancel()
            return 130
        if shown:
            print("\r" + " " * 30 + "\r", end="", file=sys.stderr)
    result = job.result()
    if result is None:
        print(f"preview: it failed: {progress.error}", file=sys.stderr)
        return EXIT_BAD
    print(json.dumps(result.to_json(), ensure_ascii=False) if args.json else table(result))
    first = result.ruleset
    return EXIT_NOT_ENDING if first.not_ending or first.failed else 0


def _load(name: str) -> dict[str, Any] | None:
    """The validated document, or None after printing its problems as `check` does."""
    try:
        doc, problems = check_named(name)
    except Exception as error:  # a file `check` reads never gets here; say it calmly
        doc, problems = None, [Problem(name, 0, "", f"internal error while reading: {error!r}")]
    for problem in problems:
        print(problem, file=sys.stderr)
    return doc


def _players(docs: list[dict[str, Any]], asked: int | None) -> int | str:
    """The seats to preview with: the ones asked for, else 4 or the nearest both rulesets
    seat. A text says why there are none."""
    low: int = max(doc["players"]["min"] for doc in docs)  # checked documents: whole numbers
    high: int = min(doc["players"]["max"] for doc in docs)
    names = " and ".join(doc["id"] for doc in docs)
    if low > high:
        return f"{names} have no number of players in common"
    if asked is None:
        return min(max(4, low), high)
    if not low <= asked <= high:
        return f"{names} {'are' if len(docs) > 1 else 'is'} for {low}-{high} players, not {asked}"
    return asked


# -- the table ---------------------------------------------------------------------------------
def table(result: PreviewResult) -> str:
    sides = [result.ruleset] + ([result.against] if result.against is not None else [])
    title = " against ".join(f"{text_of(f.name)} ({f.ruleset})" for f in sides)
    lines = [
        f"{title}: {result.players} players, {result.rounds} rounds each, seed {result.seed}, "
        f"{result.seconds:.1f} s on {result.workers} worker{'s' if result.workers > 1 else ''}",
        "",
    ]
    rows: list[tuple[str, list[str]]] = [("", [f.ruleset for f in sides])]
    rows += _figure_rows(sides)
    rows += _special_rows(sides)
    width = max(len(label) for label, _ in rows)
    cells = max(12, *(len(c) for _, cs in rows for c in cs))
    for label, values in rows:
        lines.append(f"{label:<{width}}  " + "  ".join(f"{v:>{cells}}" for v in values))
    lines.append("")
    lines += _charts(sides, "round length in turns", lambda f: f.turns_histogram)
    lines += _charts(sides, "cards drawn per round", lambda f: f.drawn_histogram)
    for f in sides:
        for sentence in f.sentences():
            lines.append(f"{f.ruleset}: {sentence}")
    for f in sides:
        for error in f.errors:
            lines.append(f"{f.ruleset}: error: {error}")
    return "\n".join(line.rstrip() for line in lines).rstrip()


def _figure_rows(sides: list[Figures]) -> list[tuple[str, list[str]]]:
    def each(cell: Any) -> list[str]:
        return [cell(f) for f in sides]

    return [
        (
            "rounds played",
            each(lambda f: f"{f.rounds}" + (" (stopped)" if f.stopped_early else "")),
        ),
        ("round length, turns: median", each(lambda f: _num(f.turns.median))),
        ("  90th percentile", each(lambda f: _num(f.turns.p90))),
        ("cards drawn per round: mean", each(lambda f: _num(f.drawn.mean, 1))),
        ("  median", each(lambda f: _num(f.drawn.median))),
        ("rounds ending blocked", each(lambda f: _share(f.blocked_share))),
        (
            "  ended by the turn limit or stock",
            each(lambda f: _share(f.by_rule / f.rounds if f.rounds else 0.0)),
        ),
        ("rounds not ending (cap hit)", each(lambda f: _share(f.not_ending_share))),
        (
            f"first seat wins (fair {_share(sides[0].first_seat.fair)})",
            each(lambda f: _share(f.first_seat.share)),
        ),
        (
            "  95% interval",
            each(lambda f: f"{_share(f.first_seat.low)}-{_share(f.first_seat.high)}"),
        ),
    ]


def _special_rows(sides: list[Figures]) -> list[tuple[str, list[str]]]:
    """Plays per round of each special rank, the ranks of every ruleset in order."""
    names: dict[str, Any] = {}
    for f in sides:
        for s in f.specials:
            names.setdefault(s.rank, s.name)
    rows: list[tuple[str, list[str]]] = [("special cards played per round:", [""] * len(sides))]
    for rank, name in names.items():
        per = [{s.rank: s.per_round for s in f.specials}.get(rank) for f in sides]
        shown = text_of(name)
        label = f"  {shown}" + (f" ({rank})" if shown != rank else "")
        rows.append((label, [_num(p, 2) for p in per]))
    return rows


def _charts(
    sides: list[Figures], title: str, histogram_of: Callable[[Figures], Histogram]
) -> list[str]:
    """A histogram per ruleset as a line of bars, all on one scale (shares of their rounds)."""
    histograms = [histogram_of(f) for f in sides]
    labels = histograms[0].labels()
    shares = [[c / max(1, sum(h.counts)) for c in h.counts] for h in histograms]
    top = max((x for row in shares for x in row), default=0.0) or 1.0
    width = max(len(f.ruleset) for f in sides)
    lines = [f"{title}, a bar per {labels[0]}, {labels[1]}, ... {labels[-1]}:"]
    for f, row in zip(sides, shares):
        lines.append(f"  {f.ruleset:<{width}} |{sparkline(row, top)}|")
    return lines + [""]


def sparkline(values: list[float], top: float) -> str:
    """Values as one line of bars, `top` full height; anything above nothing shows."""
    steps = len(BARS) - 1
    return "".join(BARS[min(steps, math.ceil(v / top * steps))] for v in values)


def _num(value: float | None, digits: int = 0) -> str:
    if value is None:
        return "-"
    return f"{value:.{digits}f}" if digits else f"{value:g}"


def _share(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}%"
