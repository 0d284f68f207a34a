"""What the engine hands to the bots' worker process, or a search copies, pickles and copies
back equal: the rules, states, observations with their pending effects, calls, reasons,
requests and a match. The compiled engine (mypyc) restores objects differently from Python
(no `__dict__`, `setattr` into frozen records), so each case runs on whichever engine this is.
"""

from __future__ import annotations

import copy
import pickle

import pytest

from game.engine import Match, apply, new_round, observe
from game.engine.arbitrate import Request
from game.engine.reasons import why_not
from game.engine.state import FIELDS
from game.ruleset import builtin_ruleset_ids
from game.sim.simulate import make_player
from tests.helpers import load

TRAVELS = [pickle.loads, copy.copy, copy.deepcopy]


def travelled(obj: object, how) -> object:
    return how(pickle.dumps(obj)) if how is pickle.loads else how(obj)


@pytest.mark.parametrize("how", TRAVELS, ids=["pickle", "copy", "deepcopy"])
@pytest.mark.parametrize("name", builtin_ruleset_ids())
def test_observations_and_their_effects_travel(name, how):
    rules = load(name)
    state, _ = new_round(rules, 3, seed=11)
    player = make_player(11, forget_calls=0.3)
    pending = 0
    while not state.over:
        for seat in range(3):
            obs = observe(state, seat)
            again = travelled(obs, how)
            assert again == obs and type(again) is type(obs)
        pending += state.pend_effect is not None
        seat, action = player.choose(state)
        apply(state, action, seat)
    assert pending or name == "classic"  # the attacks' effects travelled too


@pytest.mark.parametrize("how", TRAVELS, ids=["pickle", "copy", "deepcopy"])
def test_rules_states_and_records_travel(how):
    rules = load("abacus")
    again = travelled(rules, how)
    assert again._doc == rules._doc and again.type_text == rules.type_text
    assert again.calls == rules.calls and again.rank_effects == rules.rank_effects
    for call in rules.calls:
        assert travelled(call, how) == call
    state, _ = new_round(rules, 4, seed=3)
    twin = travelled(state, how)
    assert FIELDS[0].name == "rules" and twin.rules._doc == rules._doc  # by identity: the doc
    assert [f.name for f in FIELDS[1:] if getattr(twin, f.name) != getattr(state, f.name)] == []
    reason = why_not(state, (state.turn + 1) % 4, state.hand((state.turn + 1) % 4)[0])
    assert reason is not None and travelled(reason, how) == reason
    request = Request(seat=1, action=5, at=0.25)
    assert travelled(request, how) == request
    match = Match(rules, 4, seed=9)
    assert travelled(match, how).round_seed(2) == match.round_seed(2)
