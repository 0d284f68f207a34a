"""What a seat may do now, in the terms a screen offers it: read from the legal actions alone.

Nothing here decides a rule. A card's ways onto the pile are the legal actions that put it
there (a play, a defence, a jump-in); they differ only by the choices a person makes (a
Joker's effect, a colour, whom to trade with) and by a call said with the play, so a
`CardChoice` narrows them one chooser at a time and the screen never builds an action int.
The draw pile's meaning (draw, take the attack, keep the drawn card), the call button and the
decisions with only one answer are read from the same list.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from game.engine import actions as A

# The ways a card of the hand goes: onto the pile (a play, a defence, a jump-in), or given to
# another hand in a stage ("every player passes a card left": the card dropped is the one given).
CARD_KINDS = A.NAMES_CARD
# What clicking the draw pile means, by the action it stands for.
PILE = {A.DRAW: "draw", A.ACCEPT: "accept", A.PASS: "pass"}
# Decisions the flow asks of a seat whatever it holds (so that being asked gives nothing
# away): when one of these is all a bot may do, it answers after the same pause as a real
# choice.
NO_CHOICE = frozenset((A.ACCEPT, A.PASS, A.RESOLVE))
# Of those, the ones a person presses a button for (the pile's: "Take 2", "Keep it").
FORCED = frozenset((A.ACCEPT, A.PASS))
CHOICES: tuple[tuple[str, Callable[[int], int]], ...] = (
    ("option", A.option_of),
    ("colour", A.colour_of),
    ("target", A.target_of),
)


@dataclass(frozen=True)
class CardChoice:
    """The legal ways to put `card` on the pile, narrowed by the person's choices so far;
    `at`: the session's version they were read at (-1: not known), so that they are asked
    for again only once the table has moved on."""

    card: int
    actions: tuple[int, ...]
    at: int = -1

    @property
    def need(self) -> str | None:
        """The choice that still separates the ways: "option", "colour", "target" or None."""
        for name, part in CHOICES:
            if len({part(a) for a in self.actions}) > 1:
                return name
        return None

    def values(self) -> list[int]:
        """The values left for the choice needed (option indexes, colours, trade targets)."""
        part = dict(CHOICES)[self.need or "option"]
        return sorted({part(a) for a in self.actions})

    def targets(self) -> list[tuple[int, str]]:
        """The trade targets left: (value, "left" | "right" | "seat")."""
        kinds = {A.TARGET_LEFT: "left", A.TARGET_RIGHT: "right"}
        return [(t, kinds.get(t, "seat")) for t in self.values()]

    def narrowed(self, value: int) -> CardChoice:
        part = dict(CHOICES)[self.need or "option"]
        return replace(self, actions=tuple(a for a in self.actions if part(a) == value))

    def still(self, legal: Sequence[int], at: int = -1) -> CardChoice:
        """The ways that are still legal (the table may have moved on under a chooser), as
        of the version `at`."""
        return CardChoice(self.card, tuple(a for a in self.actions if a in legal), at)

    def with_call(self, call: bool) -> CardChoice:
        """The ways that say the call (when asked for and offered), else those that do not:
        the ways `action(call=call)` picks from, known before any chooser opens."""
        calling = tuple(a for a in self.actions if a & A.CALL_BIT)
        plain = tuple(a for a in self.actions if not a & A.CALL_BIT)
        return replace(self, actions=calling if call and calling else (plain or calling))

    def without_moot_colour(self, ends_round: Callable[[int], bool]) -> CardChoice:
        """When every way left ends the round, a wished colour can no longer matter: keep one
        colour, so no chooser asks for it (where the round goes on, the colour stays asked)."""
        if self.need != "colour" or not all(ends_round(a) for a in self.actions):
            return self
        first = min(A.colour_of(a) for a in self.actions)
        return replace(self, actions=tuple(a for a in self.actions if A.colour_of(a) == first))

    def action(self, *, call: bool) -> int:
        """The one way left, saying the call with it when asked for and due with it."""
        calling = [a for a in self.actions if a & A.CALL_BIT]
        plain = [a for a in self.actions if not a & A.CALL_BIT]
        if call and calling:
            return calling[0]
        return (plain or calling)[0]


def card_choice(legal: Sequence[int], card: int) -> CardChoice | None:
    """Every legal way to put `card` on the pile, or None when there is none."""
    ways = tuple(a for a in legal if a & A.KIND_MASK in CARD_KINDS and A.type_of(a) == card)
    return CardChoice(card, ways) if ways else None


def opening_choice(legal: Sequence[int]) -> CardChoice | None:
    """The dealer's ways to open with the start card counted as their play (a colour, an
    option: `rules.start_card: as_dealer`), or None when none is asked."""
    ways = tuple(a for a in legal if a & A.KIND_MASK == A.OPEN)
    return CardChoice(A.type_of(ways[0]), ways) if ways else None


def playable(legal: Sequence[int]) -> set[int]:
    return {A.type_of(a) for a in legal if a & A.KIND_MASK in CARD_KINDS}


def pile_action(legal: Sequence[int]) -> int | None:
    """What clicking the draw pile does now: draw, take the attack, or keep the drawn card."""
    for action in PILE:
        if action in legal:
            return action
    return None


def end_action(legal: Sequence[int]) -> int | None:
    """END of a group being laid (either twin, with the call or without), or None."""
    for action in (A.END, A.END | A.CALL_BIT):
        if action in legal:
            return action
    return None


def catch_action(legal: Sequence[int]) -> int | None:
    action = A.catch_in(legal)
    return action if action >= 0 else None


def no_choice(legal: Sequence[int]) -> int | None:
    """The one answer of a decision that offers nothing else, or None."""
    if len(legal) == 1 and legal[0] in NO_CHOICE:
        return legal[0]
    return None


def out_of_turn(action: int, seat: int, turn: int) -> bool:
    """An action that races the seat to act: a jump-in, a late call, a catch, a trade's
    defence by an affected player."""
    return seat != turn or action & A.KIND_MASK in A.OUT_OF_TURN_KINDS


@dataclass(frozen=True)
class CallState:
    """The call button: `mode` "due" (the next play owes the call `call_id`: press to say it
    with the play), "late" (a call still owed may be said now), "false" (no call is due, but
    the ruleset lets one be said all the same, at a price: `calls.false_call_penalty`) or
    "off"."""

    mode: str
    call_id: str


def call_state(legal: Sequence[int], due_id: str, owed_id: str) -> CallState:
    """From the legal actions: a late call offered, a play offered with its call, or neither.
    `due_id` names the call a play would carry now, `owed_id` the call still owed."""
    if A.CALL in legal:
        return CallState("late", owed_id)
    if A.FALSE_CALL in legal:
        return CallState("false", due_id)
    if any(a & A.CALL_BIT for a in legal):
        return CallState("due", due_id)
    return CallState("off", due_id)
