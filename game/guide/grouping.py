"""Learn to play and several cards in one play (`game.engine.groups`): the cards the person is
dealt for each form the plan teaches, and the calls a play of several cards makes moot."""

from __future__ import annotations

from random import Random

from game.engine import actions as A
from game.engine import state as S
from game.engine.core import apply
from game.engine.groups import Groups
from game.engine.rules import Rules
from game.engine.state import State
from game.guide.plan import GROUP, plan_steps


def group_cards(
    rules: Rules, pool: list[int], teach: list[int], room: int, rng: Random
) -> list[tuple[int, bool]]:
    """Cards for the person that make a play of several cards in each form the plan teaches,
    as many as `room` cards hold (card, taken from `teach`): a card to learn with partners from
    the pool where one fits (the hand has room for few cards besides), else plain cards."""
    g = rules.groups
    out: list[tuple[int, bool]] = []
    for form in (s.target for s in plan_steps(rules) if s.kind == GROUP):
        assert g is not None
        firsts = [t for t in teach if (t, True) not in out]
        rest = list(pool)
        for t, learnt in out:
            if not learnt:
                rest.remove(t)
        plain = [t for t in rest if not rules.type_special[t]]
        for cards, partners in ((firsts, plain), (firsts, rest), (plain, plain), (rest, rest)):
            options = _groups_of(g, form, cards, partners)
            if options:
                first, *more = rng.choice(options)
                if len(out) + 1 + len(more) <= room:
                    out += [(first, cards is firsts), *((t, False) for t in more)]
                break
    return out


def _groups_of(g: Groups, form: str, firsts: list[int], partners: list[int]) -> list[list[int]]:
    """The plays of `form` a card of `firsts` makes with cards of `partners`, fewest cards."""
    options = []
    for t in sorted(set(firsts)):
        others = list(partners)
        if t in others:
            others.remove(t)
        if form == "same_rank":
            mates = [u for u in others if g.in_sets[t] and g.in_sets[u] and g.rank[u] == g.rank[t]]
            if len(mates) >= max(2, g.set_min) - 1:
                options.append([t, *mates[: max(2, g.set_min) - 1]])
        else:
            options += [[t, u] for u in sorted(set(others)) if _pair(g, form, t, u)]
    return options


def _pair(g: Groups, form: str, t: int, u: int) -> bool:
    """Do `t` and `u` make a play of two cards of `form` ("run" or "suit_after")?"""
    if form == "run":
        steps = g.run_pos[t] >= 0 and g.run_pos[u] >= 0 and abs(g.run_pos[u] - g.run_pos[t]) == 1
        return steps and g.colour[t] == g.colour[u]
    return g.opens_suit[t] and g.groupable[u] and g.colour[u] == g.colour[t]


def each_effect(rules: Rules) -> bool:
    """Does every card of a play of several cards do what it does (else only the top one)?"""
    return rules.groups is None or rules.groups.each_effect


def no_moot_call(state: State, seat: int, action: int) -> int:
    """`action` without its call when it is a card that a play of several cards goes on
    after: the call is judged as the play ends (with the card or the end that ends it)."""
    if state.rules.groups is None or not action & A.CALL_BIT or A.kind_of(action) != A.PLAY:
        return action
    trial = state.copy()
    apply(trial, action, seat)
    return action & ~A.CALL_BIT if trial.phase == S.GROUP else action
