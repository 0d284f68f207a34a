"""A round between bots at a table session with each house rule of the issue 32 fixture files
(a card's whole effects list, one effect, an effect's parameters, a choose-effect option, a
call's penalty and due time) set to each value it offers, taken from the files."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game.ruleset import load_document, load_rules, rules_identity
from game.ruleset.house_rules import house_rules
from tests.ruleset.locations import HOUSE, ROOT
from tests.table.driver import play_round, table

FLIPS = [
    (path, rule.id, value, rule.overrides(value))
    for path in sorted((ROOT / HOUSE).glob("*.yaml"))
    for rule in house_rules(load_document(path))
    for value in rule.choices[1:]
]


@pytest.mark.parametrize(
    "path, decision, value, overrides", FLIPS, ids=[f"{p.stem}-{d}" for p, d, _v, _o in FLIPS]
)
def test_bots_play_a_round_with_the_house_rule(
    path: Path, decision: str, value: Any, overrides: dict[str, Any]
) -> None:
    assert overrides, decision
    played = rules_identity(load_rules(str(path), overrides)).digest
    assert played != rules_identity(load_rules(str(path))).digest, decision
    s = table(str(path), 0, 3, seed=len(decision), overrides=overrides, pace=(0.0, 0.0))
    try:
        assert rules_identity(s.rules).digest == played  # the house rule is in force
        s.start_round()
        play_round(s, [])
    finally:
        s.close()
    assert s.round_over and len(s.log.lines) > 3
