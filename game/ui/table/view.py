"""The table as the screen shows it at one moment: its parts and what they show, handed to
what draws it and explains it (the drawing, the tooltips, the coach's and the guide's
bubbles, the places of notes), none of which holds the table itself."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from game.engine.rules import Rules
from game.table.frame import TableFrame
from game.table.presented import Presented
from game.table.session import TableSession
from game.ui.art.look import CardImages
from game.ui.table.anim import EventAnimator
from game.ui.table.hand import HandView
from game.ui.table.hintline import HintLine
from game.ui.table.hud import HudButton
from game.ui.table.jumpbuttons import JumpButtons
from game.ui.table.layout import TableLayout
from game.ui.table.menubutton import MenuButton
from game.ui.table.places import TablePlaces
from game.ui.table.seats import SeatInfo
from game.ui.table.tips import TableTips


@dataclass(frozen=True)
class TableView:
    """`model`: the presented state less the cards in the air; `frame`: the moment worked out
    (`game.table.frame`); `choosing`: a chooser is open over the table; `call_armed`: the call
    was pressed ahead of the play; `thinking`: the bot whose decision is still out (-1: none);
    `toast`: the words over the hand, if any; `loading`: the card pictures are still being
    painted; `t`: the table's seconds, for what breathes and pulses."""

    session: TableSession
    rules: Rules
    viewer: int
    layout: TableLayout
    model: Presented
    frame: TableFrame
    choosing: bool
    call_armed: bool
    infos: Sequence[SeatInfo]
    images: CardImages
    hand: HandView
    buttons: Mapping[str, HudButton]
    jumps: JumpButtons
    menu_button: MenuButton
    anim: EventAnimator
    places: TablePlaces
    tips: TableTips
    hint_line: HintLine
    log: Sequence[str]
    toast: str | None
    thinking: int
    loading: bool
    t: float
