"""`check`'s warnings (game.ruleset.advice) in the workshop: beside the field they concern, in
the reader's language and the workshop's words (cards by their names, the effect to use by the
workshop's name for it), and never in the way: the draft stays playable and is saved."""

from __future__ import annotations

import pytest

from game.i18n import set_language
from game.workshop import Workshop, keep

STACK = ("ranks", "7", "effects", 0, "draw", "stack_with")


def _jack_answers_the_seven() -> Workshop:
    """Classic's 7 (draw two) lists the Jack, which has no draw: played, it ends the attack."""
    workshop = Workshop.start_from("classic", background=False)
    workshop.draft.pick(STACK, "jack")
    workshop.poll()
    return workshop


def test_a_warning_shows_beside_its_field_and_blocks_nothing() -> None:
    workshop = _jack_answers_the_seven()
    field = workshop.field(STACK)
    assert field is not None and field.problems == []
    (warning,) = field.warnings
    assert warning.message.startswith("Jack has no draw of its own: played on 7 it adds")
    assert "“Cancel an attack”" in warning.message and "jack" not in warning.message
    assert workshop.problems() == [] and workshop.playable
    saved = workshop.save()
    assert saved in keep.own_rulesets()


def test_the_warning_goes_when_the_card_stacks() -> None:
    workshop = _jack_answers_the_seven()
    workshop.draft.pick(STACK, "jack", on=False)
    workshop.poll()
    assert workshop.field(STACK).warnings == []


@pytest.mark.parametrize(
    ("language", "start"),
    [("de", "Bube zieht selbst nichts"), ("sv", "Knekt drar inget själv")],
)
def test_a_warning_is_in_the_reader_s_language(language: str, start: str) -> None:
    set_language(language)
    workshop = _jack_answers_the_seven()
    (warning,) = workshop.field(STACK).warnings
    assert warning.message.startswith(start), warning.message


def test_a_skip_listing_a_draw_card_is_warned_too() -> None:
    workshop = Workshop.start_from("abacus", background=False)
    path = ("ranks", "skip", "effects", 0, "skip", "stack_with")
    workshop.draft.pick(path, "2plus")
    workshop.poll()
    (warning,) = workshop.field(path).warnings
    assert warning.message.startswith("2+ has no skip of its own: played on Skip it ends")
    assert workshop.playable
