"""A resumed round made again from its deal (game.table.resumedround): the records it makes are
those a keeper watching from the deal made; a save that does not lead to its own table, or
carries no decisions, keeps nothing and breaks nothing."""

from __future__ import annotations

import json
from random import Random

import pytest

from game import userdirs
from game.table import savegame
from game.table.keptrounds import RoundKeeper, kept_files
from game.table.recording import Recorder, resume
from game.table.replaying import from_records
from game.table.savecheck import SaveError
from tests.table.driver import Person, screen, table


@pytest.fixture(autouse=True)
def own_data(tmp_path, monkeypatch):
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    userdirs.clear_notices()
    yield tmp_path


def play(s, person: Person, *, until) -> None:
    for _ in range(100_000):
        if until():
            return
        screen(s)
        person.act(s)
        s.update(0.05)
    raise AssertionError("never reached")


@pytest.mark.parametrize("ruleset, seed", [("abacus", 3), ("huch", 5), ("noris", 1)])
def test_the_records_made_again_are_the_watched_ones(ruleset, seed):
    """One session watched from the deal; a second resumed from its save mid-round: both
    keepers hold the same records at every later move, and write the same round."""
    a = table(ruleset, 1, 3, seed=seed)
    watched = RoundKeeper(a)
    recorder = Recorder(a, write=False)
    a.start_round()
    person = Person(0, Random(seed))
    play(a, person, until=lambda: a.decisions >= 12)
    recorder.flush()
    data = recorder.last
    assert data is not None and len(data["extra"]["round_moves"]) == a.decisions
    b, _ = resume(savegame.SavedGame.from_dict(data), bot_process=False, write=False)
    again = RoundKeeper(b)
    assert again.records == watched.records
    a.close()
    b.close()


def test_a_round_resumed_at_its_end_is_there_to_watch_but_not_written_twice():
    a = table("classic", 1, 2, seed=9)
    watched = RoundKeeper(a)
    recorder = Recorder(a)
    a.start_round()
    play(a, Person(0, Random(1)), until=lambda: a.round_over)
    recorder.flush()
    a.close()
    assert watched.flush() and len(kept_files()) == 1  # its thread has written the round
    saved = savegame.read()
    assert saved is not None and saved.state.over
    b, _ = resume(saved, bot_process=False, write=False)
    keeper = RoundKeeper(b)
    assert keeper.last is not None and keeper.records is None
    assert list(from_records(keeper.last).scores) == list(saved.state.result.scores)
    assert keeper.flush() and len(kept_files()) == 1
    b.close()


def test_decisions_that_do_not_lead_to_the_saved_table_keep_nothing():
    a = table("noris", 1, 3, seed=4)
    recorder = Recorder(a, write=False)
    a.start_round()
    play(a, Person(0, Random(4)), until=lambda: a.decisions >= 8)
    recorder.flush()
    data = recorder.last
    assert data is not None
    data = json.loads(json.dumps(data))
    moves = data["extra"]["round_moves"]
    for changed in (moves[:-1], [[(s + 1) % 4, m] for s, m in moves], [[0, 1 << 30]] + moves):
        data["extra"]["round_moves"] = changed
        b, _ = resume(savegame.SavedGame.from_dict(data), bot_process=False, write=False)
        keeper = RoundKeeper(b)
        assert keeper.records is None and keeper.last is None
        b.close()
    del data["extra"]["round_moves"]  # a save of an older version
    b, _ = resume(savegame.SavedGame.from_dict(data), bot_process=False, write=False)
    assert b.round_moves is None and RoundKeeper(b).records is None
    b.close()
    a.close()


@pytest.mark.parametrize(
    "bad",
    [
        "x",
        [[0]],
        [[0, 1, 2]],
        [["0", 1]],
        [[-1, 1]],
        [[0, -5]],
        [[0, 1]] * 100_001,
    ],
)
def test_the_save_check_holds_the_decisions_to_their_shape(bad):
    a = table("classic", 1, 2, seed=2)
    recorder = Recorder(a, write=False)
    a.start_round()
    recorder.flush()
    data = json.loads(json.dumps(recorder.last))
    data["extra"]["round_moves"] = bad
    with pytest.raises(SaveError, match="round_moves"):
        savegame.SavedGame.from_dict(data)
    a.close()
