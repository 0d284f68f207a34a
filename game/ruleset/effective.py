"""The rules a table plays: a loaded ruleset document with the table's house rules applied,
compiled without reading or parsing the file again.

The New game screen has the document already (read once, in the background); starting a game
applies the chosen house rules to it, validates the result as a file would be validated (a
house rule may break what the file allowed), fills the format's defaults and compiles it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.ruleset.overrides import apply_overrides
from game.ruleset.problem import RulesetError
from game.ruleset.schema import with_defaults
from game.ruleset.validate import validate

if TYPE_CHECKING:
    from game.engine.rules import Rules


def effective_document(
    doc: Mapping[str, Any], overrides: Mapping[str, Any] | None
) -> dict[str, Any]:
    """`doc` (a loaded document) with `overrides` applied and checked; raises RulesetError."""
    if not overrides:
        return dict(doc)
    source = str(doc.get("_source", "<ruleset>"))
    public = {key: value for key, value in doc.items() if not str(key).startswith("_")}
    changed = apply_overrides(public, overrides)
    problems = validate(changed, file=source)
    if problems:
        raise RulesetError(problems)
    return {**with_defaults(changed), "_source": source}


def effective_rules(doc: Mapping[str, Any], overrides: Mapping[str, Any] | None) -> Rules:
    """The compiled rules of `doc` with `overrides`: what a table plays."""
    from game.engine.rules import compile_rules  # the engine is optional for reading rulesets

    return compile_rules(effective_document(doc, overrides))
