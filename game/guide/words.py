"""What the guide asks of the person, in words made from the ruleset (its card names, its
effects, its call and drawing rules) — the hint's line says why a move is good, the rulebook's
lines what a new kind of card does."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import actions as A
from game.engine.observe import Observation
from game.engine.rules import Rules
from game.guide.plan import (
    CALL,
    CARD,
    CHALLENGE,
    DEFEND,
    DRAW,
    DRAWN,
    GROUP,
    JUMP,
    ROUND_END,
    UNTIL,
    Step,
)
from game.i18n import tr
from game.rulebook import call_words, either
from game.ruleset.facts import facts_of
from game.table import choices
from game.table.hinting import hint_words
from game.table.texts import pile_label
from game.words import call_name, card_name, colour_name


def call_button(rules: Rules, call_id: str) -> str:
    """The call button's label when the call is due (what the person is told to press)."""
    return tr("table.btn.say_call", call=call_name(rules, call_id))


def call_rule(rules: Rules, call_id: str) -> str:
    """When the call is said and what forgetting it costs, from the ruleset's call list, and
    what saying it when it is not due costs where that costs cards (the button can be pressed
    at any turn then: a guided round never lets it, so the step says it)."""
    facts = facts_of(rules)
    words = call_words(facts.call_spec(call_id), facts.rank_names())
    if rules.false_call_penalty:
        words += " " + tr("rules.false_call", count=rules.false_call_penalty)
    return words


def ask_words(
    rules: Rules,
    obs: Observation,
    action: int,
    teaches: Sequence[str],
    names: Sequence[str],
    *,
    armed: bool = False,
) -> str:
    """The instruction for the person's next move `action` (teaching the steps `teaches`);
    `armed`: the call button has been pressed for it already. (Said through `once_yours`
    by the guided session: "put your Your Choice" names the card once.)"""
    why = hint_words(rules, obs, action & ~A.CALL_BIT, names)
    kind = A.kind_of(action)
    if action in choices.FORCED:  # the only move there is: its button is pressed
        button = pile_label(choices.PILE[action], obs)
        return tr("guide.keep" if kind == A.PASS else "guide.accept", button=button)
    if kind == A.END:
        return end_words(rules, obs, action, teaches, armed=armed)
    if kind == A.CHALLENGE:
        return challenge_words(rules, obs, names)
    if kind not in A.CARD_KINDS:
        if f"{DRAW}:{UNTIL}" in teaches:
            # The hint's words say that the draw goes on until a card fits.
            drawn = tr(f"rules.drawn_card.{rules.drawn_card}")
            return tr("guide.draw_until", why=why, drawn=drawn)
        if DRAW in teaches:
            return tr(
                "guide.draw",
                why=why,
                rule=tr(f"rules.drawn_card.{rules.drawn_card}"),
            )
        return tr("guide.pile", why=why)
    card = card_name(rules, A.type_of(action))
    calls = [k.split(":", 1)[1] for k in teaches if k.startswith(CALL + ":")]
    if action & A.CALL_BIT and not armed:  # the call first, whether taught now or before
        call_id = calls[0] if calls else due_call(rules, obs)
        said = {
            "button": call_button(rules, call_id),
            "call": call_name(rules, call_id),
            "card": card,
        }
        if not calls:
            return tr("guide.call_again", **said)
        return tr("guide.call", rule=call_rule(rules, call_id), **said)
    if obs.pending == "group":  # one more card of a play of several cards
        why = tr("guide.group_why", card=card)
    line = tr("guide.last", why=why) if len(obs.hand) == 1 else tr("guide.play", why=why)
    forms = [k.split(":", 1)[1] for k in teaches if k.startswith(GROUP + ":")]
    if forms:
        line = tr("guide.group", rule=tr(f"rules.groups.{forms[0]}"), why=why)
    if any(key.startswith(DEFEND + ":") for key in teaches):
        line = defend_words(rules, obs.top, why)
    if JUMP in teaches:
        line = tr("guide.jump", rule=tr("rules.jump_in"), why=why)
    if DRAWN in teaches:
        line = tr("guide.drawn", rule=tr("rules.drawn_card.must_play"), why=why)
    for key in teaches:
        if key.startswith(CARD + ":"):
            rank_id = key.split(":", 1)[1]
            facts = facts_of(rules)
            does = " ".join(facts.rank_words(rank_id))
            if rules.rank_only_without[rules.rank_index[rank_id]]:  # why it may be played now
                line = tr("guide.only_without", colour=colour_name(rules, obs.colour)) + " " + line
            line = tr("guide.new_card", card=facts.rank_name(rank_id), does=does) + " " + line
    return line


def challenge_words(rules: Rules, obs: Observation, names: Sequence[str]) -> str:
    """The challenge of the card just played at the person, taught: when it may be played,
    what the button shows, and what a challenge costs either way."""
    player = names[obs.last_player]
    return tr(
        "guide.challenge",
        card=facts_of(rules).rank_name(rules.ranks[rules.type_rank[obs.top]]),
        colour=colour_name(rules, obs.challenge),
        player=player,
        button=tr("table.btn.challenge", player=player),
        count=rules.challenge_extra[obs.top],
    )


def end_words(
    rules: Rules, obs: Observation, action: int, teaches: Sequence[str], *, armed: bool
) -> str:
    """The end of a play of several cards, asked for: with the call first when the hand it
    leaves owes one (the end lays no card: the hand as it is)."""
    if not action & A.CALL_BIT or armed:
        return tr("guide.end_group")
    calls = [k.split(":", 1)[1] for k in teaches if k.startswith(CALL + ":")]
    call_id = calls[0] if calls else (rules.call_at(len(obs.hand)) or rules.calls[0]).id
    said = {"button": call_button(rules, call_id), "call": call_name(rules, call_id)}
    if not calls:
        return tr("guide.end_call_again", **said)
    return tr("guide.end_call", rule=call_rule(rules, call_id), **said)


def due_call(rules: Rules, obs: Observation) -> str:
    """The call said with a play from `obs`'s hand (the one for the cards it leaves)."""
    return (rules.call_at(len(obs.hand) - 1) or rules.calls[0]).id


def defend_words(rules: Rules, top: int, why: str) -> str:
    """A defence, taught: what defends the attack on the pile, in the rulebook's words."""
    rank_id = rules.ranks[rules.type_rank[top]]
    facts = facts_of(rules)
    names = facts.rank_names()
    defended = [
        tr("effect.defended", cards=either(list(ranks), names))
        for ranks in facts.defended_by(rank_id)
    ]
    return tr("guide.defend", attack=names[rank_id], does="; ".join(defended), why=why)


def step_name(rules: Rules, step: Step) -> str:
    """A step as a list names it ("Draw 2", "saying “Mau”", "drawing a card")."""
    if step.kind == CARD:
        return facts_of(rules).rank_name(step.target)
    if step.kind == DEFEND:
        return tr("guide.step.defend", card=facts_of(rules).rank_name(step.target))
    if step.kind == JUMP:
        return tr("guide.step.jump")
    if step.kind == GROUP:
        return tr(f"guide.step.group.{step.target}")
    if step.kind == CHALLENGE:
        return tr("guide.step.challenge", card=facts_of(rules).rank_name(step.target))
    if step.kind == CALL:
        return tr("guide.step.call", call=call_name(rules, step.target))
    if step.kind == DRAW:
        return tr("guide.step.draw_until" if step.target == UNTIL else "guide.step.draw")
    if step.kind == DRAWN:
        return tr("guide.step.drawn")
    assert step.kind == ROUND_END
    return tr("guide.step.round_end")


def missing_words(rules: Rules, missing: Sequence[Step]) -> str:
    """What the guided round leaves out of this ruleset, and why."""
    return tr("guide.missing", steps=", ".join(step_name(rules, s) for s in missing))
