"""Ruleset files: find them, read them safely, apply house rules, and validate them.

A ruleset is a YAML document (see docs/ruleset-format.md). This package turns a file into
plain, validated Python data; `game.engine.rules.compile_rules` turns that into rules.

>>> doc = load_document(find_ruleset("noris"), {"players.max": 4})
>>> doc["players"], doc["_source"].endswith("noris.yaml")
({'min': 2, 'max': 4}, True)
"""

from __future__ import annotations

import copy
import os
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.ruleset.advice import file_warnings
from game.ruleset.house_rules import house_rule_problems, seating_problems
from game.ruleset.identity import (
    RulesetIdentity,
    identity_from_canonical,
    identity_of,
    rules_from_canonical,
    rules_identity,
)
from game.ruleset.loader import Loaded, SourceMap, load_text
from game.ruleset.locate import (
    Located,
    builtin_ruleset_ids,
    find_ruleset,
    library_ruleset_ids,
    locate,
    shipped_ruleset_ids,
)
from game.ruleset.overrides import apply_overrides, apply_with_paths
from game.ruleset.playable import engine_problems
from game.ruleset.problem import Problem, RulesetError
from game.ruleset.reader import MAX_FILE_BYTES, load_file, ruleset_files
from game.ruleset.schema import with_defaults
from game.ruleset.validate import validate

__all__ = [
    "Problem",
    "RulesetError",
    "RulesetIdentity",
    "apply_overrides",
    "builtin_ruleset_ids",
    "library_ruleset_ids",
    "shipped_ruleset_ids",
    "MAX_FILE_BYTES",
    "check_document",
    "check_file",
    "check_named",
    "check_folder",
    "check_text",
    "warnings_named",
    "find_ruleset",
    "identity_from_canonical",
    "identity_of",
    "load_document",
    "load_rules",
    "locate",
    "Located",
    "rules_from_canonical",
    "rules_identity",
    "ruleset_files",
]

if TYPE_CHECKING:
    from game.engine.rules import Rules

PathLike = str | os.PathLike[str]


def check_folder(folder: PathLike) -> list[tuple[Path, dict[str, Any] | None, list[Problem]]]:
    """(file, document or None, problems) for each ruleset file of a folder, by name.

    Safe to run on a thread beside a window: nothing here blocks on a FIFO or a device, reads
    more than `MAX_FILE_BYTES` of a file, or parses an unchanged file twice.
    """
    return [(path, *check_file(path, inside=Path(folder))) for path in ruleset_files(Path(folder))]


def check_file(
    path: PathLike,
    overrides: Mapping[str, Any] | None = None,
    *,
    players: int | None = None,
    inside: Path | None = None,
) -> tuple[dict[str, Any] | None, list[Problem]]:
    """Load, override and validate without raising: (document or None, every problem).

    The document is returned only when there is no problem. With `players`, the table must
    also seat that many under the overrides (New game asks so before it deals). Without
    overrides, each house rule the file offers is checked too: every value it offers must
    make a valid ruleset on its own. Reading is bounded and never blocks (`reader`), and an
    unchanged file is parsed once however often it is checked. With `inside`, a path leading
    out of that folder (a link) is refused.
    """
    file = str(path)
    return _check_loaded(load_file(Path(path), file, inside=inside), file, overrides, players)


def check_named(
    name: str, overrides: Mapping[str, Any] | None = None
) -> tuple[dict[str, Any] | None, list[Problem]]:
    """`check_file` for a ruleset as a person names it (`locate`: a file, a built-in id, or
    one of the player's own): every command line reads rulesets through this."""
    try:
        found = locate(name)
    except RulesetError as error:
        return None, error.problems
    return check_file(found.path, overrides, inside=found.inside)


def warnings_named(name: str) -> list[Problem]:
    """What `check` warns about in a good ruleset as a person names it (game.ruleset.advice):
    it plays, but maybe not as meant. None for a file that cannot be found."""
    try:
        found = locate(name)
    except RulesetError:
        return []
    return file_warnings(found.path, str(found.path), inside=found.inside)


def check_text(
    text: str,
    file: str = "<text>",
    overrides: Mapping[str, Any] | None = None,
    *,
    players: int | None = None,
) -> tuple[dict[str, Any] | None, list[Problem]]:
    """`check_file` for a ruleset's text (problems are named after `file`)."""
    return _check_loaded(load_text(text, file), file, overrides, players)


def check_document(
    doc: Any, file: str = "<document>"
) -> tuple[dict[str, Any] | None, list[Problem]]:
    """`check_file` for a document already in memory (the ruleset workshop's draft): the same
    checks, house rules included, with no line to name (every problem is on line 1)."""
    return _check_loaded(Loaded(doc, SourceMap(), []), file, None, None)


def _check_loaded(
    loaded: Loaded, file: str, overrides: Mapping[str, Any] | None, players: int | None
) -> tuple[dict[str, Any] | None, list[Problem]]:
    if overrides:
        filled, source, problems = _validated(loaded, file, overrides)
    else:  # the common case, worked out once per parse (house rules make it the dearer one)
        if "plain" not in loaded.memo:
            loaded.memo["plain"] = _validated(loaded, file, None)
        filled, source, problems = loaded.memo["plain"]
    if filled is None:
        return None, problems
    if players is not None:
        problems = seating_problems(filled, players, file=file, source=source)
        if problems:
            return None, problems
    return {**copy.deepcopy(filled), "_source": file}, []


def _validated(
    loaded: Loaded, file: str, overrides: Mapping[str, Any] | None
) -> tuple[dict[str, Any] | None, SourceMap, list[Problem]]:
    """(the document with its defaults or None, its source map, every problem)."""
    doc, source = loaded.data, loaded.source
    if doc is None:
        return None, source, sorted(loaded.problems)
    if isinstance(doc, dict) and overrides:
        try:
            doc, changed = apply_with_paths(doc, overrides, file=file)
        except RulesetError as error:
            return None, source, sorted(loaded.problems + error.problems)
        source = replace(source, overridden={**source.overridden, **changed})
    problems = sorted(loaded.problems + validate(doc, file=file, source=source))
    if problems:
        return None, source, problems
    filled = with_defaults(doc)
    if not overrides:
        problems = house_rule_problems(doc, filled, file=file, source=source)
    problems = problems or engine_problems(filled, file)
    return (None, source, sorted(problems)) if problems else (filled, source, [])


def load_document(
    path: PathLike, overrides: Mapping[str, Any] | None = None, *, inside: Path | None = None
) -> dict[str, Any]:
    """The validated document of the ruleset file at `path`, with house-rule `overrides` applied.

    Overrides map dotted paths (`rules.jump_in.enabled`, `ranks.draw4.effects.0.draw.count`)
    to values. The result is plain data with every default of the format written in (see
    `game.ruleset.schema.with_defaults`) plus `"_source": str(path)`. Raises RulesetError
    with every problem found. With `inside`, a path leading out of that folder is refused.
    """
    doc, problems = check_file(path, overrides, inside=inside)
    if doc is None:
        raise RulesetError(problems)
    return doc


def load_rules(name_or_path: str, overrides: Mapping[str, Any] | None = None) -> Rules:
    """The compiled rules of a ruleset as a person names it (`locate`: a file, a built-in
    id, or one of the player's own; see `game.engine.rules`)."""
    from game.engine.rules import compile_rules  # the engine is optional for checking files

    found = locate(name_or_path)
    return compile_rules(load_document(found.path, overrides, inside=found.inside))
