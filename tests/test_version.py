"""One version: pyproject.toml's, read from the package metadata by everything that shows it."""

from __future__ import annotations

import tomllib
from pathlib import Path

import game
from game.__main__ import main
from game.engine import compiled

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"
VERSION = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]["version"]


def test_the_version_is_pyprojects(capsys):
    assert game.version() == game.__version__ == VERSION
    assert main(["--version"]) == 0
    engine = "compiled (mypyc)" if compiled() else "pure Python"
    assert capsys.readouterr().out == f"maumau {VERSION}\nengine: {engine}\n"


def test_the_title_and_about_show_the_same_version():
    from game.ui import about
    from game.ui.scenes import title

    assert title.VERSION == about.VERSION == VERSION


def test_a_checkout_never_installed_reads_pyproject(monkeypatch):
    from importlib import metadata

    def missing(name: str) -> str:
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(metadata, "version", missing)
    game.version.cache_clear()
    try:
        assert game.version() == VERSION
    finally:
        game.version.cache_clear()
