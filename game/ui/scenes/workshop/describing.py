"""The description copied with the rules, once the rules say more than it: a line under the
description's heading says whose words it still is, with a button that writes a new one from
the rules (`game.workshop.describe`), in every language at once and as one step of Undo."""

from __future__ import annotations

from game.i18n import text_of, tr
from game.table import rulecache
from game.ui.scenes.workshop.rows import Edits, Row
from game.ui.widgets.controls import Button
from game.workshop import Workshop
from game.workshop.describe import copied_unchanged, written_from_rules

DESCRIPTION = ("description",)


def copied_from(workshop: Workshop) -> str | None:
    """The name of the built-in ruleset whose description the draft still carries while its
    rules are no longer that ruleset's (None: the description is its own, or not known yet)."""
    report = workshop.report
    origin = copied_unchanged(report.filled if report is not None else None)
    return text_of(rulecache.document(origin)["name"]) if origin is not None else None


def with_description_note(rows: list[Row], workshop: Workshop, edits: Edits) -> list[Row]:
    """`rows` with the note under the description's heading where it is still a copy."""
    heading = next((i for i, r in enumerate(rows) if r.key == (DESCRIPTION, "texts")), None)
    name = copied_from(workshop) if heading is not None else None
    if heading is None or name is None:
        return rows
    report = workshop.report
    assert report is not None and report.filled is not None
    filled = report.filled

    def write() -> None:
        edits.apply(lambda: edits.draft.set(DESCRIPTION, written_from_rules(filled)))

    button = Button(lambda: tr("workshop.screen.describe_again"), write)
    label = tr("workshop.screen.description_old")
    note = Row((DESCRIPTION, "copied"), None, rows[heading].depth + 1, label, main=button)
    note.notes = [tr("workshop.screen.description_copied", name=name)]
    return [*rows[: heading + 1], note, *rows[heading + 1 :]]
