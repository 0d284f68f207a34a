"""What the table's controller asks of the screen, as values: open a chooser or a screen, say
something, hand the screen over, leave. The screen carries each out in its own way (a chooser
scene, a toast and a sound, the hand-over cover); a test reads them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from game.engine.rules import Rules
from game.table.hinting import Hint
from game.table.results import RoundResult

__all__ = [
    "AskLeaveHold",
    "CardBack",
    "ChooseCard",
    "ChooseWay",
    "DropAbove",
    "HandOver",
    "HoldKey",
    "Leave",
    "NewSession",
    "OpenMatchResults",
    "OpenMenu",
    "OpenRoundResults",
    "Redealt",
    "Request",
    "Say",
    "ShowFrom",
    "ShowHint",
    "ShowHowToLeave",
    "TeachCatch",
    "TeachRefusal",
]


@dataclass(frozen=True)
class ChooseWay:
    """Ask which way `card` goes on the pile: `need` is "colour", "option" or "target", and
    `values` what may be chosen (colours, the card's option indexes, trade targets: a seat,
    or `game.engine.actions.TARGET_LEFT` / `TARGET_RIGHT`)."""

    need: str
    card: int
    values: tuple[int, ...]


@dataclass(frozen=True)
class ChooseCard:
    """Offer the cards that may go now: Your Choice waits for its companion (`phase`
    "companion"), an X+ for a number card ("forced"), a stage for a card to give ("stage")."""

    cards: tuple[int, ...]
    phase: str


@dataclass(frozen=True)
class CardBack:
    """The card dropped goes back to the hand."""

    card: int


@dataclass(frozen=True)
class Say:
    """A short message over the hand, with the sound it wants ("" for none)."""

    message: str
    sound: str = ""


@dataclass(frozen=True)
class TeachRefusal:
    """A coach's lesson: a card went back to the hand, for `reason` (in words)."""

    reason: str


@dataclass(frozen=True)
class TeachCatch:
    """A coach's lesson: the person may catch `seat`'s missed call `call_id`."""

    seat: int
    call_id: str


@dataclass(frozen=True)
class ShowHint:
    """The Hint button's answer, for the session's position `version` (None: nothing to do)."""

    hint: Hint | None
    words: str
    version: int


@dataclass(frozen=True)
class HandOver:
    """Cover the table until `seat`'s person taps (`jump`: to act out of turn)."""

    seat: int
    jump: bool


@dataclass(frozen=True)
class ShowFrom:
    """The table is now shown from `seat`: the hand and the layout are theirs."""

    seat: int


@dataclass(frozen=True)
class OpenMenu:
    """The game's menu: with a restart of the round (`restart`), saying whether the game is
    saved, for the rules being `played`."""

    restart: bool
    saved: bool
    played: Rules | None


@dataclass(frozen=True)
class DropAbove:
    """Take the screens over the table away without their answers (the hand-over cover under
    the menu, before a restart or a new game)."""


@dataclass(frozen=True)
class AskLeaveHold:
    """A child's table: the hold-to-leave control (`held_key`: already held down)."""

    held_key: int | None


@dataclass(frozen=True)
class HoldKey:
    """A child's table: the key held down holds the corner house."""

    key: int


@dataclass(frozen=True)
class ShowHowToLeave:
    """A child's table: show how the corner house is held to leave."""


@dataclass(frozen=True)
class Leave:
    """The table goes: to the title screen, to the screen under the table (a workshop's
    trial), or back to the menu it was opened from after a match (the title screen where it
    was opened on its own)."""

    to: Literal["title", "below", "menu"]


@dataclass(frozen=True)
class OpenRoundResults:
    """The round's results. `auto_continue`: seconds until the next round is dealt (None:
    it waits); `kept`: the round's records to watch again (None: none were kept)."""

    result: RoundResult
    kid: bool
    auto_continue: float | None
    kept: Sequence[dict[str, object]] | None


@dataclass(frozen=True)
class OpenMatchResults:
    """The match's results (`you`: the seat spoken to, -1 for nobody)."""

    names: tuple[str, ...]
    totals: tuple[int, ...]
    wins: tuple[int, ...]
    leaders: tuple[int, ...]
    by_points: bool
    you: int
    kid: bool
    avatars: tuple[int, ...]
    highest_first: bool = False  # the highest total leads (the winner collects)


@dataclass(frozen=True)
class Redealt:
    """The round was dealt again: what the screen was showing of the old deal goes."""


@dataclass(frozen=True)
class NewSession:
    """A new session took the table's place (a rematch): the screen builds its parts again."""


Request = (
    ChooseWay
    | ChooseCard
    | CardBack
    | Say
    | TeachRefusal
    | TeachCatch
    | ShowHint
    | HandOver
    | ShowFrom
    | OpenMenu
    | DropAbove
    | AskLeaveHold
    | HoldKey
    | ShowHowToLeave
    | Leave
    | OpenRoundResults
    | OpenMatchResults
    | Redealt
    | NewSession
)
