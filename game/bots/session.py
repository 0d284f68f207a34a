"""Play rounds and matches with one Bot per seat, through the public engine API only.

Each decision: every seat that may act (`actors`) is asked — out-of-turn seats may decline
with None, the seat to act must answer. Out-of-turn actions (a jump-in, a catch, a late call,
defending a trade) go before the regular action they race; when several seats want one, the
ruleset's `out_of_turn_priority` (D-8) picks the winner through `game.engine.arbitrate`, each
request timed by the table's seeded generator. The chosen action
is applied and every bot is told the events as its seat may see them (`visible_event`).

A bot that answers with an illegal action, or declines its own turn, is an error, and so is a
round that runs past the decision cap: a bug never passes for a finished game.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from random import Random

from game.bots.base import Bot
from game.bots.common import honest
from game.engine import actions as A
from game.engine.actions import action_to_text
from game.engine.arbitrate import Request, arbitrate
from game.engine.core import apply
from game.engine.events import Event, visible_event
from game.engine.legal import actors, legal_actions
from game.engine.match import Match
from game.engine.observe import observe
from game.engine.rules import Rules
from game.engine.state import State, new_round

DEFAULT_MAX_DECISIONS = 20_000
OnEvents = Callable[[int, int, list[Event]], None]  # (seat, action, events) after each apply


class SessionError(RuntimeError):
    """A bot broke the protocol, or a round did not finish within the decision cap."""


@dataclass
class RoundResult:
    winner: int  # -1: a blocked round without a winner
    scores: tuple[int, ...]
    cards_left: tuple[int, ...]
    blocked: bool
    decisions: int
    times: list[list[float]]  # per seat: seconds spent in each `choose` call
    state: State = field(repr=False)


def deal_to(bots: Sequence[Bot], state: State, events: list[Event]) -> None:
    """Start the round for every bot and show it the deal as its seat sees it."""
    for seat, bot in enumerate(bots):
        bot.start_round(state.rules, seat, state.n)
    tell(bots, events)


def tell(bots: Sequence[Bot], events: list[Event]) -> None:
    for seat, bot in enumerate(bots):
        bot.notice([visible_event(ev, seat) for ev in events])


def _ask(
    bots: Sequence[Bot],
    state: State,
    seat: int,
    rngs: Sequence[Random],
    times: list[list[float]] | None,
) -> int | None:
    legal = legal_actions(state, seat)
    obs = observe(state, seat)
    start = time.perf_counter()
    action = bots[seat].choose(obs, honest(legal), rngs[seat])
    if times is not None:
        times[seat].append(time.perf_counter() - start)
    if action is None:
        if seat == state.turn:
            raise SessionError(f"{bots[seat]!r} at seat {seat} declined its own turn")
        return None
    if action not in legal:
        raise SessionError(
            f"{bots[seat]!r} at seat {seat} chose an illegal action "
            f"{_text(state.rules, action)!r}; legal: "
            f"{[_text(state.rules, a) for a in legal]}"
        )
    return action


def _text(rules: Rules, action: int) -> str:
    try:
        return action_to_text(rules, action)
    except (IndexError, KeyError, ValueError):  # an action int the bot made up: the number
        return str(action)


def _pick(state: State, wants: list[tuple[int, int]], table_rng: Random) -> tuple[int, int]:
    """Several seats want to act out of turn: each asked at a moment drawn from the table's
    seeded generator, and the ruleset's priority decides (D-8)."""
    if len(wants) == 1:
        return wants[0]
    winner = arbitrate(state, [Request(seat, action, table_rng.random()) for seat, action in wants])
    return winner.seat, winner.action


def step(
    state: State,
    bots: Sequence[Bot],
    rngs: Sequence[Random],
    table_rng: Random,
    times: list[list[float]] | None = None,
) -> tuple[int, int, list[Event]]:
    """One decision of the table: ask, pick, apply, tell. Returns (seat, action, events)."""
    seats = actors(state)
    turn = state.turn
    wants: list[tuple[int, int]] = []
    for other in seats:
        if other != turn:
            want = _ask(bots, state, other, rngs, times)
            if want is not None:
                wants.append((other, want))
    # The seat to act is asked unless it is already beaten to it, or when it may itself act
    # out of turn (catch a missed call, make its own late call) and so joins the race.
    turn_legal = legal_actions(state, turn)
    if not wants or any(a & A.KIND_MASK in A.OUT_OF_TURN_KINDS for a in turn_legal):
        answer = _ask(bots, state, turn, rngs, times)
        assert answer is not None  # _ask raises when the seat to act declines
        seat, action = turn, answer
        if wants and answer & A.KIND_MASK in A.OUT_OF_TURN_KINDS:
            wants.append((turn, answer))
    if wants:
        seat, action = _pick(state, wants, table_rng)
    events = apply(state, action, seat)
    tell(bots, events)
    return seat, action, events


def play_out(
    state: State,
    bots: Sequence[Bot],
    rngs: Sequence[Random],
    table_rng: Random,
    *,
    max_decisions: int = DEFAULT_MAX_DECISIONS,
    times: list[list[float]] | None = None,
    on_events: OnEvents | None = None,
) -> int:
    """Play a dealt round to its end; returns the number of decisions."""
    decisions = 0
    while not state.over:
        if decisions >= max_decisions:
            raise SessionError(f"round not finished after {max_decisions} decisions: {state!r}")
        seat, action, events = step(state, bots, rngs, table_rng, times)
        decisions += 1
        if on_events is not None:
            on_events(seat, action, events)
    return decisions


def seat_rngs(seed: int | str, players: int) -> tuple[list[Random], Random]:
    """One generator per seat and one for the table, all derived from `seed`."""
    return [Random(f"{seed}:seat:{s}") for s in range(players)], Random(f"{seed}:table")


def play_round(
    rules: Rules,
    bots: Sequence[Bot],
    *,
    seed: int,
    dealer: int = 0,
    starter: int | None = None,
    rngs: Sequence[Random] | None = None,
    table_rng: Random | None = None,
    max_decisions: int = DEFAULT_MAX_DECISIONS,
    on_events: OnEvents | None = None,
) -> RoundResult:
    """Deal a round with `seed` and play it out with one bot per seat.

    `rngs` (one per seat) and `table_rng` default to generators derived from `seed`; a
    tournament passes its own so that a bot's luck travels with the bot, not the chair.
    """
    state, events = new_round(rules, len(bots), seed, dealer=dealer, starter=starter)
    if on_events is not None:
        on_events(-1, 0, events)
    return finish(
        state,
        events,
        bots,
        seed=seed,
        rngs=rngs,
        table_rng=table_rng,
        max_decisions=max_decisions,
        on_events=on_events,
    )


def finish(
    state: State,
    events: list[Event],
    bots: Sequence[Bot],
    *,
    seed: int | str,
    rngs: Sequence[Random] | None = None,
    table_rng: Random | None = None,
    max_decisions: int = DEFAULT_MAX_DECISIONS,
    on_events: OnEvents | None = None,
) -> RoundResult:
    """Play a freshly dealt round (`events`: its deal) to the end."""
    if len(bots) != state.n:
        raise ValueError(f"{len(bots)} bots for {state.n} seats")
    default_rngs, default_table = seat_rngs(seed, state.n)
    rngs = default_rngs if rngs is None else rngs
    table_rng = default_table if table_rng is None else table_rng
    times: list[list[float]] = [[] for _ in range(state.n)]
    deal_to(bots, state, events)
    decisions = play_out(
        state, bots, rngs, table_rng, max_decisions=max_decisions, times=times, on_events=on_events
    )
    result = state.result
    assert result is not None
    return RoundResult(
        winner=result.winner,
        scores=tuple(result.scores),
        cards_left=tuple(state.sizes),
        blocked=result.blocked,
        decisions=decisions,
        times=times,
        state=state,
    )


@dataclass
class MatchResult:
    rounds: list[RoundResult]
    totals: list[int]
    wins: list[int]
    leaders: list[int]


def play_match(
    rules: Rules,
    bots: Sequence[Bot],
    *,
    seed: int,
    max_rounds: int = 1000,
    max_decisions: int = DEFAULT_MAX_DECISIONS,
) -> MatchResult:
    """A whole match (rounds until the ruleset's match end), dealer moving as the rules say."""
    match = Match(rules, len(bots), seed)
    rounds: list[RoundResult] = []
    while not match.over:
        if len(rounds) >= max_rounds:
            raise SessionError(f"match not finished after {max_rounds} rounds")
        state, events = match.start_round()
        rounds.append(
            finish(state, events, bots, seed=f"{seed}:{len(rounds)}", max_decisions=max_decisions)
        )
        match.finish_round(state)
    return MatchResult(rounds, list(match.totals), list(match.wins), match.leaders())
