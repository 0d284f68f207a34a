"""Where the game's data lives, both when run from source and from a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def project_root() -> Path:
    """The folder holding `rulesets/` and `assets/`.

    A PyInstaller bundle unpacks its data under `sys._MEIPASS`; from source it is the
    repository root, one level above the `game` package.
    """
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def rulesets_dir() -> Path:
    return project_root() / "rulesets"


def assets_dir() -> Path:
    return project_root() / "assets"
