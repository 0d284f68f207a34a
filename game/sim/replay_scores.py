"""The strict replay's reading of how a round ends and is scored (docs/ruleset-format.md,
"Scoring and match" and "The round's end"), from the ruleset document in a trace's header,
with nothing from `game.engine`.

At a `round_end` it works the scores out again from the hands the moves left: a card's
`points` (else its `value`) times its colour's `scoring.colour_factors` factor; each loser its
own hand and the winner `winner_points` (`hand_points: penalty`), or the winner all the others
hold more than its own hand (`winner_collects`); `mode: wins`, 1 for the winner. A blocked
round's winner must be the lowest hand (`blocked_round: lowest_hand`) or nobody. A round ended
by `rules.turn_limit` has used its turns (a `turn`, `attack` or `stage` record each), and no
normal turn comes past them; where play goes on to one player (`round_end: one_left`), a seat
goes out with an empty hand in the next place, and the round ends with one player holding
cards, won by the first out; a round ended by an empty stock has an empty draw pile, under
`empty_stock: end_round`; under `reshuffle: none` no reshuffle happens.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any


class ScoreProblem(Exception):
    """A round's end or scores that the header's ruleset does not give."""


def _colour(card: str) -> str | None:
    colour, sep, _rank = card.partition(":")
    return colour if sep else None


class TraceScoring:
    """The settings a round's end and scores depend on, read again from the document."""

    def __init__(self, doc: Mapping[str, Any]) -> None:
        scoring = doc.get("scoring", {})
        rules = doc.get("rules", {})
        self.by_points = scoring.get("mode", "points") == "points"
        self.collects = scoring.get("hand_points", "penalty") == "winner_collects"
        self.winner_points = int(scoring.get("winner_points", 0))
        self.factors = {str(c): int(k) for c, k in scoring.get("colour_factors", {}).items()}
        self.points = {
            rank: int(spec.get("points", spec.get("value", 0)))
            for rank, spec in doc["ranks"].items()
        }
        self.lowest_wins_blocked = rules.get("blocked_round", "lowest_hand") == "lowest_hand"
        self.reshuffles = rules.get("reshuffle", "keep_top") != "none"
        self.empty_stock_ends = rules.get("empty_stock", "pass") == "end_round"
        self.turn_limit = int(rules.get("turn_limit", 0))
        self.play_on = rules.get("round_end", "first_out") == "one_left"

    def card_points(self, card: str) -> int:
        colour = _colour(card)
        factor = self.factors.get(colour, 1) if colour is not None else 1
        return self.points[card.rpartition(":")[2]] * factor

    def hand_points(self, hand: Counter[str]) -> int:
        return sum(self.card_points(card) * k for card, k in hand.items())

    def reshuffle(self) -> None:
        if not self.reshuffles:
            raise ScoreProblem("a reshuffle under reshuffle: none")

    def turn(self, turns: int) -> None:
        """A normal turn begins, the `turns`th time a seat is asked to act this round (an
        attack's answer or a stage's choice may go past the limit: it finishes a card played
        within it)."""
        if self.turn_limit and turns > self.turn_limit:
            raise ScoreProblem(f"turn {turns} of a round limited to {self.turn_limit}")

    def went_out(self, seat: int, place: Any, out: list[int], hand: Counter[str]) -> None:
        """A `went_out` record: only where play goes on to one player, its hand empty, its
        place the next."""
        if not self.play_on:
            raise ScoreProblem(f"seat {seat} went out of a round that ends with the first out")
        if hand or seat in out or place != len(out) + 1:
            raise ScoreProblem(f"seat {seat} went out holding cards, twice, or in place {place}")

    def round_end(
        self,
        rec: Mapping[str, Any],
        hands: list[Counter[str]],
        turns: int,
        draw_pile: int,
        out: list[int],
    ) -> None:
        """Judge a `round_end` record against the hands the moves left (`out`: the seats that
        went out, in order)."""
        winner, blocked, ended = rec.get("winner", -1), bool(rec.get("blocked")), rec.get("ended")
        if self.play_on and not blocked:
            holders = sum(1 for h in hands if h)
            if holders > 1 or not out or winner != out[0]:
                raise ScoreProblem(
                    f"a round played on to one player ends with {holders} holding cards, "
                    f"won by seat {winner}, the first out {out[:1]}"
                )
        if ended == "turn_limit" and (
            not blocked or not self.turn_limit or turns < self.turn_limit
        ):
            raise ScoreProblem(f"a turn limit's end after {turns} turns ({self.turn_limit} set)")
        if ended == "stock_empty" and (not blocked or not self.empty_stock_ends or draw_pile):
            raise ScoreProblem("a round ended by an empty stock that may not end so")
        if ended not in (None, "turn_limit", "stock_empty"):
            raise ScoreProblem(f"a round ended by {ended!r}")
        measure = [self.hand_points(h) if self.by_points else sum(h.values()) for h in hands]
        if blocked:
            lowest = min(measure)
            if not self.lowest_wins_blocked and winner != -1:
                raise ScoreProblem("a blocked round won under blocked_round: no_winner")
            if self.lowest_wins_blocked and (winner < 0 or measure[winner] != lowest):
                raise ScoreProblem(f"seat {winner} wins a blocked round without the lowest hand")
            if self.lowest_wins_blocked and out and winner != out[0]:
                raise ScoreProblem(f"seat {winner} wins a blocked round, the first out {out[0]}")
        expected = self.scores(winner, measure)
        if list(rec.get("scores", ())) != expected:
            raise ScoreProblem(f"scores {rec.get('scores')}, the ruleset gives {expected}")

    def scores(self, winner: int, measure: list[int]) -> list[int]:
        seats = range(len(measure))
        if not self.by_points:
            return [1 if s == winner else 0 for s in seats]
        if not self.collects:
            return [self.winner_points if s == winner else measure[s] for s in seats]
        if winner < 0:
            return [0 for _ in seats]
        own = measure[winner]
        collected = sum(max(0, m - own) for s, m in enumerate(measure) if s != winner)
        return [self.winner_points + collected if s == winner else 0 for s in seats]
