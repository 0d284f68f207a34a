"""Where the ruleset test data lives; paths relative to the repository root (see conftest)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path("tests/ruleset/fixtures")
BROKEN = FIXTURES / "broken"
MINI = FIXTURES / "good" / "mini.yaml"
# Files whose house rules name a card's effects, a call's penalty, bare or sparse effects.
HOUSE = FIXTURES / "house_rules"
