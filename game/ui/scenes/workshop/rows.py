"""A section of the workshop's form as rows of controls, made from the `Field` tree alone.

Each field gets the control of its `kind` (`game.workshop.model`'s table): a CHOICE a
`FieldChoice`, a NUMBER a `NumberField`, a TOGGLE a `Toggle`, a TEXT or IDENTIFIER a
`FieldText`, a TEXTS one `FieldText` per language, CARDS, COLOURS, MULTICHOICE and NAMES a
`PickChips` (NAMES with a line to type a new name); a FIXED value is only shown. Containers get
a heading that folds (GROUP, LIST, MAP) or the choice of the effect's kind (EFFECT), their
children below, one step in, and an "Add" row with what the field's `Adder` asks. An item's
moves (up, down, remove) and an optional value's way back to its default are small buttons at
the row's end; a map item's new name is typed in an "Id" row of its own.

No control knows the ruleset: each calls one operation of `workshop.draft` through `Edits`,
which catches what cannot be done and says why.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, Protocol

from game.i18n import tr
from game.ruleset.problem import KeyPath
from game.ui.scenes.workshop.fields import (
    FieldChoice,
    FieldText,
    NumberField,
    PickChips,
    id_character,
)
from game.ui.scenes.workshop.marks import FoldButton, IconButton
from game.ui.widgets.controls import Button, Toggle, Widget
from game.workshop import Adder, Draft, Field, FieldProblem, Kind
from game.workshop.words import language_words

PICKERS = (Kind.CARDS, Kind.COLOURS, Kind.MULTICHOICE, Kind.NAMES)
WidgetKey = tuple[KeyPath, str]


class Edits(Protocol):
    """What the rows need of the editor: a way to change the draft, and the folds."""

    @property
    def draft(self) -> Draft: ...

    def apply(self, change: Callable[[], Any], *, open_: KeyPath | None = None) -> None: ...

    def is_open(self, field: Field) -> bool: ...

    def set_open(self, path: KeyPath, open_: bool) -> None: ...


@dataclass
class Row:
    """One line of the page: a label, its control, the item's buttons, its problems."""

    key: WidgetKey
    field: Field | None
    depth: int
    label: str
    main: Widget | None = None
    extra: list[Widget] = dataclasses.field(default_factory=list)  # beside the main control (Add)
    actions: list[Widget] = dataclasses.field(default_factory=list)
    problems: list[FieldProblem] = dataclasses.field(default_factory=list)
    warnings: list[FieldProblem] = dataclasses.field(default_factory=list)  # `check` warns
    notes: list[str] = dataclasses.field(default_factory=list)  # lines under it, not problems
    heading: bool = False  # the main control spans the label's place too
    shown: str = ""  # a FIXED value, or an empty field's meaning, drawn as words
    y: int = 0
    h: int = 0

    def widgets(self) -> list[Widget]:
        return [w for w in (self.main, *self.extra, *self.actions) if w is not None]


def build_rows(
    fields: list[Field], edits: Edits, unplaced: list[FieldProblem] | None = None
) -> list[Row]:
    """The page's rows; `unplaced`: problems of fields no page shows, in a row at the top."""
    rows: list[Row] = []
    if unplaced:
        rows.append(
            Row(((), "page"), None, 0, tr("workshop.screen.page_problems"), problems=list(unplaced))
        )
    for top in fields:
        rows.extend(_rows(top, 0, edits))
    for row in rows:
        row.actions += stray_buttons(row.problems, edits)
    return rows


def _rows(field: Field, depth: int, edits: Edits) -> Iterator[Row]:
    if field.kind == Kind.EFFECT:
        yield _effect_row(field, depth, edits)
        for child in field.children:
            yield from _rows(child, depth + 1, edits)
    elif not field.leaf:
        open_ = edits.is_open(field)
        heading = FoldButton(
            field.label,
            _opener(field.path, edits),
            open_=open_,
            note="" if open_ else field.said,
            problems=field.problem_count(),
        )
        yield Row(
            (field.path, "fold"),
            field,
            depth,
            field.label,
            heading,
            actions=_item_actions(field, edits),
            problems=field.problems,
            warnings=field.warnings,
            heading=True,
        )
        if open_:
            if field.renamable:
                yield _rename_row(field, depth + 1, edits)
            for child in field.children:
                yield from _rows(child, depth + 1, edits)
            if field.adds is not None:
                yield _add_row(field, field.adds, depth + 1, edits)
    elif field.kind == Kind.TEXTS:
        yield from _texts_rows(field, depth, edits)
    else:
        yield _leaf_row(field, depth, edits)
        if field.kind == Kind.NAMES:
            yield _new_name_row(field, depth, edits)


# -- leaves -----------------------------------------------------------------------------------
def _leaf_row(field: Field, depth: int, edits: Edits) -> Row:
    row = Row(
        (field.path, "main"),
        field,
        depth,
        field.label,
        problems=field.problems,
        warnings=field.warnings,
    )
    row.main = leaf_widget(field, edits)
    if row.main is None:
        row.shown = str(field.value) if field.value is not None else field.empty
    row.actions = _item_actions(field, edits)
    return row


def leaf_widget(field: Field, edits: Edits) -> Widget | None:
    """The control of a value field, wired to the draft (None for a FIXED value)."""
    draft, path, kind = edits.draft, field.path, field.kind
    if kind == Kind.CHOICE:
        options = [(o.value, o.words) for o in field.options]
        if field.value is None or all(o.value != field.value for o in field.options):
            options.insert(0, (None, field.empty or tr("workshop.empty")))
        return FieldChoice(options, field.value, lambda v: edits.apply(lambda: draft.set(path, v)))
    if kind == Kind.NUMBER:
        value = field.value if isinstance(field.value, int) else None
        return NumberField(
            value,
            lambda n: edits.apply(lambda: draft.set(path, n)),
            low=field.low,
            high=field.high,
            empty=field.empty or tr("workshop.empty"),
            on_step=lambda n: edits.apply(lambda: draft.set(path, n, run=True)),
            on_run_end=draft.end_run,
        )
    if kind == Kind.TOGGLE:
        return Toggle(
            bool(field.value),
            lambda on: edits.apply(lambda: draft.set(path, on)),
            on_text=lambda: tr("value.yes"),
            off_text=lambda: tr("value.no"),
        )
    if kind in (Kind.TEXT, Kind.IDENTIFIER):
        return _text_widget(field, edits)
    if kind in PICKERS:
        return _picker(field, edits)
    return None


def _text_widget(field: Field, edits: Edits) -> FieldText:
    draft, path = edits.draft, field.path
    text = "" if field.value is None else str(field.value)

    def kept(new: str) -> None:
        if field.renamable:
            edits.apply(lambda: draft.rename(path, new))
        elif new == "" and not field.required:
            edits.apply(lambda: draft.unset(path))
        else:
            edits.apply(lambda: draft.set(path, new))

    return FieldText(
        text,
        kept,
        max_length=field.max_length or 200,
        placeholder=field.empty,
        allowed=id_character if field.kind == Kind.IDENTIFIER and field.pattern else None,
    )


def _picker(field: Field, edits: Edits) -> PickChips:
    draft, path = edits.draft, field.path
    current = field.value if isinstance(field.value, list) else []
    options = [(o.value, o.words) for o in field.options]
    if field.kind == Kind.NAMES:  # the names it has first, then the other cards' names
        options = [(n, str(n)) for n in current] + [o for o in options if o[0] not in current]
    special = field.special
    special_on = special is not None and field.value == special.value

    def pick(value: object, on: bool) -> None:
        if special is not None and value == special.value:
            edits.apply(lambda: draft.set(path, special.value if on else []))
        else:
            edits.apply(lambda: draft.pick(path, value, on))

    return PickChips(
        options,
        current,
        pick,
        special=(special.value, special.words) if special is not None else None,
        special_on=special_on,
    )


def _texts_rows(field: Field, depth: int, edits: Edits) -> Iterator[Row]:
    """A text in every language: a line each, the field's label above them."""
    texts = field.texts()
    draft, path = edits.draft, field.path
    yield Row(
        (path, "texts"),
        field,
        depth,
        field.label,
        problems=field.problems,
        warnings=field.warnings,
        actions=_item_actions(field, edits),
        shown="" if any(texts.values()) else field.empty,
    )
    written = field.value if isinstance(field.value, dict) else {}
    for code, text in texts.items():

        def kept(new: str, code: str = code) -> None:
            edits.apply(lambda: draft.set_text(path, code, new.strip()))

        widget = FieldText(text, kept, max_length=field.max_length or 200)
        row = Row((path, f"lang:{code}"), field, depth + 1, language_words(code), widget)
        if code != "en" and code in written:  # English stays: every reader falls back to it
            row.actions.append(
                IconButton(
                    "✕",
                    _language_remover(path, code, edits),
                    lambda: tr("workshop.screen.remove_language"),
                )
            )
        yield row
    if field.adds is not None:
        yield from _language_adders(field, field.adds, depth + 1, edits)


def _language_remover(path: KeyPath, code: str, edits: Edits) -> Callable[[], None]:
    return lambda: edits.apply(lambda: edits.draft.remove_language(path, code))


def _language_adders(field: Field, adder: Adder, depth: int, edits: Edits) -> Iterator[Row]:
    """A text's "Add a language": one of the common languages it has no line for yet, or
    any other by its tag, typed (the draft holds it to the format's rule). Each adds by a "+"
    at the row's end, where a line's ✕ is: the choice keeps the control's whole width for
    the languages' names on a small window."""
    draft, path = edits.draft, field.path
    if adder.options:
        choice = FieldChoice([(o.value, o.words) for o in adder.options], adder.suggestion)
        plus = IconButton(
            "+",
            lambda: edits.apply(lambda: draft.add_language(path, str(choice.value))),
            lambda: adder.label,
        )
        yield Row((path, "add_language"), field, depth, adder.label, choice, actions=[plus])
    tag = FieldText(
        "",
        lambda _t: None,
        max_length=35,
        placeholder=lambda: tr("workshop.screen.type_tag"),
    )  # typed as it is (pt-BR): the draft says what is wrong with a tag

    def add_typed() -> None:
        if tag.text.strip():
            edits.apply(lambda: draft.add_language(path, tag.text.strip()))

    label = tr("workshop.add.language_tag")
    plus = IconButton("+", add_typed, lambda: label)
    yield Row((path, "add_tag"), field, depth, label, tag, actions=[plus])


def _new_name_row(field: Field, depth: int, edits: Edits) -> Row:
    """A name of one's own for a NAMES field, typed and kept by Enter."""
    draft, path = edits.draft, field.path

    def kept(name: str) -> None:
        if name.strip():
            edits.apply(lambda: draft.pick(path, name.strip(), True))

    widget = FieldText(
        "",
        kept,
        max_length=field.max_length or 40,
        placeholder=lambda: tr("workshop.screen.type_name"),
    )
    return Row((path, "new_name"), field, depth + 1, tr("workshop.screen.new_name"), widget)


# -- containers -------------------------------------------------------------------------------
def _effect_row(field: Field, depth: int, edits: Edits) -> Row:
    draft, path = edits.draft, field.path
    options = [(o.value, o.words) for o in field.options]
    if all(o.value != field.value for o in field.options):
        options.insert(0, (field.value, str(field.value)))
    choice = FieldChoice(
        options, field.value, lambda kind: edits.apply(lambda: draft.set_effect_kind(path, kind))
    )
    return Row(
        (path, "effect"),
        field,
        depth,
        field.label,
        choice,
        actions=_item_actions(field, edits),
        problems=field.problems,
        warnings=field.warnings,
    )


def _rename_row(field: Field, depth: int, edits: Edits) -> Row:
    """A map item's id, typed: every mention of it follows (`Draft.rename`)."""
    draft, path = edits.draft, field.path

    def kept(new: str) -> None:
        if new and new != str(field.key):
            edits.apply(lambda: draft.rename(path, new), open_=(*path[:-1], new))

    widget = FieldText(str(field.key), kept, max_length=40, allowed=id_character)
    return Row((path, "rename"), field, depth, tr("workshop.screen.id"), widget)


def _add_row(field: Field, adder: Adder, depth: int, edits: Edits) -> Row:
    """The "Add" of a list or map: what it asks (a choice, a number, an id), then the button."""
    draft, path = edits.draft, field.path
    asked: Widget | None = None
    answer: Callable[[], Any] = lambda: adder.suggestion  # noqa: E731
    if adder.asks == Kind.CHOICE and adder.options:
        choice = FieldChoice([(o.value, o.words) for o in adder.options], adder.suggestion)
        asked, answer = choice, lambda: choice.value
    elif adder.asks == Kind.NUMBER:
        number = NumberField(
            adder.suggestion, lambda _n: None, low=adder.low, high=adder.high, empty=""
        )
        asked, answer = number, lambda: number.value
    elif adder.asks == Kind.IDENTIFIER:
        text = FieldText(
            str(adder.suggestion or ""), lambda _t: None, max_length=40, allowed=id_character
        )
        asked, answer = text, lambda: text.text or adder.suggestion

    def add() -> None:
        if isinstance(asked, NumberField):
            asked.commit()  # digits typed and not yet kept count
        given = answer()
        edits.apply(lambda: _added(draft, path, given, edits))

    words = tr("workshop.add") if asked is not None else (adder.label or tr("workshop.add"))
    button = Button(words, add, style="quiet")
    row = Row((path, "add"), field, depth, adder.label if asked is not None else "")
    if asked is None:
        row.main = button
    else:
        row.main, row.extra = asked, [button]
    return row


def _added(draft: Draft, path: KeyPath, answer: Any, edits: Edits) -> None:
    new = draft.add(path, answer)
    edits.set_open(new, True)


def _item_actions(field: Field, edits: Edits) -> list[Widget]:
    """An item's moves and removal, or an optional value's way back to its default."""
    draft, path = edits.draft, field.path
    actions: list[Widget] = []
    if field.movable:
        actions.append(
            IconButton(
                "↑",
                lambda: edits.apply(lambda: draft.move(path, -1)),
                lambda: tr("workshop.screen.move_up"),
            )
        )
        actions.append(
            IconButton(
                "↓",
                lambda: edits.apply(lambda: draft.move(path, 1)),
                lambda: tr("workshop.screen.move_down"),
            )
        )
    if field.removable:
        actions.append(
            IconButton(
                "✕",
                lambda: edits.apply(lambda: draft.remove(path)),
                lambda: tr("workshop.screen.remove"),
            )
        )
    elif field.unsettable and field.present:
        actions.append(
            IconButton(
                "↺",
                lambda: edits.apply(lambda: draft.unset(path)),
                lambda: tr("workshop.screen.reset"),
            )
        )
    return actions


def stray_buttons(problems: list[FieldProblem], edits: Edits) -> list[Widget]:
    """A problem about a key the form has no field for (a typo in an imported file): a button
    that removes that key."""
    return [
        IconButton(
            "⌫",
            _remover(problem.path, edits),
            lambda: tr("workshop.screen.remove_key"),
        )
        for problem in problems
        if problem.stray
    ]


def _opener(path: KeyPath, edits: Edits) -> Callable[[bool], None]:
    return lambda on: edits.set_open(path, on)


def _remover(path: KeyPath, edits: Edits) -> Callable[[], None]:
    return lambda: edits.apply(lambda: edits.draft.remove(path))


def problem_places(
    workshop: Any, unplaced: dict[str, list[FieldProblem]]
) -> list[tuple[str, KeyPath]]:
    """(page, row path) of every problem in screen order: a page's own first (at its top,
    path ()), then each field's with problems, as the pages show them."""
    places: list[tuple[str, KeyPath]] = []
    for section in workshop.sections():
        if unplaced.get(section.id):
            places.append((section.id, ()))
        places += [(section.id, f.path) for f in section.walk() if f.problems]
    return places
