"""The pack on the workshop's form: a choice of the packs, named in the reader's language; a
pack whose colours the draft does not have is said beside it, with what to change."""

from __future__ import annotations

import pytest

from game.i18n import set_language
from game.workshop import Workshop


@pytest.fixture(autouse=True)
def english():
    yield
    set_language("en")


@pytest.mark.parametrize(
    "lang, german, fix",
    [
        ("en", "German pack", "Choose the pack that has these colours"),
        ("de", "deutsches Blatt", "Wähle das Blatt, das diese Farben hat"),
        ("sv", "tysk kortlek", "Välj kortleken som har de här färgerna"),
    ],
)
def test_a_german_pack_on_the_french_suits_is_refused_beside_the_pack(
    lang: str, german: str, fix: str
) -> None:
    set_language(lang)
    workshop = Workshop.start_from("classic", background=False)
    workshop.draft.set(("pack",), "german")
    workshop.poll()
    field = workshop.field(("pack",))
    assert field is not None
    assert german in [option.words for option in field.options]
    [problem] = field.problems
    assert "diamonds" in problem.message and problem.fix.startswith(fix)
    assert not workshop.playable
    workshop.draft.set(("pack",), "french")
    workshop.poll()
    field = workshop.field(("pack",))
    assert field is not None and field.problems == []
