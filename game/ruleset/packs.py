"""Which pack of cards a ruleset is played with, and what that pack holds.

A pack is what the cards look like: the French (Skat) suits, the German suits with Ober and
Unter, the Swiss suits with the Banner, the shape deck, or cards of colours. The engine never
asks; the card painter, the card names and the rules viewer do. A file names its pack with
the top-level key `pack`; without it the pack is inferred from the colours as it always was
(the French suits: french, anything else: colours), so a file without the key looks as it
did before the key existed.

    >>> pack_of({"colours": ["clubs", "hearts"]})
    'french'
    >>> pack_of({"pack": "german", "colours": ["acorns", "leaves", "hearts", "bells"]})
    'german'
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from game.ruleset.problem import Finding, msg
from game.ruleset.shown import suited


@dataclass(frozen=True)
class Pack:
    """One pack: its colour ids in the order the cards are sorted, the rank ids drawn with pips
    (or the shape and its number), and the rank ids drawn as a figure or a picture of their own."""

    id: str
    colours: tuple[str, ...]
    numbers: tuple[str, ...]
    faces: tuple[str, ...]  # rank ids with a picture of the pack's own (court, Daus, banner)
    suits: bool  # the game speaks of suits ("Choose a suit"), not of colours


def _numbers(low: int, high: int) -> tuple[str, ...]:
    return tuple(str(n) for n in range(low, high + 1))


PACKS: dict[str, Pack] = {
    "french": Pack(
        "french",
        ("clubs", "spades", "hearts", "diamonds"),
        _numbers(2, 10),
        ("jack", "queen", "king", "ace"),
        True,
    ),
    # The Daus is the German pack's ace: its rank id stays `ace`, as the rules treat it so.
    "german": Pack(
        "german",
        ("acorns", "leaves", "hearts", "bells"),
        _numbers(7, 10),
        ("under", "ober", "king", "ace"),
        True,
    ),
    "swiss": Pack(
        "swiss",
        ("roses", "shields", "acorns", "bells"),
        _numbers(6, 9),
        ("banner", "under", "ober", "king", "ace"),
        True,
    ),
    # The shape deck's numbers run 1 to 14 with gaps that depend on the shape; the wild 20 is
    # uncoloured.
    "shapes": Pack(
        "shapes",
        ("circles", "triangles", "crosses", "squares", "stars"),
        _numbers(1, 14),
        ("twenty",),
        False,
    ),
    "colours": Pack("colours", (), (), (), False),
}
PACK_IDS = tuple(PACKS)  # the schema lists the same values (a test holds them equal)


def pack_of(doc: Mapping[str, Any]) -> str:
    """The pack a document is played with: its `pack`, else the one its colours imply."""
    written = doc.get("pack")
    if isinstance(written, str) and written in PACKS:
        return written
    colours = doc.get("colours")
    listed = [c for c in colours if isinstance(c, str)] if isinstance(colours, list) else []
    return "french" if suited(listed) else "colours"


def pack_written(doc: Mapping[str, Any]) -> bool:
    """Whether the file names its pack: only then does the pack decide the faces of its own
    ranks over the pictures their effects would give (a file without `pack` looks as before)."""
    return isinstance(doc.get("pack"), str) and doc["pack"] in PACKS


def speaks_of_suits(doc: Mapping[str, Any]) -> bool:
    """Whether the game says "suit" for this document's colours (French, German, Swiss)."""
    return PACKS[pack_of(doc)].suits


def pack_face(doc: Mapping[str, Any], rank_id: str) -> str:
    """What the pack paints on the cards of `rank_id`: "number" (pips, or the shape), the
    rank id of a face of the pack's own ("ober", "banner", "twenty"), or "" where the rank
    is none of the pack's and its picture comes from the file or its effects."""
    if not pack_written(doc):
        return ""
    pack = PACKS[pack_of(doc)]
    if rank_id in pack.faces:
        return rank_id
    return "number" if rank_id in pack.numbers else ""


def pack_findings(doc: Mapping[str, Any]) -> Iterator[Finding]:
    """A pack whose colours the file's colours are not: a German pack has no diamonds."""
    if not pack_written(doc):
        return
    pack = PACKS[doc["pack"]]
    colours = doc.get("colours")
    if not pack.colours or not isinstance(colours, list):
        return
    strangers = [c for c in colours if isinstance(c, str) and c not in pack.colours]
    if strangers:
        yield Finding(
            ("pack",),
            msg(
                "ruleset.problem.pack_colours",
                pack=pack.id,
                colours=", ".join(strangers),
                allowed=", ".join(pack.colours),
            ),
        )
