"""The caches kept per rules object or per ruleset as played stay bounded however many rules
a session makes (issue 32, case 14): every house rule changed, every Try it of a draft and
every replay makes another rules object, and each of these caches kept one for good."""

from __future__ import annotations

from collections import OrderedDict

import pytest

from game.bots import tables
from game.guide import search
from game.table import rulecache

HOUSE_RULES = [
    (ruleset, {"hand_size": hand}) for ruleset in ("classic", "noris") for hand in (3, 4, 5, 6)
]  # eight rulesets as played


@pytest.fixture
def small_rule_cache(monkeypatch):
    monkeypatch.setattr(rulecache, "RULES_KEPT", 3)
    monkeypatch.setattr(rulecache, "_rules", OrderedDict())


def test_compiled_rules_keep_the_last_few_asked_for(small_rule_cache):
    made = [rulecache.rules(ruleset, house) for ruleset, house in HOUSE_RULES]
    assert len(rulecache._rules) == 3
    assert rulecache.rules(*HOUSE_RULES[-1]) is made[-1]  # the latest, from the cache
    rulecache.rules(*HOUSE_RULES[-3])  # asked again: the most recent now
    rulecache.rules(*HOUSE_RULES[0])  # a new one pushes out the least recent ...
    assert rulecache.rules(*HOUSE_RULES[-3]) is made[-3]  # ... not the one just asked for
    assert len(rulecache._rules) == 3


def test_the_bots_tables_are_kept_for_a_few_rules_only(small_rule_cache, monkeypatch):
    monkeypatch.setattr(tables, "TABLES_KEPT", 3)
    monkeypatch.setattr(tables, "_TABLES", OrderedDict())
    made = [rulecache.rules(ruleset, house) for ruleset, house in HOUSE_RULES]
    built = [tables.tables_for(rules) for rules in made]
    assert len(tables._TABLES) == 3
    assert tables.tables_for(made[-1]) is built[-1]
    assert [kept for kept, _ in tables._TABLES.values()] == made[-3:]  # each holds its rules


def test_learn_to_play_keeps_courses_for_a_few_rulesets_as_played(small_rule_cache, monkeypatch):
    searched: list[str] = []

    def find_course(rules, on_try=None):  # the search itself takes up to seconds a ruleset
        searched.append(rules.id)
        return object()

    monkeypatch.setattr(search, "COURSES_KEPT", 3)
    monkeypatch.setattr(search, "_FOUND", {})
    monkeypatch.setattr(search, "find_course", find_course)
    made = [rulecache.rules(ruleset, house) for ruleset, house in HOUSE_RULES]
    courses = [search.course_for(rules) for rules in made]
    assert len(search._FOUND) == 3 and len(searched) == len(made)
    assert search.course_for(made[-1]) is courses[-1]  # kept: not searched again
    assert len(searched) == len(made)
