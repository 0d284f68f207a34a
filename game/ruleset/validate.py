"""Check a loaded ruleset document: its structure against the JSON Schema, then its sense.

The schema file is the single description of the format's shape (editors read it too), so the
structure is checked with jsonschema; but jsonschema speaks in schema terms ("'two' is not of
type 'integer'"), so every error is rewritten here into words a ruleset author can act on.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import Any, cast

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError

from game.ruleset.loader import SourceMap
from game.ruleset.problem import Finding, KeyPath, Problem, did_you_mean, format_path
from game.ruleset.semantics import semantic_findings

SCHEMA_PATH = Path(__file__).with_name("ruleset.schema.json")
FORMAT = 1

_PATTERN_WORDS = {
    "^[a-z0-9][a-z0-9_]*$": "lower-case letters, digits and _",
    "^[a-z][a-z0-9_]*$": "lower-case letters, digits and _, starting with a letter",
    "^D-[0-9]+$": "D- and a number, like D-4",
}
_NOUNS = {
    "text": "text (a string, or a mapping of en, de, sv to strings)",
    "effect": "an effect (a name, or a mapping with one key: the effect's name)",
}


@cache
def load_schema() -> dict[str, Any]:
    """The format's JSON Schema, read once."""
    schema: dict[str, Any] = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    return schema


@cache
def _validator() -> Draft202012Validator:
    return Draft202012Validator(load_schema())


def validate(doc: Any, *, file: str, source: SourceMap | None = None) -> list[Problem]:
    """Every problem in `doc` (as loaded from `file`), sorted by line; [] when it is fine.

    `source` gives lines (without it every problem is on line 1). The `_source` key that
    `load_document` adds is ignored, so a loaded document can be changed and checked again.
    """
    source = source or SourceMap()
    if isinstance(doc, dict) and "_source" in doc:
        doc = {key: value for key, value in doc.items() if key != "_source"}
    version = doc.get("format") if isinstance(doc, dict) else None
    if isinstance(version, int) and not isinstance(version, bool) and version != FORMAT:
        # Another format may look entirely different; checking it against this one is noise.
        findings = [
            Finding(("format",), f"unsupported format {version} (this game reads format 1)")
        ]
    else:
        findings = list(schema_findings(doc, source))
        if isinstance(doc, dict):
            findings += semantic_findings(doc)
    return to_problems(findings, file, source)


def to_problems(findings: list[Finding], file: str, source: SourceMap) -> list[Problem]:
    """Place findings on lines; note values that came from an override; drop repeats; sort."""
    problems = set()
    for finding in findings:
        if source.is_dropped(finding.path):
            continue
        message = finding.message
        override = source.override_of(finding.path)
        if override is not None:
            message += f' (value set by override "{override}")'
        line = source.line(finding.path, key=finding.at_key)
        problems.add(Problem(file, line, format_path(finding.path), message))
    return sorted(problems)


def schema_findings(doc: Any, source: SourceMap) -> Iterator[Finding]:
    """The schema's complaints about `doc`, in words."""
    for error in _validator().iter_errors(doc):
        yield from _translate(error, source.raw)


def show(value: Any) -> str:
    """A value as the author would write it in YAML, for "got ..." in messages."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return str(value)


def expected(schema: Mapping[str, Any]) -> str:
    """What a subschema accepts, in words: "a whole number >= 1", "one of keep, may_play"."""
    if "enum" in schema:
        return "one of " + ", ".join(v if isinstance(v, str) else show(v) for v in schema["enum"])
    if "const" in schema:
        return show(schema["const"])
    title = schema.get("title")
    if "anyOf" in schema:
        return _NOUNS.get(title or "") or " or ".join(expected(b) for b in schema["anyOf"])
    kind = schema.get("type")
    if kind == "integer":
        low, high = schema.get("minimum"), schema.get("maximum")
        if low is not None and high is not None:
            return f"a whole number from {low} to {high}"
        return f"a whole number >= {low}" if low is not None else "a whole number"
    if kind == "boolean":
        return "true or false"
    noun = _NOUNS.get(title or "") or (_article(title) if title else None)
    if kind == "string":
        noun = noun or "text"
        pattern = schema.get("pattern")
        return f"{noun} ({_PATTERN_WORDS.get(pattern, pattern)})" if pattern else noun
    if kind == "array":
        return noun or "a list"
    if kind == "object":
        return noun or "a mapping"
    return noun or "something else"


def _article(noun: str) -> str:
    return ("an " if noun[0] in "aeiou" else "a ") + noun


def _got(schema: Mapping[str, Any], value: Any, raw: str | None) -> str:
    """`got "two"`; a number where text was expected adds how to quote it."""
    text = f"got {show(value)}"
    wants_text = schema.get("type") == "string"
    if wants_text and isinstance(value, (int, float)) and not isinstance(value, bool):
        text = f'got the number {raw or value}: quote it ("{raw or value}")'
    return text


def _translate(error: ValidationError, raw: Mapping[KeyPath, str]) -> Iterator[Finding]:
    """One jsonschema error -> findings in words (several for e.g. several unknown keys)."""
    path: KeyPath = tuple(error.absolute_path)
    kind, schema, value = error.validator, cast(Any, error.schema), cast(Any, error.instance)
    if not isinstance(schema, dict):  # pragma: no cover - boolean subschemas are not used
        yield Finding(path, error.message)
    elif not path and kind == "type":
        yield Finding(
            path,
            f"a ruleset is a mapping of keys (format: 1, id: ..., name: ...), got {show(value)}",
        )
    elif kind in ("anyOf", "oneOf"):
        yield from _translate_choice(error, raw)
    elif "propertyNames" in error.absolute_schema_path:
        what = expected(schema)
        yield Finding((*path, value), f"bad name {show(value)}: expected {what}", at_key=True)
    elif kind == "additionalProperties":
        yield from _unknown_keys(path, schema, value)
    elif kind == "required":
        for key in cast(list[str], error.validator_value):
            if key not in value:
                yield Finding(path, f'missing required key "{key}"', at_key=True)
    elif kind == "uniqueItems":
        yield from _repeats(path, value)
    elif kind in ("minItems", "maxItems", "minProperties", "maxProperties"):
        yield _count_problem(path, kind, schema, value)
    elif kind in ("type", "enum", "const", "pattern", "minimum", "maximum", "minLength"):
        if schema.get("title") == "effect name":
            yield _effect_name(path, value, error)
        else:
            yield Finding(
                path, f"expected {expected(schema)}, {_got(schema, value, raw.get(path))}"
            )
    else:  # pragma: no cover - the schema uses no other keywords
        yield Finding(path, error.message)


def _translate_choice(error: ValidationError, raw: Mapping[KeyPath, str]) -> Iterator[Finding]:
    """anyOf: explain the errors of the one branch of the value's type, else what would fit."""
    path: KeyPath = tuple(error.absolute_path)
    schema, value = cast(Any, error.schema), cast(Any, error.instance)
    branches = schema["anyOf"]
    fitting = [index for index, branch in enumerate(branches) if _type_fits(branch, value)]
    if len(fitting) == 1:
        inner = [e for e in error.context or [] if e.relative_schema_path[0] == fitting[0]]
        scalar = branches[fitting[0]].get("type") in ("string", "integer", "boolean")
        if (
            scalar
            and all(tuple(e.absolute_path) == path for e in inner)
            and not any(cast(Any, e.schema).get("title") == "effect name" for e in inner)
        ):
            got = _got(schema, value, raw.get(path))
            yield Finding(path, f"expected {expected(schema)}, {got}")
            return
        for sub in inner:
            yield from _translate(sub, raw)
        return
    yield Finding(path, f"expected {expected(schema)}, {_got({}, value, None)}")


_JSON_TYPES: dict[str, tuple[type, ...]] = {
    "string": (str,),
    "object": (dict,),
    "array": (list,),
    "integer": (int,),
    "boolean": (bool,),
    "null": (type(None),),
}


def _type_fits(schema: Mapping[str, Any], value: Any) -> bool:
    kind = schema.get("type")
    if kind is None:
        return True
    if isinstance(value, bool) and kind != "boolean":
        return False
    return isinstance(value, _JSON_TYPES.get(kind, (object,)))


def _unknown_keys(
    path: KeyPath, schema: Mapping[str, Any], value: Mapping[str, Any]
) -> Iterator[Finding]:
    known = list(schema.get("properties", {}))
    for key in value:
        if key in known:
            continue
        if schema.get("title") == "effect":
            yield Finding(path, _unknown_effect(key, known))
        else:
            yield Finding(
                (*path, key), f'unknown key "{key}"{did_you_mean(key, known)}', at_key=True
            )


def _unknown_effect(name: str, known: list[str]) -> str:
    everywhere = load_schema()["$defs"]["effect"]["anyOf"][1]["properties"]
    if name in everywhere:
        return f'effect "{name}" is not allowed here (inside a choose_effect option)'
    return f'unknown effect "{name}" (known: {", ".join(known)})'


def _effect_name(path: KeyPath, value: Any, error: ValidationError) -> Finding:
    """A bare effect name that is not allowed bare: unknown, or one that needs parameters."""
    name = str(value)
    parent = cast(Any, error.parent.schema) if error.parent else None
    known = list(parent["anyOf"][1]["properties"]) if parent else []
    if name in known:
        params = load_schema()["$defs"][f"{name}_params"].get("required", [])
        inner = ", ".join(f"{key}: ..." for key in params)
        return Finding(path, f'effect "{name}" needs parameters: write {{{name}: {{{inner}}}}}')
    return Finding(path, _unknown_effect(name, known))


def _repeats(path: KeyPath, items: list[Any]) -> Iterator[Finding]:
    seen: list[Any] = []
    for index, item in enumerate(items):
        if item in seen:
            yield Finding((*path, index), f"{show(item)} is listed twice")
        else:
            seen.append(item)


def _count_problem(path: KeyPath, kind: str, schema: Mapping[str, Any], value: Any) -> Finding:
    if schema.get("title") == "effect":
        if not value:
            return Finding(path, "an effect mapping needs one key, the effect's name")
        names = ", ".join(value)
        return Finding(
            path,
            f"an effect mapping has one key, the effect's name; got {names} (write each effect as its own list item)",
        )
    limit = schema[kind]
    noun = "item" if kind.endswith("Items") else "entry"
    plural = noun if limit == 1 else ("items" if noun == "item" else "entries")
    bound = "at least" if kind.startswith("min") else "at most"
    return Finding(path, f"expected {bound} {limit} {plural}, got {len(value) or 'none'}")
