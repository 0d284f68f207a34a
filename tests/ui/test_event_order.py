"""The loop never reorders input: an event taken while idle is handled before the ones that
came after it (a quick click's press before its release)."""

from __future__ import annotations

import pygame

from game.ui.app import App
from game.ui.scene import Scene


class Recorder(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.seen: list[int] = []

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.seen.append(event.type)
        return True


def test_a_press_and_its_release_in_one_idle_frame_keep_their_order():
    app = App((1280, 720))
    scene = Recorder()
    app.scenes.push(scene)
    app.step(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1))
    app.run(scene, max_seconds=app.time + 0.05)  # the idle loop: event.wait, then a frame
    assert scene.seen == [pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP]
