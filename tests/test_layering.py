"""The import graph of `game/`: the engine at the bottom, the screen on top, and no cycles.

The graph is read from the source with `ast`, without importing anything: every `import` and
`from ... import` of a first-party module, at module level and inside functions (an import
inside a function is a dependency all the same, only a later one). Imports under
`if TYPE_CHECKING:` never run; they count for the floors and for the scenes, not for cycles.

The floors, bottom up (ARCHITECTURE.md): the engine; the ruleset reader; the players (bots and
the simulator); the pieces beside the session (the guard against two copies resuming one save,
the terminal demo, the ruleset workshop's model); the table session (`game.table`: one game at
a table, no pygame, with its set-up, preferences, save file, statistics and the ruleset cache
the menus share); the screen (`game.ui`); and on top the development commands (`game.dev`) and
the command line. A module imports only from its own floor or below. `game.paths`,
`game.userdirs`, `game.files` and `game.i18n` sit beside every floor (where the game's and the
player's files are, how a file is read, and text in the player's language), and `game.words`
(engine events in words) beside every floor above the engine.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"

# The floor of each part of game/ (the longest matching prefix wins).
FLOORS = {
    "game.paths": 0,
    "game.i18n": 0,
    "game.userdirs": 0,  # the player's folders: the workshop keeps files there, below the session
    "game.files": 0,  # the one way a file is read: bounded, regular, text made drawable
    "game.desktop": 0,  # the game's name, window class and menu entry: beside every floor
    "game.background": 0,  # threads that read off the frame: plain Python, for any floor
    "game.children": 0,  # worker processes that die with the program: for any floor
    "game.engine": 1,
    "game.ruleset": 2,
    "game.words": 2,
    "game.rulebook": 2,  # a ruleset's rules in words, beside the words of the events
    "game.housewords": 2,  # a house rule's setting and values in words, from the rulebook's
    "game.bots": 3,
    "game.sim": 3,
    "game.resumeguard": 4,
    "game.demo": 4,
    "game.workshop": 4,  # the ruleset workshop's model: forms, checks, keeping files; no screen
    "game.table": 5,  # the table session: one game at a table, without a screen
    "game.guide": 5,  # Learn to play: a guided round planned from the ruleset, beside the table
    "game.ui": 6,
    "game.dev": 7,
    "game.__main__": 7,
    "game": 0,  # the package itself: its version only, beside every floor
    "game.versioning": 0,  # where that version is read from, and what it says
}
# What the ruleset reader uses, and why: the engine compiles a read document into rules;
# `game.paths` finds the built-in ruleset files; `game.i18n` renders a problem in the player's
# language (`Problem.localized`); `game.rulebook` words a ruleset for the `rules` command;
# `game.files` reads the file, as every file of the game is read; `game.userdirs` says where the
# player's own rulesets are, for a command that names one by its id (`game.ruleset.locate`).
RULESET_USES = (
    "game.engine",
    "game.ruleset",
    "game.paths",
    "game.i18n",
    "game.rulebook",
    "game.files",
    "game.userdirs",
)
# Where pygame may be imported: the screen, and the development commands that drive it.
PYGAME_PLACES = ("game.ui", "game.dev")


@dataclass(frozen=True)
class Import:
    source: str  # the importing module
    target: str  # the first-party module imported
    line: int
    typing_only: bool  # under `if TYPE_CHECKING:`


def module_name(path: Path) -> str:
    parts = list(path.relative_to(GAME.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(GAME.rglob("*.py"))}


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _walk(nodes: list[ast.stmt], typing_only: bool) -> Iterator[tuple[ast.stmt, bool]]:
    """Every statement, nested ones too, with whether it sits under `if TYPE_CHECKING:`."""
    for node in nodes:
        yield node, typing_only
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            yield from _walk(node.body, True)
            yield from _walk(node.orelse, typing_only)
            continue
        for field in ("body", "orelse", "finalbody", "handlers"):
            children = getattr(node, field, None)
            if isinstance(children, list):
                stmts = [c for c in children if isinstance(c, ast.stmt)]
                handlers = [c for c in children if isinstance(c, ast.ExceptHandler)]
                yield from _walk(stmts, typing_only)
                for handler in handlers:
                    yield from _walk(handler.body, typing_only)


def imports_of(name: str, path: Path, known: dict[str, Path]) -> list[Import]:
    """The first-party modules `name` imports. `from pkg import sub` is an import of the
    submodule `pkg.sub`; `from pkg import thing` of `pkg` itself."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: list[Import] = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node, typing_only in _walk(tree.body, False):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[: len(parts) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                targets.append(sub if sub in known else base)
        for target in targets:
            if target == "game" or target.startswith("game."):
                while target not in known and "." in target:
                    target = target.rpartition(".")[0]
                if target != name:
                    found.append(Import(name, target, node.lineno, typing_only))
    return found


@cache  # read once per run: the tests below only look at it
def graph() -> tuple[Import, ...]:
    known = modules()
    edges = [edge for name, path in known.items() for edge in imports_of(name, path, known)]
    return tuple(dict.fromkeys(edges))  # `from m import a, b` is one import of m


def floor(name: str) -> int:
    prefix = max((p for p in FLOORS if name == p or name.startswith(p + ".")), key=len)
    return FLOORS[prefix]


def under(name: str, *prefixes: str) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def shown(edges: list[Import]) -> str:
    return "\n".join(f"  {e.source} (line {e.line}) imports {e.target}" for e in edges)


# -- floors --------------------------------------------------------------------------------
def test_the_graph_is_read() -> None:
    edges = graph()
    assert len(modules()) > 100 and len(edges) > 300
    pairs = {(e.source, e.target) for e in edges}
    assert ("game.ui.table.scene", "game.table.controller") in pairs
    assert ("game.bots.hard", "game.bots.ismcts") in pairs
    assert ("game.ui.scene", "game.ui.scenes") in pairs  # inside a function


def test_every_module_has_a_floor() -> None:
    for name in modules():
        assert floor(name) >= 0, name


def test_no_module_imports_from_a_floor_above_its_own() -> None:
    bad = [e for e in graph() if floor(e.target) > floor(e.source)]
    assert not bad, "imports from a higher floor:\n" + shown(bad)


def test_the_engine_imports_only_itself() -> None:
    bad = [
        e for e in graph() if under(e.source, "game.engine") and not under(e.target, "game.engine")
    ]
    assert not bad, "the engine imports from outside it:\n" + shown(bad)


def test_the_ruleset_reader_imports_only_the_engine_and_the_shared_modules() -> None:
    bad = [
        e for e in graph() if under(e.source, "game.ruleset") and not under(e.target, *RULESET_USES)
    ]
    assert not bad, "the ruleset reader imports:\n" + shown(bad)


# What the ruleset workshop's model uses: the ruleset reader and its words, the player's folders.
WORKSHOP_USES = (
    "game.workshop",
    "game.ruleset",
    "game.rulebook",
    "game.housewords",
    "game.i18n",
    "game.paths",
    "game.userdirs",
    "game.engine",
)


def test_the_workshop_model_stands_on_the_ruleset_floor_without_a_screen() -> None:
    edges = graph()
    bad = [
        e for e in edges if under(e.source, "game.workshop") and not under(e.target, *WORKSHOP_USES)
    ]
    assert not bad, "the workshop's model imports:\n" + shown(bad)
    assert any(under(e.source, "game.workshop") for e in edges)


def test_bots_and_sim_never_import_the_screen() -> None:
    bad = [
        e
        for e in graph()
        if under(e.source, "game.bots", "game.sim") and under(e.target, "game.ui", "game.dev")
    ]
    assert not bad, shown(bad)


def test_the_session_sits_between_the_players_and_the_screen() -> None:
    """The table session imports the engine, the players and the session's pieces, never the
    screen (nor pygame: see below), and nothing under the screen's floor imports it."""
    edges = graph()
    bad = [e for e in edges if under(e.source, "game.table") and under(e.target, "game.ui")]
    assert not bad, "the session imports the screen:\n" + shown(bad)
    below = [
        e
        for e in edges
        if under(e.target, "game.table")
        and not under(e.source, "game.table", "game.guide", "game.ui", "game.dev")
    ]
    assert not below, "the session is imported from below:\n" + shown(below)
    # The guide builds on the session, beside it: the session never asks the guide.
    back = [e for e in edges if under(e.source, "game.table") and under(e.target, "game.guide")]
    assert not back, "the session imports the guide:\n" + shown(back)
    up = [e for e in edges if under(e.source, "game.guide") and under(e.target, "game.ui")]
    assert not up, "the guide imports the screen:\n" + shown(up)
    assert floor("game.bots") < floor("game.table") < floor("game.ui")
    used = {e.target.split(".")[1] for e in edges if under(e.source, "game.table")}
    assert {"engine", "bots"} <= used


def test_only_the_screen_and_the_dev_commands_import_the_screen() -> None:
    """`game.dev` drives the screen headless (the smoke round, bench-ui, the end-to-end hooks);
    nothing else outside `game/ui` imports it (`game.__main__` names its modules as strings)."""
    bad = [
        e
        for e in graph()
        if under(e.target, "game.ui") and not under(e.source, "game.ui", "game.dev")
    ]
    assert not bad, shown(bad)
    dev = [e for e in graph() if under(e.target, "game.dev") and not under(e.source, "game.dev")]
    assert not dev, "the development commands are imported by:\n" + shown(dev)


def pygame_lines(path: Path) -> list[int]:
    """The lines of `path` that import pygame (or a part of it), type hints' too."""
    lines = []
    for node, _ in _walk(ast.parse(path.read_text(encoding="utf-8")).body, False):
        names = (
            [a.name for a in node.names]
            if isinstance(node, ast.Import)
            else [node.module or ""]
            if isinstance(node, ast.ImportFrom)
            else []
        )
        if any(n == "pygame" or n.startswith("pygame.") for n in names):
            lines.append(node.lineno)
    return lines


def test_pygame_only_in_the_screen() -> None:
    bad = [
        f"{name} (line {line})"
        for name, path in modules().items()
        if not under(name, *PYGAME_PLACES)
        for line in pygame_lines(path)
    ]
    assert not bad, "pygame outside game/ui: " + ", ".join(bad)


def test_the_table_imports_neither_pygame_nor_the_screen() -> None:
    """Everything in game/table — the session, the table's controller, its gestures and
    requests, the frame — works without a screen: no module there imports pygame or
    anything of `game.ui`, not even for a type hint."""
    known = modules()
    table = [name for name in known if under(name, "game.table")]
    assert "game.table.controller" in table and "game.table.session" in table
    screen = [e for e in graph() if under(e.source, "game.table") and under(e.target, "game.ui")]
    drawn = [f"{name} (line {line})" for name in table for line in pygame_lines(known[name])]
    assert not screen, "game/table imports the screen:\n" + shown(screen)
    assert not drawn, "game/table imports pygame: " + ", ".join(drawn)


# -- scenes and cycles ---------------------------------------------------------------------
def scene_of(name: str) -> str | None:
    """The scene a module belongs to: each module (or folder) under game/ui/scenes is one, and
    so is the table's scene; None for everything else (the registry, helpers, widgets...)."""
    prefix = "game.ui.scenes."
    if name.startswith(prefix):
        return name[len(prefix) :].split(".")[0]
    return "table" if name == "game.ui.table.scene" else None


def test_a_scene_never_imports_another_scene() -> None:
    """Scenes find each other by name through the stack (game.ui.scenes.SCENES), not by
    importing each other, not even for type hints."""
    bad = [
        e
        for e in graph()
        if scene_of(e.source) and scene_of(e.target) and scene_of(e.source) != scene_of(e.target)
    ]
    assert not bad, "scenes importing scenes:\n" + shown(bad)


def successors(edges: list[Import]) -> dict[str, list[str]]:
    succ: dict[str, list[str]] = {}
    for e in edges:
        succ.setdefault(e.source, []).append(e.target)
    return succ


def cycles(edges: list[Import]) -> list[list[str]]:
    """The modules that import each other round a cycle: the strongly connected components of
    more than one module (Tarjan), each sorted."""
    succ = successors(edges)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in succ.get(v, []):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(succ):
        if v not in index:
            visit(v)
    return found


def _one_cycle(component: list[str], succ: dict[str, list[str]]) -> list[str]:
    """A shortest path through the component from its first module back to it (breadth
    first), to show in a failure."""
    inside = set(component)
    start = component[0]
    parent: dict[str, str] = {}
    queue = [start]
    for here in queue:
        for w in succ.get(here, []):
            if w == start:
                path = [here]
                while path[-1] != start:
                    path.append(parent[path[-1]])
                return [*reversed(path), start]
            if w in inside and w not in parent:
                parent[w] = here
                queue.append(w)
    return component


def test_no_import_cycles() -> None:
    runtime = [e for e in graph() if not e.typing_only]
    succ = successors(runtime)
    found = [
        f"  {len(c)} modules ({', '.join(c)}), for example " + " -> ".join(_one_cycle(c, succ))
        for c in cycles(runtime)
    ]
    assert not found, "import cycles:\n" + "\n".join(found)


def test_the_cycle_finder_finds_a_cycle() -> None:
    edges = [
        Import("a", "b", 1, False),
        Import("b", "c", 1, False),
        Import("c", "a", 1, False),
        Import("c", "d", 1, False),
    ]
    assert cycles(edges) == [["a", "b", "c"]]
    assert _one_cycle(["a", "b", "c"], successors(edges)) == ["a", "b", "c", "a"]
