"""`random`: a uniform choice among the legal moves — the baseline every other level must beat.

It still follows the table's manners, because a baseline that forgets calls or never catches
anybody would make the other levels look better than they are: it always makes a call it owes
(unless `forget_calls` says otherwise) and takes every out-of-turn chance — a jump-in, a catch,
a defence against a trade — with probability `join_chance` (1/2).
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

from game.bots.common import CALL_BIT, LATE_CALL, BotBase, with_call
from game.engine import actions as A
from game.engine.observe import Observation

_OUT_OF_TURN = (A.JUMP, A.CATCH)


class RandomBot(BotBase):
    level = "random"

    def __init__(self, *, forget_calls: float = 0.0, join_chance: float = 0.5) -> None:
        super().__init__(forget_calls=forget_calls)
        self.join_chance = join_chance

    def choose(self, obs: Observation, legal: Sequence[int], rng: Random) -> int | None:
        return random_choice(obs.seat == obs.turn, legal, rng, self.forget_calls, self.join_chance)


def random_choice(
    my_turn: bool,
    legal: Sequence[int],
    rng: Random,
    forget_calls: float = 0.0,
    join_chance: float = 0.5,
) -> int | None:
    """The random level as a pure function: uniform over moves, call twins counted once."""
    if LATE_CALL in legal and rng.random() >= forget_calls:
        return LATE_CALL
    chances = [
        a for a in legal if a & A.KIND_MASK in _OUT_OF_TURN or (not my_turn and a != LATE_CALL)
    ]
    regular = (
        [
            a
            for a in legal
            if a < CALL_BIT and a & A.KIND_MASK not in _OUT_OF_TURN and a != LATE_CALL
        ]
        if my_turn
        else []
    )
    # Out of turn, a chance is taken half the time; on its own turn (a catch beside the regular
    # moves) too, unless there is nothing else to do.
    if chances and ((my_turn and not regular) or rng.random() < join_chance):
        plain = [a for a in chances if a < CALL_BIT] or chances
        return with_call(plain[int(rng.random() * len(plain))], legal, rng.random() < forget_calls)
    if not regular:
        if my_turn:  # only calling actions (never happens with the engine's twins) or a late call
            return legal[int(rng.random() * len(legal))]
        return None
    action = regular[int(rng.random() * len(regular))]
    return with_call(action, legal, rng.random() < forget_calls)
