"""`python -m game preview`: the JSON holds each figure for both rulesets, the table reads."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from game.__main__ import usage
from game.sim.preview_commands import run_preview
from tests.sim.preview_rulesets import NEVER_ENDS

ROOT = Path(__file__).resolve().parents[2]
FIGURES = {
    "ruleset",
    "name",
    "players",
    "rounds",
    "rounds_asked",
    "stopped_early",
    "rounds_ended",
    "rounds_blocked",
    "rounds_ended_by_rule",
    "rounds_not_ending",
    "rounds_failed",
    "blocked_share",
    "not_ending_share",
    "decision_cap",
    "turns",
    "cards_drawn",
    "decisions",
    "first_seat",
    "specials",
    "turns_histogram",
    "cards_drawn_histogram",
    "warnings",
    "errors",
}


def test_json_holds_each_figure_for_both_rulesets_and_the_seconds(capsys):
    argv = ["classic", "--against", "noris", "--rounds", "30", "--seed", "2", "--json"]
    assert run_preview(argv) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"players", "rounds", "seed", "workers", "seconds", "ruleset", "against"}
    assert (out["players"], out["rounds"], out["seed"]) == (4, 30, 2) and out["seconds"] > 0
    classic, noris = out["ruleset"], out["against"]
    assert set(classic) == set(noris) == FIGURES
    assert (classic["ruleset"], noris["ruleset"]) == ("classic", "noris")
    for side in (classic, noris):
        assert side["rounds"] == 30 and side["rounds_ended"] == 30
        assert set(side["turns"]) == set(side["cards_drawn"]) == {"median", "p90", "mean"}
        assert side["turns"]["median"] <= side["turns"]["p90"]
        seat = side["first_seat"]
        assert seat["fair_share"] == 0.25 and seat["rounds_with_winner"] == 30
        assert seat["ci95"][0] <= seat["share"] <= seat["ci95"][1]
        histogram = side["turns_histogram"]
        assert sum(histogram["counts"]) == 30 and len(histogram["labels"]) == 21
    assert [s["rank"] for s in classic["specials"]] == ["7", "8", "jack"]
    assert [s["rank"] for s in noris["specials"]] == ["reverse", "draw2", "draw4", "stop", "wild"]
    assert all(s["per_round"] > 0 for s in classic["specials"] + noris["specials"])


def test_the_table_and_a_ruleset_whose_rounds_do_not_end(tmp_path, capsys):
    path = tmp_path / "never.yaml"
    path.write_text(NEVER_ENDS, encoding="utf-8")
    code = run_preview([str(path), "--against", "classic", "--players", "2", "--rounds", "3"])
    out = capsys.readouterr().out
    assert code == 1
    assert "Never ends (never_ends) against Classic Mau-Mau (classic): 2 players" in out
    assert "rounds not ending (cap hit)" in out and "100.0%" in out
    assert "never_ends: 100% of the rounds (3 of 3) do not end: after 2000 moves" in out
    assert "Jack (jack)" in out


def test_bad_input_is_said_without_a_traceback(tmp_path, capsys):
    broken = tmp_path / "broken.yaml"
    broken.write_text("format: 1\nid: broken\nhand_size: two\n", encoding="utf-8")
    assert run_preview([str(broken)]) == 2
    assert f"{broken}:3: hand_size" in capsys.readouterr().err
    assert run_preview(["noris", "--players", "11"]) == 2
    assert "noris is for 2-8 players, not 11" in capsys.readouterr().err
    assert run_preview(["noris", "--rounds", "0"]) == 2
    assert run_preview(["no_such_ruleset"]) == 2


def test_preview_is_a_command_for_people_who_write_rulesets():
    text = usage()
    section = text.split("for people who write rulesets")[1].split("for development")[0]
    assert "preview" in section and "check" in section
    out = subprocess.run(
        [sys.executable, "-m", "game", "preview", "huch", "--rounds", "8", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["ruleset"]["rounds"] == 8
