"""Checks a schema cannot express: references between parts of a ruleset, and contradictions.

These run even when the structure has problems, so that one pass reports everything; hence
every accessor here tolerates values of the wrong type (the schema check reports those).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from game.engine.effect_kinds import BY_NAME
from game.ruleset.decidable import decidable, not_decidable
from game.ruleset.packs import pack_findings
from game.ruleset.problem import Finding, KeyPath, did_you_mean, msg
from game.ruleset.schema import load_schema
from game.ruleset.shown import PICTURES, shown_findings

RANK_LISTS = ("stack_with", "defended_by")
#: The settings whose value may be a list of rank ids, by their path in the document.
SETTING_RANK_LISTS: tuple[tuple[str, ...], ...] = (
    ("rules", "jump_in", "ranks"),
    ("rules", "groups", "same_rank", "ranks"),
    ("rules", "groups", "run", "order"),
    ("rules", "groups", "suit_after", "ranks"),
)


def setting_at(doc: Any, path: tuple[str, ...]) -> Any:
    """The value at `path`, or None where a step is missing or not a mapping."""
    for key in path:
        if not isinstance(doc, dict):
            return None
        doc = doc.get(key)
    return doc


# What the engine represents (game/engine; a test holds these equal to its constants):
#: card types (each coloured rank in each colour, each uncoloured rank once) are 8-bit in an
#: action int, 0-254;
MAX_TYPES = 255
#: the calls are looked up by hand size in a table of 256 entries, and a hand holds at most
#: the deck less the card on the discard pile. 256 cards is also over twice the largest book
#: deck (Uno's 108), as much as a table can hold and shuffle.
MAX_DECK = 256
MAX_PLAYERS = 16  # the schema's players.max

# Text may hold line breaks and tabs; any other control character (a NUL, an escape that
# drives a terminal) or a lone surrogate (not Unicode text at all) breaks whatever shows it.
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff]")


def holds_control(text: str) -> bool:
    """Whether a text holds what no ruleset text may (see `_CONTROL`): readers of texts a
    ruleset gave, such as a kept round's summary, take exactly what `check` takes."""
    return _CONTROL.search(text) is not None


# The picture an effect gives its card when the rank names none; the first such effect wins.
EFFECT_PICTURES = {
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
        _control_characters,
        _rank_references,
        _ranks_in_no_deck,
        _deck_colours,
        _colour_factors,
        _unplayable_ranks,
        _coloured_companions,
        _one_answer_per_card,
        _one_choice_per_card,
        _deck_choice,
        _card_types,
        _deck_sizes,
        _draw_rate,
        _players,
        _calls,
        _match_end,
        _decisions,
        shown_findings,
        pack_findings,
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


def _control_characters(doc: dict[str, Any]) -> Iterator[Finding]:
    """No text, value or key, holds a control character other than a line break or a tab."""
    stack: list[tuple[KeyPath, Any]] = [((), doc)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, dict):
            for key, item in value.items():
                if isinstance(key, str) and _CONTROL.search(key):
                    yield _control_finding((*path, key), key, at_key=True)
                stack.append(((*path, key), item))
        elif isinstance(value, list):
            stack += [((*path, index), item) for index, item in enumerate(value)]
        elif isinstance(value, str) and _CONTROL.search(value):
            yield _control_finding(path, value)


def _control_finding(path: KeyPath, text: str, *, at_key: bool = False) -> Finding:
    found = _CONTROL.search(text)
    assert found is not None
    code = f"U+{ord(found[0]):04X}"
    # A lone surrogate is half of a character that a file encoded wrongly, not a control
    # character: saying so tells the writer what to look for.
    kind = "surrogate" if 0xD800 <= ord(found[0]) <= 0xDFFF else "control"
    key = f"ruleset.problem.{kind}_{'key' if at_key else 'char'}"
    return Finding(path, msg(key, code=code), at_key=at_key)


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
    for setting in SETTING_RANK_LISTS:
        yield from _items(setting, setting_at(doc, setting))


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


def _colour_factors(doc: dict[str, Any]) -> Iterator[Finding]:
    """`scoring.colour_factors` names only colours of the ruleset."""
    colours = [colour for colour in _list(doc.get("colours")) if isinstance(colour, str)]
    for colour in _dict(_dict(doc.get("scoring")).get("colour_factors")):
        if colour not in colours:
            hint = did_you_mean(colour, colours)
            yield Finding(
                ("scoring", "colour_factors", colour),
                msg("ruleset.problem.colour_unknown", colour=colour, hint=hint),
            )


def _faces(rank_id: str, rank: dict[str, Any]) -> set[str]:
    return {rank_id, *(a for a in _list(rank.get("rank_aliases")) if isinstance(a, str))}


def _unplayable_ranks(doc: dict[str, Any]) -> Iterator[Finding]:
    """Every rank can follow some other card, else whoever holds one can never go out.

    A coloured card follows any card in its colour (the colour in force); an uncoloured one
    only what shares a face with it (its id or a rank_aliases entry), unless it plays on any;
    `not_on` removes ranks from either.
    """
    ranks = {rank_id: _dict(rank) for rank_id, rank in _dict(doc.get("ranks")).items()}
    used = {rank for _, entries in decks(doc) for entry in entries for rank in _rank_list(entry)}
    for rank_id, rank in ranks.items():
        if rank_id not in used:
            continue  # said as such
        # A set of the names (a rank id is text; anything else is the schema's to report), so
        # that a ruleset of hundreds of ranks is checked in time linear in its ranks.
        barred = {r for r in _list(rank.get("not_on")) if isinstance(r, str)}
        others = (r for r in ranks if r != rank_id and r not in barred)
        if rank.get("plays_on") == "any" or _is_coloured(doc, rank_id):
            if next(others, None) is not None:
                continue
        else:
            faces = _faces(rank_id, rank)
            if any(faces & _faces(other, ranks[other]) for other in others):
                continue
        why = msg("ruleset.problem.rank_unplayable", rank=rank_id)
        yield Finding(("ranks", rank_id), why, at_key=True)


def _coloured_companions(doc: dict[str, Any]) -> Iterator[Finding]:
    """`companion_card` only on an uncoloured rank, as docs/ruleset-format.md says: the
    engine can play a coloured one whose only partner is another coloured companion card,
    which then cannot be added, and the round stops with nobody able to act."""
    for rank_id, rank in _dict(doc.get("ranks")).items():
        if not _is_coloured(doc, rank_id):
            continue
        for index, effect in enumerate(_list(_dict(rank).get("effects"))):
            if effect == "companion_card" or (
                isinstance(effect, dict) and "companion_card" in effect
            ):
                why = msg("ruleset.problem.companion_coloured", rank=rank_id)
                yield Finding(("ranks", rank_id, "effects", index), why)


def _waits_for_an_answer(effect: Any) -> str | None:
    """The effect's name if it leaves the game waiting on a player (an attack to answer, a
    partner to trade with, a card to add, a stage's choices), else None; an unknown entry is
    the schema's to tell."""
    name: Any
    params: dict[str, Any] = {}
    if isinstance(effect, str):
        name = effect
    elif isinstance(effect, dict) and len(effect) == 1:
        name, given = next(iter(effect.items()))
        params = given if isinstance(given, dict) else {}
    else:
        return None
    if name in ("draw", "reveal_and_force", "trade_hands", "companion_card"):
        return str(name)
    kind = BY_NAME.get(name) if isinstance(name, str) else None
    if kind is not None and kind.stage is not None:
        return str(name)  # it opens a stage: the players concerned each decide first
    # A skip that may be stacked on or defended is an attack too (the engine's Effect.is_attack).
    answerable = name == "skip" and (params.get("stack_with") or params.get("defended_by"))
    return "skip" if answerable else None


def _one_answer_per_card(doc: dict[str, Any]) -> Iterator[Finding]:
    """A card carries at most one effect that waits on a player: the game waits for one answer
    at a time, so a second such effect on the same card would replace the first before it was
    answered (the engine then swapped with seat -1, or took a card stacked on the one attack
    for an answer to the other; found by tests/guard)."""
    for rank_id, rank in _dict(doc.get("ranks")).items():
        effects = _list(_dict(rank).get("effects"))
        waiting = [(i, name) for i, e in enumerate(effects) if (name := _waits_for_an_answer(e))]
        for index, name in waiting[1:]:
            why = msg(
                "ruleset.problem.two_answers_on_a_card",
                rank=rank_id,
                first=waiting[0][1],
                second=name,
            )
            yield Finding(("ranks", rank_id, "effects", index), why)


def _one_choice_per_card(doc: dict[str, Any]) -> Iterator[Finding]:
    """A card carries at most one choose_effect: a play holds the one option chosen, so a second
    choice would read the first's option (out of its range: an IndexError in the engine; found
    by `make guard`). One choose_effect with all the options offers them all."""
    for rank_id, rank in _dict(doc.get("ranks")).items():
        effects = _list(_dict(rank).get("effects"))
        choices = [i for i, e in enumerate(effects) if isinstance(e, dict) and "choose_effect" in e]
        for index in choices[1:]:
            why = msg("ruleset.problem.two_choices_on_a_card", rank=rank_id)
            yield Finding(("ranks", rank_id, "effects", index), why)


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


def _copies_in_range(entries: list[Any]) -> bool:
    limits = load_schema()["$defs"]["deck_entry"]["properties"]["copies"]
    for entry in entries:
        copies = _dict(entry).get("copies", 1)
        if not isinstance(copies, int) or not limits["minimum"] <= copies <= limits["maximum"]:
            return False
    return True


def card_types(doc: dict[str, Any]) -> int:
    """How many different cards the ranks make: coloured ones once per colour, others once."""
    colours = len(_list(doc.get("colours")))
    ranks = _dict(doc.get("ranks"))
    return sum(colours if _is_coloured(doc, rank) else 1 for rank in ranks)


def _card_types(doc: dict[str, Any]) -> Iterator[Finding]:
    types = card_types(doc)
    if types > MAX_TYPES:
        why = msg("ruleset.problem.too_many_types", types=types, limit=MAX_TYPES)
        yield Finding(("ranks",), why, at_key=True)


def _deck_sizes(doc: dict[str, Any]) -> Iterator[Finding]:
    """A deck holds at most MAX_DECK cards (its packs together), and dealing every table the
    ruleset allows, each number of players its own hands from its own packs, must leave at
    least one card to start the discard pile."""
    for deck_path, entries in decks(doc):
        if not _copies_in_range(entries):
            continue  # the schema says which copies are out of range; the sizes follow from them
        size = deck_size(doc, entries)
        if size > MAX_DECK:
            why = msg("ruleset.problem.too_many_cards", size=size, limit=MAX_DECK)
            yield Finding(deck_path, why, at_key=True)
    counts = _counts(doc)
    if not counts:
        return  # out of range: the schema check already says so
    for deck_path, entries in decks(doc):
        if not _copies_in_range(entries) or not entries:
            continue
        one_pack = deck_size(doc, entries)
        most = max(packs for _players, _hand, packs in counts)
        if one_pack <= MAX_DECK < one_pack * most:
            why = msg("ruleset.problem.too_many_cards", size=one_pack * most, limit=MAX_DECK)
            yield Finding(deck_path, why, at_key=True)
        # Each number of players is dealt its own hands from its own packs; the largest count
        # that leaves no start card is named (the table that needs the most).
        for players, hand, packs in reversed(counts):
            need = hand * players + 1
            if one_pack * packs < need:
                why = msg(
                    "ruleset.problem.too_few_cards",
                    size=one_pack * packs,
                    players=players,
                    hand=hand,
                    need=need,
                )
                yield Finding(deck_path, why, at_key=True)
                break


def _counts(doc: dict[str, Any]) -> list[tuple[int, int, int]]:
    """Per number of players the table allows: (players, cards dealt each, packs), by
    `hand_size`, `hand_size_by_players` and `rules.packs_by_players`; empty when any of them
    is out of the schema's range (its check says so)."""
    hand = _whole(doc.get("hand_size"))
    players = _dict(doc.get("players"))
    low, high = _whole(players.get("min")), _whole(players.get("max"))
    if not hand or not low or not high or hand < 1 or not 2 <= low <= high <= MAX_PLAYERS:
        return []
    sizes: dict[int, int] = {}
    for entry in _list(doc.get("hand_size_by_players")):
        count, cards = _whole(_dict(entry).get("players")), _whole(_dict(entry).get("hand_size"))
        if not count or not cards or cards < 1:
            return []
        sizes[count] = cards
    steps: list[tuple[int, int]] = []
    for entry in _list(_dict(doc.get("rules")).get("packs_by_players")):
        low_at, packs = _whole(_dict(entry).get("from_players")), _whole(_dict(entry).get("packs"))
        if not low_at or not packs or packs < 1:
            return []
        steps.append((low_at, packs))
    out = []
    for n in range(low, high + 1):
        packs = max((k for at, k in sorted(steps) if at <= n), default=1)
        out.append((n, sizes.get(n, hand), packs))
    return out


def _draw_rate(doc: dict[str, Any]) -> Iterator[Finding]:
    """Cards played must, on average, make the next player draw fewer than one card each.

    A play takes a card out of a hand; a draw card then puts `count` into the next one. When a
    card played brings one or more drawn on average, hands grow instead of shrinking, and once
    the deck is in the hands nobody goes out: the round never ends. (Noris draws 0.44 a card
    played, Uno 0.3.)
    """
    for deck_path, entries in decks(doc):
        if not entries or not _copies_in_range(entries):
            continue
        rate = draw_rate(doc, entries)
        if rate >= 1:
            yield Finding(
                deck_path, msg("ruleset.problem.draws_too_many", rate=f"{rate:.2f}"), at_key=True
            )


def draw_rate(doc: dict[str, Any], entries: list[Any]) -> float:
    """Cards drawn per card played, on average over a deck (0 for an empty one)."""
    ranks = _dict(doc.get("ranks"))
    counts = _rank_counts(doc, entries)
    size = sum(counts.values())
    if not size:
        return 0.0
    values = [_whole(_dict(ranks.get(r)).get("value", 0)) or 0 for r in counts]
    numbers = [v for r, v in zip(counts, values) if _dict(ranks.get(r)).get("kind") == "number"]
    forced = sum(numbers) / len(numbers) if numbers else 0.0  # what a reveal_and_force draws
    drawn = sum(n * _draws(_dict(ranks.get(r)).get("effects"), forced) for r, n in counts.items())
    return drawn / size


def _rank_counts(doc: dict[str, Any], entries: list[Any]) -> dict[str, int]:
    """Cards of each rank in a deck."""
    counts: dict[str, int] = {}
    for entry in entries:
        for rank in _rank_list(entry):
            if rank in _dict(doc.get("ranks")):
                counts[rank] = counts.get(rank, 0) + deck_size(
                    doc, [{**_dict(entry), "ranks": [rank]}]
                )
    return counts


def _draws(effects: Any, forced: float) -> float:
    """Cards a play of these effects makes someone draw (the most of a choice's options)."""
    total = 0.0
    for effect in _list(effects):
        if not isinstance(effect, dict) or len(effect) != 1:
            total += forced if effect == "reveal_and_force" else 0
            continue
        name, params = next(iter(effect.items()))
        params = _dict(params)
        if name == "draw":
            total += _whole(params.get("count")) or 0
        elif name == "reveal_and_force":
            total += forced
        elif name == "choose_effect":
            options = [_draws(inner, forced) for inner in _dict(params.get("options")).values()]
            total += max(options, default=0.0)
    return total


def _players(doc: dict[str, Any]) -> Iterator[Finding]:
    players = _dict(doc.get("players"))
    low, high = _whole(players.get("min")), _whole(players.get("max"))
    if low is not None and high is not None and low > high:
        yield Finding(("players", "min"), msg("ruleset.problem.min_over_max", low=low, high=high))


def _calls(doc: dict[str, Any]) -> Iterator[Finding]:
    by_cards: dict[int, str] = {}
    ids: set[str] = set()
    ranked: list[tuple[int, int, str, list[Any]]] = []  # calls tied to ranks (with_ranks)
    for index, call in enumerate(_list(_dict(doc.get("calls")).get("list"))):
        call = _dict(call)
        call_id, cards = call.get("id"), _whole(call.get("cards_left"))
        if isinstance(call_id, str):
            if call_id in ids:
                yield Finding(
                    ("calls", "list", index, "id"), msg("ruleset.problem.call_twice", call=call_id)
                )
            ids.add(call_id)
        if cards is not None and _list(call.get("with_ranks")):
            ranked.append((index, cards, str(call_id), _list(call.get("with_ranks"))))
        elif cards is not None:
            if cards in by_cards:
                yield Finding(
                    ("calls", "list", index, "cards_left"),
                    msg("ruleset.problem.cards_left_taken", cards=cards, call=by_cards[cards]),
                )
            else:
                by_cards[cards] = str(call_id)
    yield from _ranked_calls(ranked, by_cards)


def _ranked_calls(
    ranked: list[tuple[int, int, str, list[Any]]], by_cards: dict[int, str]
) -> Iterator[Finding]:
    """A call tied to ranks stands beside a plain call of its count, which it replaces for those
    ranks: whether a call is due never hangs on the card, only which one. Two calls of one count
    share no rank."""
    taken: dict[tuple[int, Any], str] = {}
    for index, cards, call_id, ranks in ranked:
        where = ("calls", "list", index, "with_ranks")
        if cards not in by_cards:
            yield Finding(where, msg("ruleset.problem.call_ranks_alone", call=call_id, cards=cards))
        for rank in ranks:
            other = taken.get((cards, rank))
            if other is not None:
                yield Finding(
                    where, msg("ruleset.problem.call_ranks_twice", call=call_id, other=other)
                )
            taken[(cards, rank)] = call_id


def _match_end(doc: dict[str, Any]) -> Iterator[Finding]:
    """A match to a points limit must be able to reach it: some card or the winner scores."""
    match, scoring = _dict(doc.get("match")), _dict(doc.get("scoring"))
    if match.get("end") != "points_limit" or scoring.get("mode", "points") != "points":
        return
    if _whole(scoring.get("winner_points", 0)):
        return
    for rank in _dict(doc.get("ranks")).values():
        rank = _dict(rank)
        if _whole(rank.get("points", rank.get("value", 0))):
            return
    yield Finding(("match", "end"), msg("ruleset.problem.no_points"))


def _decisions(doc: dict[str, Any]) -> Iterator[Finding]:
    """Each decision names a setting by dotted path; it must exist in this file, and it must
    be one a house rule may change."""
    seen: set[str] = set()
    for index, decision in enumerate(_list(doc.get("decisions"))):
        decision = _dict(decision)
        decision_id, setting = decision.get("id"), decision.get("setting")
        if setting in NOT_HOUSE_RULES:
            yield Finding(("decisions", index, "setting"), NOT_HOUSE_RULES[setting])
        if isinstance(decision_id, str) and isinstance(setting, str):
            key = f"{decision_id} {setting}"
            if key in seen:
                yield Finding(
                    ("decisions", index),
                    msg("ruleset.problem.decision_twice", decision=decision_id, setting=setting),
                )
            seen.add(key)
        if isinstance(setting, str) and not _exists(doc, setting.split(".")):
            hint = did_you_mean(setting, list(dotted_paths(doc)))
            yield Finding(
                ("decisions", index, "setting"),
                msg("ruleset.problem.setting_missing", setting=setting, hint=hint),
            )
        elif isinstance(setting, str) and setting not in NOT_HOUSE_RULES and not decidable(setting):
            # New game and the workshop could neither say nor offer it
            yield Finding(("decisions", index, "setting"), not_decidable(setting))


# Settings a house rule may not change, and why. The number of players is chosen on its own at
# New game, between players.min and players.max: a house rule moving the minimum would only
# make the seats already chosen unplayable.
NOT_HOUSE_RULES = {"players.min": msg("ruleset.problem.players_min_house_rule")}


def _exists(node: Any, parts: list[str]) -> bool:
    for part in parts:
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return False
    return True


def dotted_paths(node: Any, prefix: str = "") -> Iterator[str]:
    """Every place of a document by its dotted path (list items by index)."""
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
        yield from dotted_paths(value, path)


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
            if name in EFFECT_PICTURES:
                return EFFECT_PICTURES[name], count
    if _list(rank.get("rank_aliases")):
        return "both_ways", count
    defenders = {
        rank
        for other in ranks.values()
        for path, rank in _effect_ranks((), _dict(other).get("effects"))
        if "defended_by" in path
    }
    return ("shield" if rank_id in defenders else "number"), count
