"""Fast move choices for the search: playouts, opponents' windows, and the bot's own windows.

The search spends most of its time in playouts, so a playout move must cost a few
microseconds. `playout_policy()` returns the medium bot's move function for playouts;
`greedy_action` is a cheaper, weaker one with the same call shape (the hard bot's
`playout="greedy"`). The out-of-turn choices (late call, catch, jump-in, defending a trade)
are decided here by rule of thumb for every seat, in the tree and at the real table alike.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from random import Random

from game.bots.medium import medium_action_from_state
from game.engine import actions as A
from game.engine import effects as E
from game.engine import state as S
from game.engine.state import State, Trade

Policy = Callable[[State, int, Sequence[int], Random], int]

CALL_BIT = A.CALL_BIT
KIND_MASK = A.KIND_MASK
LATE_CALL = A.CALL


def with_calls(legal: Sequence[int]) -> list[int]:
    """Drop the silent twin of every play that may carry its call: forgetting only costs."""
    if max(legal) < CALL_BIT:
        return list(legal)
    calling = {a for a in legal if a & CALL_BIT}
    return [a for a in legal if a & CALL_BIT or (a | CALL_BIT) not in calling]


def with_twins(acts: Sequence[int]) -> list[int]:
    """`acts` plus the silent twin of each calling play, the shape of a legal-action list that
    move functions expect (they choose a move, then add its call)."""
    return list(acts) + [a & ~CALL_BIT for a in acts if a & CALL_BIT]


def pick(policy: Policy, state: State, seat: int, acts: Sequence[int], rng: Random) -> int:
    """The policy's choice among `acts` (calling plays only), or -1 when it picks none of them."""
    a = policy(state, seat, with_twins(acts), rng)
    if a in acts:
        return a
    return a | CALL_BIT if a is not None and (a | CALL_BIT) in acts else -1


# -- out of turn ------------------------------------------------------------------------------
def out_of_turn_choice(state: State, seat: int, acts: Sequence[int]) -> int | None:
    """A seat's answer to a window it did not open (None: let it pass)."""
    return window_choice(acts, lambda: trade_hurts(state.trade, state.sizes, seat))


def window_choice(acts: Sequence[int], hurts: Callable[[], bool]) -> int | None:
    """A late call and a catch never hurt; a jump-in sheds a card and takes the turn; a trade is
    defended only when the hand it would bring is not smaller than the card the defence costs.
    """
    best = None
    for a in acts:
        kind = a & KIND_MASK
        if kind == LATE_CALL or kind == A.CATCH:
            return a
        if kind == A.JUMP:
            if best is None or a & CALL_BIT:
                best = a
        elif kind == A.DEFEND and best is None and hurts():
            best = a
    return best


def trade_hurts(trade: Trade | None, sizes: Sequence[int], seat: int) -> bool:
    """Would the announced trade leave `seat` with a hand no smaller than defending it would?"""
    if trade is None:
        return False
    trader, target = trade[0], trade[1]
    mine = sizes[seat]
    if target == A.TARGET_LEFT or target == A.TARGET_RIGHT:
        ring = [s for s in range(len(sizes)) if sizes[s]]
        step = 1 if target == A.TARGET_LEFT else -1
        incoming = ring[(ring.index(seat) - step) % len(ring)]
        return sizes[incoming] >= mine - 1
    return sizes[trader] >= mine - 1


# -- the greedy playout policy ----------------------------------------------------------------
def greedy_action(state: State, seat: int, legal: Sequence[int], rng: Random) -> int:
    """A quick, sensible move for the seat to act, from its own hand and the public state."""
    if len(legal) == 1:
        return legal[0]
    if LATE_CALL in legal:
        return LATE_CALL
    phase = state.phase
    if phase == S.TRADE:
        return A.RESOLVE
    best, best_score = legal[0], -1e9
    random = rng.random
    for a in legal:
        kind = a & KIND_MASK
        if kind == A.PLAY or kind == A.DEFEND:
            if (a | CALL_BIT) in legal and not a & CALL_BIT:
                continue
            score = _play_score(state, seat, a, phase)
        elif kind == A.DRAW or kind == A.ACCEPT or kind == A.PASS:
            score = 0.0
        else:
            continue  # jump-ins and catches are decided by out_of_turn_choice
        score += random() * 0.5
        if score > best_score:
            best, best_score = a, score
    return best


def _play_score(state: State, seat: int, action: int, phase: int) -> float:
    rules = state.rules
    t = (action >> A.TYPE_SHIFT) & A.TYPE_MASK
    if phase == S.FORCED:
        return 10.0 - rules.type_value[t]  # the victim draws the card's value: play it low
    score = 4.0 + rules.type_points[t] * 0.02
    if rules.rank_any[rules.type_rank[t]]:
        score -= 2.5 if state.sizes[seat] > 2 else 0.0  # keep a wild card for when stuck
    effects = rules.type_effects[t]
    if effects:
        score += _effect_score(state, seat, action, effects)
    colour = rules.type_colour[t]
    named = ((action >> A.COLOUR_SHIFT) & 0xF) - 1
    if named >= 0:
        colour = named
    if colour >= 0:
        score += 0.6 * _colour_count(state, seat, colour, t)
    return score


def _effect_score(state: State, seat: int, action: int, effects: tuple[E.Effect, ...]) -> float:
    nxt = state.sizes[state.next_seat(seat)]
    threat = 2.0 if nxt <= 2 else 0.5
    score = 0.0
    for effect in effects:
        reach = effect.reach  # what the kind's home says its effect does
        if reach.draw or reach.force:
            score += 1.0 + threat
        elif reach.skip:
            score += 0.5 + threat * 0.5
        elif reach.adds_card:
            score += 1.5
        elif reach.trades:
            score += _trade_score(state, seat, action)
        elif reach.chooses:
            option = ((action >> A.OPTION_SHIFT) & 0xF) - 1
            if option >= 0:
                score += _effect_score(state, seat, action, effect.options[option])
    return score


def _trade_score(state: State, seat: int, action: int) -> float:
    target = A.target_of(action)
    mine = state.sizes[seat] - 1
    sizes = state.sizes
    if target == A.TARGET_LEFT or target == A.TARGET_RIGHT:
        ring = [s for s in range(state.n) if sizes[s]]
        step = 1 if target == A.TARGET_LEFT else -1
        incoming = ring[(ring.index(seat) - step) % len(ring)]
        return float(mine - sizes[incoming]) - 1.0
    if target < 0:
        return -1.0
    return float(mine - sizes[target]) - 0.5


def _colour_count(state: State, seat: int, colour: int, played: int) -> int:
    """How many of the hand's other cards carry `colour`."""
    hand = state.hands[seat]
    mask = state.masks[seat] & state.rules.colour_masks[colour]
    count = 0
    while mask:
        low = mask & -mask
        mask ^= low
        t = low.bit_length() - 1
        count += hand[t] - (t == played)
    return count


def playout_policy() -> Policy:
    """The medium bot's move function, for playouts.

    The playout version leaves out the medium bot's count of the discard pile (its guess at
    whether the next player can follow): a playout moves ~50 times, and that count is most of
    the cost of a medium decision late in a round.
    """

    def medium_playout(state: State, seat: int, legal: Sequence[int], rng: Random) -> int:
        if len(legal) == 1:
            return legal[0]
        action = medium_action_from_state(state, seat, legal, rng, count_discard=False)
        return legal[0] if action is None else action

    return medium_playout
