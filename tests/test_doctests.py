"""The examples in the docstrings of the pure-Python floors run, as they read (doctest).

Every module of `game/` below the screen: not `game.ui` and the commands on top of it
(`game.dev`, `game.__main__`), which need a window. The engine's examples run where the engine
runs from its Python source (`make test-pure`): the compiled modules that `make test` imports
carry no docstrings to run.
"""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

from game.engine import compiled

GAME = Path(__file__).resolve().parents[1] / "game"
ON_TOP = ("game.ui", "game.dev", "game.__main__")  # the screen and the commands above it
ENGINE = "game.engine"


def module_names() -> list[str]:
    """The dotted names of the modules whose examples run here."""
    names = []
    for path in sorted(GAME.rglob("*.py")):
        parts = path.relative_to(GAME.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        if not name.startswith(ON_TOP):
            names.append(name)
    return names


def is_engine(name: str) -> bool:
    return name == ENGINE or name.startswith(ENGINE + ".")


def examples() -> list[doctest.DocTest]:
    """Every docstring with an example, module by module; the engine's only from its source."""
    finder = doctest.DocTestFinder(exclude_empty=True)
    found = []
    for name in module_names():
        if is_engine(name) and compiled() and name != ENGINE:
            continue  # a compiled module: its docstrings are gone
        module = importlib.import_module(name)
        found += [test for test in finder.find(module, name) if test.examples]
    return sorted(found, key=lambda test: test.name)


EXAMPLES = examples()


@pytest.mark.parametrize("test", EXAMPLES, ids=[test.name for test in EXAMPLES])
def test_the_docstring_example_holds(test: doctest.DocTest) -> None:
    said: list[str] = []
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test, out=said.append, clear_globs=True)
    assert runner.failures == 0, "".join(said)


def test_the_examples_are_found_on_every_floor_they_are_written_on() -> None:
    """A guard on the finder above: the floors that have examples are all searched, and the
    engine's too, where it runs from source."""
    floors = {test.name.split(".")[1] for test in EXAMPLES}
    assert {"ruleset", "bots", "workshop", "table", "userdirs"} <= floors
    assert ("engine" in floors) is not compiled()
