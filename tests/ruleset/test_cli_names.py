"""Issue 32, case 5: every command takes a ruleset as a file, a built-in id, or the id of one
of the player's own (one resolver, `game.ruleset.locate`), and what `maumau rules` prints
of a house rule is what `sim --set` takes back.

On e9f3be4 every command refused an id of the player's folder ("no such file or built-in
ruleset"), and `rules` printed `['draw2', 'joker']`, which `--set` read as text. (The smoke
round, which starts a game, is tried in tests/ui/test_smoke_names.py.)
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ruleset import RulesetError, builtin_ruleset_ids, check_named, load_document, locate
from game.ruleset.commands import run_check, run_rules
from game.ruleset.house_rules import house_rules
from game.ruleset.locate import BUILTIN, FILE, OWN
from game.ruleset.overrides import setting_text, setting_value
from game.sim.commands import _overrides, run_sim
from game.sim.preview_commands import _load

from .locations import FIXTURES, MINI, ROOT

HOUSE_VALUES = FIXTURES / "good" / "house_values.yaml"
SETTING = re.compile(r"^  (?P<id>D-\S+)\s+(?P<path>\S+) = (?P<book>.*?)  \((?P<choices>.*)\)$")


@pytest.fixture
def own(own_folders: Path) -> Path:
    """The player's rulesets folder, holding `mine.yaml` (Mini under another id)."""
    folder = own_folders / "data" / "rulesets"
    folder.mkdir(parents=True)
    text = (ROOT / MINI).read_text(encoding="utf-8").replace("id: mini", "id: mine")
    (folder / "mine.yaml").write_text(text, encoding="utf-8")
    return folder


# -- one resolver -------------------------------------------------------------------------------
def test_a_name_is_a_path_a_builtin_id_or_one_of_the_players(own: Path) -> None:
    assert locate(str(ROOT / MINI)).kind == FILE
    assert locate("classic").kind == BUILTIN
    for name in ("mine", "mine.yaml"):
        found = locate(name)
        assert (found.kind, found.path, found.inside) == (OWN, own / "mine.yaml", own)
    (own / "classic.yaml").write_text((ROOT / MINI).read_text(encoding="utf-8"), "utf-8")
    assert locate("classic").kind == BUILTIN  # as in New game's list: the built-in one first


def test_a_name_found_nowhere_says_where_it_was_looked_for(own: Path) -> None:
    with pytest.raises(RulesetError) as caught:
        locate("nosuch")
    said = str(caught.value)
    assert said.startswith("nosuch: no such file, built-in ruleset or ruleset of yours in ")
    assert str(own) in said and "built-in: abacus, classic" in said
    assert str(own) in str(check_named("nosuch.yaml")[1][0])
    assert str(check_named("no/such.yaml")[1][0]) == "no/such.yaml: no such file"


def test_a_link_out_of_the_players_folder_is_refused(own: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside.yaml"
    outside.write_text((ROOT / MINI).read_text(encoding="utf-8"), encoding="utf-8")
    (own / "linked.yaml").symlink_to(outside)
    doc, problems = check_named("linked")
    assert doc is None and problems, problems
    assert check_named(str(outside))[0] is not None  # named as a path, it is the person's choice


def test_every_command_takes_the_players_id(own: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_check(["mine"]) == 0
    assert "mine: ok — Mini (mine)" in capsys.readouterr().out
    assert run_rules(["mine"]) == 0
    assert capsys.readouterr().out.startswith("Mini (mine)")
    assert run_sim(["--ruleset", "mine", "--games", "1", "--json"]) == 0
    assert '"ruleset": "mine"' in capsys.readouterr().out
    doc = _load("mine")  # what `preview` previews
    assert doc is not None and doc["id"] == "mine"


# -- `rules` prints what `sim --set` takes -----------------------------------------------------
def _printed_settings(name: str, capsys: pytest.CaptureFixture[str]) -> list[tuple[str, list[str]]]:
    assert run_rules([name]) == 0
    lines = capsys.readouterr().out.split("Settings a house rule may change")[1].splitlines()[1:]
    found = [SETTING.match(line) for line in lines]
    assert all(found), lines
    return [(m["path"], m["choices"].split(" | ")) for m in found if m]


@pytest.mark.parametrize("name", [*builtin_ruleset_ids(), str(HOUSE_VALUES), str(MINI)])
def test_every_value_rules_prints_is_taken_by_sim_set(
    name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    doc, problems = check_named(name)
    assert doc is not None, problems
    expected = [
        (p, list(v)) for rule in house_rules(doc) for p, v in rule.values_by_setting.items()
    ]
    printed = _printed_settings(name, capsys)
    assert [p for p, _ in printed] == [p for p, _ in expected]
    path_of = locate(name).path
    for (setting, texts), (_, values) in zip(printed, expected):
        assert len(texts) == len(values), texts
        for text, value in zip(texts, values):
            overrides = _overrides([f"{setting}={text}"])  # exactly what `sim --set` does
            assert overrides == {setting: value}, (setting, text)
            load_document(path_of, overrides)  # and the ruleset takes it


def test_sim_plays_the_printed_compound_values(capsys: pytest.CaptureFixture[str]) -> None:
    printed = dict(_printed_settings(str(HOUSE_VALUES), capsys))
    for setting in ("ranks.8.effects", "ranks.stop.effects", "ranks.8.rank_aliases"):
        argv = ["--ruleset", str(HOUSE_VALUES), "--games", "2", "--json"]
        assert run_sim([*argv, "--set", f"{setting}={printed[setting][1]}"]) == 0, setting
        assert capsys.readouterr().err == ""


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("true", True),
        ("True", True),  # YAML's word for it, as a ruleset file may write it
        ("8", 8),
        ("keep_top", "keep_top"),
        ('"7"', "7"),
        ("'7'", "7"),
        ("[draw2, joker]", ["draw2", "joker"]),
        ('["draw2","joker"]', ["draw2", "joker"]),  # JSON, as --set took before
        ("{skip: {count: 2}}", {"skip": {"count": 2}}),
        ("Mau #1", "Mau #1"),  # not cut at a YAML comment
        ("[oops", "[oops"),  # neither JSON nor YAML: the text itself
        ("", ""),
    ],
)
def test_set_takes_json_yaml_and_plain_words(text: str, value: object) -> None:
    assert _overrides([f"rules.x={text}"]) == {"rules.x": value}


_WORDS = st.text(max_size=12) | st.sampled_from(["true", "Null", "7", "a: b", "x #y", "[", "é"])
_SCALARS = st.none() | st.booleans() | st.integers(-(2**53), 2**53) | _WORDS
_VALUES = st.recursive(
    _SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(_WORDS, inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(_VALUES)
def test_what_rules_prints_set_reads_back_whatever_the_value(value: object) -> None:
    text = setting_text(value)
    assert setting_value(text) == value and type(setting_value(text)) is type(value), text
