"""The preview's figures for one ruleset, made from its rounds' records, and what a preview
hands a screen: its `Progress` while it runs and its `PreviewResult` once done.

Everything here is plain data for a screen to draw and a command to print: counts, shares,
medians, fixed-width histograms (the same bins for every ruleset, so two charts side by side
compare bar for bar) and the warnings as translation keys with their values (`Message`).

Lengths and draws are over the rounds that ended (won or blocked): a round that did not end
has no length, it is counted apart. The first seat's advantage is over the rounds with a
winner: the share the seat that began won, beside the fair share 1 / players, with a 95%
Wilson interval (rounds are independent, and Wilson's interval stays sensible near 0 and 1).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from game.engine.rules import Rules
from game.ruleset.problem import Message, msg
from game.sim.preview_play import (
    BLOCKED,
    BY_RULE,
    CAP,
    ERROR,
    NOT_ENDING,
    RoundRecord,
    special_ranks,
)

TURN_BIN, TURN_BINS = 10, 20  # round length: 0-9, 10-19, ... 190-199 turns, then 200 and more
DRAWN_BIN, DRAWN_BINS = 5, 20  # cards drawn: 0-4, ... 95-99, then 100 and more
RUNNING, DONE, CANCELLED, FAILED = "running", "done", "cancelled", "failed"  # a preview's status
BLOCKED_WARNING = 0.2  # a share of blocked rounds worth a sentence
Z95 = 1.959964


@dataclass(frozen=True)
class Histogram:
    """Counts per bin of `width`; the last bin holds everything from `width * (len - 1)` up."""

    width: int
    counts: tuple[int, ...]

    @classmethod
    def of(cls, values: Sequence[int], width: int, bins: int) -> Histogram:
        counts = [0] * (bins + 1)
        for v in values:
            counts[min(bins, max(0, v) // width)] += 1
        return cls(width, tuple(counts))

    def labels(self) -> list[str]:
        """`0-9`, `10-19`, ..., `200+`: what each bar stands for."""
        w, last = self.width, len(self.counts) - 1
        return [f"{k * w}-{k * w + w - 1}" for k in range(last)] + [f"{last * w}+"]


@dataclass(frozen=True)
class Spread:
    """A figure per round: its median, 90th percentile and mean (None without rounds)."""

    median: float | None
    p90: float | None
    mean: float | None

    @classmethod
    def of(cls, values: Sequence[int]) -> Spread:
        if not values:
            return cls(None, None, None)
        ordered = sorted(values)
        return cls(percentile(ordered, 0.5), percentile(ordered, 0.9), sum(ordered) / len(ordered))


@dataclass(frozen=True)
class FirstSeat:
    """How the seat that begins a round fares: its wins over the rounds with a winner."""

    wins: int
    rounds: int
    fair: float  # 1 / players: every seat's share if beginning gave no edge
    share: float | None
    low: float | None  # the 95% interval of the share
    high: float | None

    @property
    def advantage(self) -> float | None:
        """The share above the fair share (negative: beginning is a handicap)."""
        return None if self.share is None else self.share - self.fair


@dataclass(frozen=True)
class Special:
    """One special rank (it has effects or plays on anything): how often its cards are laid."""

    rank: str
    name: Any  # the ruleset's text: a string or {language: text}
    plays: int  # over the rounds that ended
    per_round: float


@dataclass(frozen=True)
class Figures:
    """The preview of one ruleset."""

    ruleset: str  # its id
    name: Any  # its name as the ruleset writes it (a string or {language: text})
    players: int
    rounds: int  # rounds played and counted
    asked: int  # rounds asked for: more than `rounds` when the preview stopped early
    ended: int  # won or blocked
    blocked: int
    not_ending: int  # past CAP decisions
    failed: int  # stopped by an error in the game's code
    turns: Spread
    drawn: Spread
    decisions: Spread
    first_seat: FirstSeat
    specials: tuple[Special, ...]
    turns_histogram: Histogram
    drawn_histogram: Histogram
    warnings: tuple[Message, ...]
    errors: tuple[str, ...]  # the first few errors, each naming its round and seed
    by_rule: int = 0  # ended by the turn limit or an empty stock, scored as blocked ones are

    @property
    def blocked_share(self) -> float:
        return self.blocked / self.rounds if self.rounds else 0.0

    @property
    def not_ending_share(self) -> float:
        return self.not_ending / self.rounds if self.rounds else 0.0

    @property
    def stopped_early(self) -> bool:
        return self.rounds < self.asked

    def sentences(self) -> list[str]:
        """The warnings in plain English (the command line); a screen renders `warnings`."""
        return [str(w) for w in self.warnings]

    def to_json(self) -> dict[str, Any]:
        first = self.first_seat
        return {
            "ruleset": self.ruleset,
            "name": self.name,
            "players": self.players,
            "rounds": self.rounds,
            "rounds_asked": self.asked,
            "stopped_early": self.stopped_early,
            "rounds_ended": self.ended,
            "rounds_blocked": self.blocked,
            "rounds_ended_by_rule": self.by_rule,
            "rounds_not_ending": self.not_ending,
            "rounds_failed": self.failed,
            "blocked_share": _r(self.blocked_share),
            "not_ending_share": _r(self.not_ending_share),
            "decision_cap": CAP,
            "turns": _spread(self.turns),
            "cards_drawn": _spread(self.drawn),
            "decisions": _spread(self.decisions),
            "first_seat": {
                "wins": first.wins,
                "rounds_with_winner": first.rounds,
                "share": _r(first.share),
                "fair_share": _r(first.fair),
                "advantage": _r(first.advantage),
                "ci95": [_r(first.low), _r(first.high)],
            },
            "specials": [{**asdict(s), "per_round": _r(s.per_round)} for s in self.specials],
            "turns_histogram": _histogram(self.turns_histogram),
            "cards_drawn_histogram": _histogram(self.drawn_histogram),
            "warnings": [{"key": w.key, "text": str(w)} for w in self.warnings],
            "errors": list(self.errors),
        }


@dataclass(frozen=True)
class Progress:
    """What a progress bar shows: rounds played of the rounds to play, and how it stands."""

    done: int
    total: int
    status: str  # "running", "done", "cancelled" or "failed"
    error: str = ""  # why it failed (a worker process died, or a bug)

    @property
    def finished(self) -> bool:
        return self.status != RUNNING

    @property
    def fraction(self) -> float:
        return self.done / self.total if self.total else 1.0


@dataclass(frozen=True)
class PreviewResult:
    """The figures of the ruleset previewed and of the one it is compared with (or None)."""

    ruleset: Figures
    against: Figures | None
    players: int
    rounds: int  # asked for, per ruleset
    seed: int
    workers: int
    seconds: float

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "rounds": self.rounds,
            "seed": self.seed,
            "workers": self.workers,
            "seconds": round(self.seconds, 3),
            "ruleset": self.ruleset.to_json(),
            "against": self.against.to_json() if self.against is not None else None,
        }


def figures(rules: Rules, players: int, records: Sequence[RoundRecord], asked: int) -> Figures:
    """The figures of `records` (in any order: they are put in round order first)."""
    records = sorted(records, key=lambda r: r.number)
    ended = [r for r in records if r.outcome not in (NOT_ENDING, ERROR)]
    by_rule = sum(r.outcome == BY_RULE for r in records)
    blocked = sum(r.outcome == BLOCKED for r in records)
    not_ending = sum(r.outcome == NOT_ENDING for r in records)
    failed = [r for r in records if r.outcome == ERROR]
    turns = [r.turns for r in ended]
    drawn = [r.drawn for r in ended]
    rounds = len(records)
    return Figures(
        ruleset=rules.id,
        name=rules.name,
        players=players,
        rounds=rounds,
        asked=asked,
        ended=len(ended),
        blocked=blocked,
        not_ending=not_ending,
        failed=len(failed),
        turns=Spread.of(turns),
        drawn=Spread.of(drawn),
        decisions=Spread.of([r.decisions for r in ended]),
        first_seat=first_seat(ended, players),
        specials=_specials(rules, ended),
        turns_histogram=Histogram.of(turns, TURN_BIN, TURN_BINS),
        drawn_histogram=Histogram.of(drawn, DRAWN_BIN, DRAWN_BINS),
        warnings=tuple(warnings(rounds, asked, blocked, not_ending, len(failed))),
        errors=tuple(r.error for r in failed[:3]),
        by_rule=by_rule,
    )


def first_seat(ended: Sequence[RoundRecord], players: int) -> FirstSeat:
    won = [r for r in ended if r.winner >= 0]
    wins = sum(r.winner == r.starter for r in won)
    fair = 1 / players
    if not won:
        return FirstSeat(0, 0, fair, None, None, None)
    low, high = wilson(wins, len(won))
    return FirstSeat(wins, len(won), fair, wins / len(won), low, high)


def _specials(rules: Rules, ended: Sequence[RoundRecord]) -> tuple[Special, ...]:
    out = []
    for k, r in enumerate(special_ranks(rules)):
        plays = sum(rec.special_plays[k] for rec in ended)
        rank = rules.ranks[r]
        out.append(
            Special(
                rank=rank,
                name=rules.rank_spec[r].get("name", rank),
                plays=plays,
                per_round=plays / len(ended) if ended else 0.0,
            )
        )
    return tuple(out)


def warnings(rounds: int, asked: int, blocked: int, not_ending: int, failed: int) -> list[Message]:
    """What a ruleset's writer must hear about, as sentences with their numbers."""
    out: list[Message] = []
    if not_ending:
        out.append(
            msg(
                "preview.no_end",
                percent=percent(not_ending, rounds),
                count=not_ending,
                rounds=rounds,
                cap=CAP,
            )
        )
        if rounds < asked:
            out.append(msg("preview.stopped_early", rounds=rounds))
    if rounds and blocked / rounds >= BLOCKED_WARNING:
        out.append(
            msg("preview.blocked", percent=percent(blocked, rounds), count=blocked, rounds=rounds)
        )
    if failed:
        out.append(msg("preview.failed", count=failed))
    return out


# -- statistics ----------------------------------------------------------------------------
def percentile(ordered: Sequence[int], q: float) -> float:
    """The q-quantile of sorted values, interpolated between the two nearest ranks."""
    position = q * (len(ordered) - 1)
    low = math.floor(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a share (95% with the default z)."""
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def percent(count: int, total: int) -> int:
    """A share in whole percent, never shown as 0 when something happened, nor as 100 when
    something did not."""
    if not total or not count:
        return 0
    if count == total:
        return 100
    return min(99, max(1, round(100 * count / total)))


def _r(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def _spread(spread: Spread) -> dict[str, float | None]:
    return {"median": _r(spread.median), "p90": _r(spread.p90), "mean": _r(spread.mean)}


def _histogram(histogram: Histogram) -> dict[str, Any]:
    return {
        "bin_width": histogram.width,
        "counts": list(histogram.counts),
        "labels": histogram.labels(),
    }
