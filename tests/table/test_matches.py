"""Whole matches of every ruleset through the table session, with people and bots, and no
pygame anywhere: the session is everything a game needs but the pictures."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from random import Random

import pytest

from game.engine import events as EV
from game.ruleset import builtin_ruleset_ids
from tests.table.driver import Person, play_match, table


@pytest.mark.parametrize("ruleset", builtin_ruleset_ids())
def test_a_whole_match_with_people_and_bots(ruleset: str) -> None:
    s = table(ruleset, 2, 2, seed=len(ruleset))
    people = [Person(seat, Random(f"{ruleset}:{seat}")) for seat in (0, 1)]
    kinds: set[int] = set()
    s.listeners.append(lambda events: kinds.update(e[0] for e in events))
    try:
        play_match(s, people)
    finally:
        s.close()
    assert s.match.over and s.match.rounds_played >= 1
    assert all(p.acted > 10 for p in people)
    assert {EV.PLAY, EV.DRAW, EV.ROUND_END} <= kinds
    assert len(s.log.lines) > 3
    assert "pygame" not in sys.modules or sys.modules["pygame"] is None


@pytest.mark.parametrize("ruleset", ["abacus", "emmi"])
def test_a_match_of_people_only(ruleset: str) -> None:
    """Pass-and-play with nobody else: every race and call window between people."""
    s = table(ruleset, 3, 0, seed=7)
    people = [Person(seat, Random(seat), dawdle=0.7) for seat in range(3)]
    try:
        play_match(s, people)
    finally:
        s.close()
    assert s.match.over


def test_bots_in_their_worker_process() -> None:
    s = table("noris", 1, 3, seed=3, process=True)
    try:
        assert s.bots.in_process
        play_match(s, [Person(0, Random(0))])
    finally:
        s.close()
    assert s.match.over


def test_the_session_never_imports_pygame() -> None:
    """In a fresh interpreter where pygame cannot be imported at all, the session plays."""
    code = (
        "import sys; sys.modules['pygame'] = None\n"
        "import pkgutil, importlib, game.table\n"
        "for m in pkgutil.iter_modules(game.table.__path__):\n"
        "    importlib.import_module('game.table.' + m.name)\n"
        "from random import Random\n"
        "from tests.table.driver import Person, play_match, table\n"
        "s = table('huch', 1, 2, seed=5)\n"
        "play_match(s, [Person(0, Random(1))])\n"
        "assert s.match.over and not any(k.startswith('game.ui') for k in sys.modules)\n"
        "print('ok')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr
