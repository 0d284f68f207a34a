"""The person's input at the table: keys, clicks and cards dropped on the pile, heard as the
table's gestures (`game.table.gestures`) or as what only the screen does with them.

A click is a press released where it began: on a table button (or the draw pile, which is the
action button's), or on a pass-and-play "jump in!" button. A click while cards fly lands them
first, then counts as usual. Keys: arrows select a card, Enter plays it, D draws (or takes the
attack, or keeps the drawn card), M calls, C catches a missed call, S sorts, H toggles the
lifted playable cards, Esc opens the menu. Where several cards may go in one play, Space picks
the card selected, Enter plays the cards picked, E plays them or ends the play being laid. The
menu button and the coach's bubble take their input first. What a press means is the table
controller's to say.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Literal, Protocol

import pygame

from game.table.gestures import Escape, JumpIn, Press
from game.ui.table.anim import EventAnimator
from game.ui.table.hand import HandView
from game.ui.table.hud import HudButton
from game.ui.table.jumpbuttons import JumpButtons
from game.ui.table.layout import TableLayout
from game.ui.table.menubutton import MenuButton
from game.ui.table.tips import TableTips

Point = tuple[float, float]
Control = tuple[str, int | str]  # ("button", key) or ("jump", seat)
KEYS = {
    pygame.K_d: "action",
    pygame.K_m: "call",
    pygame.K_c: "caught",
    pygame.K_s: "sort",
    pygame.K_e: "group",
}
# What the screen does on its own: sort the hand, lift the playable cards or not.
ScreenOnly = Literal["sort", "hints"]
Heard = Press | JumpIn | Escape | ScreenOnly


class Closing(Protocol):
    def handle_event(self, event: pygame.event.Event) -> bool: ...  # spent on closing itself


@dataclass(frozen=True)
class Controls:
    """What the person's input reaches on the screen at this moment. `land`: lands every card
    in flight and shows the table as it is then (a click during the flight counts after)."""

    hand: HandView
    layout: TableLayout
    buttons: Mapping[str, HudButton]
    jumps: JumpButtons
    menu_button: MenuButton
    coach: Closing
    anim: EventAnimator
    tips: TableTips
    land: Callable[[], None]


class TableInput:
    def __init__(self) -> None:
        self._pressed_on: Control | None = None  # what the left press hit

    def handle_event(self, event: pygame.event.Event, on: Controls) -> tuple[bool, list[Heard]]:
        """Whether `event` was used, and what was heard in it."""
        if on.hand.drag is None and on.menu_button.handle_event(event):
            return True, []  # the menu is not a move: no animation skipped, no card picked up
        if on.coach.handle_event(event):
            return True, []  # spent on closing the coach's bubble
        left = getattr(event, "button", 0) == 1
        if event.type == pygame.MOUSEBUTTONDOWN and left and on.anim.busy:
            on.land()  # a click lands every card in flight, then counts as usual
        if event.type == pygame.KEYDOWN:
            return self._key(event, on)
        if event.type == pygame.KEYUP:
            on.menu_button.key_up(event.key)
            return False, []
        if event.type == pygame.MOUSEMOTION:
            on.tips.pointer = event.pos
            for button in on.buttons.values():
                button.hovered = button.hit(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and left:
            self._pressed_on = _control_at(on, event.pos)
            if self._pressed_on is not None:
                return True, []
        if event.type == pygame.MOUSEBUTTONUP and left and on.hand.drag is None:
            pressed, self._pressed_on = self._pressed_on, None
            if pressed is not None:
                released = _control_at(on, event.pos) == pressed  # a click: released where pressed
                return True, [_heard(pressed)] if released else []
        return on.hand.handle_event(event), []

    def press_lost(self, on: Controls) -> None:
        self._pressed_on = None
        on.menu_button.pressed = False
        on.hand.cancel_drag()

    def _key(self, event: pygame.event.Event, on: Controls) -> tuple[bool, list[Heard]]:
        key = event.key
        if key == pygame.K_ESCAPE:
            return True, [Escape(held_key=key)]
        if key in KEYS:
            return True, [_button(KEYS[key])]
        if key == pygame.K_h:
            return True, ["hints"]
        return on.hand.handle_event(event), []


def _button(key: str) -> Press | ScreenOnly:
    return "sort" if key == "sort" else Press(key)


def _heard(control: Control) -> Heard:
    kind, which = control
    return JumpIn(int(which)) if kind == "jump" else _button(str(which))


def _control_at(on: Controls, pos: tuple[int, int]) -> Control | None:
    """The clickable thing under `pos` other than a hand card: a "jump in!" button (by seat), a
    table button (by key) or the draw pile."""
    seat = on.jumps.seat_at(pos)
    if seat is not None:
        return ("jump", seat)
    key = next((k for k, button in on.buttons.items() if button.hit(pos)), None)
    if key is not None:
        return ("button", key)
    if on.layout.draw_pile.collidepoint(pos):
        return ("button", "action")
    return None


def over_pile(lay: TableLayout, pos: Point) -> bool:
    """`pos` is over the discard pile, near enough to drop a card there."""
    zone = lay.discard_pile.inflate(lay.pile_card_w, lay.pile_card_w // 2)
    return zone.collidepoint(pos)
