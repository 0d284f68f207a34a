"""`easy`: a gentle opponent for children.

It plays a sensible card — a plain number of the colour in force if it has one, then a number
of the same rank, then other cards — and keeps its draw and skip cards unless it has little
else. It is never cruel on purpose: it will not pile an attack onto a player about to win when
it can answer any other way, and it takes an attack rather than pass a bigger one on to them.
It is a little slow: out of turn it takes a chance only half the time, and it forgets a call
now and then (`forget_calls`, 0.15), so a child can catch it. It bluffs only when it has no
other card to play, and challenges a card played against its condition only when the player
holds many cards (a big hand most likely holds the colour).
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

from game.bots.common import CALL_BIT, LATE_CALL, BotBase, is_bluff, trade_result
from game.bots.tables import Tables, tables_for
from game.engine import actions as A
from game.engine import state as S
from game.engine.actions import catch_in as catch_action
from game.engine.actions import next_active
from game.engine.observe import Observation

KIND = A.KIND_MASK
CLOSE = 2  # a player with this many cards or fewer is about to win
CHALLENGE_SIZE = 6  # it challenges a player holding at least this many cards


class EasyBot(BotBase):
    level = "easy"

    def __init__(self, *, forget_calls: float = 0.15, join_chance: float = 0.5) -> None:
        super().__init__(forget_calls=forget_calls)
        self.join_chance = join_chance

    def choose(self, obs: Observation, legal: Sequence[int], rng: Random) -> int | None:
        assert self.rules is not None, "start_round first"
        forgot = rng.random() < self.forget_calls
        if LATE_CALL in legal:
            if not forgot:
                return LATE_CALL
            legal = [a for a in legal if a != LATE_CALL]
            if not legal:
                return None
        catch = catch_action(legal)
        if catch >= 0 and rng.random() < self.join_chance:
            return catch
        if obs.turn != obs.seat:
            return self._out_of_turn(obs, legal, rng, forgot)
        legal = [a for a in legal if a & KIND != A.CATCH]
        if A.CHALLENGE in legal:
            if obs.hand_sizes[obs.last_player] >= CHALLENGE_SIZE:
                return A.CHALLENGE
            legal = [a for a in legal if a != A.CHALLENGE]
        action = self._on_turn(tables_for(self.rules), obs, legal, rng)
        if not forgot and (action | CALL_BIT) in legal:
            return action | CALL_BIT
        return action

    def _out_of_turn(
        self, obs: Observation, legal: Sequence[int], rng: Random, forgot: bool
    ) -> int | None:
        options = [a for a in legal if not a & CALL_BIT and a & KIND in (A.JUMP, A.DEFEND)]
        if not options or rng.random() >= self.join_chance:
            return None  # too slow this time
        action = options[0]
        if action & KIND == A.DEFEND and obs.trade is not None:
            received = trade_result(obs.hand_sizes, obs.seat, obs.trade[0], obs.trade[1])
            if received <= obs.hand_sizes[obs.seat] - 1:
                return None  # the trade does not hurt: let it happen
        return action if forgot or (action | CALL_BIT) not in legal else action | CALL_BIT

    def _on_turn(self, tb: Tables, obs: Observation, legal: Sequence[int], rng: Random) -> int:
        moves = [a for a in legal if not a & CALL_BIT] or list(legal)
        if any(tb.challengeable):
            counts = [0] * len(tb.colour)
            mask = 0
            for t in obs.hand:
                counts[t] += 1
                mask |= 1 << t
            honest = [
                a
                for a in moves
                if a & KIND != A.PLAY
                or not is_bluff(tb.rules, counts, mask, A.type_of(a), obs.colour)
            ]
            moves = honest or moves
        if len(moves) == 1:
            return moves[0]
        held = [0] * (tb.n_colours + 1)
        for t in obs.hand:
            held[tb.colour[t]] += 1
        most = max(held[:-1])
        nxt = next_active(obs.hand_sizes, obs.seat, obs.direction)
        gentle = obs.hand_sizes[nxt] <= CLOSE
        phase = obs.phase_code
        best, best_score = moves[0], -1e9
        for a in moves:
            s = self._score(tb, obs, a, held, most, gentle, phase) + 0.5 * rng.random()
            if s > best_score:
                best, best_score = a, s
        return best

    def _score(
        self,
        tb: Tables,
        obs: Observation,
        a: int,
        held: list[int],
        most: int,
        gentle: bool,
        phase: int,
    ) -> float:
        """Categories one point apart; the caller adds up to half a point of whim."""
        kind = a & KIND
        if kind == A.GIVE:  # a card to give away: the one the hand needs least
            return -tb.keep(A.type_of(a), held)
        if kind == A.OPEN:  # the dealer's wish on the start card: the colour held most
            return float(held[A.colour_of(a)]) if A.colour_of(a) >= 0 else 0.0
        if kind == A.DEFEND:
            return 20.0
        if kind == A.ACCEPT:
            return 5.0 if gentle else 0.0  # rather take it than pass it on to a near-winner
        if kind == A.PASS:
            return 3.0
        if kind != A.PLAY:
            return 0.0
        p = tb.profile(a)
        t = p.t
        if phase == S.ATTACK:
            return 2.0
        if phase == S.FORCED:
            return 10.0 - tb.value[t]
        if phase == S.COMPANION:
            return 2.0 + (0.6 if held[tb.colour[t]] == most else 0.0)
        if p.named >= 0:
            # A wild last, naming the colour it holds most; a Joker's gentlest option.
            return (
                1.0 + (0.6 if held[p.named] == most else 0.0) - (0.3 if p.draw or p.skip else 0.0)
            )
        if p.trade != -1:
            sizes = list(obs.hand_sizes)
            sizes[obs.seat] -= 1
            gain = sizes[obs.seat] - trade_result(sizes, obs.seat, obs.seat, p.trade)
            return 2.0 + gain if sizes[obs.seat] else 2.0
        if p.wild or p.companion:
            return 1.0
        colour_match = tb.colour[t] == obs.colour
        if p.draw or p.skip or p.force:
            return -2.0 if gentle else 1.5  # only when it has little else
        if tb.plain[t]:
            return 4.0 if colour_match else 3.0
        return 2.5
