"""Ruleset files: find them, read them safely, apply house rules, and validate them.

A ruleset is a YAML document (see docs/ruleset-format.md). This package turns a file into
plain, validated Python data; `game.engine.rules.compile_rules` turns that into rules.

>>> doc = load_document(find_ruleset("noris"), {"players.max": 4})
>>> doc["players"], doc["_source"].endswith("noris.yaml")
({'min': 2, 'max': 4}, True)
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game import paths
from game.ruleset.identity import (
    RulesetIdentity,
    identity_from_canonical,
    identity_of,
    rules_from_canonical,
    rules_identity,
)
from game.ruleset.loader import Loaded, SourceMap, load_text
from game.ruleset.overrides import apply_overrides, apply_with_paths
from game.ruleset.problem import Message, Problem, RulesetError, msg
from game.ruleset.schema import with_defaults
from game.ruleset.validate import validate

__all__ = [
    "Problem",
    "RulesetError",
    "RulesetIdentity",
    "apply_overrides",
    "builtin_ruleset_ids",
    "check_file",
    "find_ruleset",
    "identity_from_canonical",
    "identity_of",
    "load_document",
    "load_rules",
    "rules_from_canonical",
    "rules_identity",
]

if TYPE_CHECKING:
    from game.engine.rules import Rules

PathLike = str | os.PathLike[str]


def builtin_ruleset_ids() -> list[str]:
    """The ids of the rulesets shipped in `rulesets/`, sorted."""
    return sorted(path.stem for path in paths.rulesets_dir().glob("*.yaml"))


def find_ruleset(name_or_path: str) -> Path:
    """A path to an existing file as given, else the built-in ruleset with that id.

    >>> find_ruleset("classic").name
    'classic.yaml'
    """
    given = Path(name_or_path)
    if given.is_file():
        return given
    known = ", ".join(builtin_ruleset_ids())
    if given.is_dir():
        why = msg("ruleset.problem.is_directory")
    elif given.suffix or len(given.parts) > 1:
        why = msg("ruleset.problem.no_file")
    else:
        builtin = paths.rulesets_dir() / f"{name_or_path}.yaml"
        if builtin.is_file():
            return builtin
        why = msg("ruleset.problem.no_ruleset", known=known)
    raise RulesetError([Problem.of(str(name_or_path), 0, "", why)])


def check_file(
    path: PathLike, overrides: Mapping[str, Any] | None = None
) -> tuple[dict[str, Any] | None, list[Problem]]:
    """Load, override and validate without raising: (document or None, every problem).

    The document is returned only when there is no problem.
    """
    file = str(path)
    loaded = _read(Path(path), file)
    if loaded.data is None:
        return None, sorted(loaded.problems)
    doc = loaded.data
    if isinstance(doc, dict) and overrides:
        try:
            doc, changed = apply_with_paths(doc, overrides, file=file)
        except RulesetError as error:
            return None, sorted(loaded.problems + error.problems)
        loaded.source.overridden.update(changed)
    problems = sorted(loaded.problems + validate(doc, file=file, source=loaded.source))
    if problems:
        return None, problems
    return {**with_defaults(doc), "_source": file}, []


def load_document(path: PathLike, overrides: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The validated document of the ruleset file at `path`, with house-rule `overrides` applied.

    Overrides map dotted paths (`rules.jump_in.enabled`, `ranks.draw4.effects.0.draw.count`)
    to values. The result is plain data with every default of the format written in (see
    `game.ruleset.schema.with_defaults`) plus `"_source": str(path)`. Raises RulesetError
    with every problem found.
    """
    doc, problems = check_file(path, overrides)
    if doc is None:
        raise RulesetError(problems)
    return doc


def load_rules(name_or_path: str, overrides: Mapping[str, Any] | None = None) -> Rules:
    """The compiled rules of a built-in id or ruleset file (see `game.engine.rules`)."""
    from game.engine.rules import compile_rules  # the engine is optional for checking files

    return compile_rules(load_document(find_ruleset(name_or_path), overrides))


def _read(path: Path, file: str) -> Loaded:
    why: Message
    try:
        text = path.read_text(encoding="utf-8")
    except IsADirectoryError:
        why = msg("ruleset.problem.is_directory")
    except FileNotFoundError:
        why = msg("ruleset.problem.no_file")
    except UnicodeDecodeError as error:
        why = msg("ruleset.problem.not_utf8", reason=error.reason, byte=error.start)
    except OSError as error:
        why = msg("ruleset.problem.unreadable", why=str(error.strerror or error))
    else:
        return load_text(text, file)
    return Loaded(None, SourceMap(), [Problem.of(file, 0, "", why)])
