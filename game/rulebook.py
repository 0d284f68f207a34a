"""A ruleset's rules in the reader's language, made only from its data.

The rules viewer draws these lines beside the card pictures, `maumau rules NAME` prints them,
and the table's log names a chosen effect with them; a user's own ruleset explains itself the
same way as the built-in ones. The document is a loaded one (`game.ruleset.load_document`:
every default written in, every effect as `{name: parameters}`), so nothing here restates a
default. Every word comes from the translations.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.i18n import text_of, tr

Doc = Mapping[str, Any]
Names = Mapping[str, str]


def rank_names(doc: Doc) -> dict[str, str]:
    """Each rank's display name in the reader's language (its id where it has none)."""
    return {rank_id: text_of(rank.get("name", rank_id)) for rank_id, rank in doc["ranks"].items()}


def either(ids: list[str], names: Names) -> str:
    """ "Draw 2 or Joker": names joined by the language's "or"."""
    words = [names.get(i, i) for i in ids]
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " " + tr("words.or") + " " + words[-1]


def effect_words(effect: Mapping[str, Any], names: Names) -> str:
    """One effect in words ("the next player draws 2; may be answered with Draw 2 (stacks)")."""
    ((name, p),) = effect.items()
    parts: list[str] = []
    if name == "skip":
        count = p["count"]
        parts.append(tr("effect.skip") if count == 1 else tr("effect.skip_many", count=count))
        if p["stack_with"]:
            parts.append(tr("effect.skip_stack", cards=either(p["stack_with"], names)))
        if p["chain_answer"] == "first_only":
            parts.append(tr("effect.first_only"))
    elif name == "draw":
        parts.append(tr("effect.draw", count=p["count"]))
        if p["stack_with"]:
            parts.append(tr("effect.draw_stack", cards=either(p["stack_with"], names)))
        if p["after_draw"] == "may_play":
            parts.append(tr("effect.may_play_after"))
        elif p["loses_turn"]:
            parts.append(tr("effect.loses_turn"))
        else:
            parts.append(tr("effect.keeps_turn"))
    elif name == "choose_effect":
        options = []
        for option, effects in p["options"].items():
            words = "; ".join(effect_words(e, names) for e in effects)
            options.append(f"{option_name(option, effects, names)} ({words})")
        parts.append(tr("effect.choose", options=", ".join(options)))
        if p["always_name_colour"]:
            parts.append(tr("effect.always_colour"))
    elif name == "trade_hands":
        modes = [tr(f"effect.trade.{mode}") for mode in p["modes"]]
        parts.append(tr("effect.trade", modes=f" {tr('words.or')} ".join(modes)))
    elif name == "reveal_and_force":
        parts.append(tr("effect.reveal"))
        if not p["loses_turn"]:
            parts.append(tr("effect.reveal_keeps_turn"))
        if p["forced_effects"] == "ignore":
            parts.append(tr("effect.forced_ignored"))
    elif name == "companion_card":
        parts.append(tr("effect.companion" if p["effect_applies"] else "effect.companion_plain"))
    else:
        parts.append(tr(f"effect.{name}"))
    if p.get("defended_by"):
        parts.append(tr("effect.defended", cards=either(p["defended_by"], names)))
    return "; ".join(parts)


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


def card_words(rank: Mapping[str, Any], names: Names) -> list[str]:
    """What a card does, one sentence per effect or property."""
    lines = []
    if rank["plays_on"] == "any":
        lines.append(tr("rules.plays_on_any"))
    if rank["not_on"]:
        lines.append(tr("rules.not_on", cards=either(rank["not_on"], names)))
    if rank["rank_aliases"]:
        lines.append(tr("rules.aliases", cards=either(rank["rank_aliases"], {})))
    lines += [effect_words(e, names) for e in rank["effects"]]
    return [sentence(line) for line in lines]


def table_rules(doc: Doc) -> list[str]:
    """The rules that belong to no card, in words."""
    rules, calls, scoring, match = doc["rules"], doc["calls"], doc["scoring"], doc["match"]
    lines = [tr(f"rules.first_player.{rules['first_player']}")]
    lines.append(
        tr("rules.draw_when_able" if rules["draw_when_able"] else "rules.draw_only_when_stuck")
    )
    lines.append(tr(f"rules.drawn_card.{rules['drawn_card']}"))
    if rules["jump_in"]["enabled"]:
        lines.append(tr("rules.jump_in"))
    for call in calls["list"]:
        left, penalty = call["cards_left"], call["penalty"]
        if left == 0:
            when = tr("rules.call_when_last")
        elif left == 1:
            when = tr("rules.call_when_one")
        else:
            when = tr("rules.call_when", count=left)
        cost = tr("rules.call_cost_one") if penalty == 1 else tr("rules.call_cost", count=penalty)
        lines.append(tr("rules.call", call=tr(f"call.{call['id']}"), when=when, cost=cost))
    if calls["list"]:
        lines.append(tr(f"rules.enforcement.{calls['enforcement']}"))
        lines.append(tr(f"rules.window.{calls['window']}"))
    lines.append(tr(f"rules.reshuffle.{rules['reshuffle']}"))
    if rules["last_card_effects"] == "apply":
        lines.append(tr("rules.last_card_applies"))
    lines.append(tr("rules.score_points" if scoring["mode"] == "points" else "rules.score_wins"))
    if match["end"] == "rounds":
        lines.append(tr("rules.match_rounds", count=match["rounds"]))
    else:
        lines.append(tr("rules.match_points", count=match["points_limit"]))
    return lines


def card_groups(doc: Doc) -> list[tuple[str, list[str], list[str], str]]:
    """(title, card texts to picture, sentences, points) per card, plain numbers as one group."""
    names = rank_names(doc)
    plain: list[str] = []
    out = []
    colour = doc["colours"][0]
    for rank_id, rank in doc["ranks"].items():
        if rank["kind"] == "number" and not rank["effects"] and not rank["rank_aliases"]:
            plain.append(rank_id)
            continue
        text = f"{colour}:{rank_id}" if rank["coloured"] else rank_id
        points = rank.get("points", rank["value"])
        worth = tr("rules.points_one") if points == 1 else tr("rules.points", count=points)
        out.append((names[rank_id], [text], card_words(rank, names), worth))
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
        out.insert(0, (title, shown, [tr("rules.match_colour_or_number")], tr("rules.points_face")))
    return out


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
    lines += [facts, ""]
    if doc.get("book"):
        lines += [tr("rules.credit", book=doc["book"]), ""]
    lines.append(tr("rules.cards"))
    for title, _cards, words, worth in card_groups(doc):
        lines.append(f"  {title} ({worth})")
        lines += [f"    {line}" for line in words]
    lines += ["", tr("rules.table_rules")]
    lines += [f"  {line}" for line in table_rules(doc)]
    return "\n".join(lines)
