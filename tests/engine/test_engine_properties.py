"""Property tests: random rounds of every ruleset at every allowed table size keep the engine's
invariants after every action (see `checks.play_checked`), and always end by the rules; so do
rounds with several cards in one play (`rules.groups`) in each of its forms and settings, and
with the conditions on a play (`rules.going_out`, `then_any`) in each reading."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from game.engine import events as EV
from game.engine import new_round
from game.ruleset import builtin_ruleset_ids
from tests.engine.checks import play_checked
from tests.helpers import draws, load
from tests.rules.scenario import play_out

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
# Several cards in one play, each form and setting on (with the forms it needs), in every
# built-in ruleset (each has a rank "7" to open a suit) at 2, 4 and the most seats.
_SETS = {"same_rank.enabled": True}
_BOTH = {**_SETS, "run.enabled": True}
GROUPS = {
    "sets": _SETS,
    "runs": {"run.enabled": True, "run.direction": "either", "run.suit": "of_pile"},
    "chain": {**_BOTH, "chain": True, "run.suit": "any", "run.direction": "free"},
    "suit_after": {**_SETS, "suit_after.enabled": True, "suit_after.ranks": ["7"]},
    "suit_after_one": {
        "suit_after.enabled": True,
        "suit_after.ranks": ["7"],
        "suit_after.count": "one",
    },
    "effects_last": {**_BOTH, "effects": "last"},
    "attacks_last": {**_BOTH, "attacks": "last"},
    "min_3": {**_SETS, "same_rank.min": 3},
}
GROUP_CASES = [
    (name, form, players)
    for name in builtin_ruleset_ids()
    for form in GROUPS
    for players in sorted({2, 4, load(name).max_players})
]


# Conditions on a play, each reading, in every built-in ruleset at 2, 4 and the most seats:
# no going out on a special card (refused, penalised, only between two), with sets of at
# least 3 (a set whose last card is refused), and anything following the first special rank.
CONDITIONS = {
    "refused": {"rules__going_out__not_with": "specials"},
    "penalty": {
        "rules__going_out__not_with": "specials",
        "rules__going_out__consequence": "penalty",
    },
    "two_players": {"rules__going_out__not_with": "specials", "rules__going_out__players_max": 2},
    "refused_sets": {
        "rules__going_out__not_with": "specials",
        "rules__groups__same_rank__enabled": True,
        "rules__groups__same_rank__min": 3,
    },
    "then_any": {},
    "only_without": {},
    "challenge": {},
}
CONDITION_CASES = [
    (name, reading, players)
    for name in builtin_ruleset_ids()
    for reading in CONDITIONS
    for players in sorted({2, 4, load(name).max_players})
]


def with_condition(name: str, reading: str):
    """The ruleset with one reading; a card's condition goes on an attack card (a draw), else
    the first special card."""
    if reading not in ("then_any", "only_without", "challenge"):
        return load(name, **CONDITIONS[reading])
    rules = load(name)
    special = [r for r in rules.ranks if rules.rank_special[rules.rank_index[r]]]
    attacks = [
        r for r in special if any(e.is_attack for e in rules.rank_effects[rules.rank_index[r]])
    ]
    rank = (attacks or special)[0] if reading != "then_any" else special[0]
    if reading == "then_any":
        return load(name, **{f"ranks__{rank}__then_any": True})
    extra = {f"ranks__{rank}__challenge__enabled": True} if reading == "challenge" else {}
    return load(name, **{f"ranks__{rank}__only_without": "colour_in_force"}, **extra)


# Endings and scorings (tests/rules/test_endings.py), each in every built-in ruleset at 2, 4 and
# the most seats: every round ends, cards are conserved, every action is legal.
ENDINGS = {
    "winner_collects": {"scoring__hand_points": "winner_collects"},
    "colour_factors": {"scoring__colour_factors": {"red": 2, "clubs": 3, "blue": 0}},
    "no_reshuffle_pass": {"rules__reshuffle": "none"},
    "empty_stock_ends": {"rules__reshuffle": "none", "rules__empty_stock": "end_round"},
    "empty_stock_ends_reshuffled": {"rules__empty_stock": "end_round"},
    "turn_limit": {"rules__turn_limit": 12},
    "one_left": {"rules__round_end": "one_left"},
    "one_left_effects": {"rules__round_end": "one_left", "rules__last_card_effects": "apply"},
    "one_left_collects": {
        "rules__round_end": "one_left",
        "scoring__hand_points": "winner_collects",
        "rules__reshuffle": "none",
    },
}
ENDING_CASES = [
    (name, ending, players)
    for name in builtin_ruleset_ids()
    for ending in ENDINGS
    for players in sorted({2, 4, load(name).max_players})
]


def with_ending(name: str, ending: str):
    overrides = dict(ENDINGS[ending])
    factors = overrides.get("scoring__colour_factors")
    if factors is not None:  # only the colours the ruleset has
        overrides["scoring__colour_factors"] = {
            c: k for c, k in factors.items() if c in load(name).colours
        }
    return load(name, **overrides)


def with_groups(name: str, form: str):
    return load(
        name, **{"rules__groups__" + k.replace(".", "__"): v for k, v in GROUPS[form].items()}
    )


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


@pytest.mark.parametrize(
    ("name", "form", "players"), GROUP_CASES, ids=[f"{n}-{f}-{p}" for n, f, p in GROUP_CASES]
)
@settings(SETTINGS, max_examples=draws(4, quick=1))
@given(seed=st.integers(0, 2**62), forget=st.sampled_from([0.0, 0.3]))
def test_random_rounds_with_groups_keep_the_invariants(name, form, players, seed, forget):
    play_checked(with_groups(name, form), players, seed, forget_calls=forget)


@pytest.mark.parametrize(
    ("name", "reading", "players"),
    CONDITION_CASES,
    ids=[f"{n}-{r}-{p}" for n, r, p in CONDITION_CASES],
)
@settings(SETTINGS, max_examples=draws(4, quick=1))
@given(seed=st.integers(0, 2**62), forget=st.sampled_from([0.0, 0.3]))
def test_random_rounds_with_conditions_keep_the_invariants(name, reading, players, seed, forget):
    play_checked(with_condition(name, reading), players, seed, forget_calls=forget)


def test_random_rounds_meet_the_going_out_penalty():
    """The rounds above are no vacuous check: random players go out on special cards."""
    fined = 0
    for name in builtin_ruleset_ids():
        rules = with_condition(name, "penalty")
        for seed in range(4):
            state, _ = new_round(rules, 2, seed)
            fined += sum(
                1 for e in play_out(state, seed) if e[0] == EV.PENALTY and e[3] == "going_out"
            )
    assert fined >= 3


def test_random_rounds_meet_challenges():
    """Random players challenge plays against their condition, bluffs and honest ones."""
    bluffs = {True: 0, False: 0}
    for name in builtin_ruleset_ids():
        rules = with_condition(name, "challenge")
        for seed in range(6):
            state, _ = new_round(rules, 2, seed)
            for e in play_out(state, seed):
                if e[0] == EV.CHALLENGED:
                    bluffs[bool(e[3])] += 1
    assert bluffs[True] and bluffs[False]


@pytest.mark.parametrize(
    ("name", "ending", "players"),
    ENDING_CASES,
    ids=[f"{n}-{e}-{p}" for n, e, p in ENDING_CASES],
)
@settings(SETTINGS, max_examples=draws(4, quick=1))
@given(seed=st.integers(0, 2**62), forget=st.sampled_from([0.0, 0.3]))
def test_random_rounds_with_new_endings_keep_the_invariants(name, ending, players, seed, forget):
    play_checked(with_ending(name, ending), players, seed, forget_calls=forget, strict=True)


@pytest.mark.parametrize("form", list(GROUPS))
def test_random_rounds_lay_groups(form):
    """The rounds above are no vacuous check: in each form random players lay groups."""
    laid = 0
    for name in builtin_ruleset_ids():
        rules = with_groups(name, form)
        for seed in range(4):
            state, _ = new_round(rules, 4, seed)
            laid += sum(1 for e in play_out(state, seed) if e[0] == EV.PLAY and e[3] == "group")
    assert laid >= 10
