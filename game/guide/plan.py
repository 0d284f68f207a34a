"""The steps of a guided round, read from the ruleset: one per special card kind, each call,
a draw, and the round's end (the person's last card)."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.rules import Rules

CARD, CALL, DRAW, ROUND_END = "card", "call", "draw", "round_end"


@dataclass(frozen=True)
class Step:
    """Something the person does once in the guided round: `kind` is one of CARD (play a card
    of rank `target`), CALL (say the call `target`), DRAW (draw a card) or ROUND_END (play the
    last card and win)."""

    kind: str
    target: str = ""

    @property
    def key(self) -> str:
        return f"{self.kind}:{self.target}" if self.target else self.kind


def special_ranks(rules: Rules) -> list[str]:
    """The ranks in the deck a person has to learn: a card with an effect, one that goes on
    anything, or one barred from some cards (in the ruleset's order)."""
    in_deck = {rules.type_rank[t] for t in rules.deck}
    out = []
    for r, rank_id in enumerate(rules.ranks):
        spec = rules.doc["ranks"][rank_id]
        if r in in_deck and (spec["effects"] or spec["plays_on"] == "any" or spec["not_on"]):
            out.append(rank_id)
    return out


def plan_steps(rules: Rules) -> list[Step]:
    steps = [Step(CARD, rank_id) for rank_id in special_ranks(rules)]
    steps += [Step(CALL, call.id) for call in rules.calls]
    steps.append(Step(DRAW))
    steps.append(Step(ROUND_END))
    return steps
