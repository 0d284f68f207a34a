"""Property tests: random rounds of every ruleset at every allowed table size keep the engine's
invariants after every action (see `checks.play_checked`), and always end by the rules."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from game.ruleset import builtin_ruleset_ids
from tests.engine.checks import play_checked
from tests.helpers import draws, load

CASES = [
    (name, players)
    for name in builtin_ruleset_ids()
    for players in range(load(name).min_players, load(name).max_players + 1)
]
# Rulesets the generative guard drew that broke the engine (tests/guard/found/): a last card's
# effects (D-21) reached the winner, or ran on after the round's end.
FOUND = sorted(str(p) for p in (Path(__file__).parent.parent / "guard" / "found").glob("*.yaml"))
FOUND_CASES = [
    (path, players)
    for path in FOUND
    for players in range(load(path).min_players, load(path).max_players + 1)
]
SETTINGS = settings(
    max_examples=draws(10, quick=1),
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
)  # no slow shrinking


def test_every_builtin_ruleset_is_covered():
    assert {name for name, _ in CASES} >= {"noris", "emmi", "abacus", "huch", "classic"}


@pytest.mark.parametrize(("name", "players"), CASES, ids=[f"{n}-{p}" for n, p in CASES])
@SETTINGS
@given(seed=st.integers(0, 2**62), forget=st.sampled_from([0.0, 0.0, 0.3]))
def test_random_rounds_keep_the_invariants(name, players, seed, forget):
    play_checked(load(name), players, seed, forget_calls=forget)


@pytest.mark.parametrize(
    ("path", "players"), FOUND_CASES, ids=[f"{Path(p).stem}-{k}" for p, k in FOUND_CASES]
)
@SETTINGS
@given(seed=st.integers(0, 2**62))
def test_the_guards_found_rulesets_keep_the_invariants(path, players, seed):
    play_checked(load(path), players, seed)
