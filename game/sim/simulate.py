"""Headless simulation: independent rounds of random legal play.

Rounds end by the rules only (a blocked round included). The safety cap on decisions exists so
that an engine bug cannot hang a run; reaching it is recorded as an error, like any exception,
with the round's seed so the round can be replayed — the run itself never crashes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random
from time import perf_counter
from typing import Any

from game.engine.core import apply
from game.engine.legal import actors, legal_actions
from game.engine.playout import play_out
from game.engine.rules import Rules
from game.engine.state import State, new_round
from game.sim.random_player import CALL_BIT, RandomPlayer
from game.sim.trace import TraceWriter

CAP = 100_000  # decisions in one round; no legal game comes near it
_BOT_SALT = 0x5DEECE66D  # the player's generator is seeded apart from the deal's
_MASK64 = (1 << 64) - 1


class RoundFailed(RuntimeError):
    """A round that did not end by the rules; `decisions` were made before it stopped."""

    def __init__(self, message: str, decisions: int) -> None:
        super().__init__(message)
        self.decisions = decisions


def round_seed(seed: int, number: int) -> int:
    """The seed of round `number` of a run seeded with `seed` (each round replays on its own).

    SplitMix64 of the pair: well mixed, and far cheaper per round than seeding a generator.
    """
    x = (seed * 0x9E3779B97F4A7C15 + (number + 1) * 0xD1B54A32D192ED03) & _MASK64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK64
    return (x ^ (x >> 31)) >> 2


def make_player(seed: int, forget_calls: float = 0.0) -> RandomPlayer:
    return RandomPlayer(Random(seed ^ _BOT_SALT), forget_calls=forget_calls)


def play_round(
    rules: Rules,
    players: int,
    seed: int,
    *,
    dealer: int = 0,
    forget_calls: float = 0.0,
    cap: int = CAP,
    trace: TraceWriter | None = None,
    number: int = 0,
    choices: list[int] | None = None,
) -> tuple[State, int]:
    """Deal and play one round to its end; returns the final state and the decisions made.

    When `choices` is given, the decisions that offered a real choice (`is_real_choice`) are
    added to `choices[0]`. Raises `RoundFailed` (with the decisions made) on any exception or
    at the cap.
    """
    state, events = new_round(rules, players, seed, dealer=dealer)
    player = make_player(seed, forget_calls)
    tally = choices if choices is not None else [0]
    if trace is not None:
        trace.round_start(players, seed, dealer, number)
        trace.events(events)
        return state, _traced(state, player.choose, cap, trace, tally)
    return state, _fast(state, player, cap, tally)


def is_real_choice(state: State) -> bool:
    """Whether the decision about to be made offers a real choice.

    It does when a seat other than the one to act has something it may do out of turn (it may
    act, or not), or when the seat to act has two or more distinct moves. A play and its
    calling twin (`| CALL_BIT`) are one move: the call is said with the play unless the player
    forgets. Forced steps — the
    only card, the only draw, accepting an attack nothing answers — are not real choices.
    (`_fast` counts the same without calling this.)
    """
    seats = actors(state)
    turn = state.turn
    if any(legal_actions(state, seat) for seat in seats if seat != turn):
        return True
    return len({a & ~CALL_BIT for a in legal_actions(state, turn)}) > 1


def _fast(state: State, player: RandomPlayer, cap: int, choices: list[int]) -> int:
    """`player.choose` then `apply`, fused into one loop for speed: the engine's `play_out`,
    compiled with it, which draws from the generator exactly as `RandomPlayer.choose` does, so
    that a traced run and an untraced one play the same game (tests/sim check this). Real
    choices are counted into `choices[0]`."""
    if state.over:
        return 0
    counts = [0, 0]  # decisions (the one under way included), real choices
    try:
        ended = play_out(state, player, cap, counts)
    except Exception as exc:
        choices[0] += counts[1]
        raise RoundFailed(f"{type(exc).__name__}: {exc}", counts[0] - 1) from exc
    choices[0] += counts[1]
    if not ended:
        raise RoundFailed(f"no end after {cap} decisions (safety cap)", cap)
    return counts[0]


def _traced(state: State, choose: Any, cap: int, trace: TraceWriter, choices: list[int]) -> int:
    """One decision at a time through `RandomPlayer.choose`, each written to the trace."""
    n = 0
    try:
        while not state.over:
            if n >= cap:
                raise RoundFailed(f"no end after {cap} decisions (safety cap)", n)
            choices[0] += is_real_choice(state)
            seat, action = choose(state)
            trace.action(seat, action)
            trace.events(apply(state, action, seat))
            trace.state(state)
            n += 1
    except RoundFailed as failed:
        trace.error(str(failed), n)
        raise
    except Exception as exc:
        trace.error(f"{type(exc).__name__}: {exc}", n)
        raise RoundFailed(f"{type(exc).__name__}: {exc}", n) from exc
    return n


@dataclass
class SimResult:
    ruleset: str
    players: int
    games: int
    seed: int
    forget_calls: float = 0.0
    decisions: int = 0
    seconds: float = 0.0
    rounds_blocked: int = 0
    no_winner: int = 0
    wins: list[int] = field(default_factory=list)
    errors: list[dict[str, Any]] = field(default_factory=list)

    @property
    def decisions_per_second(self) -> float:
        return self.decisions / self.seconds if self.seconds > 0 else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset,
            "players": self.players,
            "games": self.games,
            "seed": self.seed,
            "forget_calls": self.forget_calls,
            "decisions": self.decisions,
            "seconds": round(self.seconds, 6),
            "decisions_per_second": round(self.decisions_per_second, 1),
            "rounds_blocked": self.rounds_blocked,
            "no_winner": self.no_winner,
            "wins": list(self.wins),
            "errors": list(self.errors),
        }


def simulate(
    rules: Rules,
    players: int,
    games: int,
    seed: int,
    *,
    forget_calls: float = 0.0,
    cap: int = CAP,
    trace: TraceWriter | None = None,
) -> SimResult:
    """Play `games` independent rounds; round k is seeded from (seed, k), dealer k mod players."""
    if not rules.min_players <= players <= rules.max_players:
        raise ValueError(
            f"{rules.id} is for {rules.min_players}-{rules.max_players} players, not {players}"
        )
    result = SimResult(rules.id, players, games, seed, forget_calls, wins=[0] * players)
    wins = result.wins
    start = perf_counter()
    for number in range(games):
        rs = round_seed(seed, number)
        dealer = number % players
        try:
            state, n = play_round(
                rules,
                players,
                rs,
                dealer=dealer,
                forget_calls=forget_calls,
                cap=cap,
                trace=trace,
                number=number,
            )
        except RoundFailed as failed:
            result.decisions += failed.decisions
            result.errors.append(
                {
                    "round": number,
                    "seed": rs,
                    "dealer": dealer,
                    "decisions": failed.decisions,
                    "error": str(failed),
                }
            )
            continue
        result.decisions += n
        outcome = state.result
        if outcome is not None and outcome.blocked:
            result.rounds_blocked += 1
        winner = outcome.winner if outcome is not None else -1
        if winner is not None and winner >= 0:
            wins[winner] += 1
        else:
            result.no_winner += 1
    result.seconds = perf_counter() - start
    return result
