"""The banner over the hand says what the moment asks in every language at the smallest
window (issue 34, point 16): at 1024x600 a long line ("Gezogene Karte legen oder behalten")
was shrunk to 9 pixels, or ran out of its box."""

from __future__ import annotations

import json

import pygame
import pytest

from game.i18n import LANGUAGES
from game.paths import assets_dir
from game.ui.art import theme
from game.ui.table.layout import table_layout
from game.ui.table.seats import PLATE_TEXT, SeatInfo, viewer_banner

VALUES = {"player": "Alexandra", "count": 4, "call": "Mau-Mau", "number": 3}


def status_lines(language: str) -> list[str]:
    path = assets_dir() / "translations" / f"{language}.json"
    catalogue = json.loads(path.read_text(encoding="utf-8"))
    lines = []
    for key, entry in catalogue.items():
        if key.startswith("table.status."):
            for form in entry.values() if isinstance(entry, dict) else [entry]:
                lines.append(form.format(**VALUES))
    return lines


@pytest.mark.parametrize("size", [(960, 540), (1024, 600), (1920, 1080)])
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_status_line_fits_its_banner_at_its_size(size, language) -> None:
    pygame.font.init()
    lay = table_layout(size, 4, 0)
    s = lay.scale
    you = SeatInfo("You", "", True, 0, False)
    for line in status_lines(language):
        banner = viewer_banner(lay.viewer_plate, lay.hand.width, you, True, line, s)
        assert lay.hand.left <= banner.left and banner.right <= lay.hand.right, line
        assert banner.centerx == lay.viewer_plate.centerx and banner.h == lay.viewer_plate.h
        lead = int(10 * s) + int(26 * s)  # the padding and the dealer's chip
        width = theme.font(int(PLATE_TEXT * s), True).size(line)[0]
        assert lead + width + int(10 * s) <= banner.width, (line, banner.width)
