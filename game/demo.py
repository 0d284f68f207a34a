"""`python -m game demo`: one round of random bots in the terminal, the log printed in words.

It shows the engine at work on any machine, with or without a screen; the bots are the
simulator's (`game.sim.random_player`), so races out of turn are decided as everywhere (D-8).
"""

from __future__ import annotations

import argparse
import random

from game.engine import apply, new_round
from game.i18n import set_language, text_of, tr
from game.ruleset.locate import HELP
from game.sim.simulate import make_player
from game.words import describe


def run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game demo")
    parser.add_argument("--ruleset", default="noris", help=HELP)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--language", default="en")
    args = parser.parse_args(argv)
    from game.ruleset import RulesetError, load_rules

    set_language(args.language)
    try:
        rules = load_rules(args.ruleset)
    except RulesetError as error:
        print(error)
        return 2
    seed = args.seed if args.seed is not None else random.randrange(1 << 30)
    player = make_player(seed)  # the simulator's player: it joins races and makes every call
    names = [tr("player.seat", number=k + 1) for k in range(args.players)]
    print(tr("demo.title", ruleset=text_of(rules.name), players=args.players))
    state, events = new_round(rules, args.players, seed)
    while True:
        for event in events:
            line = describe(rules, event, names)
            if line:
                print("  " + line)
        if state.over:
            break
        seat, action = player.choose(state)
        events = apply(state, action, seat)
    assert state.result is not None
    print(
        tr(
            "demo.scores",
            scores=", ".join(f"{n}: {s}" for n, s in zip(names, state.result.scores)),
        )
    )
    return 0
