"""skip: the next player, or the next `count`, lose their turn; an attack when it may be
answered (stacked on or defended against)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Final

from game.engine import flow as F
from game.engine.effects import (
    SKIP,
    STACKED_NAMES,
    Effect,
    Kind,
    Outcome,
    RankNames,
    Reach,
    Said,
    answers,
    defended,
    parameters,
    ranks_parameter,
    said,
)

if TYPE_CHECKING:
    from game.engine.events import Event
    from game.engine.rules import Rules
    from game.engine.state import State


def compiled(params: Mapping[str, Any], rules: Rules) -> Effect:
    count = int(params["count"])
    # An attack when it may be answered: the skipped player decides first.
    attack = bool(params["stack_with"] or params["defended_by"])
    return Effect(
        kind=SKIP,
        count=count,
        each_victim=params["chain_answer"] == "each_victim",
        stacked=STACKED_NAMES.index(params["stacked"]),
        reach=Reach(skip=count, attack=attack),
        **answers(params, rules),
    )


def words(params: Mapping[str, Any], suits: bool) -> tuple[Said, ...]:
    parts = [said("effect.skip_many", count=params["count"])]
    if params["stack_with"]:
        # A listed card without a skip of its own adds none: played, it ends this skip and
        # does what it does in any play (a Draw card attacks the next player afresh).
        stack = tuple(params["stack_with"])
        cards = RankNames(stack, stacks=True, attack="skip")
        if params["stacked"] == "more_players":
            parts.append(said("effect.skip_stack", cards=cards))
        else:
            parts.append(said(f"effect.skip_stacked.{params['stacked']}", cards=cards))
        parts.append(
            said("effect.skip_stack_ends", cards=RankNames(stack, stacks=False, attack="skip"))
        )
        parts.append(said(f"effect.chain_answer.{params['chain_answer']}"))
    return (*parts, *defended(params))


def hint(effect: Effect, colour: int, target: int) -> Said | None:
    return said("hint.effect.skip")


def step(
    state: State,
    seat: int,
    effect: Effect,
    colour: int,
    option: int,
    target: int,
    stacking: bool,
    events: list[Event],
    run: Callable[..., Outcome],
) -> Outcome:
    if effect.is_attack:
        F.start_skip_attack(state, seat, effect, stacking, events)
        return 0, False, True
    return effect.count, False, False


KIND: Final[Kind] = Kind(
    code=SKIP,
    name="skip",
    summary="The next player(s) lose their turn.",
    in_options=True,
    compiled=compiled,
    words=words,
    hint=hint,
    step=step,
    parameters=parameters(
        "Parameters of skip: the next `count` players lose their turn.",
        {
            "count": {
                "type": "integer",
                "description": "How many following players lose their turn.",
                "minimum": 1,
                "default": 1,
                "maximum": 50,
            },
            "stack_with": ranks_parameter(
                "Ranks (any colour) a skipped player may answer with; what each does, "
                "`stacked` says.",
            ),
            "stacked": {
                "enum": list(STACKED_NAMES),
                "description": "A skip stacked on it: one more player loses a turn "
                "(more_players), the one player who takes the skips waits that many turns "
                "(one_waits), or the one skip passes on to the next player (passes_on).",
                "default": "more_players",
            },
            "defended_by": ranks_parameter(
                "Ranks that cancel the skip for the defender when played in the "
                "attacking card's colour.",
            ),
            "chain_answer": {
                "enum": ["each_victim", "first_only"],
                "description": "Who may answer: each skipped player, or only the first.",
                "default": "each_victim",
            },
        },
    ),
)
