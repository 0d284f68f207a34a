"""The schema walk (issue 26): every place of the ruleset format is on the workshop's form with
a widget of its own kind, each is set through that widget's operation, the ruleset is saved,
and `check` accepts the saved file. No place is one free YAML text box.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from game.ruleset import check_file
from game.ruleset.schema import load_schema
from game.workshop import Draft, Field, Kind, Workshop
from game.workshop.form import property_keys
from game.workshop.yamlout import reads_back

from .conftest import everything

Edit = tuple[str, Callable[[Draft], None]]
ROOT = Path(__file__).resolve().parents[2]


def places(root: Field) -> set[str]:
    """The schema places a form shows: its fields', and the effect kinds its effects have."""
    found = {field.where for field in root.walk()}
    found |= {f"effect.{f.value}" for f in root.walk() if f.kind == Kind.EFFECT}
    return found


def fields_by_place() -> dict[str, list[Field]]:
    """The fields of each place of the schema that holds a value, and the effects (an
    effect's kind is a choice of its own), in the order of the form."""
    places: dict[str, list[Field]] = {}
    for field in everything().form().walk():
        if (field.leaf and field.kind != Kind.FIXED) or field.kind == Kind.EFFECT:
            places.setdefault(field.where, []).append(field)
    return places


PLACES = fields_by_place()


def test_the_form_shows_every_place_of_the_format():
    missing = [key for key in property_keys() if key not in places(everything().form())]
    assert missing == []
    assert len(PLACES) > 60


def test_no_place_is_a_free_text_box():
    """Free text only where the format holds free text: a credit and a house rule's note."""
    texts = {f.where for f in everything().form().walk() if f.kind == Kind.TEXT}
    assert texts == {"ruleset.book", "decision.note"}


@pytest.mark.parametrize(
    ("where", "kind"),
    [
        ("ruleset.hand_size", Kind.NUMBER),
        ("rules.reshuffle", Kind.CHOICE),
        ("jump_in.enabled", Kind.TOGGLE),
        ("rank.not_on", Kind.CARDS),
        ("jump_in.ranks", Kind.CARDS),
        ("deck_entry.colours", Kind.COLOURS),
        ("trade_hands_params.modes", Kind.MULTICHOICE),
        ("rank.name", Kind.TEXTS),
        ("rank.rank_aliases", Kind.NAMES),
        ("rank.effects", Kind.LIST),
        ("effect", Kind.EFFECT),
        ("ruleset.ranks", Kind.MAP),
        ("call.id", Kind.CHOICE),
        ("decision.setting", Kind.CHOICE),
        ("decision.alternative", Kind.CARDS),
        ("rules.deck", Kind.CHOICE),
        ("ruleset.format", Kind.FIXED),
    ],
)
def test_each_place_gets_the_widget_of_its_kind(where: str, kind: Kind):
    fields = [f for f in everything().form().walk() if f.where == where]
    assert fields and {f.kind for f in fields} == {kind}


def test_numbers_carry_the_schema_range_and_cards_the_drafts_ranks():
    form = everything().form()
    copies = next(f for f in form.walk() if f.where == "deck_entry.copies")
    assert (copies.low, copies.high) == (1, 100)
    not_on = next(f for f in form.walk() if f.where == "rank.not_on")
    assert [o.value for o in not_on.options][:3] == ["1", "2", "3"]
    assert next(o.words for o in not_on.options if o.value == "6_9") == "6/9"
    jump = next(f for f in form.walk() if f.where == "jump_in.ranks")
    assert jump.special is not None and jump.special.value == "numbers"


def edits(field: Field) -> Iterator[Edit]:
    """The ways the field's own widget can change its value, in the order to try them."""
    path, value, kind = field.path, field.value, field.kind
    if kind == Kind.CHOICE:
        for option in field.options:
            if option.value != value:
                yield f"choose {option.value!r}", _set(path, option.value)
    elif kind == Kind.NUMBER:
        low, high = field.low or 0, field.high if field.high is not None else 1000
        start = value if isinstance(value, int) else low
        for number in dict.fromkeys((start + 1, start - 1, low, high)):
            if low <= number <= high and number != value:
                yield f"number {number}", _set(path, number)
    elif kind == Kind.TOGGLE:
        yield f"toggle {not value}", _set(path, not value)
    elif kind == Kind.TEXT:
        yield "type", _set(path, "Set by the schema walk")
    elif kind == Kind.IDENTIFIER:
        yield from _identifiers(field)
    elif kind == Kind.TEXTS:
        yield "type Swedish", lambda d: d.set_text(path, "sv", "Ändrad av schemagenomgången")
    elif kind in (Kind.CARDS, Kind.COLOURS, Kind.MULTICHOICE, Kind.NAMES):
        yield from _picks(field)
    elif kind == Kind.EFFECT:
        for option in field.options:
            if option.value != value:
                yield f"effect {option.value}", _kind(path, option.value)


def _set(path: tuple[Any, ...], value: Any) -> Callable[[Draft], None]:
    return lambda draft: draft.set(path, value)


def _kind(path: tuple[Any, ...], kind: str) -> Callable[[Draft], None]:
    return lambda draft: draft.set_effect_kind(path, kind)


def _identifiers(field: Field) -> Iterator[Edit]:
    if field.where == "ruleset.colours[]":
        for option in field.options:
            yield f"colour {option.value}", _set(field.path, option.value)
    elif field.where == "decision.id":
        yield "id D-77", _set(field.path, "D-77")
    else:
        yield "id walked", _set(field.path, "walked")


def _picks(field: Field) -> Iterator[Edit]:
    path = field.path
    current = field.value if isinstance(field.value, list) else []
    if field.kind == Kind.NAMES:
        yield "name walked", lambda d: d.pick(path, "walked", True)
    for option in field.options:
        if option.value not in current:
            yield f"pick {option.value}", lambda d, v=option.value: d.pick(path, v, True)
    for item in current:
        yield f"unpick {item}", lambda d, v=item: d.pick(path, v, False)
    if field.special is not None and field.value != field.special.value:
        yield f"pick {field.special.value}", _set(path, field.special.value)


def set_through_widget(workshop: Workshop, fields: list[Field]) -> str:
    """Change one of a place's fields by its widget: the first edit that keeps the ruleset
    playable (making the "1" colourless would leave it unplayable; the Joker's may change)."""
    tried = []
    for field in fields:
        for what, edit in edits(field):
            revision = workshop.draft.revision
            edit(workshop.draft)
            workshop.poll()
            if workshop.draft.revision != revision and workshop.playable:
                return f"{field.path}: {what}"
            tried.append((field.path, what, [str(p) for p in workshop.report.problems][:1]))
            if workshop.draft.revision != revision:
                workshop.draft.undo()
    raise AssertionError(f"no edit kept the ruleset playable: {tried}")


@pytest.mark.parametrize("place", list(PLACES))
def test_each_place_set_through_its_widget_saves_a_file_check_accepts(place: str):
    workshop = everything()
    set_through_widget(workshop, PLACES[place])
    saved = workshop.save()
    doc, problems = check_file(saved)
    assert problems == [] and doc is not None
    assert reads_back(saved.read_text(encoding="utf-8"), workshop.draft.doc)
    assert saved.read_text(encoding="utf-8").startswith("# Everything")


def test_the_check_command_accepts_what_the_workshop_saved(tmp_path: Path):
    saved = []
    for index, place in enumerate(list(PLACES)[::7]):
        workshop = everything()
        set_through_widget(workshop, PLACES[place])
        saved.append(str(workshop.export(tmp_path / f"walk_{index}")))
    result = subprocess.run(
        [sys.executable, "-m", "game", "check", *saved],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.count(": ok") == len(saved)


def test_a_key_added_to_the_format_appears_on_its_page_without_screen_code():
    rules = load_schema()["$defs"]["rules"]["properties"]
    rules["new_setting"] = {
        "type": "integer",
        "minimum": 1,
        "maximum": 9,
        "default": 4,
        "description": "A setting the format has just gained.",
    }
    try:
        page = everything().section("play")
        added = next(f for f in page.fields if f.key == "new_setting")
    finally:
        del rules["new_setting"]
    assert (added.kind, added.low, added.high, added.value) == (Kind.NUMBER, 1, 9, 4)
    assert added.label == "A setting the format has just gained."
    assert not added.present
