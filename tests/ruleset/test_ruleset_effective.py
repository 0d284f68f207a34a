"""The rules a table plays, from the document read once: the same rules as reading the file with
the house rules, and a house rule that breaks the ruleset refused with its reason."""

from __future__ import annotations

import pytest

from game.ruleset import RulesetError, find_ruleset, load_document, load_rules
from game.ruleset.effective import effective_rules
from game.ruleset.identity import rules_identity


@pytest.mark.parametrize(
    "name, overrides",
    [
        ("noris", None),
        ("noris", {"rules.reshuffle": "all"}),
        ("abacus", {"calls.window": "until_next_action"}),
    ],
)
def test_the_same_rules_as_reading_the_file_again(name, overrides):
    doc = load_document(find_ruleset(name))
    made = effective_rules(doc, overrides)
    read = load_rules(name, overrides)
    assert rules_identity(made) == rules_identity(read)
    assert made.type_text == read.type_text and made.deck == read.deck


def test_a_house_rule_that_breaks_the_ruleset_is_refused():
    doc = load_document(find_ruleset("noris"))
    with pytest.raises(RulesetError, match="players.max"):
        effective_rules(doc, {"players.max": 40})
