"""`python -m game sim` and `python -m game bench` from the command line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine import compiled
from game.ruleset import builtin_ruleset_ids
from game.sim.commands import run_bench, run_sim

ROOT = Path(__file__).resolve().parents[2]
SIM_FIELDS = {
    "ruleset",
    "players",
    "games",
    "seed",
    "decisions",
    "seconds",
    "decisions_per_second",
    "rounds_blocked",
    "wins",
    "errors",
}


def _json(capsys) -> dict:
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("name", builtin_ruleset_ids())
def test_sim_json(capsys, name):
    assert (
        run_sim(["--ruleset", name, "--players", "3", "--games", "20", "--seed", "4", "--json"])
        == 0
    )
    report = _json(capsys)
    assert set(report) >= SIM_FIELDS
    assert (report["ruleset"], report["players"], report["games"], report["seed"]) == (
        name,
        3,
        20,
        4,
    )
    assert len(report["wins"]) == 3 and sum(report["wins"]) + report["no_winner"] == 20
    assert report["errors"] == [] and report["decisions"] > 20
    assert report["decisions_per_second"] > 0 and report["seconds"] > 0


def test_sim_json_is_repeatable(capsys):
    argv = [
        "--ruleset",
        "abacus",
        "--players",
        "6",
        "--games",
        "10",
        "--seed",
        "9",
        "--forget-calls",
        "0.4",
        "--json",
    ]
    run_sim(argv)
    first = _json(capsys)
    run_sim(argv)
    second = _json(capsys)
    assert {k: v for k, v in first.items() if "second" not in k} == {
        k: v for k, v in second.items() if "second" not in k
    }


def test_sim_table(capsys):
    assert run_sim(["--ruleset", "classic", "--games", "8", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("classic: 8 rounds, 4 players, seed 1")
    assert "decisions" in out and "seat  wins" in out


def test_sim_house_rule_and_ruleset_file(capsys, tmp_path):
    path = ROOT / "rulesets" / "noris.yaml"
    assert (
        run_sim(
            [
                "--ruleset",
                str(path),
                "--games",
                "5",
                "--set",
                "rules.jump_in.enabled=true",
                "--json",
            ]
        )
        == 0
    )
    assert _json(capsys)["ruleset"] == "noris"


@pytest.mark.parametrize(
    "argv",
    [
        ["--ruleset", "nosuch", "--games", "1"],
        ["--ruleset", "classic", "--players", "9", "--games", "1"],
        ["--ruleset", "noris", "--forget-calls", "2", "--games", "1"],
        ["--ruleset", "noris", "--set", "rules.no_such_setting=1", "--games", "1"],
    ],
)
def test_sim_refuses_bad_arguments(capsys, argv):
    assert run_sim(argv) == 2
    assert capsys.readouterr().err.startswith("sim: ")


def test_sim_trace_into_a_new_folder(capsys, tmp_path):
    trace = tmp_path / "out" / "noris.jsonl"
    assert run_sim(["--games", "2", "--trace", str(trace), "--json"]) == 0
    assert trace.read_text(encoding="utf-8").count('"round_start"') == 2
    assert run_sim(["--games", "1", "--trace", str(tmp_path), "--json"]) == 2  # a folder
    assert "cannot write the trace" in capsys.readouterr().err


def test_sim_reports_errors_in_its_exit_code(capsys):
    assert run_sim(["--games", "2", "--cap", "3", "--json"]) == 1
    report = _json(capsys)
    assert len(report["errors"]) == 2 and "safety cap" in report["errors"][0]["error"]


def test_sim_through_python_m_game(tmp_path):
    trace = tmp_path / "t.jsonl"
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "game",
            "sim",
            "--ruleset",
            "emmi",
            "--players",
            "2",
            "--games",
            "3",
            "--seed",
            "1",
            "--trace",
            str(trace),
            "--json",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["games"] == 3
    assert trace.read_text(encoding="utf-8").count('"round_start"') == 3


def test_bench_json(capsys):
    assert run_bench(["--decisions", "2000", "--copy-states", "3", "--json"]) == 0
    report = _json(capsys)
    assert set(report["rulesets"]) == set(builtin_ruleset_ids())
    assert list(report["rulesets"])[0] == "noris"
    noris = report["rulesets"]["noris"]
    assert noris["decisions"] >= 2000 and noris["decisions_per_second"] > 0
    assert all(m["decisions"] >= 1000 for m in report["rulesets"].values())
    parallel = report["parallel"]
    assert parallel["processes"] == 2 and parallel["decisions"] >= 4000
    assert len(parallel["per_process"]) == 2
    assert report["copy"]["states"] == 3 and 0 < report["copy"]["median_us"] < 1000
    assert {"decisions_met", "copy_met"} <= set(report["targets"])
    assert report["engine_compiled"] is compiled()


def test_bench_table(capsys):
    assert (
        run_bench(
            ["--decisions", "500", "--processes", "1", "--ruleset", "huch", "--copy-states", "2"]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "huch" in out and "state.copy()" in out and "processes" not in out
    assert ("engine: compiled (mypyc)" if compiled() else "engine: pure Python") in out
