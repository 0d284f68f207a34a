"""A draft ruleset: a plain document, the operations the workshop's widgets call, and undo.

The document (`Draft.doc`) is always a plain dict of dicts, lists, text, whole numbers and
booleans, as a ruleset file reads: it is written to YAML as it is and reads back equal. Every
operation takes the key path of a field (`Field.path`) and is one step of the history:

* `set(path, value)` a leaf (`None` leaves an optional one to its default, as `unset` does;
  `run=True`: a press of + or −, the whole run of them on one field one step);
* `set_text(path, language, text)` one language of a text ("" removes that language);
* `add_language(path, language)`, `remove_language(path, language)` a text's line in a language;
* `pick(path, item, on)` one rank, colour, word or name in a picker's list;
* `add(path, answer)` an item to a LIST or MAP (what `Field.adds` asked), returning its path;
* `remove(path)`, `rename(path, new_key)`, `move(path, step)` an item;
* `set_effect_kind(path, kind)` an EFFECT's kind, with that kind's parameters.

Renaming or removing a rank or a colour keeps every mention in step (`game.workshop.edits`);
what the format merely refuses is the validator's to say. An operation that cannot be done at
all raises `EditError` (words in `.message`) and leaves the draft as it was. `undo()` and
`redo()` step through the history; `revision` counts changes, so a screen or a checker can
tell whether what it holds is still current. After an undo the document is another object:
read `draft.doc` afresh rather than keeping it.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from game.i18n import LANGUAGES
from game.ruleset.problem import KeyPath, msg
from game.ruleset.schema import is_language_tag, load_schema, setting_schema
from game.workshop import edits
from game.workshop.edits import EditError, dotted
from game.workshop.languages import language_words, text_seen
from game.workshop.structure import (
    colour_ids,
    effect_lists,
    effect_template,
    format_default,
    named_by_house_rule,
    rename_key,
    tidy_effects,
)

T = TypeVar("T")
Doc = dict[str, Any]
_PLAIN = (str, int, bool, float)


@dataclass(frozen=True)
class Step:
    """One change in the history: the document before it, and what was changed where."""

    before: Doc
    verb: str
    path: KeyPath


def plain(value: Any) -> Any:
    """`value` as plain data (tuples become lists); TypeError for anything else."""
    if value is None or isinstance(value, _PLAIN):
        return value
    if isinstance(value, (list, tuple)):
        return [plain(item) for item in value]
    if isinstance(value, Mapping) and all(isinstance(key, str) for key in value):
        return {key: plain(item) for key, item in value.items()}
    raise TypeError(f"a ruleset holds plain data, not {type(value).__name__}")


class Draft:
    """A ruleset being made (see the module doc)."""

    def __init__(self, doc: Mapping[str, Any], *, history: int = 200) -> None:
        self.doc: Doc = plain(copy.deepcopy(dict(doc)))
        self.revision = 0
        self._undo: list[Step] = []
        self._redo: list[Step] = []
        self._history = history
        self._run: Step | None = None  # the step a run of presses (+ and −) is making

    # -- history ------------------------------------------------------------------------------
    def change(
        self, verb: str, path: KeyPath, mutate: Callable[[Doc], T], *, run: bool = False
    ) -> T:
        """Run `mutate` on the document as one step of the history (nothing if it changes
        nothing; the document as it was if it raises). `run`: one press of a run on the same
        field (+ and −), which joins the step the run began with (see `end_run`)."""
        before = copy.deepcopy(self.doc)
        try:
            result = mutate(self.doc)
            for effects, where in list(effect_lists(self.doc)):
                tidy_effects(effects, where)
        except BaseException:
            self.doc = before
            raise
        if self.doc != before:
            self._record(Step(before, verb, path), run)
        return result

    def _record(self, step: Step, run: bool) -> None:
        top = self._undo[-1] if self._undo else None
        if run and top is not None and top is self._run and top.path == step.path:
            if self.doc == top.before:  # the run came back to where it began: no step
                self._undo.pop()
                self._run = None
        else:
            self._undo = [*self._undo, step][-self._history :]
            self._run = step if run else None
        self._redo.clear()
        self.revision += 1

    def end_run(self) -> None:
        """The run of presses is over (its control lost the focus): the next press is a
        step of its own."""
        self._run = None

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def next_undo(self) -> Step | None:
        """The step `undo` would take back (the screen names it: "Undo: Cards dealt")."""
        return self._undo[-1] if self._undo else None

    def next_redo(self) -> Step | None:
        return self._redo[-1] if self._redo else None

    def undo(self) -> bool:
        if not self._undo:
            return False
        step = self._undo.pop()
        self._run = None
        self._redo.append(Step(self.doc, step.verb, step.path))
        self.doc = step.before
        self.revision += 1
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        step = self._redo.pop()
        self._run = None
        self._undo.append(Step(self.doc, step.verb, step.path))
        self.doc = step.before
        self.revision += 1
        return True

    # -- leaves -------------------------------------------------------------------------------
    def value(self, path: KeyPath) -> tuple[Any, bool]:
        """The value at `path` and whether the draft writes it."""
        node: Any = self.doc
        for part in path:
            if isinstance(node, str) and node == part:
                node = {}  # inside a bare effect name: its parameters, all at their defaults
                continue
            node, present = edits.node_at(node, (part,))
            if not present:
                return None, False
        return node, True

    def set(self, path: KeyPath, value: Any, *, run: bool = False) -> None:
        """Set the leaf at `path` (its parents are made as needed). `run`: one press of a run
        of + and − on this field, all of them one step of the history."""
        if value is None:
            return self.unset(path)
        value = plain(value)
        if len(path) == 2 and path[0] == "colours":
            return self.rename(path, value)
        self.change("set", path, lambda doc: edits.put(doc, path, value), run=run)
        return None

    def unset(self, path: KeyPath) -> None:
        """Leave an optional key out of the file (it means its default again). A key a house
        rule names stays written, with the format's default: the house rule needs it there."""
        if not named_by_house_rule(self.doc, path):
            self.change("unset", path, lambda doc: _delete(doc, path))
            return
        has_default, default = format_default(path)
        if not has_default:
            raise EditError(msg("workshop.edit.house_rule_needs_it"))
        self.change("unset", path, lambda doc: edits.put(doc, path, default))

    def set_text(self, path: KeyPath, language: str, text: str) -> None:
        """One language of a text; "" removes that language (a text with none left is left
        out, or empty where the format requires it)."""
        if not is_language_tag(language):
            raise ValueError(f"not a language tag: {language!r}")
        texts = self._texts(path)
        if text:
            texts[language] = text
        else:
            texts.pop(language, None)
        if texts:
            # The game's languages first, then those the file adds (pl, pt-BR), kept as they are.
            order = [c for c in LANGUAGES if c in texts] + [c for c in texts if c not in LANGUAGES]
            self.set(path, {code: texts[code] for code in order})
        elif _required(path):
            self.set(path, "")
        else:
            self.unset(path)

    def _texts(self, path: KeyPath) -> dict[str, str]:
        """The text at `path` one entry per language it is given in (a text the same in every
        language: in each of the game's)."""
        current, _present = self.value(path)
        if isinstance(current, str):
            return dict.fromkeys(LANGUAGES, current) if current else {}
        return dict(current) if isinstance(current, dict) else {}

    def add_language(self, path: KeyPath, language: str) -> None:
        """A line for `language` in the text at `path`: any tag the format allows (`pl`,
        `pt-BR`; EditError naming the rule otherwise, or if the text has that line). It starts
        as the text a reader of that language sees now (the English, as a rule), to be typed
        over: the file stays as playable as it was, and says no less than before."""
        language = language.strip()
        if not is_language_tag(language):
            raise EditError(msg("workshop.edit.not_a_language", tag=language))
        texts = self._texts(path)
        if language in texts:
            raise EditError(msg("workshop.edit.language_taken", language=language_words(language)))
        start = text_seen(self.value(path)[0], language)
        self.change("language", path, lambda doc: edits.put(doc, path, {**texts, language: start}))

    def remove_language(self, path: KeyPath, language: str) -> None:
        """The text at `path` no longer given in `language` (a reader of it sees the English).
        English stays: it is what every reader falls back to."""
        if language == "en":
            raise EditError(msg("workshop.edit.keep_english"))
        if language in self._texts(path):
            self.set_text(path, language, "")

    def pick(self, path: KeyPath, item: Any, on: bool = True) -> None:
        """Put `item` into the list at `path`, or take it out (a card or colour picker, a
        check box, a name). A deck entry's colours, all picked, are left out: every colour."""
        current, _present = self.value(path)
        entry_colours = len(path) >= 3 and path[-1] == "colours" and path[0] != "colours"
        if entry_colours and current is None:
            current = colour_ids(self.doc)
        items = list(current) if isinstance(current, list) else []
        if on and item not in items:
            items.append(item)
        elif not on:
            items = [i for i in items if i != item]
        if entry_colours and set(items) == set(colour_ids(self.doc)):
            return self.unset(path)
        self.set(path, items)
        return None

    # -- items --------------------------------------------------------------------------------
    def add(self, path: KeyPath, answer: Any = None) -> KeyPath:
        """Add an item to the LIST or MAP at `path` (`answer`: what its `Adder` asked, else the
        suggestion); returns the new item's path."""
        from game.workshop.adding import add_item

        return self.change("add", path, lambda doc: add_item(doc, path, answer))

    def remove(self, path: KeyPath) -> None:
        """Remove a list or map item, keeping the rest whole (see `game.workshop.edits`)."""
        self.change("remove", path, lambda doc: _remove(doc, path))

    def rename(self, path: KeyPath, new_key: str) -> None:
        """A map item's new key (a rank's id, a deck option's, an option's), or a colour's new
        id: every mention follows."""
        self.change("rename", path, lambda doc: _rename(doc, path, new_key))

    def move(self, path: KeyPath, step: int) -> None:
        """Move a list item or a map key `step` places (-1: up); the order of ranks and
        colours is the order the game shows them in."""
        self.change("move", path, lambda doc: _move(doc, path, step))

    def set_effect_kind(self, path: KeyPath, kind: str) -> None:
        """Make the effect at `path` one of `kind`, with that kind's parameters; house rules
        on the old parameters go."""
        where = "option_effect" if "options" in path else "effect"

        def change(doc: Doc) -> None:
            effects, _present = edits.node_at(doc, path[:-1])
            if effect_template(kind, where) == effects[path[-1]]:
                return
            effects[path[-1]] = effect_template(kind, where)
            edits.forget_settings(doc, path)

        self.change("effect", path, change)

    # -- named operations (what `add`/`remove`/`rename` do at these places) -----------------
    def add_rank(self, rank_id: str, kind: str = "symbol") -> KeyPath:
        return self.change("add", ("ranks",), lambda doc: _add_rank(doc, rank_id, kind))

    def add_effect(self, rank_id: str, kind: str) -> KeyPath:
        return self.add(("ranks", rank_id, "effects"), kind)

    def add_call(self, cards_left: int) -> KeyPath:
        return self.add(("calls", "list"), cards_left)


def _add_rank(doc: Doc, rank_id: str, kind: str) -> KeyPath:
    edits.add_rank(doc, rank_id, kind)
    return ("ranks", rank_id)


def _required(path: KeyPath) -> bool:
    parent = setting_schema(dotted(path[:-1])) if len(path) > 1 else load_schema()
    return bool(parent) and path[-1] in (parent or {}).get("required", [])


def _delete(doc: Doc, path: KeyPath) -> None:
    parent, present = edits.node_at(doc, path[:-1])
    if present and isinstance(parent, dict):
        parent.pop(path[-1], None)


def _remove(doc: Doc, path: KeyPath) -> None:
    parent, present = edits.node_at(doc, path[:-1])
    key = path[-1]
    if not present:
        return
    if path[:1] == ("ranks",) and len(path) == 2:
        edits.remove_rank(doc, str(key))
    elif path[:1] == ("colours",) and len(path) == 2:
        edits.remove_colour(doc, parent[key])
    elif path[:1] == ("deck_options",) and len(path) == 2:
        edits.remove_deck_option(doc, str(key))
    elif isinstance(parent, list) and isinstance(key, int) and 0 <= key < len(parent):
        del parent[key]
        edits.renumber_settings(doc, path[:-1], lambda i: None if i == key else i - (i > key))
    elif isinstance(parent, dict) and key in parent:
        del parent[key]
        edits.forget_settings(doc, path)


def _rename(doc: Doc, path: KeyPath, new_key: str) -> None:
    parent, present = edits.node_at(doc, path[:-1])
    key = path[-1]
    if not present:
        return
    if path[:1] == ("ranks",) and len(path) == 2:
        edits.rename_rank(doc, str(key), new_key)
    elif path[:1] == ("colours",) and len(path) == 2:
        edits.rename_colour(doc, parent[key], new_key)
    elif path[:1] == ("deck_options",) and len(path) == 2:
        edits.rename_deck_option(doc, str(key), new_key)
    elif isinstance(parent, dict) and key in parent and key != new_key:
        if new_key in parent:
            raise EditError(msg("workshop.edit.key_taken", key=new_key))
        rename_key(parent, str(key), new_key)
        edits.rename_in_settings(doc, path, new_key)


def _move(doc: Doc, path: KeyPath, step: int) -> None:
    parent, present = edits.node_at(doc, path[:-1])
    key = path[-1]
    if isinstance(parent, list) and isinstance(key, int) and 0 <= key < len(parent):
        new = max(0, min(len(parent) - 1, key + step))
        order = list(range(len(parent)))
        order.insert(new, order.pop(key))
        parent[:] = [parent[i] for i in order]
        edits.renumber_settings(doc, path[:-1], order.index)
    elif isinstance(parent, dict) and key in parent:
        keys = list(parent)
        index = keys.index(key)
        keys.insert(max(0, min(len(keys) - 1, index + step)), keys.pop(index))
        items = [(k, parent[k]) for k in keys]
        parent.clear()
        parent.update(items)


__all__ = ["Draft", "EditError", "Step", "plain"]
