"""How often the table scene's parts on the screen floor reach into the scene they hold.

    python tools/reach_in.py [--each]

The measure, read from the source with `ast` (nothing is imported):

- The parts: every module in `game/ui/table/` other than `scene.py` (the scene itself) and
  `__init__.py`.
- The scene object a part holds is `self.table` or `self.scene`, a parameter named `table` or
  `scene`, and any local name assigned from one of those (`table = self.table`, also in a tuple
  assignment such as `table, c = self.table, self.table.session`). A name bound in a function
  is seen by the functions nested in it (closures, lambdas).
- One reach-in is one attribute read, write or call on such an object: an `ast.Attribute`
  node whose value is the scene object. `self.table.hand.drag` is one (`.hand`; `.drag` is
  the hand's), `table.say(...)` is one, `self.table.round_shown = True` is one. Passing the
  scene on whole (`keep_clear(table)`) is not: the callee's own uses count where it is written.
- The scene's own classes are the scene, not parts holding it: a subclass (`LearnScene`) or
  the class it is built on (`TableScreen`, the screen's half) reads its own `self.X`, which
  is not counted (nor is it by the rule above: `self` is not a name the scene is held by).

Prints the total (and, with `--each`, the count per module); `count()` is what the test uses.
"""

from __future__ import annotations

import argparse
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PARTS = ROOT / "game" / "ui" / "table"
SKIPPED = {"scene.py", "__init__.py"}
HOLDERS = {"table", "scene"}  # the names the scene is held by


def _is_held(node: ast.expr, names: frozenset[str]) -> bool:
    """`node` is the scene: `self.table` / `self.scene`, or a name bound to it."""
    if isinstance(node, ast.Name):
        return node.id in names
    return (
        isinstance(node, ast.Attribute)
        and node.attr in HOLDERS
        and isinstance(node.value, ast.Name)
        and node.value.id == "self"
    )


def _bound_here(func: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda) -> set[str]:
    """The parameters of `func` that hold the scene by their name."""
    args = func.args
    every = [*args.posonlyargs, *args.args, *args.kwonlyargs]
    return {a.arg for a in every if a.arg in HOLDERS}


def _assigned(body: list[ast.stmt], names: set[str]) -> set[str]:
    """The local names assigned from the scene in `body` (not in nested functions), to a
    fixed point: `a = self.table` then `b = a` binds both."""
    found = set(names)
    changed = True
    while changed:
        changed = False
        for stmt in body:
            for node in _walk_shallow(stmt):
                if not isinstance(node, ast.Assign):
                    continue
                for target in node.targets:
                    for name, value in _pairs(target, node.value):
                        if name not in found and _is_held(value, frozenset(found)):
                            found.add(name)
                            changed = True
    return found


def _pairs(target: ast.expr, value: ast.expr) -> list[tuple[str, ast.expr]]:
    """(name, value) for `a = v` and for `a, b = v, w`."""
    if isinstance(target, ast.Name):
        return [(target.id, value)]
    if not (isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple)):
        return []
    if len(target.elts) != len(value.elts):
        return []
    pairs: list[tuple[str, ast.expr]] = []
    for t, v in zip(target.elts, value.elts, strict=True):
        pairs += _pairs(t, v)
    return pairs


def _walk_shallow(node: ast.AST) -> list[ast.AST]:
    """Every node under `node`, not entering nested functions, lambdas or classes."""
    out: list[ast.AST] = [node]
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda | ast.ClassDef):
            continue
        out += _walk_shallow(child)
    return out


def _visit(node: ast.AST, names: frozenset[str], subclasses: set[str]) -> int:
    """Reach-ins under `node`, with `names` holding the scene there."""
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
        return _count_function(node, names, subclasses)
    if isinstance(node, ast.ClassDef) and node.name in subclasses:
        return 0
    held = isinstance(node, ast.Attribute) and _is_held(node.value, names)
    return int(held) + sum(_visit(child, names, subclasses) for child in ast.iter_child_nodes(node))


def _count_function(
    func: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda,
    outer: frozenset[str],
    subclasses: set[str],
) -> int:
    """A function sees the names of the functions around it, less those its parameters
    shadow, plus its own; decorators and defaults run outside it and are not counted."""
    args = func.args
    params = {a.arg for a in [*args.posonlyargs, *args.args, *args.kwonlyargs]}
    names = (set(outer) - params) | _bound_here(func)
    if isinstance(func, ast.Lambda):
        return _visit(func.body, frozenset(names), subclasses)
    names = _assigned(func.body, names)
    return sum(_visit(stmt, frozenset(names), subclasses) for stmt in func.body)


def _scene_subclasses(tree: ast.Module) -> set[str]:
    """The classes in this module that subclass the scene (they are the scene)."""
    return {
        node.name
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef)
        and any(isinstance(b, ast.Name) and b.id == "TableScene" for b in node.bases)
    }


def count_source(source: str) -> int:
    """The reach-ins in one module's source."""
    tree = ast.parse(source)
    return _visit(tree, frozenset(), _scene_subclasses(tree))


def count_each(folder: Path = PARTS) -> dict[str, int]:
    """Reach-ins per module of the scene's parts (modules with none left out)."""
    found = {}
    for path in sorted(folder.glob("*.py")):
        if path.name in SKIPPED:
            continue
        n = count_source(path.read_text(encoding="utf-8"))
        if n:
            found[path.name] = n
    return found


def count(folder: Path = PARTS) -> int:
    """Every reach-in of the scene's parts into the scene."""
    return sum(count_each(folder).values())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--each", action="store_true", help="the count per module too")
    args = parser.parse_args()
    if args.each:
        for name, n in count_each().items():
            print(f"{n:5d}  {name}")
    print(count())


if __name__ == "__main__":
    main()
