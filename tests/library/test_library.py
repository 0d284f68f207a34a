"""The library of published games (`rulesets/library/`): each file is a good ruleset that
credits its source, is found by its id like the game's own rulesets, keeps the engine's
invariants in random rounds at 2, 4 and the most seats, and has a group of its own on New
game."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from game import paths
from game.ruleset import builtin_ruleset_ids, check_file, library_ruleset_ids, locate
from game.ruleset.locate import BUILTIN
from game.table import rulecache
from game.ui.scenes.newgame.tiles import group_firsts, signature_card
from tests.engine.checks import play_checked
from tests.helpers import draws, load

LIBRARY = library_ruleset_ids()
# The published games the library ships (issue 38's list), by id.
GAMES = {
    "crazy_eights",
    "switch",
    "last_card",
    "makao",
    "pesten",
    "tschau_sepp",
    "market",
    "black_jack",
    "colour_clash",
}
CASES = [(name, players) for name in LIBRARY for players in sorted({2, 4, load(name).max_players})]


@pytest.mark.parametrize("name", LIBRARY)
def test_each_game_is_a_good_ruleset_that_credits_its_source(name):
    path = paths.library_dir() / f"{name}.yaml"
    doc, problems = check_file(path)
    assert not problems, problems
    assert doc is not None and doc["id"] == name
    assert doc.get("book"), "the credit shown to players names the published source"
    header = path.read_text(encoding="utf-8").split("\nformat:")[0]
    assert "http" in header, "the file's header comment gives the source's address"
    assert not doc.get("traditional"), "the traditional game is the game's own Mau-Mau"


def test_the_library_holds_the_published_games():
    assert set(LIBRARY) == GAMES


def test_no_game_of_the_library_takes_an_id_of_the_game_s_own():
    assert not set(LIBRARY) & set(builtin_ruleset_ids())


@pytest.mark.parametrize("name", LIBRARY)
def test_a_game_of_the_library_is_found_by_its_id(name):
    found = locate(name)
    assert found.kind == BUILTIN and found.path.parent == paths.library_dir()


def test_the_library_is_found_by_id_where_it_is(tmp_path, monkeypatch):
    """Without depending on the shipped files: a game put in the library folder is found by
    its id, as a ruleset of the game (not one of the player's)."""
    shutil.copy(paths.rulesets_dir() / "classic.yaml", tmp_path / "eights.yaml")
    monkeypatch.setattr(paths, "library_dir", lambda: Path(tmp_path))
    found = locate("eights")
    assert (found.kind, found.path) == (BUILTIN, tmp_path / "eights.yaml")
    assert "eights" in library_ruleset_ids()


def test_new_game_heads_the_library_and_the_player_s_own_with_their_groups(monkeypatch):
    monkeypatch.setattr(rulecache, "library_ids", lambda: ["eights", "pesten"])
    monkeypatch.setattr(rulecache, "ids", lambda: ["noris", "classic", "eights", "pesten"])
    firsts = group_firsts(["noris", "classic", "eights", "pesten", "/own/mine.yaml", "/own/b"])
    assert firsts == {"eights": "newgame.group.library", "/own/mine.yaml": "newgame.group.yours"}
    assert group_firsts(["noris", "classic"]) == {}


def test_a_game_s_tile_shows_its_wild_card_else_its_first_special_one():
    doc = {
        "colours": ["clubs", "hearts"],
        "ranks": {
            "2": {"effects": [{"draw": {"count": 2}}]},
            "8": {"effects": ["name_colour"]},
            "joker": {"coloured": False, "plays_on": "any"},
        },
    }
    assert signature_card(doc) == "clubs:8"
    del doc["ranks"]["8"]
    assert signature_card(doc) == "joker"
    del doc["ranks"]["joker"]
    assert signature_card(doc) == "clubs:2"
    assert signature_card({"colours": ["red"], "ranks": {"1": {}}}) is None


@pytest.mark.parametrize(("name", "players"), CASES, ids=[f"{n}-{p}" for n, p in CASES])
@settings(
    max_examples=draws(6, quick=1),
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
    phases=[Phase.explicit, Phase.generate],
)
@given(seed=st.integers(0, 2**62), forget=st.sampled_from([0.0, 0.3]))
def test_random_rounds_of_each_game_keep_the_invariants(name, players, seed, forget):
    play_checked(load(name), players, seed, forget_calls=forget, strict=True)


def test_a_decision_s_label_names_its_value_on_new_game():
    """Crazy Eights' D-104 (twos draw two, stacking) said in full does not fit New game's
    control; its decision's `label` names the value there, in the reader's language, and the
    book's value keeps its words."""
    from game.i18n import set_language
    from game.table.houserules import offers

    doc = rulecache.document("crazy_eights")
    try:
        for language, words in (("en", "draw 2, stacks"), ("de", "nimm 2, stapelbar")):
            set_language(language)
            offer = next(o for o in offers(doc) if o.rule.id == "D-104")
            assert offer.options[1][1] == words
            assert offer.options[0][1] != words
    finally:
        set_language("en")
