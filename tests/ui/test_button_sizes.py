"""Issue 18, point 19: buttons seen together show their words at one size (the table's column of
buttons, a dialog's row), the largest at which every label fits, not each shrunk on its own."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.i18n import set_language
from game.ui.scenes.title import TitleScene
from game.ui.table.hud import HudButton, one_size
from tests.ui.menu_driver import frames, make_app
from tests.ui.tablekit import at_rest, human_table, step_until


def test_a_row_agrees_on_the_size_the_longest_label_allows() -> None:
    pygame.init()
    short = HudButton("next", "Next", rect=pygame.Rect(0, 0, 200, 48))
    long = HudButton("watch", "Nochmal ansehen, ganz langsam", rect=pygame.Rect(210, 0, 200, 48))
    one_size([short, long], 1.0)
    assert short.text_size == long.text_size == long.fitting_size(1.0)
    assert short.fitting_size(1.0) > long.fitting_size(1.0)  # alone, "Next" would be bigger


def test_the_table_buttons_share_one_size_in_every_language(app) -> None:
    for language in ("en", "de", "sv"):
        set_language(language)
        table = human_table(app, "abacus", 4)
        step_until(app, lambda t=table: not t.loading and at_rest(t), limit=4000)
        table.draw(pygame.Surface(app.size))
        shown = [b for b in table.buttons.values() if b.visible and b.label]
        assert len(shown) >= 2
        assert len({b.text_size for b in shown}) == 1, [(b.label, b.text_size) for b in shown]
        app.scenes.pop()
    set_language("en")


# Issue 34, point 16: the German title once drew its whole column small, because "Über das
# Spiel" did not fit the half-width About button below it.
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_titles_column_reads_at_one_size_in_every_language(size) -> None:
    app = make_app(size)
    sizes: dict[str, set[int]] = {}
    try:
        for language in i18n.LANGUAGES:
            i18n.set_language(language)
            title = TitleScene()
            app.scenes.push(title)
            frames(app)
            column = [b for b in title.buttons if b.rect.w == title.buttons[0].rect.w]
            assert len(column) >= 6
            sizes[language] = {b.size for b in column}
            app.scenes.pop()
    finally:
        i18n.set_language("en")
        pygame.display.quit()
    assert all(len(each) == 1 for each in sizes.values()), sizes
    assert sizes["de"] == sizes["sv"] == sizes["en"], sizes
