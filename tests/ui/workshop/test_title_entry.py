"""The title with its way into the workshop ("Make your own rules", About and Quit sharing a
row) at 960x540 and 1024x600, in every language: every button inside the window, none on
another or on the game's name and cards, and no label cut."""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest

from game.i18n import LANGUAGES, set_language, tr
from game.table import rulecache
from game.ui.app import MIN_SIZE, App
from game.ui.art import theme
from game.ui.widgets.controls import Button, resolve, wrap

from .kit import frames


def cut(button: Button) -> bool:
    """Whether the label is cut with "…": it fits neither on one line nor on two (as
    `Button.draw` lays it out, at the size its column agreed on)."""
    font = theme.font(button.label_size(), True)
    lines = wrap(resolve(button.text), font, button.text_room())
    fits = all(font.size(line)[0] <= button.text_room() for line in lines)
    return (
        not fits or len(lines) > 2 or (len(lines) == 2 and 2 * font.get_linesize() > button.rect.h)
    )


@pytest.mark.parametrize("size", [MIN_SIZE, (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_titles_buttons_fit(size, language):  # type: ignore[no-untyped-def]
    set_language(language)
    app = App(size)
    try:
        title = app.scenes.open("title")
        rulecache.preload().join()
        frames(app, 8)
        buttons = [title.kids_button, *title.buttons]  # type: ignore[attr-defined]
        assert tr("title.workshop") in [b.text() for b in title.buttons]  # type: ignore[attr-defined]
        window = pygame.Rect((0, 0), size)
        for a, b in combinations([b.rect for b in buttons], 2):
            assert not a.colliderect(b), (a, b)
        assert all(window.contains(b.rect) for b in buttons)
        left = min(b.rect.left for b in buttons)
        assert left > size[0] * 0.55  # the name, the line under it and the fan keep their side
        for button in title.buttons:  # type: ignore[attr-defined]
            assert not cut(button), (button.text(), button.rect)
    finally:
        set_language("en")
        pygame.display.quit()
