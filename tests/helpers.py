"""Shared helpers for the tests: load a ruleset with house-rule overrides, write actions as text."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from game.engine import action_from_text, apply, legal_actions
from game.engine.events import Event
from game.engine.rules import Rules
from game.engine.state import State

_cache: dict[tuple[str, tuple[tuple[str, str], ...]], Rules] = {}

T = TypeVar("T")

# `make quick` (MAUMAU_TESTS=quick) is the check before each commit: there the generative tests
# draw fewer examples, seeds and games of the same property, and `make test` draws them all.
QUICK = os.environ.get("MAUMAU_TESTS") == "quick"


def draws(full: T, *, quick: T) -> T:
    """`full` in `make test`, `quick` in `make quick`: how many examples or which seeds."""
    return quick if QUICK else full


# Seconds a test waits for a condition (a thread done, a file written, a process ready) before
# it calls the wait a hang. A net, never what a test checks: on a machine busy with other work
# a test only waits longer, and nothing here is ever that slow when it works.
PATIENCE = 300.0


# What each process started by `started` said on stderr goes to a file, by pid: a test that
# fails because the process ended names why (the game's "no display" line, a traceback).
_SAID: dict[int, Path] = {}


def started(args: list[str], said: Path, **options: Any) -> subprocess.Popen[bytes]:
    """`subprocess.Popen(args, **options)` with its stderr written to the file `said`, which
    `wait_until` quotes if the process ends before what the test waits for."""
    with said.open("wb") as out:
        process: subprocess.Popen[bytes] = subprocess.Popen(args, stderr=out, **options)
    _SAID[process.pid] = said
    return process


def _last_words(process: subprocess.Popen[Any]) -> str:
    """The end of what an ended process said on stderr (a pipe, or `started`'s file)."""
    if process.stderr is not None:
        said = process.stderr.read()
        return said.decode(errors="replace") if isinstance(said, bytes) else str(said)
    path = _SAID.get(process.pid)
    if path is None or not path.exists():
        return ""
    return path.read_bytes()[-4000:].decode(errors="replace")


def wait_until(
    done: Callable[[], object],
    what: str,
    *,
    process: subprocess.Popen[Any] | None = None,
    every: float = 0.02,
) -> None:
    """Poll `done()` until it holds; fail naming `what` if it never does (within `PATIENCE`),
    or at once if `process`, which was to bring it about, has ended."""
    deadline = time.monotonic() + PATIENCE
    while not done():
        if process is not None and process.poll() is not None:
            said = _last_words(process)
            raise AssertionError(f"{what}: the process ended ({process.returncode}) {said}")
        if time.monotonic() > deadline:
            raise AssertionError(f"{what}: not within {PATIENCE:g} s, a hang")
        time.sleep(every)


def read_status(path: Path) -> dict[str, Any]:
    """What a game started with `e2e --status PATH` wrote after its last frame ({} before its
    first; the file is replaced whole, never seen half written)."""
    try:
        status: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return status


def wait_for_status(
    path: Path,
    test: Callable[[dict[str, Any]], object],
    game: subprocess.Popen[Any],
    what: str,
) -> dict[str, Any]:
    """The game's first status that passes `test` (its frames, not the clock, bring it about);
    fails naming `what` and the last status if the game ends first or hangs."""
    status: dict[str, Any] = {}

    def passes() -> bool:
        nonlocal status
        status = read_status(path)
        return bool(status) and bool(test(status))

    try:
        wait_until(passes, what, process=game, every=0.05)
    except AssertionError as error:
        raise AssertionError(f"{error}; last status: {status}") from None
    return status


def load(name: str, **overrides: Any) -> Rules:
    """A built-in ruleset; keyword overrides use `__` for dots: rules__draw_when_able=True."""
    from game.ruleset import load_rules

    paths = {key.replace("__", "."): value for key, value in overrides.items()}
    key = (name, tuple(sorted((k, repr(v)) for k, v in paths.items())))
    if key not in _cache:
        _cache[key] = load_rules(name, overrides=paths or None)
    return _cache[key]


def act(state: State, text: str, seat: int | None = None) -> list[Event]:
    """Apply an action written as text, by `seat` (default: the seat to act)."""
    return apply(state, action_from_text(state.rules, text), seat)


def legal_texts(state: State, seat: int | None = None) -> list[str]:
    from game.engine import action_to_text

    return sorted(action_to_text(state.rules, a) for a in legal_actions(state, seat))


def kinds(events: list[Event]) -> list[int]:
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
        timeout=PATIENCE,
    )
    return str(json.loads(status.read_text(encoding="utf-8"))["scene"])


def another_program() -> subprocess.Popen[bytes]:
    """A live process that is not the game, until the test kills it (it waits on its input,
    which nobody writes): alive however long the test takes on a busy machine."""
    return subprocess.Popen(
        [sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE
    )
