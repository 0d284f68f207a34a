"""The steps of a guided round, read from the ruleset: one per special card kind, one per card
that defends against an attack, a jump-in where the rules allow one, each call, a draw, and
the round's end (the person's last card)."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.rules import Rules

CARD, DEFEND, JUMP = "card", "defend", "jump"
CALL, DRAW, ROUND_END = "call", "draw", "round_end"


@dataclass(frozen=True)
class Step:
    """Something the person does once in the guided round: `kind` is one of CARD (play a card
    of rank `target`), DEFEND (cancel an attack with a card of rank `target`), JUMP (lay the
    very same card as the top one out of turn), CALL (say the call `target`), DRAW (draw a
    card) or ROUND_END (play the last card and win)."""

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


def plan_steps(rules: Rules) -> list[Step]:
    steps = [Step(CARD, rank_id) for rank_id in ranks_to_learn(rules)]
    steps += [Step(DEFEND, rank_id) for rank_id in defence_ranks(rules)]
    if twin_types(rules):
        steps.append(Step(JUMP))
    steps += [Step(CALL, call.id) for call in rules.calls]
    steps.append(Step(DRAW))
    steps.append(Step(ROUND_END))
    return steps
