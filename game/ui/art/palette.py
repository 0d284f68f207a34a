"""The colours of a ruleset on screen: a strong tone and a shape symbol for every colour id.

Tones are chosen to stay apart for the common colour-blindnesses (a bluish green, an orange-
leaning red, a golden yellow), and every colour also carries a symbol, so no one has to tell
colours apart by hue alone. The Skat suits follow the German four-colour tournament deck:
clubs black, spades green, hearts red, diamonds gold-orange, each with its classic pip.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.ruleset.shown import SUITS  # the suits with court figures and pips
from game.ui.art.shapes import RGB

KNOWN: dict[str, tuple[RGB, str]] = {
    "red": ((222, 52, 40), "heart"),
    "yellow": ((245, 184, 18), "star"),
    "green": ((0, 148, 102), "leaf"),
    "blue": ((26, 104, 200), "drop"),
    "clubs": ((34, 34, 40), "club"),
    "spades": ((16, 128, 64), "spade"),
    "hearts": ((212, 30, 46), "heart"),
    "diamonds": ((236, 138, 0), "diamond"),
    "purple": ((128, 72, 178), "moon"),
    "orange": ((240, 122, 24), "triangle"),
    "pink": ((222, 88, 152), "hexagon"),
    "black": ((40, 40, 48), "square"),
    "brown": ((142, 90, 50), "circle"),
}
# The suits of the German and the Swiss pack and the shapes of the shape deck, by pack: the
# same id may be another symbol in another pack (the German acorn stands upright, the Swiss one
# leans; German hearts are drawn rounder than French ones).
PACK_COLOURS: dict[str, dict[str, tuple[RGB, str]]] = {
    "german": {
        "acorns": ((150, 92, 36), "acorn"),
        "leaves": ((34, 140, 60), "oakleaf"),
        "hearts": ((212, 30, 46), "gheart"),
        "bells": ((232, 160, 16), "bell"),
    },
    "swiss": {
        "roses": ((212, 40, 60), "rose"),
        "shields": ((52, 82, 150), "shieldsuit"),
        "acorns": ((140, 96, 30), "sacorn"),
        "bells": ((230, 162, 18), "sbell"),
    },
    "shapes": {
        "circles": ((196, 40, 52), "circle"),
        "triangles": ((0, 128, 96), "triangle"),
        "crosses": ((40, 88, 178), "cross"),
        "squares": ((120, 70, 170), "square"),
        "stars": ((226, 132, 0), "star"),
    },
}
# German and Swedish colour words a home-made ruleset may use as ids.
ALIASES = {
    "rot": "red",
    "gelb": "yellow",
    "gruen": "green",
    "blau": "blue",
    "lila": "purple",
    "violett": "purple",
    "schwarz": "black",
    "braun": "brown",
    "rosa": "pink",
    "rod": "red",
    "gul": "yellow",
    "gron": "green",
    "bla": "blue",
    "svart": "black",
    "violet": "purple",
}
FALLBACK_TONES: tuple[RGB, ...] = (
    (128, 72, 178),
    (240, 122, 24),
    (222, 88, 152),
    (142, 90, 50),
    (86, 170, 230),
    (110, 112, 124),
    (150, 160, 40),
    (40, 40, 48),
    (222, 52, 40),
    (0, 148, 102),
    (26, 104, 200),
    (245, 184, 18),
)
FALLBACK_SYMBOLS = (
    "circle",
    "square",
    "triangle",
    "hexagon",
    "cross",
    "moon",
    "bolt",
    "star",
    "drop",
    "leaf",
    "heart",
    "diamond",
)


@dataclass(frozen=True)
class CardColour:
    id: str
    rgb: RGB
    symbol: str
    suit: bool  # a card of a pack (French, German, Swiss, shapes): a white face, not a panel


def palette(colour_ids: Sequence[str], pack: str | None = None) -> list[CardColour]:
    """A tone and a symbol for each colour id, no two alike within one ruleset; `pack` is
    the pack the ruleset names (`game.ruleset.packs`), whose own suits or shapes come first;
    None for a ruleset that names none, whose French suits get white faces as they always did
    (`pack: colours` draws even those as coloured cards).

    >>> [(c.id, c.symbol) for c in palette(["red", "mauve", "blue"])]
    [('red', 'heart'), ('mauve', 'circle'), ('blue', 'drop')]
    >>> [c.symbol for c in palette(["acorns", "bells"], "german")]
    ['acorn', 'bell']
    """
    if pack is not None and pack in PACK_COLOURS:
        own = PACK_COLOURS[pack]
        return [CardColour(cid, *own[cid], True) for cid in colour_ids]
    suits = frozenset() if pack == "colours" else SUITS  # white faces; inferred: as before
    known = {cid: KNOWN.get(ALIASES.get(cid, cid)) for cid in colour_ids}
    used_tones = {entry[0] for entry in known.values() if entry}
    used_symbols = {entry[1] for entry in known.values() if entry}
    result = []
    for cid in colour_ids:
        entry = known[cid]
        if entry is None or (entry[0] in used_tones and _taken(known, cid, entry)):
            tone = next((t for t in FALLBACK_TONES if t not in used_tones), FALLBACK_TONES[0])
            symbol = next((s for s in FALLBACK_SYMBOLS if s not in used_symbols), "circle")
            entry = (tone, symbol)
            used_tones.add(tone)
            used_symbols.add(symbol)
        result.append(CardColour(cid, entry[0], entry[1], cid in suits))
    return result


def _taken(known: dict[str, tuple[RGB, str] | None], cid: str, entry: tuple[RGB, str]) -> bool:
    """Whether an earlier colour id already has this colour's tone (an alias twice over)."""
    for other, other_entry in known.items():
        if other == cid:
            return False
        if other_entry == entry:
            return True
    return False
