"""The workshop's own controls, for the field kinds the menus' widgets do not cover: a whole
number typed or stepped, a row of chips to pick several of (cards, colours, words, names), a
line of text that is kept when Enter or Tab leaves it, a fold for a card's or a call's fields,
and small square buttons for an item's moves.

Each draws itself from what it holds and calls back with the new value; none knows the
ruleset (the page in `game.ui.scenes.workshop.page` wires them to the draft).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

import pygame

from game.ui.art import theme
from game.ui.widgets.controls import (
    CONTROL,
    CONTROL_HOVER,
    DISABLED,
    TEXT_DIM,
    TEXT_LIGHT,
    Choice,
    Widget,
    blit_text,
    focus_ring,
    resolve,
    shorten,
)
from game.ui.widgets.drawing import Text
from game.ui.widgets.fields import TextInput
from game.ui.widgets.scrolllist import RowState

EDGE = (92, 140, 114)
PICKED = (232, 190, 80)

V = TypeVar("V")  # the values a FieldChoice steps through


def control_box(surface: pygame.Surface, widget: Widget) -> None:
    """The dark rounded box of a control, lighter under the pointer, ringed when focused."""
    fill = CONTROL_HOVER if widget.hovered else CONTROL
    pygame.draw.rect(surface, fill, widget.rect, border_radius=widget.radius)
    pygame.draw.rect(surface, EDGE, widget.rect, 1, border_radius=widget.radius)
    if widget.focused:
        focus_ring(surface, widget.rect, widget.radius)


def shade_row(surface: pygame.Surface, rect: pygame.Rect, row: RowState, radius: int) -> None:
    """A list's row lit when selected or under the pointer, ringed when it has the keys."""
    if row.selected or row.hovered:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        alpha = 70 if row.selected else 30
        pygame.draw.rect(shade, (255, 255, 255, alpha), shade.get_rect(), border_radius=radius)
        surface.blit(shade, rect)
    if row.focused:
        pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=radius)


class FieldChoice(Choice[V]):
    """A Choice on a page that scrolls: the wheel scrolls the page, never the value."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            return False
        return super().handle_event(event)


class FieldText(TextInput):
    """A line of text kept (`on_commit`) when Enter is pressed or the focus leaves it, so that
    typing a word is one step of Undo, not one per letter. `allowed` filters what may be typed
    (an id: a-z, 0-9 and _)."""

    def __init__(
        self,
        text: str,
        on_commit: Callable[[str], object],
        *,
        max_length: int = 200,
        placeholder: Text = "",
        allowed: Callable[[str], bool] | None = None,
    ) -> None:
        super().__init__(text, None, max_length=max_length, placeholder=placeholder)
        self.kept = text
        self.on_commit = on_commit
        self.allowed = allowed
        self.cursor = 0  # unfocused, a long text shows its start

    @property
    def dirty(self) -> bool:
        return self.text != self.kept

    def commit(self) -> None:
        if self.dirty:
            self.kept = self.text
            self.on_commit(self.text)

    def on_focus(self, focused: bool) -> None:
        if not focused:
            self.commit()
        super().on_focus(focused)
        if not focused:
            self.cursor = 0

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT and self.allowed is not None and self.focused:
            kept = "".join(ch for ch in event.text.lower() if self.allowed(ch))
            if not kept:
                return True
            event = pygame.event.Event(pygame.TEXTINPUT, text=kept)
        if self.focused and event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.commit()
                return True
            if event.key == pygame.K_ESCAPE and self.dirty:
                self.text, self.cursor = self.kept, len(self.kept)  # Esc takes the typing back
                return True
        return super().handle_event(event)


def id_character(ch: str) -> bool:
    return ch.isascii() and (ch.isalnum() or ch == "_")


class NumberField(Widget):
    """A whole number from `low` to `high`: the arrows at its ends (or Left/Right, the wheel
    never) step it; digits typed replace it, kept on Enter or when the focus leaves. `empty`
    is what it says when the number is left out (None). `on_step` hears a step (else
    `on_change`), `on_run_end` that the focus left: a run of steps is one change to undo."""

    family = "control"

    def __init__(
        self,
        value: int | None,
        on_change: Callable[[int], object],
        *,
        low: int | None = None,
        high: int | None = None,
        empty: Text = "",
        on_step: Callable[[int], object] | None = None,
        on_run_end: Callable[[], object] | None = None,
    ) -> None:
        super().__init__()
        self.value, self.on_change = value, on_change
        self.on_step, self.on_run_end = on_step or on_change, on_run_end
        self.low, self.high, self.empty = low, high, empty
        self.typed: str | None = None  # digits being typed

    def clamp(self, number: int) -> int:
        if self.low is not None:
            number = max(self.low, number)
        if self.high is not None:
            number = min(self.high, number)
        return number

    def set(self, number: int, *, stepped: bool = False) -> None:
        number = self.clamp(number)
        self.typed = None
        if number != self.value:
            self.value = number
            (self.on_step if stepped else self.on_change)(number)

    def step(self, delta: int) -> None:
        start = self.value if self.value is not None else (self.low or 0) - delta
        self.set(start + delta, stepped=True)

    def commit(self) -> None:
        if self.typed:
            self.set(int(self.typed))
        self.typed = None

    def on_focus(self, focused: bool) -> None:
        if not focused:
            self.commit()
            if self.on_run_end is not None:
                self.on_run_end()
        super().on_focus(focused)

    def _arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Its two ends, each a square: − on the left, + on the right."""
        r, w = self.rect, self.rect.h
        return pygame.Rect(r.x, r.y, w, r.h), pygame.Rect(r.right - w, r.y, w, r.h)

    def part_at(self, pos: tuple[int, int]) -> object | None:
        if not self.rect.collidepoint(pos):
            return None
        left, right = self._arrows()
        return -1 if left.collidepoint(pos) else 1 if right.collidepoint(pos) else 0

    def handle_event(self, event: pygame.event.Event) -> bool:
        used, clicked = self.click(event)
        if clicked in (-1, 1):
            self.commit()
            self.step(int(clicked))
        if used:
            return True
        if event.type == pygame.TEXTINPUT and self.focused:
            digits = "".join(ch for ch in event.text if ch.isdigit())
            if digits:
                self.typed = ((self.typed or "") + digits)[:6]
            return True
        if event.type != pygame.KEYDOWN:
            return False
        return self._key(event.key)

    def _key(self, key: int) -> bool:
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.commit()
            self.step(-1 if key == pygame.K_LEFT else 1)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.typed is not None:
            self.commit()
            return True
        if key == pygame.K_BACKSPACE:
            self.typed = (self.typed if self.typed is not None else str(self.value or ""))[:-1]
            return True
        if key == pygame.K_ESCAPE and self.typed is not None:
            self.typed = None
            return True
        return False

    def texts(self) -> list[str]:
        return [str(self.value), resolve(self.empty)]

    def text_room(self) -> int:
        return self.rect.w - 2 * self.rect.h

    def draw(self, surface: pygame.Surface) -> None:
        control_box(surface, self)
        size = self.label_size()
        left, right = self._arrows()
        for sign, rect, stop in (("−", left, self.low), ("+", right, self.high)):
            stopped = self.value is not None and stop is not None and self.value == stop
            colour = DISABLED if stopped else theme.GOLD
            blit_text(
                surface,
                sign,
                int(size * 1.3),
                rect.center,
                bold=True,
                colour=colour,
                anchor="center",
            )
        if self.typed is not None:
            shown, colour = self.typed + "▏", theme.WHITE
        elif self.value is None:
            shown, colour = resolve(self.empty), TEXT_DIM
        else:
            shown, colour = str(self.value), TEXT_LIGHT
        shown = shorten(shown, size, self.text_room(), at_word=False)
        blit_text(surface, shown, size, self.rect.center, colour=colour, anchor="center")


class PickChips(Widget):
    """Several of `options` picked, each a chip that wraps onto as many lines as it needs: a
    click (or Space/Enter on the chip the arrows went to) picks or drops it."""

    wants_arrows = False

    def __init__(
        self,
        options: Sequence[tuple[object, str]],  # a document's values, each with its words
        picked: Sequence[object],
        on_pick: Callable[[object, bool], object],
        *,
        special: tuple[object, str] | None = None,
        special_on: bool = False,
    ) -> None:
        super().__init__()
        self.options = list(options)
        if special is not None:
            self.options.insert(0, special)
        self.special = special[0] if special is not None else None
        self.picked = set(picked) if not special_on else {self.special}
        self.on_pick = on_pick
        self.cursor = 0
        self.chip_h = 28
        self.font_size = 14
        self._places: list[pygame.Rect] = []
        self._laid: tuple[int, int, int, int, int] | None = None

    # -- layout: the chips flow left to right, onto new lines as needed ---------------------
    def measure(self, width: int, chip_h: int, size: int) -> int:
        """The height the chips take in `width` (and their places, kept for drawing)."""
        self.chip_h, self.font_size = chip_h, size
        font, pad, gap = theme.font(size), chip_h // 2, max(4, chip_h // 5)
        x, y, places = 0, 0, []
        for _value, words in self.options:
            w = min(width, font.size(words)[0] + 2 * pad)
            if x and x + w > width:
                x, y = 0, y + chip_h + gap
            places.append(pygame.Rect(x, y, w, chip_h))
            x += w + gap
        self._places = places
        return (y + chip_h) if places else chip_h

    def chip_rects(self) -> list[pygame.Rect]:
        return [r.move(self.rect.topleft) for r in self._places]

    def part_at(self, pos: tuple[int, int]) -> object | None:
        if not self.rect.collidepoint(pos):
            return None
        for index, rect in enumerate(self.chip_rects()):
            if rect.collidepoint(pos):
                return index
        return -1

    def toggle(self, index: int) -> None:
        if not 0 <= index < len(self.options):
            return
        value = self.options[index][0]
        on = value not in self.picked
        self.cursor = index
        self.on_pick(value, on)

    def handle_event(self, event: pygame.event.Event) -> bool:
        used, clicked = self.click(event)
        if isinstance(clicked, int) and clicked >= 0:
            self.toggle(clicked)
        if used:
            return True
        if event.type == pygame.KEYDOWN and self.options:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                step = -1 if event.key == pygame.K_LEFT else 1
                self.cursor = (self.cursor + step) % len(self.options)
                return True
            if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.toggle(self.cursor)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        size = self.font_size
        for index, (rect, (value, words)) in enumerate(
            zip(self.chip_rects(), self.options, strict=False)
        ):
            on = value in self.picked
            fill = PICKED if on else (CONTROL_HOVER if self.hovered else CONTROL)
            pygame.draw.rect(surface, fill, rect, border_radius=rect.h // 2)
            pygame.draw.rect(surface, EDGE, rect, 1, border_radius=rect.h // 2)
            if self.focused and index == self.cursor:
                focus_ring(surface, rect, rect.h // 2)
            ink = theme.INK if on else TEXT_LIGHT
            shown = shorten(words, size, rect.w - rect.h // 2, at_word=False)
            blit_text(surface, shown, size, rect.center, colour=ink, anchor="center")
