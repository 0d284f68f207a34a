"""Every mutation of a real save, a real statistics file and a real kept round either loads and
plays or is set aside with a notice; none raises (issue 23). The files are made once by real
play; hypothesis changes a value deep inside, drops or adds a key, cuts the file short or flips
a byte, and the game reads the result as it would at its next start."""

from __future__ import annotations

import copy
import json
import os
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from random import Random
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from game import userdirs
from game.table import replaying, savegame, stats
from game.table.roundfiles import kept_files, summaries

EXAMPLES = settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

ODD_TEXT = ["", "\x00", "\ud800", "A\udcfcB", "\n", "red:99", "x", "sha256:" + "0" * 64, "é" * 300]
ODD_NUMBERS = [10**400, -(10**400), 1 << 64, -1, 0, 1, 2, 255, 1 << 31, 1e308, -0.5]
LEAVES = st.one_of(
    st.none(),
    st.booleans(),
    st.sampled_from(ODD_NUMBERS),
    st.integers(-3, 300),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from(ODD_TEXT),
    st.text(max_size=12),
)
VALUES = st.recursive(
    LEAVES,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=6,
)


def mutate(draw: Any, node: Any) -> Any:
    """`node` with one change somewhere inside it: a value replaced, a key or item dropped,
    one added (the change goes deeper with a chance of 4 in 5 at each level)."""
    if not isinstance(node, (dict, list)) or not node or draw(st.integers(0, 4)) == 0:
        return draw(VALUES)
    if isinstance(node, dict):
        key = draw(st.sampled_from(sorted(node)))
        action = draw(st.sampled_from(["into", "into", "into", "drop", "add"]))
        if action == "drop":
            return {k: v for k, v in node.items() if k != key}
        if action == "add":
            return {**node, draw(st.text(max_size=8)): draw(VALUES)}
        return {**node, key: mutate(draw, node[key])}
    index = draw(st.integers(0, len(node) - 1))
    action = draw(st.sampled_from(["into", "into", "into", "drop", "add"]))
    if action == "drop":
        return node[:index] + node[index + 1 :]
    if action == "add":
        return node[:index] + [draw(VALUES)] + node[index:]
    return node[:index] + [mutate(draw, node[index])] + node[index + 1 :]


def text_of(lines: list[Any]) -> str:
    """JSON lines as a hand edit leaves them (what UTF-8 cannot hold, escaped)."""
    return "".join(json.dumps(line) + "\n" for line in lines)


def damage_bytes(draw: Any, data: bytes) -> bytes:
    """Sometimes the bytes themselves: cut short, or one byte flipped."""
    how = draw(st.sampled_from(["none", "none", "none", "cut", "flip"]))
    if how == "cut":
        return data[: draw(st.integers(0, max(0, len(data) - 1)))]
    if how == "flip" and data:
        at = draw(st.integers(0, len(data) - 1))
        return data[:at] + bytes([data[at] ^ draw(st.integers(1, 255))]) + data[at + 1 :]
    return data


def mutated_file(draw: Any, document: Any) -> bytes:
    """A JSON file of `document` changed somewhere inside, its bytes sometimes damaged too."""
    return damage_bytes(draw, json.dumps(mutate(draw, copy.deepcopy(document))).encode())


@contextmanager
def fresh_data() -> Iterator[Path]:
    """A data folder of its own for one example (hypothesis runs many in one test)."""
    old = os.environ.get("MAUMAU_DATA_DIR")
    with tempfile.TemporaryDirectory() as folder:
        os.environ["MAUMAU_DATA_DIR"] = folder
        userdirs.clear_notices()
        try:
            yield Path(folder)
        finally:
            userdirs.clear_notices()
            if old is None:
                os.environ.pop("MAUMAU_DATA_DIR", None)
            else:
                os.environ["MAUMAU_DATA_DIR"] = old


@contextmanager
def planted(raw: bytes, where: Callable[[], Path]) -> Iterator[Path]:
    """A fresh data folder with `raw` as the file `where()` names."""
    with fresh_data() as folder:
        where().parent.mkdir(parents=True, exist_ok=True)
        where().write_bytes(raw)
        yield folder


def aside(folder: Path) -> list[Path]:
    return [p for p in folder.rglob("*") if ".damaged-" in p.name]


# -- the real files, made once ---------------------------------------------------------------
@pytest.fixture(scope="module")
def real_files() -> dict[str, Any]:
    from game.table.keptrounds import RoundKeeper
    from game.table.recording import Recorder
    from game.table.session import TableSession
    from game.table.setup import GameSetup, SeatSetup
    from tests.table.driver import Person, play_round

    with fresh_data():
        seats = [SeatSetup("Ann", human=True), SeatSetup("Ben", level="medium")]
        seats.append(SeatSetup("Cleo", level="easy"))
        session = TableSession(
            GameSetup(ruleset="noris", seats=seats, seed=3), pace=(0.02, 0.05), bot_process=False
        )
        recorder = Recorder(session)
        keeper = RoundKeeper(session)
        session.start_round()
        saves: list[dict[str, Any]] = []

        def keep_a_save(s: Any) -> None:
            if not saves and s.decisions >= 8 and recorder.last is not None:
                saves.append(recorder.last)  # a save in the middle of the round

        play_round(session, [Person(0, Random(3))], after=keep_a_save)
        (save,) = saves
        assert keeper.flush()
        recorder.flush()
        session.close()
        (kept,) = kept_files()
        lines = [json.loads(line) for line in kept.read_text(encoding="utf-8").splitlines()]
        record = stats.load()
    assert record.rows, "the round was counted"
    return {"save": save, "stats": record.to_dict(), "kept": lines}


def test_the_real_files_read_back_whole(real_files):
    """Unchanged, each file loads (so a mutation that is set aside was refused for itself)."""
    with fresh_data():
        savegame.path().write_text(json.dumps(real_files["save"]), encoding="utf-8")
        assert savegame.read() is not None
        stats.path().write_text(json.dumps(real_files["stats"]), encoding="utf-8")
        assert stats.load().rows
        path = Path(os.environ["MAUMAU_DATA_DIR"]) / "rounds" / "round-1-2.jsonl"
        path.parent.mkdir()
        path.write_text(text_of(real_files["kept"]), encoding="utf-8")
        (summary,) = summaries()
        assert replaying.load(summary.path) is not None and not userdirs.notices()


# -- the save ------------------------------------------------------------------------------
@EXAMPLES
@given(data=st.data())
def test_a_mutated_save_loads_and_plays_or_is_set_aside(real_files, data):
    from game.table.recording import resume

    with planted(mutated_file(data.draw, real_files["save"]), savegame.path) as folder:
        loaded = savegame.read()
        if loaded is None:
            assert aside(folder) and userdirs.notices()
            event("set aside")
            return
        event("loaded")
        session, _recorder = resume(loaded, pace=(0.01, 0.02), bot_process=False, write=False)
        try:
            for _ in range(40):  # it plays on
                session.show_all()
                session.update(0.05)
        finally:
            session.close()


# -- the statistics --------------------------------------------------------------------------
@EXAMPLES
@given(data=st.data())
def test_a_mutated_statistics_file_is_shown_or_set_aside(real_files, data):
    from game.ui.scenes.stats import level_name, player_name, ruleset_name

    with planted(mutated_file(data.draw, real_files["stats"]), stats.path) as folder:
        record = stats.load()
        if not record.rows and aside(folder):
            assert userdirs.notices()
        event("set aside" if aside(folder) else "loaded")
        for (ruleset, level, who), row in record.rows.items():  # what the screen says of it
            words = [player_name(who), ruleset_name(ruleset), level_name(level)]
            assert all(word.isprintable() for word in words)
            assert 0 <= row.round_win_rate <= 1 and row.average_penalty >= 0


# -- the kept round --------------------------------------------------------------------------
@EXAMPLES
@given(data=st.data())
def test_a_mutated_kept_round_is_listed_and_replayed_or_set_aside(real_files, data):
    lines = real_files["kept"]
    how = data.draw(st.sampled_from(["summary", "header", "record", "record", "lines"]))
    if how == "summary":
        changed = [mutate(data.draw, lines[0]), *lines[1:]]
    elif how == "header":
        changed = [lines[0], mutate(data.draw, lines[1]), *lines[2:]]
    elif how == "record":
        at = data.draw(st.integers(2, len(lines) - 1))
        changed = [*lines[:at], mutate(data.draw, lines[at]), *lines[at + 1 :]]
    else:  # lines dropped, added or replaced
        changed = mutate(data.draw, lines)
        changed = changed if isinstance(changed, list) else [changed]
    raw = damage_bytes(data.draw, text_of(changed).encode())
    with fresh_data() as folder:
        path = folder / "rounds" / "round-20260101-000000-000000000.jsonl"
        path.parent.mkdir()
        path.write_bytes(raw)
        why: list[str] = []
        listed = list(summaries(why))
        for summary in listed:
            assert all(name.isprintable() for name in summary.names)
            assert summary.ruleset_name().isprintable()
            replay = replaying.load(summary.path, why)
            if replay is not None:
                assert replay.final.over
            event("replayed" if replay is not None else "listed, set aside when opened")
        if why:
            assert aside(folder) and userdirs.notices()
        else:
            assert listed and path.exists()
