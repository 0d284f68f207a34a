"""Every control acts on a release over the part it was pressed on, and a scene ignores a
release whose press began on another scene (the press that opened it)."""

from __future__ import annotations

import pygame
import pytest

from game.ui.app import App
from game.ui.scene import Scene
from game.ui.widgets.controls import Button, Choice, Toggle
from game.ui.widgets.forms import FormScene
from game.ui.widgets.scrolllist import ScrollList
from tests.ui.menu_driver import frames, make_app


def post(kind: int, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))


class Page(FormScene):
    def build(self) -> None:
        self.clicks: list[str] = []
        self.button = self.form.add(Button("B", lambda: self.clicks.append("b")))
        self.toggle = self.form.add(Toggle(False))
        self.choice = self.form.add(Choice([(1, "one"), (2, "two"), (3, "three")], 2))
        self.list = self.form.add(ScrollList(lambda *args: None, ["x", "y", "z"]))

    def layout(self) -> None:
        for i, widget in enumerate(self.form.widgets):
            widget.rect = pygame.Rect(100, 40 + i * 150, 300, 60 if i < 3 else 140)


@pytest.fixture
def page():
    app = make_app()
    scene = Page()
    app.scenes.push(scene)
    frames(app)
    yield app, scene
    pygame.display.quit()


def test_a_press_and_release_in_one_idle_frame_is_one_click(page):
    app, p = page
    post(pygame.MOUSEBUTTONDOWN, p.toggle.rect.center)
    post(pygame.MOUSEBUTTONUP, p.toggle.rect.center)
    app.run(p, max_seconds=app.time + 0.05)  # the idle loop: event.wait, then a frame
    assert p.toggle.value is True
    post(pygame.MOUSEBUTTONDOWN, p.button.rect.center)
    post(pygame.MOUSEBUTTONUP, p.button.rect.center)
    app.run(p, max_seconds=app.time + 0.05)
    assert p.clicks == ["b"]


def test_a_press_alone_changes_nothing_until_the_release(page):
    app, p = page
    post(pygame.MOUSEBUTTONDOWN, p.toggle.rect.center)
    frames(app, 1)
    assert p.toggle.value is False and p.toggle.pressed
    post(pygame.MOUSEBUTTONUP, p.toggle.rect.center)
    frames(app, 1)
    assert p.toggle.value is True and not p.toggle.pressed


@pytest.mark.parametrize("name", ["button", "toggle", "choice", "list"])
def test_a_press_slid_off_the_control_changes_nothing(page, name):
    app, p = page
    widget = getattr(p, name)
    before = (list(p.clicks), p.toggle.value, p.choice.value, p.list.selected)
    post(pygame.MOUSEBUTTONDOWN, widget.rect.center)
    post(pygame.MOUSEBUTTONUP, (widget.rect.right + 200, widget.rect.centery))
    frames(app, 1)
    assert (p.clicks, p.toggle.value, p.choice.value, p.list.selected) == before
    assert not widget.pressed


def test_a_release_without_its_press_changes_nothing(page):
    app, p = page
    for widget in (p.button, p.toggle, p.choice):
        post(pygame.MOUSEBUTTONUP, widget.rect.center)
    frames(app, 1)
    assert p.clicks == [] and p.toggle.value is False and p.choice.value == 2


def test_a_choice_steps_by_the_arrow_pressed_and_released_on(page):
    app, p = page
    left = (p.choice.rect.left + 5, p.choice.rect.centery)
    right = (p.choice.rect.right - 5, p.choice.rect.centery)
    post(pygame.MOUSEBUTTONDOWN, left)
    post(pygame.MOUSEBUTTONUP, right)  # pressed on ‹, released on ›: neither
    frames(app, 1)
    assert p.choice.value == 2
    post(pygame.MOUSEBUTTONDOWN, left)
    post(pygame.MOUSEBUTTONUP, left)
    frames(app, 1)
    assert p.choice.value == 1


def test_a_list_selects_the_row_pressed_and_released_on(page):
    app, p = page
    rows = [p.list.row_rect(i) for i in range(3)]
    post(pygame.MOUSEBUTTONDOWN, rows[2].center)
    post(pygame.MOUSEBUTTONUP, rows[1].center)
    frames(app, 1)
    assert p.list.selected == 0
    post(pygame.MOUSEBUTTONDOWN, rows[2].center)
    post(pygame.MOUSEBUTTONUP, rows[2].center)
    frames(app, 1)
    assert p.list.selected == 2


class OpensOnPress(Scene):
    """A scene that opens another on a press (as a control acting on the press would)."""

    def __init__(self, make: type[Scene]) -> None:
        super().__init__()
        self.make = make
        self.lost = 0

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            assert self.app is not None
            self.app.scenes.push(self.make())
        return True

    def press_lost(self) -> None:
        self.lost += 1


def test_the_release_of_the_press_that_opened_a_scene_does_not_land_on_it():
    app = App((1280, 720))
    opener = OpensOnPress(Page)
    app.scenes.push(opener)
    frames(app)
    where = (250, 40 + 150 + 30)  # the new page's toggle
    post(pygame.MOUSEBUTTONDOWN, where)
    post(pygame.MOUSEBUTTONUP, where)
    frames(app, 1)
    page = app.scenes.top
    assert isinstance(page, Page) and page.toggle.rect.collidepoint(where)
    assert page.toggle.value is False and not page.toggle.pressed
    assert opener.lost == 1  # the opener let go of its press
    post(pygame.MOUSEBUTTONDOWN, where)  # the next click is the page's own
    post(pygame.MOUSEBUTTONUP, where)
    frames(app, 1)
    assert page.toggle.value is True
    pygame.display.quit()
