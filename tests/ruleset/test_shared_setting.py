"""Decisions that name one setting are one house rule: one offer on New game, with the book's
value and each decision's alternative, each value named by the decision offering it."""

from __future__ import annotations

import pytest

from game.ruleset import builtin_ruleset_ids, check_text, find_ruleset, load_document
from game.ruleset.house_rules import house_rules
from game.table import houserules
from tests.ruleset.locations import FIXTURES

SHARED = FIXTURES / "good" / "shared_setting.yaml"


def test_two_decisions_on_one_setting_make_one_rule_of_three_values() -> None:
    rules = {rule.settings: rule for rule in house_rules(load_document(SHARED))}
    most = rules[("players.max",)]
    assert most.ids == ("D-1", "D-49") and most.choices == (4, 3, 8)
    assert [most.decision_of(v) for v in most.choices] == ["D-1", "D-1", "D-49"]
    assert most.overrides(8) == {"players.max": 8} and most.overrides(4) == {}
    deck = rules[("rules.deck",)]
    # D-2 takes "tiny" from the deck's options, D-22 names it: the value is D-22's.
    assert deck.choices == ("main", "tiny") and deck.offered_by == ("D-2", "D-22")
    assert len(rules) == 2


def test_the_new_game_screen_has_one_offer_per_setting() -> None:
    offers = houserules.offers(load_document(SHARED))
    assert [(o.path, o.ids) for o in offers] == [
        ("players.max", "D-1, D-49"),
        ("rules.deck", "D-2, D-22"),
    ]
    most = offers[0]
    assert most.kind == "int" and {4, 3, 8} <= {v for v, _ in most.options}
    assert [v for v, _ in offers[1].options] == ["main", "tiny"]


@pytest.mark.parametrize("name", builtin_ruleset_ids())
def test_no_built_in_ruleset_offers_one_setting_twice(name: str) -> None:
    doc = load_document(find_ruleset(name))
    paths = [path for rule in house_rules(doc) for path in rule.settings]
    assert len(paths) == len(set(paths)), paths
    shown = [offer.path for offer in houserules.offers(doc)]
    assert len(shown) == len(set(shown)), shown


def test_the_joined_rules_of_noris_and_huch() -> None:
    rules = {r.settings[0]: r for r in house_rules(load_document(find_ruleset("noris")))}
    assert rules["players.max"].choices == (8, 7, 16)
    assert rules["players.max"].decision_of(16) == "D-49"
    assert rules["rules.start_card"].decision_of("acts_on_first") == "D-45"
    assert rules["rules.start_card"].decision_of("redraw") == "D-10"
    huch = {r.settings[0]: r for r in house_rules(load_document(find_ruleset("huch")))}
    assert huch["rules.deck"].ids == ("D-3", "D-22")
    assert huch["rules.deck"].decision_of("small") == "D-22"


def test_a_bad_value_is_reported_on_the_decision_that_offers_it() -> None:
    """D-49's 12 players cannot be dealt 3 cards each from 30 cards: `check` names D-49, on its
    line, not D-1 (whose 3 players are good)."""
    text = SHARED.read_text(encoding="utf-8").replace("alternative: 8}", "alternative: 12}")
    doc, problems = check_text(text, "shared.yaml")
    assert doc is None, "12 players at 3 cards cannot be dealt from 30"
    line = text.splitlines().index("  - {id: D-49, setting: players.max, alternative: 12}") + 1
    assert any(p.line == line and "D-49" in p.message for p in problems), problems
    assert not any("D-1 " in p.message for p in problems), problems


def test_a_decision_flipping_more_settings_joins_over_them_all() -> None:
    """Classic's D-42 ends the round at an empty stock and stops the reshuffle, D-5 shuffles
    all: one "Draw pile runs out" whose three values set both settings, so a table cannot
    choose D-5's reshuffle and D-42's at once."""
    (rule,) = [r for r in house_rules(load_document(find_ruleset("classic"))) if "D-42" in r.ids]
    assert rule.ids == ("D-5", "D-42")
    assert rule.settings == ("rules.reshuffle", "rules.empty_stock")
    assert rule.choices == ("keep_top", "all", "none")
    assert rule.overrides("all") == {"rules.reshuffle": "all"}  # the empty stock as the book
    assert rule.overrides("none") == {"rules.reshuffle": "none", "rules.empty_stock": "end_round"}
    assert rule.decision_of("none") == "D-42"


def test_a_value_that_cannot_be_told_apart_is_refused() -> None:
    """D-3 would choose the tiny deck and let a player draw instead of playing; D-22 chooses
    the tiny deck alone. One house rule over the deck cannot offer "tiny" twice: `check`
    refuses D-3 on its line and says why."""
    text = SHARED.read_text(encoding="utf-8") + (
        "  - {id: D-3, setting: rules.deck, alternative: tiny}\n"
        "  - {id: D-3, setting: rules.draw_when_able}\n"
    )
    doc, problems = check_text(text, "overlap.yaml")
    assert doc is None and len(problems) == 1, problems
    assert (
        problems[0].line
        == text.splitlines().index("  - {id: D-3, setting: rules.deck, alternative: tiny}") + 1
    )
    assert "D-3" in problems[0].message and "D-22" in problems[0].message
    assert "rules.deck" in problems[0].message and "tiny" in problems[0].message
