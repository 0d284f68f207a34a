"""A file dropped on the window (SDL's drop-file event), handled in one place for every screen.

The top screen hears it first: the workshop's import screen reads the file itself. Elsewhere a
dropped file opens the workshop's import (`workshop_import` with the file), which reads it
through the workshop's checked reader and becomes the editor with it, or shows why the file
was refused; the screens under it stay as they were, so nothing is lost. While a table or kid
mode is on the stack (a scene whose `takes_drops` is False) a dropped file is ignored: a game
is not interrupted, and a child's screen opens nothing grown-up.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

import pygame

from game.ui import events

if TYPE_CHECKING:
    from game.ui.app import App

EVENTS = (pygame.DROPFILE, pygame.DROPBEGIN, pygame.DROPCOMPLETE, pygame.DROPTEXT)


def dropped(app: App, event: pygame.event.Event) -> bool:
    """Handle a drop event; True when a file was taken (to be imported)."""
    if event.type != pygame.DROPFILE:
        return False  # the start and end of a drop, a dropped text: nothing to do
    name = events.dropped_file(event)
    if name is None:
        return False
    scenes = list(app.scenes)
    if not scenes or not all(scene.takes_drops for scene in scenes):
        return False
    top = scenes[-1]
    if top.handle_event(event):
        return True
    app.scenes.open("workshop_import", os.fspath(name))
    return True
