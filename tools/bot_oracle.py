"""How good is each of the hard bot's decisions? A perfect-information oracle says (dev tool).

Win rates in tournaments need thousands of games to see a change of a point or two; this measures
the decisions themselves. It is noisy too: the same search run with three seeds on the same 500
positions scored 0.184-0.207 (stop 12, docs/research/bots-strength.md), so compare over seeds:

    python -m tools.bot_oracle collect noris 4 120 /tmp/noris4.pkl   # record decision points
    python -m tools.bot_oracle collect noris 4 300 /tmp/read4.pkl read_plays   # ... with the
                                                        # play reader's memory recorded too
    python -m tools.bot_oracle truth /tmp/noris4.pkl 800             # each action's true value
    python -m tools.bot_oracle eval /tmp/noris4.pkl "dict(iterations=2000)"

`collect` plays rounds of one hard seat (playing the medium move, so the positions are those
of medium games) against medium bots, and records every searched decision with the true state.
`truth` plays each legal action out `n` times from the true state, everyone moving by the
medium playout policy (common random numbers across the actions): Q*(a). `eval` runs a hard
bot with the given options on each recorded observation and prints the mean regret
Q*(best) - Q*(chosen) beside the medium move's, with overrides of the medium move split into
better and worse, by kind and by hand size. `cheat=True` hands the search the true hands
(the headroom a perfect reading of the opponents would give).

The mean of Q*(chosen) over real positions estimates the win rate of making that decision and
playing medium afterwards, so differences in regret are differences in strength per decision.
The record files are pickles of engine objects: a scratch format for this tool only.
"""

from __future__ import annotations

import collections
import json
import pickle
import statistics
import sys
from random import Random
from typing import Any

from game.bots import make_bot
from game.bots import session as SS
from game.bots.hard import HardBot, prior_action
from game.bots.ismcts import next_decision
from game.bots.ismcts_deal import Dealer, Knowledge
from game.bots.ismcts_policy import playout_policy
from game.engine import actions as A
from game.engine.core import apply
from game.engine.rules import Rules
from game.engine.state import State, new_round
from game.ruleset import load_rules


class Recorder(HardBot):
    """Plays the medium move and records the position of every decision it would search."""

    def __init__(
        self, sink: list[dict[str, Any]], table: dict[str, State], *, read_plays: bool = False
    ) -> None:
        super().__init__(iterations=1, large_hand=99, read_plays=read_plays)
        self.sink, self.table = sink, table

    def _search(self, obs: Any, actions: list[int], rng: Random) -> int:
        assert self.knowledge is not None
        prior = prior_action(
            self.knowledge.rules, obs, actions, Random(rng.getrandbits(64)), self.watch.lacks
        )
        self.sink.append(
            {
                "state": self.table["now"].copy(),
                "obs": obs,
                "actions": list(actions),
                "knowledge": self.knowledge.to_json(),
                "prior": prior,
            }
        )
        return prior if prior >= 0 else actions[0]


def collect(ruleset: str, players: int, rounds: int, out: str, *, read_plays: bool = False) -> None:
    """Record the positions of `rounds` medium games; with `read_plays` the recorded memory
    holds the play reader's too (a bot may then be scored with or without it)."""
    rules = load_rules(ruleset)
    positions: list[dict[str, Any]] = []
    table: dict[str, State] = {}
    for r in range(rounds):
        bots: list[Any] = [make_bot("medium") for _ in range(players)]
        bots[r % players] = Recorder(positions, table, read_plays=read_plays)
        seed = 1_000_003 + r
        state, events = new_round(rules, players, seed, dealer=r % players)
        rngs, table_rng = SS.seat_rngs(seed, players)
        SS.deal_to(bots, state, events)
        while not state.over:
            table["now"] = state
            SS.step(state, bots, rngs, table_rng)
    for p in positions:
        p["ruleset"] = ruleset
    with open(out, "wb") as f:
        pickle.dump(positions, f)
    print(f"{len(positions)} positions")


def truth(path: str, n: int) -> None:
    with open(path, "rb") as f:
        positions = pickle.load(f)
    policy = playout_policy()
    for k, p in enumerate(positions):
        me = p["obs"].seat
        seeds = [Random(f"{k}:{i}").getrandbits(64) for i in range(n)]
        q = {}
        for a in p["actions"]:
            wins = 0
            for seed in seeds:
                state, rng = p["state"].copy(), Random(seed)
                state.seed = rng.getrandbits(62)
                wins += winner_after(state, a, me, policy, rng) == me
            q[a] = wins / n
        p["q"] = q
        if k % 50 == 0:
            print(f"{k}/{len(positions)}", flush=True)
    with open(path, "wb") as f:
        pickle.dump(positions, f)


def winner_after(state: State, action: int, seat: int, policy: Any, rng: Random) -> int:
    """The winner when `seat` takes `action` in `state` and everyone then moves by `policy`
    (the state is played on, not copied)."""
    apply(state, action, seat)
    while not state.over:
        who, acts, forced = next_decision(state)
        apply(state, forced if forced is not None else policy(state, who, acts, rng), who)
    return int(state.result.winner)


def _cheat(table: dict[str, Any]) -> None:
    """Make every deal the true one (hands as they are, the pile in a random order)."""

    def deal(self: Dealer, rng: Random) -> tuple[list[list[int]], list[int]]:
        state, me = table["state"], table["me"]
        hands = [
            [t for t, k in enumerate(state.hands[s]) for _ in range(k)] if s != me else []
            for s in range(state.n)
        ]
        pile = list(state.draw)
        rng.shuffle(pile)
        return hands, pile

    Dealer.deal = deal  # type: ignore[method-assign]


def recorded_knowledge(rules: Rules, position: dict[str, Any], *, read_plays: bool) -> Knowledge:
    """The recorded memory of a position, without the play reader's unless `read_plays`."""
    data = dict(position["knowledge"])
    if not read_plays:
        data.pop("plays", None)
    return Knowledge.from_json(rules, data)


def medium_move(position: dict[str, Any]) -> int:
    """The medium player's move recorded with a position (its first action if none fits)."""
    return position["prior"] if position["prior"] in position["q"] else position["actions"][0]


def evaluate(path: str, options: dict[str, Any]) -> None:
    with open(path, "rb") as f:
        positions = pickle.load(f)
    rules = load_rules(positions[0]["ruleset"])
    table: dict[str, Any] = {}
    if options.pop("cheat", False):
        _cheat(table)
    regret, prior_regret, overrides = [], [], []
    split: dict[str, list[float]] = collections.defaultdict(list)
    for k, p in enumerate(positions):
        q, obs = p["q"], p["obs"]
        table["state"], table["me"] = p["state"], obs.seat
        bot = HardBot(**options)
        bot.start_round(rules, obs.seat, obs.players)
        bot.knowledge = recorded_knowledge(rules, p, read_plays=bot.read_plays)
        chosen = bot._search(obs, list(p["actions"]), Random(k))
        prior = medium_move(p)
        best = max(q.values())
        regret.append(best - q[chosen])
        prior_regret.append(best - q[prior])
        if chosen != prior:
            overrides.append(q[chosen] - q[prior])
            same_card = A.type_of(chosen) == A.type_of(prior)
            split["how to play the card" if same_card else "another card"].append(
                q[chosen] - q[prior]
            )
            split[f"{min(len(obs.hand), 4)}{'+' if len(obs.hand) >= 4 else ''} cards"].append(
                q[chosen] - q[prior]
            )
    print(
        json.dumps(
            {
                "options": options,
                "positions": len(positions),
                "regret": round(statistics.fmean(regret), 4),
                "medium_regret": round(statistics.fmean(prior_regret), 4),
                "overrides": len(overrides),
                "better": sum(d > 0 for d in overrides),
                "worse": sum(d < 0 for d in overrides),
                "gain_by": {key: [len(ds), round(sum(ds), 3)] for key, ds in sorted(split.items())},
            }
        )
    )


def main(argv: list[str]) -> None:
    command = argv[0]
    if command == "collect":
        collect(argv[1], int(argv[2]), int(argv[3]), argv[4], read_plays="read_plays" in argv[5:])
    elif command == "truth":
        truth(argv[1], int(argv[2]))
    elif command == "eval":
        options = eval(argv[2], {"dict": dict}) if len(argv) > 2 else {}
        evaluate(argv[1], options)
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
