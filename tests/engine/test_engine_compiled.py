"""Which engine runs: the one an install compiles with mypyc (setup.py), or its Python source.

CI installs with a C compiler and must run the compiled engine: a build that quietly fell back
to the source would lose the speed it is there for. `make test-pure` runs these tests on the
source with MAUMAU_PURE_PYTHON=1 and must run the source.
"""

from __future__ import annotations

import os
import types
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import game.engine
from game.engine import compiled, match
from game.engine.core import apply
from game.engine.state import Outcome
from tests.helpers import load


def expected_engine() -> bool:
    """True: compiled, False: the source. Unless CI or MAUMAU_PURE_PYTHON asks for one, the
    engine this install built: compiled when its modules lie beside the source."""
    if os.environ.get("MAUMAU_PURE_PYTHON") == "1":
        return False
    if os.environ.get("CI", "").lower() == "true":
        return True
    folder = Path(game.engine.__file__).parent
    return any((folder / f"core{suffix}").exists() for suffix in EXTENSION_SUFFIXES)


def test_the_engine_that_runs_is_the_one_expected():
    assert compiled() is expected_engine()


def test_compiled_tells_the_truth():
    """A compiled function is a built-in one, a function from source is a Python function."""
    assert isinstance(apply, types.BuiltinFunctionType) is compiled()
    assert isinstance(apply, types.FunctionType) is not compiled()


def test_the_package_and_the_match_stay_python():
    """The package is a plain one, for the import system and PyInstaller alike; `Match` runs
    once a round and is subclassed in Python (a compiled class cannot be)."""
    assert Path(game.engine.__file__).name == "__init__.py"
    assert Path(match.__file__).name == "match.py"

    class OneRound(match.Match):
        @property
        def over(self) -> bool:
            return self.rounds_played >= 1

    one = OneRound(load("noris"), 4, seed=1)
    state, _events = one.start_round()
    assert not one.over
    state.over, state.result = True, Outcome(0, (0, 1, 2, 3), False)
    one.finish_round(state)
    assert one.over and one.totals == [0, 1, 2, 3]
