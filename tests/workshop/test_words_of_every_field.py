"""Every place of the format the workshop shows has a label and a help text of its own in each
language: a label the schema's English description stood in for ("What is called (default:
the game's word for a", cut to the row) is caught here, not by a parent."""

from __future__ import annotations

import pytest

from game.i18n import LANGUAGES, catalogue
from game.workshop import Workshop
from game.workshop.words import words_key
from tests.workshop.conftest import EVERYTHING


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_property_shown_has_words_in_each_language(language: str) -> None:
    words = catalogue(language)
    missing = set()
    for page in Workshop.import_file(EVERYTHING, background=False).sections():
        for field in page.walk():
            if "." not in field.where or field.where.endswith("[]"):
                continue  # an item of a list or map: labelled by what it holds
            for what in ("label", "help"):
                key = f"workshop.{what}.{words_key(field.where)}"
                if key not in words:
                    missing.add(key)
    assert not missing, sorted(missing)
