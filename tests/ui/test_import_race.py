"""Opening a screen while the title's thread reads the rulesets: the two threads import the
ruleset package at once, and neither may find the other's half-made module."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.helpers import PATIENCE

ROOT = Path(__file__).resolve().parents[2]

# A thread importing the ruleset package is held at the moment it is half done (its
# `__init__` running the code of house_rules) until the main thread has begun running the
# schema's code for the kept rounds' module: the interleaving that crashed 9 times in 16. The
# holds sit in the modules' loaders, where Python's global import lock is not held.
GATED = textwrap.dedent(
    """
    import importlib.abc, importlib.machinery, sys, threading, time
    paused, go = threading.Event(), threading.Event()

    class Held(importlib.abc.Loader):
        def __init__(self, real, before):
            self.real, self.before = real, before
        def create_module(self, spec):
            return self.real.create_module(spec)
        def exec_module(self, module):
            self.before()
            self.real.exec_module(module)

    def hold_background():
        paused.set()
        go.wait(PATIENCE)

    def let_go():
        go.set()
        time.sleep(0.3)  # a chance for the interleaving: the test passes however it falls

    class Gate(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path, target=None):
            who = threading.current_thread().name
            wait = {("game.ruleset.house_rules", "background"): hold_background,
                    ("game.ruleset.schema", "MainThread"): let_go}.get((name, who))
            if wait is None:
                return None
            spec = importlib.machinery.PathFinder.find_spec(name, path, target)
            spec.loader = Held(spec.loader, wait)
            return spec

    sys.meta_path.insert(0, Gate())
    errors = []

    def background():
        try:
            import game.ruleset
        except BaseException as error:
            errors.append(repr(error))

    thread = threading.Thread(target=background, name="background")
    thread.start()
    assert paused.wait(PATIENCE)
    try:
        import game.table.keptrounds
    except BaseException as error:
        errors.append(repr(error))
    thread.join(PATIENCE)
    print(errors or "ok")
    """
)

# The person's way to it: the kept rounds opened on the title's second frame.
SCENES = textwrap.dedent(
    """
    import os, time
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    from game.ui.app import App
    from game.ui.scenes import make
    app = App((1024, 600))
    app.scenes.push(make("title"))
    app.step(0.016)
    app.step(0.016)
    app.scenes.open("kept_rounds")
    deadline = time.monotonic() + PATIENCE
    while app.scenes.top.busy() and time.monotonic() < deadline:
        app.step(0.016)
        time.sleep(0.001)  # the scan's thread runs between frames
    print(app.scenes.top.progress_text() or "ok")
    """
)


def run(script: str, tmp_path: Path) -> str:
    """The script's output; its waits are for conditions, with the tests' patience as a net."""
    env = {**os.environ, "MAUMAU_DATA_DIR": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", f"PATIENCE = {PATIENCE}\n{script}"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=2 * PATIENCE,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_a_half_imported_ruleset_package_is_waited_for(tmp_path: Path) -> None:
    assert run(GATED, tmp_path) == "ok"


def test_the_kept_rounds_opened_on_the_titles_second_frame(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.dev.userfolder import fill_kept_rounds

    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    assert fill_kept_rounds(2, players=3) == 2
    for _ in range(3):
        assert run(SCENES, tmp_path) == "ok"
