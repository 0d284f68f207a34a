"""The trace header carries the ruleset played; `--strict` judges every card put down by it."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.ruleset import builtin_ruleset_ids, load_rules, rules_from_canonical, rules_identity
from game.sim.commands import run_sim
from game.sim.replay import check_records
from game.sim.replay_match import PlayChecker, TraceRules, canonical_digest

ROOT = Path(__file__).resolve().parents[2]
NAMES = builtin_ruleset_ids()


def _sim(tmp_path: Path, name: str, *more: str) -> list[dict]:
    path = tmp_path / f"{name}.jsonl"
    argv = ["--ruleset", name, "--players", "4", "--games", "6", "--seed", "5"]
    argv += ["--forget-calls", "0.3", "--trace", str(path), "--json", *more]
    assert run_sim(argv) == 0
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


@pytest.fixture(scope="module")
def traces(tmp_path_factory) -> dict[str, list[dict]]:
    folder = tmp_path_factory.mktemp("strict")
    return {name: _sim(folder, name) for name in NAMES}


@pytest.mark.parametrize("name", NAMES)
def test_the_header_carries_the_ruleset_played(traces, name):
    header, *rest = traces[name]
    identity = rules_identity(load_rules(name))
    assert header["event"] == "trace" and header["format"] == 2
    assert header["ruleset_id"] == name and header["digest"] == identity.digest
    assert header["ruleset"] == identity.document
    assert (header["players"], header["games"], header["seed"], header["forget_calls"]) == (
        4,
        6,
        5,
        0.3,
    )
    starts = [r for r in rest if r["event"] == "round_start"]
    assert len(starts) == 6 and all(r["digest"] == identity.digest for r in starts)
    assert all(r["event"] != "trace" for r in rest)
    # Another program recomputes the digest from the document alone, and the game rebuilds it.
    assert canonical_digest(header["ruleset"]) == header["digest"]
    rebuilt = rules_from_canonical(json.dumps(header["ruleset"]), digest=header["digest"])
    assert rules_identity(rebuilt) == identity


def test_house_rules_are_in_the_header(tmp_path):
    header = _sim(tmp_path, "classic", "--set", "rules.reshuffle=all")[0]
    assert header["ruleset"]["rules"]["reshuffle"] == "all"
    assert header["digest"] != rules_identity(load_rules("classic")).digest
    assert "_source" not in header["ruleset"]


@pytest.mark.parametrize("name", NAMES)
def test_strict_accepts_the_engine_s_games(traces, name):
    report = check_records(traces[name], strict=True)
    assert report.ok, report.problems
    assert report.rounds == 6 and report.cards_checked > 6


def test_strict_needs_the_header(traces):
    records = traces["noris"][1:]
    assert check_records(records).ok  # a trace without a header (format 1) still replays
    report = check_records(records, strict=True)
    assert not report.ok and "no trace header" in report.problems[0]


def test_a_header_that_does_not_name_its_ruleset_is_refused(traces):
    records = [dict(r) for r in traces["huch"]]
    doc = json.loads(json.dumps(records[0]["ruleset"]))
    doc["hand_size"] = 3
    records[0] = {**records[0], "ruleset": doc}
    for strict in (False, True):
        report = check_records(records, strict=strict)
        assert not report.ok and "digest" in report.problems[0]


def test_every_round_must_be_played_by_the_header_s_ruleset(traces):
    records = [dict(r) for r in traces["emmi"]]
    i = next(i for i, r in enumerate(records) if r["event"] == "round_start")
    records[i]["digest"] = "sha256:" + "0" * 64
    report = check_records(records)
    assert not report.ok and "is played by the ruleset sha256:000" in report.problems[0]


def test_a_header_after_the_first_line_is_refused(traces):
    records = traces["noris"]
    report = check_records([records[1], records[0], *records[2:]])
    assert not report.ok and "after the first line" in report.problems[0]


def test_the_command_imports_no_engine(traces, tmp_path):
    """`python -m game.sim.replay --strict` runs without `game.engine` (nor the ruleset package)."""
    path = tmp_path / "noris.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in traces["noris"]), encoding="utf-8")
    code = (
        "import runpy, sys\n"
        f"sys.argv = ['replay', '--strict', {str(path)!r}]\n"
        "try:\n"
        "    runpy.run_module('game.sim.replay', run_name='__main__')\n"
        "except SystemExit as done:\n"
        "    print('exit', done.code)\n"
        "print(sorted(m for m in sys.modules if m.startswith('game')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout.splitlines()
    assert out[-2] == "exit 0" and out[-3].startswith("ok (strict): 6 rounds")
    modules = ast.literal_eval(out[-1])
    assert not [m for m in modules if m.startswith(("game.engine", "game.ruleset"))], modules


# -- the second reading of the rules agrees with the engine's -----------------------------------
@pytest.mark.parametrize("name", NAMES)
def test_matching_agrees_with_the_engine(name):
    overrides = {"rules.jump_in.enabled": True} if name == "classic" else None
    rules = load_rules(name, overrides)
    mine = TraceRules(rules_identity(rules).document)
    text = rules.card_to_text
    for top in range(rules.n_types):
        for colour in range(-1, len(rules.colours)):
            row = rules.play_table[top][colour]
            for t in range(rules.n_types):
                engine = bool(row >> t & 1)
                assert mine.matches(text(t), text(top), rules.colour_name(colour)) == engine, (
                    text(t),
                    text(top),
                    rules.colour_name(colour),
                )


def test_aliases_wilds_and_not_on():
    abacus = TraceRules(rules_identity(load_rules("abacus")).document)
    assert abacus.matches("red:6_9", "blue:6_9", "blue")
    assert not abacus.matches("red:6_9", "blue:7", "blue")
    assert abacus.matches("your_choice", "blue:7", "blue")  # plays_on: any, uncoloured
    classic = TraceRules(rules_identity(load_rules("classic")).document)
    assert not classic.matches("clubs:jack", "hearts:jack", "clubs")  # not_on: [jack]
    assert classic.matches("clubs:jack", "hearts:7", "hearts")


def _checker(name: str) -> PlayChecker:
    return PlayChecker(TraceRules(rules_identity(load_rules(name)).document))


def test_stacks_defences_forced_and_companion_plays():
    checker = _checker("abacus")
    checker.card("play", "turn", "red:2plus", "red:5", "red")
    checker.attack("draw", "red")
    checker.card("play", "stack", "blue:2plus", "red:2plus", "blue")  # any colour
    checker.attack("draw", "blue")
    with pytest.raises(Exception, match="a defence must have the draw's colour, blue"):
        checker.card("defend", None, "red:0", "blue:2plus", "blue")
    checker.card("defend", None, "blue:0", "blue:2plus", "blue")
    with pytest.raises(Exception, match="no attack to answer"):
        checker.card("play", "stack", "red:2plus", "blue:0", "blue")
    checker.card("play", "turn", "blue:xplus", "blue:0", "blue")
    checker.attack("reveal_and_force", "blue")
    checker.card("play", "forced", "yellow:7", "blue:xplus", "blue")  # any number card
    with pytest.raises(Exception, match="must be a number card"):
        checker.card("play", "forced", "yellow:skip", "yellow:7", "yellow")
    checker.card("play", "turn", "your_choice", "yellow:7", "yellow")
    with pytest.raises(Exception, match="must be a coloured card"):
        checker.card("play", "companion", "your_choice", "your_choice", "yellow")
    checker.card("play", "companion", "green:skip", "your_choice", "yellow")
    with pytest.raises(Exception, match="must be the top card itself"):
        checker.card("jump", None, "red:skip", "green:skip", "green")
    checker.card("jump", None, "green:skip", "green:skip", "green")
    checker.turn()
    with pytest.raises(Exception, match="no attack or trade to defend against"):
        checker.card("defend", None, "green:0", "green:skip", "green")


def test_an_attack_must_come_from_the_card_played():
    checker = _checker("noris")
    checker.card("play", "turn", "red:5", "red:3", "red")
    with pytest.raises(Exception, match="red:5 has no draw effect"):
        checker.attack("draw", "red")


def test_a_line_that_is_not_a_record_is_refused(traces):
    lines = [json.dumps(r) for r in traces["noris"]]
    for strict in (False, True):
        report = check_records([*lines[:5], "[1, 2]", *lines[5:]], strict=strict)
        assert not report.ok and report.problems[0].startswith("line 6: not a trace record")
        report = check_records(["not json", *lines[1:]], strict=strict)
        assert not report.ok and report.problems[0].startswith("line 1: not a trace record")
