"""The round's end says where the match stands and how it is won."""

from __future__ import annotations

import pytest

from game.i18n import set_language
from game.table import rulecache
from game.table.results import RoundResult
from game.ui.scenes.results.roundend import RoundEndScene


def result(number: int, leaders: tuple[int, ...], *, over: bool = False) -> RoundResult:
    return RoundResult(
        ("You", "Anna", "Ben"),
        ((), (), ()),
        (0, 5, 9),
        (0, 0, 0),
        0,
        False,
        True,
        over,
        you=0,
        number=number,
        leaders=leaders,
    )


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def test_round_of_rounds_who_leads_and_how_the_match_is_won():
    scene = RoundEndScene(rulecache.rules("classic", None), result(1, (1,)))
    where, how = scene.match_lines()
    assert where == "Round 1 of 5 · Anna leads"
    assert how == "A match has 5 rounds. The lowest total wins the match."
    assert RoundEndScene(rulecache.rules("classic", None), result(2, (0,))).match_lines()[0] == (
        "Round 2 of 5 · You lead"
    )
    assert RoundEndScene(rulecache.rules("classic", None), result(2, (1, 2))).match_lines()[0] == (
        "Round 2 of 5 · Anna & Ben lead"
    )


def test_a_match_to_points_says_the_limit():
    scene = RoundEndScene(rulecache.rules("abacus", None), result(3, (0, 1, 2)))
    where, how = scene.match_lines()
    assert where == "Round 3 · All level"
    assert "500 points" in how


def test_in_german():
    set_language("de")
    scene = RoundEndScene(rulecache.rules("classic", None), result(1, (1,)))
    assert scene.match_lines()[0] == "Runde 1 von 5 · Anna führt"
