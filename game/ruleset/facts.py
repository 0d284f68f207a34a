"""What a compiled ruleset says beyond the engine's tables: names, pictures, suits, calls.

The engine's `Rules` holds what play needs as small ints and masks; the screen, the log, the
coach and the guide also need the ruleset's own words and pictures for its cards and calls.
Each of those facts is read from the document here, once per `Rules` (`facts_of`), so that no
other part of the game reads the document to derive one again.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from game.files import screen_text
from game.i18n import catalogue, text_of, tr
from game.rulebook import (
    RankWords,
    call_name,
    colour_name,
    colours_line,
    credit_line,
    option_label,
    pack_line,
    rank_name,
    rank_names,
    rank_words,
)
from game.ruleset.packs import pack_face, pack_of, pack_written, speaks_of_suits
from game.ruleset.semantics import rank_picture

if TYPE_CHECKING:
    from game.engine.rules import Rules

Doc = Mapping[str, Any]


@dataclass(frozen=True)
class RuleFacts:
    """The ruleset facts of one `Rules`; built by `facts_of`, never changed."""

    suited: bool  # the colours are suits: "Jack of hearts", "Choose a suit"
    pack: str  # the pack the cards are drawn as (`game.ruleset.packs`)
    pack_named: bool  # the file names it (else it is inferred from the colours)
    faces: Mapping[str, str]  # rank id -> what its pack paints ("number", "ober"), "" for none
    pictures: Mapping[str, tuple[str, int]]  # rank id -> (picture, draw count shown)
    option_pictures: Mapping[str, tuple[str, int]]  # choose-effect option id -> the same
    _calls: Mapping[str, Mapping[str, Any]]  # call id -> the call as the file gives it
    _document: Doc  # for the rulebook's sentences only (`book`)

    def rank_name(self, rank_id: str) -> str:
        """A rank's name in the reader's language (its id where it has none)."""
        return rank_name(self._document, rank_id)

    def colour_name(self, colour_id: str) -> str:
        """A colour's name in the reader's language: the file's own, else the game's word."""
        return colour_name(self._document, colour_id)

    def card_colour_name(self, colour_id: str) -> str:
        """A colour as one card's name says it: a shape card is a "circle 5", not a "circles
        5"; every other colour by its name."""
        key = f"pack.{self.pack}.one.{colour_id}"
        names = self._document.get("colour_names") or {}
        if self.pack_named and colour_id not in names and key in catalogue("en"):
            return tr(key)
        return self.colour_name(colour_id)

    def colours_line(self) -> str:
        """The deck's colours by name, as the rules say them ("Colours: red, …")."""
        return colours_line(self._document)

    def rank_names(self) -> RankWords:
        return rank_names(self._document)

    def rank_words(self, rank_id: str) -> list[str]:
        """What the card does, one sentence per effect or property, in this ruleset's names."""
        return rank_words(self._document, rank_id)

    def defended_by(self, rank_id: str) -> list[tuple[str, ...]]:
        """Per effect of the rank that can be defended, the ranks that defend it (in the
        file's order, as its rules say them)."""
        return [
            tuple(params["defended_by"])
            for effect in self._document["ranks"][rank_id]["effects"]
            for params in effect.values()
            if isinstance(params, dict) and params.get("defended_by")
        ]

    def call_name(self, call_id: str) -> str:
        """The call's word ("Mau"): the ruleset's own name for it where it gives one."""
        return call_name(self._calls.get(call_id, {"id": call_id}))

    def call_spec(self, call_id: str) -> Mapping[str, Any]:
        return self._calls[call_id]

    def option_label(self, option_id: str) -> str:
        """A choose-effect option by its name (the log's "Ben chose Draw 2")."""
        return option_label(self._document, option_id)

    @property
    def book(self) -> Doc:
        """The document as played, for `game.rulebook`'s sentences (rank_words, card_groups,
        table_rules) and `game.housewords.setting_sentence`, which word a ruleset from its
        data. Pass it on to them; a fact read from it belongs here instead."""
        return self._document

    @property
    def name(self) -> str:
        """The ruleset's display name in the reader's language."""
        return screen_text(text_of(self._document["name"]))

    @property
    def description(self) -> str:
        return text_of(self._document.get("description", ""))

    @property
    def pack_line(self) -> str:
        """Which pack the cards are, for a file that names it ("" otherwise)."""
        return pack_line(self._document)

    @property
    def credit(self) -> str:
        """Which published rulebook the ruleset follows ("" for none said)."""
        return credit_line(self._document)


def _option_pictures(doc: Doc) -> dict[str, tuple[str, int]]:
    out: dict[str, tuple[str, int]] = {}
    for spec in doc["ranks"].values():
        for effect in spec["effects"]:
            for option_id, effects in effect.get("choose_effect", {}).get("options", {}).items():
                option = {"kind": "symbol", "effects": effects}
                out.setdefault(option_id, rank_picture({"ranks": {"option": option}}, "option"))
    return out


# Rules are immutable, so one view per Rules object is enough. The compiled engine's Rules takes
# no weak reference, so the cache keeps the few rules last asked about (as `rules_identity`).
@lru_cache(maxsize=16)
def facts_of(rules: Rules) -> RuleFacts:
    """The facts of compiled rules, read from their document once."""
    doc = rules._doc  # the one reader of the document above the engine (tests/test_rule_facts)
    ranks = doc["ranks"]
    return RuleFacts(
        suited=speaks_of_suits(doc),
        pack=pack_of(doc),
        pack_named=pack_written(doc),
        faces={rank_id: pack_face(doc, rank_id) for rank_id in ranks},
        pictures={rank_id: rank_picture(dict(doc), rank_id) for rank_id in ranks},
        option_pictures=_option_pictures(doc),
        _calls={call["id"]: call for call in doc["calls"]["list"]},
        _document=doc,
    )
