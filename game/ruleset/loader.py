"""Read a ruleset file into plain Python data, remembering the line of every key and value.

PyYAML's `SafeLoader` only builds the node tree here (`yaml.compose`); we turn nodes into data
ourselves, because that is the one place that can (a) refuse every tag outside plain YAML,
without ever constructing a Python object, (b) report duplicate keys instead of letting the
last one win silently, and (c) keep the line of each value for the validator's messages.

Plain scalars are resolved by the YAML 1.2 core schema, the one yaml-language-server uses,
rather than PyYAML's YAML 1.1 rules. Under 1.1, `6_9` is the number 69 and `no` is false,
which would make the game read a file differently from the editor that checked it.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Container
from dataclasses import dataclass, field
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from game.ruleset.problem import KeyPath, Message, Problem, brief, format_path, msg

_TAG = "tag:yaml.org,2002:"
STR, INT, FLOAT, BOOL, NULL = (_TAG + name for name in ("str", "int", "float", "bool", "null"))
MAP, SEQ = _TAG + "map", _TAG + "seq"
_COLLECTION_TAGS: dict[type[Node], str] = {MappingNode: MAP, SequenceNode: SEQ}


def _bad_tag(tag: str) -> Message:
    return msg("ruleset.problem.bad_tag", tag=show_tag(tag))


#: Aliases can make a small file expand enormously ("billion laughs"); no ruleset needs this many.
MAX_VALUES = 100_000

#: Characters of all keys and scalars together, each alias counted as the text it repeats. A
#: file without aliases holds at most as many as it has bytes (the reader's MAX_FILE_BYTES,
#: 256 KiB), so only aliases can pass this; one long text repeated is cheap to hold (one
#: string, shared) but every screen that shows, wraps or writes it pays for each copy: 200
#: copies of 200,000 characters grew the workshop past 2 GB.
MAX_CHARACTERS = 256 * 1024

#: How deeply values may nest. The deepest place of the format (a rank named in a stack_with
#: list inside a choose_effect option) is 10 levels down; PyYAML's composer, the validator and
#: copying all recurse, and Python's stack ends near 1000 levels.
MAX_DEPTH = 32

#: Whole numbers the format can use are far smaller (see the schema's maxima); a larger one is
#: refused before anything formats or multiplies it (Python will not even print an int of
#: more than 4300 digits).
MAX_WHOLE = 2**63 - 1


def deeper_than(value: Any, limit: int) -> bool:
    """Are lists and mappings nested more than `limit` levels inside `value`? (No recursion:
    safe at any depth, and on a structure that contains itself.)"""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        node, depth = stack.pop()
        if depth > limit:
            return True
        if isinstance(node, dict):
            stack += [(item, depth + 1) for item in node.values()]
        elif isinstance(node, list):
            stack += [(item, depth + 1) for item in node]
    return False


class _TooBig(Exception):
    """Aliases expand the file past MAX_VALUES or MAX_CHARACTERS: it is refused whole."""

    def __init__(self, line: int, message: Message) -> None:
        super().__init__(str(message))
        self.line = line
        self.message = message


class _TooDeep(Exception):
    def __init__(self, line: int) -> None:
        super().__init__(f"nested deeper than {MAX_DEPTH} levels")
        self.line = line  # counted from 0, as PyYAML counts


class CoreSchemaLoader(yaml.SafeLoader):
    """SafeLoader resolving plain scalars by the YAML 1.2 core schema (see the module doc),
    refusing to nest deeper than MAX_DEPTH (its composer recurses once per level)."""

    yaml_implicit_resolvers: dict[Any, list[tuple[str, re.Pattern[str]]]] = {}
    depth = 0  # collections around the node being composed

    def compose_node(self, parent: Node | None, index: int) -> Node | None:
        if self.depth > MAX_DEPTH:
            # PyYAML's stubs leave peek_event untyped: its type, named here
            peek: Callable[[], yaml.Event] = self.peek_event
            mark = peek().start_mark
            assert mark is not None  # the parser marks every event it makes
            raise _TooDeep(mark.line)
        self.depth += 1
        try:
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1


CoreSchemaLoader.add_implicit_resolver(
    BOOL, re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF")
)
CoreSchemaLoader.add_implicit_resolver(
    INT, re.compile(r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$"), list("-+0123456789")
)
CoreSchemaLoader.add_implicit_resolver(
    FLOAT,
    re.compile(
        r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
        r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$"
    ),
    list("-+.0123456789"),
)
CoreSchemaLoader.add_implicit_resolver(
    NULL, re.compile(r"^(?:~|null|Null|NULL|)$"), ["~", "n", "N", ""]
)


@dataclass
class SourceMap:
    """Lines (1-based) of the values and keys of a loaded document, by key path."""

    values: dict[KeyPath, int] = field(default_factory=dict)
    keys: dict[KeyPath, int] = field(default_factory=dict)
    raw: dict[KeyPath, str] = field(default_factory=dict)
    overridden: dict[KeyPath, str] = field(default_factory=dict)
    """Paths set or created by a house-rule override -> that override's dotted path."""
    dropped: set[KeyPath] = field(default_factory=set)
    """Values the loader refused (a bad tag): their knock-on problems are not reported."""

    def line(self, path: KeyPath, *, key: bool = False) -> int:
        """The line of `path` (of its key with `key`), else of its nearest existing parent.

        A missing key is best found by its parent's key ("players:"), hence keys first there.
        """
        tables = (self.keys, self.values) if key else (self.values, self.keys)
        while True:
            for table in tables:
                if path in table:
                    return table[path]
            if not path:
                return 1
            path, tables = path[:-1], (self.keys, self.values)

    def override_of(self, path: KeyPath) -> str | None:
        """The override (dotted path) that set `path` or one of its parents, if any."""
        found = _prefix_in(path, self.overridden)
        return None if found is None else self.overridden[found]

    def is_dropped(self, path: KeyPath) -> bool:
        """Was `path` or a parent refused by the loader?"""
        return _prefix_in(path, self.dropped) is not None


def _prefix_in(path: KeyPath, paths: Container[KeyPath]) -> KeyPath | None:
    for depth in range(len(path), 0, -1):
        if path[:depth] in paths:
            return path[:depth]
    return None


@dataclass
class Loaded:
    """The result of reading a file: the data (None if unreadable), its lines, and problems."""

    data: Any
    source: SourceMap
    problems: list[Problem]
    memo: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    """What a checker worked out from this parse, kept with it (a cached parse is shared)."""


def load_text(text: str, file: str) -> Loaded:
    """Parse YAML text; never raises for bad input, reports problems instead."""
    source = SourceMap()
    try:
        root = yaml.compose(text, Loader=CoreSchemaLoader)
    except _TooDeep as error:
        why = msg("ruleset.problem.too_deep", limit=MAX_DEPTH)
        return Loaded(None, source, [Problem.of(file, error.line + 1, "", why)])
    except yaml.MarkedYAMLError as error:
        return Loaded(None, source, [_syntax_problem(error, file, text)])
    except yaml.reader.ReaderError as error:
        line = text[: error.position].count("\n") + 1
        code = error.character if isinstance(error.character, int) else ord(error.character)
        why = msg("ruleset.problem.bad_character", code=f"U+{code:04X}")
        return Loaded(None, source, [Problem.of(file, line, "", why)])
    except yaml.YAMLError as error:  # pragma: no cover - every PyYAML error is one of the above
        problem = Problem.of(file, 1, "", msg("ruleset.problem.syntax", problem=str(error)))
        return Loaded(None, source, [problem])
    if root is None:
        return Loaded(None, source, [Problem.of(file, 1, "", msg("ruleset.problem.empty"))])
    converter = _Converter(file, source)
    try:
        data = converter.convert(root, ())
    except _TooBig as error:  # nothing of it is kept: no screen may show what it expands to
        return Loaded(None, SourceMap(), [Problem.of(file, error.line, "", error.message)])
    return Loaded(data, source, converter.problems)


def _syntax_problem(error: yaml.MarkedYAMLError, file: str, text: str) -> Problem:
    """`syntax error: <problem>` on the line where PyYAML noticed it, naming where it began.

    PyYAML's own words (`expected ',' or ']'`) stay English in every language: they are its.
    A tab where YAML wants a space is said in words of what to change instead."""
    mark = error.problem_mark or error.context_mark
    line = mark.line + 1 if mark else 1
    tab = _tab_advice(error, text)
    if tab is not None:
        return Problem.of(file, line, "", tab)
    what = error.problem or error.context or "unreadable YAML"
    message = msg("ruleset.problem.syntax", problem=what)
    context = error.context_mark
    if error.problem and error.context and context and context.line + 1 != line:
        message = msg(
            "ruleset.problem.syntax_started",
            problem=what,
            context=error.context,
            line=context.line + 1,
        )
    return Problem.of(file, line, "", message)


_TAB_AFTER = {
    ":": "ruleset.problem.tab_after_colon",
    "-": "ruleset.problem.tab_after_dash",
    ",": "ruleset.problem.tab_after_comma",
}


def _tab_advice(error: yaml.MarkedYAMLError, text: str) -> Message | None:
    """What to change when PyYAML stopped at a tab (it only says it cannot start a token)."""
    mark = error.problem_mark
    problem = error.problem or ""
    if mark is None or not ("'\\t'" in problem or "tab" in problem):
        return None
    start = text.rfind("\n", 0, mark.index) + 1
    before = text[start : mark.index].rstrip(" \t")
    if not before:
        return msg("ruleset.problem.tab_indent")
    return msg(_TAB_AFTER.get(before[-1], "ruleset.problem.tab_other"))


def show_tag(tag: str) -> str:
    """Write a tag the way it appears in a file: `!!python/object:os.system`, `!custom`."""
    return "!!" + tag[len(_TAG) :] if tag.startswith(_TAG) else tag


class _Converter:
    """Turns a composed node tree into dicts, lists and scalars, collecting problems."""

    def __init__(self, file: str, source: SourceMap) -> None:
        self.file = file
        self.source = source
        self.problems: list[Problem] = []
        self.count = 0
        self.characters = 0
        self.active: set[int] = set()

    def report(self, node: Node, path: KeyPath, message: Message, *, dropped: bool = False) -> None:
        """Note a problem; `dropped`: the value was refused (read as null), so stay quiet on it."""
        if dropped:
            self.source.dropped.add(path)
        self.problems.append(
            Problem.of(self.file, node.start_mark.line + 1, format_path(path), message)
        )

    def convert(self, node: Node, path: KeyPath) -> Any:
        self.count += 1
        if self.count > MAX_VALUES:
            why = msg("ruleset.problem.too_many", limit=MAX_VALUES)
            raise _TooBig(node.start_mark.line + 1, why)
        self.tally(node)
        if len(path) > MAX_DEPTH:  # aliases inside aliases nest past what the composer saw
            self.report(node, path, msg("ruleset.problem.too_deep", limit=MAX_DEPTH), dropped=True)
            return None
        self.source.values.setdefault(path, node.start_mark.line + 1)
        if id(node) in self.active:
            self.report(node, path, msg("ruleset.problem.alias_loop"), dropped=True)
            return None
        expected = _COLLECTION_TAGS.get(type(node))
        if expected and node.tag != expected:
            # Refuse the tag, but keep reading the contents so other checks can still see them.
            self.report(node, path, _bad_tag(node.tag), dropped=True)
        self.active.add(id(node))
        try:
            if isinstance(node, MappingNode):
                return self.mapping(node, path)
            if isinstance(node, SequenceNode):
                return [self.convert(item, (*path, index)) for index, item in enumerate(node.value)]
            assert isinstance(node, ScalarNode)
            return self.scalar(node, path)
        finally:
            self.active.discard(id(node))

    def tally(self, node: Node) -> None:
        """Count a scalar's characters, an alias's each time it is met (see MAX_CHARACTERS):
        the count grows before any text is repeated, so a refusal costs no copy."""
        if isinstance(node, ScalarNode):
            self.characters += len(node.value)
            if self.characters > MAX_CHARACTERS:
                why = msg("ruleset.problem.too_much_text", limit=MAX_CHARACTERS)
                raise _TooBig(node.start_mark.line + 1, why)

    def mapping(self, node: MappingNode, path: KeyPath) -> dict[str, Any]:
        result: dict[str, Any] = {}
        first_line: dict[str, int] = {}
        for key_node, value_node in node.value:
            self.tally(key_node)
            key = self.key(key_node, path)
            if key is None:
                continue
            line = key_node.start_mark.line + 1
            if key in result:
                self.report(
                    key_node,
                    (*path, key),
                    msg("ruleset.problem.duplicate_key", key=key, line=first_line[key]),
                )
                continue
            first_line[key] = line
            self.source.keys[(*path, key)] = line
            result[key] = self.convert(value_node, (*path, key))
        return result

    def key(self, node: Node, parent: KeyPath) -> str | None:
        """A mapping key as text; keys YAML reads as numbers or booleans must be quoted."""
        if not isinstance(node, ScalarNode):
            self.report(node, parent, msg("ruleset.problem.key_not_text"))
            return None
        if node.tag == STR:
            return str(node.value)
        number = msg("ruleset.problem.read_number")
        what = {
            INT: number,
            FLOAT: number,
            BOOL: msg("ruleset.problem.true_or_false"),
            NULL: msg("ruleset.problem.read_null"),
        }
        if node.tag not in what:
            tag = show_tag(node.tag)
            self.report(node, (*parent, node.value), msg("ruleset.problem.key_tag", tag=tag))
            return str(node.value)
        key = "ruleset.problem.key_read_as"
        if parent == ("ranks",):
            key = "ruleset.problem.rank_read_as"
        self.report(node, (*parent, node.value), msg(key, value=node.value, what=what[node.tag]))
        return str(node.value)

    def scalar(self, node: ScalarNode, path: KeyPath) -> Any:
        text = str(node.value)
        self.source.raw[path] = text
        convert = _SCALARS.get(node.tag)
        if convert is None:
            self.report(node, path, _bad_tag(node.tag), dropped=True)
            return text
        try:
            value = convert(text)
        except ValueError:
            shown = brief(repr(text))
            problem = msg("ruleset.problem.bad_scalar", text=shown, tag=show_tag(node.tag))
            self.report(node, path, problem, dropped=True)
            return None
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_WHOLE:
            self.report(
                node, path, msg("ruleset.problem.huge_number", text=brief(text)), dropped=True
            )
            return None
        return value


def _to_int(text: str) -> int:
    if text.startswith(("0x", "0o")):
        return int(text[2:], 16 if text[1] == "x" else 8)
    return int(text, 10)


def _to_float(text: str) -> float:
    lowered = text.lower()
    if lowered.endswith(".inf"):
        return -math.inf if lowered.startswith("-") else math.inf
    if lowered == ".nan":
        return math.nan
    return float(text)


def _to_bool(text: str) -> bool:
    if text.lower() not in ("true", "false"):
        raise ValueError(text)
    return text.lower() == "true"


def _to_null(text: str) -> None:
    if text not in ("", "~", "null", "Null", "NULL"):
        raise ValueError(text)


_SCALARS: dict[str, Callable[[str], Any]] = {
    STR: str,
    INT: _to_int,
    FLOAT: _to_float,
    BOOL: _to_bool,
    NULL: _to_null,
}
