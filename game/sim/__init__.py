"""Headless play: random legal play for simulation and benchmarks, traces and their checker.

`python -m game sim` and `python -m game bench` live in `game.sim.commands`. Everything here
goes through the engine's public verbs (`actors`, `legal_actions`, `apply`), as a table would.

The names below are imported on first use (PEP 562), not with the package: the trace checker
`python -m game.sim.replay` runs inside this package and must never import `game.engine`.
"""

from __future__ import annotations

import sys
from importlib import import_module
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.sim.random_player import RandomPlayer
    from game.sim.simulate import CAP, RoundFailed, SimResult, play_round, round_seed, simulate

_HOME = {
    "RandomPlayer": "game.sim.random_player",
    "CAP": "game.sim.simulate",
    "RoundFailed": "game.sim.simulate",
    "SimResult": "game.sim.simulate",
    "play_round": "game.sim.simulate",
    "round_seed": "game.sim.simulate",
    "simulate": "game.sim.simulate",
}

__all__ = [
    "CAP",
    "RandomPlayer",
    "RoundFailed",
    "SimResult",
    "play_round",
    "round_seed",
    "simulate",
]


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(home), name)
    globals()[name] = value
    return value


class _Package(ModuleType):
    def __setattr__(self, name: str, value: Any) -> None:
        # Importing a submodule binds it as an attribute of its package; the submodule
        # `simulate` must not hide the function `simulate` this package exports.
        if name in _HOME and isinstance(value, ModuleType):
            return
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
