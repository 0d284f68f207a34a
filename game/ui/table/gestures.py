"""The person's input at the table: keys, clicks, and cards dropped on the pile.

A click is a press released where it began: on a table button (or the draw pile, which is the
action button's), or on a pass-and-play "jump in!" button. A click while cards fly lands them
first, then counts as usual. Keys: arrows select a card, Enter plays it, D draws (or takes the
attack, or keeps the drawn card), M calls, C catches a missed call, S sorts, H toggles the
lifted playable cards, Esc opens the menu. The menu button and the coach's bubble take their
input first. What a press means is the session's to say (`game.ui.table.play`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

import pygame

from game.i18n import tr
from game.table.hinting import hint_at
from game.ui.art.look import play_sound
from game.ui.table.anim import EventAnimator
from game.ui.table.hintline import HintLine
from game.ui.table.hud import HudButton
from game.ui.table.menubutton import MenuButton
from game.ui.table.passplay import PassPlay
from game.ui.table.play import TablePlay
from game.ui.table.tips import TableTips
from game.ui.table.views import AtTable, InSight

Point = tuple[float, float]
Control = tuple[str, int | str]  # ("button", key) or ("jump", seat)
KEYS = {pygame.K_d: "action", pygame.K_m: "call", pygame.K_c: "caught", pygame.K_s: "sort"}


class Closing(Protocol):
    def handle_event(self, event: pygame.event.Event) -> bool: ...  # spent on closing itself


class InputTable(AtTable, InSight, Protocol):
    """What the person's input reaches at the table."""

    hints: bool  # the playable cards lifted (H toggles)

    @property
    def anim(self) -> EventAnimator: ...
    @property
    def menu_button(self) -> MenuButton: ...
    @property
    def coach(self) -> Closing: ...
    @property
    def tips(self) -> TableTips: ...
    @property
    def buttons(self) -> Mapping[str, HudButton]: ...
    @property
    def passplay(self) -> PassPlay: ...
    @property
    def play(self) -> TablePlay: ...
    @property
    def hint_line(self) -> HintLine: ...
    def refresh(self) -> None: ...
    def escape(self, held_key: int | None = None) -> None: ...


class TableInput:
    def __init__(self, table: InputTable) -> None:
        self.table = table
        self._pressed_on: Control | None = None  # what the left press hit

    def handle_event(self, event: pygame.event.Event) -> bool:
        table = self.table
        if table.session is None or table.layout is None:
            return False
        if table.hand.drag is None and table.menu_button.handle_event(event):
            return True  # the menu is not a move: no animation skipped, no card picked up
        if table.coach.handle_event(event):
            return True  # spent on closing the coach's bubble
        left = getattr(event, "button", 0) == 1
        if event.type == pygame.MOUSEBUTTONDOWN and left and table.anim.busy:
            table.anim.skip()  # a click lands every card in flight, then counts as usual
            table.refresh()
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.KEYUP:
            table.menu_button.key_up(event.key)
            return False
        if event.type == pygame.MOUSEMOTION:
            table.tips.pointer = event.pos
            for button in table.buttons.values():
                button.hovered = button.hit(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and left:
            self._pressed_on = self._control_at(event.pos)
            if self._pressed_on is not None:
                return True
        if event.type == pygame.MOUSEBUTTONUP and left and table.hand.drag is None:
            pressed, self._pressed_on = self._pressed_on, None
            if pressed is not None:
                if self._control_at(event.pos) == pressed:  # a click: released where pressed
                    self._act_on(pressed)
                return True
        return table.hand.handle_event(event)

    def _control_at(self, pos: tuple[int, int]) -> Control | None:
        """The clickable thing under `pos` other than a hand card: a "jump in!" button (by
        seat), a table button (by key) or the draw pile."""
        table = self.table
        assert table.layout is not None
        seat = table.passplay.seat_at(pos)
        if seat is not None:
            return ("jump", seat)
        key = next((k for k, button in table.buttons.items() if button.hit(pos)), None)
        if key is not None:
            return ("button", key)
        if table.layout.draw_pile.collidepoint(pos):
            return ("button", "action")
        return None

    def _act_on(self, control: Control) -> None:
        kind, which = control
        if kind == "jump":
            self.table.passplay.press(int(which))
        else:
            self.press(str(which))

    def press_lost(self) -> None:
        self._pressed_on = None
        self.table.menu_button.pressed = False
        self.table.hand.cancel_drag()

    def _key(self, event: pygame.event.Event) -> bool:
        table, key = self.table, event.key
        if key == pygame.K_ESCAPE:
            table.escape(held_key=key)
            return True
        if key in KEYS:
            self.press(KEYS[key])
            return True
        if key == pygame.K_h:
            table.hints = table.hand.hints = not table.hints
            return True
        return table.hand.handle_event(event)

    def press(self, key: str) -> None:
        """A table button pressed (by click or key): "action", "call", "caught", "sort", "hint"."""
        table = self.table
        play_sound("click")
        if key == "sort":
            table.hand.next_sort(list(table.model.hand))
        elif key == "hint":
            self.ask_hint()
        else:
            table.play.button(key)
        table.refresh()

    def ask_hint(self) -> None:
        """Lift the card the medium bot would play from the viewer's seat, and say why."""
        table = self.table
        c = table.session
        assert c is not None
        if not table.play.person:
            return
        hint = hint_at(c, table.viewer)
        table.hint_line.show(hint, hint.words if hint else tr("hint.none"), c.version)

    def on_card(self, card: int, drop: Point | None) -> bool:
        """A card let go (`drop`: where; None: played from the keyboard): True when taken."""
        if drop is not None and not self._over_pile(drop):
            return False  # dropped beside the pile: just put it back
        return self.table.play.card(card)

    def _over_pile(self, pos: Point) -> bool:
        lay = self.table.layout
        assert lay is not None
        zone = lay.discard_pile.inflate(lay.pile_card_w, lay.pile_card_w // 2)
        return zone.collidepoint(pos)
