"""A ruleset's document is read only where it is compiled, read and worded.

`Rules` keeps the document it was compiled from as `_doc`: the engine compiles its tables from
it (`game/engine/rules.py`), the ruleset floor reads it (`game/ruleset`: the identity of the
rules, and `game.ruleset.facts`, the names, pictures and calls of a ruleset, read once per
Rules) and the rulebook words it (`game/rulebook.py`). Everything else asks `Rules` or
`facts_of(rules)` for a fact, so each fact is derived in one place. The source is read with
`ast`, as the layering test reads it.
"""

from __future__ import annotations

import ast
from pathlib import Path

from game.engine.rules import compile_rules
from game.ruleset import find_ruleset, load_document

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("game", "tools")
# Where the document may be read, as paths from the repository's root.
READERS = ("game/engine/rules.py", "game/ruleset/", "game/rulebook.py")


def _names_rules(node: ast.expr) -> bool:
    """Whether an expression reads as compiled rules: `rules`, `self.rules`, `load_rules(..)`."""
    if isinstance(node, ast.Name):
        return node.id.endswith("rules")
    if isinstance(node, ast.Attribute):
        return node.attr.endswith("rules")
    if isinstance(node, ast.Call):
        return _names_rules(node.func)
    return False


def document_reads(source: str) -> list[int]:
    """The lines of `source` that read a Rules object's document."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Attribute):
            continue
        if node.attr == "_doc" or (node.attr == "doc" and _names_rules(node.value)):
            lines.append(node.lineno)
    return sorted(lines)


def test_the_scan_finds_a_read() -> None:
    assert document_reads("x = self.rules.doc['colours']\ny = rules._doc\n") == [1, 2]
    assert document_reads("name = load_rules('noris').doc['name']\n") == [1]
    assert document_reads("draft.doc['ranks']\nwalk.doc\nfacts_of(rules).book\n") == []


def test_the_document_is_read_only_by_its_readers() -> None:
    found = []
    for top in SCANNED:
        for path in sorted((ROOT / top).rglob("*.py")):
            where = path.relative_to(ROOT).as_posix()
            if where.startswith(READERS):
                continue
            found += [f"{where}:{line}" for line in document_reads(path.read_text("utf-8"))]
    assert not found, "read a fact from Rules or game.ruleset.facts instead: " + ", ".join(found)


def test_rules_keep_no_public_document() -> None:
    rules = compile_rules(load_document(find_ruleset("noris")))
    assert not hasattr(rules, "doc")
