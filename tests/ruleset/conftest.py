"""Ruleset tests run from the repository root, so file names in messages read as in the docs."""

from __future__ import annotations

import pytest

from .locations import ROOT


@pytest.fixture(autouse=True)
def _in_repo_root(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
