"""Random play to the end of a round: the simulator's and the benchmark's inner loop.

Each decision goes through the public verbs — `actors`, `legal_actions`, then `apply` with all
its events — and a player the caller hands in chooses. The loop lives in the engine so that it
is compiled with it: those three calls a decision are then calls between compiled functions,
not calls from the interpreter into them (a fifth of a round's time in random play). The
player stays outside (`game.sim.random_player.RandomPlayer`); this loop draws from its generator
exactly as its `choose` does, so that a round played here and one played through `choose` are
the same round (tests/sim check this).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, Protocol

from game.engine import actions as A
from game.engine.core import apply
from game.engine.legal import actors, legal_actions
from game.engine.state import State

_CALL_BIT: Final = A.CALL_BIT


class Player(Protocol):
    """What the loop asks of the player (`game.sim.random_player.RandomPlayer`)."""

    @property
    def random(self) -> Callable[[], float]: ...  # its one source of randomness

    @property
    def forget_calls(self) -> float: ...

    @property
    def chose(self) -> bool: ...  # whether its last `contest` offered a real choice

    def pick(self, acts: Sequence[int], forgot: bool) -> int: ...

    def contest(self, state: State, seats: Sequence[int]) -> tuple[int, int]: ...


def play_out(state: State, player: Player, cap: int, counts: list[int]) -> bool:
    """Play `state` on at random until the round ends (True) or `cap` decisions were made.

    `counts` gets the decisions made, the one under way included when an exception stops the
    loop, and the real choices among them (`game.sim.simulate.is_real_choice`), counted from
    the lengths the loop looks at anyway: in the common branch, without calling twins, the
    actions are distinct moves.
    """
    random = player.random
    forget = player.forget_calls
    n = real = 0
    try:
        while n < cap:
            n += 1
            seats = actors(state)
            if len(seats) == 1:
                seat = seats[0]
                acts = legal_actions(state, seat)
                k = len(acts)
                if k == 1 and acts[0] < _CALL_BIT and state.owed_seat != seat:
                    random()  # the draw `choose` makes, though one action leaves no choice
                    apply(state, acts[0], seat)
                elif (acts[0] | acts[1] if k == 2 else max(acts)) < _CALL_BIT and (
                    state.owed_seat != seat
                ):  # (no action at or above CALL_BIT: the highest bit an action has)
                    real += 1
                    apply(state, acts[int(random() * k)], seat)
                else:
                    if k > 1 and len({a & ~_CALL_BIT for a in acts}) > 1:
                        real += 1
                    apply(state, player.pick(acts, random() < forget), seat)
            else:
                seat, action = player.contest(state, seats)
                if player.chose:
                    real += 1
                apply(state, action, seat)
            if state.over:
                return True
        return False
    finally:
        counts[0] += n
        counts[1] += real
