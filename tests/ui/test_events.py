"""The payloads the screen reads from pygame's events, typed in one place (`game.ui.events`)."""

from __future__ import annotations

import pygame

from game.ui import events


def test_a_mouse_event_gives_its_place_and_button() -> None:
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(12, 34), button=3)
    assert events.pos(down) == (12, 34) and events.button(down) == 3
    assert events.button(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)) == 0


def test_a_release_carries_where_its_press_went_down_once_marked() -> None:
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)
    assert events.press_began(up) is None
    events.mark_press(up, (1, 2))
    assert events.press_began(up) == (1, 2)


def test_a_drop_names_its_file_or_none() -> None:
    assert events.dropped_file(pygame.event.Event(pygame.DROPFILE, file="/a/b.yaml")) == "/a/b.yaml"
    assert events.dropped_file(pygame.event.Event(pygame.DROPFILE, file="")) is None
    assert events.dropped_file(pygame.event.Event(pygame.DROPBEGIN)) is None


def test_keys_text_and_the_wheel() -> None:
    assert events.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1)) == pygame.K_F1
    assert events.text(pygame.event.Event(pygame.TEXTINPUT, text="ä")) == "ä"
    assert events.wheel(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2)) == -2
