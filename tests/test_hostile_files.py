"""Files the game did not just write, as a hostile or an unlucky player leaves them (issue 23):
each is read through the one checked reader, and either used or moved aside with a notice;
none stops a start, and none reaches the crash screen. The screens' side is in
tests/ui/test_hostile_files_ui.py."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game import userdirs
from game.table import prefs, savegame, stats
from game.table.coach import load_memory
from game.table.recording import Writer
from game.table.savecheck import MAX_LOG_LINE, check_shape
from tests.helpers import another_program, first_frame_scene


@pytest.fixture(autouse=True)
def data(own_folders):
    (own_folders / "data").mkdir()
    (own_folders / "config").mkdir()
    yield own_folders / "data"
    userdirs.release_lock()


def set_aside(folder: Path, stem: str) -> list[Path]:
    return sorted(folder.glob(f"{stem}.damaged-*"))


# -- statistics (finding 3) ------------------------------------------------------------------
STATS_DAMAGES = {
    "rows of numbers": {"format": 1, "rows": [1, 2, 3]},
    "a NUL in a ruleset": {"format": 1, "rows": [{"ruleset": "no\x00ris", "level": "easy"}]},
    "a lone surrogate in a name": {
        "format": 1,
        "rows": [{"ruleset": "noris", "level": "easy", "player": "An\ud800na"}],
    },
    "a count that is text": {
        "format": 1,
        "rows": [{"ruleset": "noris", "level": "easy", "rounds": "7"}],
    },
    "a count of 10^400": {
        "format": 1,
        "rows": [{"ruleset": "noris", "level": "easy", "rounds": 10**400}],
    },
    "more won than played": {
        "format": 1,
        "rows": [{"ruleset": "noris", "level": "easy", "rounds": 1, "rounds_won": 2}],
    },
    "rows that are no list": {"format": 1, "rows": {"a": 1}},
    "a newer format": {"format": 9, "rows": []},
    "a list": [1, 2],
}


def write_raw(path: Path, data: object) -> None:
    """JSON as a hand edit might leave it (lone surrogates and huge numbers included)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data) if not isinstance(data, str) else data
    path.write_text(text, encoding="utf-8")


@pytest.mark.parametrize("damage", list(STATS_DAMAGES))
def test_a_damaged_statistics_file_is_set_aside_and_counting_starts_afresh(data, damage):
    write_raw(stats.path(), STATS_DAMAGES[damage])
    assert stats.load().rows == {}
    assert not stats.path().exists() and len(set_aside(data, "stats")) == 1
    assert any("statistics" in line for line in userdirs.notices())


def test_statistics_written_for_any_name_read_back(data):
    record = stats.Stats()
    odd_file = os.fsdecode(b"/x/rulesets/Regeln f\xfcr Oma.yaml")
    record.record_round(stats.ruleset_key(odd_file), "easy", won=True, penalty=0, player="A\nB")
    record.record_round("noris", "medium", won=False, penalty=3, player="Åsa 😀")
    stats.save(record)
    again = stats.load()
    assert again.rows == record.rows and not userdirs.notices()


# -- the coach's memory ------------------------------------------------------------------------
@pytest.mark.parametrize(
    "content",
    [
        {"format": 1, "seen": {"noris": [1, 2]}},
        {"format": 1, "seen": {"noris": "card:7"}},
        {"format": 1, "seen": [["noris"]]},
        {"format": 1, "seen": {"no\x00ris": []}},
        "[[[[" * 50_000,
    ],
)
def test_a_damaged_coach_file_is_set_aside(data, content):
    write_raw(data / "coach.json", content)
    assert load_memory().seen == {}
    assert len(set_aside(data, "coach")) == 1
    notices = userdirs.notices()
    assert notices and "notice.what" not in notices[0]  # the file is named in words


# -- settings (finding 7) ----------------------------------------------------------------------
def test_a_volume_of_ten_to_the_400_resets_only_the_volume(tmp_path):
    path = prefs.path()
    path.write_text('{"format": 1, "volume": 1' + "0" * 400 + ', "hints": false}')
    try:
        loaded = prefs.load()
        assert loaded.volume == prefs.Prefs().volume and loaded.hints is False
        assert any("volume" in line for line in userdirs.notices())
        assert path.exists()  # the file is kept: only the setting went back to its default
    finally:
        prefs.replace(prefs.Prefs())


@pytest.mark.parametrize(
    "content", ["[1, 2]", "{", '{"volume": NaN}', "\udcff", '{"a": ' * 5000 + "1" + "}" * 5000]
)
def test_settings_that_are_no_settings_are_set_aside(tmp_path, content):
    path = prefs.path()
    path.write_bytes(content.encode("utf-8", "surrogateescape"))
    try:
        prefs.load()
        assert not path.exists() and set_aside(path.parent, "settings")
    finally:
        prefs.replace(prefs.Prefs())


def test_a_settings_file_that_is_a_fifo_does_not_stop_the_start(tmp_path):
    path = prefs.path()
    os.mkfifo(path)
    try:
        prefs.load()  # would wait forever for a writer if it were opened blocking
        assert userdirs.notices()
    finally:
        prefs.replace(prefs.Prefs())


# -- the lock (finding 7) ------------------------------------------------------------------
@pytest.mark.parametrize(
    "content", ["1", "0", str(1 << 32), str(1 << 31), "-5", "abc", "\x00\x00", "12 x", "9" * 40]
)
def test_a_lock_that_names_no_copy_of_the_game_is_replaced(data, content):
    lock = data / userdirs.LOCK_NAME
    lock.write_text(content)
    assert userdirs.take_lock() is None
    assert lock.read_text().split()[0] == str(os.getpid())
    assert not userdirs.notices() and not set_aside(data, "running")


def test_a_lock_whose_process_id_was_given_to_another_program_is_replaced(data):
    other = another_program()
    try:
        started = userdirs._started(other.pid)
        if started is None:
            pytest.skip("this system does not say when a process started")
        (data / userdirs.LOCK_NAME).write_text(f"{other.pid} {int(started) + 1}")
        assert userdirs.take_lock() is None  # same id, another start: not the game's copy
        (data / userdirs.LOCK_NAME).write_text(f"{other.pid} {started}")
        assert userdirs.take_lock() == other.pid  # the very process: a live copy
    finally:
        other.kill()
        other.wait()


def test_a_lock_of_another_users_process_is_replaced(data, monkeypatch):
    def not_yours(pid: int, signal: int) -> None:
        raise PermissionError(1, "Operation not permitted")

    (data / userdirs.LOCK_NAME).write_text("4242")
    monkeypatch.setattr(os, "kill", not_yours)
    assert userdirs.take_lock() is None


@pytest.mark.parametrize("kind", ["fifo", "folder", "huge"])
def test_a_lock_that_is_no_file_never_blocks_the_start(data, kind):
    lock = data / userdirs.LOCK_NAME
    if kind == "fifo":
        os.mkfifo(lock)
    elif kind == "folder":
        lock.mkdir()
    else:
        lock.write_text(str(os.getppid()) + " " * 10_000_000)
    assert userdirs.take_lock() is None  # the game runs (a folder in the way: without a lock)


def test_a_start_with_a_lock_naming_process_1_opens_the_title(data, tmp_path):
    (data / userdirs.LOCK_NAME).write_text("1")
    assert first_frame_scene(tmp_path / "status.json") == "TitleScene"


# -- the save writer (finding 8) ---------------------------------------------------------------
def test_the_writer_survives_a_job_that_fails_and_says_so(data):
    writer = Writer()

    def broken() -> None:
        "\ud800".encode()

    writer.call(broken)
    assert writer.flush()
    assert writer.unsaved is not None and "UnicodeEncodeError" in writer.unsaved
    writer.save({"a": 1})  # the next job is done, and the report cleared
    assert writer.flush() and writer.unsaved is None
    assert json.loads(savegame.path().read_text()) == {"a": 1}


def test_a_saved_log_is_what_the_check_takes_back():
    said = ["x" * MAX_LOG_LINE + " ×12", "Anna\ud800 plays", "NUL\x00"] + ["y"] * 300
    lines = [{"en": line, "de": line + "!"} for line in said]
    kept = savegame.saved_log(lines)
    assert len(kept) == 200
    assert all(
        len(text) <= MAX_LOG_LINE and text.isprintable() for line in kept for text in line.values()
    )


def test_a_game_whose_log_grew_past_the_limit_is_saved_and_resumed(data):
    from game.table.recording import Recorder
    from game.table.session import TableSession
    from tests.ui.test_resume import PACE, bot_table, run

    table = TableSession(bot_table("classic", 4), pace=PACE, bot_process=False)
    recorder = Recorder(table)
    table.start_round()
    long_line = "Anna " * 399 + "\ud800"  # 1,996 characters, one of them a lone surrogate
    for _ in range(3):
        table.log.say(lambda: long_line)  # said again: "… ×2", "… ×3"
    run(table, 60)
    assert table.decisions > 0  # a move was saved after the line
    recorder.flush()
    table.close()
    assert recorder.writer is not None and recorder.writer.unsaved is None
    saved = json.loads(savegame.path().read_text(encoding="utf-8"))
    check_shape(saved)
    loaded = savegame.read()
    assert loaded is not None and not userdirs.notices()
    assert any(line["en"].startswith("Anna Anna") for line in loaded.log)


# -- the bot pool at exit (finding 3) ----------------------------------------------------------
def test_an_unused_bot_pool_does_not_hold_the_exit():
    script = textwrap.dedent(
        """
        from game.table.botworker import BotPool
        pool = BotPool({1: "easy"}, process=True)  # never used, never closed
        """
    )
    subprocess.run([sys.executable, "-c", script], check=True, timeout=60)


def test_a_bot_pool_left_open_at_the_end_does_not_hold_the_exit():
    """Its worker ignores SIGTERM (a stop is the table's to handle): the SIGTERM with which
    multiprocessing ends workers at exit left the program waiting for it forever."""
    script = textwrap.dedent(
        """
        from game.table.botworker import BotPool
        pool = BotPool({1: "easy"}, process=True)  # a table still open when the program ends
        got = []
        pool.memories(got.append)
        assert pool.settle(60) and got  # the worker runs (it has answered)
        """
    )
    subprocess.run([sys.executable, "-c", script], check=True, timeout=60)


# -- the crash log -------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["fifo", "huge", "binary"])
def test_the_crash_log_is_written_whatever_is_in_its_place(data, kind):
    from game.ui.crashguard import write_crash_log

    log = data / "crash.log"
    if kind == "fifo":
        os.mkfifo(log)
    elif kind == "huge":
        log.write_bytes(b"x" * (5 << 20))
    else:
        log.write_bytes(b"\xff\xfe\x00old report\n")
    assert write_crash_log("Traceback: boom \ud800") == log  # no wait on a FIFO, no MBs read
    text = log.read_text(encoding="utf-8")
    assert "boom" in text and len(text) < 300_000
