"""What the workshop's screen draws: a tree of `Field`s, each naming the widget KIND it needs.

A field is one place in the draft (`path`, a key path such as `("ranks", "7", "effects", 0,
"draw", "count")`) with its label and help in the reader's language, its current value, the
constraints its widget enforces (`options`, `low`/`high`, `max_length`, `pattern`), the
rulebook's sentence for what the value means at this table (`said`), and the problems the
validator found there. Containers (`GROUP`, `LIST`, `MAP`, `EFFECT`) hold `children`; every
other kind is a leaf, edited by one operation of `game.workshop.draft.Draft`:

| kind          | widget                                        | operation                        |
|---------------|-----------------------------------------------|----------------------------------|
| `CHOICE`      | one of `options` (a drop-down, a cycler)      | `set(path, option.value)`        |
| `NUMBER`      | a whole number from `low` to `high` (stepper) | `set(path, n)`                   |
| `TOGGLE`      | yes / no                                      | `set(path, flag)`                |
| `TEXT`        | one line of text, `max_length` characters     | `set(path, text)`                |
| `IDENTIFIER`  | one line of `a-z 0-9 _` (an id), `pattern`    | `set(path, text)` / `rename`     |
| `TEXTS`       | a line per language (`texts()`, `options`)    | `set_text(path, language, text)` |
| `CARDS`       | a card picker: several of the draft's ranks   | `pick(path, rank_id, on)`        |
| `COLOURS`     | a colour picker: several of the colours       | `pick(path, colour, on)`         |
| `MULTICHOICE` | several of fixed `options` (check boxes)      | `pick(path, value, on)`          |
| `NAMES`       | a list of short names, typed                  | `pick(path, name, on)`           |
| `FIXED`       | shown, never edited (the format number)       | —                                |

`CARDS` may carry a `special` option standing for a whole group (jump-in's "every number
card"): `set(path, special.value)` picks it, `pick` on a rank turns it into a list again.
A `TEXTS` field's `adds` offers the common languages it has no line for yet (any other tag may
be given): `add_language(path, tag)` adds a line, `remove_language(path, tag)` takes one out.
`EFFECT` is a container whose own value is the effect's kind: `options` are the kinds allowed
there, `set_effect_kind(path, kind)` changes it, and `children` are that kind's parameters.

Every field of a `LIST` or `MAP` item has `removable` (the item: `remove(path)`); map items
`renamable` (`rename(path, new_key)`); list items `movable` (`move(path, step)`). A container
that grows has `adds`: what its "Add" button asks before `add(path, answer)`. An optional field
that may go back to its default has `unsettable` (`unset(path)`); then `present` says whether
the draft writes it, and `value` is what it means either way (the default when absent); an
optional field without a default says in `empty` what leaving it out means ("from its value").
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from game.ruleset.problem import KeyPath, Problem


class Kind(StrEnum):
    """The widget a field needs (see the module doc's table)."""

    GROUP = "group"
    LIST = "list"
    MAP = "map"
    EFFECT = "effect"
    CHOICE = "choice"
    NUMBER = "number"
    TOGGLE = "toggle"
    TEXT = "text"
    IDENTIFIER = "identifier"
    TEXTS = "texts"
    CARDS = "cards"
    COLOURS = "colours"
    MULTICHOICE = "multichoice"
    NAMES = "names"
    FIXED = "fixed"


CONTAINERS = frozenset({Kind.GROUP, Kind.LIST, Kind.MAP, Kind.EFFECT})


@dataclass(frozen=True)
class Option:
    """A value a widget offers, with its words (`detail`: a second line, e.g. what an effect
    does)."""

    value: Any
    words: str
    detail: str = ""


@dataclass(frozen=True)
class Adder:
    """What a container's "Add" asks: nothing (`asks` None), a choice among `options`, a
    number, or an identifier (`suggestion` filled in)."""

    asks: Kind | None = None
    options: tuple[Option, ...] = ()
    suggestion: Any = None
    low: int | None = None
    high: int | None = None
    label: str = ""


@dataclass(frozen=True)
class FieldProblem:
    """A validator's problem shown beside a field.

    `path` is where the validator found it, `field` the field it is shown beside (the nearest
    field at or above `path`); `message` says what is wrong and `fix` what to change, both in
    the reader's language. `stray`: the problem is about a key the form has no field for (a
    typo in an imported file): the screen offers `remove(path)`.
    """

    path: KeyPath
    field: KeyPath
    message: str
    fix: str
    problem: Problem
    stray: bool = False


@dataclass
class Field:
    """One place in the draft and the widget that edits it (see the module doc)."""

    path: KeyPath
    kind: Kind
    label: str
    help: str = ""
    where: str = ""
    """The place in the schema this field edits, as its words are keyed (`rank.kind`,
    `draw_params.count`; an item of a list or map by what it is: `rank`, `call`)."""
    value: Any = None
    present: bool = True
    required: bool = False
    options: tuple[Option, ...] = ()
    special: Option | None = None
    low: int | None = None
    high: int | None = None
    max_length: int | None = None
    pattern: str | None = None
    said: str = ""
    empty: str = ""
    children: list[Field] = field(default_factory=list)
    adds: Adder | None = None
    removable: bool = False
    renamable: bool = False
    movable: bool = False
    unsettable: bool = False
    problems: list[FieldProblem] = field(default_factory=list)
    warnings: list[FieldProblem] = field(default_factory=list)  # `check` warns; no problem

    @property
    def key(self) -> str | int | None:
        """The last part of the path: a property's name, a map item's key, a list index."""
        return self.path[-1] if self.path else None

    @property
    def leaf(self) -> bool:
        return self.kind not in CONTAINERS

    def texts(self) -> dict[str, str]:
        """A TEXTS field's value one line per language of its `options` (a text the same in
        every language fills every line; a language it lacks is "")."""
        languages = [str(option.value) for option in self.options]
        if isinstance(self.value, dict):
            return {code: str(self.value.get(code, "")) for code in languages}
        same = self.value if isinstance(self.value, str) else ""
        return dict.fromkeys(languages, same)

    def walk(self) -> Iterator[Field]:
        """This field and every field below it, depth first in screen order."""
        yield self
        for child in self.children:
            yield from child.walk()

    def problem_count(self) -> int:
        """Problems on this field and every field below it (a folded section's badge)."""
        return sum(len(f.problems) for f in self.walk())


@dataclass
class Section:
    """One page of the workshop (deck, cards, calls...): its fields, in screen order."""

    id: str
    label: str
    help: str
    fields: list[Field]

    counted: int | None = field(default=None, repr=False, compare=False)
    """`problem_count()` once worked out: a page is made from a form whose problems are placed
    (the workshop makes the pages again for each new form), and its badge is drawn each frame."""

    def walk(self) -> Iterator[Field]:
        for top in self.fields:
            yield from top.walk()

    def problem_count(self) -> int:
        if self.counted is None:
            self.counted = sum(f.problem_count() for f in self.fields)
        return self.counted
