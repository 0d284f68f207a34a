"""Saving without shadow bots, off the frame: the bots' memories come from their worker (as
of the move saved), and a thread of its own writes the latest save."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from game.engine.events import Event
from game.table import savegame
from game.table.recording import Recorder, Writer
from game.table.session import TableSession
from game.table.setup import GameSetup, SeatSetup
from tests.helpers import PATIENCE, wait_until

DT = 0.05


@pytest.fixture(autouse=True)
def folder(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    return tmp_path


def bots_only(seed: int) -> GameSetup:
    seats = [SeatSetup(f"B{k}", level="medium") for k in range(4)]
    return GameSetup(ruleset="noris", seats=seats, seed=seed)


def save_at(decisions: int, *, process: bool) -> dict[str, Any]:
    s = TableSession(bots_only(2), pace=(0.02, 0.05), bot_process=process)
    recorder = Recorder(s, write=False)
    s.start_round()

    def there() -> bool:
        if s.decisions < decisions:
            if s.round_over:
                s.start_round()
            s.show_all()
            s.update(DT)  # with a worker, the frame only takes its answers in
        return s.decisions >= decisions

    try:
        # Frames until the move, the worker's answers coming in whenever it sends them.
        wait_until(there, f"{decisions} decisions", every=0.0005 if process else 0.0)
        assert s.decisions == decisions
        recorder.flush(PATIENCE)
        assert recorder.last is not None
        return recorder.last
    finally:
        s.close()


def test_the_worker_hands_over_the_memories_of_the_move_saved() -> None:
    inline, worker = save_at(30, process=False), save_at(30, process=True)
    assert worker["state"] == inline["state"]
    assert worker["bots"] == inline["bots"] and any(worker["bots"].values())


def test_the_disk_is_written_off_the_frame(monkeypatch: pytest.MonkeyPatch) -> None:
    """A disk that does not answer: every move's frame returns all the same, and once the disk
    is back the thread writes the latest of the saves waiting, not every one."""
    written: list[tuple[int, str]] = []
    disk = threading.Event()  # closed: the disk does not answer until the test opens it

    def stuck(data: dict[str, Any]) -> None:
        disk.wait(PATIENCE)  # a frame that waited here would wait for the test's own release
        written.append((data["extra"]["decisions"], threading.current_thread().name))

    monkeypatch.setattr(savegame, "write_dict", stuck)
    s = TableSession(bots_only(3), pace=(0.0, 0.0), bot_process=False)
    recorder = Recorder(s)
    s.start_round()
    while s.decisions < 20:
        if s.round_over:
            s.start_round()
        s.show_all()
        s.update(DT)
    assert written == []  # twenty moves, and not one frame waited for the disk
    disk.set()
    recorder.flush(PATIENCE)
    assert {name for _, name in written} == {"maumau-save"}
    assert written[-1][0] == 20 and len(written) < 20
    s.close()


def test_a_writer_keeps_the_order_of_removals_and_jobs() -> None:
    done: list[str] = []
    writer = Writer()
    writer.call(lambda: done.append("first"))
    writer.call(lambda: done.append("second"))
    assert writer.flush(PATIENCE) and done == ["first", "second"]


def test_the_recorder_hears_a_moves_events_before_any_listener() -> None:
    """The save is of the position the events left, whatever listened first: the session tells
    its recorder before its listeners, not the order they were attached in."""
    s = TableSession(bots_only(3), bot_process=False)
    heard: list[str] = []
    s.listeners.append(lambda _events: heard.append("listener"))
    recorder = Recorder(s, write=False)
    tell = recorder.on_events

    def told(events: list[Event]) -> None:
        heard.append("recorder")
        tell(events)

    setattr(recorder, "on_events", told)  # noqa: B010 (mypy: a method is not assigned to)
    try:
        s.start_round()
        assert heard == ["recorder", "listener"]
    finally:
        s.close()
