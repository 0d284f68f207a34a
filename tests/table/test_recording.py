"""Saving without shadow bots, off the frame: the bots' memories come from their worker (as
of the move saved), and a thread of its own writes the latest save."""

from __future__ import annotations

import threading
import time

import pytest

from game.table import savegame
from game.table.recording import Recorder, Writer
from game.table.session import TableSession
from game.table.setup import GameSetup, SeatSetup

DT = 0.05


@pytest.fixture(autouse=True)
def folder(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    return tmp_path


def bots_only(seed: int) -> GameSetup:
    seats = [SeatSetup(f"B{k}", level="medium") for k in range(4)]
    return GameSetup(ruleset="noris", seats=seats, seed=seed)


def save_at(decisions: int, *, process: bool) -> dict:
    s = TableSession(bots_only(2), pace=(0.02, 0.05), bot_process=process)
    recorder = Recorder(s, write=False)
    s.start_round()
    try:
        for _ in range(200_000):
            if s.decisions >= decisions:
                break
            if s.round_over:
                s.start_round()
            s.show_all()
            s.update(DT)
            if process:
                time.sleep(0.0005)  # the worker thinks meanwhile
        assert s.decisions == decisions
        recorder.flush()
        assert recorder.last is not None
        return recorder.last
    finally:
        s.close()


def test_the_worker_hands_over_the_memories_of_the_move_saved() -> None:
    inline, worker = save_at(30, process=False), save_at(30, process=True)
    assert worker["state"] == inline["state"]
    assert worker["bots"] == inline["bots"] and any(worker["bots"].values())


def test_the_disk_is_written_off_the_frame(monkeypatch: pytest.MonkeyPatch) -> None:
    """A slow disk: each move's save returns at once; the thread writes the latest of the
    saves waiting, not every one."""
    written: list[tuple[int, str]] = []

    def slow(data: dict) -> None:
        time.sleep(0.05)
        written.append((data["extra"]["decisions"], threading.current_thread().name))

    monkeypatch.setattr(savegame, "write_dict", slow)
    s = TableSession(bots_only(3), pace=(0.0, 0.0), bot_process=False)
    recorder = Recorder(s)
    s.start_round()
    slowest = 0.0
    while s.decisions < 20:
        if s.round_over:
            s.start_round()
        s.show_all()
        started = time.perf_counter()
        s.update(DT)
        slowest = max(slowest, time.perf_counter() - started)
    recorder.flush()
    assert slowest < 0.04  # no frame waited for the disk
    assert {name for _, name in written} == {"maumau-save"}
    assert written[-1][0] == 20 and len(written) < 20
    s.close()


def test_a_writer_keeps_the_order_of_removals_and_jobs() -> None:
    done: list[str] = []
    writer = Writer()
    writer.call(lambda: done.append("first"))
    writer.call(lambda: done.append("second"))
    assert writer.flush(2.0) and done == ["first", "second"]


def test_the_recorder_hears_a_moves_events_before_any_listener() -> None:
    """The save is of the position the events left, whatever listened first: the session tells
    its recorder before its listeners, not the order they were attached in."""
    s = TableSession(bots_only(3), bot_process=False)
    heard: list[str] = []
    s.listeners.append(lambda _events: heard.append("listener"))
    recorder = Recorder(s, write=False)
    tell = recorder.on_events
    recorder.on_events = lambda events: (heard.append("recorder"), tell(events))  # type: ignore[method-assign]
    try:
        s.start_round()
        assert heard == ["recorder", "listener"]
    finally:
        s.close()
