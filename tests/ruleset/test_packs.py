"""The pack a ruleset is played with: named by `pack`, else inferred from the colours as
before the key existed; held to its colours by `check`; said in the pack's own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.i18n import set_language
from game.rulebook import colour_name, colours_line, pack_line, rank_name
from game.ruleset import builtin_ruleset_ids, check_file, find_ruleset, load_document, load_rules
from game.ruleset.facts import facts_of
from game.ruleset.packs import PACK_IDS, PACKS, pack_face, pack_of, speaks_of_suits
from game.ruleset.schema import load_schema
from game.words import card_name

PACKS_DIR = Path(__file__).resolve().parents[1] / "fixtures" / "packs"
GERMAN, SWISS, SHAPES = (
    PACKS_DIR / f"{n}.yaml" for n in ("classic_german", "swiss_pack", "shapes_pack")
)


@pytest.fixture(autouse=True)
def english():
    yield
    set_language("en")


def test_the_schema_lists_the_same_packs() -> None:
    assert tuple(load_schema()["properties"]["pack"]["enum"]) == PACK_IDS


@pytest.mark.parametrize("ruleset", builtin_ruleset_ids())
def test_a_file_without_pack_keeps_the_pack_its_colours_gave(ruleset: str) -> None:
    """No built-in file names its pack: the French suits are a French pack, the rest colours,
    and no rank's face is decided by the pack (every face stays as it was)."""
    doc = load_document(find_ruleset(ruleset))
    assert "pack" not in doc
    assert pack_of(doc) == ("french" if ruleset == "classic" else "colours")
    assert not any(pack_face(doc, rank) for rank in doc["ranks"])


@pytest.mark.parametrize("path", [GERMAN, SWISS, SHAPES])
def test_the_pack_fixtures_are_good_rulesets_with_their_pack(path: Path) -> None:
    doc, problems = check_file(path)
    assert problems == [] and doc is not None
    pack = PACKS[doc["pack"]]
    assert set(doc["colours"]) <= set(pack.colours)
    assert all(pack_face(doc, rank) for rank in doc["ranks"])  # every rank is the pack's own


def test_a_written_pack_decides_the_faces_over_the_effects() -> None:
    """The Unter wishes a suit, yet shows the Unter, not the wild picture; a 7 shows pips."""
    faces = facts_of(load_rules(str(GERMAN))).faces
    assert faces == {
        "7": "number",
        "8": "number",
        "9": "number",
        "10": "number",
        "under": "under",
        "ober": "ober",
        "king": "king",
        "ace": "ace",
    }
    assert facts_of(load_rules(str(SHAPES))).faces["twenty"] == "twenty"


def test_german_and_swiss_packs_speak_of_suits_the_shapes_of_colours() -> None:
    assert speaks_of_suits(load_document(GERMAN)) and speaks_of_suits(load_document(SWISS))
    assert not speaks_of_suits(load_document(SHAPES))
    assert facts_of(load_rules(str(GERMAN))).suited


@pytest.mark.parametrize(
    "lang, names, colours, pack",
    [
        (
            "en",
            ["Ober of acorns", "Under of hearts", "Ace of bells", "7 of leaves"],
            "Suits: acorns, leaves, hearts, bells",
            "Played with a German pack.",
        ),
        (
            "de",
            ["Eichel-Ober", "Rot-Unter", "Schellen-Daus", "Grün-7"],
            "Farben: Eichel, Grün, Rot, Schellen",
            "Gespielt mit einem deutschen Blatt.",
        ),
        (
            "sv",
            ["ekollon ober", "hjärter under", "bjällror ess", "löv 7"],
            "Färger: ekollon, löv, hjärter, bjällror",
            "Spelas med en tysk kortlek.",
        ),
    ],
)
def test_the_german_pack_in_its_words(lang: str, names: list[str], colours: str, pack: str) -> None:
    """German calls the hearts of its own pack Rot and its ace the Daus; the ranks without a
    name in the file are called by the pack's words."""
    set_language(lang)
    rules = load_rules(str(GERMAN))
    cards = ["acorns:ober", "hearts:under", "bells:ace", "leaves:7"]
    assert [card_name(rules, rules.card_from_text(c)) for c in cards] == names
    doc = load_document(GERMAN)
    assert colours_line(doc) == colours
    assert pack_line(doc) == pack


@pytest.mark.parametrize(
    "lang, banner, acorns, shapes",
    [
        ("en", "Banner", "acorns", "circles, triangles, crosses, squares, stars"),
        ("de", "Banner", "Eicheln", "Kreise, Dreiecke, Kreuze, Quadrate, Sterne"),
        ("sv", "banér", "ekollon", "cirklar, trianglar, kors, kvadrater, stjärnor"),
    ],
)
def test_swiss_and_shape_words(lang: str, banner: str, acorns: str, shapes: str) -> None:
    """The Swiss acorns are Eicheln in German (the German pack's are Eichel)."""
    set_language(lang)
    swiss = load_document(SWISS)
    assert rank_name(swiss, "banner") == banner
    assert colour_name(swiss, "acorns") == acorns
    assert colour_name(load_document(GERMAN), "acorns") != acorns or lang != "de"
    assert colours_line(load_document(SHAPES)).endswith(shapes)


def test_the_rules_name_the_pack_only_where_the_file_names_it() -> None:
    classic = load_document(find_ruleset("classic"))
    assert pack_line(classic) == ""
    assert pack_line(dict(classic, pack="french")) == "Played with a French pack."


@pytest.mark.parametrize(
    "lang, names, wish",
    [
        ("en", ["circle 5", "star 1", "Twenty"], "circles"),
        ("de", ["Kreis 5", "Stern 1", "Zwanzig"], "Kreise"),
        ("sv", ["cirkel 5", "stjärna 1", "tjugo"], "cirklar"),
    ],
)
def test_a_shape_card_is_named_by_its_one_shape(lang: str, names: list[str], wish: str) -> None:
    """One card shows one shape ("circle 5"); a wish names the shapes ("circles")."""
    set_language(lang)
    rules = load_rules(str(SHAPES))
    cards = ["circles:5", "stars:1", "twenty"]
    assert [card_name(rules, rules.card_from_text(c)) for c in cards] == names
    assert facts_of(rules).colour_name("circles") == wish
