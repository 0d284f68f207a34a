"""The packs drawn by the game: every card of the German, Swiss and shape packs renders at any
size and looks its own, their suit symbols are told apart at a corner's size, and a file that
names the French pack looks exactly as one that leaves it to its colours."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pygame
import pytest

from game import i18n
from game.ruleset import find_ruleset, load_rules
from game.ui.art import shapes as S
from game.ui.art.cards import CARD_RATIO, CardArt, supersample
from game.ui.art.packsymbols import PACK_SYMBOLS, pack_symbol
from game.ui.art.palette import PACK_COLOURS

PACKS_DIR = Path(__file__).resolve().parents[1] / "fixtures" / "packs"
FIXTURES = ("classic_german", "swiss_pack", "shapes_pack")
WIDTHS = (57, 96, 150)


@pytest.fixture(scope="module", autouse=True)
def _fonts() -> None:
    pygame.font.init()


@pytest.fixture(autouse=True)
def english():
    yield
    i18n.set_language("en")


def _digest(surface: pygame.Surface) -> str:
    return hashlib.sha1(pygame.image.tobytes(surface, "RGBA")).hexdigest()


def _art(name: str) -> CardArt:
    return CardArt(load_rules(str(PACKS_DIR / f"{name}.yaml")))


@pytest.mark.parametrize("name", FIXTURES)
def test_every_card_of_a_pack_renders_at_three_widths_and_looks_its_own(name: str) -> None:
    art = _art(name)
    for width in WIDTHS:
        digests = set()
        for card in range(art.rules.n_types):
            image = art.face(card, width)
            assert image.get_size() == (width, round(width * CARD_RATIO))
            assert image.get_at((0, 0)).a < 40  # rounded corner: see-through
            digests.add(_digest(image))
        assert len(digests) == art.rules.n_types, width


@pytest.mark.parametrize("name", FIXTURES)
def test_every_card_of_a_pack_is_drawn_by_the_pack(name: str) -> None:
    """No card of these packs shows a picture of what it does (a Draw 2 or a wild's wheel):
    the face is the pack's, as a real pack's is."""
    art = _art(name)
    assert all(art.describe(card).pack_face for card in range(art.rules.n_types))


def _symbol_image(name: str, size: int) -> pygame.Surface:
    def paint(big: pygame.Surface, k: int) -> None:
        f = S.Frame(big.get_width() / 2, big.get_height() / 2, big.get_width() / 2 * 0.9)
        S.paint_symbol(big, f, name, (150, 60, 40), (40, 20, 10), big.get_width() * 0.02)

    return supersample(size, size, paint, (255, 255, 255))


def test_the_suit_symbols_fit_their_box_and_differ_at_a_corners_size() -> None:
    for name in PACK_SYMBOLS:
        points = [p for poly in pack_symbol(name).outline for p in poly]
        assert max(max(abs(x), abs(y)) for x, y in points) == pytest.approx(1.0, abs=0.02), name
    at_20 = {name: pygame.image.tobytes(_symbol_image(name, 20), "RGB") for name in PACK_SYMBOLS}
    assert len(set(at_20.values())) == len(PACK_SYMBOLS)
    for a in PACK_SYMBOLS:  # not merely different bytes: a fifth of the pixels or more differ
        for b in PACK_SYMBOLS:
            if a < b:
                changed = sum(x != y for x, y in zip(at_20[a][::3], at_20[b][::3]))
                assert changed > 400 * 0.2, (a, b)


def test_each_pack_gives_its_colours_their_own_symbol_and_tone() -> None:
    for pack, colours in PACK_COLOURS.items():
        assert len({symbol for _rgb, symbol in colours.values()}) == len(colours), pack
        assert len({rgb for rgb, _symbol in colours.values()}) == len(colours), pack


@pytest.mark.parametrize("lang, letters", [("en", "UOKA"), ("de", "UOKD"), ("sv", "UOKE")])
def test_the_court_letters_of_the_german_pack(lang: str, letters: str) -> None:
    """German says Unter, Ober, König and Daus; English and Swedish their own words' letters."""
    i18n.set_language(lang)
    art = _art("classic_german")
    rules = art.rules
    cards = [rules.card_from_text(f"acorns:{r}") for r in ("under", "ober", "king", "ace")]
    assert "".join(art.describe(card).corner for card in cards) == letters


def test_the_ober_is_not_the_unter() -> None:
    """Same suit, same outline of a double-headed figure, yet the two differ in many pixels
    (the symbol held high or low, a hat or a cap)."""
    art = _art("classic_german")
    rules = art.rules
    under = art.face(rules.card_from_text("acorns:under"), 120)
    ober = art.face(rules.card_from_text("acorns:ober"), 120)
    a, b = pygame.image.tobytes(under, "RGB"), pygame.image.tobytes(ober, "RGB")
    assert sum(x != y for x, y in zip(a[::3], b[::3])) > 0.05 * 120 * 180


def _classic_with(tmp_path: Path, pack: str) -> CardArt:
    text = find_ruleset("classic").read_text(encoding="utf-8")
    written = tmp_path / f"classic_{pack}.yaml"
    written.write_text(text.replace("\nid: classic\n", f"\nid: classic\npack: {pack}\n"))
    return CardArt(load_rules(str(written)))


def test_a_file_naming_the_french_pack_looks_as_classic(tmp_path: Path) -> None:
    before, after = CardArt(load_rules("classic")), _classic_with(tmp_path, "french")
    assert after.pack == "french"
    for card in range(before.rules.n_types):
        assert _digest(before.face(card, 80)) == _digest(after.face(card, 80))


def test_the_french_suits_as_cards_of_colours_get_coloured_panels(tmp_path: Path) -> None:
    """`pack: colours` draws even the French suits as coloured cards: the middle of a 9 is
    its colour's panel, not the white face with pips."""
    before, after = CardArt(load_rules("classic")), _classic_with(tmp_path, "colours")
    nine = before.rules.card_from_text("hearts:9")
    assert not any(colour.suit for colour in after.colours)
    white = before.face(nine, 100).get_at((8, 75))
    panel = after.face(nine, 100).get_at((8, 75))
    assert white[:3] != panel[:3] and panel[1] < 120  # a red panel at the left edge


def test_a_new_game_tile_shows_a_card_only_its_pack_has() -> None:
    from game.ui.scenes.newgame.tiles import pack_signature

    assert pack_signature(_art("classic_german").rules) == "acorns:ober"
    assert pack_signature(_art("swiss_pack").rules) == "roses:banner"
    assert pack_signature(_art("shapes_pack").rules) == "twenty"
    assert pack_signature(load_rules("noris")) is None  # cards of colours: no pack's card
