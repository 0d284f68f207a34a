"""The table frame put on the screen's parts: the hand's lifted and held cards and the buttons'
words, states and pictures, stacked in their column, and pass-and-play's out-of-turn buttons.
Only what is drawn changes here: no input state, no lesson."""

from __future__ import annotations

from collections.abc import Mapping

from game.table.frame import BUTTONS, ButtonFace, TableFrame
from game.ui.art.kidicons import call_picture
from game.ui.art.look import BACK, CardImages
from game.ui.table.hand import HandView
from game.ui.table.hud import HudButton, place_buttons
from game.ui.table.jumpbuttons import JumpButtons
from game.ui.table.layout import TableLayout


def dress(
    frame: TableFrame,
    lay: TableLayout,
    hand: HandView,
    buttons: Mapping[str, HudButton],
    jumps: JumpButtons,
    *,
    images: CardImages,
    viewer: int,
    kid: bool,
) -> None:
    """The frame on the hand and the buttons."""
    hand.playable = set(frame.playable)
    hand.stuck = frame.stuck
    hand.held = frame.held
    hand.picking, hand.picked = frame.picking, frame.picked
    for key, face in frame.buttons.items():
        dress_button(buttons[key], face, images)
    column = [buttons[k] for k in BUTTONS]
    place_buttons(lay.buttons, column, lay.scale, lay.button_h if kid else None)
    jumps.dress(frame.jumps, lay, viewer, buttons.values())


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
