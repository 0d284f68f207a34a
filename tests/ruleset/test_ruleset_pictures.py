"""Which picture each rank's face shows: given in the file, or derived from its effects."""

from __future__ import annotations

import pytest

from game.ruleset import find_ruleset, load_document
from game.ruleset.semantics import PICTURES, rank_picture
from game.ruleset.validate import load_schema


def test_schema_lists_the_same_pictures() -> None:
    assert tuple(load_schema()["$defs"]["rank"]["properties"]["picture"]["enum"]) == PICTURES


def _pictures(ruleset: str) -> dict[str, tuple[str, int]]:
    doc = load_document(find_ruleset(ruleset))
    return {rank: rank_picture(doc, rank) for rank in doc["ranks"]}


@pytest.mark.parametrize(
    ("ruleset", "expected"),
    [
        (
            "abacus",
            {
                "0": ("shield", 0),
                "2plus": ("draw", 2),
                "6_9": ("both_ways", 0),
                "skip": ("skip", 0),
                "trade_hands": ("trade", 0),
                "xplus": ("x_plus", 0),
                "your_choice": ("your_choice", 0),
                "5": ("number", 0),
            },
        ),
        (
            "classic",
            {
                "7": ("number", 2),
                "8": ("number", 0),
                "9": ("number", 0),
                "jack": ("jack", 0),
                "queen": ("queen", 0),
                "king": ("king", 0),
                "ace": ("ace", 0),
            },
        ),
        (
            "emmi",
            {
                "skip": ("skip", 0),
                "colour_change": ("wild", 0),
                "reverse": ("reverse", 0),
                "draw2": ("draw", 2),
                "joker": ("joker", 0),
                "1": ("number", 0),
            },
        ),
        ("huch", {"free_colour": ("wild", 0), "draw2": ("draw", 2), "9": ("number", 0)}),
        ("noris", {"stop": ("skip", 0), "draw4": ("draw", 4), "wild": ("wild", 0)}),
    ],
)
def test_builtin_pictures(ruleset: str, expected: dict[str, tuple[str, int]]) -> None:
    pictures = _pictures(ruleset)
    assert {rank: pictures[rank] for rank in expected} == expected


def test_given_picture_wins_over_effects() -> None:
    doc = {
        "ranks": {
            "stop": {"kind": "symbol", "picture": "reverse", "effects": ["reverse"]},
            "go": {"kind": "symbol", "picture": "skip", "effects": [{"skip": {}}]},
        }
    }
    doc["ranks"]["stop"]["picture"] = "shield"
    assert rank_picture(doc, "stop") == ("shield", 0)
    assert rank_picture(doc, "go") == ("skip", 0)


def test_defender_inside_choose_effect_gets_a_shield() -> None:
    doc = {
        "ranks": {
            "j": {
                "kind": "symbol",
                "effects": [
                    {
                        "choose_effect": {
                            "options": {"d": [{"draw": {"count": 2, "defended_by": ["z"]}}]}
                        }
                    }
                ],
            },
            "z": {"kind": "number"},
        }
    }
    assert rank_picture(doc, "z") == ("shield", 0)
    assert rank_picture(doc, "j") == ("joker", 0)
