"""Widgets that hold more than a value: one line of text, a list to pick from, a page to scroll."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import events
from game.ui.art import theme
from game.ui.widgets.controls import Widget
from game.ui.widgets.drawing import DISABLED, TEXT_DIM, Text, blit_text, focus_ring, resolve

SELECTED = (176, 206, 240)  # behind the text Ctrl+A selected


class TextInput(Widget):
    """One line of text. Characters come from TEXTINPUT events (so ä, ö, å, ß and IME input
    work on every keyboard layout); editing keys from KEYDOWN. Ctrl+A selects all of it: what
    is typed next replaces it, Backspace or Delete clears it, an arrow or a click ends it."""

    def __init__(
        self,
        text: str = "",
        on_change: Callable[[str], object] | None = None,
        *,
        max_length: int = 24,
        placeholder: Text = "",
    ) -> None:
        super().__init__()
        self.text, self.on_change = text, on_change
        self.max_length, self.placeholder = max_length, placeholder
        self.cursor = len(text)
        self.composing = ""  # IME text not yet committed
        self.blink = 0.0
        self._selected: str | None = None  # the text Ctrl+A selected, while it is still that

    @property
    def all_selected(self) -> bool:
        """Whether Ctrl+A selected the whole text (a text set anew is no longer selected)."""
        return self.focused and bool(self.text) and self._selected == self.text

    def select_all(self) -> None:
        self._selected = self.text
        self.cursor = len(self.text)

    def on_focus(self, focused: bool) -> None:
        super().on_focus(focused)
        self.blink = 0.0
        self._selected = None
        if focused:
            self.cursor = len(self.text)
            pygame.key.start_text_input()
            pygame.key.set_text_input_rect(self.rect)
        self.composing = ""

    def _set(self, text: str, cursor: int) -> None:
        self.cursor = max(0, min(cursor, len(text)))
        self.blink = 0.0
        if text != self.text:
            self.text = text
            if self.on_change is not None:
                self.on_change(text)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.rect.collidepoint(event.pos)
        ):
            self._selected = None
            self.cursor = self._index_at(events.pos(event)[0])
            return True
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            if self.all_selected:  # typed over the selection
                self._set("", 0)
            room = self.max_length - len(self.text)
            insert = "".join(ch for ch in events.text(event) if ch.isprintable())[: max(0, room)]
            self.composing = ""
            if insert:
                self._set(
                    self.text[: self.cursor] + insert + self.text[self.cursor :],
                    self.cursor + len(insert),
                )
            return True
        if event.type == pygame.TEXTEDITING:
            self.composing = events.text(event)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        text, at = self.text, self.cursor
        key = events.key(event)
        if key == pygame.K_a and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.select_all()
            return True
        selected, self._selected = self.all_selected, None
        if selected and key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self._set("", 0)
        elif key == pygame.K_BACKSPACE:
            if event.mod & pygame.KMOD_CTRL:
                self._set(text[at:], 0)
            elif at:
                self._set(text[: at - 1] + text[at:], at - 1)
        elif key == pygame.K_DELETE:
            self._set(text[:at] + text[at + 1 :], at)
        elif key == pygame.K_LEFT:
            self._set(text, at - 1)
        elif key == pygame.K_RIGHT:
            self._set(text, at + 1)
        elif key == pygame.K_HOME:
            self._set(text, 0)
        elif key == pygame.K_END:
            self._set(text, len(text))
        elif key in (
            pygame.K_TAB,
            pygame.K_ESCAPE,
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_UP,
            pygame.K_DOWN,
        ):
            return False  # focus moves and dialog keys belong to the form
        else:
            # Printable keys arrive again as TEXTINPUT; swallow them here so that screen
            # shortcuts do not fire while typing.
            return bool(event.unicode and event.unicode.isprintable())
        return True

    def _index_at(self, x: int) -> int:
        """The caret position nearest to window column `x`."""
        font = theme.font(self.text_size())
        left = self.rect.x + self.rect.h // 3
        return min(
            range(len(self.text) + 1), key=lambda i: abs(left + font.size(self.text[:i])[0] - x)
        )

    def update(self, dt: float) -> None:
        self.blink = (self.blink + dt) % 1.0

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(
            surface,
            (250, 248, 240) if self.enabled else DISABLED,
            self.rect,
            border_radius=self.radius,
        )
        pygame.draw.rect(surface, (120, 150, 130), self.rect, 1, border_radius=self.radius)
        if self.focused:
            focus_ring(surface, self.rect, self.radius)
        size = self.text_size()
        pad = self.rect.h // 3
        inner = self.rect.inflate(-2 * pad, 0)
        shown = self.text[: self.cursor] + self.composing + self.text[self.cursor :]
        if not shown.isprintable():  # what no font draws (a lone surrogate), one mark each
            shown = "".join(ch if ch.isprintable() else "\ufffd" for ch in shown)
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        if shown:
            font = theme.font(size)
            before = font.size(shown[: self.cursor + len(self.composing)])[0]
            shift = max(0, before - inner.w + 2)
            x = inner.x - shift
            if self.all_selected:
                mark = pygame.Rect(x, inner.centery - size * 0.65, before, size * 1.3)
                pygame.draw.rect(surface, SELECTED, mark)
            blit_text(surface, shown, size, (x, inner.centery), colour=theme.INK, anchor="midleft")
            if self.composing:
                start = x + font.size(shown[: self.cursor])[0]
                pygame.draw.line(
                    surface,
                    theme.INK,
                    (start, inner.centery + size // 2 + 2),
                    (x + before, inner.centery + size // 2 + 2),
                    1,
                )
            caret = x + before
        else:
            if not self.focused:
                blit_text(
                    surface,
                    resolve(self.placeholder),
                    size,
                    (inner.x, inner.centery),
                    colour=(140, 140, 140),
                    anchor="midleft",
                )
            caret = inner.x
        if self.focused and self.blink < 0.6:
            pygame.draw.line(
                surface,
                theme.INK,
                (caret, inner.centery - size * 0.6),
                (caret, inner.centery + size * 0.6),
                2,
            )
        surface.set_clip(clip)


class ScrollView(Widget):
    """A tall picture seen through a window: the wheel, arrows and Page Up/Down scroll it."""

    wants_arrows = True

    def __init__(self, render: Callable[[int], pygame.Surface]) -> None:
        super().__init__()
        self.render = render  # width -> the whole content
        self.content: pygame.Surface | None = None
        self.offset = 0.0
        self._mask: pygame.Surface | None = None
        self._mask_key: object = None
        self._view: tuple[object, pygame.Surface] | None = None  # the faded window, by place

    def refresh(self) -> None:
        self.content = self.render(self.rect.w) if self.rect.w > 0 else None
        self.offset = min(self.offset, self.max_offset())

    def max_offset(self) -> float:
        return max(0, self.content.get_height() - self.rect.h) if self.content else 0

    def scroll(self, pixels: float) -> None:
        self.offset = min(self.max_offset(), max(0.0, self.offset + pixels))

    def handle_event(self, event: pygame.event.Event) -> bool:
        line = max(20, self.rect.h // 12)
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll(-event.y * line * 2)
            return True
        if event.type == pygame.KEYDOWN:
            steps = {
                pygame.K_UP: -line,
                pygame.K_DOWN: line,
                pygame.K_PAGEUP: -self.rect.h * 0.9,
                pygame.K_PAGEDOWN: self.rect.h * 0.9,
                pygame.K_HOME: -1e9,
                pygame.K_END: 1e9,
            }
            if event.key in steps:
                self.scroll(steps[event.key])
                return True
        return False

    def _fade(self, size: tuple[int, int]) -> pygame.Surface:
        top, bottom = self.offset > 0, self.offset < self.max_offset()
        key = (size, top, bottom)
        if self._mask_key != key:
            w, h = size
            ramp = max(8, h // 16)
            mask = pygame.Surface(size, pygame.SRCALPHA)
            mask.fill((255, 255, 255, 255))
            for i in range(ramp):
                alpha = 255 * i // ramp
                if top:
                    pygame.draw.line(mask, (255, 255, 255, alpha), (0, i), (w, i))
                if bottom:
                    pygame.draw.line(mask, (255, 255, 255, alpha), (0, h - 1 - i), (w, h - 1 - i))
            self._mask, self._mask_key = mask, key
            return mask
        assert self._mask is not None
        return self._mask

    def draw(self, surface: pygame.Surface) -> None:
        if self.content is None:
            self.refresh()
        if self.content is None:
            return
        window = pygame.Rect(
            0, int(self.offset), self.rect.w, min(self.rect.h, self.content.get_height())
        )
        if self.max_offset() > 0 and self.content.get_flags() & pygame.SRCALPHA:
            # Fade the cut edges, so a page that goes on looks like it goes on. The faded view
            # is kept until the page moves: made every frame, it was a megabyte-sized block
            # asked of malloc and given back sixty times a second.
            key = (self.content, window.topleft, window.size)
            if self._view is None or self._view[0] != key:
                view = self.content.subsurface(window).copy()
                view.blit(self._fade(window.size), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
                self._view = (key, view)
            surface.blit(self._view[1], self.rect.topleft)
        else:
            surface.blit(self.content, self.rect.topleft, window)
        if self.max_offset() > 0:
            bar_h = max(30, self.rect.h * self.rect.h // self.content.get_height())
            y = self.rect.y + (self.rect.h - bar_h) * self.offset / self.max_offset()
            bar = pygame.Rect(self.rect.right + 6, int(y), 6, bar_h)
            pygame.draw.rect(
                surface, theme.GOLD if self.focused else TEXT_DIM, bar, border_radius=3
            )
