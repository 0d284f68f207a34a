"""The table's tooltips: why a card is dimmed, why Draw is off, and what the dealer's chip is.

Each frame the table asks what lies under the pointer (or, for the hand, under the keyboard's
selection) and whether it has something to explain (placed by `game.ui.table.notespot` over
nothing the player needs now); the words come from the session (the
engine's reason for a card, `game.words.reason_text`) and the translations. A tip under the
pointer waits until the pointer rests (`HoverDelay`); one for the keyboard's card shows at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.i18n import tr
from game.ui.table.notespot import keep_clear, place_note
from game.ui.table.seats import banner_of, chip_rect, opponent_chip_centre, viewer_chip_centre
from game.ui.widgets.tooltip import GAP, HoverDelay, draw_tooltip, tooltip_rect

if TYPE_CHECKING:  # the view holds the tips
    from game.ui.table.view import TableView


@dataclass(frozen=True)
class Tip:
    key: tuple[object, ...]  # what it is about: the same key is the same tip
    text: str
    anchor: pygame.Rect


class TableTips:
    def __init__(self) -> None:
        self.pointer: tuple[int, int] | None = None
        self.delay = HoverDelay()
        self._last: Tip | None = None
        self.shown: Tip | None = None
        self.rect: pygame.Rect | None = None  # where the tip was drawn last (None: nowhere)
        # What a lesson points at and its bubble: a tip never covers them (it waits instead).
        self.lesson_marks: list[pygame.Rect] = []

    def update(self, dt: float, view: TableView, *, on_top: bool = True) -> None:
        """`on_top`: the table is the screen on top; under a menu or a dialog it explains
        nothing (its tip would show beside a panel about something else)."""
        if not on_top:
            self.shown = None
            self.delay.update(None, dt)
            return
        focused = self._focused_card(view)
        if focused is not None:
            self.shown = focused
            self.delay.update(None, dt)
            return
        rested = self.delay.update(self._stable(self._under_pointer(view)), dt)
        self.shown = rested if isinstance(rested, Tip) else None

    def draw(self, surface: pygame.Surface, view: TableView) -> None:
        lay = view.layout
        self.rect = None
        if self.shown is None or view.hand.drag is not None:
            return
        size = int(15 * lay.scale)
        bounds = surface.get_rect().inflate(-2 * GAP, -2 * GAP)
        width = min(bounds.w, size * 26)
        measured, _lines = tooltip_rect(self.shown.text, self.shown.anchor, bounds, size, width)
        keep = keep_clear(view) + self.lesson_marks
        at, _side = place_note(measured.size, self.shown.anchor, keep, bounds, gap=GAP)
        if at.collidelist(self.lesson_marks) >= 0:
            return  # nowhere beside its thing but over the lesson's: the lesson comes first
        self.rect = draw_tooltip(
            surface, self.shown.text, self.shown.anchor, size=size, max_width=width, at=at
        )

    def _stable(self, tip: Tip | None) -> Tip | None:
        """The same object for the same tip, frame after frame (`HoverDelay` compares them)."""
        if tip is not None and self._last is not None and tip.key == self._last.key:
            return self._last
        self._last = tip
        return tip

    # -- what there is to explain ------------------------------------------------------------
    def _under_pointer(self, view: TableView) -> Tip | None:
        pos = self.pointer
        if pos is None:
            return None
        for find in (self._dealer, self._draw_button):
            tip = find(view, pos)
            if tip is not None:
                return tip
        index = view.hand.card_at(pos)
        return self._card_tip(view, index) if index >= 0 else None

    def _focused_card(self, view: TableView) -> Tip | None:
        hand = view.hand
        return self._card_tip(view, hand.cursor) if 0 <= hand.cursor < len(hand.cards) else None

    def _card_tip(self, view: TableView, index: int) -> Tip | None:
        hand = view.hand
        card = hand.cards[index]
        c = view.session
        if not hand.dimmed(card) or not c.caught_up:
            return None
        return Tip(("card", card), c.refusal(view.viewer, card), hand.card_rect(index))

    def _draw_button(self, view: TableView, pos: tuple[int, int]) -> Tip | None:
        button = view.buttons["action"]
        if not button.visible or button.enabled or not button.rect.collidepoint(pos):
            return None
        if not view.frame.draw_blocked:
            return None
        return Tip(("draw",), tr("table.tip.draw_disabled"), button.rect)

    def _dealer(self, view: TableView, pos: tuple[int, int]) -> Tip | None:
        lay = view.layout
        dealer = view.model.dealer
        if dealer == view.viewer:
            centre = viewer_chip_centre(banner_of(view), view.infos[dealer], lay.scale)
        elif dealer in lay.seats:
            centre = opponent_chip_centre(lay.seats[dealer].plate, lay.scale)
        else:
            return None
        rect = chip_rect(centre, lay.scale)
        return Tip(("dealer", dealer), tr("table.dealer"), rect) if rect.collidepoint(pos) else None
