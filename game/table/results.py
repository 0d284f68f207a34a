"""What the end of a round shows: the hands, the scores and the totals before them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.table.session import TableSession


@dataclass(frozen=True)
class RoundResult:
    names: tuple[str, ...]
    hands: tuple[tuple[int, ...], ...]
    scores: tuple[int, ...]
    totals_before: tuple[int, ...]
    winner: int
    blocked: bool
    by_points: bool  # scores are card points (else: one win for the winner)
    match_over: bool
    you: int = -1  # the person looking, who is spoken to ("You win the round!")
    avatars: tuple[int, ...] = ()  # each seat's picture (kid mode's results show them)
    number: int = 0  # this round's number in the match, from 1
    leaders: tuple[int, ...] = ()  # who leads the match once this round is counted
    lesson: bool = False  # Learn to play's guided round: one round, no match around it
    finished: tuple[int, ...] = ()  # the seats in the order they went out (round_end: one_left)


def round_result(session: TableSession, *, you: int) -> RoundResult | None:
    """The last finished round's result, or None while no round has ended."""
    if not session.round_events:
        return None
    _, winner, scores, extra = session.round_events[0]
    totals = tuple(t - s for t, s in zip(session.match.totals, scores, strict=True))
    return RoundResult(
        tuple(session.names),
        tuple(extra["hands"]),
        tuple(scores),
        totals,
        winner,
        extra["blocked"],
        session.rules.score_by_points,
        session.match.over,
        you,
        avatars=tuple(seat.avatar for seat in session.setup.seats),
        number=session.match.rounds_played,
        leaders=tuple(session.match.leaders()),
        finished=tuple(session.state.finished) if session.state is not None else (),
    )
