"""Check a loaded ruleset document: its structure against the JSON Schema, then its sense.

The schema file is the single description of the format's shape (editors read it too), so the
structure is checked with jsonschema; but jsonschema speaks in schema terms ("'two' is not of
type 'integer'"), so every error is rewritten here into words a ruleset author can act on.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any, cast

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError

from game.ruleset.loader import MAX_DEPTH, MAX_VALUES, MAX_WHOLE, SourceMap
from game.ruleset.problem import (
    Finding,
    KeyPath,
    Message,
    Problem,
    brief,
    did_you_mean,
    format_path,
    msg,
)
from game.ruleset.schema import load_schema
from game.ruleset.semantics import MAX_TYPES, semantic_findings

FORMAT = 1

_PATTERN_WORDS = {
    "^[a-z0-9][a-z0-9_]*$": msg("ruleset.problem.pattern_id"),
    "^[a-z][a-z0-9_]*$": msg("ruleset.problem.pattern_letter_first"),
    "^D-[0-9]+$": msg("ruleset.problem.pattern_decision"),
    "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$": msg("ruleset.problem.pattern_language"),
}
_NOUNS = {
    "text": msg("ruleset.problem.noun_any_text"),
    "effect": msg("ruleset.problem.noun_any_effect"),
}
# The schema's titles as nouns with their article ("a rank id"); a test checks every title.
TITLES = {
    "colour id": msg("ruleset.problem.title_colour_id"),
    "decision id": msg("ruleset.problem.title_decision_id"),
    "deck id": msg("ruleset.problem.title_deck_id"),
    "house-rule value": msg("ruleset.problem.title_house_rule_value"),
    "id": msg("ruleset.problem.title_id"),
    "language tag": msg("ruleset.problem.title_language"),
    "list of rank ids": msg("ruleset.problem.title_rank_list"),
    "rank id": msg("ruleset.problem.title_rank_id"),
    "rank name": msg("ruleset.problem.title_rank_name"),
    "ruleset id": msg("ruleset.problem.title_ruleset_id"),
    "setting path": msg("ruleset.problem.title_setting_path"),
}


#: Ranks past which only their count is said. Each rank is one card type at least, and a game
#: has at most MAX_TYPES; up to this many, a draft a little over still hears what its ranks
#: cost (their card types, its deck's size), while the schema's checks stay well under a
#: second (they cost about 0.4 ms a rank: 190,000 ranks in a save took minutes).
MAX_RANKS = 1000


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
    unsafe = list(unsafe_findings(doc))
    if unsafe:
        # The schema validator recurses and formats values: give it nothing it cannot handle.
        findings = unsafe
    elif isinstance(version, int) and not isinstance(version, bool) and version != FORMAT:
        # Another format may look entirely different; checking it against this one is noise.
        findings = [Finding(("format",), msg("ruleset.problem.format", version=version))]
    else:
        findings = list(schema_findings(doc, source))
        if isinstance(doc, dict):
            findings += semantic_findings(doc)
    return to_problems(findings, file, source)


def unsafe_findings(doc: Any) -> Iterator[Finding]:
    """Values nested deeper than MAX_DEPTH, whole numbers beyond MAX_WHOLE, more values than
    MAX_VALUES and more ranks than card types: what the schema's checks must not be given.

    The loader never gives the first three; a house-rule override or a canonical text (a
    trace, a save of 8 MB) may. The schema's checks cost about a tenth of a millisecond a
    value, so a save holding 190,000 ranks took minutes to be refused: the counts come first,
    and the walk stops at MAX_VALUES. Walked without recursion, so any depth is safe.
    """
    ranks = doc.get("ranks") if isinstance(doc, dict) else None
    if isinstance(ranks, dict) and len(ranks) > MAX_RANKS:
        why = msg("ruleset.problem.too_many_ranks", count=len(ranks), limit=MAX_TYPES)
        yield Finding(("ranks",), why, at_key=True)
        return
    stack: list[tuple[KeyPath, Any]] = [((), doc)]
    seen = 1  # values met so far, counted before they are walked
    while stack:
        path, value = stack.pop()
        if isinstance(value, (dict, list)) and len(path) <= MAX_DEPTH:
            seen += len(value)
            if seen > MAX_VALUES:
                yield Finding((), msg("ruleset.problem.too_many_values", limit=MAX_VALUES))
                return
        if len(path) > MAX_DEPTH:
            yield Finding(path, msg("ruleset.problem.too_deep", limit=MAX_DEPTH))
        elif isinstance(value, dict):
            stack += [((*path, key), item) for key, item in value.items()]
        elif isinstance(value, list):
            stack += [((*path, index), item) for index, item in enumerate(value)]
        elif isinstance(value, int) and abs(value) > MAX_WHOLE:
            # In hex: Python will not write an int of more than 4300 decimal digits.
            yield Finding(path, msg("ruleset.problem.huge_number", text=brief(hex(value))))


def to_problems(findings: list[Finding], file: str, source: SourceMap) -> list[Problem]:
    """Place findings on lines; note values that came from an override; drop repeats; sort."""
    problems = set()
    for finding in findings:
        if source.is_dropped(finding.path):
            continue
        message = finding.message
        override = source.override_of(finding.path)
        if override is not None:
            message = msg("ruleset.problem.by_override", message=message, override=override)
        line = source.line(finding.path, key=finding.at_key)
        problems.add(Problem.of(file, line, format_path(finding.path), message))
    return sorted(problems)


def schema_findings(doc: Any, source: SourceMap) -> Iterator[Finding]:
    """The schema's complaints about `doc`, in words."""
    for error in _validator().iter_errors(doc):
        yield from _translate(error, source.raw)


def show(value: Any) -> Message | str:
    """A value as the author would write it in YAML, for "got ..." in messages."""
    if value is None:
        return msg("ruleset.problem.show_nothing")
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return brief(json.dumps(value, ensure_ascii=False))
    if isinstance(value, dict):
        return msg("ruleset.problem.show_mapping")
    if isinstance(value, list):
        return msg("ruleset.problem.show_list")
    return str(value)


def expected(schema: Mapping[str, Any]) -> Message | str:
    """What a subschema accepts, in words: "a whole number >= 1", "one of keep, may_play"."""
    if "enum" in schema:
        words = ", ".join(v if isinstance(v, str) else str(show(v)) for v in schema["enum"])
        return msg("ruleset.problem.one_of", values=words)
    if "const" in schema:
        return show(schema["const"])
    title = schema.get("title")
    if "anyOf" in schema:
        return _NOUNS.get(title or "") or _either([expected(b) for b in schema["anyOf"]])
    kind = schema.get("type")
    if kind == "integer":
        low, high = schema.get("minimum"), schema.get("maximum")
        if low is not None and high is not None:
            return msg("ruleset.problem.whole_from_to", low=low, high=high)
        if low is not None:
            return msg("ruleset.problem.whole_at_least", low=low)
        return msg("ruleset.problem.whole")
    if kind == "boolean":
        return msg("ruleset.problem.true_or_false")
    noun = _NOUNS.get(title or "") or (_titled(title) if title else None)
    if kind == "string":
        noun = noun or msg("ruleset.problem.text")
        pattern = schema.get("pattern")
        if not pattern:
            return noun
        return msg(
            "ruleset.problem.with_pattern", noun=noun, pattern=_PATTERN_WORDS.get(pattern, pattern)
        )
    if kind == "array":
        return noun or msg("ruleset.problem.show_list")
    if kind == "object":
        return noun or msg("ruleset.problem.show_mapping")
    return noun or msg("ruleset.problem.something_else")


def _either(choices: list[Message | str]) -> Message | str:
    """ "a or b or c", nested so each language joins two at a time."""
    result = choices[0]
    for choice in choices[1:]:
        result = msg("ruleset.problem.either", first=result, second=choice)
    return result


def _titled(title: str) -> Message | str:
    """A schema title with its article; a title the translations lack stays English."""
    return TITLES.get(title) or ("an " if title[0] in "aeiou" else "a ") + title


def _got(schema: Mapping[str, Any], value: Any, raw: str | None) -> Message:
    """`got "two"`; a number where text was expected adds how to quote it."""
    wants_text = schema.get("type") == "string"
    if wants_text and isinstance(value, (int, float)) and not isinstance(value, bool):
        return msg("ruleset.problem.got_number", raw=raw or value)
    return msg("ruleset.problem.got", value=show(value))


def _expected_got(what: Message | str, got: Message) -> Message:
    return msg("ruleset.problem.expected_got", what=what, got=got)


def _translate(error: ValidationError, raw: Mapping[KeyPath, str]) -> Iterator[Finding]:
    """One jsonschema error -> findings in words (several for e.g. several unknown keys)."""
    path: KeyPath = tuple(error.absolute_path)
    kind, schema, value = error.validator, cast(Any, error.schema), cast(Any, error.instance)
    if not isinstance(schema, dict):  # pragma: no cover - boolean subschemas are not used
        yield Finding(path, msg("ruleset.problem.schema", text=error.message))
    elif not path and kind == "type":
        yield Finding(path, msg("ruleset.problem.not_a_mapping", value=show(value)))
    elif kind in ("anyOf", "oneOf"):
        yield from _translate_choice(error, raw)
    elif "propertyNames" in error.absolute_schema_path:
        what = expected(schema)
        yield Finding(
            (*path, value),
            msg("ruleset.problem.bad_name", value=show(value), what=what),
            at_key=True,
        )
    elif kind == "additionalProperties":
        yield from _unknown_keys(path, schema, value)
    elif kind == "required":
        for key in cast(list[str], error.validator_value):
            if key not in value:
                yield Finding(path, msg("ruleset.problem.missing_key", key=key), at_key=True)
    elif kind == "uniqueItems":
        yield from _repeats(path, value)
    elif kind in ("minItems", "maxItems", "minProperties", "maxProperties"):
        yield _count_problem(path, kind, schema, value)
    elif kind == "maxLength":
        yield Finding(
            path, msg("ruleset.problem.too_long", limit=schema["maxLength"], length=len(value))
        )
    elif kind in ("type", "enum", "const", "pattern", "minimum", "maximum", "minLength"):
        if schema.get("title") == "effect name":
            yield _effect_name(path, value, error)
        else:
            yield Finding(path, _expected_got(expected(schema), _got(schema, value, raw.get(path))))
    else:  # pragma: no cover - the schema uses no other keywords
        yield Finding(path, msg("ruleset.problem.schema", text=error.message))


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
            and not any(e.validator == "maxLength" for e in inner)
        ):
            got = _got(schema, value, raw.get(path))
            yield Finding(path, _expected_got(expected(schema), got))
            return
        for sub in inner:
            yield from _translate(sub, raw)
        return
    yield Finding(path, _expected_got(expected(schema), _got({}, value, None)))


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
            yield Finding((*path, key), _unknown_key(key, known), at_key=True)


def _unknown_key(key: str, known: list[str]) -> Message:
    """A key the format does not have here: the one it was probably meant to be, else every
    key allowed in its place (a typo needs the one; a guess at the format needs them all)."""
    hint = did_you_mean(key, known)
    if not hint and known:
        hint = msg("ruleset.problem.allowed_keys", known=", ".join(known))
    return msg("ruleset.problem.unknown_key", key=key, hint=hint)


def _unknown_effect(name: str, known: list[str]) -> Message:
    everywhere = load_schema()["$defs"]["effect"]["anyOf"][1]["properties"]
    if name in everywhere:
        return msg("ruleset.problem.effect_not_here", name=name)
    return msg("ruleset.problem.unknown_effect", name=name, known=", ".join(known))


def _effect_name(path: KeyPath, value: Any, error: ValidationError) -> Finding:
    """A bare effect name that is not allowed bare: unknown, or one that needs parameters."""
    name = str(value)
    parent = cast(Any, error.parent.schema) if error.parent else None
    known = list(parent["anyOf"][1]["properties"]) if parent else []
    if name in known:
        params = load_schema()["$defs"][f"{name}_params"].get("required", [])
        inner = ", ".join(f"{key}: ..." for key in params)
        example = f"{{{name}: {{{inner}}}}}"
        return Finding(path, msg("ruleset.problem.effect_params", name=name, example=example))
    return Finding(path, _unknown_effect(name, known))


def _repeats(path: KeyPath, items: list[Any]) -> Iterator[Finding]:
    seen: list[Any] = []
    for index, item in enumerate(items):
        if item in seen:
            yield Finding((*path, index), msg("ruleset.problem.listed_twice", value=show(item)))
        else:
            seen.append(item)


def _count_problem(path: KeyPath, kind: str, schema: Mapping[str, Any], value: Any) -> Finding:
    if schema.get("title") == "effect":
        if not value:
            return Finding(path, msg("ruleset.problem.effect_no_key"))
        return Finding(path, msg("ruleset.problem.effect_many_keys", names=", ".join(value)))
    limit = schema[kind]
    one = limit == 1
    if kind.endswith("Items"):
        noun = msg("ruleset.problem.item" if one else "ruleset.problem.items")
    else:
        noun = msg("ruleset.problem.entry" if one else "ruleset.problem.entries")
    key = "ruleset.problem.at_least" if kind.startswith("min") else "ruleset.problem.at_most"
    count: Message | int = len(value) or msg("ruleset.problem.none")
    return Finding(path, msg(key, limit=limit, noun=noun, count=count))
