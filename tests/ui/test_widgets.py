"""Widgets and focus: Tab order, arrows, text editing, lists, scrolling."""

from __future__ import annotations

import pygame
import pytest

from game.ui.art import theme
from game.ui.widgets.controls import Button, Choice, Toggle, wrap
from game.ui.widgets.fields import ScrollView, TextInput
from game.ui.widgets.forms import Form, FormScene
from game.ui.widgets.scrolllist import ScrollList
from tests.ui.menu_driver import click, frames, key, make_app, type_text


class Page(FormScene):
    def build(self) -> None:
        self.pressed: list[str] = []
        self.a = self.form.add(Button("A", lambda: self.pressed.append("a")))
        self.name = self.form.add(TextInput("", max_length=8))
        self.toggle = self.form.add(Toggle(False))
        self.choice = self.form.add(Choice([(1, "one"), (2, "two"), (3, "three")], 1))
        self.off = self.form.add(Button("off", enabled=False))
        self.list = self.form.add(ScrollList(lambda *args: None, ["x", "y", "z"]))

    def layout(self) -> None:
        for i, widget in enumerate(self.form.widgets):
            widget.rect = pygame.Rect(100, 60 + i * 80, 300, 60)


@pytest.fixture
def page():
    app = make_app()
    scene = Page()
    app.scenes.push(scene)
    frames(app)
    yield app, scene
    pygame.display.quit()


def test_tab_skips_disabled_and_wraps(page):
    app, p = page
    assert p.form.focused is p.a
    order = []
    for _ in range(6):
        key(app, pygame.K_TAB)
        order.append(p.form.focused)
    assert order == [p.name, p.toggle, p.choice, p.list, p.a, p.name]
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert p.form.focused is p.a


def test_buttons_fire_on_enter_space_and_click(page):
    app, p = page
    key(app, pygame.K_RETURN)
    key(app, pygame.K_SPACE)
    click(app, p.a.rect.center)
    assert p.pressed == ["a", "a", "a"]
    click(app, p.off.rect.center)
    assert p.form.focused is p.a  # a disabled button takes no focus


def test_press_and_drag_off_does_not_fire(page):
    app, p = page
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p.a.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1))
    frames(app, 1)
    assert p.pressed == [] and not p.a.pressed


def test_text_editing(page):
    app, p = page
    p.form.focus(p.name)
    type_text(app, "Björn")
    key(app, pygame.K_HOME)
    key(app, pygame.K_DELETE)
    type_text(app, "ß")
    key(app, pygame.K_END)
    key(app, pygame.K_BACKSPACE)
    assert p.name.text == "ßjör"
    type_text(app, "0123456789")  # capped at 8
    assert p.name.text == "ßjör0123"
    key(app, pygame.K_a, unicode="a")  # letters come as TEXTINPUT; the KEYDOWN is swallowed
    assert p.name.text == "ßjör0123" and p.form.focused is p.name


def test_arrows_move_focus_except_in_lists(page):
    app, p = page
    p.form.focus(p.choice)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert p.choice.value == 1  # wrapped around
    key(app, pygame.K_DOWN)
    assert p.form.focused is p.list
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    assert p.list.selected == 2 and p.form.focused is p.list
    key(app, pygame.K_LEFT)
    assert p.form.focused is p.list


def test_toggle_by_keys_and_click(page):
    app, p = page
    p.form.focus(p.toggle)
    key(app, pygame.K_RIGHT)
    assert p.toggle.value is True
    key(app, pygame.K_SPACE)
    assert p.toggle.value is False
    click(app, p.toggle.rect.center)
    assert p.toggle.value is True


def test_choice_without_wrapping_stops_at_the_ends():
    choice = Choice([(n, str(n)) for n in range(3)], 0, wrap_around=False)
    choice.step(-1)
    assert choice.value == 0
    choice.step(5)
    assert choice.value == 2


def test_scrollview_scrolls_within_its_content():
    pygame.display.init()
    view = ScrollView(lambda w: pygame.Surface((w, 1000)))
    view.rect = pygame.Rect(0, 0, 200, 300)
    view.refresh()
    view.scroll(10_000)
    assert view.offset == 700
    view.scroll(-10_000)
    assert view.offset == 0


def test_wrap_keeps_words_whole():
    pygame.font.init()
    font = theme.font(14)
    lines = wrap("the quick brown fox jumps over the lazy dog", font, 80)
    assert " ".join(lines) == "the quick brown fox jumps over the lazy dog"
    assert all(font.size(line)[0] <= 80 for line in lines if " " in line)


def test_form_without_widgets_ignores_keys():
    form = Form()
    assert not form.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0))


def test_a_column_of_controls_shows_one_text_size():
    """One size per column or row: a long label does not shrink alone, its column agrees on
    the size at which every text fits (and below a floor it wraps or is cut, never shrinks)."""
    import pygame as pg

    from game.ui.widgets.controls import Button, Choice, Toggle
    from game.ui.widgets.forms import Form

    pg.font.init()
    short = Button("Back")
    long = Button("Standard wiederherstellen und noch viel mehr")
    middle = Button("Spielregeln")
    for k, button in enumerate((short, long, middle)):
        button.rect = pg.Rect(100, 10 + 60 * k, 260, 50)
    choice = Choice([(1, "kurz"), (2, "eine ziemlich lange Auswahl")], 1)
    toggle = Toggle(True, on_text="An", off_text="Aus")
    choice.rect = pg.Rect(500, 10, 300, 36)
    toggle.rect = pg.Rect(500, 60, 300, 36)
    form = Form([short, long, middle, choice, toggle])
    form.draw(pg.Surface((900, 300)))
    assert short.size == long.size == middle.size
    assert short.size is not None and short.size >= int(short.text_size() * 0.75)
    assert choice.size == toggle.size
    from game.ui.art import theme

    # the choice's size fits its longest option, so stepping through them keeps one size
    assert theme.font(choice.size).size("eine ziemlich lange Auswahl")[0] <= choice.text_room()
