"""A change of screen cross-fades briefly; a modal over its scene and the hand-over cover do
not; with no fade time it is a plain cut."""

from __future__ import annotations

import pygame

from game.ui.app import App
from game.ui.scene import Scene

DT = 1 / 60


class Plain(Scene):
    def __init__(self, colour: tuple[int, int, int], *, transparent: bool = False) -> None:
        super().__init__()
        self.colour = colour
        self.transparent = transparent

    def draw(self, surface: pygame.Surface) -> None:
        if self.transparent:
            pygame.draw.rect(surface, self.colour, (0, 0, 20, 20))
        else:
            surface.fill(self.colour)


def _red_then(app: App, scene: Scene) -> None:
    app.scenes.push(Plain((255, 0, 0)))
    app.step(DT)
    app.scenes.push(scene)


def test_a_new_screen_fades_in_over_the_old_one():
    app = App((320, 180))
    _red_then(app, Plain((0, 0, 255)))
    assert app.scenes.fading and app.busy()
    app.step(DT)
    mixed = app.screen.get_at((160, 90))
    assert mixed.r > 0 and mixed.b > 0  # both screens show, the old one fading
    for _ in range(int(app.scenes.fade_seconds / DT) + 2):
        app.step(DT)
    assert not app.scenes.fading
    assert tuple(app.screen.get_at((160, 90)))[:3] == (0, 0, 255)


def test_a_modal_over_its_scene_does_not_fade():
    app = App((320, 180))
    _red_then(app, Plain((0, 255, 0), transparent=True))
    assert not app.scenes.fading


def test_the_hand_over_cover_never_fades():
    app = App((320, 180))
    cover = app.scenes.make("hand_over", "Ole", 1, jump=False, on_escape=lambda: None)
    _red_then(app, cover)
    assert not app.scenes.fading


def test_no_fade_time_is_a_plain_cut():
    app = App((320, 180))
    app.scenes.fade_seconds = 0.0
    _red_then(app, Plain((0, 0, 255)))
    app.step(DT)
    assert not app.scenes.fading
    assert tuple(app.screen.get_at((160, 90)))[:3] == (0, 0, 255)
