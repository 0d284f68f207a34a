"""Invariant checks for random-play tests: card conservation, legality, what a seat may see.

`play_checked` plays one round with the simulator's random player and checks, after every
`apply`: every card of the deck is somewhere exactly once, the action was legal for its seat,
`actors` lists exactly the seats with legal actions, an illegal action is refused without
changing the state, each seat's observation holds only its own cards (and cards revealed to
everyone), and `visible_event` hides other seats' cards. The events, with the simulator's
action and state records, are then re-checked card by card by the engine-free trace checker.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import fields
from random import Random

from game.engine import (
    IllegalAction,
    actors,
    apply,
    event_to_dict,
    legal_actions,
    new_round,
    observe,
    visible_event,
)
from game.engine import actions as A
from game.engine import events as EV
from game.engine.rules import Rules
from game.engine.state import FIELD_NAMES, State
from game.ruleset import rules_identity
from game.sim.random_player import RandomPlayer
from game.sim.replay import check_records
from game.sim.trace import action_record, header_record, round_start_record, state_record

CAP = 100_000
# Observation fields reviewed for secrets: ones that hold no card of any hand, and the ones that
# hold cards (own hand, public piles, revealed cards, the seat's own drawn card). A new field
# that holds a tuple fails `check_observation` until it is reviewed and listed here.
PUBLIC_FIELDS = {
    "group",
    "waits",  # turns each seat still sits out: everyone saw the skips
    "seat",
    "players",
    "hand_sizes",
    "top",
    "colour",
    "direction",
    "turn",
    "phase",
    "pending",
    "pending_amount",
    "pending_colour",
    "calls",
    "owed_seat",
    "draw_pile",
    "discard_pile",
    "dealer",
    "turn_no",
    "over",
    "winner",
    "pend",
    "chain",
    "pend_effect",
    "pend_first",
    "owed_call",
    "owed_turn",
    "jump_open",
    "last_player",
    "stalled",
    "trade",
    "starter",
    "phase_code",
    "finished",
}
CARD_FIELDS = {"hand", "revealed", "discard", "drawn", "stage"}


def check_conservation(state: State) -> None:
    rules = state.rules
    total = Counter(state.draw) + Counter(state.discard)
    for seat in range(state.n):
        hand = state.hand(seat)
        assert len(hand) == state.sizes[seat], (
            f"seat {seat}: size {state.sizes[seat]}, holds {len(hand)}"
        )
        mask = sum(1 << t for t in set(hand))
        assert mask == state.masks[seat], f"seat {seat}: the mask does not match the hand"
        total.update(hand)
    deck = rules.decks[state.n]  # the packs of this many players
    assert sum(total.values()) == len(deck), f"{sum(total.values())} cards, deck has {len(deck)}"
    assert total == Counter(deck), (
        f"per-card counts differ: {(total - Counter(deck)) + (Counter(deck) - total)}"
    )
    assert (
        state.discard == [] or state.discard[-1] == state.top or not state.rules.reshuffle_keeps_top
    )


def fingerprint(state: State) -> tuple:
    """Everything `apply` may change (refused actions must leave it as it was)."""
    return tuple(
        (
            getattr(state, name)[:]
            if isinstance(getattr(state, name), list)
            else getattr(state, name)
        )
        if name != "hands"
        else [h[:] for h in state.hands]
        for name in FIELD_NAMES
    )


class RevealedModel:
    """Which cards of each hand everyone has seen, from REVEAL and TRADE events alone."""

    def __init__(self, players: int) -> None:
        self.known = [Counter() for _ in range(players)]

    def update(self, events: list) -> None:
        """Follow the events in order; the TRADE events of one trade move hands all at once."""
        old = None
        for kind, seat, a, _b in events:
            if kind == EV.TRADE:
                old = old or [Counter(k) for k in self.known]
                self.known[a] = old[seat]
                continue
            old = None
            if kind == EV.REVEAL:
                self.known[seat] = Counter(a)
            elif kind in (EV.PLAY, EV.JUMP, EV.DEFEND) and self.known[seat][a] > 0:
                self.known[seat][a] -= 1


def check_observation(state: State, seat: int, revealed: RevealedModel) -> None:
    obs = observe(state, seat)
    for f in fields(obs):
        value = getattr(obs, f.name)
        if f.name in CARD_FIELDS:
            continue
        if f.name not in PUBLIC_FIELDS:
            assert not isinstance(value, (tuple, list)), (
                f"new observation field {f.name}: review it"
            )
        elif f.name in ("hand_sizes", "calls"):
            assert len(value) == state.n and all(isinstance(v, int) for v in value), f.name
        elif f.name == "trade":
            assert value is None or value == state.trade
        elif f.name == "group":  # every card of it was laid face up
            assert value == state.group
        elif f.name == "waits":  # turns still to sit out: every skip was public
            assert value == state.waits
            assert not value or (len(value) == state.n and any(value))
        elif f.name == "finished":  # who went out, and when, everyone saw
            assert value == state.finished and all(not state.sizes[s] for s in value)
        elif f.name != "pend_effect":
            assert isinstance(value, (int, str, bool)), f"{f.name} = {value!r}"
    assert list(obs.hand) == state.hand(seat)
    assert list(obs.hand_sizes) == state.sizes
    if hasattr(obs, "discard"):
        assert list(obs.discard) == state.discard  # public: every card there was shown face up
    if obs.stage is not None or state.stage is not None:
        # Who is still to act is public; a choice is seen only by the seat that made it.
        assert obs.stage is not None and state.stage is not None
        assert obs.stage[:2] == state.stage[:2] and obs.stage[3:] == state.stage[3:]
        for (s, choice), (_s, true) in zip(obs.stage[2], state.stage[2], strict=True):
            assert choice == (true if s == seat else -1), f"seat {seat} sees seat {s}'s choice"
    drawn = getattr(obs, "drawn", -2)
    assert drawn < 0 or drawn in obs.hand or drawn in state.discard, (
        "drawn shows another hand's card"
    )
    for other in range(state.n):
        shown = Counter(obs.revealed[other])
        assert not shown - revealed.known[other], (
            f"seat {seat} sees {shown - revealed.known[other]} of seat {other}'s hand never revealed"
        )
        assert not shown - Counter(state.hand(other)), f"revealed cards seat {other} does not hold"


def check_visible(event: tuple, players: int) -> None:
    kind, actor = event[0], event[1]
    for seat in range(players):
        seen = visible_event(event, seat)
        if kind in (EV.DRAW, EV.DEAL) and actor != seat:
            assert seen[2] == -1, f"seat {seat} sees seat {actor}'s card"
        elif kind == EV.SHUFFLE:
            assert not isinstance(seen[2], tuple), "a shuffled pile's order is visible"
        elif kind == EV.TRADE and seat not in (actor, event[2]):
            assert not isinstance(seen[3], tuple), f"seat {seat} sees a hand passed between others"
        elif kind == EV.GAVE and seat != actor:
            assert seen[2] == -1, f"seat {seat} sees the card seat {actor} chose to give"
        elif kind == EV.CARD_PASSED and seat not in (actor, event[2]):
            assert seen[3] == -1, f"seat {seat} sees a card passed between others"
        elif kind == EV.SHOWN and seat not in (actor, event[3]):
            assert seen[2] == -1, f"seat {seat} sees a hand shown to seat {event[3]}"
        else:
            assert seen == event


def _well_formed(rules: Rules, players: int, rng: Random) -> int:
    """A random action whose every field names something that exists (malformed ints are
    fuzzed in test_engine_illegal.py)."""
    t = rng.randrange(rules.n_types)
    choose = rules.type_choose[t]
    option = rng.randrange(len(choose.options)) if choose and rng.random() < 0.8 else -1
    colour = rng.randrange(len(rules.colours)) if rng.random() < 0.5 else -1
    target = rng.choice([-1, -1, A.TARGET_LEFT, A.TARGET_RIGHT, rng.randrange(players)])
    kind = rng.choice([A.PLAY, A.PLAY, A.JUMP, A.DEFEND, A.GIVE])
    return A.make(kind, t, colour=colour, option=option, target=target, call=rng.random() < 0.3)


def _illegal_try(state: State, seat: int, legal: list[int], rng: Random) -> None:
    """Try one action that is not legal for `seat`; it must be refused and change nothing."""
    rules = state.rules
    candidates = [
        A.DRAW,
        A.PASS,
        A.ACCEPT,
        A.RESOLVE,
        A.CALL,
        A.make(A.CATCH, target=seat),
        A.make(A.PLAY, rng.randrange(rules.n_types)),
        A.make(A.JUMP, rng.randrange(rules.n_types)),
        A.make(A.DEFEND, rng.randrange(rules.n_types)),
        A.make(A.GIVE, rng.randrange(rules.n_types)),
        A.make(A.PLAY, rng.randrange(rules.n_types), colour=rng.randrange(len(rules.colours))),
        _well_formed(rules, state.n, rng),
    ]
    for other in range(state.n):
        if other != seat:
            candidates += legal_actions(state, other)
    candidates = [a for a in candidates if a not in legal_actions(state, seat)]
    if not candidates:
        return
    action = rng.choice(candidates)
    before = fingerprint(state)
    try:
        apply(state, action, seat)
    except IllegalAction as refused:
        assert str(refused), "an IllegalAction without a reason"
    else:
        raise AssertionError(f"{A.action_to_text(rules, action)} by seat {seat} was accepted")
    assert fingerprint(state) == before, "a refused action changed the state"


def play_checked(
    rules: Rules,
    players: int,
    seed: int,
    *,
    forget_calls: float = 0.0,
    illegal_every: int = 4,
    strict: bool = False,
) -> State:
    rng = Random(seed)
    dealer = seed % players
    state, events = new_round(rules, players, seed, dealer=dealer)
    # With the ruleset's header, so that the replay reads the rules too (with `strict`: every
    # card judged, the calls counted, the scores worked out again).
    records: list[dict] = [
        header_record(rules_identity(rules), players=players, games=1, seed=seed),
        round_start_record(rules, players, seed, dealer, 0),
    ]
    records += [event_to_dict(rules, e) for e in events]
    check_conservation(state)
    player = RandomPlayer(Random(seed + 1), forget_calls=forget_calls)
    revealed = RevealedModel(players)
    for step in range(CAP):
        if state.over:
            break
        who = actors(state)
        assert legal_actions(state, state.turn), "the seat to act has no legal action"
        for seat in range(players):
            # actors lists every seat a window is open for, holding an answer or not (so that
            # being asked gives nothing away); a seat with a legal action is always among them.
            assert not legal_actions(state, seat) or seat in who, (
                f"seat {seat}: has legal actions but is not among the actors {who}"
            )
        seat, action = player.choose(state)
        legal = list(legal_actions(state, seat))
        assert action in legal
        if step % illegal_every == 0:
            _illegal_try(state, seat, legal, rng)
        records.append(action_record(rules, seat, action))
        events = apply(state, action, seat)
        assert events, "apply reported nothing"
        records += [event_to_dict(rules, e) for e in events]
        records.append(state_record(state))
        check_conservation(state)
        revealed.update(events)
        for event in events:
            check_visible(event, players)
        for seat in range(players):
            check_observation(state, seat, revealed)
    else:
        raise AssertionError(
            f"{rules.id} with {players} players, seed {seed}: no end after {CAP} decisions"
        )
    assert state.result is not None and legal_actions(state) == () and actors(state) == []
    report = check_records(records, strict=strict)
    assert report.ok, report.problems
    return state
