"""Rebuild a full state from one seat's observation and a guess at the hidden cards.

Search bots never see the state. They sample the cards they cannot see (other hands, the draw
pile order, the seed of future shuffles) consistently with what they observed, and play out
the sampled states. `unseen_cards` says which cards are left to distribute.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

from game.engine import actions as A
from game.engine.observe import Observation
from game.engine.rules import Rules
from game.engine.stage import HIDDEN
from game.engine.state import State, empty_state, give


def unseen_cards(rules: Rules, obs: Observation) -> list[int]:
    """Cards in the other hands and the draw pile, as far as `obs.seat` can tell."""
    counts = list(rules.decks_counts[len(obs.hand_sizes)])
    for t in obs.hand:
        counts[t] -= 1
    for t in obs.discard:
        counts[t] -= 1
    out: list[int] = []
    for t, k in enumerate(counts):
        out += [t] * k
    return out


def rebuild(
    rules: Rules, obs: Observation, hands: Sequence[Sequence[int]], draw: Sequence[int], seed: int
) -> State:
    """A state equal to the real one in everything `obs` shows, with the given hidden cards.

    `hands[obs.seat]` is ignored (the observer's own hand is known); `draw` lists the draw pile
    with its top last.
    """
    state = empty_state(rules, obs.players, seed)
    for seat in range(obs.players):
        for t in obs.hand if seat == obs.seat else hands[seat]:
            give(state, seat, t)
    state.draw = list(draw)
    state.discard = list(obs.discard)
    state.top = obs.top
    state.colour = obs.colour
    state.direction = obs.direction
    state.turn = obs.turn
    state.phase = obs.phase_code
    state.turn_no = obs.turn_no
    state.pend = obs.pend
    state.chain = obs.chain
    state.waits = obs.waits
    state.pend_effect = obs.pend_effect
    state.pend_colour = obs.pending_colour
    state.pend_first = obs.pend_first
    # Another seat's just-drawn card is hidden: let it play any matching card.
    state.drawn = obs.drawn if obs.seat == obs.turn else -1
    state.owed_seat = obs.owed_seat
    state.owed_call = obs.owed_call
    state.owed_turn = obs.owed_turn
    state.jump_open = obs.jump_open
    state.last_player = obs.last_player
    state.winner = obs.winner if obs.over else _resolving_winner(obs)
    state.over = obs.over
    state.stalled = obs.stalled
    state.revealed = [tuple(r) for r in obs.revealed] if any(obs.revealed) else None
    state.called = list(obs.calls)
    state.trade = obs.trade
    state.group = obs.group
    state.stage = obs.stage
    state.finished = obs.finished
    state.challenge = obs.challenge
    guess_hidden_choices(state)
    state.dealer = obs.dealer
    state.starter = obs.starter
    return state


def _resolving_winner(obs: Observation) -> int:
    """A seat already out while its last card's effect is being resolved. Where players went
    out and play went on (one_left), only the last out, once one player alone holds cards."""
    if obs.finished:
        holders = sum(1 for s, k in enumerate(obs.hand_sizes) if k or s == obs.owed_seat)
        return obs.finished[-1] if holders <= 1 else -1
    for seat, size in enumerate(obs.hand_sizes):
        if size == 0 and obs.owed_seat != seat:
            return seat
    return -1


def guess_hidden_choices(state: State, rng: Random | None = None) -> None:
    """Guess each choice of the open stage that the observer could not see: a card of the hand
    dealt to that seat (the card stays in the hand until the stage's cards pass; which one it
    is, nothing seen tells), at random with `rng`, else the middle one. Call it once the hidden
    hands are dealt."""
    stage = state.stage
    if stage is None or all(choice != HIDDEN for _seat, choice in stage[2]):
        return
    chosen: list[tuple[int, int]] = []
    for seat, choice in stage[2]:
        if choice == HIDDEN:
            held = state.hand(seat)
            if held:
                t = held[rng.randrange(len(held))] if rng is not None else held[len(held) // 2]
                choice = A.make(A.GIVE, t)
        chosen.append((seat, choice))
    state.stage = (stage[0], stage[1], tuple(chosen), stage[3], stage[4], stage[5])
