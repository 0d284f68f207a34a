"""The card art: every card of every built-in ruleset renders, at any size, and looks its own."""

from __future__ import annotations

import hashlib

import pygame
import pytest

from game import i18n
from game.ruleset import builtin_ruleset_ids, load_rules
from game.ruleset.semantics import PICTURES
from game.ui.art import pictures as P
from game.ui.art import shapes as S
from game.ui.art.cards import CARD_RATIO, CardArt
from game.ui.art.palette import FALLBACK_SYMBOLS, KNOWN, palette

RULESETS = builtin_ruleset_ids()
WIDTHS = (57, 96, 150)


@pytest.fixture(scope="module", autouse=True)
def _fonts() -> None:
    pygame.font.init()


def _digest(surface: pygame.Surface) -> str:
    return hashlib.sha1(pygame.image.tobytes(surface, "RGBA")).hexdigest()


@pytest.fixture(scope="module")
def arts() -> dict[str, CardArt]:
    return {ruleset: CardArt(load_rules(ruleset)) for ruleset in RULESETS}


def test_the_builtin_rulesets_are_all_here() -> None:
    assert set(RULESETS) >= {"abacus", "classic", "emmi", "huch", "noris"}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_card_renders_at_three_widths(arts: dict[str, CardArt], ruleset: str) -> None:
    art = arts[ruleset]
    for card in range(art.rules.n_types):
        for width in WIDTHS:
            image = art.face(card, width)
            assert image.get_size() == (width, round(width * CARD_RATIO))
            assert image.get_flags() & pygame.SRCALPHA
            assert image.get_at((0, 0)).a < 40  # rounded corner: see-through
            assert image.get_at((width // 2, image.get_height() // 2)).a == 255


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_card_looks_different(arts: dict[str, CardArt], ruleset: str) -> None:
    art = arts[ruleset]
    digests = [_digest(art.face(card, 80)) for card in range(art.rules.n_types)]
    assert len(set(digests)) == len(digests)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_special_cards_show_a_picture_not_just_words(ruleset: str) -> None:
    rules = load_rules(ruleset)
    art, words = CardArt(rules), CardArt(rules, pictures=False)
    specials = [c for c in range(rules.n_types) if art.describe(c).picture != "number"]
    assert specials
    for card in specials:
        assert _digest(art.face(card, 90)) != _digest(words.face(card, 90)), rules.type_text[card]


@pytest.mark.parametrize("name", sorted(set(P.PAINTERS) - {"number"}))
def test_each_picture_is_a_drawing_that_covers_its_box(name: str) -> None:
    ink = P.Ink(
        (200, 40, 40),
        (30, 30, 30),
        (255, 255, 255),
        3.0,
        tuple((c.rgb, c.symbol) for c in palette(["red", "yellow", "green", "blue"])),
    )
    surface = pygame.Surface((200, 200))
    surface.fill((255, 255, 255))
    P.paint_picture(surface, S.Frame(100, 100, 90), name, ink, count=2, label="0")
    inked = sum(
        1
        for x in range(0, 200, 4)
        for y in range(0, 200, 4)
        if surface.get_at((x, y))[:3] != (255, 255, 255)
    )
    assert inked > 0.12 * 50 * 50, f"{name} covers only {inked} of 2500 sample points"


def test_every_picture_name_can_be_drawn() -> None:
    courts = {"jack", "queen", "king", "ace"}
    assert set(P.PAINTERS) | courts == set(PICTURES)


def test_pictures_follow_the_rulesets(arts: dict[str, CardArt]) -> None:
    def picture(ruleset: str, text: str) -> str:
        art = arts[ruleset]
        return art.describe(art.rules.card_from_text(text)).picture

    assert picture("noris", "red:stop") == "skip"
    assert picture("noris", "wild") == "wild"
    assert picture("emmi", "joker") == "joker"
    assert picture("abacus", "blue:0") == "shield"
    assert picture("abacus", "blue:6_9") == "both_ways"
    assert picture("abacus", "your_choice") == "your_choice"
    assert picture("classic", "hearts:7") == "number"
    assert picture("classic", "hearts:queen") == "queen"
    face = arts["noris"].describe(arts["noris"].rules.card_from_text("green:draw4"))
    assert (face.picture, face.count, face.corner) == ("draw", 4, "+4")


def test_six_and_nine_are_told_apart_upside_down(arts: dict[str, CardArt]) -> None:
    art = arts["emmi"]
    six = art.face(art.rules.card_from_text("red:6"), 100)
    nine = art.face(art.rules.card_from_text("red:9"), 100)
    assert _digest(pygame.transform.rotate(six, 180)) != _digest(nine)
    assert (
        P.label_image("6", 40, (0, 0, 0), None, 0, 100).get_height()
        > P.label_image("8", 40, (0, 0, 0), None, 0, 100).get_height()
    )


def test_colours_have_distinct_tones_and_symbols() -> None:
    for ruleset in RULESETS:
        colours = palette(load_rules(ruleset).colours)
        assert len({c.rgb for c in colours}) == len(colours)
        assert len({c.symbol for c in colours}) == len(colours)
    assert [c.symbol for c in palette(["clubs", "spades", "hearts", "diamonds"])] == [
        "club",
        "spade",
        "heart",
        "diamond",
    ]
    odd = palette(["red", "mauve", "teal", "rot"])
    assert odd[0].symbol == "heart" and odd[1].symbol in FALLBACK_SYMBOLS
    assert len({c.rgb for c in odd}) == 4 and len({c.symbol for c in odd}) == 4
    eight = palette([f"c{i}" for i in range(8)])
    assert len({c.rgb for c in eight}) == 8 and len({c.symbol for c in eight}) == 8
    assert all(name in S.SYMBOLS for name, _ in [(v[1], 0) for v in KNOWN.values()])


def test_colour_blind_symbols_can_be_switched_off() -> None:
    rules = load_rules("noris")
    card = rules.card_from_text("red:5")
    with_symbols = CardArt(rules).face(card, 90)
    without = CardArt(rules, colour_blind_symbols=False).face(card, 90)
    assert _digest(with_symbols) != _digest(without)


def test_backs_swatches_and_effect_pictures(arts: dict[str, CardArt]) -> None:
    art = arts["emmi"]
    back = art.back(100)
    assert back.get_size() == (100, 150) and back.get_at((50, 75)).a == 255
    assert art.back(100) is back  # cached
    swatches = [art.colour_swatch(i, 64) for i in range(len(art.rules.colours))]
    assert all(s.get_size() == (64, 64) and s.get_at((32, 32)).a == 255 for s in swatches)
    assert swatches[0].get_at((0, 0)).a == 0
    assert len({_digest(s) for s in swatches}) == len(swatches)
    pictures = [
        art.effect_picture(name, 72) for name in ("skip", "colour_change", "reverse", "draw2")
    ]
    assert all(p.get_size() == (72, 72) for p in pictures)
    assert len({_digest(p) for p in pictures}) == 4
    assert art.effect_picture("x_plus", 40).get_size() == (40, 40)
    assert _digest(art.effect_picture("draw6", 40)) != _digest(art.effect_picture("draw2", 40))
    with pytest.raises(ValueError):
        art.effect_picture("juggle", 40)


def test_faces_are_cached_per_size(arts: dict[str, CardArt]) -> None:
    art = arts["huch"]
    assert art.face(3, 70) is art.face(3, 70)
    assert art.face(3, 70) is not art.face(3, 71)


def test_court_letters_follow_the_language() -> None:
    rules = load_rules("classic")
    jack = rules.card_from_text("hearts:jack")
    art = CardArt(rules)
    try:
        english = art.describe(jack).corner
        i18n.set_language("de")
        german = art.describe(jack).corner
        assert art.describe(rules.card_from_text("hearts:queen")).corner == "D"
    finally:
        i18n.set_language("en")
    assert (english, german) == ("J", "B")


def test_a_court_picture_off_the_suits_paints_its_label_instead_of_crashing() -> None:
    """`check` refuses a king on colours without court figures (issue 32); rules compiled past
    it (an old save's embedded rules) paint the card's name as a number card would."""
    import copy

    from game.engine.rules import compile_rules
    from game.ruleset import find_ruleset, load_document

    doc = copy.deepcopy(load_document(find_ruleset("noris")))
    first = next(iter(doc["ranks"]))
    doc["ranks"][first]["picture"] = "king"
    wild = next(r for r, spec in doc["ranks"].items() if not spec["coloured"])
    doc["ranks"][wild]["picture"] = "ace"
    rules = compile_rules(doc)
    art = CardArt(rules)
    for card in range(rules.n_types):
        assert art.face(card, 60).get_size() == (60, 90)
