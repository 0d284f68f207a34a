"""The presented state: the table as the person at the screen has seen it so far.

The engine's state runs ahead of the screen: a move is applied at once, and its events then
take a second or two to animate. What the screen draws, and what the buttons and the banner
say, must follow what has been *shown*, not what has been decided, or the HUD says "Show your
hand" while the Draw 4 is still in the air. So the session keeps a `Presented` value and
advances it one event at a time, as the screen reports each event's animation finished.

`show(presented, event)` is the one place that knows how a visible event changes the visible
table: hands and their sizes and the piles, as `game.engine.moves` says the cards go, the
colour a card brings when it lands, the cards an X+ revealed and a trade takes along. What a
batch of events leaves behind that no event states (the phase, a pending attack's amount, an
open call window, the turn number, the calls held) comes with the batch's end as a
`Situation`, read from the state as everybody sees it (`settle`). After every batch, the
presented state equals what `game.engine.observe` says for the viewer
(tests/table/test_presented.py holds that for whole games of every ruleset).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from game.engine import events as EV
from game.engine.events import Event, visible_event
from game.engine.moves import DISCARD, DRAW_PILE, HIDDEN, UNDER_DISCARD, Move, moves
from game.engine.observe import Observation
from game.engine.rules import Rules


@dataclass(frozen=True, slots=True)
class Situation:
    """What a batch of events leaves behind that no event says in so many words."""

    phase: str
    pending: str
    pending_amount: int
    owed_seat: int
    turn_no: int
    dealer: int
    calls: tuple[int, ...]  # a call shows as it is made; the engine keeps no winning call

    @classmethod
    def of(cls, obs: Observation) -> Situation:
        return cls(
            obs.phase,
            obs.pending,
            obs.pending_amount,
            obs.owed_seat,
            obs.turn_no,
            obs.dealer,
            tuple(obs.calls),
        )


@dataclass(frozen=True, slots=True)
class Presented:
    """The table seen from `viewer`; `sees`: the viewer's own cards may be shown (in
    pass-and-play not before they have tapped in). `hand` is in the order the cards came."""

    rules: Rules = field(repr=False, compare=False)
    viewer: int
    sees: bool
    hand: tuple[int, ...] = ()
    sizes: tuple[int, ...] = ()
    revealed: tuple[tuple[int, ...], ...] = ()
    calls: tuple[int, ...] = ()  # per seat: the index of the call made (-1 none)
    draw_pile: int = 0
    discard: tuple[int, ...] = ()  # top last
    colour: int = -1
    direction: int = 1
    turn: int = -1
    phase: str = "turn"
    pending: str = ""
    pending_amount: int = 0
    owed_seat: int = -1
    turn_no: int = 0
    dealer: int = 0
    over: bool = False
    winner: int = -1
    waits: tuple[int, ...] = ()  # per seat: turns it must still sit out (stacked skips)
    finished: tuple[int, ...] = ()  # the seats out of cards, in order (round_end: one_left)
    # Every hand, shown at the round's end (the ROUND_END event's; no observation holds them).
    round_hands: tuple[tuple[int, ...], ...] = field(default=(), compare=False)
    # The shown cards as they were before a trade's first hand moved (the engine moves them
    # all at once and reports each move as an event of its own).
    before_trade: tuple[tuple[int, ...], ...] | None = field(
        default=None, compare=False, repr=False
    )

    @classmethod
    def empty(cls, rules: Rules, players: int, viewer: int, *, sees: bool = True) -> Presented:
        return cls(
            rules,
            viewer,
            sees,
            sizes=(0,) * players,
            revealed=((),) * players,
            calls=(-1,) * players,
            draw_pile=len(rules.decks[players]),
        )

    @classmethod
    def start(cls, rules: Rules, obs: Observation, *, sees: bool = True) -> Presented:
        """The table as `obs` shows it (a resumed game, a new viewer, a test's position)."""
        return cls(
            rules,
            obs.seat,
            sees,
            hand=tuple(obs.hand) if sees else (),
            sizes=tuple(obs.hand_sizes),
            revealed=tuple(tuple(r) for r in obs.revealed),
            calls=tuple(obs.calls),
            draw_pile=obs.draw_pile,
            discard=tuple(obs.discard),
            colour=obs.colour,
            direction=obs.direction,
            turn=-1 if obs.over else obs.turn,
            phase=obs.phase,
            pending=obs.pending,
            pending_amount=obs.pending_amount,
            owed_seat=obs.owed_seat,
            turn_no=obs.turn_no,
            dealer=obs.dealer,
            over=obs.over,
            winner=obs.winner,
            waits=tuple(obs.waits),
            finished=tuple(obs.finished),
        )

    @property
    def top(self) -> int:
        return self.discard[-1] if self.discard else -1

    @property
    def colour_in_force(self) -> int:
        """The colour the screen shows in force, -1 none: none while the top card lets anything
        follow (`then_any`), whatever its own colour."""
        if not self.discard or self.rules.rank_then_any[self.rules.type_rank[self.discard[-1]]]:
            return -1
        return self.colour

    @property
    def seeing(self) -> int:
        """The seat whose hidden cards these eyes may see (-1: nobody's)."""
        return self.viewer if self.sees else -1

    def visible(self, event: Event) -> Event:
        """`event` as the person at the screen may see it."""
        return visible_event(event, self.seeing)

    def same_table(self, other: Presented) -> bool:
        """Equal but for the order of the cards in the hand (shown in the order they came)."""
        return replace(self, hand=tuple(sorted(self.hand))) == replace(
            other, hand=tuple(sorted(other.hand))
        )


CHALLENGED = "challenged"  # the screen's own phase: a wrong challenge's cards still to come


def settle(p: Presented, situation: Situation) -> Presented:
    """The end of a batch: what it left behind that no event said."""
    return replace(
        p,
        phase=situation.phase,
        pending=situation.pending,
        pending_amount=situation.pending_amount,
        owed_seat=situation.owed_seat,
        turn_no=situation.turn_no,
        dealer=situation.dealer,
        calls=situation.calls,
    )


def show(p: Presented, event: Event) -> Presented:
    """The presented state once `event` (as the viewer may see it) has been shown: the cards
    move as `game.engine.moves` says, and the rest changes by the event's kind."""
    kind = event[0]
    if kind != EV.TRADE and p.before_trade is not None:
        p = replace(p, before_trade=None)
    handler = _HANDLERS.get(kind)
    if handler is not None:
        p = handler(p, event)
    for move in moves(event):
        p = _moved(p, move)
    return p


# -- how each event changes the table ---------------------------------------------------------
def _set(values: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return values[:index] + (value,) + values[index + 1 :]


def _without(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    if card not in cards:
        return cards
    index = cards.index(card)
    return cards[:index] + cards[index + 1 :]


def _moved(p: Presented, move: Move) -> Presented:
    """Cards go from one place to another (HIDDEN: face down to these eyes). A card landing on
    the pile brings its colour; a card leaving a hand leaves the cards shown of it (a trade's
    hands take theirs along: `_trade`)."""
    source, to, cards = move
    n = len(cards)
    hand, sizes, revealed = p.hand, p.sizes, p.revealed
    draw_pile, discard, colour = p.draw_pile, p.discard, p.colour
    if source == DRAW_PILE:
        draw_pile = max(0, draw_pile - n)
    elif source == DISCARD:  # its bottom cards: a reshuffle
        discard = discard[n:]
    elif source >= 0:
        sizes = _set(sizes, source, max(0, sizes[source] - n))
        for card in cards:
            if source == p.viewer:
                hand = _without(hand, card)
            if to < 0:
                revealed = _set(revealed, source, _without(revealed[source], card))
    if to == DRAW_PILE:
        draw_pile += n
    elif to == DISCARD:
        discard += cards
        for card in cards:
            own = p.rules.type_colour[card]
            colour = own if own >= 0 else colour
    elif to == UNDER_DISCARD:
        discard = cards + discard
    elif to >= 0:
        sizes = _set(sizes, to, sizes[to] + n)
        if to == p.viewer and p.sees:
            hand += tuple(card for card in cards if card != HIDDEN)
    return replace(
        p,
        hand=hand,
        sizes=sizes,
        revealed=revealed,
        draw_pile=draw_pile,
        discard=discard,
        colour=colour,
    )


def _shuffle(p: Presented, event: Event) -> Presented:
    _, _, pile, why = event
    if why != "deal":
        return p  # a reshuffle's cards moved with its RESHUFFLE event
    fresh = Presented.empty(p.rules, len(p.sizes), p.viewer, sees=p.sees)
    return replace(fresh, draw_pile=pile if isinstance(pile, int) else len(pile), dealer=p.dealer)


def _trade(p: Presented, event: Event) -> Presented:
    """One hand moves from `src` to `dst` (the trade's other moves follow as events), and
    the cards shown of it go along."""
    _, src, dst, _cards = event
    before = p.before_trade if p.before_trade is not None else p.revealed
    return replace(
        p,
        revealed=_set(p.revealed, dst, before[src]),
        calls=(-1,) * len(p.calls),  # a new hand: no call made with it
        before_trade=before,
    )


def _call(p: Presented, event: Event) -> Presented:
    _, seat, _call_id, index = event
    return replace(p, calls=_set(p.calls, seat, index))


def _round_end(p: Presented, event: Event) -> Presented:
    _, winner, _, extra = event
    return replace(p, over=True, winner=winner, round_hands=tuple(extra["hands"]), turn=-1)


_HANDLERS: dict[int, Callable[[Presented, Event], Presented]] = {
    EV.SHUFFLE: _shuffle,
    EV.DRAW: lambda p, e: replace(p, calls=_set(p.calls, e[1], -1)),  # a draw undoes a call
    EV.TRADE: _trade,
    EV.CALL: _call,
    EV.ROUND_END: _round_end,
    EV.WENT_OUT: lambda p, e: replace(p, finished=(*p.finished, e[1])),
    EV.COLOUR: lambda p, e: replace(p, colour=e[2]),
    EV.DIRECTION: lambda p, e: replace(p, direction=e[2]),
    # The dealer's choice for the start card ("opening") comes as a turn of its own.
    EV.TURN: lambda p, e: replace(p, turn=e[1], phase=e[3] or "turn", pending="", pending_amount=0),
    EV.ATTACK: lambda p, e: replace(p, turn=e[1], pending=e[2], pending_amount=e[3]),
    # A stage asks its seats one by one: the seat asked acts, for the effect that opened it.
    EV.STAGE: lambda p, e: replace(p, turn=e[1], phase="stage", pending=e[2], pending_amount=0),
    EV.REVEAL: lambda p, e: replace(p, revealed=_set(p.revealed, e[1], tuple(e[2]))),
    EV.SHOWN: lambda p, e: _shown(p, e),
    EV.CHALLENGED: lambda p, e: _challenged(p, e),
    EV.WAITS: lambda p, e: _waits(p, e[1], e[2]),
    EV.SKIPPED: lambda p, e: _waits(p, e[1], _waiting(p, e[1]) - 1) if _waiting(p, e[1]) else p,
}


def _shown(p: Presented, event: Event) -> Presented:
    """A hand shown to one seat (a challenge): its cards face up where that seat looks."""
    _, seat, cards, to = event
    if to != p.viewer or not isinstance(cards, tuple) or not p.revealed:
        return p
    return replace(p, revealed=_set(p.revealed, seat, cards))


def _challenged(p: Presented, event: Event) -> Presented:
    """A challenge settles the attack at once (the engine clears it in the same action), so the
    badge and the line over the hand do not ask for an answer while the penalty's cards fly
    (or while the coach explains the challenge, the table holding still): a bluffer caught
    takes the cards and the challenger plays on; a challenger proved wrong takes them and the
    extra ("challenged": no answer is offered any more, only what is taken)."""
    bluff = event[3]
    if bluff or p.pending != "draw" or not p.discard:
        return replace(p, pending="", pending_amount=0)
    extra = p.rules.challenge_extra[p.discard[-1]]
    return replace(p, pending_amount=p.pending_amount + extra, phase=CHALLENGED)


def _waiting(p: Presented, seat: int) -> int:
    return p.waits[seat] if seat < len(p.waits) else 0


def _waits(p: Presented, seat: int, turns: int) -> Presented:
    waits = list(p.waits) if p.waits else [0] * len(p.sizes)
    waits[seat] = max(0, turns)
    return replace(p, waits=tuple(waits) if any(waits) else ())


def on_screen(p: Presented, leaving: list[tuple[int, int]], from_pile: int) -> Presented:
    """What the screen draws while cards are in the air: the presented state, less the cards
    on their way out of a hand (`leaving`: seat, card) and off the draw pile (`from_pile`).
    Their events are shown once they land; until then they are in neither place."""
    if not leaving and not from_pile:
        return p
    hand, sizes, revealed = p.hand, list(p.sizes), list(p.revealed)
    for seat, card in leaving:
        if seat == p.viewer:
            hand = _without(hand, card)
        sizes[seat] = max(0, sizes[seat] - 1)
        revealed[seat] = _without(revealed[seat], card)
    return replace(
        p,
        hand=hand,
        sizes=tuple(sizes),
        revealed=tuple(revealed),
        draw_pile=max(0, p.draw_pile - from_pile),
    )
