"""Which scene each held mouse button went down on.

A click belongs to the scene it began on: when a press opens another scene (or one opens by
itself while the button is held), the release must not land on the new scene, where it would
act on whatever control lies under the pointer. The loop asks `admit` for every event; a
release whose press began on another scene is kept from the top scene, and the scene the press
began on hears `press_lost` so its controls let go. A release let through carries where its
press went down (`press_pos`), so a scene drawing its own buttons can tell a click on a button
(`released_on`) from a press that slid onto it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ui import events

if TYPE_CHECKING:
    from game.ui.scene import Scene


class Presses:
    def __init__(self) -> None:
        # mouse button -> the scene it went down on, and where
        self._held: dict[int, tuple[Scene | None, tuple[int, int]]] = {}

    def admit(self, event: pygame.event.Event, top: Scene | None) -> bool:
        """False for a release the top scene must not see (its press began elsewhere, or
        before the window had the pointer)."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._held[events.button(event)] = (top, events.pos(event))
            return True
        if event.type != pygame.MOUSEBUTTONUP:
            return True
        began, where = self._held.pop(events.button(event), (None, (0, 0)))
        if began is top and top is not None:
            events.mark_press(event, where)
            return True
        if began is not None and began.app is not None and began in list(began.app.scenes):
            began.press_lost()
        return False


def released_on(event: pygame.event.Event, hit: Callable[[tuple[int, int]], bool]) -> bool:
    """True for a left release over a control (`hit`) that its press went down on too."""
    if event.type != pygame.MOUSEBUTTONUP or events.button(event) != 1:
        return False
    began = events.press_began(event)
    return began is not None and hit(events.pos(event)) and hit(began)
