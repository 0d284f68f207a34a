"""A match: rounds in a row, dealer and starter moving on, totals, and when it ends."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from random import Random

from game.engine import events as EV
from game.engine.rules import Rules
from game.engine.state import State, new_round


@dataclass
class Match:
    """Keeps what outlives a round. `seed` fixes every deal of the match."""

    rules: Rules
    players: int
    seed: int
    dealer: int = 0
    starter: int | None = None  # for `first_player: chosen`: who begins the first round
    rounds_played: int = 0
    totals: list[int] = field(default_factory=list)
    wins: list[int] = field(default_factory=list)
    history: list[tuple[int, ...]] = field(default_factory=list)
    last_starter: int = -1
    redeals: int = 0  # rounds dealt again from the menu: each gets fresh cards

    def __post_init__(self) -> None:
        if not self.totals:
            self.totals = [0] * self.players
            self.wins = [0] * self.players

    def round_seed(self, number: int) -> int:
        key = (
            f"{self.seed}:{number}" if not self.redeals else f"{self.seed}:{number}:{self.redeals}"
        )
        return Random(key).getrandbits(62)

    def redeal(self) -> tuple[State, list[EV.Event]]:
        """Start the current round again with new cards (the totals stay as they are)."""
        self.redeals += 1
        if self.rounds_played and self.rules.next_round_starter == "left_of_last_starter":
            self.last_starter = (self.last_starter - 1) % self.players  # the same starter again
        return self.start_round()

    def start_round(self, *, order: Sequence[int] | None = None) -> tuple[State, list[EV.Event]]:
        """Deal the next round (`order`: from this draw pile, top last, instead of a shuffle)."""
        begins = None  # the first round: as the ruleset says (the table's choice among them)
        if self.rounds_played and self.rules.next_round_starter == "left_of_last_starter":
            begins = (self.last_starter + 1) % self.players
        state, events = new_round(
            self.rules,
            self.players,
            self.round_seed(self.rounds_played),
            dealer=self.dealer,
            starter=self.starter,
            begins=begins,
            order=order,
        )
        self.last_starter = state.starter
        return state, events

    def copy(self) -> Match:
        """A match of its own with the same standing (to count a round on it, as a save does,
        without counting it on this one)."""
        return Match(
            self.rules,
            self.players,
            self.seed,
            dealer=self.dealer,
            starter=self.starter,
            rounds_played=self.rounds_played,
            totals=list(self.totals),
            wins=list(self.wins),
            history=list(self.history),
            last_starter=self.last_starter,
            redeals=self.redeals,
        )

    def finish_round(self, state: State) -> None:
        """Record a finished round's scores and move the dealer on."""
        result = state.result
        assert state.over and result is not None
        self.history.append(tuple(result.scores))
        for seat, score in enumerate(result.scores):
            self.totals[seat] += score
        if result.winner >= 0:
            self.wins[result.winner] += 1
        self.rounds_played += 1
        if self.rules.dealer_rotates:
            self.dealer = (self.dealer + 1) % self.players

    @property
    def over(self) -> bool:
        rules = self.rules
        if rules.match_end == "points_limit":
            return max(self.totals) >= rules.points_limit
        return self.rounds_played >= rules.match_rounds

    def leaders(self) -> list[int]:
        """The seats in the lead (the winners once the match is over)."""
        if self.rules.match_winner == "most_wins":
            best = max(self.wins)
            return [s for s in range(self.players) if self.wins[s] == best]
        if self.rules.match_winner == "highest_total":  # the winner collects: first to N
            key = [-t for t in self.totals]
        else:
            key = self.totals if self.rules.score_by_points else [-w for w in self.wins]
        best = min(key)
        return [s for s in range(self.players) if key[s] == best]
