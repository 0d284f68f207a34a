"""A table that closes leaves nothing behind (issue 32, case 14).

Each table that saves after every move has a writer with a thread of its own. Before, that
thread never ended, so every table of a run left a thread and its writer (with the last save
it wrote) behind for good: a long session of games grew with each table opened. Now closing
the table lets the thread end once the last save is written.

Counted with the garbage collector, never by the process's memory; no timing: each wait is
for a condition, with a generous safety net.
"""

from __future__ import annotations

import gc
import threading
import time

import pytest

from game.table import keptrounds, recording
from game.table.options import TableOptions
from game.table.setup import GameSetup, SeatSetup
from game.ui.table.scene import TableScene
from tests.helpers import PATIENCE
from tests.ui.tablekit import DT

TABLES = 4
SAFETY = PATIENCE  # seconds: only a net for a hang


@pytest.fixture(autouse=True)
def own_data(tmp_path, monkeypatch):
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))


def live_writers() -> int:
    gc.collect()
    return sum(1 for o in gc.get_objects() if isinstance(o, recording.Writer))


def save_threads() -> int:
    return sum(1 for t in threading.enumerate() if t.name == "maumau-save")


def wait_for(done, what: str) -> None:
    until = time.monotonic() + SAFETY
    while not done():
        assert time.monotonic() < until, f"{what}: not within {SAFETY:g} s"
        time.sleep(0.01)


def test_opening_and_closing_tables_leaves_no_writer_and_no_thread(app):
    keptrounds._shared_writer()  # one for the whole run (kept rounds), made by the first table
    writers, threads = live_writers(), save_threads()
    for k in range(TABLES):
        seats = [SeatSetup("You", human=True), SeatSetup("Bot", level="easy")]
        table = TableScene(
            GameSetup(ruleset="noris", seats=seats, seed=k),
            TableOptions.from_prefs(bot_process=False, speed=30.0, pace=0.05, autosave=True),
        )
        app.scenes.push(table)
        recorder = table.controller.sitting.recorder
        assert recorder is not None and recorder.writer is not None
        for _ in range(400):  # until the first save is asked (the deal's)
            if recorder.last is not None:
                break
            app.step(DT)
        assert recorder.last is not None
        app.scenes.pop()  # the table goes: the last save is written, the thread may end
        del table, recorder
    wait_for(lambda: save_threads() <= threads, "the save threads ended")
    assert live_writers() == writers


def test_a_closed_writer_takes_a_late_job_on_a_thread_of_its_own(tmp_path):
    """Closing is not an end to saving: something asked later is done all the same."""
    writer = recording.Writer()
    writer.close()
    wait_for(lambda: not writer.running, "the closed writer's thread ended")
    done: list[int] = []
    writer.call(lambda: done.append(1))
    assert writer.flush(SAFETY)
    assert done == [1]
    writer.close()
    wait_for(lambda: not writer.running, "the thread ended again")
