"""The hard bot: a search player.

It keeps what its seat has seen (`ismcts_deal.Knowledge`: revealed and traded cards, and the
colours a player was shown not to hold when it drew), and on its turn runs an Information Set
Monte Carlo Tree Search over deals of the hidden cards consistent with that knowledge, the
playouts guided by the medium player's move function. Windows out of turn (a late call, a
catch, a jump-in, a trade defence) are answered at once by rule of thumb, and so is a decision
with a single sensible action.

    >>> bot = HardBot(iterations=50)
    >>> bot.level
    'hard'
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Any

from game.bots.ismcts import Search, SearchSettings
from game.bots.ismcts_deal import Dealer, Knowledge
from game.bots.ismcts_policy import (
    KIND_MASK,
    LATE_CALL,
    Policy,
    greedy_action,
    playout_policy,
    trade_hurts,
    window_choice,
    with_calls,
    with_twins,
)
from game.bots.medium import medium_choice
from game.bots.watch import TableWatch
from game.engine import actions as A
from game.engine.events import Event
from game.engine.observe import Observation
from game.engine.rules import Rules

OUT_OF_TURN = frozenset((A.JUMP, A.CALL, A.CATCH))


class HardBot:
    """ISMCTS within `time_limit` seconds per decision, or exactly `iterations` playouts
    (reproducible: the same observation, memory and generator give the same decision). The
    0.29 s default spends what a table may wait (a median under 300 ms a decision): about
    600 iterations for a noris 4-player decision.

    The other options tune the search (see `ismcts.Search`): `exploration` (UCB constant below
    the root), `expand_after` / `expand_opponents` (visits before a node of the bot's own or of
    an opponent branches), `confidence` (standard errors by which an action must beat the
    medium player's move), `min_pairs` (the floor: common deals on which another action must
    have been compared with the medium player's move before it may replace it, so a search
    starved by a slow machine plays the medium move), `playout_cap` and `cutoff_scale` (a
    playout cut off that long is scored by hand sizes), `playout` ("medium", or "greedy" for a
    cheaper, weaker policy), and
    `candidates` (race only the medium player's favourite few actions; 0: all of them), and
    `large_hand` (from this many cards in hand on, race only the ways to play the medium
    player's card: see `ways_to_play`; None, the default: race every action), and
    `read_colours` (read a named colour as one the namer still holds; off by default), and
    `read_plays` (weigh the guessed hands by how well they explain the cards each opponent
    chose to play, read as the medium player would have chosen: `ismcts_read`; on by default).

    How each default was measured, and how far the measurements can be trusted, is in
    docs/research/bots-strength.md.
    """

    level = "hard"

    def __init__(
        self,
        time_limit: float = 0.29,
        iterations: int | None = None,
        *,
        exploration: float = 0.7,
        playout_cap: int = 300,
        cutoff_scale: float = 0.6,
        expand_after: int = 3,
        expand_opponents: int = 3,
        confidence: float = 0.0,
        min_pairs: int = 100,
        playout: str = "medium",
        candidates: int = 0,
        large_hand: int | None = None,
        read_colours: bool = False,
        read_plays: bool = True,
    ) -> None:
        if time_limit <= 0 and iterations is None:
            raise ValueError("hard needs a positive time_limit or an iteration count")
        self.time_limit = time_limit
        self.iterations = iterations
        self.settings = SearchSettings(
            exploration,
            playout_cap,
            cutoff_scale,
            expand_after,
            expand_opponents,
            confidence,
            min_pairs,
        )
        self.knowledge: Knowledge | None = None
        # What the medium bot would notice in this seat: its move is the search's default
        # and the floor a starved search falls back on (see `ismcts.Search.choice`).
        self.watch = TableWatch()
        self.last_search: Search | None = None
        self.playout = playout
        self.candidates = candidates
        self.large_hand = large_hand
        self.read_colours = read_colours
        self.read_plays = read_plays
        self._policy: Policy | None = None

    # -- the Bot protocol --------------------------------------------------------------------
    def start_round(self, rules: Rules, seat: int, players: int) -> None:
        self.knowledge = Knowledge(
            rules, seat, players, read_colours=self.read_colours, read_plays=self.read_plays
        )
        self.watch.start(rules, seat, players)

    def notice(self, events: Sequence[Event]) -> None:
        if self.knowledge is not None:
            self.knowledge.notice(events)
        self.watch.notice(events)

    def choose(self, obs: Observation, legal: Sequence[int], rng: Random) -> int | None:
        if not legal:
            return None
        if len(legal) == 1 and obs.turn == obs.seat:
            return legal[0]
        if LATE_CALL in legal:
            return LATE_CALL
        if obs.turn != obs.seat:
            return window_choice(legal, lambda: trade_hurts(obs.trade, obs.hand_sizes, obs.seat))
        for a in legal:
            if a & KIND_MASK == A.CATCH:
                return a
        actions = with_calls([a for a in legal if a & KIND_MASK not in OUT_OF_TURN])
        if len(actions) == 1:
            return actions[0]
        return self._search(obs, actions, rng)

    def memory(self) -> dict[str, Any]:
        if self.knowledge is None:
            return {}
        return {"knowledge": self.knowledge.to_json(), "watch": self.watch.memory()}

    def restore(self, memory: dict[str, Any]) -> None:
        if "knowledge" not in memory:
            return
        if self.knowledge is None:
            raise ValueError("restore after start_round: the bot needs the rules first")
        self.knowledge = Knowledge.from_json(self.knowledge.rules, memory["knowledge"])
        self.knowledge.read_colours = self.read_colours
        if "watch" in memory:
            self.watch.restore(memory["watch"])

    # -- searching ---------------------------------------------------------------------------
    def _search(self, obs: Observation, actions: list[int], rng: Random) -> int:
        if self.knowledge is None:
            raise RuntimeError("choose before start_round")
        if self._policy is None:
            self._policy = greedy_action if self.playout == "greedy" else playout_policy()
        dealer = Dealer(self.knowledge, obs)
        lacks = self.watch.lacks
        prior = prior_action(self.knowledge.rules, obs, actions, Random(rng.getrandbits(64)), lacks)
        if self.candidates and len(actions) > self.candidates and prior >= 0:
            actions = shortlist(
                self.knowledge.rules, obs, actions, prior, self.candidates, rng, lacks
            )
        if self.large_hand is not None and len(obs.hand) >= self.large_hand and prior >= 0:
            actions = ways_to_play(actions, prior)
            if len(actions) == 1:
                self.last_search = None  # one way to play the card: nothing to search
                return prior
        search = Search(obs, dealer, self._policy, self.settings, prior=prior)
        if self.iterations is not None:
            choice = search.run(actions, rng, time_limit=None, iterations=self.iterations)
        else:
            choice = search.run(actions, rng, time_limit=self.time_limit, iterations=None)
        self.last_search = search
        return choice

    def __getstate__(self) -> dict[str, Any]:
        state = self.__dict__.copy()
        state["_policy"] = None
        state["last_search"] = None
        return state


def prior_action(
    rules: Rules, obs: Observation, actions: list[int], rng: Random, lacks: Sequence[int]
) -> int:
    """The medium bot's move here (`lacks`: what its `TableWatch` noticed), or -1 without one."""
    action = medium_choice(rules, obs, with_twins(actions), rng, lacks)
    if action in actions:
        return action
    return action | A.CALL_BIT if action is not None and action | A.CALL_BIT in actions else -1


def ways_to_play(actions: list[int], prior: int) -> list[int]:
    """The actions that play the same card as `prior` (the colour it names, the effect it
    takes, its target): what the search still chooses among while the hand is large.

    Measured against a perfect-information oracle on 595 recorded noris 4-player positions
    (docs/research/bots-strength.md), the search's choice of a different card lost on balance with
    four or more cards in hand, won with fewer, and its choice of colour won throughout. In
    tournaments the gate (with 20-step playouts) did not pay: hard against three medium on noris
    stayed at 24.7 %, and heads-up and on abacus it lost several points. So it is off by default.
    """
    card = (prior >> A.TYPE_SHIFT) & A.TYPE_MASK
    kind = prior & KIND_MASK
    return [
        a for a in actions if a & KIND_MASK == kind and (a >> A.TYPE_SHIFT) & A.TYPE_MASK == card
    ]


def shortlist(
    rules: Rules,
    obs: Observation,
    actions: list[int],
    prior: int,
    count: int,
    rng: Random,
    lacks: Sequence[int],
) -> list[int]:
    """The medium player's `count` favourite actions, best first: what the search races."""
    ranked = [prior]
    rest = [a for a in actions if a != prior]
    while len(ranked) < count and rest:
        a = prior_action(rules, obs, rest, Random(rng.getrandbits(64)), lacks)
        if a < 0:
            break
        ranked.append(a)
        rest.remove(a)
    return ranked
