"""A ruleset in English words, for `python -m game rules NAME`.

Reads the validated document rather than compiled rules, so the summary shows what the file
says (and which values are defaults) and works without the engine.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ruleset.semantics import deck_size, decks

Doc = dict[str, Any]

SETTINGS: list[tuple[str, Any, str]] = [
    ("deck", "main", "which deck is used"),
    ("draw_when_able", False, "may a player draw while holding a matching card"),
    ("drawn_card", "keep", "may a card drawn on one's turn be played at once"),
    ("reshuffle", "keep_top", "when the draw pile runs out: keep the top card, or shuffle all"),
    ("start_card", "redraw", "a start card with an effect is slid under, or kept without effect"),
    ("two_player_reverse", "skip", "what Reverse does with two players"),
    ("last_card_effects", "ignore", "is the effect of a round's last card carried out"),
    ("blocked_round", "lowest_hand", "who wins when nobody can play or draw"),
    ("out_of_turn_priority", "first", "which out-of-turn action wins when several come at once"),
    ("jump_in.enabled", False, "may a player holding exactly the top card play it out of turn"),
    ("jump_in.ranks", "numbers", "which ranks may be jumped in"),
    ("jump_in.own_card", True, "may players jump in on their own card"),
    ("jump_in.during_attack", "stack", "jumping in on a pending attack"),
    ("first_player", "left_of_dealer", "who begins a round"),
    ("next_round_starter", "rotate_dealer", "who begins later rounds"),
    ("dealer_rotation", "left", "does the dealer move left each round"),
]


def english(text: Any, fallback: str) -> str:
    """The English of a text value (a string or `{en: ...}`), else `fallback`."""
    if isinstance(text, str):
        return text
    if isinstance(text, dict) and isinstance(text.get("en"), str):
        return str(text["en"])
    return fallback


def describe(doc: Doc) -> str:
    """The whole summary, as lines of text."""
    names = {rank_id: english(rank.get("name"), rank_id) for rank_id, rank in doc["ranks"].items()}
    sections = [
        _heading(doc),
        _decks(doc, names),
        _cards(doc, names),
        _settings(doc),
        _calls(doc),
        _scoring(doc),
        _decisions(doc),
    ]
    return "\n\n".join(section for section in sections if section)


def _heading(doc: Doc) -> str:
    lines = [f"{english(doc['name'], doc['id'])} ({doc['id']})"]
    if doc.get("description"):
        lines.append(english(doc["description"], ""))
    if doc.get("book"):
        lines.append(f"Book: {doc['book']}")
    players = doc["players"]
    lines.append(f"Players: {players['min']}-{players['max']}, {doc['hand_size']} cards each")
    return "\n".join(lines)


def _decks(doc: Doc, names: dict[str, str]) -> str:
    chosen = doc.get("rules", {}).get("deck", "main")
    colours = doc["colours"]
    lines = [f"Colours: {', '.join(colours)}"]
    for path, entries in decks(doc):
        deck_id = str(path[-1]) if path[0] == "deck_options" else "main"
        used = " (in use)" if deck_id == chosen else ""
        title = "Deck" if deck_id == "main" else f"Deck option {deck_id}"
        lines.append(f"{title}{used}: {deck_size(doc, entries)} cards")
        for rank_id, parts in _deck_counts(doc, entries).items():
            count = sum(copies * (len(cols) if cols else 1) for copies, cols in parts)
            how = "; ".join(_copies_text(copies, cols, colours) for copies, cols in parts)
            lines.append(f"  {names[rank_id]:<14} {count:>3}  ({how})")
    return "\n".join(lines)


def _deck_counts(doc: Doc, entries: list[Any]) -> dict[str, list[tuple[int, list[str] | None]]]:
    """Per rank: (copies, colours or None for an uncoloured rank) for each entry naming it."""
    counts: dict[str, list[tuple[int, list[str] | None]]] = {}
    for entry in entries:
        for rank_id in entry["ranks"]:
            coloured = doc["ranks"][rank_id].get("coloured", True)
            colours = entry.get("colours", doc["colours"]) if coloured else None
            counts.setdefault(rank_id, []).append((entry.get("copies", 1), colours))
    return counts


def _copies_text(copies: int, colours: list[str] | None, all_colours: list[str]) -> str:
    if colours is None:
        return "no colour"
    if colours == all_colours:
        return f"{copies} per colour"
    return f"{copies} × {', '.join(colours)}"


def _cards(doc: Doc, names: dict[str, str]) -> str:
    lines = ["Cards:"]
    for rank_id, rank in doc["ranks"].items():
        parts = []
        if rank.get("plays_on") == "any":
            parts.append("plays on any card")
        if rank.get("not_on"):
            parts.append(f"never on {_names(rank['not_on'], names)}")
        if rank.get("rank_aliases"):
            parts.append(f"also matches {_names(rank['rank_aliases'], {})}")
        parts += [effect_text(effect, names) for effect in rank.get("effects", [])]
        if not parts:
            parts.append(
                f"number {rank.get('value', 0)}" if rank["kind"] == "number" else "no effect"
            )
        points = rank.get("points", rank.get("value", 0))
        colour = "" if rank.get("coloured", True) else ", no colour"
        lines.append(f"  {names[rank_id]}: {'; '.join(parts)}  [{_count(points, 'point')}{colour}]")
    return "\n".join(lines)


def _names(rank_ids: list[str], names: dict[str, str]) -> str:
    words = [names.get(rank_id, rank_id) for rank_id in rank_ids]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def effect_text(effect: Any, names: dict[str, str]) -> str:
    """One effect in words, e.g. "the next player draws 2; may be answered with draw2 (stacks)"."""
    name, params = (effect, {}) if isinstance(effect, str) else next(iter(effect.items()))
    return _EFFECTS[name](params or {}, names)


def _skip(p: dict[str, Any], names: dict[str, str]) -> str:
    count = p.get("count", 1)
    parts = [
        "the next player is skipped" if count == 1 else f"the next {count} players are skipped"
    ]
    if p.get("stack_with"):
        parts.append(f"may be answered with {_names(p['stack_with'], names)} (one more is skipped)")
    parts += _defence(p, names)
    if p.get("chain_answer") == "first_only":
        parts.append("only the first skipped player may answer")
    return "; ".join(parts)


def _draw(p: dict[str, Any], names: dict[str, str]) -> str:
    parts = [f"the next player draws {p['count']}"]
    if p.get("stack_with"):
        parts.append(f"may be answered with {_names(p['stack_with'], names)} (stacks)")
    parts += _defence(p, names)
    if p.get("loses_turn", True) is False:
        parts.append("after drawing they still take their turn")
    if p.get("after_draw") == "may_play":
        parts.append("after drawing they may play a matching card or pass")
    return "; ".join(parts)


def _defence(p: dict[str, Any], names: dict[str, str]) -> list[str]:
    if not p.get("defended_by"):
        return []
    return [f"may be defended with {_names(p['defended_by'], names)} of the same colour"]


def _choose(p: dict[str, Any], names: dict[str, str]) -> str:
    options = [
        f"{option} ({'; '.join(effect_text(e, names) for e in effects) or 'nothing'})"
        for option, effects in p["options"].items()
    ]
    colour = "; always names the colour" if p.get("always_name_colour") else ""
    return f"its player picks one of: {', '.join(options)}{colour}"


def _trade(p: dict[str, Any], names: dict[str, str]) -> str:
    words = {
        "swap": "swap with a chosen player",
        "pass_left": "every hand passes left",
        "pass_right": "every hand passes right",
    }
    modes = p.get("modes", list(words))
    text = "its player trades hands: " + " or ".join(words[mode] for mode in modes)
    return "; ".join([text, *_defence(p, names)])


def _reveal(p: dict[str, Any], names: dict[str, str]) -> str:
    parts = [
        (
            "the next player shows their hand and must play a number card, "
            "drawing as many cards as its value (one card if they have none)"
        )
    ]
    parts += _defence(p, names)
    if p.get("loses_turn", True) is False:
        parts.append("the forced play does not use up their turn")
    if p.get("forced_effects") == "ignore":
        parts.append("the forced card's own effects are ignored")
    return "; ".join(parts)


def _companion(p: dict[str, Any], _names_: dict[str, str]) -> str:
    applies = "applies" if p.get("effect_applies", True) else "does not apply"
    return (
        "must be played with one coloured card from the hand, "
        f"which sets the colour and whose effect {applies}"
    )


_EFFECTS: dict[str, Callable[[dict[str, Any], dict[str, str]], str]] = {
    "skip": _skip,
    "reverse": lambda p, n: "the direction of play flips",
    "draw": _draw,
    "name_colour": lambda p, n: "names the colour",
    "choose_effect": _choose,
    "trade_hands": _trade,
    "reveal_and_force": _reveal,
    "companion_card": _companion,
    "play_again": lambda p, n: "its player takes another turn",
}


def _lookup(doc: Doc, dotted: str) -> tuple[Any, bool]:
    """The value at a dotted path (list items by index), and whether it is in the file."""
    node: Any = doc
    for part in dotted.split("."):
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return None, False
    return node, True


def _settings(doc: Doc) -> str:
    decided: dict[str, list[str]] = {}
    for decision in doc.get("decisions", []):
        decided.setdefault(decision["setting"], []).append(decision["id"])
    lines = ["Settings:"]
    for key, default, meaning in SETTINGS:
        value, given = _lookup(doc, f"rules.{key}")
        shown = _yaml(value if given else default) + ("" if given else " (default)")
        tags = decided.get(f"rules.{key}", [])
        extra = f"  [{', '.join(tags)}]" if tags else ""
        lines.append(f"  {key:<22} {shown:<21} {meaning}{extra}")
    return "\n".join(lines)


def _yaml(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "[" + ", ".join(_yaml(v) for v in value) + "]"
    return str(value)


def _calls(doc: Doc) -> str:
    calls = doc.get("calls") or {}
    if not calls.get("list"):
        return "Calls: none"
    how = {
        "automatic": "a missed call is punished automatically",
        "challenge": "a missed call is punished only if another player catches it",
    }
    when = {
        "until_next_action": "the call may come until the next player acts",
        "with_play": "the call must come with the play",
    }
    lines = [
        f"Calls: {how[calls.get('enforcement', 'automatic')]}; "
        f"{when[calls.get('window', 'until_next_action')]}"
    ]
    for call in calls["list"]:
        left, penalty = call["cards_left"], call.get("penalty", 1)
        lines.append(
            f"  {call['id']}: when a play leaves {_count(left, 'card')}; "
            f"a missed call costs {_count(penalty, 'card')}"
        )
    return "\n".join(lines)


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def _scoring(doc: Doc) -> str:
    """Scoring and match end; absent keys take the engine's defaults (see the format doc)."""
    scoring, match = doc.get("scoring") or {}, doc.get("match") or {}
    by_points = scoring.get("mode", "points") == "points"
    if by_points:
        score = (
            "Scoring: losers score the points of the cards left in hand; the winner scores "
            f"{scoring.get('winner_points', 0)}"
        )
    else:
        score = "Scoring: each round scores 1 for its winner"
    if match.get("end", "rounds") == "rounds":
        end = f"Match: ends after {_count(match.get('rounds', 3), 'round')}"
    else:
        end = f"Match: ends when a total reaches {match.get('points_limit', 500)} points"
    winner = match.get("winner", "lowest_total" if by_points else "most_wins")
    end += {"lowest_total": "; the lowest total wins", "most_wins": "; the most round wins win"}[
        winner
    ]
    return f"{score}\n{end}"


def _decisions(doc: Doc) -> str:
    if not doc.get("decisions"):
        return ""
    lines = ["Decisions:"]
    for decision in doc["decisions"]:
        note = f"  ({decision['note']})" if decision.get("note") else ""
        value = _yaml(_lookup(doc, decision["setting"])[0])
        lines.append(f"  {decision['id']:<5} {decision['setting']} = {value}{note}")
    return "\n".join(lines)
