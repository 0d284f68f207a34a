"""The state of one round: plain data, cheap to copy, no history that grows.

Hands are counts per card type (plus a bit mask of the types held, so legality is one AND
against a precompiled table). Piles are lists of types, top last. Future reshuffles draw from
`seed`, so a state carries its own randomness and a copy replays identically.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, fields
from random import Random
from typing import Any, Final

from game.engine import events as EV
from game.engine.effects import Effect
from game.engine.frozen import rebuilt
from game.engine.rules import NO_COLOUR, Rules

# Phases: what the seat to act (`turn`) is asked for.
TURN: Final = 0  # a normal turn: play a matching card or draw
AFTER_DRAW: Final = 1  # may play the card just drawn (or any matching card), or pass
ATTACK: Final = 2  # must answer a pending draw or skip attack: stack, defend, or accept
FORCE: Final = 3  # a reveal-and-force attack: defend, or accept (show the hand)
FORCED: Final = 4  # must play a number card of any colour (or draw one when holding none)
COMPANION: Final = 5  # must add a coloured card to the card just played
TRADE: Final = 6  # a trade waits for defences; the trader resolves it
OVER: Final = 7
GROUP: Final = 8  # may add a card to the group just begun, or end it (game.engine.groups)
# The stage (`State.stage`, game.engine.stage): the players concerned act one after another,
# then the stage's finish runs and play goes on.
STAGE: Final = 9
# The start card counts as the dealer's play and asks the dealer's choice (a wished colour, an
# effect of a choose-effect card) before the first turn (game.engine.start_card).
OPENING: Final = 10

# Phases are appended, never renumbered: a save file holds them as numbers.
PHASE_NAMES: Final = (
    "turn",
    "after_draw",
    "attack",
    "force",
    "forced",
    "companion",
    "trade",
    "over",
    "group",
    "stage",
    "opening",
)


# How `State.copy` duplicates a field: search bots copy states thousands of times a second,
# so only what moves mutate in place is duplicated.
SHARE: Final = "share"  # an int, bool, tuple, frozen object or the rules: shared by the copy
LIST: Final = "list"  # a flat list mutated in place: sliced
LISTS: Final = "lists"  # a list of lists (the hands): each sliced
MAYBE_LIST: Final = "maybe_list"  # None or a list: sliced when there

Initial = Callable[["Rules", int, int], Any]  # (rules, players, seed) -> an empty state's value

# A waiting trade: (trader, target code, colour, affected seats, fine). `fine` is the call
# (an index into `rules.calls`) the trader was caught missing while the trade waited, -1 none:
# its penalty is drawn once the trade is done, into the hand the trader has then.
Trade = tuple[int, int, int, tuple[int, ...], int]

# An open stage: (the code of the effect kind that opened it, the seats still to act in order
# (the seat to act first), what each seat that acted chose as (seat, choice) pairs, the seat
# whose play opened it, the players to skip after it, and after it: 0 play goes on, 1 the
# opener plays again, 2 the opener keeps the turn (a forced play that does not lose it)).
# Plain ints and tuples: shared by a copy like `trade`.
Stage = tuple[int, tuple[int, ...], tuple[tuple[int, int], ...], int, int, int]


def staged(code: int, opener: int, seats: tuple[int, ...]) -> Stage:
    """A stage that effect kind `code`, played by `opener`, opens for `seats` in order."""
    return (code, seats, (), opener, 0, 0)


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a round ended: the winner (-1 none), each seat's score, and whether nobody could
    play or draw any more (the winner then by the ruleset's blocked_round)."""

    winner: int
    scores: tuple[int, ...]
    blocked: bool

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return rebuilt(self)  # pickled and copied alike compiled or not (game.engine.frozen)


def _field(copy: str, initial: Initial, doc: str) -> Any:
    return field(metadata={"copy": copy, "initial": initial, "doc": doc})


def _const(value: Any) -> Initial:
    return lambda _rules, _players, _seed: value


def _per_seat(value: Any) -> Initial:
    return lambda _rules, players, _seed: [value] * players


@dataclass(slots=True, init=False, eq=False, repr=False)
class State:
    """The one declaration of the state's fields. `FIELDS` (below) and `empty_state` are made
    from it; `copy` is written out (mypyc compiles no code made at run time), and tests hold
    the copy, the save file, the observation and the rebuilt state to it."""

    rules: Rules = _field(SHARE, lambda rules, _p, _s: rules, "the compiled ruleset")
    n: int = _field(SHARE, lambda _r, players, _s: players, "the number of seats")
    hands: list[list[int]] = _field(
        LISTS,
        lambda rules, players, _s: [[0] * rules.n_types for _ in range(players)],
        "per seat: how many of each card type it holds",
    )
    masks: list[int] = _field(LIST, _per_seat(0), "per seat: a bit per card type held")
    sizes: list[int] = _field(LIST, _per_seat(0), "per seat: the number of cards held")
    draw: list[int] = _field(LIST, lambda _r, _p, _s: [], "the draw pile, top last")
    discard: list[int] = _field(LIST, lambda _r, _p, _s: [], "the discard pile, top last")
    top: int = _field(SHARE, _const(0), "the card on top of the discard pile")
    colour: int = _field(SHARE, _const(NO_COLOUR), "the colour in force")
    direction: int = _field(SHARE, _const(1), "+1 clockwise, -1 counterclockwise")
    turn: int = _field(SHARE, _const(0), "the seat to act")
    phase: int = _field(SHARE, _const(TURN), "what the seat to act is asked for")
    turn_no: int = _field(SHARE, _const(0), "decisions of seats to act so far")
    pend: int = _field(SHARE, _const(0), "an attack's cards to draw, or skips still to serve")
    chain: int = _field(SHARE, _const(0), "skip cards played in a row (a skip attack)")
    waits: tuple[int, ...] = _field(
        SHARE, _const(()), "per seat: turns it must still wait (stacked skips), () when none"
    )
    pend_effect: Effect | None = _field(SHARE, _const(None), "the effect waiting for an answer")
    pend_colour: int = _field(SHARE, _const(NO_COLOUR), "the colour that effect was played in")
    pend_first: int = _field(SHARE, _const(-1), "a reveal-and-force attack's first victim")
    drawn: int = _field(
        SHARE, _const(-2), "AFTER_DRAW / FORCED: the type that may be played, -1 any, -2 none"
    )
    owed_seat: int = _field(SHARE, _const(-1), "the seat whose call window is open, or -1")
    owed_call: int = _field(SHARE, _const(-1), "the index of the call it owes, or -1")
    owed_turn: int = _field(SHARE, _const(-1), "the turn number at which that window opened")
    jump_open: bool = _field(SHARE, _const(False), "may someone jump in on the top card now")
    last_player: int = _field(SHARE, _const(-1), "who put the top card down (-1: turned up)")
    winner: int = _field(SHARE, _const(-1), "set at the last card; its effect may still resolve")
    over: bool = _field(SHARE, _const(False), "the round has ended")
    stalled: int = _field(SHARE, _const(0), "turns in a row that neither played nor drew a card")
    seed: int = _field(SHARE, lambda _r, _p, seed: seed, "the seed of the next reshuffle")
    revealed: list[tuple[int, ...]] | None = _field(
        MAYBE_LIST, _const(None), "per seat: the cards of that hand everyone has seen"
    )
    called: list[int] = _field(
        LIST, _per_seat(-1), "per seat: the last call made, -1 none, -2 - turn: a false call then"
    )
    trade: Trade | None = _field(
        SHARE, _const(None), "a waiting trade: (trader, target code, colour, affected, fine)"
    )
    group: tuple[int, ...] = _field(
        SHARE, _const(()), "a group being laid: the colour before it, then each card's action"
    )
    stage: Stage | None = _field(
        SHARE, _const(None), "an open stage: (kind, to act, chosen, opener, skips, after)"
    )
    challenge: int = _field(
        SHARE, _const(-1), "a play its victim may challenge: the colour in force before it, or -1"
    )
    dealer: int = _field(SHARE, _const(0), "the seat that dealt")
    starter: int = _field(SHARE, _const(0), "the seat that began")
    result: Outcome | None = _field(SHARE, _const(None), "how the round ended, once it has")
    finished: tuple[int, ...] = _field(
        SHARE, _const(()), "the seats out of cards in the order they went out (round_end: one_left)"
    )
    # legal_actions' cache: the seat it was computed for (-1: none) and its answer.
    _legal_seat: int = field(default=-1, metadata={"cache": True})
    _legal: tuple[int, ...] | None = field(default=None, metadata={"cache": True})

    def copy(self) -> State:
        """A deep copy for search: only the containers that moves mutate are duplicated (each
        field as its `copy` kind says; tests/engine/test_engine_fields.py holds it to FIELDS)."""
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
        s.waits = self.waits
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
        s.group = self.group
        s.stage = self.stage
        s.challenge = self.challenge
        s.dealer = self.dealer
        s.starter = self.starter
        s.result = self.result
        s.finished = self.finished
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


FIELDS: Final = tuple(f for f in fields(State) if not f.metadata.get("cache"))
FIELD_NAMES: Final = tuple(f.name for f in FIELDS)
#: Each field's name and initial value's maker, read once: every round begins with an empty state.
_INITIALS: Final[tuple[tuple[str, Initial], ...]] = tuple(
    (f.name, f.metadata["initial"]) for f in FIELDS
)


def empty_state(rules: Rules, players: int, seed: int) -> State:
    """A state with no cards anywhere, every field at its initial value (see FIELDS)."""
    s = State.__new__(State)
    for name, initial in _INITIALS:
        setattr(s, name, initial(rules, players, seed))
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


#: Carries out a start card's effects before the first turn (`rules.start_card`: acts_on_first,
#: as_dealer; game.engine.start_card). `game.engine.core` sets it as it is imported, with the
#: package: the effects' homes work on states (this module), so this one cannot import them.
START_CARD_ACTS: Final[list[Callable[[State, list[EV.Event]], None]]] = []


def first_player(
    rules: Rules, players: int, dealer: int, chosen: int | None, direction: int = 1
) -> int:
    """Who begins: the dealer, the table's choice, or the dealer's neighbour in the direction
    of play (the left one, or the right one where play goes counterclockwise)."""
    if rules.first_player == "dealer":
        return dealer
    if rules.first_player == "chosen" and chosen is not None:
        return chosen
    return (dealer + direction) % players


def new_round(
    rules: Rules,
    players: int,
    seed: int,
    *,
    dealer: int = 0,
    starter: int | None = None,
    begins: int | None = None,
    order: Sequence[int] | None = None,
) -> tuple[State, list[EV.Event]]:
    """Shuffle with `seed`, deal one card at a time from the dealer's left, turn the start card.

    `starter` names who begins when the ruleset lets the table choose (`first_player: chosen`);
    `begins`, who begins whatever the ruleset says of a first round (the match's next starter).
    `order` is a draw pile to deal from instead of the shuffled
    one (top last): a guided round's arranged deal. It must hold exactly the ruleset's deck for
    this many players. The number of players picks the cards dealt and the packs
    (`Rules.hand_sizes`, `Rules.decks`).
    """
    if not rules.min_players <= players <= rules.max_players:
        raise ValueError(
            f"{rules.id} is for {rules.min_players}-{rules.max_players} players, not {players}"
        )
    rng = Random(seed)
    state = empty_state(rules, players, 0)
    events: list[EV.Event] = []
    deck = rules.decks[players]
    if order is None:
        pile = list(deck)
        shuffle(rng, pile)
    else:
        if sorted(order) != sorted(deck):
            raise ValueError("an arranged deal must hold exactly the ruleset's deck")
        pile = list(order)
    events.append((EV.SHUFFLE, -1, tuple(pile), "deal"))
    hands, masks, sizes = state.hands, state.masks, state.sizes
    order = [(dealer + k) % players for k in range(1, players + 1)]
    for _ in range(rules.hand_sizes[players]):
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
    state.direction = -1 if rules.first_direction == "counterclockwise" else 1
    if begins is None:
        begins = first_player(rules, players, dealer, starter, state.direction)
    state.turn = state.starter = begins
    state.turn_no = 1
    # D-32: a jump-in on the start card is allowed like on any card on top.
    state.jump_open = rules.type_jumpable[start]
    if rules.start_acts and rules.type_effects[start]:
        START_CARD_ACTS[0](state, events)
        return state, events
    events.append((EV.TURN, state.turn, 1, None))
    return state, events
