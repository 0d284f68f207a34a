"""Card faces and backs, drawn by the game itself at any size and cached.

A face is laid out on a 100 x 150 grid of design units and painted several times larger than
asked, then smooth-scaled down: every curve and outline comes out anti-aliased. Coloured cards
(red, yellow, ...) get a coloured panel with a white window for the big number or picture;
Skat suits get a white face with pips and court figures; uncoloured cards (wilds) a dark
panel. Each colour shows its symbol in the corners and, faintly, all over its panel.

    art = CardArt(rules)
    image = art.face(rules.card_from_text("red:7"), 120)   # 120 x 180, corners transparent
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.ruleset.facts import facts_of
from game.ruleset.semantics import EFFECT_PICTURES
from game.ruleset.shown import COURT_PICTURES
from game.ui.art import figures, packfaces
from game.ui.art import pictures as P
from game.ui.art import shapes as S
from game.ui.art.palette import CardColour, palette
from game.ui.art.shapes import RGB, Frame

if TYPE_CHECKING:
    from game.engine.rules import Rules

CARD_RATIO = 1.5
NO_COLOUR = -1
EDGE: RGB = (186, 186, 194)
INK: RGB = (32, 32, 40)
WHITE: RGB = (255, 255, 255)
PAPER: RGB = (253, 251, 246)
WILD_PANEL: tuple[RGB, RGB] = ((52, 52, 64), (16, 16, 22))
BACK_PANEL: tuple[RGB, RGB] = ((184, 34, 50), (124, 16, 32))
EFFECT_BLUE: RGB = (58, 86, 160)  # chooser pictures belong to no colour: a neutral blue
# The index of a court card, by language: each language's own words' first letters (German
# Bube, Dame; Unter, Ober; Swedish knekt, dam, ess). The Banner is the Swiss 10 and the shape
# deck's wild is its 20, so their corners say the number.
COURT_LETTERS = {
    "en": {"jack": "J", "queen": "Q", "king": "K", "ace": "A", "under": "U", "ober": "O"},
    "de": {"jack": "B", "queen": "D", "king": "K", "ace": "A", "under": "U", "ober": "O"},
    "sv": {"jack": "Kn", "queen": "D", "king": "K", "ace": "E", "under": "U", "ober": "O"},
}
PACK_LETTERS = {("german", "de"): {"ace": "D"}}  # the German pack's ace is the Daus
NUMBERED_FACES = {"banner": "10", "twenty": "20"}
ICON_PICTURES = ("skip", "reverse", "wild", "joker", "trade", "your_choice")
CACHE_LIMIT = 2000  # images; a window being resized would otherwise keep every size


@dataclass(frozen=True)
class Face:
    """What one card type shows."""

    colour: CardColour | None  # None: an uncoloured card
    picture: str  # a picture name (see docs/ruleset-format.md)
    count: int  # the draw count a `draw` picture shows
    label: str  # the number or short name written big
    corner: str  # the text in the corners ("" when the corner shows an icon)
    pack_face: str = ""  # what the pack paints ("number", "ober", "banner"); "" for a picture


def supersample(
    width: int,
    height: int,
    paint: Callable[[pygame.Surface, int], None],
    background: RGB,
    *,
    transparent: bool = False,
) -> pygame.Surface:
    """Paint at several times the size and shrink: anti-aliasing for every shape at once.

    The factor is a power of two: smoothscale then keeps full white and full alpha exact
    (at 3x an opaque card would come out 1 % see-through)."""
    factor = 4 if max(width, height) < 400 else 2
    flags = pygame.SRCALPHA if transparent else 0
    big = pygame.Surface((width * factor, height * factor), flags)
    big.fill((*background, 0) if transparent else background)
    paint(big, factor)
    return pygame.transform.smoothscale(big, (width, height))


class CardArt:
    """Faces, backs and chooser pictures for one ruleset; every image is cached by size."""

    def __init__(
        self, rules: Rules, *, colour_blind_symbols: bool = True, pictures: bool = True
    ) -> None:
        self.rules = rules
        self.colour_blind_symbols = colour_blind_symbols
        self.pictures = pictures  # False draws special cards as their name (tests compare)
        facts = facts_of(rules)
        self.pack = facts.pack
        self.colours = palette(rules.colours, self.pack if facts.pack_named else None)
        self._cache: dict[tuple[Any, ...], pygame.Surface] = {}

    # -- what a card shows -----------------------------------------------------------------
    def describe(self, card_type: int) -> Face:
        rules = self.rules
        rank = rules.type_rank[card_type]
        rank_id, facts = rules.ranks[rank], facts_of(rules)
        picture, count = facts.pictures[rank_id]
        colour_index = rules.type_colour[card_type]
        colour = None if colour_index == NO_COLOUR else self.colours[colour_index]
        name = facts.rank_name(rank_id)
        number = rules.rank_is_number[rank]
        label = str(rules.rank_value[rank]) if number and len(name) > 3 else name
        pack_face = facts.faces.get(rank_id, "")
        if pack_face:  # a card of the pack looks as the pack draws it, whatever it does
            picture = pack_face if pack_face in COURT_PICTURES else "number"
            corner = self._pack_corner(pack_face, label)
            return Face(colour, picture, count, label, corner, pack_face)
        corner = _corner_text(picture, name, label, count)
        if not self.pictures and picture != "number":
            picture, corner = "number", corner or label
        return Face(colour, picture, count, label, corner)

    def _pack_corner(self, pack_face: str, label: str) -> str:
        if pack_face == "number":
            return label
        if pack_face in NUMBERED_FACES:
            return NUMBERED_FACES[pack_face]
        language = i18n.language()
        letters = PACK_LETTERS.get((self.pack, language), {})
        return letters.get(pack_face) or COURT_LETTERS.get(language, COURT_LETTERS["en"])[pack_face]

    def size(self, width: int) -> tuple[int, int]:
        return width, round(width * CARD_RATIO)

    # -- images ----------------------------------------------------------------------------
    def face(self, card_type: int, width: int) -> pygame.Surface:
        """The face of `card_type`, `width` pixels wide (height width x 1.5)."""
        key = ("face", card_type, width, i18n.language())
        if key not in self._cache:
            face = self.describe(card_type)
            self._cache[key] = self._card(width, lambda big, k: self._paint_face(big, k, face))
        return self._cache[key]

    def back(self, width: int) -> pygame.Surface:
        key = ("back", width)
        if key not in self._cache:
            self._cache[key] = self._card(width, self._paint_back)
        return self._cache[key]

    def colour_swatch(self, colour_index: int, size: int) -> pygame.Surface:
        """A big blob of the colour with its symbol, for the colour chooser."""
        key = ("swatch", colour_index, size)
        if key not in self._cache:
            colour = self.colours[colour_index]
            line = S.mix(colour.rgb, INK, 0.6)

            def paint(big: pygame.Surface, k: int) -> None:
                f = Frame(big.get_width() / 2, big.get_height() / 2, big.get_width() / 2)
                S.disc(big, f, 0, 0, 0.9, colour.rgb, line, 0.05 * f.half)
                for i in range(16):  # a soft highlight towards the top left: a glossy blob
                    t = i / 15
                    S.disc(
                        big,
                        f,
                        -0.22 * t,
                        -0.26 * t,
                        0.9 - 0.62 * t,
                        S.mix(colour.rgb, WHITE, 0.3 * t**1.5),
                    )
                S.paint_symbol(big, f.sub(0, 0, 0.48), colour.symbol, WHITE, line, 0.04 * f.half)

            self._cache[key] = supersample(size, size, paint, line, transparent=True)
        return self._cache[key]

    def effect_picture(self, name: str, size: int) -> pygame.Surface:
        """The picture of an effect or choose_effect option (skip, colour_change, reverse,
        draw2, ...) on a white round tile, for the joker's chooser."""
        key = ("effect", name, size)
        if key not in self._cache:
            picture, count = self._effect_to_picture(name)

            def paint(big: pygame.Surface, k: int) -> None:
                f = Frame(big.get_width() / 2, big.get_height() / 2, big.get_width() / 2)
                S.disc(big, f, 0, 0, 0.94, WHITE, EDGE, 0.03 * f.half)
                ink = P.Ink(EFFECT_BLUE, INK, WHITE, 0.028 * f.half, self._wheel())
                P.paint_picture(
                    big, f.sub(0, 0, 0.6), picture, ink, count=count, label=str(count or "")
                )

            self._cache[key] = supersample(size, size, paint, EDGE, transparent=True)
        return self._cache[key]

    def _effect_to_picture(self, name: str) -> tuple[str, int]:
        """A choose_effect option or a rank of this ruleset by id, else an effect's name or a
        picture's name ("draw2": the draw picture showing 2)."""
        facts = facts_of(self.rules)
        known = facts.option_pictures.get(name) or facts.pictures.get(name)
        if known is not None:
            return known
        name = EFFECT_PICTURES.get(name, name)
        if match := re.fullmatch(r"draw_?(\d+)", name):
            return "draw", int(match.group(1))
        if name not in P.PAINTERS:
            raise ValueError(f"no picture for effect {name!r}")
        return name, 2 if name == "draw" else 0

    # -- painting --------------------------------------------------------------------------
    def _wheel(self) -> tuple[tuple[RGB, str | None], ...]:
        return tuple((c.rgb, c.symbol if self.colour_blind_symbols else None) for c in self.colours)

    def _card(self, width: int, paint: Callable[[pygame.Surface, int], None]) -> pygame.Surface:
        if len(self._cache) > CACHE_LIMIT:
            self._cache.clear()
        w, h = self.size(width)

        def outline(big: pygame.Surface, k: int) -> None:
            u = big.get_width() / 100
            rect = pygame.Rect(0, 0, big.get_width(), big.get_height())
            pygame.draw.rect(big, EDGE, rect, border_radius=round(7 * u))
            edge = 2 * max(1, round(0.7 * u))
            pygame.draw.rect(big, WHITE, rect.inflate(-edge, -edge), border_radius=round(6.4 * u))
            paint(big, k)

        opaque = supersample(w, h, outline, WHITE)
        card = pygame.Surface((w, h), pygame.SRCALPHA)
        card.blit(opaque, (0, 0))
        card.blit(self._mask(w, h), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        return card

    def _mask(self, w: int, h: int) -> pygame.Surface:
        key = ("mask", w, h)
        if key not in self._cache:

            def paint(big: pygame.Surface, k: int) -> None:
                rect = big.get_rect()
                pygame.draw.rect(
                    big, (255, 255, 255, 255), rect, border_radius=round(7 * big.get_width() / 100)
                )

            self._cache[key] = supersample(w, h, paint, WHITE, transparent=True)
        return self._cache[key]

    def _panel(
        self, big: pygame.Surface, top: RGB, bottom: RGB, pattern: str | None = None
    ) -> None:
        """The inner panel: a gentle gradient, faintly patterned with a symbol (one per colour
        and size, shared by all that colour's cards)."""
        u = big.get_width() / 100
        rect = pygame.Rect(round(5 * u), round(5 * u), round(90 * u), round(140 * u))
        key = ("panel", top, bottom, pattern, rect.size)
        if key not in self._cache:
            self._cache[key] = self._make_panel(rect.size, u, top, bottom, pattern)
        big.blit(self._cache[key], rect)

    @staticmethod
    def _make_panel(
        size: tuple[int, int], u: float, top: RGB, bottom: RGB, pattern: str | None
    ) -> pygame.Surface:
        panel = pygame.Surface(size, pygame.SRCALPHA)
        for y in range(size[1]):
            pygame.draw.line(panel, S.mix(top, bottom, y / size[1]), (0, y), (size[0], y))
        if pattern:
            layer = pygame.Surface(size, pygame.SRCALPHA)
            for row in range(10):
                for col in range(6):
                    x = (col + (0.5 if row % 2 else 0)) * 18 * u
                    f = Frame(x, (row * 16 + 6) * u, 3.6 * u, -15 if (row + col) % 2 else 15)
                    S.paint_symbol(layer, f, pattern, (255, 255, 255, 34))
            panel.blit(layer, (0, 0))
        mask = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=round(4.5 * u))
        panel.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        return panel

    def _paint_face(self, big: pygame.Surface, k: int, face: Face) -> None:
        if face.pack_face and self.pack in ("german", "swiss", "shapes"):
            ink = P.Ink(INK, INK, PAPER, big.get_width() / 100, self._wheel())
            packfaces.paint_face(big, face, self.pack == "shapes", self.colours, ink)
        elif face.colour is not None and face.colour.suit:
            self._paint_suit(big, face, face.colour)
        else:
            self._paint_coloured(big, face)

    def _paint_coloured(self, big: pygame.Surface, face: Face) -> None:
        u = big.get_width() / 100
        colour = face.colour
        rgb = colour.rgb if colour else (90, 90, 104)
        line = S.mix(rgb, INK, 0.62) if colour else INK
        symbol = colour.symbol if colour and self.colour_blind_symbols else None
        if colour:
            self._panel(big, S.mix(rgb, WHITE, 0.1), S.mix(rgb, INK, 0.16), symbol)
            window = pygame.Rect(0, 0, round(76 * u), round(108 * u))
            window.center = (round(50 * u), round(75 * u))
            pygame.draw.ellipse(big, line, window.inflate(round(2.4 * u), round(2.4 * u)))
            pygame.draw.ellipse(big, WHITE, window)
            inner = window.inflate(round(-6 * u), round(-6 * u))
            pygame.draw.ellipse(big, S.mix(rgb, WHITE, 0.78), inner, max(1, round(0.9 * u)))
            ink = P.Ink(rgb, line, WHITE, 1.1 * u, self._wheel())
        else:
            self._panel(big, *WILD_PANEL, "sparkle")
            ink = P.Ink((236, 236, 240), INK, WILD_PANEL[1], 1.1 * u, self._wheel())
        half = 36 if face.picture == "number" else 30 if colour else 38
        P.paint_picture(
            big,
            Frame(50 * u, 75 * u, half * u),
            face.picture,
            ink,
            count=face.count,
            label=face.label,
        )
        corner_ink = P.Ink(WHITE, line, rgb, 0.9 * u, self._wheel())
        for angle, (x, y) in ((0, (13, 16)), (180, (87, 134))):
            self._corner(big, Frame(x * u, y * u, u, angle), face, corner_ink, symbol)

    def _corner(
        self, big: pygame.Surface, f: Frame, face: Face, ink: P.Ink, symbol: str | None
    ) -> None:
        """The index: a number or small picture, and under it the colour's symbol."""
        if face.corner:
            image = P.label_image(
                face.corner, f.px(14), ink.fill, ink.line, ink.stroke * 1.3, f.px(17)
            )
            S.blit_centred(big, image, f.p(0, 0), f.angle)
        else:
            P.paint_icon(big, f.sub(0, 0, 8.5), face.picture, ink)
        if symbol:
            S.paint_symbol(big, f.sub(0, 16.5, 5.5), symbol, ink.fill, ink.line, ink.stroke)

    def _paint_suit(self, big: pygame.Surface, face: Face, colour: CardColour) -> None:
        u = big.get_width() / 100
        rect = pygame.Rect(round(4 * u), round(4 * u), round(92 * u), round(142 * u))
        pygame.draw.rect(big, PAPER, rect, border_radius=round(5 * u))
        line = S.mix(colour.rgb, INK, 0.5)
        ink = P.Ink(colour.rgb, line, PAPER, 1.0 * u, self._wheel())
        centre = Frame(50 * u, 75 * u, u)
        if face.picture in ("jack", "queen", "king"):
            figures.court(big, centre.sub(0, 0, 31), face.picture, colour.symbol, ink, 1.76)
        elif face.picture == "ace":
            figures.ace(big, centre.sub(0, 0, 34), colour.symbol, ink)
        elif not (
            face.picture == "number"
            and face.label.isdigit()
            and figures.pips(
                big, centre.sub(0, 0, 43), int(face.label), colour.symbol, ink, 0.19, 0.47
            )
        ):
            P.paint_picture(
                big, centre.sub(0, 0, 34), face.picture, ink, count=face.count, label=face.label
            )
        for angle, (x, y) in ((0, (12, 15)), (180, (88, 135))):
            f = Frame(x * u, y * u, u, angle)
            image = S.fit_text(face.corner, f.px(13), f.px(15), colour.rgb)  # pips tell 6 from 9
            S.blit_centred(big, image, f.p(0, 0), angle)
            S.paint_symbol(big, f.sub(0, 15, 5.5), colour.symbol, colour.rgb, line, 0.3 * u)

    def _paint_back(self, big: pygame.Surface, k: int) -> None:
        u = big.get_width() / 100
        self._panel(big, *BACK_PANEL)
        lattice = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        for i in range(-20, 30):
            x = i * 9 * u
            pygame.draw.line(
                lattice,
                (255, 255, 255, 30),
                (x, 5 * u),
                (x + 140 * u, 145 * u),
                max(1, round(1.3 * u)),
            )
            pygame.draw.line(
                lattice,
                (255, 255, 255, 30),
                (x, 145 * u),
                (x + 140 * u, 5 * u),
                max(1, round(1.3 * u)),
            )
        clip = pygame.Rect(round(5 * u), round(5 * u), round(90 * u), round(140 * u))
        big.blit(lattice, clip, area=clip)
        frame_rect = pygame.Rect(round(10 * u), round(10 * u), round(80 * u), round(130 * u))
        pygame.draw.rect(
            big, P.GOLD, frame_rect, max(1, round(1.2 * u)), border_radius=round(4 * u)
        )
        oval = pygame.Rect(0, 0, round(62 * u), round(84 * u))
        oval.center = (round(50 * u), round(75 * u))
        pygame.draw.ellipse(big, P.GOLD, oval.inflate(round(3 * u), round(3 * u)))
        pygame.draw.ellipse(big, (252, 244, 226), oval)
        figures.cat(big, Frame(50 * u, 77 * u, 21 * u), INK, 1.0 * u)
        for angle, y in ((0, 47), (180, 105)):
            image = S.text_image("MAU", 6.5 * u, (150, 24, 40))
            S.blit_centred(big, image, (50 * u, y * u), angle)


def _corner_text(picture: str, name: str, label: str, count: int) -> str:
    """The index in a card's corners; "" where the corner shows a small picture instead."""
    if picture in COURT_PICTURES:
        return COURT_LETTERS.get(i18n.language(), COURT_LETTERS["en"])[picture]
    if picture in ICON_PICTURES:
        return ""
    if len(name) <= 3:
        return name
    return {"draw": f"+{count}", "x_plus": "X+", "both_ways": "6"}.get(picture, label)
