"""`sim --trace` writes a trace the engine-free checker accepts for every ruleset; a corrupted
trace is rejected."""

from __future__ import annotations

import json

import pytest

from game.ruleset import builtin_ruleset_ids
from game.sim.commands import run_sim
from game.sim.replay import check_records, check_trace

NAMES = builtin_ruleset_ids()


@pytest.fixture(scope="module")
def traces(tmp_path_factory) -> dict[str, list[dict]]:
    out = {}
    folder = tmp_path_factory.mktemp("traces")
    for name in NAMES:
        path = folder / f"{name}.jsonl"
        assert (
            run_sim(
                [
                    "--ruleset",
                    name,
                    "--players",
                    "4",
                    "--games",
                    "12",
                    "--seed",
                    "11",
                    "--forget-calls",
                    "0.3",
                    "--trace",
                    str(path),
                    "--json",
                ]
            )
            == 0
        )
        out[name] = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
        report = check_trace(path)
        assert report.ok, report.problems
        assert report.rounds == 12
    return out


@pytest.mark.parametrize("name", NAMES)
def test_the_trace_of_each_ruleset_replays(traces, name):
    records = traces[name]
    kinds = {r["event"] for r in records}
    assert {
        "round_start",
        "shuffle",
        "deal",
        "start_card",
        "action",
        "play",
        "draw",
        "turn",
        "state",
        "round_end",
    } <= kinds
    assert records[0]["event"] == "trace" and records[0]["ruleset_id"] == name
    start = records[1]
    assert start["event"] == "round_start" and start["ruleset"] == name and start["players"] == 4
    assert {"seed", "dealer", "deck", "colours", "hand_size", "digest"} <= set(start)
    assert [r["dealer"] for r in records if r["event"] == "round_start"] == [
        k % 4 for k in range(12)
    ]
    deal = records[2]
    assert deal["event"] == "shuffle" and deal["why"] == "deal"
    assert len(deal["pile"]) == sum(start["deck"].values())
    action = next(r for r in records if r["event"] == "action")
    assert set(action) == {
        "event",
        "seat",
        "action",
        "kind",
        "card",
        "colour",
        "option",
        "target",
        "call",
    }


def test_card_names_are_readable(traces):
    cards = {r["card"] for r in traces["noris"] if r["event"] == "play"}
    assert "wild" in cards or any(c.startswith("red:") for c in cards)
    assert all(":" in c or c == "wild" for c in cards)


def test_the_trace_names_choices_and_penalties(traces):
    everything = [r for name in NAMES for r in traces[name]]
    kinds = {r["event"] for r in everything}
    assert {
        "colour",
        "penalty",
        "skipped",
        "direction",
        "attack",
        "trade",
        "reveal",
        "jump",
    } <= kinds
    assert any(r["event"] == "action" and r["colour"] for r in everything)
    assert any(r["event"] == "action" and r["target"] is not None for r in everything)
    assert all(r["reason"] for r in everything if r["event"] == "penalty")


def _first(records, predicate):
    return next(i for i, r in enumerate(records) if predicate(r))


def _corrupt(records, how):
    records = [dict(r) for r in records]
    start = records[1]  # the first round_start, after the header
    if how == "draw_other_card":
        i = _first(records, lambda r: r["event"] == "draw")
        records[i]["card"] = next(c for c in start["deck"] if c != records[i]["card"])
    elif how == "drop_a_play":
        del records[_first(records, lambda r: r["event"] == "play")]
    elif how == "hand_at_end":
        i = _first(records, lambda r: r["event"] == "round_end")
        hands = [list(h) for h in records[i]["hands"]]
        loser = max(range(len(hands)), key=lambda s: len(hands[s]))
        hands[loser] = hands[loser][1:]
        records[i]["hands"] = hands
    elif how == "deck_order":
        pile = list(records[2]["pile"])
        k = next(k for k in range(1, len(pile)) if pile[k] != pile[-1])
        pile[-1], pile[k] = pile[k], pile[-1]
        records[2]["pile"] = pile
    elif how == "duplicate_card":
        pile = list(records[2]["pile"])
        pile[0] = pile[1] if pile[0] != pile[1] else pile[2]
        records[2]["pile"] = pile
    elif how == "truncated":
        records = records[: _first(records, lambda r: r["event"] == "round_end")]
    elif how == "colour_in_force":
        i = _first(records, lambda r: r["event"] == "state")
        colours = start["colours"]
        records[i]["colour"] = next(c for c in colours if c != records[i]["colour"])
    elif how == "play_not_held":
        i = _first(records, lambda r: r["event"] == "play")
        j = _first(
            records, lambda r: r["event"] == "action" and r.get("card") == records[i]["card"]
        )
        records[i]["seat"] = (records[i]["seat"] + 1) % start["players"]
        records[j]["seat"] = records[i]["seat"]
    elif how == "action_mismatch":
        i = _first(records, lambda r: r["event"] == "action" and r["kind"] == "play")
        records[i]["card"] = next(c for c in start["deck"] if c != records[i]["card"])
    elif how == "extra_draw":
        i = _first(records, lambda r: r["event"] == "draw")
        records.insert(i, dict(records[i]))
    elif how == "play_onto_the_draw_pile":  # the records name where the cards go
        i = _first(records, lambda r: r["event"] == "play")
        records[i]["to"] = "draw_pile"
    elif how == "play_from_another_hand":
        i = _first(records, lambda r: r["event"] == "play")
        records[i]["source"] = f"hand:{(records[i]['seat'] + 1) % start['players']}"
    elif how == "deal_to_nowhere":
        i = _first(records, lambda r: r["event"] == "deal")
        records[i]["to"] = "table"
    return records


CORRUPTIONS = [
    "draw_other_card",
    "drop_a_play",
    "hand_at_end",
    "deck_order",
    "duplicate_card",
    "truncated",
    "colour_in_force",
    "play_not_held",
    "action_mismatch",
    "extra_draw",
    "play_onto_the_draw_pile",
    "play_from_another_hand",
    "deal_to_nowhere",
]


@pytest.mark.parametrize("how", CORRUPTIONS)
def test_a_corrupted_trace_is_rejected(traces, how):
    records = traces["noris"]
    assert check_records(records).ok
    report = check_records(_corrupt(records, how))
    assert not report.ok, how
    assert report.problems


def test_a_trade_with_the_wrong_cards_is_rejected(traces):
    records = [dict(r) for r in traces["abacus"]]
    i = _first(records, lambda r: r["event"] == "trade" and r["cards"])
    records[i]["cards"] = records[i]["cards"][1:]
    assert not check_records(records).ok


def test_the_replay_command(traces, tmp_path, capsys):
    from game.sim.replay import main

    path = tmp_path / "t.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in traces["emmi"]), encoding="utf-8")
    assert main([str(path)]) == 0
    assert capsys.readouterr().out.startswith("ok: 12 rounds")
    path.write_text(
        "\n".join(json.dumps(r) for r in _corrupt(traces["emmi"], "drop_a_play")), encoding="utf-8"
    )
    assert main([str(path)]) == 1
    assert "REJECTED" in capsys.readouterr().out


def test_the_checker_imports_only_itself_from_the_game():
    import ast
    from pathlib import Path

    import game.sim.replay as replay

    checker = {
        "replay_scores",
        "replay_round",
        "replay_match",
        "replay_calls",
        "replay_groups",
        "replay_going_out",
        "replay_challenge",
        "replay_answers",
        "replay_others",
        "replay_setup",
    }
    for name in ("replay", *sorted(checker)):
        path = Path(replay.__file__).with_name(f"{name}.py")
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        imported |= {
            alias.name
            for node in ast.walk(tree)
            if isinstance(node, ast.Import)
            for alias in node.names
        }
        game = {m for m in imported if m and m.startswith("game")}
        assert game <= {f"game.sim.{module}" for module in checker}, (name, game)


def test_the_format_document_names_every_record_and_key(traces):
    from pathlib import Path

    from game.engine.events import NAMES as EVENT_NAMES

    doc = (Path(__file__).parents[2] / "docs" / "trace-format.md").read_text(encoding="utf-8")
    kinds = {*EVENT_NAMES.values(), "trace", "round_start", "action", "state", "error"}
    assert not [kind for kind in kinds if f"`{kind}`" not in doc]
    keys = {key for name in NAMES for record in traces[name] for key in record}
    assert not [key for key in keys if f"`{key}`" not in doc]
