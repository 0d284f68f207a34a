"""The strict replay reads a round's set-up again from the trace's ruleset (game.sim.replay_setup):
the hands and packs of its number of players, the direction, and what the start card did. A
round the engine played passes; the same round with its deal or its start card changed does
not."""

from __future__ import annotations

import copy
from random import Random
from typing import Any

from game.engine import apply, event_to_dict, new_round
from game.engine.rules import Rules
from game.ruleset.identity import rules_identity
from game.sim.random_player import RandomPlayer
from game.sim.replay import check_records
from game.sim.trace import action_record, header_record, round_start_record, state_record
from tests.helpers import load


def _trace(rules: Rules, players: int, seed: int) -> list[dict[str, Any]]:
    state, events = new_round(rules, players, seed, dealer=seed % players)
    out = [header_record(rules_identity(rules), players=players, games=1, seed=seed)]
    out.append(round_start_record(rules, players, seed, seed % players, 0))
    out += [event_to_dict(rules, e) for e in events]
    player = RandomPlayer(Random(seed))
    while not state.over:
        seat, action = player.choose(state)
        out.append(action_record(rules, seat, action))
        out += [event_to_dict(rules, e) for e in apply(state, action, seat)]
        out.append(state_record(state))
    return out


def _acting(rules: Rules, players: int) -> list[dict[str, Any]]:
    """A traced round whose start card acts."""
    for seed in range(200):
        trace = _trace(rules, players, seed)
        if any(r["event"] == "start_acts" for r in trace):
            return trace
    raise AssertionError("no start card acted in 200 rounds")


def test_two_packs_and_the_hands_of_the_count_pass_and_a_changed_deal_does_not() -> None:
    rules = load(
        "classic",
        players__max=12,
        hand_size_by_players=[{"players": 2, "hand_size": 7}],
        rules__packs_by_players=[{"from_players": 5, "packs": 2}],
    )
    for players in (2, 6):
        trace = _trace(rules, players, 1)
        assert check_records(trace, strict=True).ok
        wrong = copy.deepcopy(trace)
        wrong[1]["hand_size"] = 5 if players == 2 else 7
        assert not check_records(wrong, strict=True).ok
    one_pack = copy.deepcopy(_trace(rules, 6, 1))
    one_pack[1]["deck"] = dict.fromkeys(one_pack[1]["deck"], 1)
    assert "pack" in " ".join(check_records(one_pack, strict=True).problems)


def test_a_start_card_that_acts_must_say_so_and_do_it() -> None:
    for how in ("acts_on_first", "as_dealer"):
        trace = _acting(load("noris", rules__start_card=how), 4)
        assert check_records(trace, strict=True).ok, how
        silent = [r for r in trace if r["event"] != "start_acts"]
        assert not check_records(silent, strict=True).ok, how
    # A draw2 acting on the first player: the draws are the card's, then a skip.
    rules = load("noris", rules__start_card="acts_on_first")
    for seed in range(300):
        trace = _trace(rules, 4, seed)
        acts = [r for r in trace if r["event"] == "start_acts"]
        if acts and acts[0]["card"].endswith("draw2"):
            break
    first_draw = next(i for i, r in enumerate(trace) if r["event"] == "draw")
    kept = trace[:first_draw] + trace[first_draw + 1 :]  # one card fewer drawn: cannot be
    assert not check_records(kept, strict=True).ok


def test_counterclockwise_is_read_from_the_ruleset() -> None:
    rules = load("classic", rules__first_direction="counterclockwise")
    trace = _trace(rules, 4, 2)
    assert trace[1]["direction"] == "counterclockwise"
    assert check_records(trace, strict=True).ok
    clockwise = copy.deepcopy(trace)
    del clockwise[1]["direction"]
    assert not check_records(clockwise, strict=True).ok
