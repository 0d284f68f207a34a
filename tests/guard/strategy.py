"""Rulesets drawn from the format's JSON Schema (issue 32, "a guard that generates").

`documents()` walks `game/ruleset/ruleset.schema.json` node by node: every property, enum,
`anyOf` branch, bound, pattern and list the schema has is drawn from as the schema says, so a
setting, an effect, a picture or a language the format gains is drawn too without a change
here. The walk knows no setting by name. What a schema cannot say (`game.ruleset.semantics`)
is met in two ways: a reference to a rank or a colour is drawn from those the document
defines (`Scope`), and a few repairs (`_repair`) make the cheap contradictions rarer (every
rank in a deck, a deck big enough to deal). The rest is left to `check`: the tests keep only
what it accepts, as a player's folder does.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from typing import Any

from hypothesis import reject
from hypothesis import strategies as st

from game.ruleset.schema import load_schema, setting_schema
from game.ruleset.semantics import MAX_DECK, NOT_HOUSE_RULES, deck_size, dotted_paths

Node = dict[str, Any]
Path = tuple[str | int, ...]

# Names people give games, colours and cards, in several scripts: hypothesis's own text finds
# odd characters; these make sure whole words of other alphabets are drawn often too.
WORDS = ["Makao", "Mau-Mau", "Прикуп", "Κάρτα", "麻将", "ハート", "ไพ่", "كوبة", "Ässä", "Ǆ ǈ", "🂡"]
# Colour ids worth drawing beside made-up ones: the French suits (which the painter knows
# court pictures for) and the colours the palette has a tone for.
COLOURS = ["clubs", "spades", "hearts", "diamonds", "red", "yellow", "green", "blue", "rot"]
COLOURS += ["eichel", "schellen", "rosen", "schilten", "circle", "star", "purple"]
# Other keys and ids: deck options, options of a choice, calls, language tags.
KEYS = ["main", "extra", "mau", "draw2", "en", "de", "sv", "pl", "fr", "zh-Hant", "pt-BR"]
RANKS = ["7", "8", "9", "10", "jack", "queen", "king", "ace", "draw2", "joker", "skip"]
# Bounds for drawing where the schema sets none (a hand of 10,000 cards deals no table).
OPEN_MAX = 12
LONG_LIST = 4


@dataclass
class Scope:
    """What a reference may name: the colours, ranks and deck options drawn so far."""

    colours: list[str] | None = None
    ranks: list[str] | None = None
    decks: list[str] = field(default_factory=list)
    doc: Node = field(default_factory=dict)


def _ref(node: Node) -> str:
    return str(node.get("$ref", "")).rsplit("/", 1)[-1]


def _deref(node: Node) -> Node:
    defs = load_schema()["$defs"]
    while "$ref" in node:
        node = {**defs[_ref(node)], **{k: v for k, v in node.items() if k != "$ref"}}
    return node


def text_strings(max_size: int) -> st.SearchStrategy[str]:
    """Text as a person types it in any language; now and then any character at all
    (control characters included: `check` must refuse those, never pass them on)."""
    printable = st.characters(exclude_categories=("Cs", "Cc"))
    anything = st.text(max_size=min(max_size, 8))
    words = st.one_of(
        st.sampled_from(WORDS), st.text(printable, min_size=1, max_size=min(max_size, 24))
    )
    # One text in 40 of any character: a file holds many texts, and one such is refused.
    odd = st.integers(0, 39).map(lambda n: n == 0)
    return odd.flatmap(lambda odd: anything if odd else words).map(lambda text: text[:max_size])


def _identifier(node: Node, seeds: list[str]) -> st.SearchStrategy[str]:
    """An id of the schema's pattern; often one of `seeds` (real ids) that fits, else any."""
    longest = int(node.get("maxLength", 40))
    made = st.from_regex(node["pattern"], fullmatch=True).filter(lambda s: 0 < len(s) <= longest)
    fitting = [s for s in seeds if re.search(node["pattern"], s) and len(s) <= longest]
    return st.one_of(st.sampled_from(fitting), made) if fitting else made


def _draw_int(draw: st.DrawFn, node: Node) -> int:
    low = int(node.get("minimum", 0))
    high = int(node.get("maximum", low + OPEN_MAX))
    # Mostly small numbers (a deck of copies: 100 is refused at once); sometimes anything.
    if draw(st.integers(0, 3)) == 0:
        return draw(st.integers(low, high))
    return draw(st.integers(low, min(high, low + 6)))


def value(draw: st.DrawFn, node: Node, scope: Scope, path: Path) -> Any:
    """A value for the schema `node` at `path` of the document."""
    ref, node = _ref(node), _deref(node)
    if ref == "rank_id" and scope.ranks is not None:
        return draw(st.sampled_from(scope.ranks))
    if ref == "colour_id" and scope.colours is not None:
        return draw(st.sampled_from(scope.colours))
    if ref == "decision":
        return _decision(draw, node, scope, path)
    if node.get("title") == "deck id":
        return draw(st.sampled_from(["main", *scope.decks]))
    if "const" in node:
        return node["const"]
    if "enum" in node:
        return draw(st.sampled_from(node["enum"]))
    if "anyOf" in node:
        branch = draw(st.sampled_from(node["anyOf"]))
        return value(
            draw, {**{k: v for k, v in node.items() if k != "anyOf"}, **branch}, scope, path
        )
    kind = node.get("type")
    if kind == "boolean":
        return draw(st.booleans())
    if kind == "integer":
        return _draw_int(draw, node)
    if kind == "string":
        return _string(draw, node, ref)
    if kind == "array":
        return _array(draw, node, scope, path)
    if kind == "object":
        return _object(draw, node, scope, path)
    # A node that says nothing of its type (a decision's `alternative` is worked out there).
    return draw(st.one_of(st.booleans(), st.integers(0, 9), text_strings(12)))


def _string(draw: st.DrawFn, node: Node, ref: str) -> str:
    if "pattern" in node:
        seeds = {"colour_id": COLOURS, "rank_id": RANKS}.get(ref, KEYS)
        return draw(_identifier(node, seeds))
    return draw(text_strings(int(node.get("maxLength", 200))))


def _array(draw: st.DrawFn, node: Node, scope: Scope, path: Path) -> list[Any]:
    low = int(node.get("minItems", 0))
    high = int(node.get("maxItems", low + LONG_LIST))
    size = draw(st.integers(low, min(high, low + LONG_LIST)))
    items: list[Any] = []
    seen: list[Any] = []
    for _ in range(size * 3):  # unique items: a repeat is drawn again, a few times at most
        if len(items) == size:
            break
        item = value(draw, node.get("items", {}), scope, (*path, len(items)))
        if node.get("uniqueItems") and item in seen:
            continue
        seen.append(item)
        items.append(item)
    if len(items) < low:
        reject()  # too few different values to draw from (one rank, two asked)
    if path == ("colours",):  # ids, or items that carry one (a colour with its names)
        scope.colours = [i if isinstance(i, str) else str(i.get("id")) for i in items]
    return items


def _object(draw: st.DrawFn, node: Node, scope: Scope, path: Path) -> dict[str, Any]:
    properties: Node = node.get("properties", {})
    required = set(node.get("required", []))
    out: dict[str, Any] = {}
    if node.get("maxProperties") == 1 and properties:  # one of several (an effect)
        chosen = [draw(st.sampled_from(sorted(properties)))]
    else:
        chosen = [k for k in properties if k in required or draw(st.booleans())]
        if not chosen and node.get("minProperties", 0) and properties:
            chosen = [draw(st.sampled_from(sorted(properties)))]  # a text in one language
    for key in [k for k in properties if k in chosen]:
        if not path and key == "decisions":
            out[key] = []  # drawn last, over the whole document (`documents`)
            continue
        out[key] = value(draw, properties[key], scope, (*path, key))
    free = node.get("additionalProperties")
    patterns: Node = node.get("patternProperties", {})
    if isinstance(free, dict) or patterns:
        low = max(0, int(node.get("minProperties", 0)) - len(out))
        if path == ("ranks",):
            low = max(low, 2)  # one rank alone can follow no other card (`semantics`)
        high = max(low, min(int(node.get("maxProperties", low + LONG_LIST)), low + LONG_LIST))
        keys: dict[str, Node] = {}
        wanted = draw(st.integers(low, high))
        for _ in range(wanted * 4):  # a key drawn twice is drawn again, a few times at most
            if len(keys) == wanted:
                break
            if patterns and (not isinstance(free, dict) or draw(st.booleans())):
                pattern = draw(st.sampled_from(sorted(patterns)))
                key = draw(_key({"type": "string", "pattern": pattern}, path))
                item = patterns[pattern]
            else:
                key, item = draw(_key(node.get("propertyNames", {}), path, scope)), free
            if key not in out and key not in keys:
                keys[key] = item
        if len(keys) < low:
            reject()
        if path == ("ranks",):
            scope.ranks = list(keys)
        if path == ("deck_options",):
            scope.decks = [k for k in keys if k != "main"]
        for key, item in keys.items():
            out[key] = value(draw, item, scope, (*path, key))
    return out


def _key(names: Node, path: Path, scope: Scope | None = None) -> st.SearchStrategy[str]:
    """A key of a mapping whose keys the schema leaves open (`propertyNames`, a pattern): a
    colour or a rank the file has where the keys name those (names by colour, say)."""
    named = {"colour_id": scope.colours, "rank_id": scope.ranks} if scope else {}
    if path != ("ranks",) and named.get(_ref(names)):
        return st.sampled_from(named[_ref(names)] or [])
    names = _deref(names)
    if "enum" in names:
        return st.sampled_from(names["enum"])
    if "pattern" in names:
        return _identifier(names, RANKS if path == ("ranks",) else KEYS)
    return text_strings(int(names.get("maxLength", 20)))


def _decision(draw: st.DrawFn, node: Node, scope: Scope, path: Path) -> dict[str, Any]:
    """A decision over a setting the document has: its path drawn from the document, its
    alternative (when it has one) drawn from that setting's own schema."""
    settings = [p for p in dotted_paths(scope.doc) if p not in NOT_HOUSE_RULES]
    settings = [p for p in settings if not p.startswith(("decisions", "format"))]
    if not settings:
        reject()
    decision: dict[str, Any] = {
        "id": f"D-{draw(st.integers(1, 6))}",  # a few ids: several entries share one
        "setting": draw(st.sampled_from(settings)),
    }
    props = node["properties"]
    if draw(st.booleans()):
        decision["note"] = value(draw, props["note"], scope, (*path, "note"))
    target = setting_schema(decision["setting"])
    if target is not None and draw(st.booleans()):
        decision["alternative"] = value(draw, target, scope, (*path, "alternative"))
    return decision


def _repair(doc: Node) -> Node:
    """The cheap contradictions `check` refuses, mended so that more drawn files are kept:
    players in order, every rank in a deck, no colours named for a colourless rank, a
    companion card colourless, calls apart, decks of at most MAX_DECK cards that deal."""
    doc = copy.deepcopy(doc)
    players = doc["players"]
    players["min"], players["max"] = sorted((players["min"], players["max"]))
    ranks: dict[str, Any] = doc["ranks"]
    for rank in ranks.values():
        if any(
            e == "companion_card" or (isinstance(e, dict) and "companion_card" in e)
            for e in rank.get("effects", [])
        ):
            rank["coloured"] = False
    for rank_id, rank in ranks.items():
        if not _can_follow(ranks, rank_id, rank):
            rank["plays_on"] = "any"
            rank.pop("not_on", None)
    used = {r for entry in doc["deck"] for r in entry["ranks"]}
    first = doc["deck"][0]["ranks"]
    first += [r for r in ranks if r not in used and r not in first]
    decks = [doc["deck"], *doc.get("deck_options", {}).values()]
    for entries in decks:
        for entry in entries:
            if any(ranks.get(r, {}).get("coloured", True) is False for r in entry["ranks"]):
                entry.pop("colours", None)
            if deck_size(doc, entries) > MAX_DECK:
                entry["copies"] = 1
    calls = doc.get("calls", {}).get("list")
    if calls:
        kept: list[Any] = []
        for call in calls:
            if all(call["id"] != c["id"] and call["cards_left"] != c["cards_left"] for c in kept):
                kept.append(call)
        doc["calls"]["list"] = kept
    smallest = min(deck_size(doc, entries) for entries in decks)
    if doc["hand_size"] * players["max"] + 1 > smallest:  # fewer cards each, then fewer seats
        doc["hand_size"] = max(1, (smallest - 1) // players["max"])
        players["max"] = max(2, min(players["max"], (smallest - 1) // doc["hand_size"]))
        players["min"] = min(players["min"], players["max"])
    return doc


def _can_follow(ranks: dict[str, Any], rank_id: str, rank: dict[str, Any]) -> bool:
    """Whether a card of the rank may follow some other card (`semantics`' rule)."""
    others = [r for r in ranks if r != rank_id and r not in rank.get("not_on", [])]
    if rank.get("plays_on") == "any" or rank.get("coloured", True):
        return bool(others)
    faces = {rank_id, *rank.get("rank_aliases", [])}
    return any(faces & {o, *ranks[o].get("rank_aliases", [])} for o in others)


@st.composite
def documents(draw: st.DrawFn) -> Node:
    """A ruleset document as the schema allows, lightly repaired (see the module doc)."""
    scope = Scope()
    doc = value(draw, load_schema(), scope, ())
    doc = _repair(doc)
    if "decisions" in doc:  # drawn over the document as it is now (the repairs moved it)
        scope.doc = {k: v for k, v in doc.items() if k != "decisions"}
        node = load_schema()["properties"]["decisions"]
        doc["decisions"] = value(draw, node, scope, ("decisions",))
    return doc
