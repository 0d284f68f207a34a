"""The effect primitives a ruleset composes its cards from.

Each primitive is a small frozen record with its parameters already compiled against the card
catalogue (rank names turned into bit masks over card types), so the hot path never looks a
name up. The engine knows these primitives only; a ruleset says which card carries which.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from game.engine.frozen import rebuilt

if TYPE_CHECKING:
    from game.engine.events import Event
    from game.engine.rules import Rules
    from game.engine.state import State

#: What carrying out one effect left to do: (players to skip, play again, a decision pending).
Outcome = tuple[int, bool, bool]

# Effect kinds: small ints so the engine can branch on them cheaply.
SKIP: Final = 1
REVERSE: Final = 2
DRAW: Final = 3
NAME_COLOUR: Final = 4
CHOOSE_EFFECT: Final = 5
TRADE_HANDS: Final = 6
REVEAL_AND_FORCE: Final = 7
COMPANION_CARD: Final = 8
PLAY_AGAIN: Final = 9
PASS_CARD_LEFT: Final = 10
CANCEL_ATTACK: Final = 11
OTHERS_DRAW: Final = 14
SHOW_HAND: Final = 15

# What a play of a card with an effect must choose (`Effect.choice`, written by the kind's home):
# the action's variants are built from it (`Rules`), never from the kind.
NO_CHOICE: Final = 0
CHOOSES_COLOUR: Final = 1  # a colour named with the play (its action's colour field)
CHOOSES_OPTION: Final = 2  # one of the effect's options (its action's option field)
CHOOSES_TARGET: Final = 3  # a player or a direction (its action's target field)
CHOOSES_CARD: Final = 4  # another card of the hand, laid with it (a companion)

# What a skip stacked on a skip attack does (`skip.stacked`): one more player loses a turn, the
# one player who takes the skips waits as many turns, or the skip passes on to the next player.
STACKED_MORE_PLAYERS: Final = 0
STACKED_ONE_WAITS: Final = 1
STACKED_PASSES_ON: Final = 2
STACKED_NAMES: Final = ("more_players", "one_waits", "passes_on")

# Trade modes, also the codes used in an action's target field above the seat numbers.
SWAP: Final = "swap"
PASS_LEFT: Final = "pass_left"
PASS_RIGHT: Final = "pass_right"


@dataclass(frozen=True, slots=True)
class Reach:
    """What an effect does to the game, as the bots and the table weigh a card: the cards it
    makes the next player draw, the players it skips, whether it forces the next player's
    hand, turns the direction, gives a turn again, leaves the next player a decision (an
    attack), adds a card to the play, trades hands, lets its player choose other effects, or
    has every player pass a card on.
    Each kind's home says it for its effects (`Kind.compiled` writes it into the `Effect`)."""

    draw: int = 0
    skip: int = 0
    force: bool = False
    reverse: bool = False
    again: bool = False
    attack: bool = False
    adds_card: bool = False
    trades: bool = False
    chooses: bool = False
    passes: bool = False

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return rebuilt(self)  # pickled and copied alike compiled or not (game.engine.frozen)


NO_REACH: Final = Reach()


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
    reach: Reach = NO_REACH
    choice: int = NO_CHOICE  # what its play must choose (CHOOSES_*)
    # skip: what a skip stacked on it does (STACKED_*); draw: per colour, the cards of that
    # colour that turn it back on its sender (`returned_by`); cancel_attack: the kinds of
    # attack it answers, and whether it passes them on unchanged instead of cancelling them.
    stacked: int = 0
    return_masks: tuple[int, ...] = ()
    attacks: frozenset[int] = frozenset()
    passes_on: bool = False

    @property
    def is_attack(self) -> bool:
        """An attack leaves the next player a decision: answer it, defend, or take it (its
        kind's home says which of its effects are, in `reach`)."""
        return self.reach.attack

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return rebuilt(self)  # pickled and copied alike compiled or not (game.engine.frozen)


def names_colour(effects: tuple[Effect, ...]) -> bool:
    return any(e.choice == CHOOSES_COLOUR for e in effects)


def choosing(effects: tuple[Effect, ...], choice: int) -> Effect | None:
    """The first of the effects whose play must make `choice` (CHOOSES_*), or None."""
    for effect in effects:
        if effect.choice == choice:
            return effect
    return None


def find_kind(effects: tuple[Effect, ...], kind: int) -> Effect | None:
    for effect in effects:
        if effect.kind == kind:
            return effect
    return None


@dataclass(frozen=True)
class Said:
    """One part of an effect in words, as a translation key with its values: the engine has no
    words, the catalogues do (game/rulebook.py says them). A value may be `RankNames`, `OneOf`
    or `Choices`, said as the reader's language says them."""

    key: str
    values: tuple[tuple[str, Any], ...] = ()


def said(key: str, **values: Any) -> Said:
    return Said(key, tuple(values.items()))


@dataclass(frozen=True)
class RankNames:
    """Ranks by their names in the ruleset, joined by "or" ("Draw 2 or Joker").

    `stacks`: only those of the ranks that stack on an attack of kind `attack` ("draw" or
    "skip": they carry one of their own) when they answer it (True), or only those that end it
    instead (False), as the ruleset's cards say (the rules know them, a kind's words do not); a
    part left with no rank is not said. None: every rank named."""

    ids: tuple[str, ...]
    stacks: bool | None = None
    attack: str = "draw"


@dataclass(frozen=True)
class OneOf:
    """Parts said one after another, joined by "or" ("swap ... or every hand passes left")."""

    parts: tuple[Said, ...]


@dataclass(frozen=True)
class Choices:
    """A choose_effect's options (option id -> its effects), each said by its name."""

    options: Mapping[str, Any]


@dataclass(frozen=True)
class Seat:
    """A player, said by their name at the table."""

    seat: int


@dataclass(frozen=True)
class ColourOf:
    """A colour of the deck, said by its name in the ruleset."""

    colour: int


def parameters(
    description: str, properties: dict[str, Any] | None = None, required: tuple[str, ...] = ()
) -> dict[str, Any]:
    """A kind's parameters as the schema states them: an object with these properties and no
    other key (`description` says what the kind does with them)."""
    schema: dict[str, Any] = {
        "type": "object",
        "additionalProperties": False,
        "properties": properties or {},
    }
    if required:
        schema["required"] = list(required)
    schema["description"] = description
    return schema


def ranks_parameter(description: str) -> dict[str, Any]:
    """A parameter naming ranks of the ruleset, none by default (an attack's answers)."""
    return {"$ref": "#/$defs/rank_ids", "description": description, "default": []}


def defended(params: Mapping[str, Any]) -> tuple[Said, ...]:
    """The words of an attack's defence, when it has one."""
    ranks = params.get("defended_by")
    return (said("effect.defended", cards=RankNames(tuple(ranks))),) if ranks else ()


#: A kind's engine step: carry out `effect` of the card `seat` played, with what the play named
#: (colour, option, target: -1 none) and whether it answers an attack (stacking); `run` carries
#: out a list of effects (for a kind whose effect is other effects). Events go to `events`.
Step = Callable[
    ["State", int, Effect, int, int, int, bool, "list[Event]", Callable[..., Outcome]], Outcome
]


#: A stage's choices so far: (seat, choice) in the order the seats acted (game.engine.stage).
Chosen = tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class StageHooks:
    """What a kind's stage is for (game.engine.stage runs it): `choices` are the legal actions
    of `seat`, the seat to act in it; `finish` carries out what the seats chose, once the last
    has acted (play then goes on after the seat whose card opened it)."""

    choices: Callable[[State, int], list[int]]
    finish: Callable[[State, Chosen, list[Event]], None]


@dataclass(frozen=True)
class Kind:
    """One kind of effect, as its home declares it (`game/engine/effect_<name>.py`, listed in
    `game.engine.effect_kinds`): the rest of the code finds the kind there.

    `parameters` is the JSON schema of its parameters (the schema file's `$defs.<name>_params`,
    written from it: tests/ruleset/test_effect_schema.py), `summary` its one line there;
    `in_options`: it may stand in a choose_effect option (not when it needs a choice of its own
    that an option cannot carry); `compiled` turns its parameters, with their defaults written
    in, into the engine's `Effect`; `words` says them for the rules (`suits`: the deck's colours
    are suits, so a wished colour is a suit); `hint` says why to play a card with the effect
    (the colour and the target its play names, -1 none), or None to let the card's other
    effects or its match speak. A hint's words also get the card as `card` and the next player
    as `player`. `step` carries the effect out (`Step`; game.engine.carry_out runs a card's).
    `stage`: the hooks of the stage its step may open (`State.stage`), None when it opens none.
    """

    code: int
    name: str
    summary: str
    parameters: dict[str, Any]
    in_options: bool
    compiled: Callable[[Mapping[str, Any], Rules], Effect]
    words: Callable[[Mapping[str, Any], bool], tuple[Said, ...]]
    hint: Callable[[Effect, int, int], Said | None]
    step: Step
    stage: StageHooks | None = None

    @property
    def bare(self) -> bool:
        """May a ruleset write it as its bare name? Where no parameter is required."""
        return not self.parameters.get("required")


def answers(params: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """The compiled answers to an attack: the ranks that stack on it (any colour) and those that
    defend against it (in the attacking card's colour), as ranks and as masks over card types."""
    stack = frozenset(rules.rank_index[r] for r in params.get("stack_with", ()))
    defend = frozenset(rules.rank_index[r] for r in params.get("defended_by", ()))
    return {
        "stack_ranks": stack,
        "defend_ranks": defend,
        "stack_mask": rules.ranks_mask(stack),
        "defend_masks": (*[rules.ranks_mask(defend, c) for c in range(len(rules.colours))], 0),
    }
