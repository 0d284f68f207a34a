"""New game's house rules come in pages only where they must: where one page would cut a
value with "…" or make a row thinner than a comfortable one (`fits.MIN_ROW`, 35 px of the
window: a 28 px control, 11 px text). At 960x540, 1024x600, 1280x720 and 1920x1080, for every
built-in ruleset in every language: no value drawn is cut, and one page fewer would cut one or
crowd the rows. Labels too are drawn whole (two lines at most), marked changed or not."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import LANGUAGES, set_language
from game.table import rulecache
from game.table.newgamerules import SEAT_SETTINGS
from game.ui.scenes.newgame import layout
from game.ui.scenes.newgame.fits import MIN_ROW
from game.ui.widgets.controls import Choice, Toggle
from tests.ui.menu_driver import frames, make_app

SIZES = [(960, 540), (1024, 600), (1280, 720), (1920, 1080)]


def _cut_values(scene) -> list[str]:
    """Every value of every control on the page shown, drawn: those cut with "…"."""
    from game.ui.widgets import controls

    drawn: list[str] = []
    real = controls.blit_text

    def spy(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    controls.blit_text = spy
    surface = pygame.Surface(scene.size)
    try:
        _draw_every_value(scene, surface)
    finally:
        controls.blit_text = real
    return [text for text in drawn if text.endswith("…")]


def _draw_every_value(scene, surface: pygame.Surface) -> None:
    for _offer, widget in scene.offers:
        if not widget.visible or widget.rect.w == 0:
            continue
        if isinstance(widget, Choice):
            count = len(widget.options)
            shown = range(count) if count < 30 else (0, count - 1)  # numbers: the ends
            for index in shown:
                widget.index = index
                scene.form.draw(surface)
        elif isinstance(widget, Toggle):
            for value in (True, False):
                widget.value = value
                scene.form.draw(surface)


def _cut_labels(scene) -> list[str]:
    """The labels of the page shown, each marked changed (" •", its longest form), drawn as
    the screen draws them: those whose words are not all drawn (two lines at most)."""
    from game.ui.scenes.newgame import labels
    from game.ui.widgets import drawing

    lines: list[str] = []
    cut: list[str] = []
    real_text, real_lines = drawing.blit_text, labels.blit_lines

    def spy_text(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        lines.append(text)
        return real_text(surface, text, *args, **kwargs)

    def spy_lines(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        lines.clear()
        real_lines(surface, text, *args, **kwargs)
        if " ".join(lines).split() != text.split():
            cut.append(text)

    house = scene.choices.house
    house.changed = lambda path: True  # an attribute of this one object, dropped below
    drawing.blit_text, labels.blit_lines = spy_text, spy_lines
    try:
        offers = [offer for offer, _widget in scene.offers]
        labels.house_labels(pygame.Surface(scene.size), offers, scene.offer_labels, house, scene.px)
    finally:
        drawing.blit_text, labels.blit_lines = real_text, real_lines
        del house.changed
    return cut


def _rows(scene) -> list[int]:
    """The house rules' rows' heights (their labels' places) on the page shown."""
    return [
        r.h
        for r, (o, w) in zip(scene.offer_labels, scene.offers, strict=True)
        if w.visible and r.w and o.path not in SEAT_SETTINGS
    ]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_value_is_cut_and_pages_only_where_needed(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch, own_data
) -> None:
    rulecache.start_rescan()  # the built-in rulesets only
    app = make_app(size)
    pages_seen = {}
    try:
        for language in LANGUAGES:
            set_language(language)
            app.scenes.open("new_game")
            frames(app)
            scene = app.scenes.top
            for ruleset_id in rulecache.ids():
                scene._pick(ruleset_id)
                frames(app, 1)
                pages = scene.house_pages
                pages_seen[language, ruleset_id] = pages
                for page in range(pages):
                    scene.house_page = page
                    scene.layout()
                    assert min(_rows(scene)) >= MIN_ROW, (ruleset_id, page)
                    assert not _cut_values(scene), (language, ruleset_id, page)
                    assert not _cut_labels(scene), (language, ruleset_id, page)
                if pages > 1:  # one fewer: crowded, or a value cut, however wide the control
                    real = layout._pages
                    for share in layout.CONTROL_SHARES:
                        fewer = (pages - 1, share)
                        monkeypatch.setattr(layout, "_pages", lambda *a, f=fewer: f)
                        crowded, cut = False, False
                        for page in range(pages - 1):
                            scene.house_page = page
                            scene.layout()
                            crowded = crowded or min(_rows(scene)) < MIN_ROW
                            cut = cut or bool(_cut_values(scene))
                            cut = cut or bool(_cut_labels(scene))
                        assert crowded or cut, (language, ruleset_id, pages, share)
                    monkeypatch.setattr(layout, "_pages", real)
                    scene.house_page = 0
                    scene.layout()
            app.scenes.pop()
    finally:
        set_language("en")
    if size == (1920, 1080):  # the whole column holds every ruleset's house rules in English
        assert {p for (lang, _r), p in pages_seen.items() if lang == "en"} == {1}
    if size == (1280, 720):  # a dozen house rules need no pages
        assert pages_seen["en", "huch"] == pages_seen["en", "emmi"] == 1
