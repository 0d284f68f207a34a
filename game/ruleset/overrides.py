"""House rules: change values of a ruleset document by dotted path before it is validated.

Overrides work on the raw document, not on compiled rules, so that a flipped setting goes
through exactly the same validation as one written in the file.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterable, Mapping
from typing import Any

from game.ruleset.loader import MAX_DEPTH, deeper_than, load_text
from game.ruleset.problem import KeyPath, Message, Problem, RulesetError, msg


def parse_path(dotted: str, doc: Any) -> tuple[KeyPath, Message | None]:
    """`"ranks.draw4.effects.0.draw"` -> its key path in `doc`, or (partial path, why not).

    Missing mapping keys along the way are allowed (they will be created); stepping into a
    value that is neither a mapping nor a list, or past the end of a list, is not.
    """
    parts = dotted.split(".")
    if not dotted or any(part == "" for part in parts):
        return (), msg("ruleset.problem.override_dots")
    path: list[str | int] = []
    node: Any = doc
    for part in parts:
        if isinstance(node, list):
            if not part.isdigit() or int(part) >= len(node):
                where = ".".join(str(p) for p in path)
                one = len(node) == 1
                key = "ruleset.problem.override_one" if one else "ruleset.problem.override_list"
                return tuple(path), msg(key, where=where, count=len(node), part=repr(part))
            path.append(int(part))
            node = node[int(part)]
        elif isinstance(node, dict) or node is None:
            path.append(part)
            node = node.get(part) if isinstance(node, dict) else None
        else:
            where = ".".join(str(p) for p in path)
            why = msg("ruleset.problem.override_scalar", where=where, value=repr(node))
            return tuple(path), why
    return tuple(path), None


def set_value(doc: dict[str, Any], path: KeyPath, value: Any) -> list[KeyPath]:
    """Put `value` at `path`, creating missing mappings on the way (`rules.jump_in.enabled`).

    Returns the paths whose values the override made: the created mappings and `path`.
    """
    made: list[KeyPath] = []
    node: Any = doc
    for depth, part in enumerate(path[:-1]):
        if isinstance(node, dict) and not isinstance(node.get(part), (dict, list)):
            node[part] = {}
            made.append(path[: depth + 1])
        node = node[part]
    node[path[-1]] = copy.deepcopy(value)
    return [*made, path]


def apply_with_paths(
    doc: Mapping[str, Any], overrides: Mapping[str, Any] | None, *, file: str | None = None
) -> tuple[dict[str, Any], dict[KeyPath, str]]:
    """`apply_overrides`, also mapping every key path set or created to its override."""
    result = copy.deepcopy(dict(doc))
    file = file or str(doc.get("_source", "<document>"))
    problems: list[Problem] = []
    paths: dict[KeyPath, str] = {}
    for dotted, value in (overrides or {}).items():
        path, why = parse_path(str(dotted), result)
        if why is None and path[0] == "_source":
            why = msg("ruleset.problem.override_source")
        if why is None and deeper_than(value, MAX_DEPTH - len(path)):
            why = msg("ruleset.problem.too_deep", limit=MAX_DEPTH)  # before it is copied
        if why is not None:
            problems.append(
                Problem.of(file, 0, str(dotted), msg("ruleset.problem.bad_override", why=why))
            )
            continue
        paths.update(dict.fromkeys(set_value(result, path, value), str(dotted)))
    if problems:
        raise RulesetError(problems)
    return result, paths


def apply_overrides(doc: Mapping[str, Any], overrides: Mapping[str, Any] | None) -> dict[str, Any]:
    """A copy of `doc` with each dotted path in `overrides` set to its value.

    List items are addressed by index (`ranks.draw4.effects.0.draw.loses_turn`); a missing key
    is created inside a mapping (`rules.jump_in.enabled` makes `jump_in` if absent). A path that
    cannot be followed raises RulesetError naming it. The copy is not validated here:
    `load_document` validates after applying.

    >>> apply_overrides({"players": {"min": 2, "max": 8}}, {"players.max": 4})
    {'players': {'min': 2, 'max': 4}}
    """
    return apply_with_paths(doc, overrides)[0]


# -- house rules as text: `--set PATH=VALUE` and what `maumau rules` prints ------------------------
_PLAIN = re.compile(r"[A-Za-z_][A-Za-z0-9_.+-]*")  # a word YAML reads as itself in a [list] too
_NOT_WORDS = {"true", "false", "null"}  # ...unless it is one of these, in any case


def setting_text(value: Any) -> str:
    """A setting's value as `--set` takes it back (`setting_value`), written as a ruleset
    file writes it: true, 8, keep_top, [draw2, joker], {draw: {count: 2}}; a word that would
    read as something else is quoted ("true", "7").

    >>> setting_text(["draw2", "joker"]), setting_text({"draw": {"count": 2}}), setting_text("7")
    ('[draw2, joker]', '{draw: {count: 2}}', '"7"')
    """
    text = _flow(value)
    if setting_value(text) != value:  # a character YAML reads otherwise (a line break in a name)
        text = json.dumps(value, ensure_ascii=False)  # JSON: `--set` tries it first
    return text


def _flow(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, str):
        plain = _PLAIN.fullmatch(value) and value.lower() not in _NOT_WORDS
        return value if plain else json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(_flow(item) for item in value) + "]"
    if isinstance(value, dict):
        pairs = (f"{_flow(str(k))}: {_flow(v)}" for k, v in value.items())
        return "{" + ", ".join(pairs) + "}"
    return json.dumps(value)  # a number


def setting_value(text: str) -> Any:
    """The value of `--set PATH=VALUE`: JSON (what `--set` always took), else YAML as a
    ruleset file writes it (what `maumau rules` prints: `[draw2, joker]`, `True`, `~`), else
    the text itself. A word stays the text as typed, `#` and all: YAML would cut `Mau #1` at
    its comment mark, and a person typing a name means the name.

    >>> setting_value("[draw2, joker]"), setting_value("8"), setting_value("Mau #1")
    (['draw2', 'joker'], 8, 'Mau #1')
    """
    try:
        return json.loads(text)
    except (ValueError, RecursionError):  # not JSON (or nested past Python's stack)
        pass
    loaded = load_text(text, "--set")
    quoted = text.strip().startswith(("'", '"'))
    if loaded.problems or (isinstance(loaded.data, str) and not quoted):
        return text
    if loaded.data is None and text.strip() not in ("~", "null", "Null", "NULL"):
        return text  # nothing but a comment, or nothing at all
    return loaded.data


def parse_settings(pairs: Iterable[str]) -> dict[str, Any]:
    """`--set` arguments (`PATH=VALUE`, see `setting_value`) as overrides; ValueError naming
    an argument that is not PATH=VALUE."""
    out: dict[str, Any] = {}
    for pair in pairs:
        path, sep, text = pair.partition("=")
        if not sep or not path:
            raise ValueError(f"--set wants PATH=VALUE, not {pair!r}")
        out[path] = setting_value(text)
    return out
