"""The flow gives nothing away: at a real table nobody learns what is in another's hand from
whether they are asked. At each decision of random games of every ruleset, and for each other
seat watching, the cards hidden from both the watcher and the seat that acts (the other hands
and the draw pile) are dealt anew; who may act, the phase, what every seat sees of the table,
and the kinds of the events that follow the same action must not change."""

from __future__ import annotations

from collections import Counter
from random import Random

import pytest

from game.engine import actions as A
from game.engine import actors, apply, observe
from game.engine import state as S
from game.engine.events import CHOOSE_AGAIN
from game.engine.state import State
from game.ruleset import builtin_ruleset_ids
from game.sim.simulate import make_player
from tests.helpers import load

HOUSE_RULES = {
    "emmi": [{}, {"calls__enforcement": "automatic"}],
    "abacus": [{}, {"calls__enforcement": "challenge", "calls__window": "until_next_action"}],
    "classic": [{}],
    "noris": [{}, {"rules__jump_in__enabled": True}],
    "huch": [{}],
}


def redeal(state: State, seen: set[int], rng: Random) -> State:
    """A copy of `state` with every card the seats in `seen` cannot see dealt anew: the other
    hands (less the cards they revealed) and the draw pile's order, each hand keeping its size."""
    other = state.copy()
    known = other.revealed
    pool: list[int] = list(other.draw)
    kept: dict[int, list[int]] = {}
    for seat in range(other.n):
        if seat in seen:
            continue
        shown = Counter(known[seat]) if known is not None else Counter()
        hand = Counter(other.hand(seat))
        kept[seat] = list((hand & shown).elements())
        pool += list((hand - shown).elements())
    rng.shuffle(pool)
    for seat, cards in kept.items():
        size = other.sizes[seat]
        cards = cards + [pool.pop() for _ in range(size - len(cards))]
        other.hands[seat] = [0] * other.rules.n_types
        other.masks[seat] = 0
        for t in cards:
            other.hands[seat][t] += 1
            other.masks[seat] |= 1 << t
    other.draw = pool
    return other


def public(state: State, seat: int) -> tuple:
    """What `seat` sees, less its own hand (which a re-deal for another seat changes)."""
    view = observe(state, seat)
    return (
        view.turn,
        view.phase,
        view.pending,
        view.pending_amount,
        view.hand_sizes,
        view.top,
        view.colour,
        view.draw_pile,
        view.owed_call,
        view.revealed,
    )


def kinds(events: list) -> list[int]:
    return [e[0] for e in events]


CASES = [
    (name, players, flips)
    for name in builtin_ruleset_ids()
    for flips in HOUSE_RULES.get(name, [{}])
    for players in sorted({load(name, **flips).min_players, 3, 4})
]


@pytest.mark.parametrize("name, players, flips", CASES)
def test_hidden_cards_change_nothing_anyone_can_see(name, players, flips):
    from game.engine import new_round

    rules = load(name, **flips)
    rng = Random(7)
    for game in range(12):
        state, _ = new_round(rules, players, seed=1000 + game)
        player = make_player(game, forget_calls=0.3)
        for _decision in range(400):
            if state.over:
                break
            seat, action = player.choose(state)
            for watcher in range(state.n):
                if watcher != seat:
                    _same_for(state, redeal(state, {seat, watcher}, rng), seat, action)
            apply(state, action, seat)


def _same_for(state: State, twin: State, seat: int, action: int) -> None:
    assert actors(twin) == actors(state)
    assert twin.phase == state.phase
    if state.phase == S.FORCED and action == A.DRAW:
        return  # book 002, X+: the card drawn is played if a number, else passes it on: public
    real = state.copy()
    a, b = apply(real, action, seat), apply(twin, action, seat)
    if CHOOSE_AGAIN in kinds(a) + kinds(b):
        return  # the actor's own penalty card changed its choice (the rules issue asks for it)
    assert kinds(a) == kinds(b)
    assert actors(twin) == actors(real)
    for viewer in range(state.n):
        assert public(twin, viewer) == public(real, viewer)
