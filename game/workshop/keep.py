"""Keeping and sharing the player's rulesets: save, keep a draft, export, import, delete, rename.

A ruleset is saved into the user rulesets folder (`data_dir()/rulesets`, the folder New game
reads the player's own rulesets from) as `<id>.yaml`, a file `python -m game check` accepts,
written by `game.workshop.yamlout` under a comment header that names the ruleset it came from:

    # My Classic: a ruleset made in Mau-Mau's workshop.
    # Based on: Classic Mau-Mau (classic).

Only a ruleset without problems is saved there, under an id no built-in ruleset has (the
statistics and the coach know a player's file by its name) and no other file of the player's
takes. A draft with problems is kept in `data_dir()/ruleset-drafts` instead, which nothing
plays from. Export writes the same text wherever the player chooses; import reads a file
through `read_ruleset_file`, the one place the workshop reads a file, bounded as every ruleset
file is (`game.ruleset.reader`). Renaming is saving under the new id and removing the old file:
a saved game carries the rules it was played with (`game.table.savegame`), so it resumes whatever
happens to the file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.i18n import text_of
from game.ruleset import check_document, shipped_ruleset_ids
from game.ruleset.loader import Loaded
from game.ruleset.problem import Message, Problem, msg
from game.ruleset.reader import read_file, ruleset_files
from game.userdirs import data_dir, write_text
from game.workshop.suggest import free_key
from game.workshop.yamlout import comment, dump

_ID = re.compile(r"^[a-z][a-z0-9_]{0,39}$")
_BASED_ON = re.compile(r"^# Based on: (.*) \(([a-z][a-z0-9_]*)\)\.$", re.MULTILINE)


def rulesets_folder() -> Path:
    """Where the player's own rulesets are played from (New game lists them)."""
    return data_dir() / "rulesets"


def drafts_folder() -> Path:
    """Where drafts with problems are kept (nothing is played from here)."""
    return data_dir() / "ruleset-drafts"


class KeepError(ValueError):
    """A ruleset that cannot be kept, read or removed; `message` says why in the player's
    words, `problems` lists a file's own problems where there are some."""

    def __init__(self, message: Message, problems: list[Problem] | None = None) -> None:
        super().__init__(str(message))
        self.message = message
        self.problems = list(problems or [])


@dataclass(frozen=True)
class Origin:
    """The ruleset a draft came from: its id and its name (in English: a file's comments
    are for whoever opens it in an editor, as in rulesets/)."""

    id: str
    name: str

    @classmethod
    def of(cls, doc: dict[str, Any]) -> Origin:
        name = doc.get("name")
        english = name.get("en") if isinstance(name, dict) else name
        return cls(str(doc.get("id", "")), str(english or text_of(name or "")))


def header(doc: dict[str, Any], origin: Origin | None, problems: int = 0) -> str:
    """The comment lines at the head of a kept file."""
    name = Origin.of(doc).name or str(doc.get("id", ""))
    lines = [f"{name}: a ruleset made in Mau-Mau's workshop."]
    if origin is not None and origin.id:
        lines.append(f"Based on: {origin.name} ({origin.id}).")
    if problems:
        lines.append(f"A draft with {problems} problem(s): not playable yet.")
    lines.append("Check it with: python -m game check FILE")
    return comment(lines) + "\n"


def read_origin(text: str) -> Origin | None:
    """The ruleset a kept file says it came from (its "Based on" line), if it says so."""
    found = _BASED_ON.search(text)
    return Origin(found[2], found[1]) if found else None


# -- reading ----------------------------------------------------------------------------------
def read_ruleset_file(path: Path) -> tuple[str | None, Loaded]:
    """Read a ruleset file for the workshop: its text (None if refused) and what it parses to.

    Every file the workshop reads comes through here (import, open, rename): the game's one
    checked reader (`game.files`, through `game.ruleset.reader`), bounded and a regular file.
    """
    return read_file(path, str(path))


@dataclass
class Opened:
    """A file read for the workshop: its document as written, where it came from, and the
    problems of reading it (a duplicate key, a bad tag; the validator says the rest)."""

    doc: dict[str, Any]
    origin: Origin | None
    path: Path
    problems: list[Problem]


def open_file(path: Path) -> Opened:
    """Read a ruleset file (see `read_ruleset_file`); KeepError when it is no ruleset at all
    (not readable, not YAML, not a mapping of keys)."""
    text, loaded = read_ruleset_file(Path(path))
    if text is None or loaded.data is None:
        raise KeepError(msg("workshop.keep.unreadable", file=str(path)), loaded.problems)
    if not isinstance(loaded.data, dict):
        raise KeepError(msg("workshop.keep.not_a_ruleset", file=str(path)), loaded.problems)
    return Opened(loaded.data, read_origin(text), Path(path), list(loaded.problems))


# -- writing ----------------------------------------------------------------------------------
def save(
    doc: dict[str, Any],
    origin: Origin | None,
    *,
    replacing: Path | None = None,
    checked: bool = False,
) -> Path:
    """Save a ruleset without problems into the user rulesets folder as `<id>.yaml`; the file
    it replaces (its old name, or the draft it was) goes. Returns the file written.

    `checked`: the caller has just checked this very document clean (the workshop's report),
    so it is not checked again."""
    if not checked:
        _filled, problems = check_document(doc)
        if problems:
            raise KeepError(msg("workshop.keep.not_playable", count=len(problems)), problems)
    ruleset_id = str(doc["id"])
    if ruleset_id in shipped_ruleset_ids():
        raise KeepError(msg("workshop.keep.builtin_id", id=ruleset_id))
    target = rulesets_folder() / f"{ruleset_id}.yaml"
    if target.exists() and not _same(target, replacing):
        raise KeepError(msg("workshop.keep.id_taken", id=ruleset_id))
    _write(target, dump(doc, header(doc, origin)))
    if replacing is not None and not _same(target, replacing) and _own(replacing):
        _remove(replacing)
    return target


def save_draft(
    doc: dict[str, Any], origin: Origin | None, problems: int, *, replacing: Path | None = None
) -> Path:
    """Keep a draft, problems and all, in the drafts folder; returns the file written."""
    ruleset_id = doc.get("id")
    stem = ruleset_id if isinstance(ruleset_id, str) and _ID.match(ruleset_id) else "draft"
    folder = drafts_folder()
    taken = [p.stem for p in ruleset_files(folder) if not _same(p, replacing)]
    target = folder / f"{free_key(taken, stem)}.yaml"
    _write(target, dump(doc, header(doc, origin, problems)))
    if replacing is not None and not _same(target, replacing) and _within(replacing, folder):
        _remove(replacing)
    return target


def export(doc: dict[str, Any], origin: Origin | None, path: Path, problems: int = 0) -> Path:
    """Write the ruleset to a file the player chose (a `.yaml` name if it has no suffix)."""
    path = Path(path)
    if not path.suffix:
        path = path.with_suffix(".yaml")
    _write(path, dump(doc, header(doc, origin, problems)))
    return path


def delete(path: Path) -> None:
    """Remove one of the player's own rulesets or drafts (the screen asks first)."""
    if not _own(Path(path)):
        raise KeepError(msg("workshop.keep.not_own", file=str(path)))
    _remove(Path(path))


def rename(path: Path, new_id: str) -> Path:
    """Give one of the player's own rulesets a new id (and file name); returns the new file.

    A saved game is not orphaned: it carries the rules it was played with, not the file name.
    """
    if not _within(Path(path), rulesets_folder()):
        raise KeepError(msg("workshop.keep.not_own", file=str(path)))
    opened = open_file(path)
    return save({**opened.doc, "id": new_id}, opened.origin, replacing=Path(path))


def id_is_free(ruleset_id: str, replacing: Path | None) -> bool:
    """Whether rules saved under `ruleset_id` would take no other file's place (nor a
    built-in ruleset's id)."""
    target = rulesets_folder() / f"{ruleset_id}.yaml"
    builtin = ruleset_id in shipped_ruleset_ids()
    return not builtin and (not target.exists() or _same(target, replacing))


def rename_to(path: Path, name: str) -> Path:
    """Give one of the player's own rulesets the name people see, the same in every language
    (New game, the statistics and the workshop show it). Its id and file stay: the statistics
    and the kept rounds know it by them, and show the new name. Returns the file."""
    if not _within(Path(path), rulesets_folder()):
        raise KeepError(msg("workshop.keep.not_own", file=str(path)))
    opened = open_file(path)
    return save({**opened.doc, "name": name.strip()}, opened.origin, replacing=Path(path))


def own_rulesets() -> list[Path]:
    return ruleset_files(rulesets_folder())


def kept_alike(doc: dict[str, Any]) -> Path | None:
    """The player's kept ruleset that says the same as `doc` but for its id (a file imported
    again, one exported and brought back): importing it twice keeps one copy, not two."""
    wanted = {key: value for key, value in doc.items() if key != "id"}
    for path in own_rulesets():
        try:
            kept = open_file(path).doc
        except KeepError:
            continue
        if {key: value for key, value in kept.items() if key != "id"} == wanted:
            return path
    return None


def own_drafts() -> list[Path]:
    return ruleset_files(drafts_folder())


def unused_id(stem: str) -> str:
    """An id no built-in ruleset and no file of the player's has (`my_classic`, `..._2`)."""
    taken = [*shipped_ruleset_ids(), *(p.stem for p in own_rulesets() + own_drafts())]
    return free_key(taken, stem[:37])


def _write(path: Path, text: str) -> None:
    try:
        write_text(path, text)
    except OSError as error:
        raise KeepError(msg("workshop.keep.write_failed", file=str(path), why=str(error))) from None


def _remove(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        return
    except OSError as error:
        why = str(error)
        raise KeepError(msg("workshop.keep.remove_failed", file=str(path), why=why)) from None


def _same(one: Path, other: Path | None) -> bool:
    return other is not None and one.resolve() == Path(other).resolve()


def _within(path: Path, folder: Path) -> bool:
    return path.resolve().parent == folder.resolve()


def _own(path: Path) -> bool:
    return _within(path, rulesets_folder()) or _within(path, drafts_folder())
