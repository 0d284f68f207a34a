"""Words are cut with "…" only where nothing else fits: at 1024x600 a house rule's value too
long for one line takes two in its control, and a ruleset's description takes a size smaller
before it loses its end (New game, every ruleset, every language)."""

from __future__ import annotations

import pytest

from game.i18n import LANGUAGES, set_language
from game.table import rulecache
from game.ui.widgets.controls import Choice
from game.ui.widgets.drawing import fitted_lines
from tests.ui.menu_driver import frames, make_app


def test_two_lines_where_the_height_allows_and_a_cut_only_where_not() -> None:
    long = "the one nearest in turn order counts"
    lines, _size = fitted_lines(long, 14, 120, 40)
    assert len(lines) == 2 and "…" not in "".join(lines)
    lines, _size = fitted_lines(long, 14, 120, 16)  # room for one line only
    assert len(lines) == 1 and lines[0].endswith("…")
    assert fitted_lines("short", 14, 120, 16) == (["short"], 14)


@pytest.mark.parametrize("language", LANGUAGES)
def test_new_game_cuts_no_value_and_no_description_at_1024x600(
    language: str, monkeypatch: pytest.MonkeyPatch, own_data
) -> None:
    from game.ui.widgets import controls

    rulecache.start_rescan()  # the built-in rulesets only: no file another test left listed

    drawn: list[str] = []
    real = controls.blit_text

    def spy(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(controls, "blit_text", spy)
    set_language(language)
    app = make_app((1024, 600))
    try:
        app.scenes.open("new_game")
        frames(app)
        scene = app.scenes.top
        for ruleset_id in rulecache.ids():
            scene._pick(ruleset_id)  # type: ignore[union-attr]
            frames(app, 1)
            for page in range(scene.house_pages):  # type: ignore[union-attr]
                scene.house_page = page  # type: ignore[union-attr]
                scene.layout()  # type: ignore[union-attr]
                for _offer, widget in scene.offers:  # type: ignore[union-attr]
                    if not isinstance(widget, Choice) or not widget.visible:
                        continue
                    for index in range(len(widget.options)):  # every value it can show
                        widget.index = index
                        drawn.clear()
                        frames(app, 1)
                        cut = [text for text in drawn if text.endswith("…")]
                        assert not cut, (ruleset_id, page, cut)
            assert ruleset_id not in scene.tiles.cut, ruleset_id  # type: ignore[union-attr]
    finally:
        set_language("en")
