"""`moves(event)`: every event kind either moves cards or is listed as moving none, and the
moves alone, replayed from the deal, leave every card where the engine's state has it."""

from __future__ import annotations

from collections import Counter
from random import Random

import pytest

from game.engine import apply, new_round, visible_event
from game.engine import events as EV
from game.engine.moves import (
    DISCARD,
    DRAW_PILE,
    HIDDEN,
    MOVING,
    STILL,
    UNDER_DISCARD,
    moves,
    place_name,
)
from game.engine.rules import Rules
from game.engine.state import State
from game.ruleset import builtin_ruleset_ids
from game.sim.random_player import RandomPlayer
from tests.helpers import draws, load

CAP = 20_000


def test_every_event_kind_is_decided():
    assert not MOVING & STILL
    assert set(EV.NAMES) == MOVING | STILL, "a new event kind: does it move cards?"


@pytest.mark.parametrize(
    ("event", "expected"),
    [
        ((EV.DEAL, 2, 7, None), ((DRAW_PILE, 2, (7,)),)),
        ((EV.DRAW, 0, 3, "penalty"), ((DRAW_PILE, 0, (3,)),)),
        ((EV.DRAW, 1, -1, "turn"), ((DRAW_PILE, 1, (HIDDEN,)),)),
        ((EV.START_CARD, -1, 5, False), ((DRAW_PILE, DISCARD, (5,)),)),
        ((EV.START_CARD, -1, 5, True), ((DRAW_PILE, UNDER_DISCARD, (5,)),)),
        ((EV.PLAY, 3, 9, "turn"), ((3, DISCARD, (9,)),)),
        ((EV.JUMP, 1, 9, None), ((1, DISCARD, (9,)),)),
        ((EV.DEFEND, 2, 0, None), ((2, DISCARD, (0,)),)),
        ((EV.TRADE, 0, 2, (1, 1, 4)), ((0, 2, (1, 1, 4)),)),
        ((EV.TRADE, 0, 2, 3), ((0, 2, (HIDDEN,) * 3),)),  # hidden from this seat
        ((EV.TRADE, 1, 0, ()), ((1, 0, ()),)),
        ((EV.RESHUFFLE, -1, 4, 6), ((DISCARD, DRAW_PILE, (HIDDEN,) * 4),)),
        ((EV.RESHUFFLE, -1, 5, -1), ((DISCARD, DRAW_PILE, (HIDDEN,) * 5),)),
    ],
)
def test_what_each_moving_kind_moves(event, expected):
    assert moves(event) == expected


@pytest.mark.parametrize(
    "event",
    [
        (EV.SHUFFLE, -1, (1, 2, 3), "deal"),
        (EV.SHUFFLE, -1, 3, "reshuffle"),
        (EV.TURN, 0, 1, None),
        (EV.PASS, 0, False, None),
        (EV.COLOUR, 0, 2, None),
        (EV.PENALTY, 1, 2, "missed mau"),
        (EV.REVEAL, 1, (3, 4), None),
        (EV.ROUND_END, 0, (1, 0), {"blocked": False, "hands": ((), (1,))}),
        (EV.TRADE_CHOSEN, 0, "swap", 1),
        (EV.CHOOSE_AGAIN, 0, None, None),
    ],
)
def test_the_other_kinds_move_nothing(event):
    assert moves(event) == ()


def test_places_are_named_as_the_trace_names_them():
    assert [place_name(p) for p in (DRAW_PILE, DISCARD, UNDER_DISCARD, 0, 3)] == [
        "draw_pile",
        "discard_pile",
        "under_discard",
        "hand:0",
        "hand:3",
    ]


# -- replaying the moves alone ----------------------------------------------------------------
class Table:
    """Hands, draw pile and discard pile built from `moves` and nothing else. `seat`: the one
    whose eyes see the events (visible_event), -1 for the full events; it keeps its own hand's
    cards and the discard pile, and counts the rest."""

    def __init__(self, rules: Rules, players: int, seat: int) -> None:
        self.seat = seat
        self.draw = Counter(rules.deck)  # a round begins with the deck in the draw pile
        self.draw_size = len(rules.deck)
        self.discard: list[int] = []
        self.hands = [Counter() for _ in range(players)]
        self.sizes = [0] * players

    def follow(self, event: EV.Event) -> None:
        for source, to, cards in moves(event):
            if source == DISCARD:  # its bottom cards: the discard pile is face up
                assert all(t == HIDDEN for t in cards) or cards == tuple(self.discard[: len(cards)])
                cards, self.discard = tuple(self.discard[: len(cards)]), self.discard[len(cards) :]
            self._take(source, cards)
            self._put(to, cards)

    def _keeps(self, place: int) -> bool:
        """Whether this table keeps the cards of `place` (else only their number)."""
        return self.seat < 0 or place == self.seat

    def _take(self, place: int, cards: tuple[int, ...]) -> None:
        if place == DRAW_PILE:
            self.draw_size -= len(cards)
            if self._keeps(place):
                self._remove(self.draw, cards)
        elif place >= 0:
            self.sizes[place] -= len(cards)
            if self._keeps(place):
                self._remove(self.hands[place], cards)
        assert place != UNDER_DISCARD, "nothing is taken from under the pile"

    def _put(self, place: int, cards: tuple[int, ...]) -> None:
        assert HIDDEN not in cards or place >= 0 or place == DRAW_PILE, "a hidden card shown"
        assert HIDDEN not in cards or not self._keeps(place), "a card hidden from its keeper"
        if place == DRAW_PILE:
            self.draw_size += len(cards)
            if self._keeps(place):
                self.draw.update(cards)
        elif place == DISCARD:
            self.discard += cards
        elif place == UNDER_DISCARD:
            self.discard[:0] = cards
        else:
            self.sizes[place] += len(cards)
            if self._keeps(place):
                self.hands[place].update(cards)

    @staticmethod
    def _remove(where: Counter, cards: tuple[int, ...]) -> None:
        for t in cards:
            assert where[t] > 0, f"card {t} taken from a place that does not hold it"
            where[t] -= 1
        where += Counter()  # drops the zeros, in place

    def check(self, state: State, seat: int) -> None:
        assert self.discard == state.discard
        assert self.draw_size == len(state.draw)
        assert self.sizes == state.sizes
        if seat < 0:
            assert self.draw == Counter(state.draw)
            assert self.hands == [Counter(state.hand(s)) for s in range(state.n)]
        else:
            assert self.hands[seat] == Counter(state.hand(seat))


CASES = [
    *(
        (name, players, {})
        for name in builtin_ruleset_ids()
        for players in (2, 3, load(name).max_players)
    ),
    # No built-in ruleset turns the whole discard pile over: a start card follows a reshuffle.
    ("noris", 2, {"rules__reshuffle": "all"}),
    ("abacus", 3, {"rules__reshuffle": "all"}),
    # Every player passes a card left (classic's house rule D-36): a stage's cards.
    ("classic", 4, {"ranks__9__effects": ["pass_card_left"]}),
]
SEEDS = draws(range(30), quick=range(4))


def rounds(rules: Rules, players: int, seeds: range):
    """(state, events) after the deal and after each action of random rounds, one per seed."""
    for seed in seeds:
        state, events = new_round(rules, players, seed, dealer=seed % players)
        player = RandomPlayer(Random(seed), forget_calls=0.2)
        yield state, events
        for _ in range(CAP):
            if state.over:
                break
            seat, action = player.choose(state)
            yield state, apply(state, action, seat)
        assert state.over, f"{rules.id}, seed {seed}: no end"


@pytest.mark.parametrize(
    ("name", "players", "overrides"),
    CASES,
    ids=[f"{n}-{p}{'-all' if o else ''}" for n, p, o in CASES],
)
def test_the_moves_alone_put_every_card_where_the_state_has_it(name, players, overrides):
    """Followed with all cards seen, and by each seat as it sees the events: every hand (or
    its size and the seat's own), the draw pile and the discard pile after every action."""
    rules = load(name, **overrides)
    tables: dict[int, Table] = {}
    for state, events in rounds(rules, players, SEEDS):
        if events[0][0] == EV.SHUFFLE and events[0][3] == "deal":
            tables = {seat: Table(rules, players, seat) for seat in range(-1, players)}
        for seat, table in tables.items():
            for event in events:
                table.follow(event if seat < 0 else visible_event(event, seat))
            table.check(state, seat)


def test_the_random_rounds_meet_every_kind_that_moves():
    """The rounds above move cards by every moving kind (else a kind goes unchecked)."""
    seen: set[int] = set()
    for name, players, overrides in CASES:
        for _state, events in rounds(load(name, **overrides), players, SEEDS):
            seen.update(e[0] for e in events)
        if seen >= MOVING:
            return
    assert seen >= MOVING, [EV.NAMES[k] for k in MOVING - seen]
