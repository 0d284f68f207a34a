"""A seeded random player for the whole table, used by `sim` and `bench`.

It drives every seat through the public engine path only — `actors`, `legal_actions`, and then
the caller's `apply` — so the simulator and the benchmark measure what a real table does.

How it chooses, per decision:

* Out-of-turn seats (jump-in, catching a missed call, defending a trade) join with probability
  `join_chance` (1/2). A seat that owes a late call joins to make it unless it forgets
  (probability `forget_calls`). Joining means acting before the seat to act.
* Each joiner asks at a seeded moment of the window, and `game.engine.arbitrate` picks the
  winner by the ruleset's out-of-turn priority (D-8): `first` — the earliest, `turn_order` —
  the nearest in turn order after the seat to act. When nobody joins, the seat to act acts.
* The acting seat picks uniformly among its distinct moves. A play that may carry a call appears
  twice in `legal_actions` (with and without `A.CALL_BIT`); the two count as one move, and the
  bot adds the call unless it forgets. So a bot that never forgets makes every call, and the
  chance of playing a card does not depend on whether that card would need a call.
* Under `calls.false_call_penalty` the same slip (`forget_calls`), one time in
  `FALSE_CALL_SHARE`, at a turn when no call is due says a call all the same: a false call,
  fined; the seat then acts again. Rarer than a forgotten call: each costs cards, and a slip at
  every third turn (forget_calls 0.3) would grow the hands faster than any play sheds them.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

from game.engine import actions as A
from game.engine.arbitrate import Request, arbitrate
from game.engine.legal import actors, legal_actions
from game.engine.state import TRADE, State

CALL_BIT = A.CALL_BIT
LATE_CALL = A.CALL  # the whole action int of a late call: kind CALL, no card, no choices
FALSE_CALL = A.FALSE_CALL  # a call said when none is due (`calls.false_call_penalty`)
FALSE_CALL_SHARE = 10  # one forgetful slip in this many says a false call (see above)


class RandomPlayer:
    """Chooses `(seat, action)` for the table; deterministic given its `rng`."""

    __slots__ = ("rng", "forget_calls", "join_chance", "random", "chose")

    def __init__(self, rng: Random, *, forget_calls: float = 0.0, join_chance: float = 0.5) -> None:
        if not 0.0 <= forget_calls <= 1.0:
            raise ValueError(f"forget_calls must be between 0 and 1, not {forget_calls}")
        self.rng = rng
        self.forget_calls = forget_calls
        self.join_chance = join_chance
        self.random = rng.random  # the one source of randomness, bound once
        # Whether the last `contest` offered a real choice: someone could act out of turn, or
        # the seat to act had two or more distinct moves (the simulator counts these).
        self.chose = False

    def choose(self, state: State) -> tuple[int, int]:
        """The next decision: which seat acts, and its action (one of its legal actions)."""
        seats = actors(state)
        if len(seats) == 1:
            seat = seats[0]
            acts = legal_actions(state, seat)
            # The fast path: no calling twins, no late call (CALL_BIT is the highest action bit).
            if max(acts) < CALL_BIT and state.owed_seat != seat:
                return seat, acts[int(self.random() * len(acts))]
            return seat, self.pick(acts, self.random() < self.forget_calls)
        return self.contest(state, seats)

    def pick(self, acts: Sequence[int], forgot: bool) -> int:
        """A uniform choice among distinct moves; calls added unless `forgot`.

        A late call owed by this seat comes first when remembered (a player who remembers says
        it at once); a seat that forgot never makes it.
        """
        random = self.random
        if forgot and FALSE_CALL in acts and random() * FALSE_CALL_SHARE < 1:
            return FALSE_CALL  # the same slip the other way round: a call said when none is due
        if LATE_CALL in acts:
            if not forgot or len(acts) == 1:
                return LATE_CALL
            acts = [a for a in acts if a != LATE_CALL]
        # Rejection sampling over the actions without a call bit: every calling action has a
        # twin without it, so this is uniform over distinct moves (two tries on average).
        for _ in range(32):
            action = acts[int(random() * len(acts))]
            if action < CALL_BIT:
                break
        else:  # very unlikely, or calling actions without twins: choose among them directly
            plain = [a for a in acts if a < CALL_BIT] or acts
            action = plain[int(random() * len(plain))]
        if not forgot and action < CALL_BIT and (action | CALL_BIT) in acts:
            return action | CALL_BIT
        return action

    def contest(self, state: State, seats: Sequence[int]) -> tuple[int, int]:
        """Several seats may act: who joins, who wins (D-8), and what the winner does."""
        random = self.random
        turn = state.turn
        joiners: list[Request] = []  # the action field holds whether the seat forgot its call
        could = False
        # The simulator plays every hand, so it may look: with only a jump window open, a seat
        # without the top card has nothing to do (a table asks it all the same; this is speed).
        only_jump, top, hands = state.owed_seat < 0 and state.phase != TRADE, state.top, state.hands
        for seat in seats:
            if seat == turn or only_jump and not hands[seat][top]:
                continue
            acts = legal_actions(state, seat)
            if not acts:
                continue  # listed so that being asked tells nothing, but nothing it may do
            could = True
            forgot = random() < self.forget_calls
            if LATE_CALL in acts and not forgot:
                joiners.append(Request(seat, 0, random()))  # it owes a call, remembers, says it
            elif any(a != LATE_CALL for a in acts) and random() < self.join_chance:
                joiners.append(Request(seat, int(forgot), random()))
        if not joiners:
            acts = legal_actions(state, turn)
            self.chose = could or len({a & ~CALL_BIT for a in acts}) > 1
            return turn, self.pick(acts, random() < self.forget_calls)
        self.chose = True
        # Each joiner asked at a seeded moment of the window; the ruleset's priority decides.
        winner = arbitrate(state, joiners)
        return winner.seat, self.pick(legal_actions(state, winner.seat), bool(winner.action))
