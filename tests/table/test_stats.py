"""Statistics: counted from real games and kept in a file (the screen: tests/ui/test_stats.py)."""

from __future__ import annotations

import pytest

from game import userdirs
from game.table import stats
from game.table.recording import Recorder
from game.table.session import TableSession
from game.table.setup import GameSetup


@pytest.fixture(autouse=True)
def folder(own_folders):  # tests/conftest.py: the data folder of the test's own
    (own_folders / "data").mkdir()
    return own_folders / "data"


def test_rows_count_rounds_matches_streaks_and_penalties():
    s = stats.Stats()
    for won, penalty in [(True, 0), (True, 0), (False, 9), (True, 0), (False, 3)]:
        s.record_round("classic", "easy", won=won, penalty=penalty)
    s.record_match("classic", "easy", won=True)
    stats.save(s)
    row = stats.load().rows[("classic", "easy", "")]
    assert (row.rounds, row.rounds_won, row.best_streak, row.streak) == (5, 3, 2, 0)
    assert (row.matches, row.matches_won, row.average_penalty) == (1, 1, 2.4)


def test_levels_and_user_files():
    assert stats.opponent_level(["easy", "easy"]) == "easy"
    assert stats.opponent_level(["easy", "hard"]) == "mixed"
    assert stats.opponent_level([]) == "people"
    assert stats.ruleset_key("/home/x/rulesets/mine.yaml") == "mine"


def test_a_played_match_is_counted(folder):
    setup = GameSetup.single_player("huch", players=3, level="random")
    setup.seed = 3
    c = TableSession(setup, pace=(0.1, 0.2), bot_process=False)
    recorder = Recorder(c)
    c.start_round()
    for _ in range(20000):
        if c.round_over:
            if c.match_over:
                break
            c.start_round()
        c.show_all()
        legal = c.legal(c.viewer)
        if c.state.turn == c.viewer and legal:
            c.act(c.viewer, legal[0])
        else:
            c.show_all()  # no screen: everything counts as shown at once
            c.update(0.05)
    assert c.match_over
    recorder.flush()  # the statistics are written off the frame
    row = stats.load().rows[("huch", "random", "")]
    assert row.rounds == c.match.rounds_played and row.matches == 1
    assert row.rounds_won == c.match.wins[c.viewer]


def play_out(c: TableSession) -> None:
    """Every person plays their first legal action; the bots play on their own."""
    c.start_round()
    for _ in range(40000):
        if c.round_over:
            if c.match_over:
                return
            c.start_round()
        c.show_all()
        seat = c.state.turn
        legal = c.legal(seat) if seat in c.humans else []
        if legal:
            c.act(seat, legal[0])
        else:
            c.update(0.05)
    raise AssertionError("the match did not end")


def test_pass_and_play_counts_each_person(folder):
    from game.table.setup import SeatSetup

    setup = GameSetup(
        ruleset="huch",
        overrides={"match.rounds": 2},
        seats=[
            SeatSetup("", human=True),
            SeatSetup("Lena", human=True, avatar=1),
            SeatSetup("Ben", level="easy"),
        ],
        seed=5,
    )
    c = TableSession(setup, pace=(0.1, 0.2), bot_process=False)
    recorder = Recorder(c)
    play_out(c)
    recorder.flush()
    rows = stats.load().rows
    you, lena = rows[("huch", "easy", "")], rows[("huch", "easy", "Lena")]
    assert you.rounds == lena.rounds == c.match.rounds_played
    assert (you.rounds_won, lena.rounds_won) == (c.match.wins[0], c.match.wins[1])
    assert you.matches == lena.matches == 1


def test_damaged_file_is_set_aside(folder):
    stats.path().write_text("{nope", encoding="utf-8")
    assert stats.load().rows == {}
    assert list(folder.glob("stats.damaged-*.json")) and userdirs.notices()
