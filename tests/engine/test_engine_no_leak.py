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
from game.engine import actors, apply, observe, visible_event
from game.engine import events as EV
from game.engine import state as S
from game.engine.events import CHOOSE_AGAIN
from game.engine.notation import position
from game.engine.state import State
from game.ruleset import builtin_ruleset_ids
from game.sim.simulate import make_player
from tests.helpers import act, draws, load

HOUSE_RULES = {
    "emmi": [{}, {"calls__enforcement": "automatic"}],
    "abacus": [
        {},
        {"calls__enforcement": "challenge"},
        {"calls__enforcement": "challenge", "calls__window": "until_next_action"},
    ],
    "classic": [{}],
    "noris": [{}, {"rules__jump_in__enabled": True}],
    "huch": [{}, {"calls__window": "with_play"}],
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
    for game in range(draws(12, quick=3)):
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


def test_a_catch_while_a_trade_waits_shows_the_same_events_whoever_holds_a_0():
    """Book 002, "Kartentausch", under `calls.enforcement: challenge`: the trade waits for seat
    1's defence whether or not it holds a red 0, and the trader caught in that wait draws the
    penalty after the trade either way. Seats 2 and 3, who cannot see seat 1's hand, are asked
    the same and see the same events in the same order."""
    rules = load("abacus", calls__enforcement="challenge")
    steps = (("play red:trade_hands target=1", 0), ("catch 0", 2), ("resolve", 0))
    seen: dict[int, list] = {2: [], 3: []}
    for target in ("red:0 red:8 yellow:8", "red:4 red:8 yellow:8"):
        state = position(
            rules,
            hands=[
                "red:trade_hands blue:5",
                target,
                "green:skip yellow:7",
                "red:1 green:5 yellow:1",
            ],
            top="red:3",
            draw="green:3 blue:1 yellow:3",
        )
        watched: dict[int, list] = {2: [], 3: []}
        for text, seat in steps:
            asked = (tuple(actors(state)), state.phase)
            events = act(state, text, seat)
            for watcher, story in watched.items():
                story.append(asked)
                story.extend(visible_event(e, watcher) for e in events)
        for watcher, story in watched.items():
            seen[watcher].append(story)
    for watcher, (with_0, without) in seen.items():
        assert with_0 == without, f"seat {watcher} tells the hands apart"
        assert (EV.PENALTY, 0, 2, "missed achtung") in with_0
