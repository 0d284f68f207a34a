"""Duplicate-style tournaments: which bot level wins more, and how sure are we.

Luck of the deal swamps skill in Mau-Mau, so each deal (one seed) is replayed once per seat
rotation: every bot plays every position of the same cards. A "game" is one round; G games are
G / players deals. Results are reported per bot in the order given (by identity, not by
physical seat). The rotations of one deal share their cards and are not independent, so the
95% interval of a win rate is computed over deals: each bot's wins are averaged across the
rotations of a deal, then a t interval is taken over those per-deal means.
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from random import Random
from typing import Any

from game.bots import make_bot
from game.bots.session import play_round
from game.children import init_forked_worker, usable_cpus
from game.engine.rules import Rules


@dataclass(frozen=True)
class SeatSpec:
    """A bot as written on the command line: `medium` or `easy:forget_calls=0`."""

    level: str
    options: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def parse(cls, text: str) -> SeatSpec:
        level, _, rest = text.strip().partition(":")
        options = []
        for item in filter(None, rest.split(",") if rest else []):
            key, _, value = item.partition("=")
            options.append((key, _number(value)))
        return cls(level, tuple(options))

    def make(self) -> Any:
        return make_bot(self.level, **dict(self.options))

    def __str__(self) -> str:
        opts = ",".join(f"{k}={v}" for k, v in self.options)
        return f"{self.level}:{opts}" if opts else self.level


def parse_seats(text: str) -> list[SeatSpec]:
    """`hard,random,random` -> one spec per seat; options after a colon, joined by `;`."""
    return [SeatSpec.parse(part.replace(";", ",")) for part in text.split(",") if part.strip()]


def _number(value: str) -> Any:
    for kind in (int, float):
        try:
            return kind(value)
        except ValueError:
            pass
    return value


@dataclass
class DealResult:
    deal: int
    wins: list[int]  # per bot (command-line order): rounds won over the rotations
    cards_left: list[int]  # per bot: summed over the rotations
    times: list[list[float]]  # per bot: seconds per decision
    blocked: int = 0


def deal_seed(seed: int, deal: int) -> int:
    return Random(f"{seed}:deal:{deal}").getrandbits(62)


def play_deal(rules: Rules, specs: Sequence[SeatSpec], seed: int, deal: int) -> DealResult:
    """Every rotation of one deal: bot i sits at seat (i + r) % players in rotation r.

    The cards are the same in every rotation; each bot's own generator goes with the bot
    (seeded by deal, rotation and bot), so identical bots do not just replay one game.
    """
    k = len(specs)
    out = DealResult(deal, [0] * k, [0] * k, [[] for _ in range(k)])
    cards = deal_seed(seed, deal)
    for r in range(k):
        seat_of = [(i + r) % k for i in range(k)]
        bots: list[Any] = [None] * k
        rngs: list[Any] = [None] * k
        for i, spec in enumerate(specs):
            bots[seat_of[i]] = spec.make()
            rngs[seat_of[i]] = Random(f"{seed}:{deal}:{r}:bot:{i}")
        result = play_round(
            rules, bots, seed=cards, rngs=rngs, table_rng=Random(f"{seed}:{deal}:{r}:table")
        )
        out.blocked += result.blocked
        for i in range(k):
            s = seat_of[i]
            out.wins[i] += result.winner == s
            out.cards_left[i] += result.cards_left[s]
            out.times[i] += result.times[s]
    return out


# -- running deals, in parallel ----------------------------------------------------------------
Overrides = tuple[tuple[str, Any], ...]
_RULES: dict[tuple[str, Overrides], Rules] = {}


def _rules(name: str, overrides: Overrides) -> Rules:
    key = (name, overrides)
    if key not in _RULES:
        from game.ruleset import load_rules

        _RULES[key] = load_rules(name, overrides=dict(overrides) or None)
    return _RULES[key]


def _work(task: tuple[str, Overrides, tuple[SeatSpec, ...], int, int]) -> DealResult:
    name, overrides, specs, seed, deal = task
    return play_deal(_rules(name, overrides), specs, seed, deal)


@dataclass
class SeatReport:
    spec: SeatSpec
    wins: int
    win_rate: float
    ci95: tuple[float, float]
    mean_cards_left: float
    mean_ms: float
    p95_ms: float


@dataclass
class Report:
    ruleset: str
    players: int
    games: int
    deals: int
    seed: int
    seconds: float
    seats: list[SeatReport] = field(default_factory=list)
    blocked: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset,
            "players": self.players,
            "games": self.games,
            "deals": self.deals,
            "seed": self.seed,
            "seconds": round(self.seconds, 3),
            "blocked": self.blocked,
            "seats": [
                {
                    "level": str(s.spec),
                    "win_rate": round(s.win_rate, 4),
                    "ci95": [round(s.ci95[0], 4), round(s.ci95[1], 4)],
                    "wins": s.wins,
                    "mean_cards_left": round(s.mean_cards_left, 3),
                    "mean_ms": round(s.mean_ms, 4),
                    "p95_ms": round(s.p95_ms, 4),
                }
                for s in self.seats
            ],
        }


def run(
    ruleset: str,
    specs: Sequence[SeatSpec],
    *,
    games: int,
    seed: int,
    workers: int | None = None,
    overrides: dict[str, Any] | None = None,
) -> Report:
    """Play `games` rounds (rounded down to whole deals, at least one) and summarise."""
    k = len(specs)
    rules = _rules(ruleset, tuple(sorted((overrides or {}).items())))
    if not rules.min_players <= k <= rules.max_players:
        raise ValueError(
            f"{ruleset} is for {rules.min_players}-{rules.max_players} players, not {k}"
        )
    deals = max(1, games // k)
    workers = min(max(1, workers or usable_cpus()), usable_cpus())  # more would share cores
    key = tuple(sorted((overrides or {}).items()))
    tasks = [(ruleset, key, tuple(specs), seed, d) for d in range(deals)]
    start = time.perf_counter()
    if workers == 1 or deals == 1:
        results = [_work(t) for t in tasks]
    else:
        import multiprocessing

        context = multiprocessing.get_context("fork")
        with context.Pool(min(workers, deals), init_forked_worker, (os.getpid(),)) as pool:
            chunk = max(1, min(16, deals // (workers * 8)))
            results = list(pool.imap_unordered(_work, tasks, chunksize=chunk))
    results.sort(key=lambda r: r.deal)
    report = Report(rules.id, k, deals * k, deals, seed, time.perf_counter() - start)
    report.blocked = sum(r.blocked for r in results)
    for i, spec in enumerate(specs):
        per_deal = [r.wins[i] / k for r in results]
        times = [t for r in results for t in r.times[i]]
        report.seats.append(
            SeatReport(
                spec=spec,
                wins=sum(r.wins[i] for r in results),
                win_rate=sum(per_deal) / deals,
                ci95=interval(per_deal),
                mean_cards_left=sum(r.cards_left[i] for r in results) / (deals * k),
                mean_ms=1000 * sum(times) / len(times) if times else 0.0,
                p95_ms=1000 * percentile(times, 0.95),
            )
        )
    return report


# -- statistics --------------------------------------------------------------------------------
_T975 = (
    12.706,
    4.303,
    3.182,
    2.776,
    2.571,
    2.447,
    2.365,
    2.306,
    2.262,
    2.228,
    2.201,
    2.179,
    2.160,
    2.145,
    2.131,
    2.120,
    2.110,
    2.101,
    2.093,
    2.086,
    2.080,
    2.074,
    2.069,
    2.064,
    2.060,
    2.056,
    2.052,
    2.048,
    2.045,
    2.042,
)


def t_quantile(df: int) -> float:
    """The 97.5% quantile of Student's t (two-sided 95%); the normal 1.96 beyond a table."""
    if df <= 0:
        return math.inf
    if df <= len(_T975):
        return _T975[df - 1]
    return 1.96 + 2.4 / df  # within 0.002 of the exact value for df > 30


def interval(values: Sequence[float]) -> tuple[float, float]:
    """95% t interval of the mean of per-deal values, clipped to [0, 1]."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return (0.0, 1.0)
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = t_quantile(n - 1) * math.sqrt(var / n)
    return (max(0.0, mean - half), min(1.0, mean + half))


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def format_table(report: Report) -> str:
    head = (
        f"{report.ruleset}, {report.players} players: {report.games} games "
        f"({report.deals} deals x {report.players} rotations), seed {report.seed}, "
        f"{report.seconds:.1f} s"
    )
    rows = [("seat", "bot", "wins", "win rate", "95% interval", "cards left", "mean ms", "p95 ms")]
    for i, s in enumerate(report.seats):
        rows.append(
            (
                str(i + 1),
                str(s.spec),
                str(s.wins),
                f"{100 * s.win_rate:.1f}%",
                f"{100 * s.ci95[0]:.1f}-{100 * s.ci95[1]:.1f}%",
                f"{s.mean_cards_left:.2f}",
                f"{s.mean_ms:.3f}",
                f"{s.p95_ms:.3f}",
            )
        )
    widths = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
    lines = [head, ""]
    for r in rows:
        lines.append(
            "  ".join(
                cell.ljust(w) if c == 1 else cell.rjust(w)
                for c, (cell, w) in enumerate(zip(r, widths))
            )
        )
    if report.blocked:
        lines.append(f"\n{report.blocked} blocked rounds")
    return "\n".join(lines)
