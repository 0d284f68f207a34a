"""The house rules of New game's form: the chosen ruleset's decisions and match length, each
at the value chosen, and the overrides they make.

A value is the book's until a person changes it; a remembered choice the ruleset no longer
offers (a settings file edited by hand, a ruleset changed since) falls back to the book's.
Only values that differ from the book become overrides (`game.table.houserules`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.housewords import setting_sentence
from game.i18n import tr
from game.table import houserules, rulecache
from game.table.houserules import Offer, lookup

# House rules about the seats ("Most players"): the screen shows them with the seats.
SEAT_SETTINGS = ("players.max",)
POINTS = range(100, 1001, 50)  # match lengths offered where a match ends at a points limit
ROUNDS = range(1, 21)  # and where it ends after a number of rounds


class HouseRules:
    """The house rules of one ruleset (`ruleset_id`), preset to `chosen` where it offers them."""

    def __init__(self, ruleset_id: str, chosen: Mapping[str, Any]) -> None:
        self.ruleset_id = ruleset_id
        self.doc = rulecache.document(ruleset_id)
        self.offers = houserules.offers(self.doc)
        self.values = {o.path: o.accepted(chosen.get(o.path, o.book)) for o in self.offers}
        match = self.doc["match"]  # loaded documents carry every default (game.ruleset.schema)
        by_points = match["end"] == "points_limit"
        self.length_key = "match.points_limit" if by_points else "match.rounds"
        self.length_book = int(match["points_limit" if by_points else "rounds"])
        self.lengths = sorted(set(POINTS if by_points else ROUNDS) | {self.length_book})
        wanted = chosen.get(self.length_key, self.length_book)
        # One of the lengths offered (a remembered `1.0` is the 1 offered), else the book's.
        at = self.lengths.index(wanted) if wanted in self.lengths else None
        self.length = self.length_book if at is None else self.lengths[at]

    def offer(self, path: str) -> Offer:
        """The house rule of the setting at `path` (KeyError: the ruleset offers none)."""
        for offer in self.offers:
            if offer.path == path:
                return offer
        raise KeyError(f"{self.ruleset_id} has no house rule on {path}")

    def seat_offers(self) -> list[Offer]:
        """House rules about the seats ("Most players")."""
        return [o for o in self.offers if o.path in SEAT_SETTINGS]

    def house_offers(self) -> list[Offer]:
        """The other house rules."""
        return [o for o in self.offers if o.path not in SEAT_SETTINGS]

    def setting(self, path: str) -> Any:
        """A setting as it will be played: the house rule chosen, else the book's."""
        if path in self.values:
            return self.values[path]
        value, _given = lookup(self.doc, path)  # every default is written in the document
        return value

    def choose(self, path: str, value: Any) -> None:
        """Set a house rule to one of the values it offers (ValueError for any other)."""
        offer = self.offer(path)
        offered = [True, False] if offer.kind == "bool" else [v for v, _ in offer.options]
        if not any(type(v) is type(value) and v == value for v in offered):  # 1 is not True
            raise ValueError(f"{path} offers no {value!r}")
        self.values[path] = value

    def changed(self, path: str) -> bool:
        """Whether the house rule at `path` differs from the book."""
        return bool(self.values[path] != self.offer(path).book)

    def choose_length(self, length: int) -> None:
        if type(length) is not int or length not in self.lengths:
            raise ValueError(f"{self.length_key} offers no {length!r}")
        self.length = length

    def length_words(self, length: int) -> str:
        key = "newgame.points" if self.length_key == "match.points_limit" else "newgame.rounds"
        return tr(key, count=length)

    def players(self) -> tuple[int, int]:
        """The fewest and the most players at the table, with the house rules chosen."""
        return int(self.doc["players"]["min"]), int(self.setting("players.max"))

    def overrides(self) -> dict[str, Any]:
        """The house rules and match length chosen that differ from the book."""
        out: dict[str, Any] = {}
        for offer in self.offers:
            out.update(offer.overrides(self.values[offer.path]))
        out.update(houserules.overrides_for(self.doc, {self.length_key: self.length}))
        return out

    def explain(self, offer: Offer, value: Any) -> str:
        """A house rule's note: what it does at `value`, and what the book chose, in words."""
        said = self._said(offer, value)
        if value == offer.book:
            return said + "\n" + tr("newgame.as_the_book")
        return said + "\n" + tr("newgame.the_book", rule=self._said(offer, offer.book))

    def _said(self, offer: Offer, value: Any) -> str:
        """`value` in sentences: its setting's, then those of the other settings it changes
        (decisions sharing a setting are one house rule over the settings of them all)."""
        parts = [setting_sentence(self.doc, offer.path, value)]
        if offer.kind != "int":
            for path, changed in offer.rule.overrides(value).items():
                if path != offer.path and changed != lookup(self.doc, path)[0]:
                    parts.append(setting_sentence(self.doc, path, changed))
        return " ".join(parts)
