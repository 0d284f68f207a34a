"""The state of one round: plain data, cheap to copy, no history that grows.

Hands are counts per card type (plus a bit mask of the types held, so legality is one AND
against a precompiled table). Piles are lists of types, top last. Future reshuffles draw from
`seed`, so a state carries its own randomness and a copy replays identically.
"""

from __future__ import annotations

from random import Random
from typing import Any

from game.engine import events as EV
from game.engine.effects import Effect
from game.engine.rules import NO_COLOUR, Rules

# Phases: what the seat to act (`turn`) is asked for.
TURN = 0  # a normal turn: play a matching card or draw
AFTER_DRAW = 1  # may play the card just drawn (or any matching card), or pass
ATTACK = 2  # must answer a pending draw or skip attack: stack, defend, or accept
FORCE = 3  # a reveal-and-force attack: defend, or accept (show the hand)
FORCED = 4  # must play a number card of any colour (or draw one when holding none)
COMPANION = 5  # must add a coloured card to the card just played
TRADE = 6  # a trade waits for defences; the trader resolves it
OVER = 7

PHASE_NAMES = ("turn", "after_draw", "attack", "force", "forced", "companion", "trade", "over")


class State:
    __slots__ = (
        "rules",
        "n",
        "hands",
        "masks",
        "sizes",
        "draw",
        "discard",
        "top",
        "colour",
        "direction",
        "turn",
        "phase",
        "turn_no",
        "pend",
        "chain",
        "pend_effect",
        "pend_colour",
        "pend_first",
        "drawn",
        "owed_seat",
        "owed_call",
        "owed_turn",
        "jump_open",
        "last_player",
        "winner",
        "over",
        "stalled",
        "seed",
        "revealed",
        "called",
        "trade",
        "dealer",
        "starter",
        "result",
        "_legal_seat",
        "_legal",
    )
    _legal_seat: int
    _legal: tuple[int, ...] | None

    rules: Rules
    n: int
    hands: list[list[int]]
    masks: list[int]
    sizes: list[int]
    draw: list[int]
    discard: list[int]
    top: int
    colour: int
    direction: int
    turn: int
    phase: int
    turn_no: int
    pend: int  # cards to draw, or skips still to serve
    chain: int  # skip cards played in a row (a skip attack)
    pend_effect: Effect | None
    pend_colour: int
    pend_first: int  # the first victim of a reveal-and-force attack
    drawn: int  # AFTER_DRAW / FORCED: the one type that may be played, -1 any matching, -2 none
    owed_seat: int
    owed_call: int
    owed_turn: int
    jump_open: bool
    last_player: int
    winner: int  # set at the last card; the round may still be resolving its effect
    over: bool
    stalled: int  # turns in a row that neither played nor drew a card
    seed: int
    revealed: list[tuple[int, ...]] | None  # per seat: cards of that hand known to everyone
    called: list[int]  # per seat: index of the last call made, -1 none
    trade: (
        tuple[int, int, int, tuple[int, ...]] | None
    )  # trader, target code, colour, affected seats
    dealer: int
    starter: int
    result: dict[str, Any] | None

    def copy(self) -> State:
        """A deep copy for search: only the containers that moves mutate are duplicated."""
        s = State.__new__(State)
        s.rules = self.rules
        s.n = self.n
        s.hands = [h[:] for h in self.hands]
        s.masks = self.masks[:]
        s.sizes = self.sizes[:]
        s.draw = self.draw[:]
        s.discard = self.discard[:]
        s.top = self.top
        s.colour = self.colour
        s.direction = self.direction
        s.turn = self.turn
        s.phase = self.phase
        s.turn_no = self.turn_no
        s.pend = self.pend
        s.chain = self.chain
        s.pend_effect = self.pend_effect
        s.pend_colour = self.pend_colour
        s.pend_first = self.pend_first
        s.drawn = self.drawn
        s.owed_seat = self.owed_seat
        s.owed_call = self.owed_call
        s.owed_turn = self.owed_turn
        s.jump_open = self.jump_open
        s.last_player = self.last_player
        s.winner = self.winner
        s.over = self.over
        s.stalled = self.stalled
        s.seed = self.seed
        s.revealed = None if self.revealed is None else self.revealed[:]
        s.called = self.called[:]
        s.trade = self.trade
        s.dealer = self.dealer
        s.starter = self.starter
        s.result = self.result
        s._legal_seat = -1
        s._legal = None
        return s

    # -- small queries ---------------------------------------------------------------------
    def hand(self, seat: int) -> list[int]:
        """The cards of a hand as a sorted list of types."""
        out: list[int] = []
        counts = self.hands[seat]
        mask = self.masks[seat]
        while mask:  # only the types held, lowest first
            low = mask & -mask
            mask ^= low
            t = low.bit_length() - 1
            out += [t] * counts[t]
        return out

    def card_count(self) -> int:
        return sum(self.sizes) + len(self.draw) + len(self.discard)

    def next_seat(self, seat: int) -> int:
        """The next seat in the direction of play, passing over a winner whose last card is still
        being resolved (a seat with no cards that owes no winning call)."""
        n, d, sizes = self.n, self.direction, self.sizes
        seat = (seat + d) % n
        for _ in range(n):
            if sizes[seat] or seat == self.owed_seat:
                return seat
            seat = (seat + d) % n
        return seat

    def active_players(self) -> int:
        """Players still in the round: holding cards, or out without the winning call (huch)."""
        return sum(1 for s, k in enumerate(self.sizes) if k or s == self.owed_seat)

    def __repr__(self) -> str:
        r = self.rules
        hands = " | ".join(" ".join(r.type_text[t] for t in self.hand(s)) for s in range(self.n))
        return (
            f"<State {r.id} turn={self.turn} phase={PHASE_NAMES[self.phase]} "
            f"top={r.type_text[self.top]} colour={r.colour_name(self.colour)} hands=[{hands}]>"
        )


def empty_state(rules: Rules, players: int, seed: int) -> State:
    s = State.__new__(State)
    s.rules = rules
    s.n = players
    s.hands = [[0] * rules.n_types for _ in range(players)]
    s.masks = [0] * players
    s.sizes = [0] * players
    s.draw = []
    s.discard = []
    s.top = 0
    s.colour = NO_COLOUR
    s.direction = 1
    s.turn = 0
    s.phase = TURN
    s.turn_no = 0
    s.pend = 0
    s.chain = 0
    s.pend_effect = None
    s.pend_colour = NO_COLOUR
    s.pend_first = -1
    s.drawn = -2
    s.owed_seat = -1
    s.owed_call = -1
    s.owed_turn = -1
    s.jump_open = False
    s.last_player = -1
    s.winner = -1
    s.over = False
    s.stalled = 0
    s.seed = seed
    s.revealed = None
    s.called = [-1] * players
    s.trade = None
    s.dealer = 0
    s.starter = 0
    s.result = None
    s._legal_seat = -1
    s._legal = None
    return s


def give(state: State, seat: int, t: int) -> None:
    state.hands[seat][t] += 1
    state.masks[seat] |= 1 << t
    state.sizes[seat] += 1


def take(state: State, seat: int, t: int) -> None:
    hand = state.hands[seat]
    hand[t] -= 1
    if not hand[t]:
        state.masks[seat] &= ~(1 << t)
    state.sizes[seat] -= 1
    revealed = state.revealed
    if revealed is not None and t in revealed[seat]:
        known = list(revealed[seat])
        known.remove(t)
        revealed[seat] = tuple(known)


def shuffle(rng: Random, cards: list[int]) -> None:
    """Shuffle `cards` in place with exactly the swaps `rng.shuffle(cards)` makes.

    The same Fisher-Yates pass, each index drawn by rejection from `getrandbits` as CPython's
    `Random._randbelow` does, without two method calls per card: a deal shuffles a whole deck,
    and that was a sixth of a short round's time. A test holds it to `Random.shuffle`.
    """
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


def first_player(rules: Rules, players: int, dealer: int, chosen: int | None) -> int:
    if rules.first_player == "dealer":
        return dealer
    if rules.first_player == "chosen" and chosen is not None:
        return chosen
    return (dealer + 1) % players


def new_round(
    rules: Rules, players: int, seed: int, *, dealer: int = 0, starter: int | None = None
) -> tuple[State, list[EV.Event]]:
    """Shuffle with `seed`, deal one card at a time from the dealer's left, turn the start card.

    `starter` names who begins when the ruleset lets the table choose (`first_player: chosen`).
    """
    if not rules.min_players <= players <= rules.max_players:
        raise ValueError(
            f"{rules.id} is for {rules.min_players}-{rules.max_players} players, not {players}"
        )
    rng = Random(seed)
    state = empty_state(rules, players, 0)
    events: list[EV.Event] = []
    pile = list(rules.deck)
    shuffle(rng, pile)
    events.append((EV.SHUFFLE, -1, tuple(pile), "deal"))
    hands, masks, sizes = state.hands, state.masks, state.sizes
    order = [(dealer + k) % players for k in range(1, players + 1)]
    for _ in range(rules.hand_size):
        for seat in order:
            t = pile.pop()
            hands[seat][t] += 1  # give(), inlined: a deal is a sixth of a short round
            masks[seat] |= 1 << t
            sizes[seat] += 1
            events.append((EV.DEAL, seat, t, None))
    start = pile.pop()
    if rules.start_redraw:
        # Slide special start cards under the discard pile until a plain card shows.
        while rules.type_special[start] and pile:
            state.discard.insert(0, start)
            events.append((EV.START_CARD, -1, start, True))
            start = pile.pop()
    state.discard.append(start)
    events.append((EV.START_CARD, -1, start, False))
    state.top = start
    state.colour = rules.type_colour[start]
    state.draw = pile
    state.seed = rng.getrandbits(62)
    state.dealer = dealer
    state.turn = state.starter = first_player(rules, players, dealer, starter)
    state.turn_no = 1
    events.append((EV.TURN, state.turn, 1, None))
    return state, events
