"""What the table shows right now, as one seat sees it.

The engine runs ahead of the screen: an action's events are applied to the state at once and
then animated one after another. This model is the screen's side. Each event moves it on when
its animation starts or lands (`apply_event`), and when the animations have caught up it is set
from the seat's observation (`sync`), which is all the table ever draws from — never the state.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine import events as EV
from game.engine.events import Event
from game.engine.observe import Observation
from game.engine.rules import Rules

SHOWN_DISCARDS = 7  # cards of the discard pile drawn fanned out under the top


@dataclass
class TableModel:
    rules: Rules
    players: int
    viewer: int
    hand: list[int] = field(default_factory=list)  # the viewer's cards, in the order dealt
    sizes: list[int] = field(default_factory=list)
    revealed: list[tuple[int, ...]] = field(default_factory=list)
    draw_count: int = 0
    discard: list[tuple[int, int]] = field(
        default_factory=list
    )  # (card, index in the pile), top last
    discard_total: int = 0
    colour: int = -1
    direction: int = 1
    turn: int = -1
    phase: str = "turn"
    pending: str = ""
    pending_amount: int = 0
    dealer: int = 0
    owed_seat: int = -1
    calls: list[int] = field(default_factory=list)
    over: bool = False
    winner: int = -1
    round_hands: tuple[tuple[int, ...], ...] = ()  # every hand, shown at the round's end

    def __post_init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        n = self.players
        self.hand = []
        self.sizes = [0] * n
        self.revealed = [() for _ in range(n)]
        self.calls = [-1] * n
        self.draw_count = len(self.rules.deck)
        self.discard = []
        self.discard_total = 0
        self.colour, self.direction, self.turn = -1, 1, -1
        self.pending, self.pending_amount, self.owed_seat = "", 0, -1
        self.over, self.winner, self.round_hands = False, -1, ()

    @property
    def top(self) -> int:
        return self.discard[-1][0] if self.discard else -1

    # -- events ----------------------------------------------------------------------------
    def take_from(self, seat: int, card: int) -> None:
        """A card leaves a hand (it starts flying to the pile)."""
        self.sizes[seat] = max(0, self.sizes[seat] - 1)
        if seat == self.viewer and card in self.hand:
            self.hand.remove(card)
        if card in self.revealed[seat]:
            known = list(self.revealed[seat])
            known.remove(card)
            self.revealed[seat] = tuple(known)

    def land_on_pile(self, card: int) -> None:
        """A card lands on the discard pile."""
        self.discard_total += 1
        self.discard.append((card, self.discard_total))
        del self.discard[:-SHOWN_DISCARDS]
        colour = self.rules.type_colour[card]
        if colour >= 0:
            self.colour = colour

    def take_from_pile(self) -> None:
        self.draw_count = max(0, self.draw_count - 1)

    def give(self, seat: int, card: int) -> None:
        """A drawn or dealt card arrives in a hand (card -1: unseen)."""
        self.sizes[seat] += 1
        if seat == self.viewer and card >= 0:
            self.hand.append(card)
        self.calls[seat] = -1

    def apply_event(self, event: Event) -> None:
        """Events that change the table without a card moving (card moves go through the
        calls above, timed by their flights)."""
        kind, seat, a, b = event
        if kind == EV.SHUFFLE and b == "deal":
            self.reset()
            self.draw_count = a if isinstance(a, int) else len(a)
        elif kind == EV.START_CARD and b:
            self.discard_total += 1  # slid under the pile: not seen on top
        elif kind == EV.COLOUR:
            self.colour = a
        elif kind == EV.DIRECTION:
            self.direction = a
        elif kind == EV.TURN:
            self.turn, self.pending, self.pending_amount = seat, "", 0
            self.phase = "turn"
        elif kind == EV.ATTACK:
            self.turn, self.pending, self.pending_amount = seat, a, b
        elif kind == EV.REVEAL:
            self.revealed[seat] = tuple(a)
        elif kind == EV.CALL:
            self.calls[seat] = 1
        elif kind == EV.RESHUFFLE:
            self.draw_count += a
            keep = self.rules.reshuffle_keeps_top and self.discard
            self.discard = [(self.discard[-1][0], 1)] if keep else []
            self.discard_total = len(self.discard)
        elif kind == EV.TRADE:
            self.sizes[a] = b if isinstance(b, int) else len(b)
            if a == self.viewer and not isinstance(b, int):
                self.hand = list(b)
        elif kind == EV.ROUND_END:
            self.over, self.winner = True, seat
            self.round_hands = b["hands"]
            self.turn = -1

    # -- the observation -------------------------------------------------------------------
    def sync(self, obs: Observation) -> None:
        """Take everything from the observation, keeping the hand's order where it still holds."""
        self.hand = _keep_order(self.hand, list(obs.hand))
        self.sizes = list(obs.hand_sizes)
        self.revealed = list(obs.revealed)
        self.draw_count = obs.draw_pile
        pile = list(obs.discard)
        self.discard_total = len(pile)
        start = max(0, len(pile) - SHOWN_DISCARDS)
        self.discard = [(card, k + 1) for k, card in enumerate(pile)][start:]
        self.colour, self.direction, self.turn = obs.colour, obs.direction, obs.turn
        self.phase, self.pending, self.pending_amount = obs.phase, obs.pending, obs.pending_amount
        if obs.pending in ("reveal_and_force", "trade", "companion"):
            self.pending_amount = 0
        self.dealer, self.owed_seat, self.calls = obs.dealer, obs.owed_seat, list(obs.calls)
        if obs.over:
            self.turn = -1


def _keep_order(shown: list[int], actual: list[int]) -> list[int]:
    """`actual` in the order the cards are shown, new cards at the end."""
    left = list(actual)
    out = []
    for card in shown:
        if card in left:
            left.remove(card)
            out.append(card)
    return out + left


@dataclass(frozen=True)
class RoundResult:
    """What the end of a round shows: the hands, the scores and the totals before them."""

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
