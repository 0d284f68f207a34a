"""The presented state, advanced one visible event at a time, equals what `observe` says for
its viewer after every batch: for whole games of every ruleset, from every seat, with the
viewer's own cards visible and (pass-and-play before the tap) hidden."""

from __future__ import annotations

from dataclasses import replace
from random import Random

import pytest

from game.engine import apply, observe
from game.engine import events as EV
from game.engine.match import Match
from game.ruleset import builtin_ruleset_ids, load_rules
from game.sim.random_player import RandomPlayer
from game.table.presented import Presented, Situation, settle, show
from tests.helpers import draws

# The matches played (`make quick` plays one of each: the seeds that show every kind of event).
MATCH_SEEDS = draws((1, 2, 3), quick=(1,))
RESHUFFLE_SEEDS = draws((4, 5), quick=(4,))
TRADE_SEEDS = draws(tuple(range(6, 12)), quick=(6,))
CATCH_SEEDS = draws(tuple(range(4)), quick=(3,))

HOUSE_RULES = [
    ("noris", {"rules.reshuffle": "all"}),
    ("abacus", {"rules.reshuffle": "all"}),
    ("huch", {"rules.reshuffle": "all"}),
]


def expected(rules, state, seat: int, sees: bool) -> Presented:  # type: ignore[no-untyped-def]
    return Presented.start(rules, observe(state, seat), sees=sees)


def play_match(
    ruleset: str,
    overrides: dict,
    players: int,
    seed: int,
    kinds: set[int] | None = None,
    *,
    short_pile: bool = False,
) -> int:
    """A whole match by random players (who forget calls, jump in and catch), every batch of
    events shown to one presented state per seat and per way of seeing; returns the batches
    (and adds the kinds of event seen to `kinds`). `short_pile`: after each deal all but two
    cards of the draw pile go under the discard pile, so that it is soon turned over."""
    rules = load_rules(ruleset, overrides=overrides or None)
    player = RandomPlayer(Random(seed), forget_calls=0.3, join_chance=0.5)
    match = Match(rules, players, seed)
    views: list[Presented] = []
    batches = 0
    kinds = set() if kinds is None else kinds
    for _ in range(40):
        if match.over:
            break
        state, events = match.start_round()
        if not views:
            views = [
                Presented.empty(rules, players, seat, sees=sees)
                for seat in range(players)
                for sees in (True, False)
            ]
        if short_pile:  # the table as it is now, from where the views start
            state.discard[:0], state.draw[:] = state.draw[:-2], state.draw[-2:]
            state._legal_seat = -1
            views = [expected(rules, state, v.viewer, v.sees) for v in views]
            events = []
        while True:
            kinds.update(e[0] for e in events)
            for k, view in enumerate(views):
                for event in events:
                    view = show(view, view.visible(event))
                view = settle(view, Situation.of(observe(state, view.viewer)))
                want = expected(rules, state, view.viewer, view.sees)
                assert view.same_table(want), (
                    f"{ruleset} seed {seed}, batch {batches}, seat {view.viewer}, "
                    f"sees {view.sees}: {_difference(view, want)}; events {events}"
                )
                views[k] = view
            batches += 1
            if state.over:
                break
            seat, action = player.choose(state)
            events = apply(state, action, seat)
        match.finish_round(state)
    assert EV.PLAY in kinds and EV.DRAW in kinds
    return batches


def _difference(got: Presented, want: Presented) -> dict:
    names = [n for n in Presented.__dataclass_fields__ if n not in ("rules", "before_trade")]
    a, b = replace(got, hand=tuple(sorted(got.hand))), replace(want, hand=tuple(sorted(want.hand)))
    return {n: (getattr(a, n), getattr(b, n)) for n in names if getattr(a, n) != getattr(b, n)}


@pytest.mark.parametrize("ruleset", builtin_ruleset_ids())
@pytest.mark.parametrize("players", [2, 4])
def test_the_presented_state_follows_observe_through_whole_matches(ruleset: str, players: int):
    batches = sum(play_match(ruleset, {}, players, seed) for seed in MATCH_SEEDS)
    assert batches > 66 * len(MATCH_SEEDS)  # whole matches, not a round cut short


@pytest.mark.parametrize(("ruleset", "overrides"), HOUSE_RULES)
def test_the_reshuffle_that_turns_the_whole_pile(ruleset: str, overrides: dict):
    kinds: set[int] = set()
    batches = [
        play_match(ruleset, overrides, 3, seed, kinds, short_pile=True) for seed in RESHUFFLE_SEEDS
    ]
    assert sum(batches) > 50 * len(RESHUFFLE_SEEDS)
    assert EV.RESHUFFLE in kinds


def test_trades_move_the_shown_cards_with_the_hands():
    """abacus: an X+ shows a hand, then a trade passes it on; every batch agrees."""
    kinds: set[int] = set()
    for seed in TRADE_SEEDS:
        play_match("abacus", {}, 5, seed, kinds, short_pile=seed % 2 == 0)
    assert {EV.TRADE, EV.REVEAL, EV.RESHUFFLE, EV.JUMP} <= kinds


def test_catches_and_late_calls():
    """emmi (challenge): missed calls are caught or made late; every batch agrees."""
    kinds: set[int] = set()
    for seed in CATCH_SEEDS:
        play_match("emmi", {}, 2 + seed % 2, seed, kinds, short_pile=True)
    assert {EV.CAUGHT, EV.CALL, EV.MISSED_CALL, EV.RESHUFFLE} <= kinds
