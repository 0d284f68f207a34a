"""Several cards in one play: the ruleset's `rules.groups`, compiled, and which card may follow.

A group is laid one card at a time. Its first card is a play like any other (it must go on the
pile); while the hand holds a card that may follow the group so far, the player is asked again
(phase GROUP): lay a follower, or end the group. Effects and calls wait for the group's end, so
the legal actions stay one per card held, never one per subset of the hand.

`State.group` holds the group so far: the colour in force before it, then the action of each
card laid (an action keeps the colour, option and target chosen with its card). Every form is a
test "may this card follow the cards laid so far?":

- a set: the previous card's rank, when that rank may be grouped (`same_rank.ranks`);
- a run: the previous card's suit, one step along `run.order` (the way `run.direction` allows;
  `suit: of_pile` keeps the run in the pile's suit);
- after an opener of `suit_after.ranks`: any card of the opener's suit (`count: one`: one card);
- `chain: true` lets set and run steps alternate; without it the group's second card fixes its
  form.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from game.engine.frozen import rebuilt

if TYPE_CHECKING:
    from game.engine.effects import Effect
    from game.engine.state import State

# run.direction
UP: Final = 1
DOWN: Final = -1
EITHER: Final = 0  # up or down, fixed by the run's first step
FREE: Final = 2  # each step up or down

_DIRECTIONS: Final = {"up": UP, "down": DOWN, "either": EITHER, "free": FREE}
_TYPE_SHIFT: Final = 4  # game.engine.actions: the card type's bits of an action
_TYPE_MASK: Final = 0xFF


@dataclass(frozen=True, slots=True)
class Groups:
    """`rules.groups` compiled against the card types. Lists are indexed by type."""

    rank: tuple[int, ...]  # each type's rank
    colour: tuple[int, ...]  # each type's colour (-1: none)
    in_sets: tuple[bool, ...]  # may this type be one of a set of its rank
    set_min: int  # a set of two or more holds at least this many cards
    run_pos: tuple[int, ...]  # the type's place along `run.order`, -1: not in runs
    run_direction: int
    run_of_pile: bool
    chain: bool
    opens_suit: tuple[bool, ...]  # after this type, cards of its suit may follow
    suit_all: bool  # False: one card of the suit, then the group ends
    groupable: tuple[bool, ...]  # may this type be laid in a group at all
    each_effect: bool  # every card's effects run (False: only the last card's)
    attacks_add: bool  # every attack card's attack runs (False: the last attack card's)

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return rebuilt(self)  # pickled and copied alike compiled or not (game.engine.frozen)


def compile_groups(
    spec: Mapping[str, Any],
    ranks: Sequence[str],
    type_rank: Sequence[int],
    type_colour: Sequence[int],
    rank_is_number: Sequence[bool],
    rank_special: Sequence[bool],
    type_effects: Sequence[tuple[Effect, ...]],
    stage_kinds: frozenset[int],
) -> Groups | None:
    """None when the ruleset allows no form: one card a play. `spec` is the document's
    `rules.groups` with every default of the format written in (game.ruleset.load_document)."""
    same_rank, run, suit_after = spec["same_rank"], spec["run"], spec["suit_after"]
    if not (same_rank["enabled"] or run["enabled"] or suit_after["enabled"]):
        return None
    n = len(type_rank)
    rank_index = {r: i for i, r in enumerate(ranks)}
    set_ranks = (
        _rank_choice(same_rank["ranks"], ranks, rank_index, rank_is_number, rank_special)
        if same_rank["enabled"]
        else frozenset()
    )
    place = {rank_index[r]: i for i, r in enumerate(run["order"] or ranks)}
    openers = frozenset(rank_index[r] for r in suit_after["ranks"] if suit_after["enabled"])
    groupable = tuple(not any(_alone(e, stage_kinds) for e in type_effects[t]) for t in range(n))
    return Groups(
        rank=tuple(type_rank),
        colour=tuple(type_colour),
        in_sets=tuple(groupable[t] and type_rank[t] in set_ranks for t in range(n)),
        set_min=int(same_rank["min"]),
        run_pos=tuple(
            place.get(type_rank[t], -1)
            if run["enabled"] and groupable[t] and type_colour[t] >= 0
            else -1
            for t in range(n)
        ),
        run_direction=_DIRECTIONS[run["direction"]],
        run_of_pile=run["suit"] == "of_pile",
        chain=bool(spec["chain"]),
        opens_suit=tuple(
            groupable[t] and type_colour[t] >= 0 and type_rank[t] in openers for t in range(n)
        ),
        suit_all=suit_after["count"] == "all",
        groupable=groupable,
        each_effect=spec["effects"] == "each",
        attacks_add=spec["attacks"] == "add",
    )


def _alone(effect: Effect, stage_kinds: frozenset[int]) -> bool:
    """An effect whose card is always played alone: it waits for a decision of its own (a
    forced hand, a trade, a companion card, a choice of effects) or opens a stage
    (`stage_kinds`: the kinds whose home declares one)."""
    reach = effect.reach
    return (
        reach.force
        or reach.trades
        or reach.adds_card
        or reach.chooses
        or effect.kind in stage_kinds
    )


def _rank_choice(
    choice: Any,
    ranks: Sequence[str],
    rank_index: Mapping[str, int],
    rank_is_number: Sequence[bool],
    rank_special: Sequence[bool],
) -> frozenset[int]:
    every = range(len(ranks))
    if choice == "any":
        return frozenset(every)
    if choice == "numbers":
        return frozenset(r for r in every if rank_is_number[r] and not rank_special[r])
    if choice == "specials":
        return frozenset(r for r in every if rank_special[r])
    return frozenset(rank_index[r] for r in choice)


def type_of(action: int) -> int:
    return (action >> _TYPE_SHIFT) & _TYPE_MASK


def _step(g: Groups, before: int, p: int, t: int) -> int:
    """The kind of step from type p to type t: 0 none, 1 a set step, 2 a run step up, 3 a run
    step down."""
    if g.in_sets[p] and g.in_sets[t] and g.rank[p] == g.rank[t]:
        return 1
    if g.run_pos[p] >= 0 and g.run_pos[t] >= 0 and g.colour[p] == g.colour[t]:
        if g.run_of_pile and g.colour[t] != before:
            return 0
        delta = g.run_pos[t] - g.run_pos[p]
        if delta == 1:
            return 2
        if delta == -1:
            return 3
    return 0


def follows(g: Groups, group: tuple[int, ...], t: int) -> bool:
    """May type t follow the group so far (at least one card laid)?"""
    if not g.groupable[t]:
        return False
    first = type_of(group[1])
    laid = len(group) - 1
    if g.opens_suit[first]:
        return g.colour[t] == g.colour[first] and (g.suit_all or laid == 1)
    step = _step(g, group[0], type_of(group[-1]), t)
    if not step:
        return False
    if laid == 1:
        return step == 1 or _direction_allows(g.run_direction, step, 0)
    form, fixed = _form(g, group)
    if not g.chain and (step == 1) != (form == 1):
        return False
    return step == 1 or _direction_allows(g.run_direction, step, fixed)


def _form(g: Groups, group: tuple[int, ...]) -> tuple[int, int]:
    """(the group's first step, its first run step or 0)."""
    first_step = 0
    for i in range(2, len(group)):
        step = _step(g, group[0], type_of(group[i - 1]), type_of(group[i]))
        if not first_step:
            first_step = step
        if step >= 2:
            return first_step, step
    return first_step, 0


def _direction_allows(direction: int, step: int, fixed: int) -> bool:
    if direction == FREE:
        return True
    if direction == UP:
        return step == 2
    if direction == DOWN:
        return step == 3
    return not fixed or step == fixed  # EITHER: the run's first step decides


def may_end(g: Groups, group: tuple[int, ...]) -> bool:
    """May the player end the group here? A set of two or more holds at least `set_min`."""
    laid = len(group) - 1
    if laid < 2 or g.set_min <= 2 or g.chain:
        return True
    return _form(g, group)[0] != 1 or laid >= g.set_min


def followers(state: State, seat: int, group: tuple[int, ...]) -> int:
    """The mask of the types `seat` holds that may follow the group so far and leave a group
    the player can end (a set short of `set_min` is offered only while the hand can fill it)."""
    g = state.rules.groups
    assert g is not None
    hand = state.hands[seat]
    mask = state.masks[seat]
    out = 0
    while mask:
        low = mask & -mask
        mask ^= low
        t = low.bit_length() - 1
        if follows(g, group, t) and _can_finish(g, group, t, hand):
            out |= low
    return out


def _can_finish(g: Groups, group: tuple[int, ...], t: int, hand: Sequence[int]) -> bool:
    if g.set_min <= 2 or g.chain:
        return True
    longer = (*group, t << _TYPE_SHIFT)
    laid = len(longer) - 1
    if _form(g, longer)[0] != 1 or laid >= g.set_min:
        return True
    left = sum(k for u, k in enumerate(hand) if g.rank[u] == g.rank[t]) - 1  # t leaves the hand
    return laid + left >= g.set_min
