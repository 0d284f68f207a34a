"""What the person does at the table, as values: the screen turns its keys, clicks and drops into
these and hands them to the table's controller (`game.table.controller`), with the `Sight` of
the moment: what the screen shows, which only it knows.

A gesture names what was done, never how (a click or a key press is the same `Press`), so the
controller is driven the same way by the screen and by a test.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.table.presented import Presented

__all__ = [
    "Chosen",
    "Drop",
    "Escape",
    "Gesture",
    "Pick",
    "JumpIn",
    "LeaveAnswer",
    "LeaveHeld",
    "MatchClosed",
    "MenuChosen",
    "Press",
    "Restart",
    "RoundClosed",
    "Sight",
    "Tap",
    "Tick",
]


@dataclass(frozen=True)
class Sight:
    """The screen's side of the moment: what it draws (`shown`: the presented state less the
    cards in the air), whether nothing is in the air, whether its card pictures are still
    being painted, whether the table is the screen on top (nothing opened over it), how the
    hand is sorted and whether the Hint button shows."""

    shown: Presented
    at_rest: bool = True
    loading: bool = False
    on_top: bool = True
    sort: str = "colour"
    hint_button: bool = False


@dataclass(frozen=True)
class Drop:
    """A card let go over the pile (or played from the keyboard)."""

    card: int


@dataclass(frozen=True)
class Pick:
    """A hand card clicked (or Space on it) where several cards may go in one play: `add` it
    to the cards picked, or take it out again."""

    card: int
    add: bool


@dataclass(frozen=True)
class Press:
    """A table button pressed, by a click or its key: "action" (the draw pile's), "call",
    "caught", "hint" or "group" (play the cards picked, or end the group being laid)."""

    key: str


@dataclass(frozen=True)
class Chosen:
    """The open chooser's answer: a colour, an option, a target or a card; None: cancelled."""

    value: int | None


@dataclass(frozen=True)
class JumpIn:
    """Pass-and-play: a person's "jump in!" button, or the jumper's "Hand back"."""

    seat: int


@dataclass(frozen=True)
class Tap:
    """The hand-over cover tapped: the person it asked for has the screen."""


@dataclass(frozen=True)
class Escape:
    """Esc, the ☰ button, or Esc on the hand-over cover. `held_key`: the key held down (at a
    child's table it counts as holding the corner house)."""

    held_key: int | None = None


@dataclass(frozen=True)
class LeaveHeld:
    """A child's table: the corner house was held all the way round."""


@dataclass(frozen=True)
class LeaveAnswer:
    """The hold-to-leave's answer: held to the end (True) or let go."""

    leave: bool


@dataclass(frozen=True)
class MenuChosen:
    """The game's menu chose "restart", "new_game", "main_menu", or went back ("")."""

    choice: str


@dataclass(frozen=True)
class Restart:
    """The game's menu asked for this round again with new cards."""


@dataclass(frozen=True)
class RoundClosed:
    """The round's results answered: None (go on), or a guided round's "rematch" / "menu"."""

    choice: str | None


@dataclass(frozen=True)
class MatchClosed:
    """The match's results answered: "rematch", or anything else to leave."""

    choice: str | None


@dataclass(frozen=True)
class Tick:
    """A frame's time passed. `still`: the table's clock may run (nothing in the air, no card
    held, nothing opened over the table, nobody reading the coach's lesson)."""

    dt: float
    still: bool = True


Gesture = (
    Drop
    | Pick
    | Press
    | Chosen
    | JumpIn
    | Tap
    | Escape
    | LeaveHeld
    | LeaveAnswer
    | MenuChosen
    | Restart
    | RoundClosed
    | MatchClosed
    | Tick
)
