"""A ruleset's rules in the reader's language, made only from its data.

The rules viewer draws these lines beside the card pictures, `maumau rules NAME` prints them,
and the table's log names a chosen effect with them; a user's own ruleset explains itself the
same way as the built-in ones. The document is a loaded one (`game.ruleset.load_document`:
every default written in, every effect as `{name: parameters}`), so nothing here restates a
default. Every word comes from the translations.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.engine.effect_kinds import BY_NAME
from game.engine.effects import Choices, OneOf, RankNames, Said
from game.engine.rules import default_match_winner
from game.files import screen_text
from game.i18n import catalogue, own_text, text_of, tr
from game.ruleset.advice import ATTACKS, rank_answers
from game.ruleset.packs import pack_face, pack_of, speaks_of_suits

Doc = Mapping[str, Any]
Names = Mapping[str, str]


class RankWords(dict[str, str]):
    """Each rank's name (`rank_names`), knowing too what each rank does played on a Draw card
    or a skip that lists it in `stack_with` (`answers`, by the attack's kind: True it stacks,
    False it ends the attack): a kind's words get only their parameters, so the rules sort the
    ranks they name."""

    def __init__(self, names: Mapping[str, str], answers: Mapping[str, Mapping[str, bool]]) -> None:
        super().__init__(names)
        self.answers = {kind: dict(by_rank) for kind, by_rank in answers.items()}


def rank_name(doc: Doc, rank_id: str) -> str:
    """One rank's display name in the reader's language (its id where it has none); any
    document will do, a draft with problems too."""
    ranks = doc.get("ranks")
    rank = ranks.get(rank_id) if isinstance(ranks, Mapping) else None
    if isinstance(rank, Mapping) and "name" not in rank and pack_face(doc, str(rank_id)):
        return _pack_word(doc, "rank", str(rank_id)) or str(rank_id)
    name = text_of(rank.get("name", rank_id)) if isinstance(rank, Mapping) else str(rank_id)
    return screen_text(name)  # a file's name may hold what a font cannot draw


def _pack_word(doc: Doc, kind: str, word_id: str) -> str:
    """The game's word for a rank or colour of the document's pack ("Daus" for the German
    pack's ace, "Rot" for its hearts), else its word for any pack, else ""."""
    for key in (f"pack.{pack_of(doc)}.{kind}.{word_id}", f"pack.{kind}.{word_id}"):
        if key in catalogue("en"):
            return tr(key)
    return ""


def colour_name(doc: Doc, colour_id: str) -> str:
    """One colour's name in the reader's language; any document will do, a draft too.

    The file's own name in the reader's language wins (`colour_names`), then the game's word
    for a colour it knows ("rot" for `red`), then the file's name in English or in any
    language it gives, then the id itself: never a translation key."""
    names = doc.get("colour_names")
    own = names.get(colour_id) if isinstance(names, Mapping) else None
    key = f"colour.{colour_id}"
    name = own_text(own) if isinstance(own, (str, dict)) else ""
    if not name:
        name = _pack_word(doc, "colour", str(colour_id))
    if not name and key in catalogue("en"):
        name = tr(key)
    if not name and isinstance(own, dict):
        name = text_of(own)
    return screen_text(name or str(colour_id))  # a file's name may hold what a font cannot draw


def colours_line(doc: Doc) -> str:
    """The deck's colours by name, for the rules ("Suits: hearts, bells, …")."""
    colours = [c for c in doc.get("colours", ()) if isinstance(c, str)]
    key = "rules.suits" if speaks_of_suits(doc) else "rules.colours"
    return tr(key, colours=", ".join(colour_name(doc, c) for c in colours))


def rank_names(doc: Doc) -> RankWords:
    """Each rank's display name in the reader's language (its id where it has none); any
    document will do, a draft with problems too."""
    ranks = doc.get("ranks")
    ids = [str(r) for r in ranks] if isinstance(ranks, Mapping) else []
    answers = {kind: rank_answers(doc, kind) for kind in ATTACKS}
    return RankWords({r: rank_name(doc, r) for r in ids}, answers)


def either(ids: list[str], names: Names) -> str:
    """ "Draw 2 or Joker": names joined by the language's "or"."""
    words = [names.get(i, i) for i in ids]
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " " + tr("words.or") + " " + words[-1]


def effect_words(effect: Mapping[str, Any], names: Names, *, suits: bool = False) -> str:
    """One effect in words ("the next player draws 2; may be answered with Draw 2 (stacks)"),
    as its kind's home says it (game.engine.effect_kinds); `suits`: the deck has suits, so a
    wished colour is a suit."""
    ((name, params),) = effect.items()
    parts = BY_NAME[name].words(params, suits)
    return "; ".join(_say(part, names) for part in parts if _said_here(part, names))


def _said_here(part: Said, names: Names) -> bool:
    """A part naming only the ranks that stack (or only those that do not) is said where it
    names some."""
    return all(_ranks(value, names) for _key, value in part.values if isinstance(value, RankNames))


def _ranks(value: RankNames, names: Names) -> list[str]:
    """The ranks `value` names: those that stack on its attack or those that end it, where
    the names know it (`RankWords`); without that knowledge, every rank is taken to stack."""
    if value.stacks is None:
        return list(value.ids)
    known: Mapping[str, Mapping[str, bool]] = getattr(names, "answers", {})
    answers = known.get(value.attack, dict.fromkeys(value.ids, True))
    return [r for r in value.ids if answers.get(r, not value.stacks) is value.stacks]


def _say(part: Said, names: Names) -> str:
    return tr(part.key, **{key: _value(value, names) for key, value in part.values})


def _value(value: Any, names: Names) -> Any:
    if isinstance(value, RankNames):
        return either(_ranks(value, names), names)
    if isinstance(value, OneOf):
        return f" {tr('words.or')} ".join(_say(part, names) for part in value.parts)
    if isinstance(value, Choices):
        return ", ".join(
            f"{option_name(option, effects, names)} "
            f"({'; '.join(effect_words(e, names) for e in effects)})"
            for option, effects in value.options.items()
        )
    return value


def option_name(option_id: str, effects: list[Mapping[str, Any]], names: Names) -> str:
    """What a choose-effect option is called: the card it stands for when it names one (the
    Joker's "Draw 2"), else its effects in words."""
    if option_id in names:
        return names[option_id]
    return "; ".join(effect_words(e, names) for e in effects)


def option_label(doc: Doc, option_id: str) -> str:
    """A choose-effect option of this ruleset by its name (the log's "Ben chose Draw 2")."""
    names = rank_names(doc)
    for rank in doc["ranks"].values():
        for effect in rank["effects"]:
            options = effect.get("choose_effect", {}).get("options", {})
            if option_id in options:
                return option_name(option_id, options[option_id], names)
    return names.get(option_id, option_id)


def sentence(line: str) -> str:
    return line[:1].upper() + line[1:] + ("" if line.endswith(".") else ".")


def effects_words(
    effects: Sequence[Mapping[str, Any]], names: Names, *, suits: bool = False
) -> str:
    """A list of effects in words, in order ("no special effect" for none): what a card does
    when a house rule gives it other effects."""
    if not effects:
        return tr("rules.no_effect")
    return "; ".join(effect_words(e, names, suits=suits) for e in effects)


def card_words(rank: Mapping[str, Any], names: Names, *, suits: bool = False) -> list[str]:
    """What a card does, one sentence per effect or property."""
    lines = []
    if rank["plays_on"] == "any":
        lines.append(tr("rules.plays_on_any"))
    if rank["not_on"]:
        lines.append(tr("rules.not_on", cards=either(rank["not_on"], names)))
    if rank["then_any"]:
        lines.append(tr("rules.then_any"))
    if rank["only_without"] == "colour_in_force":
        lines.append(tr("rules.only_without"))
        if rank["challenge"]["enabled"]:
            lines.append(tr("rules.challenge", count=rank["challenge"]["extra"]))
    if rank["rank_aliases"]:
        # an alias that names another rank of the file is said by that card's name
        lines.append(tr("rules.aliases", cards=either(rank["rank_aliases"], names)))
    lines += [effect_words(e, names, suits=suits) for e in rank["effects"]]
    return [sentence(line) for line in lines]


def rank_words(doc: Doc, rank_id: str) -> list[str]:
    """What the ruleset's card `rank_id` does, in its own card names, of suits for a deck of
    suits."""
    return card_words(doc["ranks"][rank_id], rank_names(doc), suits=speaks_of_suits(doc))


def _value_at(doc: Doc, path: str) -> Any:
    node: Any = doc
    for part in path.split("."):
        node = node[int(part)] if isinstance(node, list) else node[part]
    return node


def _match_winner(doc: Doc) -> str:
    """Who wins the match: the file's choice, else what its scoring mode implies."""
    winner = doc["match"].get("winner")  # a loaded document has it; a draft may not
    scoring = doc["scoring"]
    return str(winner or default_match_winner(scoring["mode"], scoring.get("hand_points", "")))


def _enum(prefix: str) -> Callable[[Doc, Any], str]:
    """One key per value: `prefix` ("rules.reshuffle.") followed by the value."""
    return lambda _doc, value: tr(prefix + str(value))


def _yes_no(yes: str, no: str) -> Callable[[Doc, Any], str]:
    return lambda _doc, value: tr(yes if value else no)


def _first_player(doc: Doc, value: Any) -> str:
    """Who begins; the player beside the dealer is on the dealer's right when play starts
    counterclockwise (the engine starts there)."""
    if value == "left_of_dealer" and doc["rules"].get("first_direction") == "counterclockwise":
        return tr("rules.first_player.right_of_dealer")
    return tr(f"rules.first_player.{value}")


def _jump_ranks(doc: Doc, value: Any) -> str:
    if value == "numbers":
        return tr("rules.jump_in.numbers")
    if not value:  # an empty list: jumping in is on, with no card to do it
        return tr("rules.jump_in.no_ranks")
    return tr("rules.jump_in.ranks", cards=either(list(value), rank_names(doc)))


def _group_ranks(doc: Doc, value: Any) -> str:
    if isinstance(value, list):
        return tr("rules.groups.same_rank.ranks.list", cards=either(list(value), rank_names(doc)))
    return tr(f"rules.groups.same_rank.ranks.{value}")


def _run_order(doc: Doc, value: Any) -> str:
    names = rank_names(doc)
    order = list(value) or list(doc["ranks"])  # none given: the order the file lists them
    return tr("rules.groups.run.order", cards=", ".join(names.get(r, r) for r in order))


def _suit_openers(doc: Doc, value: Any) -> str:
    if not value:  # an empty list: no card opens its suit
        return tr("rules.groups.suit_after.off")
    return tr("rules.groups.suit_after.ranks", cards=either(list(value), rank_names(doc)))


def _priority(doc: Doc, value: Any) -> str:
    """Who wins when several act out of turn at once: said of jumping in where the rules have
    it, else of catching a missed call, the only thing done out of turn there."""
    if doc["rules"]["jump_in"]["enabled"]:
        return tr(f"rules.out_of_turn_priority.{value}")
    return tr(f"rules.catch_priority.{value}")


def _going_out(doc: Doc, value: Any) -> str:
    if value == "specials":
        return tr("rules.going_out.specials")
    if not value:  # an empty list: any card may be the last
        return tr("rules.going_out.off")
    return tr("rules.going_out.ranks", cards=either(list(value), rank_names(doc)))


def _going_out_consequence(doc: Doc, value: Any) -> str:
    if value == "penalty":
        return tr("rules.going_out.consequence.penalty", count=doc["rules"]["going_out"]["penalty"])
    return tr("rules.going_out.consequence.refused")


def _going_out_players(_doc: Doc, value: Any) -> str:
    if not value:
        return tr("rules.going_out.any_table")
    return tr("rules.going_out.players_max", count=value)


def _deck(doc: Doc, value: Any) -> str:
    key = f"value.deck.{value}"
    return tr("rules.deck", deck=tr(key) if key in catalogue("en") else str(value))


def _by_players(
    value: Any, keys: tuple[str, str, str], players: str, amount: str, word: str
) -> str:
    """A list of steps by the number of players said in one sentence: `keys` are the sentence,
    one step (its `players` field, its `amount` field as `word`) and the words for no steps."""
    sentence, step, none = keys
    if not value:
        return tr(none)
    counts = [
        tr(step, **{"players": e[players], word: e[amount]})
        for e in sorted(value, key=lambda e: int(e[players]))
    ]
    return tr(sentence, counts=", ".join(counts))


_HAND_SIZE_KEYS = (
    "rules.hand_size_by_players",
    "rules.hand_size_by_players.count",
    "rules.hand_size_by_players.none",
)
_PACKS_KEYS = (
    "rules.packs_by_players",
    "rules.packs_by_players.count",
    "rules.packs_by_players.none",
)


def _hand_sizes(_doc: Doc, value: Any) -> str:
    """`hand_size_by_players`: "With 2 players 7 cards each, 3 players 6 cards each."."""
    return _by_players(value, _HAND_SIZE_KEYS, "players", "hand_size", "cards")


def _packs(_doc: Doc, value: Any) -> str:
    """`rules.packs_by_players`: "From 5 players 2 packs shuffled together."."""
    return _by_players(value, _PACKS_KEYS, "from_players", "packs", "packs")


def _match_end(doc: Doc, value: Any) -> str:
    if value == "rounds":
        return tr("rules.match_rounds", count=doc["match"]["rounds"])
    return tr("rules.match_points", count=doc["match"]["points_limit"])


def _turn_limit(_doc: Doc, value: Any) -> str:
    return tr("rules.turn_limit", count=value) if value else tr("rules.turn_limit_none")


def _scoring_mode(doc: Doc, value: Any) -> str:
    """Points are said with who scores them (`hand_points`, said here rather than apart)."""
    if value == "points":
        return tr(f"rules.hand_points.{doc['scoring'].get('hand_points', 'penalty')}")
    return tr(f"rules.scoring.{value}")


def _colour_factors(doc: Doc, value: Any) -> str:
    """Each colour named with its factor, in the order of the deck's colours."""
    factors = value if isinstance(value, Mapping) else {}
    order = [c for c in doc.get("colours", ()) if c in factors] or list(factors)
    parts = [
        tr("rules.colour_factor", colour=colour_name(doc, c), count=factors[c])
        if factors[c]
        else tr("rules.colour_factor_none", colour=colour_name(doc, c))
        for c in order
    ]
    return " ".join(parts) if parts else tr("rules.colour_factors_none")


def _winner_points(_doc: Doc, value: Any) -> str:
    return tr("rules.winner_points", count=value) if value else tr("rules.winner_points_none")


# What each setting of the table (not of a card) means, by its dotted path: one sentence per
# value, in the order the rules viewer lists them.
SAID: dict[str, Callable[[Doc, Any], str]] = {
    "players.min": lambda _doc, value: tr("rules.players_min", count=value),
    "players.max": lambda _doc, value: tr("rules.players_max", count=value),
    "hand_size": lambda _doc, value: tr("rules.hand_size", count=value),
    "hand_size_by_players": _hand_sizes,
    "rules.deck": _deck,
    "rules.packs_by_players": _packs,
    "rules.first_player": _first_player,
    "rules.first_direction": _enum("rules.first_direction."),
    "rules.start_card": _enum("rules.start_card."),
    "rules.draw_when_able": _yes_no("rules.draw_when_able", "rules.draw_only_when_stuck"),
    "rules.drawn_card": _enum("rules.drawn_card."),
    "rules.draw.until": lambda doc, value: tr(
        f"rules.draw.until.{value}", count=doc["rules"]["draw"]["count"]
    ),
    "rules.draw.count": lambda doc, value: tr("rules.draw.until.count", count=value),
    "rules.two_player_reverse": _enum("rules.two_player_reverse."),
    "rules.jump_in.enabled": _yes_no("rules.jump_in", "rules.jump_in.off"),
    "rules.jump_in.ranks": _jump_ranks,
    "rules.jump_in.own_card": _yes_no("rules.jump_in.own_card", "rules.jump_in.not_own_card"),
    "rules.jump_in.during_attack": _enum("rules.jump_in.during_attack."),
    "rules.out_of_turn_priority": lambda doc, value: _priority(doc, value),
    "rules.groups.same_rank.enabled": _yes_no(
        "rules.groups.same_rank", "rules.groups.same_rank.off"
    ),
    "rules.groups.same_rank.ranks": _group_ranks,
    "rules.groups.same_rank.min": lambda _doc, value: tr("rules.groups.same_rank.min", count=value),
    "rules.groups.run.enabled": _yes_no("rules.groups.run", "rules.groups.run.off"),
    "rules.groups.run.order": _run_order,
    "rules.groups.run.direction": _enum("rules.groups.run.direction."),
    "rules.groups.run.suit": _enum("rules.groups.run.suit."),
    "rules.groups.chain": _yes_no("rules.groups.chain", "rules.groups.no_chain"),
    "rules.groups.suit_after.enabled": _yes_no(
        "rules.groups.suit_after", "rules.groups.suit_after.off"
    ),
    "rules.groups.suit_after.ranks": _suit_openers,
    "rules.groups.suit_after.count": _enum("rules.groups.suit_after.count."),
    "rules.groups.effects": _enum("rules.groups.effects."),
    "rules.groups.attacks": _enum("rules.groups.attacks."),
    "calls.enforcement": _enum("rules.enforcement."),
    "calls.window": _enum("rules.window."),
    "calls.false_call_penalty": lambda _doc, value: (
        tr("rules.false_call", count=value) if value else tr("rules.false_call.off")
    ),
    "rules.reshuffle": _enum("rules.reshuffle."),
    "rules.empty_stock": _enum("rules.empty_stock."),
    "rules.round_end": _enum("rules.round_end."),
    "rules.last_card_effects": _enum("rules.last_card_effects."),
    "rules.going_out.not_with": _going_out,
    "rules.going_out.consequence": _going_out_consequence,
    "rules.going_out.penalty": lambda _doc, value: tr(
        "rules.going_out.consequence.penalty", count=value
    ),
    "rules.going_out.players_max": _going_out_players,
    "rules.blocked_round": _enum("rules.blocked_round."),
    "rules.turn_limit": _turn_limit,
    "scoring.mode": _scoring_mode,
    "scoring.hand_points": lambda _doc, value: tr(f"rules.hand_points.{value}"),
    "scoring.winner_points": _winner_points,
    "scoring.colour_factors": _colour_factors,
    "match.end": _match_end,
    "match.rounds": lambda _doc, value: tr("rules.match_rounds", count=value),
    "match.points_limit": lambda _doc, value: tr("rules.match_points", count=value),
    "match.winner": _enum("rules.winner."),
    "rules.next_round_starter": _enum("rules.next_round_starter."),
    "rules.dealer_rotation": _enum("rules.dealer_rotation."),
}


def said_here(doc: Doc, path: str) -> bool:
    """Whether a table setting changes anything in this ruleset, so its rules mention it."""
    rules = doc["rules"]
    if path.startswith("rules.jump_in.") and path != "rules.jump_in.enabled":
        return bool(rules["jump_in"]["enabled"])
    if path.startswith("rules.groups."):
        return _group_said(rules["groups"], path.split(".")[2:])
    if path.startswith("rules.going_out.") and path != "rules.going_out.not_with":
        # Said only where some card may not be the last; the penalty with its consequence.
        going_out = rules["going_out"]
        if not going_out["not_with"] or path == "rules.going_out.penalty":
            return False
        return path != "rules.going_out.players_max" or bool(going_out["players_max"])
    if path == "rules.draw.count":  # said with rules.draw.until, where it counts
        return False
    if path == "rules.two_player_reverse":
        return any("reverse" in e for r in doc["ranks"].values() for e in r["effects"])
    if path == "rules.out_of_turn_priority":
        return bool(rules["jump_in"]["enabled"] or doc["calls"]["enforcement"] == "challenge")
    if path in ("calls.enforcement", "calls.window"):
        return bool(doc["calls"]["list"])
    if path == "calls.false_call_penalty":
        return bool(doc["calls"]["list"] and doc["calls"].get("false_call_penalty"))
    if path == "scoring.winner_points":
        return bool(doc["scoring"]["mode"] == "points" and doc["scoring"]["winner_points"])
    if path == "scoring.colour_factors":
        return bool(doc["scoring"]["mode"] == "points" and doc["scoring"]["colour_factors"])
    if path == "scoring.hand_points":
        return False  # said with scoring.mode
    if path == "rules.empty_stock":  # said where the draw pile may stay empty, or it ends
        return bool(rules["reshuffle"] == "none" or rules["empty_stock"] == "end_round")
    if path == "rules.turn_limit":
        return bool(rules["turn_limit"])
    if path == "rules.round_end":  # said where play goes on; the first out ending is the usual
        return bool(rules["round_end"] == "one_left")
    if path in ("match.rounds", "match.points_limit", "players.min", "players.max", "hand_size"):
        return False  # said with match.end, and in the facts line
    if path == "rules.deck":
        return bool(doc.get("deck_options"))
    if path == "hand_size_by_players":
        return bool(doc.get("hand_size_by_players"))
    if path == "rules.packs_by_players":
        return bool(doc["rules"]["packs_by_players"])
    if path == "rules.first_direction":
        return bool(doc["rules"]["first_direction"] != "clockwise")
    return True


def _group_said(groups: Doc, parts: list[str]) -> bool:
    """Several cards in one play are said where a form is enabled: each enabled form and its
    settings, the chain where both sets and runs are, how the group's effects count."""
    forms = ("same_rank", "run", "suit_after")
    enabled = {form for form in forms if groups[form]["enabled"]}
    if parts[0] in forms:
        return parts[0] in enabled
    if parts[0] == "chain":
        return {"same_rank", "run"} <= enabled
    return bool(enabled)


def table_sentence(doc: Doc, path: str, value: Any) -> str:
    """What a setting of the table (one of `SAID`) set to `value` means, in one sentence;
    `game.housewords.setting_sentence` says any setting a house rule may change."""
    if path == "match.winner" and value is None:
        value = _match_winner(doc)
    return sentence(SAID[path](doc, value))


def table_rules(doc: Doc) -> list[str]:
    """The rules that belong to no card, in words: every table setting that matters here."""
    lines = []
    for path in SAID:
        if path == "calls.enforcement":
            lines += [call_words(call, rank_names(doc)) for call in doc["calls"]["list"]]
        if said_here(doc, path):
            value = _match_winner(doc) if path == "match.winner" else _value_at(doc, path)
            lines.append(table_sentence(doc, path, value))
    return lines


def call_name(call: Mapping[str, Any]) -> str:
    """A call's word in the reader's language: its own `name` where the ruleset gives one,
    else the game's word for a call of that id, else the id itself (never a raw key)."""
    if call.get("name"):
        return screen_text(text_of(call["name"]))
    key = f"call.{call.get('id')}"
    return tr(key) if key in catalogue("en") else str(call.get("id"))


def call_words(call: Mapping[str, Any], names: Names | None = None) -> str:
    """A call in a sentence: its word, when it is due (with which cards, for a call tied to
    ranks) and what forgetting it costs."""
    left, penalty = call["cards_left"], call["penalty"]
    when = tr("rules.call_when_last") if left == 0 else tr("rules.call_when", count=left)
    ranks = call.get("with_ranks")
    if ranks:
        when = tr("rules.call_with_ranks", when=when, cards=either(list(ranks), names or {}))
    cost = tr("rules.call_cost", count=penalty)
    return tr("rules.call", call=call_name(call), when=when, cost=cost)


def card_groups(doc: Doc) -> list[tuple[str, list[str], list[str], str]]:
    """(title, card texts to picture, sentences, points) per card, plain numbers as one group."""
    names = rank_names(doc)
    suits = speaks_of_suits(doc)
    plain: list[str] = []
    out = []
    colour = doc["colours"][0]
    for rank_id, rank in doc["ranks"].items():
        if rank["kind"] == "number" and not rank["effects"] and not rank["rank_aliases"]:
            plain.append(rank_id)
            continue
        text = f"{colour}:{rank_id}" if rank["coloured"] else rank_id
        points = rank.get("points", rank["value"])
        worth = tr("rules.points", count=points)
        title = names[rank_id][:1].upper() + names[rank_id][1:]  # sv: "knekt" in a sentence
        out.append((title, [text], card_words(rank, names, suits=suits), worth))
    if plain:
        colours = doc["colours"]
        shown = [
            f"{colours[i % len(colours)]}:{r}"
            for i, r in enumerate([plain[0], plain[len(plain) // 2], plain[-1]])
        ]
        values = [int(doc["ranks"][r]["value"]) for r in plain]
        if values == list(range(values[0], values[0] + len(values))):
            title = tr("rules.numbers", low=names[plain[0]], high=names[plain[-1]])
        else:
            title = tr("rules.numbers_list", numbers=", ".join(names[r] for r in plain))
        match = tr("rules.match_suit_or_rank" if suits else "rules.match_colour_or_number")
        out.insert(0, (title, shown, [match], tr("rules.points_face")))
    return out


def pack_line(doc: Doc) -> str:
    """Which pack the cards are ("Played with a German pack."): said for a file that names
    its pack, as a file without one plays with the cards it always did."""
    return tr(f"rules.pack.{pack_of(doc)}") if doc.get("pack") else ""


def credit_line(doc: Doc) -> str:
    """Which published rulebook the ruleset follows, or that it follows none; or ""."""
    if doc.get("book"):
        return tr("rules.credit", book=doc["book"])
    return tr("rules.traditional") if doc.get("traditional") else ""


def rulebook_text(doc: Doc, deck_size: int) -> str:
    """The whole ruleset as plain text: what `maumau rules NAME` prints."""
    players = doc["players"]
    lines = [f"{text_of(doc['name'])} ({doc['id']})"]
    if doc.get("description"):
        lines.append(text_of(doc["description"]))
    facts = tr(
        "rules.facts",
        low=players["min"],
        high=players["max"],
        cards=doc["hand_size"],
        deck=deck_size,
    )
    lines += [facts, colours_line(doc)] + ([pack_line(doc)] if pack_line(doc) else []) + [""]
    if credit_line(doc):
        lines += [credit_line(doc), ""]
    lines.append(tr("rules.cards"))
    for title, _cards, words, worth in card_groups(doc):
        lines.append(f"  {title} ({worth})")
        lines += [f"    {line}" for line in words]
    lines += ["", tr("rules.table_rules")]
    lines += [f"  {line}" for line in table_rules(doc)]
    return "\n".join(lines)
