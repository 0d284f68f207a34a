"""A kept round as long as a test needs: one round played through the engine by players who
would rather draw than play (so it lasts), written exactly as the game keeps a round."""

from __future__ import annotations

from random import Random
from typing import Any

from game.engine import actions as A
from game.engine import apply, event_to_dict
from game.engine.legal import actors, legal_actions
from game.ruleset import load_rules
from game.ruleset.identity import rules_identity
from game.sim.trace import action_record, header_record, round_start_record, state_record


def long_round(
    ruleset: str = "abacus", players: int = 6, decisions: int = 200, *, seed: int = 1
) -> list[dict[str, Any]]:
    """The records of one round (header first) of about `decisions` decisions or more: until
    then each seat mostly draws when it may; then they play when they can, to the end."""
    from game.engine import new_round

    rules = load_rules(ruleset, {"rules.draw_when_able": True})  # drawing is always allowed
    rng = Random(seed)
    state, events = new_round(rules, players, seed, dealer=0)
    table = {"names": [f"P{k}" for k in range(players)], "people": [0], "ended": None}
    records = [
        header_record(
            rules_identity(rules),
            players=players,
            games=1,
            seed=seed,
            forget_calls=None,
            table=table,
        ),
        round_start_record(rules, players, seed, 0, 0),
        *(event_to_dict(rules, e) for e in events),
    ]
    made = 0
    while not state.over:
        seat = actors(state)[0]
        acts = legal_actions(state, seat)
        draws = [a for a in acts if A.kind_of(a) in (A.DRAW, A.PASS)]
        # Drawing while the pile lasts; playing keeps the discard pile to reshuffle from.
        drawing = draws and made < decisions and len(state.draw) > 3 and rng.random() < 0.7
        plays = [a for a in acts if a not in draws]
        action = rng.choice(draws if drawing else plays if made >= decisions and plays else acts)
        records.append(action_record(rules, seat, action))
        records += [event_to_dict(rules, e) for e in apply(state, action, seat)]
        records.append(state_record(state))
        made += 1
    table["ended"] = "2026-01-02T03:04:05"
    return records
