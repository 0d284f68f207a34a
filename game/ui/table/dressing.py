"""The table frame put on the screen's parts: what the screen knows of the moment goes into
the frame (`viewing`), and the frame comes out as the hand's lifted and held cards and the
buttons' words, states and pictures, stacked in their column (`dress`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from game.table.frame import BUTTONS, ButtonFace, TableFrame, Viewing
from game.ui.art.kidicons import call_picture
from game.ui.art.look import BACK, CardImages
from game.ui.table.hintline import HintLine
from game.ui.table.hud import HudButton, place_buttons
from game.ui.table.passplay import PassPlay
from game.ui.table.play import TablePlay
from game.ui.table.views import AtTable, InSight, Pictured


class DressedTable(AtTable, InSight, Pictured, Protocol):
    """The screen's parts a frame is shown on, and what they know of the moment."""

    @property
    def kid(self) -> bool: ...
    @property
    def hint_button(self) -> bool: ...
    @property
    def frame(self) -> TableFrame: ...
    @property
    def play(self) -> TablePlay: ...
    @property
    def passplay(self) -> PassPlay: ...
    @property
    def hint_line(self) -> HintLine: ...
    @property
    def buttons(self) -> Mapping[str, HudButton]: ...


def viewing(table: DressedTable, *, at_rest: bool) -> Viewing:
    """The screen's side of the moment, for the next frame."""
    return Viewing(
        table.viewer,
        table.infos[table.viewer].name,
        at_rest=at_rest,
        loading=table.loading,
        choosing=table.play.choosing,
        call_armed=table.play.call_armed,
        sort=table.hand.sort,
        kid=table.kid,
        hint_button=table.hint_button,
        jumper=table.passplay.jumper,
        answers=table.frame.answers,
        first_catch=table.play.first_catch,
    )


def dress(table: DressedTable, frame: TableFrame, *, at_rest: bool) -> None:
    """The frame on the hand and the buttons (the play takes what it remembers first)."""
    session, lay, hand = table.session, table.layout, table.hand
    assert session is not None and lay is not None
    table.play.took(frame)
    hand.playable = set(frame.playable)
    hand.stuck = frame.stuck
    hand.held = table.play.held()
    table.hint_line.current(session.version)  # a hint lasts while its position does
    hand.hinted = table.hint_line.card if at_rest else None
    for key, face in frame.buttons.items():
        dress_button(table.buttons[key], face, table.images)
    column = [table.buttons[k] for k in BUTTONS]
    place_buttons(lay.buttons, column, lay.scale, lay.button_h if table.kid else None)
    table.passplay.label(lay.buttons, lay.scale, frame.holds_nothing)


def dress_button(button: HudButton, face: ButtonFace, images: CardImages) -> None:
    """A button as the frame wants it (kid mode's pictures painted here)."""
    button.visible, button.enabled, button.label = face.visible, face.enabled, face.label
    button.style, button.armed, button.pulse = face.style, face.armed, face.pulse
    button.countdown = face.countdown
    button.icon = None
    if face.picture == "back":
        button.icon = images.get(BACK, 60)  # the draw pile's look
    elif face.picture == "call":
        button.icon = call_picture(face.cards_left)
