"""Reading the opponents' plays: which hands make the card a player chose a likely choice.

A player who could play several cards chose one, and the choice says something about the rest
of the hand: people, and the medium bot, play from the colour they hold most, name the colour
they hold most and keep their wild cards for late. `PlayReader` follows the public table
through the events and keeps, for each opponent, its last few plays chosen on its turn, with
the table as it was then. The hand it held then is the hand it holds now, less the few cards
it has drawn since, plus the cards it has played since, so a guessed hand can be scored by how
likely the medium player holding it would have made the same choices (`likelihood`).

Nobody plays exactly like the medium bot, so each choice is scored by a mixture: a softmax
over the medium bot's move scores, weighted by how much this opponent has so far played like
medium (`trust`, learnt from its choices as the round goes), and a uniform choice among its
legal moves for the rest. Against a player who plays at random the trust falls away and the
reading with it.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from random import Random
from typing import Any

from game.bots.medium import decide
from game.bots.tables import tables_for
from game.bots.watch import TableWatch
from game.engine import actions as A
from game.engine import events as EV
from game.engine import state as S
from game.engine.legal import regular_actions
from game.engine.moves import DISCARD, UNDER_DISCARD, Move, moves
from game.engine.rules import Rules
from game.engine.state import empty_state

KEEP = 3  # choices remembered per opponent (the newest)
MAX_DRAWN = 3  # a choice is forgotten once its player has drawn more cards than this since
TEMPERATURE = 0.5  # of the softmax over medium scores: a point is about a card of a colour
PRIOR_TRUST = 0.7  # belief, before it has played, that an opponent plays like medium
TRUST_RANGE = (0.05, 0.98)  # never certain either way: the evidence is itself estimated
MEMO_LIMIT = 20_000  # odds remembered per choice before the memo starts again


@dataclass
class Choice:
    """One play an opponent chose on its turn, with the public table as it was then."""

    card: int
    top: int
    colour: int
    direction: int
    sizes: tuple[int, ...]
    discard: tuple[int, ...]
    lacks: tuple[int, ...]
    named: int = -1  # the colour it named with the card, if any
    later: list[int] = field(default_factory=list)  # cards it has played since
    drawn: int = 0  # cards it has drawn since
    measured: bool = False  # its evidence for or against trusting the model is counted
    # (medium, uniform) odds by the hand held then: a search scores the same few hands
    # thousands of times (not saved; rebuilt on demand).
    odds: dict[tuple[int, ...], tuple[float, float]] = field(
        default_factory=dict, repr=False, compare=False
    )

    def to_json(self) -> dict[str, Any]:
        return {
            "card": self.card,
            "top": self.top,
            "colour": self.colour,
            "direction": self.direction,
            "sizes": list(self.sizes),
            "discard": list(self.discard),
            "lacks": list(self.lacks),
            "named": self.named,
            "later": list(self.later),
            "drawn": self.drawn,
            "measured": self.measured,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Choice:
        return cls(
            int(data["card"]),
            int(data["top"]),
            int(data["colour"]),
            int(data["direction"]),
            tuple(data["sizes"]),
            tuple(data["discard"]),
            tuple(data["lacks"]),
            int(data["named"]),
            list(data["later"]),
            int(data["drawn"]),
            bool(data["measured"]),
        )


class PlayReader:
    """The public table as one seat follows it, and each opponent's recent choices."""

    def __init__(self, rules: Rules, seat: int, players: int) -> None:
        self.rules = rules
        self.seat = seat
        self.players = players
        self.top = -1
        self.colour = -1
        self.direction = 1
        self.sizes = [0] * players
        self.discard: list[int] = []
        self.watch = TableWatch()
        self.watch.start(rules, seat, players)
        self.choices: list[list[Choice]] = [[] for _ in range(players)]
        self.log_odds = [math.log(PRIOR_TRUST / (1 - PRIOR_TRUST))] * players
        self._scratch = empty_state(rules, players, 0)
        self._counts = [0] * rules.n_types
        self._tables = tables_for(rules)
        self._rng = Random(0)  # medium's tie-break only: the scores are read before it

    # -- following the table -----------------------------------------------------------------
    def notice(self, events: Iterable[EV.Event]) -> None:
        trades = []
        for event in events:
            kind, seat, a, b = event
            if kind in EV.CARD_LAID:
                for choice in self.choices[seat]:
                    choice.later.append(a)
                if kind == EV.PLAY and b == "turn" and seat != self.seat:
                    self._chose(seat, a)  # with the table as it was before the card left
            for move in moves(event):
                self._moved(move)
            if kind == EV.DEAL or kind == EV.DRAW:
                self._drew(seat)
            elif kind == EV.COLOUR:
                self.colour = a
                mine = self.choices[seat] if 0 <= seat < self.players else []
                if mine and mine[-1].named < 0 and not mine[-1].later:
                    mine[-1].named = a
            elif kind == EV.DIRECTION:
                self.direction = a
            elif kind == EV.TRADE:  # a new hand: what its choices said of the old one is gone
                self.choices[seat].clear()
                self.choices[a].clear()
                trades.append(event)
                continue
            self.watch.notice((event,))
        if trades:
            self.watch.notice(trades)  # all moves of one trade at once

    def sync(self, obs: Any) -> None:
        """The table as the observation shows it, over what the events built up: a round
        joined late (a restored save) must not leave the sizes or the discard wrong."""
        self.top, self.colour, self.direction = obs.top, obs.colour, obs.direction
        self.sizes = list(obs.hand_sizes)
        self.discard = list(obs.discard)

    def _drew(self, seat: int) -> None:
        mine = self.choices[seat]
        for choice in mine:
            choice.drawn += 1
        mine[:] = [c for c in mine if c.drawn <= MAX_DRAWN]

    def _chose(self, seat: int, card: int) -> None:
        mine = self.choices[seat]
        mine.append(
            Choice(
                card,
                self.top,
                self.colour,
                self.direction,
                tuple(self.sizes),
                tuple(self.discard),
                tuple(self.watch.lacks),
            )
        )
        del mine[:-KEEP]

    def _moved(self, move: Move) -> None:
        source, to, cards = move
        if source >= 0:
            self.sizes[source] -= len(cards)
        elif source == DISCARD:  # its bottom cards: a reshuffle
            del self.discard[: len(cards)]
        if to >= 0:
            self.sizes[to] += len(cards)
        elif to == UNDER_DISCARD:
            self.discard[:0] = cards
        elif to == DISCARD:
            for card in cards:
                self.discard.append(card)
                self.top = card
                colour = self.rules.type_colour[card]
                if colour >= 0:
                    self.colour = colour

    # -- scoring guessed hands ---------------------------------------------------------------
    def trust(self, seat: int) -> float:
        """How likely this opponent plays like medium, from the choices measured so far."""
        low, high = TRUST_RANGE
        return min(high, max(low, 1.0 / (1.0 + math.exp(-self.log_odds[seat]))))

    def medium_odds(self, seat: int, choice: Choice, hand: Sequence[int]) -> tuple[float, float]:
        """(chance the medium player holding `hand` now made `choice`, chance a uniform choice
        among its legal moves did); (1, 1) when the hand cannot have made it at all, which
        the reading then leaves alone rather than guess why."""
        sizes = choice.sizes
        # The cards drawn since are the hand's last: a deal puts the open slots last, in
        # random order, and a drawn card is an open slot until a later draw narrows it.
        kept = len(hand) - choice.drawn
        if kept < 0 or kept + len(choice.later) + 1 != sizes[seat]:
            return 1.0, 1.0
        held = [*hand[:kept], *choice.later, choice.card]
        key = (choice.named, *sorted(held))
        odds = choice.odds.get(key)
        if odds is None:
            if len(choice.odds) >= MEMO_LIMIT:
                choice.odds.clear()
            odds = choice.odds[key] = self._held_odds(seat, choice, held)
        return odds

    def _held_odds(self, seat: int, choice: Choice, held: list[int]) -> tuple[float, float]:
        """`medium_odds` for the cards the seat held when it made the choice."""
        counts = self._counts  # all zero between calls: only the held types are set and reset
        mask = 0
        for t in held:
            counts[t] += 1
            mask |= 1 << t
        try:
            return self._odds(seat, choice, counts, mask)
        finally:
            for t in held:
                counts[t] = 0

    def _odds(self, seat: int, choice: Choice, counts: list[int], mask: int) -> tuple[float, float]:
        sizes = choice.sizes
        state = self._scratch
        state.hands[seat] = counts
        state.masks[seat] = mask
        state.sizes = list(sizes)
        state.top, state.colour, state.direction = choice.top, choice.colour, choice.direction
        state.turn, state.phase, state._legal_seat = seat, S.TURN, -1
        legal = regular_actions(state)
        scores: list[tuple[int, float]] = []
        decide(
            self._tables,
            seat,
            counts,
            mask,
            sizes,
            choice.direction,
            choice.colour,
            S.TURN,
            None,
            seat,
            legal,
            self._rng,
            choice.lacks,
            choice.discard,
            None,
            scores,
        )
        if not scores:  # a single legal move
            scores = [(a, 0.0) for a in legal if not a & A.CALL_BIT]
        matched = 0
        top_score = max(s for _, s in scores)
        total = chosen = 0.0
        for a, s in scores:
            w = math.exp((s - top_score) / TEMPERATURE)
            total += w
            if A.type_of(a) == choice.card and (choice.named < 0 or A.colour_of(a) == choice.named):
                chosen += w
                matched += 1
        if not matched:
            return 1.0, 1.0
        return chosen / total, matched / len(scores)

    def likelihood(self, seat: int, hand: Sequence[int]) -> float:
        """How well `hand` (the seat's cards now) explains the seat's recent choices, each
        scored as the mixture of the medium reading and a uniform choice."""
        w = self.trust(seat)
        out = 1.0
        for choice in self.choices[seat]:
            medium, uniform = self.medium_odds(seat, choice, hand)
            out *= w * medium + (1.0 - w) * uniform
        return out

    def measure(self, seat: int, hands: Iterable[Sequence[int]]) -> None:
        """Count the evidence of the seat's unmeasured choices for or against the medium
        reading: the chance of each choice under medium against under a uniform choice,
        each averaged over the guessed `hands` (deals from what the seat's draws allow)."""
        fresh = [c for c in self.choices[seat] if not c.measured]
        if not fresh:
            return
        hands = list(hands)
        for choice in fresh:
            choice.measured = True
            odds = [self.medium_odds(seat, choice, hand) for hand in hands]
            medium = sum(m for m, _ in odds) / len(odds)
            uniform = sum(u for _, u in odds) / len(odds)
            if medium > 0.0 and uniform > 0.0:
                self.log_odds[seat] += math.log(medium / uniform)

    # -- saving ------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "top": self.top,
            "colour": self.colour,
            "direction": self.direction,
            "sizes": list(self.sizes),
            "discard": list(self.discard),
            "watch": self.watch.memory(),
            "log_odds": list(self.log_odds),
            "choices": [[c.to_json() for c in mine] for mine in self.choices],
        }

    def restore(self, data: dict[str, Any]) -> None:
        self.top, self.colour = int(data["top"]), int(data["colour"])
        self.direction = int(data["direction"])
        self.sizes = [int(k) for k in data["sizes"]]
        self.discard = [int(t) for t in data["discard"]]
        self.watch.restore(data["watch"])
        self.log_odds = [float(x) for x in data["log_odds"]]
        self.choices = [[Choice.from_json(c) for c in mine] for mine in data["choices"]]
