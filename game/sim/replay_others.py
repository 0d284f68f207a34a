"""The strict replay's checks of the effects on players other than the next (see
`game.sim.replay_round`): an others_draw's drawers and their draws, and a hand shown by
show_hand. Nothing here comes from `game.engine`."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.sim.replay_match import PlayChecker


class RoundProblem(Exception):
    """The trace says something that cannot have happened at this table."""


class OthersChecks:
    """A part of `ReplayRound`: the seats, direction and hands are the round's."""

    players: int
    direction: int
    hands: list[Counter[str]]
    draw: list[str]
    discard: list[str]
    strict: PlayChecker | None
    market: list[list[int]] | None

    def on_others_draw(self, rec: dict[str, Any]) -> None:
        """A card made other players draw: with --strict, the card last played carries
        others_draw, and the drawers are the seats its `who` names, each to draw its count."""
        seat, drawers, count = rec["seat"], list(rec["drawers"]), int(rec["cards"])
        if self.strict is not None:
            params = self.strict.played_effect(seat, "others_draw")
            who = params.get("who", "all_others")
            if count != int(params.get("count", 1)):
                raise RoundProblem(f"others_draw of {count} cards; the card says {params}")
            if drawers != self._others(seat, who):
                raise RoundProblem(
                    f"others_draw ({who}) by seat {seat} names drawers {drawers}, "
                    f"the table has {self._others(seat, who)}"
                )
        self.market = [[other, count] for other in drawers]

    def _others(self, seat: int, who: str) -> list[int]:
        """The seats holding cards other than `seat`, in the direction of play from its next;
        for `previous` the first of them against it."""
        n, d = self.players, self.direction
        if who == "previous":
            before = [(seat - d * k) % n for k in range(1, n)]
            return [s for s in before if self.hands[s]][:1]
        return [s for s in ((seat + d * k) % n for k in range(1, n)) if self.hands[s]]

    def _market_draw(self, seat: int) -> None:
        market = self.market
        while market and market[0][1] == 0:
            market.pop(0)
        if not market or market[0][0] != seat:
            raise RoundProblem(f"seat {seat} draws for an others_draw out of its order")
        market[0][1] -= 1

    def _close_market(self) -> None:
        assert self.market is not None
        left = [seat for seat, cards in self.market if cards]
        self.market = None
        if left and (self.draw or len(self.discard) > 1):
            raise RoundProblem(f"seats {left} drew too few cards for an others_draw")

    def shown_by_card(self, seat: int) -> None:
        """A hand shown by the card last played: with --strict, its show_hand names `seat`."""
        if self.strict is None:
            return
        player = self.strict.player
        params = self.strict.played_effect(player, "show_hand")
        who = params.get("who", "next")
        seats = self._others(player, "all_others")
        if seat not in (seats[:1] if who == "next" else seats):
            raise RoundProblem(
                f"seat {seat} shows its hand, but {who} of seat {player}'s card "
                f"names {seats[:1] if who == 'next' else seats}"
            )
