"""The licence notices the About screen shows."""

from __future__ import annotations

from game.ui.about import licence_text


def test_licence_text_names_every_part() -> None:
    text = licence_text()
    assert text.startswith("# Licences")
    for needle in (
        "MIT",
        "Mau-Mau authors",
        "DejaVu",
        "Bitstream",
        "pygame-ce",
        "LGPL 2.1",
        "PyYAML",
        "Kirill Simonov",
        "jsonschema",
        "Julian Berman",
        "FreeType",
    ):
        assert needle in text, needle
