"""A skip's `stack_with` listing a card that is no skip (docs/ruleset-format.md, "Effects":
`skip`'s `stack_with`; game/engine/effect_skip.py).

No published rule lets a Draw card or a plain card answer a skip; the format allows the list,
so the game says what it means, as it does for a Draw card's list: a listed card with a skip of
its own stacks; one without ends the skip there (the one who plays it is not skipped, nobody
more is, play goes on after them) and then does what it does in any play: a Draw card attacks
the next player with its own count, added to nothing. The rules viewer says so and `check`
warns, pointing to `cancel_attack`, the named way to write an answer that ends an attack.
Abacus at four: Anna (0) plays a red Skip listing Skip, 2+ and 5; Ben (1) answers."""

from __future__ import annotations

import copy

from game.engine.notation import position
from game.engine.state import ATTACK, TURN
from game.rulebook import effect_words, rank_names
from game.ruleset.advice import warnings_of
from game.table import rulecache
from tests.helpers import act, legal_texts, load
from tests.rules.scenario import only

LISTED = {"ranks__skip__effects__0__skip__stack_with": ["skip", "2plus", "5"]}


def _four():
    rules = load("abacus", **LISTED)
    state = position(
        rules,
        hands=[
            "red:skip blue:5 red:3",
            "blue:2plus red:5 blue:skip blue:3",
            "green:1 green:3",
            "blue:4 red:4",
        ],
        top="red:7",
    )
    act(state, "play red:skip")
    assert (state.phase, state.turn) == (ATTACK, 1)
    assert legal_texts(state) == ["accept", "play blue:2plus", "play blue:skip", "play red:5"]
    return state


def test_a_draw_card_ends_the_skip_and_attacks_afresh():
    state = _four()
    events = act(state, "play blue:2plus")
    assert only(state.rules, events, "skipped", "attack") == [("attack", 2, ("draw", 2))]
    assert (state.phase, state.turn, state.pend) == (ATTACK, 2, 2)  # its own 2, nothing added


def test_a_plain_card_ends_the_skip_and_play_goes_on():
    state = _four()
    events = act(state, "play red:5")
    assert only(state.rules, events, "skipped", "attack", "turn") == [("turn", 2, None)]
    assert (state.phase, state.turn) == (TURN, 2)


def test_a_skip_still_stacks():
    state = _four()
    act(state, "play blue:skip")  # Clara and Dora are skipped, Anna plays next
    act(state, "accept")
    act(state, "accept")
    assert (state.phase, state.turn) == (TURN, 0)


def _listed_doc() -> dict:
    doc = copy.deepcopy(rulecache.document("abacus"))
    doc["ranks"]["skip"]["effects"][0]["skip"]["stack_with"] = ["skip", "2plus", "5"]
    return doc


def test_the_rules_viewer_says_what_the_engine_does():
    doc = _listed_doc()
    said = effect_words(doc["ranks"]["skip"]["effects"][0], rank_names(doc))
    assert "may be answered with Skip (one more is skipped)" in said
    assert "2+ or 5 played on it ends the skip instead" in said


def test_check_warns_on_each_listed_card_without_a_skip():
    doc = _listed_doc()
    doc["ranks"]["your_choice"] = {
        "kind": "symbol",
        "effects": [{"choose_effect": {"options": {"a": [{"draw": {"count": 1}}]}}}],
    }
    doc["ranks"]["skip"]["effects"][0]["skip"]["stack_with"].append("your_choice")
    warned = [(w.path, w.message) for w in warnings_of(doc, "x.yaml")]
    assert [path for path, _ in warned] == [
        f"ranks.skip.effects[0].skip.stack_with[{k}]" for k in (1, 2, 3)
    ]
    assert all("cancel_attack" in text for _, text in warned[:2])
    assert "no option with a skip" in warned[2][1]
    assert not warnings_of(rulecache.document("abacus"), "x.yaml")  # its Skip lists a Skip
