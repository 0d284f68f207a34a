"""The pass-and-play cover says how to lift it on a desktop (a click or Enter), and those are
what lift it: no "tap" for a mouse and a keyboard."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import set_language, tr
from game.ui.app import App
from game.ui.scenes.handover import HandOverScene
from game.ui.scenes.title import TitleScene


@pytest.mark.parametrize("language", ["en", "de", "sv"])
@pytest.mark.parametrize("jump", [False, True])
def test_the_cover_says_click_or_enter_and_enter_lifts_it(language: str, jump: bool) -> None:
    set_language(language)
    app = App((1024, 600))
    try:
        app.scenes.push(TitleScene())
        cover = HandOverScene("Papa", 0, jump=jump)
        app.scenes.push(cover)
        app.step(1 / 60)
        words = tr("handover.note_jump" if jump else "handover.note", player="Papa")
        assert "Enter" in words and "Papa" in words
        assert not any(tap in words.lower() for tap in ("tap", "tippen", "tryck när"))
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
        app.step(1 / 60)
        assert app.scenes.top is not cover
    finally:
        set_language("en")
        pygame.display.quit()
