"""The log panel: long lines wrap instead of being cut; older lines stay readable."""

from __future__ import annotations

import pygame

from game.ui.art import theme
from game.ui.table.hud import LOG_OLD, LOG_PANEL, TEXT, draw_log, wrapped

LONG = "Anna shows their hand: red 7, blue 9, green 3, yellow Queen, red Ace and the Joker"


def test_a_long_line_wraps_into_rows_that_fit_and_keep_every_word():
    rows = wrapped(LONG, 270, 14, False)
    font = theme.font(14, False)
    assert len(rows) > 1
    assert all(font.size(row)[0] <= 270 for row in rows)
    assert " ".join(rows) == LONG


def _luminance(rgb: tuple[int, ...]) -> float:
    """WCAG's relative luminance of an sRGB colour."""

    def linear(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_older_lines_keep_a_readable_contrast_on_the_panel():
    # WCAG's contrast ratio of the older lines on the (nearly opaque) panel: AAA is 7.
    ratio = (_luminance(LOG_OLD) + 0.05) / (_luminance(LOG_PANEL) + 0.05)
    assert ratio >= 7 and LOG_PANEL[3] >= 200
    assert _luminance(TEXT) >= _luminance(LOG_OLD)  # the newest stands out


def test_the_panel_shows_the_newest_lines_and_every_row_of_a_long_one(monkeypatch):
    drawn: list[str] = []
    import game.ui.table.hud as hud

    real = hud.text

    def spy(surface, words, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(words)
        return real(surface, words, *args, **kwargs)

    monkeypatch.setattr(hud, "text", spy)
    surface = pygame.Surface((400, 300))
    lines = [f"Line {k}" for k in range(20)] + [LONG]
    draw_log(surface, pygame.Rect(0, 0, 290, 176), 1.0, lines)
    assert drawn[-len(wrapped(LONG, 270, 14, True)) :] == list(wrapped(LONG, 270, 14, True))
    assert "Line 19" in drawn and "Line 0" not in drawn
    assert not any(row.endswith("…") for row in drawn)
