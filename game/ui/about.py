"""What the title and About screens say about the game: its version and the licences of the
game and of what it is built from."""

from __future__ import annotations

from game import version
from game.paths import assets_dir

VERSION = version()  # the package metadata's, as `maumau --version` says
LICENSES_FILE = "LICENSES.md"


def licence_text() -> str:
    """The whole of assets/LICENSES.md (Markdown; headings start with '#')."""
    return (assets_dir() / LICENSES_FILE).read_text(encoding="utf-8")
