"""The title with its way into the workshop ("Make your own rules", About and Quit sharing a
row) at 960x540 and 1024x600, in every language: every button inside the window, none on
another or on the game's name and cards, and no label cut."""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest

from game.i18n import LANGUAGES, set_language, tr
from game.ui import rulecache
from game.ui.app import MIN_SIZE, App
from game.ui.widgets import controls

from .kit import frames


@pytest.mark.parametrize("size", [MIN_SIZE, (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_titles_buttons_fit(size, language, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    drawn: list[str] = []
    real = controls.blit_text

    def spy(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(controls, "blit_text", spy)
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
        drawn.clear()
        frames(app, 1)
        assert not [t for t in drawn if t.endswith("…")]
    finally:
        set_language("en")
        pygame.display.quit()
