"""The kept rounds' files as the list reads them (issue 23, finding 4): a summary line read
alone and bounded, a round re-driven only when it is opened (on a thread), every damaged file
set aside with a notice, nothing raised; the folder pruned at start and cleaned of the
temporary files of writes cut short."""

from __future__ import annotations

import json
import os
import threading
import time
from pathlib import Path
from random import Random

import pytest

from game import userdirs
from game.dev.userfolder import long_round
from game.sim.replay import check_trace
from game.table import replaying
from game.table.roundfiles import (
    KEEP,
    SUMMARY_BYTES,
    RoundSummary,
    kept_files,
    summaries,
    summary_record,
    tidy,
    write_round,
)

pytestmark = pytest.mark.usefixtures("own_data")  # tests/conftest.py


def keep(records: list[dict], *, summary: dict | None = None) -> Path:
    """Write a round as the game keeps it (its summary line first); what no UTF-8 text holds
    (a lone surrogate) as a hand edit leaves it, escaped."""
    lines = [summary if summary is not None else summary_record(records), *records]
    path = write_round([])
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def edit(records: list[dict], kind: str, change) -> list[dict]:
    """The records with the first of `kind` changed by `change` (a copy)."""
    out = json.loads(json.dumps(records))
    change(next(r for r in out if r["event"] == kind))
    return out


def test_a_kept_round_is_listed_from_its_summary_and_opens(own_data):
    records = long_round("noris", 3, 20, seed=2)
    path = keep(records)
    (summary,) = summaries()
    assert isinstance(summary, RoundSummary) and summary.path == path
    assert summary.names == ("P0", "P1", "P2") and summary.people == (0,)
    assert summary.ruleset_name() == "Colour Rush" and summary.ended is not None
    replay = replaying.load(path)
    assert replay is not None and replay.winner == summary.winner
    assert len(replay.steps) - 1 == summary.decisions
    report = check_trace(path, strict=True)  # the checker reads a kept file as it is
    assert report.ok and report.rounds == 1, report.problems


NAMES = {
    "a NUL in a seat name": "An\x00na",
    "a lone surrogate in a seat name": "An\ud800na",
    "a line break in a seat name": "An\nna",
    "a name of 10,000 characters": "A" * 10_000,
    "an empty name": "",
}


@pytest.mark.parametrize("damage", list(NAMES))
def test_a_seat_name_no_screen_draws_sets_the_file_aside(own_data, damage):
    records = long_round("noris", 3, 10, seed=4)
    summary = summary_record(records)
    summary["names"][1] = NAMES[damage]
    records[0]["table"]["names"][1] = NAMES[damage]  # edited in both places alike
    path = keep(records, summary=summary)
    why: list[str] = []
    assert list(summaries(why)) == [] and why
    assert not path.exists() and any("kept round" in n for n in userdirs.notices())


ROUND_DAMAGES = {
    "a seed that is text": lambda r: edit(r, "round_start", lambda x: x.update(seed="x")),
    "a seat that is a card": lambda r: edit(r, "action", lambda x: x.update(seat="red:99")),
    "a seat past the table": lambda r: edit(r, "action", lambda x: x.update(seat=99)),
    "a dealer that is a list": lambda r: edit(r, "round_start", lambda x: x.update(dealer=[1])),
    "another name in the header": lambda r: edit(
        r, "trace", lambda x: x["table"]["names"].__setitem__(0, "Mallory")
    ),
    "a ruleset name with a NUL": lambda r: edit(
        r, "trace", lambda x: x["ruleset"].update(name="No\x00ris")
    ),
}


@pytest.mark.parametrize("damage", list(ROUND_DAMAGES))
def test_a_round_damaged_past_its_summary_is_set_aside_when_opened(own_data, damage):
    records = long_round("noris", 3, 10, seed=5)
    path = keep(ROUND_DAMAGES[damage](records), summary=summary_record(records))
    (summary,) = summaries()  # the summary line itself is sound
    why: list[str] = []
    assert replaying.load(summary.path, why) is None  # no exception of any kind
    assert why and not path.exists()
    assert any("kept round" in n for n in userdirs.notices())


SUMMARY_DAMAGES = {
    "another winner": lambda s: s.update(winner=(s["winner"] + 1) % s["players"]),
    "more decisions": lambda s: s.update(decisions=s["decisions"] + 1),
    "other people": lambda s: s.update(people=[1]),
}


@pytest.mark.parametrize("damage", list(SUMMARY_DAMAGES))
def test_a_summary_that_is_not_its_rounds_is_found_out_when_opened(own_data, damage):
    records = long_round("noris", 3, 10, seed=6)
    summary = summary_record(records)
    SUMMARY_DAMAGES[damage](summary)
    path = keep(records, summary=summary)
    assert not check_trace(path, strict=True).ok  # the checker finds it out too
    assert replaying.load(path) is None and not path.exists()


@pytest.mark.parametrize(
    "first",
    [
        '{"event":"summary"}',
        '{"event":"summary","format":1,"ended":"yesterday","ruleset_id":"noris",'
        '"ruleset_name":"N","digest":"sha256:' + "0" * 64 + '","players":2,"names":["a","b"],'
        '"people":[],"winner":0,"decisions":1}',
        "[1, 2]",
        "not json",
        "x" * (SUMMARY_BYTES + 10),
        '{"event":"summary","players":1' + "0" * 400 + "}",
    ],
)
def test_a_damaged_summary_line_sets_the_file_aside_not_the_list(own_data, first):
    folder = own_data / "rounds"
    folder.mkdir()
    path = folder / "round-20260101-000000-000000000.jsonl"
    path.write_text(first + "\n{}\n", encoding="utf-8")
    why: list[str] = []
    assert list(summaries(why)) == [] and len(why) == 1
    assert not path.exists()


def test_the_list_reads_only_the_first_line_of_a_long_round(own_data, monkeypatch):
    path = keep(long_round("abacus", 6, 2000, seed=3))
    with path.open("a", encoding="utf-8") as tail:  # 6 MB more: never read by the list
        tail.write((" " * 1000 + "\n") * 6000)
    assert path.stat().st_size > 6_000_000
    read = 0
    real_read = os.read

    def counted(fd: int, n: int) -> bytes:
        nonlocal read
        chunk = real_read(fd, n)
        read += len(chunk)
        return chunk

    monkeypatch.setattr(os, "read", counted)
    (summary,) = summaries()
    assert summary.decisions >= 2000 and read <= SUMMARY_BYTES + 1


def test_a_long_round_opens_on_a_thread_that_says_how_far_it_has_come(own_data, monkeypatch):
    path = keep(long_round("abacus", 6, 3000, seed=3))
    shares: list[float] = []
    threads: set[int] = set()
    real_load = replaying.load

    def watched(*args, **kwargs):
        threads.add(threading.get_ident())
        return real_load(*args, **kwargs)

    monkeypatch.setattr(replaying, "load", watched)
    opening = replaying.opening(path)
    while not opening.done:
        shares.append(opening.share)
        time.sleep(0.005)
    assert opening.replay is not None and opening.share == 1.0
    assert threads and threading.get_ident() not in threads  # never on the caller's thread
    assert shares == sorted(shares)


def test_a_round_kept_by_the_older_version_is_given_a_summary(own_data):
    records = long_round("noris", 3, 10, seed=7)
    path = write_round(records)  # as the older version kept it: the trace header first
    (summary,) = summaries()
    assert summary.names == ("P0", "P1", "P2")
    first = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    assert first["event"] == "summary"  # written once: later lists read one line
    assert replaying.load(path) is not None


def test_the_folder_is_pruned_at_start_and_cut_writes_are_cleaned(own_data):
    records = long_round("noris", 3, 5, seed=8)
    for _ in range(KEEP + 15):
        keep(records)
    folder = own_data / "rounds"
    for name in os.listdir(folder)[: KEEP + 15]:  # the files a larger cap left behind
        (folder / name).with_name(name.replace("round-", "round-0")).write_bytes(b"")
    dead = folder / ".round-20260101-000000-000000000.jsonl.999999999.tmp"
    dead.write_text("half a round")
    tidy()
    assert len(kept_files()) == KEEP and not dead.exists()


def test_a_folder_of_many_files_lists_only_the_kept_ones(own_data):
    records = long_round("noris", 3, 5, seed=9)
    path = keep(records)
    text = path.read_text(encoding="utf-8")
    for k in range(300):
        (path.parent / f"round-2000{k:04d}-000000-000000000.jsonl").write_text(text)
    assert len(list(summaries())) == KEEP


def test_a_kept_round_that_is_a_link_out_of_the_folder_is_set_aside(own_data, tmp_path):
    records = long_round("noris", 3, 5, seed=10)
    path = keep(records)
    outside = tmp_path.parent / f"{tmp_path.name}-outside.jsonl"
    path.rename(outside)
    path.symlink_to(outside)
    try:
        assert list(summaries()) == []
        assert outside.exists()  # the file it pointed to is untouched
    finally:
        outside.unlink()


def test_every_steps_table_is_the_recorded_one_though_few_are_kept_whole(own_data):
    from game.sim.trace import state_record

    records = long_round("abacus", 4, 150, seed=12)
    replay = replaying.load(keep(records))
    assert replay is not None and len(replay.steps) > 3 * replaying.KEPT_EVERY
    recorded = [r for r in records if r["event"] == "state"]
    order = list(range(1, len(replay.steps)))
    Random(1).shuffle(order)  # asked for in any order, as a person steps back and forth
    for k in order:
        assert state_record(replay.steps[k].state) == recorded[k - 1]
    assert replay.steps[0].state is replay.steps[0].state  # the last one asked is kept


def test_a_summary_line_too_long_to_be_one_is_set_aside_in_words(own_data):
    """A first line past SUMMARY_BYTES that is a summary is refused as a long summary line,
    not with the name of a key the older format had ('table'; issue 32, case 12)."""
    from game.table.roundfiles import SUMMARY_BYTES

    records = long_round("noris", 3, 5, seed=13)
    path = keep(records)
    lines = path.read_text(encoding="utf-8").splitlines()
    first = json.loads(lines[0])
    first["ruleset_name"] = "x" * (SUMMARY_BYTES + 10)
    path.write_text("\n".join([json.dumps(first), *lines[1:]]) + "\n", encoding="utf-8")
    damaged: list[str] = []
    assert list(summaries(damaged)) == []
    assert damaged == [f"its summary line is longer than {SUMMARY_BYTES} bytes"]


RULESET_NAMES = {
    "an empty name": ("", "noris"),
    "a no-break space and a line break": ("Mau\u00a0Mau\nzwei", "Mau Mau zwei"),
    "a soft hyphen": ("Mau\u00adMau", "MauMau"),
}


@pytest.mark.parametrize("name", list(RULESET_NAMES))
def test_a_round_of_any_ruleset_check_accepts_is_kept_and_opens(own_data, name):
    """A ruleset's name is what its checked file says: `check` takes an empty one, or one
    with a line break or a no-break space, so its kept rounds open too (they were set aside:
    "summary/ruleset_name: is empty", found by tests/guard); the list shows it as it can."""
    given, shown = RULESET_NAMES[name]
    records = long_round("noris", 3, 20, seed=2)
    summary = summary_record(records)
    summary["ruleset_name"] = given
    keep(records, summary=summary)
    (found,) = summaries()
    assert isinstance(found, RoundSummary) and found.ruleset_name() == shown


def test_a_round_of_a_ruleset_named_in_many_languages_is_kept_and_opens(own_data):
    """A name under any language tag `check` takes (`fyu-E6oTo`, `zh-Hant-TW`), in as many
    languages as the file gives, is a kept round's name too (it was set aside: "is not text of
    up to 8 characters"; found by `make guard`); a tag check refuses is still refused."""
    names = {"en": "Makao", "zh-Hant-TW": "馬考", "fyu-E6oTo": "x"}
    names |= {f"x{c}": f"M{c}" for c in "abcdefghij"}  # ten more languages
    records = long_round("noris", 3, 20, seed=2)
    summary = summary_record(records)
    summary["ruleset_name"] = names
    keep(records, summary=summary)
    (found,) = summaries()
    assert isinstance(found, RoundSummary) and found.ruleset_name() == "Makao"
    summary["ruleset_name"] = {"en": "Makao", "Polish": "Makao"}
    keep(records, summary=summary)
    damaged: list[str] = []
    assert [s.ruleset_name() for s in summaries(damaged)] == ["Makao"]
    assert damaged == ["summary/ruleset_name: 'Polish' is not a language tag"]
