"""What the workshop proposes when the player adds something: a free id, the next colour the
game has words for, a call's word and a number of cards left no other call takes.

A suggestion is only that: the screen shows it in the "Add" prompt and the player may change
it; the validator judges whatever is chosen.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.i18n import catalogue
from game.workshop.structure import as_dict, as_list, colour_ids, rank_ids


def free_key(existing: Iterable[str], stem: str) -> str:
    """`stem`, else `stem_2`, `stem_3`... whichever is not taken."""
    taken = set(existing)
    if stem not in taken:
        return stem
    number = 2
    while f"{stem}_{number}" in taken:
        number += 1
    return f"{stem}_{number}"


def new_rank_id(doc: dict[str, Any]) -> str:
    """A new card's short name, a word a parent may read on the form ("card", "card2"...)."""
    taken = set(rank_ids(doc))
    names = ("card" if n == 1 else f"card{n}" for n in range(1, len(taken) + 2))
    return next(name for name in names if name not in taken)


def colour_suggestions(doc: dict[str, Any]) -> list[str]:
    """Colours the game has words for that the draft does not use yet: suits first for a deck
    of suits, colours first otherwise (a mixed deck speaks of colours, see game.rulebook)."""
    from game.ruleset.shown import SUITS

    known = [key[len("colour.") :] for key in catalogue("en") if key.startswith("colour.")]
    known = [colour for colour in known if colour != "any"]
    used = colour_ids(doc)
    suits = bool(used) and all(colour in SUITS for colour in used)
    ordered = sorted(known, key=lambda colour: (colour in SUITS) != suits)
    return [colour for colour in ordered if colour not in used]


def call_ids() -> list[str]:
    """The calls the game has words for in every language ("Mau", "Mau-Mau", "Watch out!"):
    a call's word comes from the translations, so an id without one could not be said."""
    return [key[len("call.") :] for key in catalogue("en") if key.startswith("call.")]


def free_cards_left(doc: dict[str, Any]) -> int:
    """The cards left in hand a new call is first proposed at: the last card (1), else going
    out (0), else the fewest no call of the draft takes yet."""
    taken = {
        as_dict(call).get("cards_left") for call in as_list(as_dict(doc.get("calls")).get("list"))
    }
    return next((n for n in (1, 0, *range(2, 101)) if n not in taken), 0)


def call_id_for(doc: dict[str, Any], cards_left: int) -> str:
    """A call word the draft does not use yet: "Mau-Mau" for going out, "Mau" for the last
    card, and for more cards the word the game says as a warning ("Watch out!") when free."""
    used = {as_dict(c).get("id") for c in as_list(as_dict(doc.get("calls")).get("list"))}
    preferred = {0: "mau_mau", 1: "mau"}.get(cards_left, "achtung")
    free = [call for call in call_ids() if call not in used]
    if preferred in free:
        return preferred
    return free[0] if free else free_key([str(u) for u in used], "call")
