"""What the title and About screens say about the game: its version and the licences of the
game and of what it is built from.

assets/LICENSES.md is the notice shipped with the game, in English. About shows it in the
reader's language as far as it may: the introduction and the overview of what is used under
which licence are translated (`CELLS`: each overview cell's translation key; a cell without one
stays as written), the licences themselves follow in their original English wording, which
alone is binding.
"""

from __future__ import annotations

from game.i18n import language, tr
from game.paths import assets_dir
from game.versioning import on_screen

VERSION = on_screen()  # read without starting git (see on_screen)
LICENSES_FILE = "LICENSES.md"
# The overview's cells, by their English text in LICENSES.md.
CELLS = {
    "part": "about.col_part",
    "licence": "about.col_licence",
    "Mau-Mau (the game, its rulesets, card art, icon and sounds)": "about.part.game",
    "DejaVu Sans fonts (`assets/fonts/`)": "about.part.dejavu",
    "Bitstream Vera Fonts licence; DejaVu changes public domain": "about.licence.dejavu",
    "Lato Black, the titles' typeface (`assets/fonts/Lato-Black.ttf`)": "about.part.lato",
    "pygame-ce and the SDL libraries it bundles": "about.part.pygame",
    "GNU LGPL 2.1 (pygame-ce); zlib and others (bundled libraries)": "about.licence.pygame",
    "jsonschema and its helpers (referencing, jsonschema-specifications, rpds-py, attrs)": (
        "about.part.jsonschema"
    ),
}


def licence_text() -> str:
    """The whole of assets/LICENSES.md (Markdown; headings start with '#')."""
    return (assets_dir() / LICENSES_FILE).read_text(encoding="utf-8")


def licence_page() -> str:
    """The licence notice as About shows it, in the reader's language (see above)."""
    text = licence_text()
    if language() == "en":
        return text
    head, sep, licences = text.partition("\n## ")
    rows = [line for line in head.splitlines() if line.startswith("|")]
    table = [_row(line) for line in rows]
    parts = [f"# {tr('about.licences')}", "", tr("about.licences_intro"), "", *table]
    parts += ["", tr("about.licences_original"), ""]
    return "\n".join(parts) + (sep + licences if sep else "")


def _row(line: str) -> str:
    """A row of the overview with each known cell translated."""
    cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
    said = [tr(CELLS[cell]) if cell in CELLS else cell for cell in cells]
    return "| " + " | ".join(said) + " |"
