"""Every kind of effect the engine carries out, each from its home (`effect_<name>.py`).

The kinds are listed here once; the engine's compiler, the schema file's effect parts
(`game.ruleset.effect_schema`) and the words find them here. A new kind is a new home and one
line below.
"""

from __future__ import annotations

from typing import Final

from game.engine import (
    effect_cancel_attack,
    effect_choose_effect,
    effect_companion_card,
    effect_draw,
    effect_name_colour,
    effect_others_draw,
    effect_pass_card_left,
    effect_play_again,
    effect_reveal_and_force,
    effect_reverse,
    effect_show_hand,
    effect_skip,
    effect_trade_hands,
    rules,
)
from game.engine.effects import Kind

#: In the order the format's documentation and the schema list them.
KINDS: Final[tuple[Kind, ...]] = (
    effect_skip.KIND,
    effect_reverse.KIND,
    effect_draw.KIND,
    effect_name_colour.KIND,
    effect_choose_effect.KIND,
    effect_trade_hands.KIND,
    effect_reveal_and_force.KIND,
    effect_companion_card.KIND,
    effect_play_again.KIND,
    effect_pass_card_left.KIND,
    effect_cancel_attack.KIND,
    effect_others_draw.KIND,
    effect_show_hand.KIND,
)
BY_NAME: Final[dict[str, Kind]] = {kind.name: kind for kind in KINDS}
BY_CODE: Final[dict[int, Kind]] = {kind.code: kind for kind in KINDS}
rules.KINDS_BY_NAME.update(BY_NAME)  # the compiler's (see there why it cannot import this)


def name_of(code: int) -> str:
    """An effect kind's name in the format (`skip`), from the engine's code for it."""
    return BY_CODE[code].name
