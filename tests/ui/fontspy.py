"""Every text a scene draws, told to a test: the fonts `theme.font` hands out are swapped for
ones that tell each text they render (and draw it as the game's own fonts do)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.paths import assets_dir
from game.ui.art import theme
from game.ui.widgets import drawing


def spy_on_fonts(monkeypatch: pytest.MonkeyPatch, told: Callable[[str], None]) -> None:
    """From now until `monkeypatch` is undone, `told(text)` for every text rendered."""
    real_font = theme.font

    class SpyFont(theme.Font):
        def render(self, text: Any, *args: Any, **options: Any) -> pygame.Surface:
            told(str(text))
            return super().render(text, *args, **options)

    spies: dict[tuple[int, bool], SpyFont] = {}

    def font(size: int, bold: bool = False) -> pygame.font.Font:
        real_font(size, bold)  # the same checks and set-up as the game's own
        key = (max(6, int(size)), bold)
        if key not in spies:  # one of each, as the game's own are kept (theme.font's cache)
            path = assets_dir() / "fonts" / (theme.FONT_BOLD if bold else theme.FONT_REGULAR)
            spies[key] = SpyFont(str(path), key[0])
        return spies[key]

    monkeypatch.setattr(theme, "font", font)
    drawing.text_surface.cache_clear()  # texts drawn before would not be rendered again
