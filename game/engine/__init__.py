"""The rules engine: Python, no pygame, no I/O.

Three verbs carry it — `legal_actions(state, seat)`, `apply(state, action, seat)` returning
events, and `observe(state, seat)` — over a `State` dealt by `new_round` from a `Rules` object
compiled from a ruleset file (see `game.ruleset.load_rules`).

An install compiles the modules here to C with mypyc when it can (setup.py); the source stays
the one truth and runs as it is where it cannot. `compiled()` tells which engine this is, and
docs/engine-api.md what the source keeps to so that it compiles.
"""

from importlib.machinery import EXTENSION_SUFFIXES

from game.engine.actions import action_from_text, action_to_text
from game.engine.core import IllegalAction, apply
from game.engine.events import visible_event
from game.engine.legal import actors, legal_actions
from game.engine.match import Match
from game.engine.observe import Observation, observe
from game.engine.records import event_to_dict
from game.engine.rules import Rules, compile_rules
from game.engine.state import State, new_round


def compiled() -> bool:
    """Whether the engine runs as mypyc-compiled extension modules rather than from source.
    setup.py builds all of them together or none, so the core module tells for all."""
    from game.engine import core

    return (core.__file__ or "").endswith(tuple(EXTENSION_SUFFIXES))


__all__ = [
    "IllegalAction",
    "Match",
    "Observation",
    "Rules",
    "State",
    "action_from_text",
    "action_to_text",
    "actors",
    "apply",
    "compile_rules",
    "compiled",
    "event_to_dict",
    "legal_actions",
    "new_round",
    "observe",
    "visible_event",
]
