"""The preview's rounds: medium bots at every seat, each round tallied into a few numbers.

This is the part of `game.sim.preview` that runs in the worker processes. A round is played
through the table's own `step` (ask every seat that may act, arbitrate, apply, tell), so the
bots see and decide exactly as at a table. Each round depends only on the ruleset, the number
of players, the run's seed and the round's index: its deal is seeded by `round_seed(seed,
index)`, its bots' generators by that round seed, its dealer is `index % players`. That is why
the figures are the same whatever the number of processes and however the rounds are split.

A round past `CAP` decisions counts as not ending, and stops there.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from game.bots.medium import MediumBot
from game.bots.session import deal_to, seat_rngs, step
from game.engine import events as EV
from game.engine.rules import Rules, compile_rules
from game.engine.state import new_round
from game.sim.simulate import round_seed

CAP = 2000  # decisions: a round that has not ended by then counts as not ending
LOOK_EVERY = 200  # decisions between two looks at the stop flag (a few milliseconds)

# How a round ended.
WON = 0  # somebody went out
BLOCKED = 1  # nobody could play or draw (the winner, if any, by the ruleset's blocked_round)
NOT_ENDING = 2  # still going after CAP decisions
ERROR = 3  # an exception: a bug in the engine or a bot, never the ruleset's fault
BY_RULE = 4  # ended by a rule as a blocked round is scored: the turn limit, an empty stock

_LAID = EV.CARD_LAID


class RoundRecord(NamedTuple):
    """One round in numbers (small and flat: thousands cross from the workers)."""

    number: int  # the round's index in the run
    outcome: int  # WON, BLOCKED, NOT_ENDING or ERROR
    turns: int  # the engine's turn count (`State.turn_no`) when the round stopped
    decisions: int
    drawn: int  # cards drawn from the pile, for any reason (turn, attack, penalty, force)
    winner: int  # seat, -1 none
    starter: int  # the seat that began the round
    special_plays: tuple[int, ...]  # per special rank (`special_ranks`): cards of it laid
    error: str = ""


def special_ranks(rules: Rules) -> list[int]:
    """The ranks worth counting: the special ones (`Rules.rank_special`)."""
    return [r for r in range(len(rules.ranks)) if rules.rank_special[r]]


def play_round(
    rules: Rules,
    players: int,
    seed: int,
    index: int,
    stopped: Callable[[], bool] | None = None,
) -> RoundRecord | None:
    """Round `index` of a run seeded with `seed`, with a medium bot at every seat.

    `stopped` is asked every `LOOK_EVERY` decisions; when it says yes the round is abandoned
    (None), so that a long round does not hold up a cancel.
    """
    rs = round_seed(seed, index)
    specials = special_ranks(rules)
    slot = [-1] * len(rules.ranks)
    for k, r in enumerate(specials):
        slot[r] = k
    type_slot = [slot[r] for r in rules.type_rank]
    plays = [0] * len(specials)
    state, events = new_round(rules, players, rs, dealer=index % players)
    starter = state.starter
    bots = [MediumBot() for _ in range(players)]  # the default: calls are never forgotten
    rngs, table_rng = seat_rngs(rs, players)
    decisions = drawn = 0
    try:
        deal_to(bots, state, events)
        while not state.over and decisions < CAP:
            _seat, _action, events = step(state, bots, rngs, table_rng)
            decisions += 1
            if stopped is not None and not decisions % LOOK_EVERY and stopped():
                return None
            for kind, _who, a, _b in events:
                if kind == EV.DRAW:
                    drawn += 1
                elif kind in _LAID and type_slot[a] >= 0:
                    plays[type_slot[a]] += 1
    except Exception as exc:  # recorded with the round, so one bad round never sinks a preview
        error = f"{type(exc).__name__}: {exc} (round {index}, seed {rs})"
        return RoundRecord(
            index, ERROR, state.turn_no, decisions, drawn, -1, starter, tuple(plays), error
        )
    if not state.over:
        return RoundRecord(
            index, NOT_ENDING, state.turn_no, decisions, drawn, -1, starter, tuple(plays)
        )
    result = state.result
    outcome = BLOCKED if result is not None and result.blocked else WON
    if outcome == BLOCKED and (
        state.rules.turn_limit
        and state.turn_no > state.rules.turn_limit
        or state.rules.empty_stock_ends
        and not state.draw
    ):
        outcome = BY_RULE  # the rule's own end, not a stalemate (see game.engine.endings)
    winner = result.winner if result is not None else -1
    return RoundRecord(
        index,
        outcome,
        state.turn_no,
        decisions,
        drawn,
        -1 if winner is None else int(winner),
        starter,
        tuple(plays),
    )


# -- in a worker process -----------------------------------------------------------------------
@dataclass(frozen=True)
class Chunk:
    """Rounds `start` to `stop` - 1 of one side of a preview: what a worker is sent."""

    job: int  # the preview's number in its pool (which flags it reads and counts into)
    side: int  # 0: the ruleset previewed, 1: the one it is compared with
    digest: str  # names the document, so that a worker compiles each ruleset once
    doc: dict[str, Any]
    players: int
    seed: int
    start: int
    stop: int


SLOTS = 8  # previews whose flags live side by side; a cancelled one's stragglers keep to theirs
_stop: Any = None  # per slot and side: 1 once those rounds are no longer wanted
_done: Any = None  # per slot: rounds played, both sides together (the progress bar)
_rules: dict[str, Rules] = {}
_RULES_KEPT = 8


def init_worker(stop: Any, done: Any) -> None:
    """The pool's initializer: the shared flags and counters, handed over at process start.
    The workers run a little below the window (as the table's bot worker does): on a machine
    whose every core they fill, the preview's frames still come first."""
    global _stop, _done
    _stop, _done = stop, done
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(5)


def warm_up() -> int:
    """A task that does nothing: submitted to start the worker processes ahead of a preview
    (they import the engine and the bots as they start)."""
    return 0


def rules_of(digest: str, doc: dict[str, Any]) -> Rules:
    """The compiled rules of a document, compiled once per worker (and their bot tables and
    legal-action memo kept warm from chunk to chunk)."""
    rules = _rules.get(digest)
    if rules is None:
        if len(_rules) >= _RULES_KEPT:
            del _rules[next(iter(_rules))]
        rules = _rules[digest] = compile_rules(doc)
    return rules


def play_chunk(chunk: Chunk) -> tuple[Chunk, list[RoundRecord]]:
    """Play a chunk's rounds in order, stopping between rounds once they are not wanted."""
    rules = rules_of(chunk.digest, chunk.doc)
    slot = chunk.job % SLOTS
    flag = 2 * slot + chunk.side
    records: list[RoundRecord] = []

    def stopped() -> bool:
        return _stop is not None and bool(_stop[flag])

    for index in range(chunk.start, chunk.stop):
        record = None if stopped() else play_round(rules, chunk.players, chunk.seed, index, stopped)
        if record is None:
            break
        records.append(record)
        if _done is not None:
            with _done.get_lock():
                _done[slot] += 1
    return chunk, records


def play_inline(rules: Rules, players: int, seed: int, indices: Sequence[int]) -> list[RoundRecord]:
    """The same rounds in this process (tests, and a machine that cannot start processes)."""
    return [r for r in (play_round(rules, players, seed, index) for index in indices) if r]
