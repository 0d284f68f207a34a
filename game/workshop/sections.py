"""The workshop's pages: which fields of the form each section shows, and the rulebook's
sentence beside each field that has one.

A section claims places of the format by dotted path; `rules.*` claims every child of `rules`
(so a setting the format gains there shows on that page), and a more precise claim elsewhere
wins (`rules.deck` is on the deck options' page). A top-level key no section claims shows on a
last page, "More", so nothing the format has is ever out of the player's reach.

A few places are the file's own and on no page (`KEPT`): the format's version, the ruleset's
id (its file's name) and a house rule's id. The workshop gives them their values (a copy's
unused id, the next free D-number), and a parent who has never seen the file never needs them;
a problem with one is shown at the top of the page that holds it (`unplaced_problems`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game import housewords, rulebook
from game.ruleset.packs import speaks_of_suits
from game.workshop import words
from game.workshop.edits import node_at
from game.workshop.model import Field, FieldProblem, Kind, Section

SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("names", ("id", "name", "description", "book", "traditional", "format")),
    ("deck", ("colours", "colour_names", "deck")),
    ("cards", ("ranks",)),
    ("calls", ("calls.*",)),
    ("play", ("rules.*",)),
    ("scoring", ("scoring.*", "match.*")),
    ("table", ("players.*", "hand_size", "hand_size_by_players")),
    ("deck_options", ("rules.deck", "rules.packs_by_players", "deck_options")),
    ("house_rules", ("decisions",)),
)
OTHER = "other"
KEPT = frozenset({"ruleset.id", "ruleset.format", "decision.id"})  # by `where`, on no page


def _dotted(path: tuple[str | int, ...]) -> str:
    return ".".join(str(part) for part in path)


def sections(root: Field) -> list[Section]:
    """The form's pages, in order; "More" only when a top-level key is on no other page."""
    exact = {claim for _id, claims in SECTIONS for claim in claims if not claim.endswith(".*")}
    claimed: set[str] = set()
    pages = []
    for section_id, claims in SECTIONS:
        fields = []
        for claim in claims:
            if claim.endswith(".*"):
                parent = _find(root, claim[:-2])
                children = parent.children if parent is not None else []
                fields += [c for c in children if _dotted(c.path) not in exact]
                claimed.add(claim[:-2])
            else:
                found = _find(root, claim)
                fields += [found] if found is not None else []
                claimed.add(claim)
        shown = [_without_kept(f) for f in fields if f.where not in KEPT]
        pages.append(Section(section_id, *words.section_words(section_id), shown))
    rest = [field for field in root.children if _dotted(field.path) not in claimed]
    if rest:
        pages.append(Section(OTHER, *words.section_words(OTHER), rest))
    return pages


def _without_kept(field: Field) -> Field:
    """`field`, or a copy of it without the places the workshop keeps (the form itself is
    left whole: its problems are found through it)."""
    if not any(f.where in KEPT for f in field.walk()):
        return field
    children = [_without_kept(c) for c in field.children if c.where not in KEPT]
    return replace(field, children=children)


def unplaced_problems(pages: list[Section], root: Field) -> dict[str, list[FieldProblem]]:
    """The problems of fields no page shows (the whole ruleset, `rules`, `calls`: pages show
    their children), by the page that shows the most of what they are about: the first page
    with a field inside theirs, else the first page. A screen shows them at the top of it."""
    shown = {field.path for page in pages for field in page.walk()}
    out: dict[str, list[FieldProblem]] = {page.id: [] for page in pages}
    if not pages:
        return out
    for field in root.walk():
        if not field.problems or field.path in shown:
            continue
        size = len(field.path)
        inside = (p for p in pages if any(f.path[:size] == field.path for f in p.fields))
        out[next(inside, pages[0]).id] += field.problems
    return out


def _find(root: Field, dotted: str) -> Field | None:
    node: Field | None = root
    for part in dotted.split("."):
        if node is None:
            return None
        node = next((c for c in node.children if str(c.key) == part), None)
    return node


# -- the rulebook's sentences -------------------------------------------------------------------
def say(root: Field, filled: dict[str, Any]) -> None:
    """Put beside each field what its value means at this table, in the rules viewer's
    words: a table setting's sentence, a card's rules, an effect's, a call's. `filled` is the
    draft with its defaults (a checked draft: the rulebook words only a valid ruleset)."""
    names = rulebook.rank_names(filled)
    suits = speaks_of_suits(filled)
    for field in root.walk():
        dotted = _dotted(field.path)
        if dotted in rulebook.SAID and rulebook.said_here(filled, dotted):
            value, _written = node_at(filled, field.path)  # match.winner may be left out
            field.said = housewords.setting_sentence(filled, dotted, value)
        elif field.path[:1] == ("ranks",) and len(field.path) == 2:
            rank = filled["ranks"][field.path[1]]
            field.said = " ".join(rulebook.card_words(rank, names, suits=suits))
        elif field.kind == Kind.EFFECT:
            effect = _at(filled, field.path)
            field.said = rulebook.sentence(rulebook.effect_words(effect, names, suits=suits))
        elif field.path[:2] == ("calls", "list") and len(field.path) == 3:
            field.said = rulebook.sentence(rulebook.call_words(_at(filled, field.path)))


def _at(doc: Any, path: tuple[str | int, ...]) -> Any:
    for part in path:
        doc = doc[part]
    return doc
