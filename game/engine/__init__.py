"""The rules engine: pure Python, no pygame, no I/O.

Three verbs carry it — `legal_actions(state, seat)`, `apply(state, action, seat)` returning
events, and `observe(state, seat)` — over a `State` dealt by `new_round` from a `Rules` object
compiled from a ruleset file (see `game.ruleset.load_rules`).
"""

from game.engine.actions import action_from_text, action_to_text
from game.engine.core import IllegalAction, apply
from game.engine.events import event_to_dict, visible_event
from game.engine.legal import actors, legal_actions
from game.engine.match import Match
from game.engine.observe import Observation, observe
from game.engine.rules import Rules, compile_rules
from game.engine.state import State, new_round

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
    "event_to_dict",
    "legal_actions",
    "new_round",
    "observe",
    "visible_event",
]
