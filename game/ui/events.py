"""What the screen reads from pygame's events, with its type.

pygame's `Event` hands every attribute but `type` over as `Any`. Where a value leaves the
event for the game's own code (kept as the pointer, passed to a widget or to the table, handed
on to a callback) it is read here, so it is typed from the event on: where the pointer is,
which button or key, how far the wheel turned, the text typed, a dropped file, and the one
payload the game adds itself, where a press went down (`game.ui.presses`). A comparison with a
pygame constant (`event.key == pygame.K_ESCAPE`) needs none of this.
"""

from __future__ import annotations

import pygame

# The attribute `Presses` gives a release whose press it saw go down on the same scene.
PRESS_POS = "press_pos"


def pos(event: pygame.event.Event) -> tuple[int, int]:
    """Where the pointer was (a mouse event's position, in window pixels)."""
    x, y = event.pos
    return x, y


def button(event: pygame.event.Event) -> int:
    """The mouse button pressed or released (1 the left one); 0 for an event without one."""
    found: int = getattr(event, "button", 0)
    return found


def key(event: pygame.event.Event) -> int:
    """The key pressed or released (a `pygame.K_...`)."""
    found: int = event.key
    return found


def wheel(event: pygame.event.Event) -> int:
    """How far the wheel turned, away from the person positive."""
    turned: int = event.y
    return turned


def text(event: pygame.event.Event) -> str:
    """The text typed (TEXTINPUT) or being composed (TEXTEDITING)."""
    typed: str = event.text
    return typed


def dropped_file(event: pygame.event.Event) -> str | None:
    """The file dropped on the window (DROPFILE); None when the event names none."""
    name = getattr(event, "file", None)
    return name if isinstance(name, str) and name else None


def mark_press(event: pygame.event.Event, where: tuple[int, int]) -> None:
    """A release learns where its press went down (`press_began`)."""
    setattr(event, PRESS_POS, where)


def press_began(event: pygame.event.Event) -> tuple[int, int] | None:
    """Where the press of this release went down, when it went down on the same scene."""
    where: tuple[int, int] | None = getattr(event, PRESS_POS, None)
    return where
