"""What a file asks the screen to show, held to what the game can show: a court picture only
on cards of the French suits, and a name only for a colour the file has.

The card painter draws a jack, queen, king or ace as a figure holding the suit's pip, and it
has such figures for the four French suits only (`SUITS`). A court picture on
any other colour (a Swiss or Czech pack, colours of one's own) or on a card without a colour
has nothing to paint, so the check refuses it and the workshop does not offer it; both ask
`pictures_for`, so they never disagree.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from game.ruleset.problem import Finding, did_you_mean, msg

# Colour ids that are the suits of a French or Skat deck: a ruleset whose colours are all suits
# plays with suits and ranks ("Choose a suit", "Jack of hearts"), the others with colours; and
# only these have court figures and pips on their cards.
SUITS = frozenset({"clubs", "spades", "hearts", "diamonds"})


def suited(colours: Sequence[str]) -> bool:
    """Whether a ruleset with these colour ids plays with suits rather than colours."""
    return bool(colours) and all(colour in SUITS for colour in colours)


# The pictures a card face can show (`picture` in a rank); the schema lists the same values
# (a test holds them equal).
PICTURES = (
    "number",
    "skip",
    "reverse",
    "draw",
    "wild",
    "joker",
    "shield",
    "both_ways",
    "x_plus",
    "trade",
    "your_choice",
    "jack",
    "queen",
    "king",
    "ace",
)
#: The pictures painted as a figure with the suit's pip: only on the French suits.
COURT_PICTURES = ("jack", "queen", "king", "ace")


def _colours(doc: dict[str, Any]) -> list[str]:
    colours = doc.get("colours")
    return [c for c in colours if isinstance(c, str)] if isinstance(colours, list) else []


def _rank(doc: dict[str, Any], rank_id: str) -> dict[str, Any]:
    ranks = doc.get("ranks")
    rank = ranks.get(rank_id) if isinstance(ranks, dict) else None
    return rank if isinstance(rank, dict) else {}


def courts_paintable(doc: dict[str, Any], rank_id: str) -> bool:
    """Whether the cards of `rank_id` can show a court figure: coloured cards, and every
    colour of the file a French suit (the rules viewer shows a card in the first colour, the
    table in each colour its decks deal)."""
    coloured = _rank(doc, rank_id).get("coloured", True) is not False
    return coloured and suited(_colours(doc))


def pictures_for(doc: dict[str, Any], rank_id: str) -> tuple[str, ...]:
    """The pictures the cards of `rank_id` can show, in the format's order."""
    if courts_paintable(doc, rank_id):
        return PICTURES
    return tuple(p for p in PICTURES if p not in COURT_PICTURES)


def shown_findings(doc: dict[str, Any]) -> Iterator[Finding]:
    """Court pictures where the painter has no figure; names of colours the file lacks."""
    yield from _court_pictures(doc)
    yield from _colour_names(doc)


def _court_pictures(doc: dict[str, Any]) -> Iterator[Finding]:
    ranks = doc.get("ranks")
    for rank_id, rank in ranks.items() if isinstance(ranks, dict) else ():
        picture = rank.get("picture") if isinstance(rank, dict) else None
        if picture not in COURT_PICTURES or courts_paintable(doc, rank_id):
            continue
        suits = ", ".join(sorted(SUITS))
        others = ", ".join(pictures_for(doc, rank_id))
        if rank.get("coloured", True) is False:
            message = msg(
                "ruleset.problem.court_uncoloured", picture=picture, suits=suits, pictures=others
            )
        else:
            colours = ", ".join(c for c in _colours(doc) if c not in SUITS)
            message = msg(
                "ruleset.problem.court_colours",
                picture=picture,
                suits=suits,
                colours=colours,
                pictures=others,
            )
        yield Finding(("ranks", rank_id, "picture"), message)


def _colour_names(doc: dict[str, Any]) -> Iterator[Finding]:
    names = doc.get("colour_names")
    colours = _colours(doc)
    for colour in names if isinstance(names, dict) else ():
        if isinstance(colour, str) and colour not in colours:
            hint = did_you_mean(colour, colours)
            yield Finding(
                ("colour_names", colour),
                msg("ruleset.problem.colour_unknown", colour=colour, hint=hint),
                at_key=True,
            )
