"""The workshop's tests keep files in a data folder of their own, and start from a ruleset
that uses every key of the format (fixtures/everything.yaml)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.i18n import set_language
from game.workshop import Workshop

FIXTURES = Path(__file__).resolve().parent / "fixtures"
EVERYTHING = FIXTURES / "everything.yaml"


@pytest.fixture(autouse=True)
def _own_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Saved rulesets and drafts go to this test's folder, never another test's."""
    folder = tmp_path / "data"
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(folder))
    return folder


@pytest.fixture(autouse=True)
def _english() -> None:
    set_language("en")
    yield
    set_language("en")


def everything() -> Workshop:
    """A workshop on the ruleset that uses every key, checked at once (no thread)."""
    return Workshop.import_file(EVERYTHING, background=False)
