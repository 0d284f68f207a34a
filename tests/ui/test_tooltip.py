"""The tooltip note: placed beside its anchor, kept inside the window, shown after a rest."""

import pygame

from game.ui.widgets.tooltip import REST_SECONDS, HoverDelay, draw_tooltip


def test_note_goes_above_its_anchor_and_stays_inside_the_window() -> None:
    pygame.init()
    surface = pygame.Surface((400, 300))
    anchor = pygame.Rect(180, 200, 40, 30)
    rect = draw_tooltip(surface, "A Draw 2 can be answered with another Draw 2.", anchor)
    assert rect.bottom <= anchor.top
    assert surface.get_rect().contains(rect)


def test_note_flips_below_an_anchor_at_the_top_edge() -> None:
    pygame.init()
    surface = pygame.Surface((400, 300))
    anchor = pygame.Rect(380, 2, 20, 20)
    rect = draw_tooltip(surface, "Near the corner, the note moves in.", anchor)
    assert rect.top >= anchor.bottom
    assert surface.get_rect().contains(rect)


def test_long_text_wraps_to_several_lines() -> None:
    pygame.init()
    surface = pygame.Surface((400, 300))
    anchor = pygame.Rect(180, 250, 40, 30)
    one = draw_tooltip(surface, "short", anchor)
    many = draw_tooltip(surface, "word " * 40, anchor, max_width=200)
    assert many.w <= 200 and many.h > 2 * one.h


def test_hover_shows_only_after_the_pointer_rests() -> None:
    delay = HoverDelay()
    thing = object()
    assert delay.update(thing, 0.0) is None
    assert delay.update(thing, REST_SECONDS / 2) is None
    assert delay.update(thing, REST_SECONDS) is thing
    assert delay.update(None, 0.1) is None
    assert delay.update(thing, 0.1) is None
