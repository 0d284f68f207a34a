"""Re-check a trace without the engine: replay every card move on a model of piles and hands.

This module and the ones it uses (`replay_round`, `replay_match`, `replay_calls`,
`replay_groups`) import nothing from `game.engine` or `game.ruleset`: they trust only the trace.
The header (the first line of format 2) must name its ruleset document by the right digest, and
every `round_start` must carry that digest. Per round it checks that the deal's shuffle is a
permutation of the deck, every card goes from the place its record names (`source`) to the one
it names (`to`), leaving only a place that holds it (the top of the draw pile, a hand, the
bottom of the discard pile), a record of a seat moves cards of that seat's hand, a reshuffle
turns exactly the discard pile (less the kept top) into the new draw pile, a penalty draws what
it says unless the piles ran dry, cards are conserved after every event (per card, against the
deck's counts), the `state` records agree with the replayed piles, colour and top card, each
decision's card event is the card its `action` named, a reveal shows the whole hand, and the
hands at the round end are the ones the moves produced.

`--strict` also judges every card put on the pile by the header's ruleset, against the top card
and the colour in force as replayed (see `game.sim.replay_match.PlayChecker`; a group's cards
after its first by `game.sim.replay_groups`), and counts the calls and penalties: one penalty
per missed call, and a trader caught while its trade waits draws the penalty after the cards
pass (see `game.sim.replay_calls.CallCounter`). It works each round's scores out again and
judges how the round ended (see `game.sim.replay_scores`).

    python -m game.sim.replay [--strict] trace.jsonl
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.sim.replay_calls import CallProblem
from game.sim.replay_challenge import ChallengeProblem
from game.sim.replay_going_out import GoingOutProblem
from game.sim.replay_match import MatchProblem, PlayChecker, TraceRules, canonical_digest
from game.sim.replay_others import RoundProblem
from game.sim.replay_round import ReplayRound
from game.sim.replay_scores import ScoreProblem

FORMAT = 2  # the trace format this checker reads; format 1 (no header) only without --strict
# What a record that does not fit the replayed table raises: the trace's fault, reported.
_PROBLEMS = (
    RoundProblem,
    MatchProblem,
    CallProblem,
    ScoreProblem,
    GoingOutProblem,
    ChallengeProblem,
    KeyError,
    TypeError,
    ValueError,
    IndexError,
    AttributeError,
)


@dataclass
class TraceReport:
    rounds: int = 0
    events: int = 0
    decisions: int = 0
    strict: bool = False
    cards_checked: int = 0  # cards judged by the strict check
    penalties: int = 0  # missed-call penalties the strict check matched to their missed call
    digest: str | None = None  # the header's ruleset digest (None: a trace without a header)
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems and self.rounds > 0


class _HeaderProblem(Exception):
    pass


def read_header(rec: dict[str, Any]) -> TraceRules:
    """The rules of a `trace` header, once its digest is found to name its document."""
    if rec.get("format") != FORMAT:
        raise _HeaderProblem(f"trace format {rec.get('format')!r}, this checker reads {FORMAT}")
    doc = rec.get("ruleset")
    if not isinstance(doc, dict):
        raise _HeaderProblem("the header carries no ruleset document")
    try:
        digest = canonical_digest(doc)
    except ValueError as error:  # a number JSON cannot carry (NaN)
        raise _HeaderProblem(f"the header's ruleset is not plain JSON: {error}") from None
    if rec.get("digest") != digest:
        raise _HeaderProblem(
            f"the header's digest {rec.get('digest')} is not its ruleset's {digest}"
        )
    if rec.get("ruleset_id") != doc.get("id"):
        raise _HeaderProblem(f"ruleset_id {rec.get('ruleset_id')!r} is not the ruleset's id")
    try:
        return TraceRules(doc)
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise _HeaderProblem(f"the header's ruleset cannot be read: {error!r}") from None


def records(lines: Iterable[str | dict[str, Any]]) -> Iterator[tuple[int, dict[str, Any]]]:
    """(line number, record) for each non-blank line; a line that is not JSON is `{}`."""
    for number, line in enumerate(lines, 1):
        if isinstance(line, dict):
            yield number, line
        elif line.strip():
            try:
                rec = json.loads(line)
            except ValueError:
                rec = None
            yield number, rec if isinstance(rec, dict) else {}


class _Checker:
    """Reads the records in order: the header, then round after round."""

    def __init__(self, strict: bool) -> None:
        self.report = TraceReport(strict=strict)
        self.rules: TraceRules | None = None
        self.seen = False  # a record came before: a header now is out of place
        self.summary: dict[str, Any] | None = None  # a kept round's first line
        self.winner: Any = None  # the last round_end's
        self.current: ReplayRound | None = None
        self.broken = False  # the current round already has a problem: skip to the next round
        self.stopped = False  # the trace as a whole cannot be checked further

    def problem(self, text: str) -> None:
        self.report.problems.append(text)

    def record(self, number: int, rec: dict[str, Any]) -> None:
        kind = rec.get("event")
        if kind == "summary" and not self.seen:
            self.summary = rec  # held to the round when the trace is read
            return
        first, self.seen = not self.seen, True
        if not isinstance(kind, str):
            self.problem(f"line {number}: not a trace record (a JSON object with an event)")
            self.broken = True
        elif kind == "trace":
            self.header(number, rec, first)
        elif kind == "round_start":
            self.round_start(number, rec)
        else:
            self.event(number, kind, rec)

    def header(self, number: int, rec: dict[str, Any], first: bool) -> None:
        if not first:
            self.problem(f"line {number}: a trace header after the first line")
            self.stopped = True
            return
        try:
            self.rules = read_header(rec)
        except _HeaderProblem as problem:
            self.problem(f"line {number} (trace header): {problem}")
            self.stopped = True
            return
        self.report.digest = rec["digest"]
        if self.summary is not None:
            told = [self.summary.get(k) for k in ("digest", "ruleset_id", "players")]
            table = rec.get("table")
            if isinstance(table, dict):  # who sat at the table, as the header says
                told += [self.summary.get(k) for k in ("names", "people", "ended")]
                known = [table.get(k) for k in ("names", "people", "ended")]
            else:
                known = []
            if told != [rec["digest"], rec["ruleset_id"], rec.get("players"), *known]:
                self.problem("line 1 (summary): not the ruleset, players or table of the header")
                self.stopped = True

    def close_summary(self) -> None:
        """A kept round's summary names the one round that follows, its winner and decisions."""
        summary, report = self.summary, self.report
        if summary is None or report.problems:
            return
        names = summary.get("names")
        if not isinstance(names, list) or len(names) != summary.get("players"):
            self.problem("line 1 (summary): not a name for each player")
        elif report.rounds != 1 or summary.get("winner") != self.winner:
            self.problem("line 1 (summary): not the winner of the one round that follows")
        elif summary.get("decisions") != report.decisions:
            self.problem(f"line 1 (summary): not the round's {report.decisions} decisions")

    def round_start(self, number: int, rec: dict[str, Any]) -> None:
        report = self.report
        if report.strict and self.rules is None:
            self.problem(f"line {number}: no trace header; --strict needs the ruleset it carries")
            self.stopped = True
            return
        self.close_round(number)
        report.rounds += 1
        self.broken = False
        if report.digest is not None and rec.get("digest") != report.digest:
            self.current, self.broken = None, True
            self.problem(
                f"line {number}: round {rec.get('round')} is played by the ruleset "
                f"{rec.get('digest')}, not the header's {report.digest}"
            )
            return
        strict = PlayChecker(self.rules) if report.strict and self.rules is not None else None
        try:
            reshuffles = self.rules is None or self.rules.scoring.reshuffles
            self.current = ReplayRound(rec, strict, reshuffles=reshuffles)
        except _PROBLEMS as problem:
            self.current, self.broken = None, True
            self.problem(f"line {number} (round_start): {problem!r}")

    def event(self, number: int, kind: Any, rec: dict[str, Any]) -> None:
        report, current = self.report, self.current
        report.events += 1
        if current is None:
            if not self.broken:
                self.problem(f"line {number}: {kind} before any round_start")
                self.broken = True
            return
        if self.broken:
            return
        if kind == "action":
            report.decisions += 1
        elif kind == "round_end":
            self.winner = rec.get("winner")
        try:
            current.event(rec)
        except _PROBLEMS as problem:
            self.problem(f"line {number} (round {current.number}, {kind}): {problem}")
            self.broken = True

    def close_round(self, number: int | None) -> None:
        current = self.current
        if current is None:
            return
        if not current.ended and not self.broken:
            where = f"line {number}: " if number is not None else ""
            self.problem(f"{where}round {current.number} never ended")
        if current.strict is not None:
            self.report.cards_checked += current.strict.checked
        if current.calls is not None:
            self.report.penalties += current.calls.counted
        self.current = None


def check_records(
    lines: Iterable[str | dict[str, Any]], *, strict: bool = False, max_problems: int = 20
) -> TraceReport:
    """Check a trace given as JSON lines (or already parsed records); see the module doc."""
    checker = _Checker(strict)
    for number, rec in records(lines):
        if checker.stopped or len(checker.report.problems) >= max_problems:
            break
        checker.record(number, rec)
    if not checker.stopped:
        checker.close_round(None)
        checker.close_summary()
    return checker.report


def check_trace(path: str | Path, *, strict: bool = False) -> TraceReport:
    with open(path, encoding="utf-8") as lines:
        return check_records(lines, strict=strict)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.sim.replay",
        description="Re-check a trace written by `python -m game sim --trace` without the engine.",
    )
    parser.add_argument("trace", metavar="TRACE.jsonl")
    parser.add_argument(
        "--strict",
        action="store_true",
        help="also judge every card put on the pile by the ruleset in the trace's header",
    )
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    try:
        report = check_trace(args.trace, strict=args.strict)
    except OSError as error:
        print(f"replay: cannot read {args.trace}: {error.strerror or error}", file=sys.stderr)
        return 2
    for problem in report.problems:
        print(problem)
    verdict = ("ok" if report.ok else "REJECTED") + (" (strict)" if report.strict else "")
    summary = f"{report.rounds} rounds, {report.decisions} decisions, {report.events} records"
    if report.strict:
        summary += f", {report.cards_checked} cards judged, {report.penalties} penalties counted"
    print(f"{verdict}: {summary}")
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
