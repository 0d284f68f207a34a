"""A ruleset's description against its rules: whether it is still the one copied from a
built-in ruleset while the rules say something else now, and a fresh one written from the
rules, in each of the game's languages.

A copy of Classic starts with Classic's words ("7 draws two, 8 skips, the Jack is wild"); once
the Queen plays again, those words say less than the rules. `copied_unchanged` notices it
without knowing where the draft came from: the description is word for word a built-in
ruleset's, and the rules are not that ruleset's. `written_from_rules` says, card by card, what
the special cards do, in the words of the rules viewer (`game.rulebook`).

>>> from game.workshop import Workshop
>>> workshop = Workshop.start_from("classic", background=False)
>>> copied_unchanged(workshop.report.filled)
>>> workshop.draft.add(("ranks", "queen", "effects"), "play_again")
('ranks', 'queen', 'effects', 0)
>>> workshop.poll()
True
>>> copied_unchanged(workshop.report.filled)
'classic'
>>> written_from_rules(workshop.report.filled)["en"].split(". ")[-1]
'Queen: Its player takes another turn.'
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from functools import cache
from typing import Any

from game.i18n import LANGUAGES, language, set_language, tr
from game.rulebook import effect_words, rank_names, sentence
from game.ruleset import find_ruleset, shipped_ruleset_ids
from game.ruleset.identity import canonical_json
from game.ruleset.packs import speaks_of_suits
from game.ruleset.reader import load_file
from game.ruleset.schema import with_defaults

Doc = Mapping[str, Any]
#: What a ruleset says about itself rather than how it is played.
NOT_RULES = frozenset({"format", "id", "name", "description", "book", "traditional", "decisions"})


def rules_key(filled: Doc) -> str:
    """The rules of a document with every default written in, as one text: two documents
    with the same key play alike whatever their names and descriptions say."""
    return canonical_json({k: v for k, v in filled.items() if k not in NOT_RULES})


@cache
def _builtins() -> tuple[tuple[str, Any, str], ...]:
    """(id, description, rules key) of each built-in ruleset, read once (valid files: their
    defaults are written in without checking them again)."""
    found = []
    for ruleset_id in shipped_ruleset_ids():
        path = find_ruleset(ruleset_id)
        filled = with_defaults(load_file(path, path.name).data)
        found.append((ruleset_id, filled.get("description"), rules_key(filled)))
    return tuple(found)


def copied_unchanged(filled: Doc | None) -> str | None:
    """The id of the built-in ruleset whose description `filled` (a document with every
    default written in) still carries word for word while its rules are no longer that
    ruleset's; None when the description is its own, or the rules are the same."""
    if not filled or not filled.get("description"):
        return None
    description = filled["description"]
    for ruleset_id, theirs, key in _builtins():
        if description == theirs:
            return None if rules_key(filled) == key else ruleset_id
    return None


def written_from_rules(filled: Doc) -> dict[str, str]:
    """A description in each of the game's languages, made from the rules: what each special
    card does ("7: the next player draws 2 cards. Queen: its player takes another turn.")."""
    return {code: _in_language(filled, code) for code in LANGUAGES}


def _in_language(filled: Doc, code: str) -> str:
    with _speaking(code):
        names = rank_names(filled)
        suits = speaks_of_suits(filled)
        lines = []
        for rank_id, rank in filled["ranks"].items():
            what = []
            if rank["plays_on"] == "any":
                what.append(tr("rules.plays_on_any"))
            what += [_first_clause(effect_words(e, names, suits=suits)) for e in rank["effects"]]
            if what:
                words = sentence(", ".join(what))[:-1]
                lines.append(
                    sentence(tr("workshop.describe.card", card=names[rank_id], what=words))
                )
        return " ".join(lines) if lines else sentence(tr("rules.match_colour_or_number"))


def _first_clause(words: str) -> str:
    """What an effect does, without how it may be answered: its words up to the first "; "
    outside brackets (a choice lists its options in brackets)."""
    depth = 0
    for index, ch in enumerate(words):
        depth += (ch == "(") - (ch == ")")
        if depth == 0 and words.startswith("; ", index):
            return words[:index]
    return words


@contextmanager
def _speaking(code: str) -> Iterator[None]:
    """The translations in `code` for a moment (on the thread that draws nothing meanwhile)."""
    was = language()
    set_language(code)
    try:
        yield
    finally:
        set_language(was)
