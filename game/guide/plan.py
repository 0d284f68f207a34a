"""The steps of a guided round, read from the ruleset: one per special card kind, one per card
that defends against an attack, a jump-in where the rules allow one, one per form of laying
several cards in one play the rules allow, one per card whose play may be challenged, each
call, a draw (drawing until a card fits where the rules say so), playing a drawn card where it
must be played, and the round's end (the person's last card)."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import actions as A
from game.engine.groups import Groups, follows
from game.engine.rules import Rules

CARD, DEFEND, JUMP, GROUP = "card", "defend", "jump", "group"
CHALLENGE, CALL, DRAW, DRAWN = "challenge", "call", "draw", "drawn"
ROUND_END = "round_end"
UNTIL = "until"  # the target of DRAW where a turn's draw goes on until a card fits


@dataclass(frozen=True)
class Step:
    """Something the person does once in the guided round: `kind` is one of CARD (play a card
    of rank `target`), DEFEND (cancel an attack with a card of rank `target`), JUMP (lay the
    very same card as the top one out of turn), GROUP (lay a second card in the same play, of
    the form `target`: "same_rank", "run" or "suit_after"), CHALLENGE (challenge a bot's play
    of rank `target` made against its condition), CALL (say the call `target`), DRAW (draw a
    card; `target` UNTIL: draw until one fits, several coming), DRAWN (play the card just drawn,
    as it must be) or ROUND_END (play the last card and win)."""

    kind: str
    target: str = ""

    @property
    def key(self) -> str:
        return f"{self.kind}:{self.target}" if self.target else self.kind


def ranks_to_learn(rules: Rules) -> list[str]:
    """The ranks in the deck a person has to learn: a special card (with an effect, or going
    on anything), or one barred from some cards (in the ruleset's order)."""
    in_deck = {rules.type_rank[t] for t in rules.deck}
    return [
        rank_id
        for r, rank_id in enumerate(rules.ranks)
        if r in in_deck and (rules.rank_special[r] or rules.rank_not_on[r])
    ]


def defence_ranks(rules: Rules) -> list[str]:
    """The ranks in the deck that cancel some attack in the deck (in the ruleset's order)."""
    in_deck = {rules.type_rank[t] for t in rules.deck}
    defending: set[int] = set()
    for r in in_deck:
        for effect in rules.rank_effects[r]:
            defending |= effect.defend_ranks
    return [rank_id for r, rank_id in enumerate(rules.ranks) if r in defending & in_deck]


def twin_types(rules: Rules) -> list[int]:
    """The cards a jump-in can be made with: jumpable, and in the deck at least twice."""
    return sorted(t for t in set(rules.deck) if rules.type_jumpable[t] and rules.deck.count(t) > 1)


def group_forms(rules: Rules) -> list[str]:
    """The forms of several cards in one play the deck allows (a set of one rank, a run, the
    cards of a suit after an opener), each taught on its own: the forms look nothing alike."""
    g = rules.groups
    if g is None:
        return []
    deck = sorted(set(rules.deck))
    forms = []
    ranks = [g.rank[t] for t in rules.deck if g.in_sets[t]]
    if any(ranks.count(r) >= max(2, g.set_min) for r in set(ranks)):
        forms.append("same_rank")
    runs = {(g.colour[t], g.run_pos[t]) for t in deck if g.run_pos[t] >= 0}
    if any((colour, pos + 1) in runs for colour, pos in runs):
        forms.append("run")
    if any(
        g.opens_suit[t]
        and any(u != t and g.groupable[u] and g.colour[u] == g.colour[t] for u in deck)
        for t in deck
    ):
        forms.append("suit_after")
    return forms


def group_form(g: Groups, group: tuple[int, ...], t: int) -> str | None:
    """The form card type `t` would give the group so far (`State.group`: the colour before it,
    then each card's action), None when it does not follow."""
    if not follows(g, group, t):
        return None
    if g.opens_suit[A.type_of(group[1])]:
        return "suit_after"
    return "same_rank" if g.rank[t] == g.rank[A.type_of(group[-1])] else "run"


def challenged_ranks(rules: Rules) -> list[str]:
    """The ranks in the deck whose play against their condition may be challenged."""
    in_deck = {rules.type_rank[t] for t in rules.deck}
    return [r_id for r, r_id in enumerate(rules.ranks) if r in in_deck and rules.rank_challenge[r]]


def plan_steps(rules: Rules) -> list[Step]:
    steps = [Step(CARD, rank_id) for rank_id in ranks_to_learn(rules)]
    steps += [Step(DEFEND, rank_id) for rank_id in defence_ranks(rules)]
    if twin_types(rules):
        steps.append(Step(JUMP))
    steps += [Step(GROUP, form) for form in group_forms(rules)]
    steps += [Step(CHALLENGE, rank_id) for rank_id in challenged_ranks(rules)]
    steps += [Step(CALL, call.id) for call in rules.calls]
    steps.append(Step(DRAW) if rules.draw_limit == 1 else Step(DRAW, UNTIL))
    if rules.drawn_must_play:
        steps.append(Step(DRAWN))
    steps.append(Step(ROUND_END))
    return steps
