"""Shared helpers for the tests: load a ruleset with house-rule overrides, write actions as text."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from game.engine import action_from_text, apply, legal_actions
from game.engine.rules import Rules
from game.engine.state import State

_cache: dict[tuple, Rules] = {}


def load(name: str, **overrides: Any) -> Rules:
    """A built-in ruleset; keyword overrides use `__` for dots: rules__draw_when_able=True."""
    from game.ruleset import load_rules

    paths = {key.replace("__", "."): value for key, value in overrides.items()}
    key = (name, tuple(sorted((k, repr(v)) for k, v in paths.items())))
    if key not in _cache:
        _cache[key] = load_rules(name, overrides=paths or None)
    return _cache[key]


def act(state: State, text: str, seat: int | None = None) -> list:
    """Apply an action written as text, by `seat` (default: the seat to act)."""
    return apply(state, action_from_text(state.rules, text), seat)


def legal_texts(state: State, seat: int | None = None) -> list[str]:
    from game.engine import action_to_text

    return sorted(action_to_text(state.rules, a) for a in legal_actions(state, seat))


def kinds(events: list) -> list[int]:
    return [e[0] for e in events]


def hands(state: State) -> list[str]:
    """Every hand as text, seat by seat."""
    from game.engine.notation import hand_text

    return [hand_text(state, s) for s in range(state.n)]


def colour(state: State) -> str:
    return state.rules.colour_name(state.colour)


def first_frame_scene(status: Path, env: dict[str, str] | None = None) -> str:
    """Start the game (headless, `env` over this process's), let it draw its first frame and
    quit; the name of the scene it showed (written to `status`)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", **(env or {})}
    subprocess.run(
        [sys.executable, "-m", "game", "e2e", "--status", str(status), "--first-frame-exit"],
        env=env,
        check=True,
        capture_output=True,
        timeout=120,
    )
    return str(json.loads(status.read_text(encoding="utf-8"))["scene"])
