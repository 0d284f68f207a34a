"""The guide's tests run without pygame: importing it here fails."""

from __future__ import annotations

import sys

import pytest


@pytest.fixture(autouse=True)
def no_pygame(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pygame", None)
