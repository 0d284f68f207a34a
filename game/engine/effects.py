"""The effect primitives a ruleset composes its cards from.

Each primitive is a small frozen record with its parameters already compiled against the card
catalogue (rank names turned into bit masks over card types), so the hot path never looks a
name up. The engine knows these primitives only; a ruleset says which card carries which.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine.frozen import rebuilt

# Effect kinds: small ints so the engine can branch on them cheaply.
SKIP = 1
REVERSE = 2
DRAW = 3
NAME_COLOUR = 4
CHOOSE_EFFECT = 5
TRADE_HANDS = 6
REVEAL_AND_FORCE = 7
COMPANION_CARD = 8
PLAY_AGAIN = 9

EFFECT_NAMES = {
    SKIP: "skip",
    REVERSE: "reverse",
    DRAW: "draw",
    NAME_COLOUR: "name_colour",
    CHOOSE_EFFECT: "choose_effect",
    TRADE_HANDS: "trade_hands",
    REVEAL_AND_FORCE: "reveal_and_force",
    COMPANION_CARD: "companion_card",
    PLAY_AGAIN: "play_again",
}

# Trade modes, also the codes used in an action's target field above the seat numbers.
SWAP = "swap"
PASS_LEFT = "pass_left"
PASS_RIGHT = "pass_right"


@dataclass(frozen=True, slots=True)
class Effect:
    """One effect of a card. Fields not used by a kind keep their defaults.

    `stack_mask` and `defend_masks` are bit masks over card types: which cards may answer an
    attack by stacking (any colour), and per colour which cards defend against it.
    """

    kind: int
    count: int = 0
    stack_ranks: frozenset[int] = frozenset()
    defend_ranks: frozenset[int] = frozenset()
    stack_mask: int = 0
    defend_masks: tuple[int, ...] = ()
    loses_turn: bool = True
    may_play_after: bool = False
    each_victim: bool = True
    apply_forced_effects: bool = True
    effect_applies: bool = True
    always_name_colour: bool = False
    option_ids: tuple[str, ...] = ()
    options: tuple[tuple[Effect, ...], ...] = ()
    modes: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        return EFFECT_NAMES[self.kind]

    @property
    def is_attack(self) -> bool:
        """An attack leaves the next player a decision: answer it, defend, or take it."""
        if self.kind == DRAW or self.kind == REVEAL_AND_FORCE:
            return True
        return self.kind == SKIP and bool(self.stack_ranks or self.defend_ranks)

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return rebuilt(self)  # pickled and copied alike compiled or not (game.engine.frozen)


def names_colour(effects: tuple[Effect, ...]) -> bool:
    return any(e.kind == NAME_COLOUR for e in effects)


def find_kind(effects: tuple[Effect, ...], kind: int) -> Effect | None:
    for effect in effects:
        if effect.kind == kind:
            return effect
    return None
