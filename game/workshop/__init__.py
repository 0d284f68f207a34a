"""The ruleset workshop's model: making a ruleset through forms, checked as it is made, without
pygame. The screen only lays out and draws what this describes, and calls its operations.

Driving it, in five steps:

1. **A workshop.** `Workshop.start_from("classic")` copies a built-in ruleset (or a ruleset
   file) under a new id and name; `Workshop.open(path)` edits one of the player's own files;
   `Workshop.import_file(path)` reads a file from anywhere (a file dropped on the window).
2. **The form.** `workshop.sections()` gives the pages (`Section`: id, label, help, fields);
   each `Field` (`game.workshop.model`) names its widget `kind` — CHOICE, NUMBER, TOGGLE, TEXT,
   IDENTIFIER, TEXTS, CARDS, COLOURS, MULTICHOICE, NAMES, FIXED for values; GROUP, LIST, MAP,
   EFFECT for containers — with its label, help, value, the constraints its widget keeps
   (`options`, `low`/`high`, `max_length`, `pattern`), what an "Add" asks (`adds`), whether it
   may be removed, renamed, moved or left to its default, and `said`: the rules viewer's
   sentence for what the value means at this table. The form is built from the JSON Schema,
   so a key the format gains appears without screen code (`game.workshop.form`).
3. **Editing.** Every widget calls one operation of `workshop.draft` (`game.workshop.draft`)
   with its field's `path`: `set`, `unset`, `set_text`, `pick`, `add`, `remove`, `rename`,
   `move`, `set_effect_kind`; `undo()`/`redo()` with `workshop.undo_words()` for the button.
   The draft stays a plain dict that writes to YAML and reads back equal. An operation that
   cannot be done raises `EditError`, whose `.message` the screen shows (`.render(tr)`).
4. **Checking.** Call `workshop.poll()` once a frame: after a change it starts the validator
   of `python -m game check` on a worker thread and returns True when a new report arrived
   (redraw). The draft's own problems come first (within a frame or two), the house rules'
   after (`workshop.checked` once the report is of this draft and complete). Each problem
   sits on the field it belongs to (`Field.problems`, each a `FieldProblem` with `message`
   and `fix` in the reader's language; `stray` ones name a key the form has no field for, to
   be removed), sections count them (`problem_count()`), and `workshop.playable` says whether
   the draft may be saved and played. `Field.said` holds the rules viewer's sentence while
   the draft checks clean.
5. **Keeping.** `workshop.save()` into the player's rulesets (a checked file New game lists;
   tell `game.table.rulecache.rescan()` afterwards), `workshop.keep_draft()` with problems into
   the drafts, `workshop.export(path)`; `game.workshop.keep` lists, deletes and renames files.
"""

from __future__ import annotations

from game.workshop.draft import Draft, EditError
from game.workshop.keep import KeepError, Origin
from game.workshop.model import Adder, Field, FieldProblem, Kind, Option, Section
from game.workshop.session import Workshop

__all__ = [
    "Adder",
    "Draft",
    "EditError",
    "Field",
    "FieldProblem",
    "KeepError",
    "Kind",
    "Option",
    "Origin",
    "Section",
    "Workshop",
]
