"""Learn to play under the conditions on a play: classic with D-55 (no going out on a 7, 8 or
Jack) and D-56 (a Jack anything may follow), noris with D-57 (the Draw 4 only without the
colour in force, challengeable). No new step: the person plays the same cards, and the search
finds a round in which they go out on a card they may go out on; the card steps say the
conditions in the card's words."""

from __future__ import annotations

import pytest

from game.guide.plan import plan_steps
from game.guide.search import course_for
from game.i18n import set_language
from game.rulebook import rank_words
from game.ruleset import load_rules
from game.ruleset.facts import facts_of

HOUSE = {
    "d55": ("classic", {"rules.going_out.not_with": ["7", "8", "jack"]}),
    "d56": ("classic", {"ranks.jack.then_any": True, "ranks.jack.effects": []}),
    "d57": (
        "noris",
        {
            "ranks.draw4.only_without": "colour_in_force",
            "ranks.draw4.challenge": {"enabled": True, "extra": 2},
        },
    ),
}


@pytest.mark.parametrize("house", list(HOUSE))
def test_a_guided_round_is_found(house):
    name, overrides = HOUSE[house]
    rules = load_rules(name, overrides=overrides)
    assert plan_steps(rules)[-1].key == "round_end"
    assert course_for(rules) is not None


def test_the_card_steps_say_the_conditions():
    set_language("en")
    rules = load_rules("classic", overrides=HOUSE["d56"][1])
    assert "anything may follow" in " ".join(rank_words(facts_of(rules).book, "jack")).lower()
    rules = load_rules("noris", overrides=HOUSE["d57"][1])
    words = " ".join(rank_words(facts_of(rules).book, "draw4")).lower()
    assert "colour in force" in words and "challenge" in words
