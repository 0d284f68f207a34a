"""Actions are small ints: a kind in the low bits, then the card type and the choices.

Small ints make legal-action lists cheap to build, compare and hash, which the search bots
rely on. `action_to_text` and `action_from_text` give a readable form that round-trips:
`play red:7`, `play wild colour=blue call`, `play joker option=draw2 colour=red`,
`play trade_hands target=2`, `defend red:0`, `jump blue:4`, `draw`, `catch 1`, `give red:7`.

Each choice has bits of its own, so an action takes apart into what made it:

>>> action = make(PLAY, 17, colour=2, target=TARGET_LEFT, call=True)
>>> kind_of(action) == PLAY, type_of(action), colour_of(action), option_of(action)
(True, 17, 2, -1)
>>> target_of(action) == TARGET_LEFT, has_call(action), has_call(make(DRAW))
(True, True, False)
"""

from __future__ import annotations

from collections.abc import Container, Iterable, Sequence
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from game.engine.rules import Rules

PLAY: Final = 1  # a card from hand onto the pile (also stacking, forced and companion plays)
DRAW: Final = 2  # draw a card (or, under a forced play, the one card allowed)
PASS: Final = 3  # after drawing: keep the card and end the turn
ACCEPT: Final = 4  # take a pending attack: draw the total, or show the hand to a forced play
DEFEND: Final = 5  # cancel an attack with a defending card (a 0)
JUMP: Final = 6  # play the exact top card out of turn
CALL: Final = 7  # make a missed call late, while its window is open
CATCH: Final = 8  # catch another player's missed call
RESOLVE: Final = 9  # carry out a trade once nobody defends
END: Final = 10  # end a group of several cards (game.engine.groups)

KIND_NAMES: Final = {
    PLAY: "play",
    DRAW: "draw",
    PASS: "pass",
    ACCEPT: "accept",
    DEFEND: "defend",
    JUMP: "jump",
    CALL: "call",
    CATCH: "catch",
    RESOLVE: "resolve",
    END: "end",
}
KIND_BY_NAME: Final = {v: k for k, v in KIND_NAMES.items()}
OUT_OF_TURN_KINDS: Final = frozenset((JUMP, CALL, CATCH))
# The kinds that put a card from a hand on the discard pile.
CARD_KINDS: Final = frozenset((PLAY, DEFEND, JUMP))

# A stage's choices (game.engine.stage), appended after the kinds above: a card of the hand
# given, its type in the type bits (`give red:7`).
GIVE: Final = 11
KIND_NAMES[GIVE] = "give"
KIND_BY_NAME["give"] = GIVE
# A challenge of the play just made against its condition (game.engine.challenge).
CHALLENGE: Final = 12
KIND_NAMES[CHALLENGE] = "challenge"
KIND_BY_NAME["challenge"] = CHALLENGE
# The kinds that name a card of the hand (written with the card: `play red:7`, `give red:7`).
NAMES_CARD: Final = CARD_KINDS | frozenset((GIVE,))

# The dealer's choice for the start card counted as the dealer's play (game.engine.start_card):
# the start card in the type bits, the colour or option chosen (`open jack colour=hearts`).
OPEN: Final = 15
KIND_NAMES[OPEN] = "open"
KIND_BY_NAME["open"] = OPEN
# The kinds written with a card: a card of the hand, or the start card.
WRITTEN_WITH_CARD: Final = NAMES_CARD | frozenset((OPEN,))

KIND_MASK: Final = 0xF
TYPE_SHIFT: Final = 4
TYPE_MASK: Final = 0xFF
MAX_TYPES: Final = 255
COLOUR_SHIFT: Final = 12  # 0: no colour named, c + 1: colour c
OPTION_SHIFT: Final = 16  # 0: no option, k + 1: option k
TARGET_SHIFT: Final = 20  # 0: none, s + 1: seat s; TARGET_LEFT / TARGET_RIGHT: pass the hands
CALL_BIT: Final = 1 << 25
# A call said at one's turn when no play would owe one (`calls.false_call_penalty`): the call
# kind with the call bit, never equal to a late call (the kind alone).
FALSE_CALL: Final = CALL | CALL_BIT
TARGET_LEFT: Final = 30
TARGET_RIGHT: Final = 31


def kind_of(action: int) -> int:
    return action & KIND_MASK


def type_of(action: int) -> int:
    return (action >> TYPE_SHIFT) & TYPE_MASK


def colour_of(action: int) -> int:
    """The colour named, or -1."""
    return ((action >> COLOUR_SHIFT) & 0xF) - 1


def option_of(action: int) -> int:
    return ((action >> OPTION_SHIFT) & 0xF) - 1


def target_of(action: int) -> int:
    """Seat number, TARGET_LEFT, TARGET_RIGHT, or -1."""
    raw = (action >> TARGET_SHIFT) & 0x1F
    if raw in (TARGET_LEFT, TARGET_RIGHT):
        return raw
    return raw - 1


def with_target(action: int, target: int) -> int:
    code = target if target in (TARGET_LEFT, TARGET_RIGHT) else target + 1
    return action | (code << TARGET_SHIFT)


def has_call(action: int) -> bool:
    return bool(action & CALL_BIT)


def puts_card(action: int) -> bool:
    """Whether the action puts a card from the hand on the pile (a play, defence or jump)."""
    return action & KIND_MASK in CARD_KINDS


# A play that leaves a hand owing a call is legal twice: its *calling* twin says the call with
# the card, its *silent* twin does not (the call forgotten, to be caught or said late).
def calling(action: int) -> int:
    return action | CALL_BIT


def silent(action: int) -> int:
    return action & ~CALL_BIT


def with_call_if_legal(action: int, legal: Container[int]) -> int:
    """The calling twin of `action` where it is legal, else the action as it is."""
    return action | CALL_BIT if action | CALL_BIT in legal else action


def catch_in(legal: Iterable[int]) -> int:
    """A legal catch of somebody's missed call, or -1."""
    for a in legal:
        if a & KIND_MASK == CATCH:
            return a
    return -1


def next_active(sizes: Sequence[int], seat: int, direction: int) -> int:
    """The next seat holding cards in the direction of play, as seen from the hand sizes
    (an observation's); `State.next_seat` also passes a winner still owing a call."""
    n = len(sizes)
    s = (seat + direction) % n
    for _ in range(n):
        if sizes[s]:
            return s
        s = (s + direction) % n
    return s


def make(
    kind: int,
    card: int = 0,
    *,
    colour: int = -1,
    option: int = -1,
    target: int = -1,
    call: bool = False,
) -> int:
    action = (
        kind
        | (card << TYPE_SHIFT)
        | ((colour + 1) << COLOUR_SHIFT)
        | ((option + 1) << OPTION_SHIFT)
    )
    if target >= 0:
        action = with_target(action, target)
    return action | (CALL_BIT if call else 0)


def action_to_text(rules: Rules, action: int) -> str:
    kind = kind_of(action)
    parts = [KIND_NAMES.get(kind, f"kind{kind}")]
    if kind in WRITTEN_WITH_CARD:
        t = type_of(action)
        parts.append(rules.card_to_text(t))
        option = option_of(action)
        if option >= 0:
            choose = rules.type_choose[t]
            parts.append(f"option={choose.option_ids[option] if choose else option}")
        colour = colour_of(action)
        if colour >= 0:
            parts.append(f"colour={rules.colours[colour]}")
    target = target_of(action)
    if kind == CATCH:
        parts.append(str(target))
    elif target == TARGET_LEFT:
        parts.append("target=left")
    elif target == TARGET_RIGHT:
        parts.append("target=right")
    elif target >= 0:
        parts.append(f"target={target}")
    if has_call(action):
        parts.append("call")
    return " ".join(parts)


def action_from_text(rules: Rules, text: str) -> int:
    words = text.split()
    if not words or words[0] not in KIND_BY_NAME:
        raise ValueError(f"not an action: {text!r}")
    kind = KIND_BY_NAME[words[0]]
    card, colour, option, target, call = 0, -1, -1, -1, False
    rest = words[1:]
    if kind in WRITTEN_WITH_CARD:
        if not rest:
            raise ValueError(f"{words[0]} needs a card: {text!r}")
        card = rules.card_from_text(rest.pop(0))
    if kind == CATCH:
        if not rest:
            raise ValueError(f"catch needs a seat: {text!r}")
        target = int(rest.pop(0))
    for word in rest:
        key, _, value = word.partition("=")
        if word == "call":
            call = True
        elif key == "colour":
            colour = rules.colours.index(value)
        elif key == "option":
            choose = rules.type_choose[card]
            option = choose.option_ids.index(value) if choose else int(value)
        elif key == "target":
            target = {"left": TARGET_LEFT, "right": TARGET_RIGHT}.get(value) or int(value)
        else:
            raise ValueError(f"unknown part {word!r} in action {text!r}")
    return make(kind, card, colour=colour, option=option, target=target, call=call)
