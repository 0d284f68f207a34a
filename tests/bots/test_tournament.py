"""The tournament command: duplicate deals, per-bot results, intervals over deals."""

from __future__ import annotations

import json

import pytest

from game.__main__ import main
from game.bots.commands import run_tournament
from game.bots.tournament import SeatSpec, interval, parse_seats, play_deal, run, t_quantile
from tests.helpers import load


def test_json_output(capsys):
    code = run_tournament(
        [
            "--ruleset",
            "noris",
            "--seats",
            "medium,random,easy",
            "--games",
            "9",
            "--seed",
            "3",
            "--json",
            "--workers",
            "1",
        ]
    )
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert {"ruleset", "players", "games", "deals", "seed", "seconds", "seats"} <= set(out)
    assert (out["ruleset"], out["players"], out["games"], out["deals"], out["seed"]) == (
        "noris",
        3,
        9,
        3,
        3,
    )
    assert [s["level"] for s in out["seats"]] == ["medium", "random", "easy"]
    for seat in out["seats"]:
        assert {"level", "win_rate", "ci95", "wins", "mean_cards_left", "mean_ms", "p95_ms"} <= set(
            seat
        )
        lo, hi = seat["ci95"]
        assert 0 <= lo <= seat["win_rate"] <= hi <= 1
    assert sum(s["wins"] for s in out["seats"]) <= 9


def test_table_output_through_main(capsys):
    assert (
        main(
            [
                "tournament",
                "--ruleset",
                "abacus",
                "--seats",
                "medium,random",
                "--games",
                "4",
                "--workers",
                "2",
            ]
        )
        == 0
    )
    text = capsys.readouterr().out
    assert "win rate" in text and "medium" in text and "random" in text


def test_bad_arguments(capsys):
    assert (
        run_tournament(
            ["--ruleset", "classic", "--seats", ",".join(["random"] * 6), "--games", "6"]
        )
        == 2
    )
    assert run_tournament(["--ruleset", "noris", "--seats", "wizard,random", "--games", "2"]) == 2
    assert "tournament:" in capsys.readouterr().err


def test_rotations_replay_the_same_cards():
    """One deal, every rotation: the same cards are dealt, so with three identical bots the
    three rounds hand out at most three wins, and decisions were timed for every bot."""
    deal = play_deal(load("huch"), parse_seats("medium,medium,medium"), seed=1, deal=0)
    assert sum(deal.wins) <= 3 and all(deal.times)


def test_seat_options_parse():
    spec = SeatSpec.parse("easy:forget_calls=0;join_chance=1".replace(";", ","))
    assert spec == SeatSpec("easy", (("forget_calls", 0), ("join_chance", 1)))
    assert [str(s) for s in parse_seats("easy:forget_calls=0.5,random")] == [
        "easy:forget_calls=0.5",
        "random",
    ]


def test_interval_is_over_deals():
    assert interval([0.25] * 10) == (0.25, 0.25)
    lo, hi = interval([0.0, 0.5, 0.25, 0.5])
    assert lo < 0.3125 < hi
    assert t_quantile(1) == pytest.approx(12.706)
    assert t_quantile(1000) == pytest.approx(1.962, abs=0.002)


def test_four_random_bots_win_about_a_quarter_each():
    report = run("noris", parse_seats("random,random,random,random"), games=600, seed=2, workers=2)
    assert report.games == 600
    for seat in report.seats:
        assert 0.15 <= seat.win_rate <= 0.35
