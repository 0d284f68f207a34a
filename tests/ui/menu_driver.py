"""Drive the real App with synthetic events, as a person at the keyboard and mouse would."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.app import App
from tests.helpers import wait_until

FRAME = 1 / 60


def make_app(size: tuple[int, int] = (1280, 720)) -> App:
    return App(size)


def frames(app: App, count: int = 2) -> None:
    for _ in range(count):
        app.step(FRAME)


def frames_until(app: App, done: Callable[[], object], what: str = "the condition") -> None:
    """Frames until `done()`, with a moment of real time between them for the threads and
    worker processes that bring it about (a tight loop of frames would starve them); fails
    naming `what` only if it never comes (tests.helpers.PATIENCE)."""

    def step() -> bool:
        if done():
            return True
        app.step(FRAME)
        return False

    wait_until(step, what, every=0.001)


def key(app: App, code: int, *, mod: int = 0, unicode: str = "") -> None:
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=unicode, scancode=0)
    )
    pygame.event.post(
        pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode=unicode, scancode=0)
    )
    frames(app, 1)


def type_text(app: App, text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app, 1)


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 1)


def click_widget(app: App, widget, *, where: str = "center") -> None:  # type: ignore[no-untyped-def]
    click(app, getattr(widget.rect, where))


def right_end(widget) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """A point just inside the right end (a Choice's › arrow)."""
    return widget.rect.right - 4, widget.rect.centery


def left_end(widget) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    return widget.rect.left + 4, widget.rect.centery
