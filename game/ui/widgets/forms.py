"""Forms and the menu scenes built on them.

`Form` keeps the keyboard focus over a list of widgets in tab order: Tab / Shift+Tab and
Up / Down move it (unless the focused widget uses the arrows itself), keys go to the focused
widget, clicks to the widget under the pointer. `FormScene` is a full screen on the felt with a
title; `ModalScene` a panel over the scene below that hands back a result with `dismiss`.
A full screen that answers its opener (a file chooser) is a `FormScene` and a `Modal` both.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import TypeVar

import pygame

from game.i18n import tr
from game.ui import events
from game.ui.art import theme
from game.ui.scene import Modal, Scene
from game.ui.widgets.controls import TEXT_DIM, Button, Widget, blit_text, panel, uniform_size
from game.ui.widgets.drawing import progress_bar

W = TypeVar("W", bound=Widget)
R = TypeVar("R")


class Form:
    def __init__(self, widgets: Iterable[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focused: Widget | None = None
        # Where the pointer was last seen (events carry it; a posted event does not move the
        # system's pointer): the wheel turns what lies under it.
        self.pointer: tuple[int, int] | None = None

    def add(self, widget: W) -> W:
        self.widgets.append(widget)
        return widget

    def clear(self) -> None:
        self.focus(None)
        self.widgets.clear()

    def focus(self, widget: Widget | None) -> None:
        if widget is self.focused:
            return
        if self.focused is not None:
            self.focused.on_focus(False)
        self.focused = widget
        if widget is not None:
            widget.on_focus(True)

    def cancel_presses(self) -> None:
        for widget in self.widgets:
            widget.cancel_press()

    def focus_first(self) -> None:
        self.focus(next((w for w in self.widgets if w.can_focus()), None))

    def move_focus(self, step: int) -> None:
        order = [w for w in self.widgets if w.can_focus()]
        if not order:
            return
        if self.focused not in order:
            self.focus(order[0] if step > 0 else order[-1])
            return
        index = order.index(self.focused)
        self.focus(order[(index + step) % len(order)])

    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        for widget in reversed(self.widgets):
            if widget.visible and widget.rect.collidepoint(pos):
                return widget
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.focused is not None and not self.focused.can_focus():
            self.focus(None)
        if event.type == pygame.MOUSEMOTION:
            self.pointer = events.pos(event)
            for widget in self.widgets:
                widget.hovered = (
                    widget.visible and widget.enabled and widget.rect.collidepoint(self.pointer)
                )
                if widget.visible and widget.wants_motion:
                    widget.handle_event(event)  # a drag, or the row under the pointer
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = events.pos(event)
            target = self.widget_at(self.pointer)
            if (
                event.type == pygame.MOUSEBUTTONDOWN
                and events.button(event) == 1
                and target is not None
                and target.can_focus()
            ):
                self.focus(target)
            # A release goes to every widget: a button pressed and dragged off must let go.
            used = False
            for widget in self.widgets:
                if (
                    widget.visible
                    and widget.enabled
                    and (widget is target or event.type == pygame.MOUSEBUTTONUP)
                ):
                    used = widget.handle_event(event) or used
            return used
        if event.type == pygame.MOUSEWHEEL:
            target = self.widget_at(self.pointer or pygame.mouse.get_pos())
            return bool(target and target.enabled and target.handle_event(event))
        if event.type in (pygame.KEYDOWN, pygame.TEXTINPUT, pygame.TEXTEDITING):
            if self.focused is not None and self.focused.handle_event(event):
                return True
            if event.type == pygame.KEYDOWN:
                return self._navigate(event)
        return False

    def _navigate(self, event: pygame.event.Event) -> bool:
        if not any(w.can_focus() for w in self.widgets):
            return False
        if event.key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        arrows = self.focused is not None and self.focused.wants_arrows
        if event.key in (pygame.K_UP, pygame.K_DOWN) and not arrows:
            self.move_focus(-1 if event.key == pygame.K_UP else 1)
            return True
        return False

    def update(self, dt: float) -> None:
        for widget in self.widgets:
            if widget.visible:
                widget.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for group in self.groups():
            uniform_size(group)
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface)

    def groups(self) -> list[list[Widget]]:
        """The columns (one left edge and width) and rows (one top and height) of controls
        of one family (buttons; choices and toggles), joined where they share a widget: each
        group shows its text at one size (`uniform_size`). A narrower control below a
        column (the title's About beside Quit) shares its row's size, not the column's: its
        longer words in one language must not shrink the whole column in that language."""
        shown = [w for w in self.widgets if w.visible and w.family != "widget" and w.rect.w]
        parent = list(range(len(shown)))

        def root(i: int) -> int:
            while parent[i] != i:
                parent[i] = parent[parent[i]]
                i = parent[i]
            return i

        first: dict[tuple[object, ...], int] = {}
        for i, widget in enumerate(shown):
            r = widget.rect
            for key in (("col", widget.family, r.x, r.w), ("row", widget.family, r.y, r.h)):
                if key in first:
                    parent[root(i)] = root(first[key])
                else:
                    first[key] = i
        groups: dict[int, list[Widget]] = {}
        for i, widget in enumerate(shown):
            groups.setdefault(root(i), []).append(widget)
        return list(groups.values())


@lru_cache(maxsize=4)
def felt(size: tuple[int, int]) -> pygame.Surface:
    """The green table cloth: lighter in the middle, darker at the edges, a faint weave."""
    w, h = size
    small = pygame.Surface((64, 36))
    light, dark = (30, 112, 74), theme.TABLE_GREEN_DARK
    for y in range(36):
        for x in range(64):
            d = min(1.0, (((x - 31.5) / 32) ** 2 + ((y - 17.5) / 18) ** 2) ** 0.5 / 1.25)
            d = d * d
            small.set_at((x, y), tuple(round(light[i] * (1 - d) + dark[i] * d) for i in range(3)))
    surface = pygame.transform.smoothscale(small, (w, h))
    weave = pygame.Surface((w, h), pygame.SRCALPHA)
    step = max(3, round(4 * theme.scale_for(size)))
    for x in range(0, w, step):
        pygame.draw.line(weave, (255, 255, 255, 5), (x, 0), (x, h))
    for y in range(0, h, step):
        pygame.draw.line(weave, (0, 0, 0, 7), (0, y), (w, y))
    surface.blit(weave, (0, 0))
    return surface.convert() if pygame.display.get_surface() else surface


class FormScene(Scene):
    """A full screen menu: the felt, a title, a form. Esc goes back."""

    title: Callable[[], str] | str = ""

    def __init__(self) -> None:
        super().__init__()
        self.form = Form()
        self.size = (1280, 720)
        self.s = 1.0  # scale: 1.0 at 1280x720
        self.built = False

    # Subclasses: build() creates widgets once; layout() places them for the window size.
    def build(self) -> None:
        pass

    def layout(self) -> None:
        pass

    def px(self, value: float) -> int:
        return max(1, round(value * self.s))

    def bottom_row(self, x: int, width: int, *, right: bool = False) -> pygame.Rect:
        """A button in the row along the bottom edge, above the keyboard hint."""
        left = self.size[0] - self.px(32) - width if right else x
        return pygame.Rect(left, self.size[1] - self.px(84), width, self.px(50))

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size, self.s = size, theme.scale_for(size)
        if not self.built:
            self.build()
            self.built = True
            self.layout()
            if self.form.focused is None:
                self.form.focus_first()
        else:
            self.layout()

    def back(self) -> None:
        self.dismiss()

    def press_lost(self) -> None:
        self.form.cancel_presses()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.form.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def update(self, dt: float) -> None:
        self.form.update(dt)

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        title = self.title() if callable(self.title) else self.title
        if title:
            blit_text(surface, title, self.px(34), (self.px(40), self.px(22)), bold=True)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.form.draw(surface)


class ModalScene(Modal[R], FormScene):
    """A panel over the dimmed scene below that answers with an `R`; Esc cancels (dismisses
    with `cancel_result`)."""

    transparent = True
    cancel_result: R | None = None
    panel_size = (520, 420)

    def panel_rect(self) -> pygame.Rect:
        w, h = self.px(self.panel_size[0]), self.px(self.panel_size[1])
        return pygame.Rect((self.size[0] - w) // 2, (self.size[1] - h) // 2, w, h)

    def back(self) -> None:
        self.dismiss(self.cancel_result)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.QUIT:
            return False  # closing the window is not ours to refuse
        super().handle_event(event)
        return True  # a modal swallows everything: the table below must not react

    def draw(self, surface: pygame.Surface) -> None:
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 140))
        surface.blit(dim, (0, 0))
        rect = self.panel_rect()
        panel(surface, rect, radius=self.px(18), colour=(12, 62, 41, 255), shadow=self.px(10))
        title = self.title() if callable(self.title) else self.title
        if title:
            blit_text(
                surface,
                title,
                self.px(28),
                (rect.centerx, rect.y + self.px(22)),
                bold=True,
                anchor="midtop",
                width=rect.w - self.px(40),
            )
        self.draw_body(surface, rect)
        self.form.draw(surface)

    def draw_body(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Text between the title and the buttons."""


class WaitScene(FormScene):
    """A screen that waits for a job off the frame (its words drawn by the subclass, with
    `progress_middle`), with one quiet Back button in the bottom row."""

    def build(self) -> None:
        self.back_button = self.form.add(
            Button(lambda: tr("common.back"), self.back, style="quiet")
        )

    def layout(self) -> None:
        self.back_button.rect = self.bottom_row(self.px(32), self.px(180))


def hint_line(surface: pygame.Surface, text: str, scene: FormScene) -> None:
    """A quiet line of keyboard help at the bottom of the screen."""
    blit_text(
        surface,
        text,
        scene.px(14),
        (scene.size[0] // 2, scene.size[1] - scene.px(12)),
        colour=TEXT_DIM,
        anchor="midbottom",
    )


def progress_middle(
    surface: pygame.Surface, scene: FormScene, words: str, share: float | None
) -> None:
    """A long job's words in the middle of the screen, with a bar under them once its share
    (0 to 1) is known."""
    w, h = scene.size
    line = blit_text(
        surface,
        words,
        scene.px(20),
        (w // 2, h // 2),
        anchor="center",
        colour=TEXT_DIM,
        width=w - scene.px(160),
    )
    if share is not None:
        track = pygame.Rect(0, 0, scene.px(320), scene.px(6))
        track.midtop = (w // 2, line.bottom + scene.px(12))
        progress_bar(surface, track, share)
