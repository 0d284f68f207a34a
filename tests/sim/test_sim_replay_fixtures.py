"""Traces of a known engine bug, kept as files: `--strict` refuses them, the plain replay not.

See fixtures/README.md for how they were made. The engine is being fixed elsewhere; these files
stay as they are, so the checker keeps proving it sees a card laid on a top it does not match.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.sim.replay import check_trace, main

FIXTURES = Path(__file__).with_name("fixtures")
# The known reshuffle bug (see fixtures/README.md): the line, the card and the top card refused.
REFUSED = {
    "classic-reshuffle-all-penalty.jsonl": ("line 108 ", "diamonds:jack", "hearts:jack"),
    "emmi-reshuffle-all-penalty.jsonl": ("line 214 ", "yellow:5", "green:6"),
}


@pytest.mark.parametrize("fixture", sorted(REFUSED))
def test_strict_refuses_the_reshuffle_bug(fixture):
    path = FIXTURES / fixture
    assert check_trace(path).ok, "every card moves correctly: only the match is wrong"
    report = check_trace(path, strict=True)
    assert not report.ok and len(report.problems) == 1
    line, card, top = REFUSED[fixture]
    problem = report.problems[0]
    assert problem.startswith(line) and f"play {card} on the top card {top}" in problem


@pytest.mark.parametrize("fixture", sorted(REFUSED))
def test_each_fixture_is_a_header_and_one_round(fixture):
    path = FIXTURES / fixture
    assert path.stat().st_size < 200_000
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert records[0]["event"] == "trace" and records[1]["event"] == "round_start"
    assert [r["event"] for r in records].count("round_start") == 1
    assert records[-1]["event"] in ("round_end", "state")


def test_the_command_names_the_line_the_card_and_the_top(capsys):
    fixture = str(FIXTURES / "emmi-reshuffle-all-penalty.jsonl")
    assert main([fixture]) == 0
    assert capsys.readouterr().out.startswith("ok: 1 rounds")
    assert main(["--strict", fixture]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("line 214 (round 1, play): play yellow:5 on the top card green:6")
    assert out[-1].startswith("REJECTED (strict): 1 rounds")
