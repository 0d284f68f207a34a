"""A draft as a ruleset file a person can read, that reads back exactly as it was written.

The layout follows the built-in files: top-level parts in blocks with a blank line between
them, and whatever fits on a line (a rank, a deck entry, a call, a list of colours) written on
one line in braces or brackets.

A text is quoted whenever either YAML 1.1 (PyYAML's rules) or the YAML 1.2 core schema the
game reads with (`game.ruleset.loader`) would take it for something else: PyYAML alone writes
`0o17` and `1e5` plain, which the game would read as numbers. `dump` checks its own output by
reading it back.
"""

from __future__ import annotations

import json
import re
from typing import Any

import yaml

from game.ruleset.loader import CoreSchemaLoader, load_text

#: The longest value (as JSON) written on one line; longer ones get a block of their own.
FLOW_WIDTH = 76


class _Dumper(yaml.SafeDumper):
    """SafeDumper that quotes what either schema would not read as text, and writes the
    containers chosen by `dump` on one line."""

    flow_ids: frozenset[int] = frozenset()

    def increase_indent(self, flow: bool = False, indentless: bool = False) -> None:
        super().increase_indent(flow, False)  # list items indented under their key, as in rulesets/


for _first, _resolvers in CoreSchemaLoader.yaml_implicit_resolvers.items():
    for _tag, _pattern in _resolvers:
        _Dumper.add_implicit_resolver(_tag, _pattern, [_first])


def _represent_dict(dumper: _Dumper, data: dict[str, Any]) -> yaml.Node:
    flow = id(data) in dumper.flow_ids
    return dumper.represent_mapping("tag:yaml.org,2002:map", data.items(), flow_style=flow)


def _represent_list(dumper: _Dumper, data: list[Any]) -> yaml.Node:
    flow = id(data) in dumper.flow_ids
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=flow)


def _represent_str(dumper: _Dumper, data: str) -> yaml.Node:
    # A line break or another character that is not printable goes in double quotes, written as
    # an escape on one line: a quoted text spread over lines would be read back changed.
    style = None if data.isprintable() else '"'
    return dumper.represent_scalar("tag:yaml.org,2002:str", data, style=style)


_Dumper.add_representer(str, _represent_str)
_Dumper.add_representer(dict, _represent_dict)
_Dumper.add_representer(list, _represent_list)


def _flow_ids(doc: dict[str, Any]) -> frozenset[int]:
    """The containers below the top level short enough for one line (the outermost such); a
    top-level list of entries (the deck, the house rules) keeps one entry a line."""
    found: set[int] = set()
    stack: list[Any] = []
    for value in doc.values():
        entries = isinstance(value, list) and any(isinstance(v, (dict, list)) for v in value)
        stack += value if entries else [value]
    while stack:
        value = stack.pop()
        if not isinstance(value, (dict, list)):
            continue
        if len(json.dumps(value, ensure_ascii=False)) <= FLOW_WIDTH:
            found.add(id(value))
            continue
        stack += list(value.values() if isinstance(value, dict) else value)
    return frozenset(found)


_TOP_BLOCK = re.compile(r"^[^\s#].*:$")


def dump(doc: dict[str, Any], header: str = "") -> str:
    """The file's text: `header` (comment lines) and the document (see the module doc).

    Raises ValueError if the text would not read back as `doc` (a value YAML cannot carry).
    """
    dumper_class = type("Dumper", (_Dumper,), {"flow_ids": _flow_ids(doc)})
    body = yaml.dump(
        doc,
        Dumper=dumper_class,
        sort_keys=False,
        allow_unicode=True,
        default_flow_style=False,
        width=100,
        indent=2,
    )
    lines: list[str] = []
    for line in body.splitlines():
        after_block = bool(lines) and lines[-1][:1] == " "
        if lines and not line.startswith(" ") and (after_block or _TOP_BLOCK.match(line)):
            lines.append("")  # a blank line around each top-level block, as in rulesets/
        lines.append(line)
    text = header + "\n".join(lines) + "\n"
    if not reads_back(text, doc):
        raise ValueError("the ruleset does not read back as written")
    return text


def reads_back(text: str, doc: dict[str, Any]) -> bool:
    """Whether `text` reads as `doc`, types and order of keys included."""
    loaded = load_text(text, "<written>")
    if loaded.problems:
        return False
    return json.dumps(loaded.data, ensure_ascii=False) == json.dumps(doc, ensure_ascii=False)


def comment(lines: list[str]) -> str:
    """Comment lines for a file's head (each line made safe: no line breaks inside)."""
    return "".join("# " + " ".join(line.split()) + "\n" for line in lines)
