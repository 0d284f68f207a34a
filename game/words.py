"""Engine events in words, for the table's log and the terminal demo ("Anna played red 7")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from game.engine import events as EV
from game.engine.going_out import GOING_OUT
from game.engine.reasons import Reason
from game.engine.rules import Rules
from game.i18n import catalogue, language, tr
from game.rulebook import either
from game.ruleset.facts import facts_of

_tr = tr


def _second_person(key: str, /, **values: object) -> str:
    """The line said to the reader ("log.you.draw": "You draw a card") where the language has it."""
    own = "log.you." + key.removeprefix("log.")
    return _tr(own if own in catalogue(language()) else key, **values)


def once_yours(text: str) -> str:
    """A card whose name begins with the word a sentence puts before it ("Your" before "Your
    Choice") is named once: "Your Your Choice lets you…" → "Your Choice lets you…"."""
    word = _tr("words.your")
    if not word:
        return text
    double = rf"\b{re.escape(word)}\s+(?={re.escape(word)}\b)"
    return re.sub(double, "", text, flags=re.IGNORECASE)


def card_name(rules: Rules, t: int) -> str:
    facts = facts_of(rules)
    rank_name = facts.rank_name(rules.ranks[rules.type_rank[t]])
    colour = rules.type_colour[t]
    if colour < 0:
        return rank_name
    key = "card.suited" if facts.suited else "card.coloured"  # "Herz-Bube"
    return tr(key, colour=facts.card_colour_name(rules.colour_name(colour)), rank=rank_name)


def call_name(rules: Rules, call_id: str) -> str:
    """A call of these rules by its word ("Mau"), the ruleset's own where it names it."""
    return facts_of(rules).call_name(call_id)


def colour_name(rules: Rules, colour: int) -> str:
    """A colour of these rules by its name (the chip, the log, the wish, the coach): every
    colour word the game says comes from here, and so from `game.rulebook.colour_name`."""
    return facts_of(rules).colour_name(rules.colour_name(colour))


def describe(
    rules: Rules, event: EV.Event, names: Sequence[str], viewer: int = -1, *, you: int = -1
) -> str | None:
    """One sentence for an event as `viewer` may see it, or None for events not worth a line.

    Lines about seat `you` (the person reading the log) are said to them: "You draw a card".
    """
    kind, seat, a, b = EV.visible_event(event, viewer) if viewer >= 0 else event
    tr = _second_person if you >= 0 and seat == you else _tr
    who = names[seat] if seat is not None and 0 <= seat < len(names) else ""
    if kind == EV.PLAY:
        key = "log.play_group" if b == "group" else "log.play"  # a card added to a group
        return tr(key, player=who, card=card_name(rules, a))
    if kind == EV.JUMP:
        return tr("log.jump", player=who, card=card_name(rules, a))
    if kind == EV.DEFEND:
        return tr("log.defend", player=who, card=card_name(rules, a))
    if kind == EV.DRAW:
        return (
            tr("log.draw_seen", player=who, card=card_name(rules, a))
            if a >= 0
            else tr("log.draw", player=who)
        )
    if kind == EV.PASS:
        return tr("log.pass_empty" if a else "log.pass", player=who)
    if kind == EV.NOTHING_TO_DRAW:
        return tr("log.nothing_to_draw", player=who)
    if kind == EV.WENT_OUT:
        return tr("log.went_out", player=who, place=a)
    if kind == EV.COLOUR:
        return tr("log.colour", player=who, colour=colour_name(rules, a))
    if kind == EV.OPTION:
        return tr("log.option", player=who, option=facts_of(rules).option_label(a))
    if kind == EV.SKIPPED:
        return tr("log.skipped", player=who)
    if kind == EV.DIRECTION:
        return tr("log.direction")
    if kind == EV.ATTACK:
        key = {"draw": "log.attack_draw", "skip": "log.attack_skip"}.get(a, "log.attack_force")
        return tr(key, player=who, amount=b)
    if kind == EV.CALL:
        return tr("log.call", player=who, call=call_name(rules, a))
    if kind == EV.MISSED_CALL:
        key = "log.missed_call_uncaught" if b == "uncaught" else "log.missed_call"
        return tr(key, player=who, call=call_name(rules, a))
    if kind == EV.CAUGHT:
        if you >= 0 and a == you:  # "Anna caught you", never "Anna caught You"
            return _tr("log.caught_you", player=who)
        return tr("log.caught", player=who, other=names[a])
    if kind == EV.PENALTY:
        key = "log.penalty_going_out" if b == GOING_OUT else "log.penalty"
        return tr(key, player=who, count=a)
    if kind == EV.CHALLENGED:
        key = "log.challenged_bluff" if b else "log.challenged_honest"
        if you >= 0 and a == you and seat != you:  # "Anna challenges you", never "… You"
            return _tr(key.replace("log.challenged", "log.challenged_you"), player=who)
        return tr(key, player=who, other=names[a] if 0 <= a < len(names) else "")
    if kind == EV.SHOWN:
        other = names[b] if 0 <= b < len(names) else ""
        if not isinstance(a, tuple) or (you >= 0 and seat == you):
            return tr("log.shown_hidden", player=who, other=other)
        cards = ", ".join(card_name(rules, t) for t in a)
        if you >= 0 and b == you:  # "Ben shows you their hand", never "… to You"
            return _tr("log.shown_you", player=who, cards=cards)
        return tr("log.shown", player=who, other=other, cards=cards)
    if kind == EV.FALSE_CALL:
        return tr("log.false_call", player=who, call=call_name(rules, a))
    if kind == EV.REVEAL:
        return tr("log.reveal", player=who, cards=", ".join(card_name(rules, t) for t in a))
    if kind == EV.OTHERS_DRAW:
        if len(a) == 1:
            return tr("log.others_draw_one", player=who, other=names[a[0]], count=b)
        return tr("log.others_draw", player=who, count=b)
    if kind == EV.TRADE_CHOSEN:
        if a == "swap" and you >= 0 and b == you and seat != you:
            return _tr("log.trade_swap_you", player=who)
        key = {"swap": "log.trade_swap", "pass_left": "log.trade_left"}.get(a, "log.trade_right")
        return tr(key, player=who, other=names[b] if b >= 0 else "")
    if kind == EV.TRADE_CANCELLED:
        return tr("log.trade_cancelled", player=who)
    if kind == EV.RESHUFFLE:
        return tr("log.reshuffle")
    if kind == EV.PLAY_AGAIN:
        return tr("log.play_again", player=who)
    if kind == EV.CHOOSE_AGAIN:
        return tr("log.choose_again", player=who)
    if kind == EV.GAVE:  # a stage's choice: the card shows only to the seat that chose it
        if a >= 0:
            return tr("log.gave_seen", player=who, card=card_name(rules, a))
        return tr("log.gave", player=who)
    if kind == EV.CARD_PASSED:
        other = names[a] if 0 <= a < len(names) else ""
        if b < 0:
            return tr("log.card_passed", player=who, other=other)
        if you >= 0 and a == you and seat != you:  # "Ben passes you red 7"
            return _tr("log.card_passed_you", player=who, card=card_name(rules, b))
        return tr("log.card_passed_seen", player=who, other=other, card=card_name(rules, b))
    if kind == EV.ATTACK_CANCELLED:
        return tr("log.attack_cancelled", player=who)
    if kind == EV.ATTACK_RETURNED:
        return tr("log.attack_returned", player=who, other=names[a] if 0 <= a < len(names) else "")
    if kind == EV.ATTACK_PASSED_ON:
        other = names[a] if 0 <= a < len(names) else ""
        return tr("log.attack_passed_on", player=who, other=other)
    if kind == EV.WAITS:
        return tr("log.waits", player=who, count=a)
    if kind == EV.FORCED_PASS_ON:
        if you >= 0 and a == you and seat != you:
            return _tr("log.forced_pass_on_you", player=who)
        return tr("log.forced_pass_on", player=who, other=names[a])
    if kind == EV.START_CARD and not b:
        return tr("log.start_card", card=card_name(rules, a))
    if kind == EV.START_ACTS:  # what the card does follows as events of their own
        return tr(f"log.start_acts.{b}", card=card_name(rules, a), player=who)
    if kind == EV.ROUND_END:
        if b["blocked"]:
            # What blocked it: nobody could move, the turns ran out, or the draw pile did.
            said = _BLOCKED_BY.get(b.get("ended", ""), "log.round_blocked")
            return tr(said, player=who) if seat >= 0 else tr(said + "_none")
        if rules.play_on:  # the last holding cards lost it (round_end: one_left)
            last = [s for s, cards in enumerate(b["hands"]) if cards and s != seat]
            if last and you >= 0 and last[0] == you:  # said to the one who lost it
                return _tr("log.you.round_lost_self", winner=who)
            if last:
                return tr("log.round_lost", player=names[last[0]], winner=who)
        return tr("log.round_won", player=who)
    return None


# A blocked round's words by what blocked it (the ROUND_END event's "ended"), else nobody
# could move; each has a "_none" twin for a round without a winner.
_BLOCKED_BY = {"turn_limit": "log.round_turn_limit", "stock_empty": "log.round_stock_empty"}


def reason_text(rules: Rules, reason: Reason, names: Sequence[str]) -> str:
    """The engine's reason why a card cannot go on the pile, in the reader's language."""
    values: dict[str, object] = {}
    for key in ("card", "top", "drawn"):
        t = getattr(reason, key)
        if t >= 0:
            values[key] = card_name(rules, t)
    if reason.colour >= 0:
        values["colour"] = colour_name(rules, reason.colour)
    if reason.turn >= 0:
        values["player"] = names[reason.turn]
    if reason.amount >= 0:
        values["amount"] = reason.amount
    code = reason.code
    if code == "jump_rank":
        values["cards"] = _jumping_ranks(rules)
        if not values["cards"]:
            code = "jump_rank_none"
    if code == "no_match" and facts_of(rules).suited:
        code = "no_match_suit"  # the same suit or rank, not colour, number or symbol
    return tr(f"reason.{code}", **values)


def _jumping_ranks(rules: Rules) -> str:
    """The ranks that may jump in under these rules, by name ("7, 8, 9 or 10")."""
    facts = facts_of(rules)
    ranks = sorted({rules.type_rank[t] for t, ok in enumerate(rules.type_jumpable) if ok})
    ids = [rules.ranks[r] for r in ranks]
    return either(ids, {r: facts.rank_name(r) for r in ids}) if ids else ""
