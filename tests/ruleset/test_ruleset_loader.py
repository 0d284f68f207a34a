"""Reading YAML: plain data only, YAML 1.2 scalars, lines kept, hostile input refused calmly."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.ruleset import Problem, RulesetError, check_file, find_ruleset, shipped_ruleset_ids
from game.ruleset.loader import MAX_CHARACTERS, MAX_VALUES, load_text
from game.ruleset.problem import format_path


def test_yaml_1_2_scalars() -> None:
    text = "a: 6_9\nb: no\nc: 0x10\nd: 1.5\ne: ~\nf: 2001-12-14\ng: True\nh: '7'\ni: 010\nj: <<\n"
    loaded = load_text(text, "t.yaml")
    assert loaded.problems == []
    assert loaded.data == {
        "a": "6_9",
        "b": "no",
        "c": 16,
        "d": 1.5,
        "e": None,
        "f": "2001-12-14",
        "g": True,
        "h": "7",
        "i": 10,
        "j": "<<",
    }


def test_lines_of_values_and_keys() -> None:
    loaded = load_text(
        "players:\n  min: 2\n  max: 4\nranks:\n  a:\n    effects: [x, {y: 1}]\n", "t.yaml"
    )
    source = loaded.source
    assert source.line(("players", "max")) == 3
    assert source.line(("ranks", "a", "effects", 1, "y")) == 6
    assert source.line(("players",), key=True) == 1
    assert source.line(("players", "missing"), key=True) == 1  # the nearest existing parent
    assert source.raw[("players", "min")] == "2"


def test_alias_bomb_is_refused() -> None:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]" for i in range(1, 7)]
    loaded = load_text("\n".join(lines) + "\n", "bomb.yaml")
    assert next(str(p) for p in loaded.problems).endswith(
        f"too many values (aliases expand past {MAX_VALUES})"
    )


def test_a_long_text_repeated_by_aliases_is_refused_before_it_is_repeated(monkeypatch) -> None:
    """One 200,000-character text aliased 200 times is 40 MB once written out: refused whole
    (no data for any screen to repeat), after counting no more than two of its copies."""
    from game.ruleset import loader

    counted: list[int] = []
    real = loader._Converter.tally
    monkeypatch.setattr(
        loader._Converter, "tally", lambda self, node: counted.append(1) or real(self, node)
    )
    long = "x" * 200_000
    text = f"name: &long {long}\nmore: [{', '.join(['*long'] * 200)}]\n"
    loaded = load_text(text, "bomb.yaml")
    assert loaded.data is None
    assert [str(p) for p in loaded.problems] == [
        f"bomb.yaml:1: its values come to more than {MAX_CHARACTERS} characters once its"
        " aliases (*name) are written out: a ruleset needs far fewer"
    ]
    assert len(counted) <= 6  # the root, "name", its text, "more", the list, one copy: refused


def test_a_file_without_aliases_never_reaches_the_character_limit() -> None:
    """The limit is the reader's byte limit: only aliases can pass it."""
    from game.ruleset.reader import MAX_FILE_BYTES

    assert MAX_CHARACTERS >= MAX_FILE_BYTES
    text = "a: " + "x" * (MAX_FILE_BYTES - 10) + "\n"
    assert load_text(text, "t.yaml").data == {"a": "x" * (MAX_FILE_BYTES - 10)}


def test_recursive_alias_is_refused() -> None:
    loaded = load_text("a: &x [*x]\n", "t.yaml")
    assert [str(p) for p in loaded.problems] == [
        "t.yaml:1: a[0]: an alias refers to a value that contains it"
    ]


def test_python_tags_are_never_constructed(tmp_path: Path) -> None:
    marker = tmp_path / "constructed"
    text = f"a: !!python/object/apply:pathlib.Path.touch [!!python/object/apply:pathlib.Path ['{marker}']]\n"
    loaded = load_text(text, "t.yaml")
    assert not marker.exists()
    assert [str(p) for p in loaded.problems] == [
        "t.yaml:1: a: unsupported tag !!python/object/apply:pathlib.Path.touch (only plain YAML data is allowed)",
        "t.yaml:1: a[0]: unsupported tag !!python/object/apply:pathlib.Path (only plain YAML data is allowed)",
    ]


def test_keys_that_are_not_text() -> None:
    loaded = load_text("ranks:\n  7: {}\nrules:\n  true: 1\n  ? [a]\n  : 2\n", "t.yaml")
    assert [str(p) for p in loaded.problems] == [
        't.yaml:2: ranks.7: rank id 7 is read as a number: quote it ("7":)',
        't.yaml:4: rules.true: key true is read as true or false: quote it ("true":)',
        "t.yaml:5: rules: a key must be plain text, not a list or mapping",
    ]


def test_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "latin1.yaml"
    path.write_bytes("name: Färg\n".encode("latin-1"))
    assert check_file(path)[1] == [
        Problem(str(path), 0, "", "not UTF-8 text (invalid continuation byte at byte 7)")
    ]


def test_find_ruleset() -> None:
    assert find_ruleset("rulesets/noris.yaml") == Path("rulesets/noris.yaml")
    with pytest.raises(RulesetError) as caught:
        find_ruleset("nope")
    assert str(caught.value) == (
        "nope: no such file, built-in ruleset or ruleset of yours in "
        f"{os.environ['MAUMAU_DATA_DIR']}/rulesets (built-in: {', '.join(shipped_ruleset_ids())})"
    )
    assert caught.value.problems == [Problem("nope", 0, "", caught.value.problems[0].message)]
    with pytest.raises(RulesetError, match="is a directory"):
        find_ruleset("rulesets")


def test_problem_text() -> None:
    assert str(Problem("a.yaml", 3, "x.y", "bad")) == "a.yaml:3: x.y: bad"
    assert str(Problem("a.yaml", 0, "", "no such file")) == "a.yaml: no such file"
    assert (
        format_path(("ranks", "stop", "effects", 0, "skip", "count"))
        == "ranks.stop.effects[0].skip.count"
    )
    error = RulesetError([Problem("a.yaml", 1, "", "one"), Problem("a.yaml", 2, "", "two")])
    assert isinstance(error, ValueError)
    assert str(error) == "a.yaml:1: one\na.yaml:2: two"
