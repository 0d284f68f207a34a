"""Information Set Monte Carlo Tree Search (single observer), after Cowling, Powley and
Whitehouse (2012), "Information Set Monte Carlo Tree Search".

Each iteration deals the hidden cards afresh (`ismcts_deal.Dealer`), walks the one shared tree
with UCB over the actions available in that deal, plays the round out with the playout policy,
and backs up one reward per seat: every edge is scored for the seat that took it, so opponents
in the tree play for themselves. Edges are keyed by (seat, action) because jump-ins may change
who acts after the same public history.

Luck swamps skill in Mau-Mau, so the root is a best-arm race rather than UCB: sequential
halving over the bot's actions, each round trying every survivor on the same deals (common
random numbers), and the medium player's move kept as the default that another action must
beat on those deals (by `confidence` standard errors; none by default). Below the root a node
branches from its third visit on, trying the playout policy's move first; until then the
policy moves for it.

Out-of-turn windows (late calls, catches, jump-ins, trade defences) are not branched on: every
seat answers them with `ismcts_policy.out_of_turn_choice`. A decision with one sensible action
is taken without a node.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass
from random import Random

from game.bots.common import honest
from game.bots.ismcts_deal import Dealer
from game.bots.ismcts_policy import (
    KIND_MASK,
    LATE_CALL,
    Policy,
    out_of_turn_choice,
    pick,
    with_calls,
)
from game.engine import state as S
from game.engine.actions import CATCH
from game.engine.core import apply
from game.engine.determinize import guess_hidden_choices, rebuild
from game.engine.legal import legal_actions
from game.engine.observe import Observation
from game.engine.state import State, give

SEAT_SHIFT = 27  # edge key: action | seat << SEAT_SHIFT (actions stay below 1 << 26)


class Node:
    """An information set of the tree: its edges by (seat, action), and how often it was reached."""

    __slots__ = ("edges", "visits")

    def __init__(self) -> None:
        self.edges: dict[int, Edge] = {}
        self.visits = 0


class Edge:
    __slots__ = ("visits", "avail", "total", "child")

    def __init__(self) -> None:
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.child = Node()


@dataclass(frozen=True)
class SearchSettings:
    """The search's knobs, shared by the bot's constructor and each decision's search."""

    exploration: float = 0.7  # UCB constant below the root
    playout_cap: int = 300  # a playout cut off after this many steps is scored by hand sizes
    cutoff_scale: float = 0.6
    expand_after: int = 3  # visits before a node of the bot's own branches
    expand_opponents: int = 3  # ... and before an opponent's does
    confidence: float = 0.0  # standard errors by which an action must beat the prior
    # The floor: another action replaces the prior (the medium player's move) only after the
    # two were compared on at least this many common deals. Counted in playouts, not seconds,
    # so a starved search (a slow or busy machine) plays exactly the medium move, never noise.
    min_pairs: int = 100


class Search:
    """One decision's search from one observation.

    `prior` is the move the playout policy would make: it always stays in the race at the root,
    and another action replaces it only when the paired comparison on the same deals says it
    is better by more than `confidence` standard errors. A node below the root is branched on
    only from its `expand_after`-th visit; before that the playout policy moves there, and the
    policy's move is the first one the node tries.
    """

    def __init__(
        self,
        obs: Observation,
        dealer: Dealer,
        policy: Policy,
        settings: SearchSettings | None = None,
        *,
        prior: int = -1,
    ) -> None:
        self.obs = obs
        self.dealer = dealer
        self.policy = policy
        settings = settings or SearchSettings()
        self.exploration = settings.exploration
        self.playout_cap = settings.playout_cap
        self.cutoff_scale = settings.cutoff_scale
        self.expand_after = settings.expand_after
        self.expand_opponents = settings.expand_opponents
        self.confidence = settings.confidence
        self.min_pairs = max(2, settings.min_pairs)
        self.prior = prior
        self.base = rebuild(dealer.rules, obs, [[] for _ in range(obs.players)], [], 0)
        self.root = Node()
        self.samples: dict[int, list[float]] = {}
        self.iterations = 0

    # -- the root: sequential halving on common deals ----------------------------------------
    def run(
        self,
        actions: Sequence[int],
        rng: Random,
        *,
        time_limit: float | None,
        iterations: int | None,
    ) -> int:
        """The best of `actions` (the seat's own legal, sensible actions) after searching.

        Sequential halving at the root: every surviving action is tried on the same deals
        (common random numbers, so they are compared on equal luck), the worse half dropped
        after each round; below the root the tree is searched with UCB.
        """
        start = time.perf_counter()
        deadline = start + time_limit if time_limit is not None else math.inf
        local = Random(rng.getrandbits(64))
        alive = list(actions)
        rounds = max(1, math.ceil(math.log2(len(alive))))
        if time_limit is not None:
            self._round(alive, 2, local, deadline)  # calibrate: the time of one playout
        while len(alive) > 1 and rounds:
            if time_limit is not None:
                per = (time.perf_counter() - start) / max(1, self.iterations)
                left = (deadline - time.perf_counter()) / per
            else:
                left = (iterations or 0) - self.iterations
            deals = int(left / rounds / len(alive))
            if deals < 1:
                break
            self._round(alive, deals, local, deadline)
            alive = self._halve(alive)
            rounds -= 1
            if time.perf_counter() >= deadline:
                break
        return self.choice(alive)

    def _halve(self, alive: list[int]) -> list[int]:
        ranked = sorted(alive, key=self.mean, reverse=True)
        kept = ranked[: max(1, (len(ranked) + 1) // 2)]
        if self.prior in alive and self.prior not in kept:
            kept.append(self.prior)
        return kept

    def choice(self, alive: Sequence[int]) -> int:
        """The best survivor, if it beat the prior on enough common deals; else the prior.

        Below `min_pairs` paired playouts (or if the clock ran out before the prior was tried
        at all) the prior stands: luck swamps a handful of playouts, and the medium player's
        move is the floor the search must prove it can beat."""
        best = max(alive, key=self.mean)
        prior = self.prior
        if prior < 0 or prior == best:
            return best
        a, b = self.samples.get(best, ()), self.samples.get(prior, ())
        m = min(len(a), len(b))
        if m < self.min_pairs:
            return prior
        diffs = [a[i] - b[i] for i in range(m)]
        mean = sum(diffs) / m
        var = sum((d - mean) ** 2 for d in diffs) / (m - 1)
        return best if mean > self.confidence * math.sqrt(var / m) else prior

    def _round(self, alive: Sequence[int], deals: int, rng: Random, deadline: float) -> None:
        for _ in range(deals):
            state = self.determinize(rng)
            seed = rng.getrandbits(64)
            for a in alive:
                reward = self._simulate(state.copy(), self.obs.seat, [a], Random(seed))
                self.samples.setdefault(a, []).append(reward)
                self.iterations += 1
            if time.perf_counter() >= deadline:
                return

    def mean(self, action: int) -> float:
        edge = self.root.edges.get(action | self.obs.seat << SEAT_SHIFT)
        return edge.total / edge.visits if edge is not None and edge.visits else -1.0

    def stats(self) -> dict[int, tuple[int, float]]:
        """Visits and mean reward per root action (for tests and the curious)."""
        mask = (1 << SEAT_SHIFT) - 1
        return {
            k & mask: (e.visits, e.total / e.visits if e.visits else 0.0)
            for k, e in self.root.edges.items()
        }

    # -- one iteration -----------------------------------------------------------------------
    def determinize(self, rng: Random) -> State:
        hands, draw = self.dealer.deal(rng)
        state = self.base.copy()
        me = self.obs.seat
        for seat, cards in enumerate(hands):
            if seat != me:
                for t in cards:
                    give(state, seat, t)
        state.draw = draw
        state.seed = rng.getrandbits(62)
        guess_hidden_choices(state, rng)  # a stage's cards the others chose, from their hands
        return state

    def _simulate(self, state: State, seat: int, acts: list[int], rng: Random) -> float:
        """Walk down, play out, back up; returns the observer's reward."""
        node = self.root
        path: list[tuple[Node, Edge, int]] = []
        me = self.obs.seat
        while True:
            action, edge = self._select(node, seat, acts, state, rng)
            path.append((node, edge, seat))
            apply(state, action, seat)
            node = edge.child
            if state.over:
                break
            step = self._advance(state)
            if step is None:
                break
            seat, acts = step
            if node.visits < (self.expand_after if seat == me else self.expand_opponents):
                break
        rewards = self.playout(state, rng)
        for at, edge, who in path:
            at.visits += 1
            edge.visits += 1
            edge.total += rewards[who]
        node.visits += 1
        return rewards[self.obs.seat]

    def _select(
        self, node: Node, seat: int, acts: Sequence[int], state: State, rng: Random
    ) -> tuple[int, Edge]:
        """UCB over the available actions; untried ones first, the policy's move before others."""
        key_base = seat << SEAT_SHIFT
        edges = node.edges
        untried = []
        best, best_action, best_value = None, 0, -1.0
        c = self.exploration
        for a in acts:
            edge = edges.get(a | key_base)
            if edge is None or not edge.visits:
                untried.append(a)
                continue
            edge.avail += 1
            value = edge.total / edge.visits + c * math.sqrt(math.log(edge.avail) / edge.visits)
            if value > best_value:
                best, best_action, best_value = edge, a, value
        if not untried and best is not None:
            return best_action, best
        if len(untried) > 1:
            a = pick(self.policy, state, seat, untried, rng)
            if a < 0:
                a = untried[int(rng.random() * len(untried))]
        else:
            a = untried[0]
        edge = edges.get(a | key_base)
        if edge is None:
            edge = edges[a | key_base] = Edge()
        edge.avail += 1
        return a, edge

    def _advance(self, state: State) -> tuple[int, list[int]] | None:
        """Play forced and one-choice moves until a seat has a real choice; None at the end."""
        while not state.over:
            seat, acts, forced = next_decision(state)
            if forced is not None:
                apply(state, forced, seat)
                continue
            choices = with_calls(acts)
            if len(choices) == 1:
                apply(state, choices[0], seat)
                continue
            return seat, choices
        return None

    def playout(self, state: State, rng: Random) -> list[float]:
        policy = self.policy
        steps = self.playout_cap
        while not state.over and steps:
            seat, acts, forced = next_decision(state)
            apply(state, forced if forced is not None else policy(state, seat, acts, rng), seat)
            steps -= 1
        return self.rewards(state)

    def rewards(self, state: State) -> list[float]:
        n = state.n
        if state.over:
            winner = state.result.winner if state.result else -1
            if state.finished:
                # Played on to one player (one_left): the last holder alone loses; going out
                # first is best, going out at all is what matters most.
                return [1.0 if s == winner else 0.0 if state.sizes[s] else 0.8 for s in range(n)]
            out = [0.0] * n
            if winner >= 0:
                out[winner] = 1.0
            return out
        # Cut off: the smaller hands are likelier to win.
        weights = [math.exp(-self.cutoff_scale * k) for k in state.sizes]
        total = sum(weights)
        return [w / total for w in weights]


def next_decision(state: State) -> tuple[int, tuple[int, ...], int | None]:
    """Who acts next: a seat taking an out-of-turn chance, else the seat to act.

    Returns (seat, its legal actions, the action already decided or None).
    """
    turn = state.turn
    if state.jump_open or state.owed_seat >= 0 or state.phase == S.TRADE:
        n, d = state.n, state.direction
        for k in range(1, n):
            seat = (turn + k * d) % n
            acts = honest(legal_actions(state, seat))
            if acts:
                choice = out_of_turn_choice(state, seat, acts)
                if choice is not None:
                    return seat, acts, choice
        acts = honest(legal_actions(state, turn))
        if state.owed_seat >= 0:
            for a in acts:
                kind = a & KIND_MASK
                if kind in (LATE_CALL, CATCH):
                    return turn, acts, a
        return turn, acts, None
    return turn, honest(legal_actions(state, turn)), None
