"""Checks a schema cannot express: references between parts of a ruleset, and contradictions.

These run even when the structure has problems, so that one pass reports everything; hence
every accessor here tolerates values of the wrong type (the schema check reports those).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.ruleset.problem import Finding, KeyPath, did_you_mean, msg

RANK_LISTS = ("stack_with", "defended_by")

# The pictures a card face can show (`picture` in a rank); the schema lists the same values.
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
# The picture an effect gives its card when the rank names none; the first such effect wins.
_EFFECT_PICTURES = {
    "skip": "skip",
    "reverse": "reverse",
    "draw": "draw",
    "name_colour": "wild",
    "choose_effect": "joker",
    "trade_hands": "trade",
    "reveal_and_force": "x_plus",
    "companion_card": "your_choice",
}


def semantic_findings(doc: dict[str, Any]) -> list[Finding]:
    """Every contradiction in a document whose top level is a mapping."""
    findings: list[Finding] = []
    for check in (
        _rank_references,
        _ranks_in_no_deck,
        _deck_colours,
        _deck_choice,
        _deck_sizes,
        _players,
        _calls,
        _decisions,
    ):
        findings.extend(check(doc))
    return findings


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _whole(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def decks(doc: dict[str, Any]) -> Iterator[tuple[KeyPath, list[Any]]]:
    """The main deck and each deck option, with their paths."""
    yield ("deck",), _list(doc.get("deck"))
    for option, entries in _dict(doc.get("deck_options")).items():
        yield ("deck_options", option), _list(entries)


def _rank_references(doc: dict[str, Any]) -> Iterator[Finding]:
    """Every place naming a rank must name one defined in `ranks`."""
    defined = list(_dict(doc.get("ranks")))
    for path, rank in _referenced_ranks(doc):
        if isinstance(rank, str) and rank not in defined:
            hint = did_you_mean(rank, defined)
            yield Finding(path, msg("ruleset.problem.rank_undefined", rank=rank, hint=hint))


def _referenced_ranks(doc: dict[str, Any]) -> Iterator[tuple[KeyPath, Any]]:
    for deck_path, entries in decks(doc):
        for index, entry in enumerate(entries):
            yield from _items((*deck_path, index, "ranks"), _dict(entry).get("ranks"))
    for rank_id, rank in _dict(doc.get("ranks")).items():
        rank = _dict(rank)
        yield from _items(("ranks", rank_id, "not_on"), rank.get("not_on"))
        yield from _effect_ranks(("ranks", rank_id, "effects"), rank.get("effects"))
    jump_in = _dict(_dict(doc.get("rules")).get("jump_in"))
    yield from _items(("rules", "jump_in", "ranks"), jump_in.get("ranks"))


def _items(path: KeyPath, value: Any) -> Iterator[tuple[KeyPath, Any]]:
    for index, item in enumerate(_list(value)):
        yield (*path, index), item


def _effect_ranks(path: KeyPath, effects: Any) -> Iterator[tuple[KeyPath, Any]]:
    """Ranks named in effect parameters, also inside choose_effect options."""
    for index, effect in enumerate(_list(effects)):
        if not isinstance(effect, dict) or len(effect) != 1:
            continue
        name, params = next(iter(effect.items()))
        params = _dict(params)
        here = (*path, index, name)
        for key in RANK_LISTS:
            yield from _items((*here, key), params.get(key))
        for option, option_effects in _dict(params.get("options")).items():
            yield from _effect_ranks((*here, "options", option), option_effects)


def _ranks_in_no_deck(doc: dict[str, Any]) -> Iterator[Finding]:
    used = {rank for _, entries in decks(doc) for entry in entries for rank in _rank_list(entry)}
    for rank_id in _dict(doc.get("ranks")):
        if rank_id not in used:
            yield Finding(
                ("ranks", rank_id),
                msg("ruleset.problem.rank_in_no_deck", rank=rank_id),
                at_key=True,
            )


def _rank_list(entry: Any) -> list[str]:
    """The rank ids of a deck entry; an unquoted number counts (its quoting is reported)."""
    ranks = _list(_dict(entry).get("ranks"))
    return [
        str(rank) for rank in ranks if isinstance(rank, (str, int)) and not isinstance(rank, bool)
    ]


def _is_coloured(doc: dict[str, Any], rank_id: str) -> bool:
    return _dict(_dict(doc.get("ranks")).get(rank_id)).get("coloured", True) is not False


def _deck_colours(doc: dict[str, Any]) -> Iterator[Finding]:
    """`colours` in a deck entry: only known colours, and never for an uncoloured rank."""
    colours = [colour for colour in _list(doc.get("colours")) if isinstance(colour, str)]
    for deck_path, entries in decks(doc):
        for index, entry in enumerate(entries):
            entry = _dict(entry)
            if "colours" not in entry:
                continue
            path = (*deck_path, index, "colours")
            for rank in _rank_list(entry):
                if rank in _dict(doc.get("ranks")) and not _is_coloured(doc, rank):
                    yield Finding(path, msg("ruleset.problem.colours_uncoloured", rank=rank))
            for at, colour in _items(path, entry["colours"]):
                if isinstance(colour, str) and colour not in colours:
                    hint = did_you_mean(colour, colours)
                    yield Finding(
                        at, msg("ruleset.problem.colour_unknown", colour=colour, hint=hint)
                    )


def _deck_choice(doc: dict[str, Any]) -> Iterator[Finding]:
    options = list(_dict(doc.get("deck_options")))
    if "main" in options:
        yield Finding(("deck_options", "main"), msg("ruleset.problem.deck_main_taken"), at_key=True)
    chosen = _dict(doc.get("rules")).get("deck", "main")
    if isinstance(chosen, str) and chosen != "main" and chosen not in options:
        known = ", ".join(["main", *options])
        yield Finding(
            ("rules", "deck"), msg("ruleset.problem.deck_missing", deck=chosen, known=known)
        )


def deck_size(doc: dict[str, Any], entries: list[Any]) -> int:
    """Cards in a deck: coloured ranks once per colour, uncoloured ones once, times copies."""
    all_colours = _list(doc.get("colours"))
    total = 0
    for entry in entries:
        entry = _dict(entry)
        copies = _whole(entry.get("copies", 1)) or 0
        colours = len(_list(entry.get("colours", all_colours)))
        for rank in _rank_list(entry):
            if rank in _dict(doc.get("ranks")):
                total += copies * (colours if _is_coloured(doc, rank) else 1)
    return total


def _deck_sizes(doc: dict[str, Any]) -> Iterator[Finding]:
    """Dealing the largest table must leave at least one card to start the discard pile."""
    hand = _whole(doc.get("hand_size"))
    players = _whole(_dict(doc.get("players")).get("max"))
    if not hand or not players or hand < 1 or not 2 <= players <= 10:
        return  # out of range: the schema check already says so
    need = hand * players + 1
    for deck_path, entries in decks(doc):
        size = deck_size(doc, entries)
        if entries and size < need:
            yield Finding(
                deck_path,
                msg(
                    "ruleset.problem.too_few_cards",
                    size=size,
                    players=players,
                    hand=hand,
                    need=need,
                ),
                at_key=True,
            )


def _players(doc: dict[str, Any]) -> Iterator[Finding]:
    players = _dict(doc.get("players"))
    low, high = _whole(players.get("min")), _whole(players.get("max"))
    if low is not None and high is not None and low > high:
        yield Finding(("players", "min"), msg("ruleset.problem.min_over_max", low=low, high=high))


def _calls(doc: dict[str, Any]) -> Iterator[Finding]:
    by_cards: dict[int, str] = {}
    ids: set[str] = set()
    for index, call in enumerate(_list(_dict(doc.get("calls")).get("list"))):
        call = _dict(call)
        call_id, cards = call.get("id"), _whole(call.get("cards_left"))
        if isinstance(call_id, str):
            if call_id in ids:
                yield Finding(
                    ("calls", "list", index, "id"), msg("ruleset.problem.call_twice", call=call_id)
                )
            ids.add(call_id)
        if cards is not None:
            if cards in by_cards:
                yield Finding(
                    ("calls", "list", index, "cards_left"),
                    msg("ruleset.problem.cards_left_taken", cards=cards, call=by_cards[cards]),
                )
            else:
                by_cards[cards] = str(call_id)


def _decisions(doc: dict[str, Any]) -> Iterator[Finding]:
    """Each decision names a setting by dotted path; it must exist in this file."""
    seen: set[str] = set()
    for index, decision in enumerate(_list(doc.get("decisions"))):
        decision = _dict(decision)
        decision_id, setting = decision.get("id"), decision.get("setting")
        if isinstance(decision_id, str) and isinstance(setting, str):
            key = f"{decision_id} {setting}"
            if key in seen:
                yield Finding(
                    ("decisions", index),
                    msg("ruleset.problem.decision_twice", decision=decision_id, setting=setting),
                )
            seen.add(key)
        if isinstance(setting, str) and not _exists(doc, setting.split(".")):
            hint = did_you_mean(setting, list(_dotted_paths(doc)))
            yield Finding(
                ("decisions", index, "setting"),
                msg("ruleset.problem.setting_missing", setting=setting, hint=hint),
            )


def _exists(node: Any, parts: list[str]) -> bool:
    for part in parts:
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return False
    return True


def _dotted_paths(node: Any, prefix: str = "") -> Iterator[str]:
    items = (
        node.items()
        if isinstance(node, dict)
        else enumerate(node)
        if isinstance(node, list)
        else ()
    )
    for key, value in items:
        path = f"{prefix}.{key}" if prefix else str(key)
        yield path
        yield from _dotted_paths(value, path)


def rank_picture(doc: dict[str, Any], rank_id: str) -> tuple[str, int]:
    """The picture on the face of `rank_id` and the draw count it shows (0 for none).

    The rank's `picture` if given; else its first effect with a picture (skip, reverse, draw,
    name_colour: wild, choose_effect: joker, trade_hands: trade, reveal_and_force: x_plus,
    companion_card: your_choice); else both_ways for a rank with rank_aliases, shield for a
    rank named in some defended_by, and number for the rest.

    >>> rank_picture({"ranks": {"d": {"kind": "symbol", "effects": [{"draw": {"count": 4}}]}}}, "d")
    ('draw', 4)
    """
    ranks = _dict(doc.get("ranks"))
    rank = _dict(ranks.get(rank_id))
    effects = [_dict(e) if isinstance(e, dict) else {e: {}} for e in _list(rank.get("effects"))]
    count = next((_whole(_dict(e["draw"]).get("count")) or 0 for e in effects if "draw" in e), 0)
    given = rank.get("picture")
    if isinstance(given, str) and given in PICTURES:
        return given, count
    for effect in effects:
        for name in effect:
            if name in _EFFECT_PICTURES:
                return _EFFECT_PICTURES[name], count
    if _list(rank.get("rank_aliases")):
        return "both_ways", count
    defenders = {
        rank
        for other in ranks.values()
        for path, rank in _effect_ranks((), _dict(other).get("effects"))
        if "defended_by" in path
    }
    return ("shield" if rank_id in defenders else "number"), count
