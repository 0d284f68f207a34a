"""How close are the hard bot's guessed hands to the true ones, and what is a decision over
them worth? (dev tool, on positions recorded by `tools.bot_oracle`)

    python -m tools.bot_oracle collect noris 4 300 /tmp/read4.pkl read_plays
    python -m tools.bot_posterior brier /tmp/read4.pkl [read_plays]
    python -m tools.bot_oracle truth /tmp/read4.pkl 400
    python -m tools.bot_posterior bayes /tmp/read4.pkl 1000 [read_plays]

`brier` deals each position 100 times and scores the guess against the true hands: for every
opponent and colour, the chance it can follow that colour (holds one of it or a wild) by the
Brier score, and the expected count of the colour by its squared error. Lower is better; the
true hands would score 0. It needs no `truth` and takes seconds, so it is the quick test of a
change to the reading.

`bayes` decides each position by flat Monte Carlo over `deals` guessed deals: every action is
played out on each deal (common random numbers), everyone moving by the medium playout
policy, and the best mean wins, with no tree, no halving and no preference for the medium
move. With enough deals that is the best decision the guess allows against players who play
like medium, so its regret (as in `bot_oracle eval`) is what the guess is worth.
"""

from __future__ import annotations

import json
import pickle
import statistics
import sys
from multiprocessing import Pool
from random import Random
from typing import Any

from game.bots.ismcts import Search
from game.bots.ismcts_deal import Dealer
from game.bots.ismcts_policy import playout_policy
from game.engine.rules import Rules
from game.ruleset import load_rules
from tools.bot_oracle import medium_move, recorded_knowledge, winner_after

GUESSES = 100  # deals per position for `brier`

_positions: list[dict[str, Any]] = []


def _load(path: str) -> None:
    global _positions
    with open(path, "rb") as f:
        _positions = pickle.load(f)


def _dealer(position: dict[str, Any], read_plays: bool) -> Dealer:
    rules = load_rules(position["ruleset"])
    return Dealer(recorded_knowledge(rules, position, read_plays=read_plays), position["obs"])


def brier(path: str, read_plays: bool) -> None:
    _load(path)
    follow: list[float] = []
    counts: list[float] = []
    for k, p in enumerate(_positions):
        dealer, state, me = _dealer(p, read_plays), p["state"], p["obs"].seat
        rules = state.rules
        colours = len(rules.colours)
        rng = Random(k)
        guesses = [dealer.deal(rng)[0] for _ in range(GUESSES)]
        for seat in range(state.n):
            if seat == me:
                continue
            true = _colours(rules, [t for t, c in enumerate(state.hands[seat]) for _ in range(c)])
            dealt = [_colours(rules, hands[seat]) for hands in guesses]
            for c in range(colours):
                can = statistics.fmean(float(col[c] > 0 or wild > 0) for col, wild in dealt)
                follow.append((can - float(true[0][c] > 0 or true[1] > 0)) ** 2)
                counts.append((statistics.fmean(col[c] for col, _ in dealt) - true[0][c]) ** 2)
    print(
        json.dumps(
            {
                "read_plays": read_plays,
                "positions": len(_positions),
                "follow_brier": round(statistics.fmean(follow), 5),
                "colour_count_mse": round(statistics.fmean(counts), 4),
            }
        )
    )


def _colours(rules: Rules, hand: list[int]) -> tuple[list[int], int]:
    """Cards per colour in the hand, and its wild cards (they follow any colour)."""
    per = [0] * len(rules.colours)
    wild = 0
    for t in hand:
        if rules.type_colour[t] >= 0:
            per[rules.type_colour[t]] += 1
        if rules.rank_any[rules.type_rank[t]]:
            wild += 1
    return per, wild


def _bayes_one(args: tuple[int, int, bool]) -> tuple[float, float]:
    k, deals, read_plays = args
    p = _positions[k]
    obs, q = p["obs"], p["q"]
    policy = playout_policy()
    search = Search(obs, _dealer(p, read_plays), policy)  # for its deals only
    rng = Random(k)
    total = dict.fromkeys(p["actions"], 0.0)
    for _ in range(deals):
        dealt = search.determinize(rng)
        seed = rng.getrandbits(64)
        for action in total:
            winner = winner_after(dealt.copy(), action, obs.seat, policy, Random(seed))
            total[action] += winner == obs.seat
    best = max(q.values())
    return best - q[max(total, key=total.__getitem__)], best - q[medium_move(p)]


def bayes(path: str, deals: int, read_plays: bool) -> None:
    _load(path)
    with Pool(2, initializer=_load, initargs=(path,)) as pool:
        out = pool.map(
            _bayes_one, [(k, deals, read_plays) for k in range(len(_positions))], chunksize=4
        )
    print(
        json.dumps(
            {
                "read_plays": read_plays,
                "deals": deals,
                "positions": len(out),
                "regret": round(statistics.fmean(r for r, _ in out), 4),
                "medium_regret": round(statistics.fmean(m for _, m in out), 4),
            }
        )
    )


def main(argv: list[str]) -> None:
    read_plays = "read_plays" in argv
    if argv and argv[0] == "brier":
        brier(argv[1], read_plays)
    elif argv and argv[0] == "bayes":
        bayes(argv[1], int(argv[2]), read_plays)
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
