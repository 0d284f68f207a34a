"""Mau-Mau: a desktop card game over a rules engine driven by YAML rulesets."""

from __future__ import annotations

from functools import cache

DISTRIBUTION = "maumau"


@cache
def version() -> str:
    """The game's one version: pyproject.toml's, read from the installed package's metadata
    (the bundle carries a copy). A checkout run without installing reads pyproject.toml."""
    from importlib import metadata

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return _version_from_checkout()


def _version_from_checkout() -> str:
    import tomllib
    from pathlib import Path

    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    try:
        with pyproject.open("rb") as handle:
            return str(tomllib.load(handle)["project"]["version"])
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        return "unknown"


def __getattr__(name: str) -> str:
    """`game.__version__`, looked up only when asked (the metadata costs a few milliseconds)."""
    if name == "__version__":
        return version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
