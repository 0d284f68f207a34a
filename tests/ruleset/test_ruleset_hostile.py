"""Hostile ruleset files: refused calmly, with a place and words, never read without bound.

The broken fixtures (test_ruleset_broken.py) hold the cases a file can carry; these are the
ones about the file itself (its size, its kind), the reader's cache, the loader's limits, the
house rules and seats New game asks about, and the engine's limits the format follows.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from game.engine import actions as A
from game.engine import effect_choose_effect
from game.engine import rules as engine_rules
from game.ruleset import (
    MAX_FILE_BYTES,
    RulesetError,
    check_file,
    check_folder,
    check_text,
    find_ruleset,
    identity_from_canonical,
    reader,
    ruleset_files,
)
from game.ruleset.commands import run_check
from game.ruleset.loader import MAX_DEPTH, load_text
from game.ruleset.schema import load_schema
from game.ruleset.semantics import MAX_DECK, MAX_TYPES
from game.sim.commands import run_sim

from .locations import BROKEN, MINI

NOT_REGULAR = "is not a regular file (a FIFO, a device or a socket): a ruleset is a plain file"


@pytest.fixture
def no_open(monkeypatch: pytest.MonkeyPatch) -> None:
    """Opening any file fails the test: what is refused must be refused before it is opened."""

    def refuse(*args: object, **kwargs: object) -> int:
        raise AssertionError(f"opened {args[0]}")

    monkeypatch.setattr(reader.os, "open", refuse)


# -- the file itself -------------------------------------------------------------------------
def test_a_large_file_is_refused_unread(tmp_path: Path, no_open: None) -> None:
    path = tmp_path / "huge.yaml"
    with path.open("wb") as out:
        out.truncate(50 * 1024 * 1024)  # 50 MB (sparse): stat says so, nothing is read
    assert [str(p) for p in check_file(path)[1]] == [
        f"{path}: is 52428800 bytes; a ruleset file may have at most {MAX_FILE_BYTES} bytes"
    ]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_unopened(tmp_path: Path, no_open: None) -> None:
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    assert find_ruleset(str(fifo)) == fifo  # found, so that check says what it is
    assert [str(p) for p in check_file(fifo)[1]] == [f"{fifo}: {NOT_REGULAR}"]


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_a_link_to_a_device_is_refused_unopened(tmp_path: Path, no_open: None) -> None:
    link = tmp_path / "zero.yaml"
    link.symlink_to("/dev/zero")
    assert [str(p) for p in check_file(link)[1]] == [f"{link}: {NOT_REGULAR}"]


def test_a_file_that_grows_while_read_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Only MAX_FILE_BYTES + 1 bytes are read, whatever the size said before the read."""
    small, big = tmp_path / "small.yaml", tmp_path / "big.yaml"
    small.write_text("a: 1\n")
    big.write_bytes(b"#" * (MAX_FILE_BYTES + 10))
    small_stat = os.stat(small)
    monkeypatch.setattr(reader.os, "stat", lambda path: small_stat)
    monkeypatch.setattr(reader.os, "fstat", lambda fd: small_stat)
    reads: list[int] = []
    real_read = os.read

    def read(fd: int, size: int) -> bytes:
        reads.append(size)
        return real_read(fd, size)

    monkeypatch.setattr(reader.os, "read", read)
    assert [str(p) for p in check_file(big)[1]] == [
        f"{big}: grew past {MAX_FILE_BYTES} bytes while it was read; a ruleset file may have at "
        f"most {MAX_FILE_BYTES} bytes"
    ]
    assert sum(reads) <= MAX_FILE_BYTES + 1 + max(reads)


def test_an_unchanged_file_is_parsed_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "mini.yaml"
    path.write_text(MINI.read_text(encoding="utf-8"), encoding="utf-8")
    parsed: list[str] = []
    real = reader.load_text
    monkeypatch.setattr(
        reader, "load_text", lambda text, file: parsed.append(file) or real(text, file)
    )
    first, _ = check_file(path)
    second, _ = check_file(path)
    assert first == second and first is not second  # each caller gets a copy of its own
    assert first is not None
    first["name"] = "changed"
    assert check_file(path)[0] == second  # and changing it changes nothing for the next one
    assert len(parsed) == 1
    path.write_text(path.read_text(encoding="utf-8") + "# one more line\n", encoding="utf-8")
    assert check_file(path)[0] is not None
    assert len(parsed) == 2  # its size changed: read again


def test_check_folder_lists_every_ruleset_file(tmp_path: Path) -> None:
    (tmp_path / "mini.yaml").write_text(MINI.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "notes.txt").write_text("not a ruleset")
    (tmp_path / "folder.yml").mkdir()
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.yaml")
    found = {
        path.name: (doc is not None, [p.message for p in problems])
        for path, doc, problems in check_folder(tmp_path)
    }
    expected = {
        "folder.yml": (False, ["is a directory, not a ruleset file"]),
        "mini.yaml": (True, []),
    }
    if hasattr(os, "mkfifo"):
        expected["pipe.yaml"] = (False, [NOT_REGULAR])
    assert found == expected
    assert [p.name for p in ruleset_files(tmp_path)] == sorted(expected)
    assert ruleset_files(tmp_path / "missing") == []


# -- the loader's limits ---------------------------------------------------------------------
@pytest.mark.parametrize("depth", [MAX_DEPTH + 5, 1000, 100_000])
def test_deep_nesting_is_refused_with_its_line(depth: int) -> None:
    flow = "book: " + "[" * depth + "]" * depth + "\n"
    block = "".join("  " * i + "k:\n" for i in range(min(depth, 1000)))  # grows as depth²
    # The line of the first value too deep: on the one line of the flow, a line each in blocks.
    for text, line in ((flow, 2), (block, 2 + MAX_DEPTH)):
        problems = load_text("format: 1\n" + text, "t.yaml").problems
        assert [str(p) for p in problems] == [
            f"t.yaml:{line}: values nested more than {MAX_DEPTH} levels deep (a ruleset needs "
            "about 10)"
        ]


def test_aliases_cannot_nest_past_the_limit() -> None:
    half = MAX_DEPTH // 2 + 2
    text = f"a: &a {'[' * half}1{']' * half}\nb: {'[' * half}*a{']' * half}\n"
    problems = load_text(text, "t.yaml").problems
    assert len(problems) == 1
    assert str(problems[0]).startswith("t.yaml:1: b[0][0]")
    assert str(problems[0]).endswith(
        f"values nested more than {MAX_DEPTH} levels deep (a ruleset needs about 10)"
    )


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("a:\tb\n", 1, "a tab after the colon: use a space after the colon"),
        ("a: {b:\t1}\n", 1, "a tab after the colon: use a space after the colon"),
        ("a:\n\tb: 1\n", 2, "a tab in the indentation: indent with spaces, never tabs"),
        ("a:\n-\tb\n", 2, "a tab after the dash: use a space after the dash"),
        ("a: [1,\t2]\n", 1, "a tab after the comma: use a space after the comma"),
        ("a: 1\t# c\n", 1, "a tab where YAML needs a space: use spaces instead of tabs"),
    ],
)
def test_a_tab_is_explained(text: str, line: int, words: str) -> None:
    (problem,) = load_text(text, "t.yaml").problems
    assert problem.line == line
    assert problem.message.startswith(words)


@pytest.mark.parametrize(
    ("raw", "code"), [("\x00", "U+0000"), ("\x7f", "U+007F"), ("\x1b", "U+001B")]
)
def test_a_raw_control_character_is_named(raw: str, code: str) -> None:
    assert [str(p) for p in load_text(f"a: 1\nname: x{raw}y\n", "t.yaml").problems] == [
        f"t.yaml:2: the character {code} is not allowed in a YAML file (no control characters but "
        "line breaks and tabs)"
    ]


TOP_KEYS = ", ".join(load_schema()["properties"])  # an unknown key is told what is allowed


def test_escaped_control_characters_are_refused_and_never_printed() -> None:
    text = MINI.read_text(encoding="utf-8").replace(
        "deck:\n", 'book: "\\e[2J"\n"\\u0007bell": 1\nnote: "\\ud800"\ndeck:\n', 1
    )
    problems = check_text(text, "t.yaml")[1]
    assert [str(p) for p in problems] == [
        "t.yaml:26: book: the text holds the control character U+001B: text may hold line "
        "breaks and tabs, no other control characters",
        "t.yaml:27: \\x07bell: the key holds the control character U+0007: a key is plain text "
        "without control characters",
        f't.yaml:27: \\x07bell: unknown key "\\x07bell" (allowed here: {TOP_KEYS})',
        "t.yaml:28: note: the text holds U+D800, half of a character pair, which is not text "
        "on its own: write the whole character, or remove it",
        f't.yaml:28: note: unknown key "note" (allowed here: {TOP_KEYS})',
    ]
    assert all(p.localized().isprintable() for p in problems)


def test_text_may_hold_line_breaks_and_tabs() -> None:
    text = MINI.read_text(encoding="utf-8").replace(
        'name: {en: "Mini", de: "Mini"}', 'name: {en: "Mini\\tand\\nmore", de: "Mini\\r\\n"}'
    )
    assert check_text(text, "t.yaml")[1] == []


def test_long_text_and_numbers_are_cut_short_in_messages() -> None:
    text = MINI.read_text(encoding="utf-8")
    long_name = text.replace('name: {en: "Mini", de: "Mini"}', f"name: {'x' * 5000}")
    assert [str(p) for p in check_text(long_name, "t.yaml")[1]] == [
        "t.yaml:4: name: expected at most 200 characters, got 5000"
    ]
    decimal = text.replace("hand_size: 5", f"hand_size: {'9' * 5000}")
    assert [str(p) for p in check_text(decimal, "t.yaml")[1]] == [
        f"t.yaml:6: hand_size: '{'9' * 39}… (5002 characters) is not a valid !!int value"
    ]


# -- overrides and other texts that do not come from a file -----------------------------------
def test_overrides_are_checked_like_the_file() -> None:
    deep = json.loads("[" * 900 + "]" * 900)  # past what copy.deepcopy manages
    assert [str(p) for p in check_file(MINI, {"name": deep})[1]] == [
        f"{MINI}: name: bad override: values nested more than {MAX_DEPTH} levels deep (a ruleset "
        "needs about 10)"
    ]
    assert [str(p) for p in check_file(MINI, {"name": "Mini\x00"})[1]] == [
        f"{MINI}:4: name: the text holds the control character U+0000: text may hold line breaks "
        'and tabs, no other control characters (value set by override "name")'
    ]
    (huge,) = check_file(MINI, {"hand_size": 1 << 4000})[1]
    assert huge.line == 6 and "is far too large for any setting" in huge.message
    assert len(huge.message) < 200


def test_a_canonical_text_nested_past_the_stack_is_refused() -> None:
    with pytest.raises(RulesetError, match="values nested more than"):
        identity_from_canonical("[" * 100_000 + "]" * 100_000)


# -- house rules and seats -------------------------------------------------------------------
def test_seats_are_checked_against_the_house_rules() -> None:
    """New game passes the seats it chose: a house rule may no longer seat them all."""
    assert check_file(MINI, {"players.max": 3}, players=3)[1] == []
    assert [str(p) for p in check_file(MINI, {"players.max": 3}, players=4)[1]] == [
        f"{MINI}:5: players.max: 4 players cannot play by these rules: they are for 2 to 3 "
        'players (value set by override "players.max")'
    ]
    assert [str(p) for p in check_file(MINI, None, players=5)[1]] == [
        f"{MINI}:5: players.max: 5 players cannot play by these rules: they are for 2 to 4 players"
    ]


def test_players_min_is_refused_as_a_house_rule_setting_even_by_override() -> None:
    decisions = [{"id": "D-1", "setting": "players.min"}]
    (problem,) = check_file(MINI, {"decisions": decisions})[1]
    assert problem.path == "decisions[0].setting"
    assert problem.message.startswith("players.min cannot be a house rule")


# -- the format follows the engine -----------------------------------------------------------
def test_the_format_s_limits_are_the_engine_s() -> None:
    defs = load_schema()["$defs"]
    assert MAX_TYPES == A.MAX_TYPES == A.TYPE_MASK  # a type fills the 8 bits of an action
    assert MAX_DECK == engine_rules.MAX_DECK
    rules = engine_rules.compile_rules(check_file(MINI)[0] or {})
    assert len(rules.call_at_size) == MAX_DECK  # indexed by hand size: at most the deck less one
    assert defs["call"]["properties"]["cards_left"]["maximum"] < MAX_DECK
    options = defs["choose_effect_params"]["properties"]["options"]["maxProperties"]
    assert options == effect_choose_effect.MAX_OPTIONS == A.option_of(0xF << A.OPTION_SHIFT) + 1
    assert A.option_of(A.make(A.PLAY, option=options - 1)) == options - 1


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"deck": [{"ranks": ["7"], "copies": 300}]}, "more than 256 cards"),
        ({"list": [{"id": "x", "cards_left": 256, "penalty": 1}]}, "a call at 256"),
    ],
)
def test_the_engine_refuses_what_it_cannot_represent(change: dict, words: str) -> None:
    """Whatever skips the checks (a document built in code) is refused when compiled, not
    played wrong."""
    doc = check_file(MINI)[0] or {}
    doc = {**doc, "calls": {**doc["calls"], **change}} if "list" in change else {**doc, **change}
    with pytest.raises(ValueError, match=words):
        engine_rules.compile_rules(doc)


# -- the commands: never a traceback ---------------------------------------------------------
def _hostile_paths(tmp_path: Path) -> list[Path]:
    """Every broken fixture, and files no fixture can be: huge, a FIFO, a device, a folder."""
    paths = sorted(BROKEN.glob("*.yaml"))
    huge = tmp_path / "huge.yaml"
    huge.write_bytes(b"a: [" + b"1," * MAX_FILE_BYTES + b"1]\n")
    paths += [huge, tmp_path]
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.yaml")
        paths.append(tmp_path / "pipe.yaml")
    if os.path.exists("/dev/zero"):
        (tmp_path / "zero.yaml").symlink_to("/dev/zero")
        paths.append(tmp_path / "zero.yaml")
    return paths


LOCATED = re.compile(r"^(?P<file>[^:]+)(:(?P<line>[1-9][0-9]*))?: \S.*$")


def test_check_locates_every_problem_and_never_raises(tmp_path: Path, capsys) -> None:
    paths = _hostile_paths(tmp_path)
    assert run_check([str(path) for path in paths]) == 2
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == f"{len(lines) - 1} problems in {len(paths)} of {len(paths)} files"
    for line in lines[:-1]:
        found = LOCATED.match(line)
        assert found and "Traceback" not in line and "internal error" not in line, line
        # A line for what is in a file; none for what is about the file itself.
        assert bool(found["line"]) == (Path(found["file"]).parent == BROKEN), line


def test_sim_refuses_every_hostile_ruleset_in_words(tmp_path: Path, capsys) -> None:
    for path in _hostile_paths(tmp_path):
        assert run_sim(["--ruleset", str(path), "--games", "1", "--players", "2"]) == 2, path
        err = capsys.readouterr().err
        assert err.startswith("sim: ") and "Traceback" not in err and "internal" not in err, err


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--cap", "0"], "sim: --cap must be at least 1"),
        (["--cap", "-5"], "sim: --cap must be at least 1"),
        (["--set", "name=" + "[" * 5000], "expected at most 200 characters"),  # read as text
        (["--set", "name=" + "[" * 900 + "]" * 900], "values nested more than 32 levels"),
        (["--set", "ranks.stop.effects.0.skip.count=1000000000"], "from 1 to 50"),
        (["--set", "players.max=3", "--players", "4"], "mini is for 2-3 players, not 4"),
    ],
)
def test_sim_arguments_are_refused_in_words(args: list[str], words: str, capsys) -> None:
    assert run_sim(["--ruleset", str(MINI), "--games", "1", *args]) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err, err


def test_sim_reports_a_round_that_reaches_its_cap(capsys) -> None:
    """A legal round too long for the cap stops there and is reported, with its seed."""
    assert run_sim(["--ruleset", str(MINI), "--games", "2", "--cap", "3", "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert [error["error"] for error in report["errors"]] == [
        "no end after 3 decisions (safety cap)"
    ] * 2
    assert report["decisions"] == 6
