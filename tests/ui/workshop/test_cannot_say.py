"""Rules the format cannot say are told, not silently missing: the overview of the pages a
parent would look for them on (how the game goes; the name and description) lists the common
ones that are not possible yet, in each language, whole inside the window's smallest sizes."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import LANGUAGES, set_language, tr
from game.ui.app import App
from game.ui.scenes.workshop.editdraw import CANNOT_SAY, CANNOT_SAY_ON
from game.workshop import Workshop
from tests.ui.fontspy import spy_on_fonts

from .kit import frames, go_to_section, open_editor


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_rules_not_possible_yet_are_listed_where_a_parent_looks(
    language: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    set_language(language)
    app = App(size)
    app.scenes.fade_seconds = 0
    try:
        editor = open_editor(app, Workshop.start_from("classic", background=False))
        for section in editor.sections.items:
            go_to_section(app, editor, section.id)  # a click on the page's name
            editor.form.focus(editor.sections)  # no field in hand: the page's overview
            drawn: list[str] = []
            spy_on_fonts(monkeypatch, drawn.append)
            frames(app, 1)
            monkeypatch.undo()
            told = " ".join(drawn)
            wanted = [tr("workshop.cannot.title")] + [
                tr(f"workshop.cannot.{r}") for r in CANNOT_SAY
            ]
            last_word = wanted[-1].split()[-1]
            if section.id in CANNOT_SAY_ON:
                assert tr("workshop.cannot.title") in drawn, section.id
                assert last_word in told, (section.id, drawn)  # the whole list, not cut off
            else:
                assert tr("workshop.cannot.title") not in drawn, section.id
    finally:
        pygame.display.quit()
        set_language("en")
