"""Where the game's data lives: the one way every module finds it.

Built-in rulesets, translations, fonts, licences and icons are package data, found through
`importlib.resources` by package name: `game._data.rulesets` and `game._data.assets` (the
top-level `rulesets/` and `assets/` folders, see `game/_data/__init__.py` and setup.py) and
`game.ruleset` for the schema. A checkout, an editable install, the wheel and the PyInstaller
bundle differ only in where the import system finds those packages, never in how we ask.

Every way the game is installed unpacks real files (fonts and pygame want a path), so the
answers are `Path`s; a zipped install would be refused with a clear message.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path

ASSETS = "game._data.assets"
RULESETS = "game._data.rulesets"
SCHEMA = ("game.ruleset", "ruleset.schema.json")


class DataMissing(RuntimeError):
    """The game's data cannot be found where the installed package says it is."""


@cache  # asked for each font and picture: the answer never changes while the game runs
def assets_dir() -> Path:
    """The folder of translations, fonts, licences and icons (`assets/` in the project)."""
    return _folder(ASSETS)


@cache
def rulesets_dir() -> Path:
    """The folder of the built-in rulesets (`rulesets/` in the project)."""
    return _folder(RULESETS)


def library_dir() -> Path:
    """The folder of the library of published games (`rulesets/library/`): built-in rulesets
    too, shown in a group of their own."""
    return rulesets_dir() / "library"


def schema_path() -> Path:
    """The JSON Schema of ruleset files, beside the code that validates them."""
    package, name = SCHEMA
    return _real(files(package) / name, package)


def _folder(package: str) -> Path:
    """The one real folder holding a data package.

    For a package with an `__init__.py`, `files()` is a `Path`. The data folders have none, so
    they are namespace packages and `files()` is a `MultiplexedPath` over their folders: here
    always exactly one, whose entries are plain paths naming it.
    """
    try:
        found = files(package)
    except ModuleNotFoundError as error:
        raise DataMissing(f"the game's data ({package}) is not installed: {error}") from None
    if isinstance(found, Path):
        return found
    entry = next(iter(found.iterdir()), None)
    if entry is None:
        raise DataMissing(f"the game's data folder {package} is empty")
    return _real(entry, package).parent


def _real(entry: Traversable, package: str) -> Path:
    if not isinstance(entry, Path):
        raise DataMissing(
            f"{package} is not a folder on disk ({entry!r}): install the game unzipped"
        )
    return entry
