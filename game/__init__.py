"""Mau-Mau: a desktop card game over a rules engine driven by YAML rulesets."""

from __future__ import annotations

from functools import cache


@cache
def version() -> str:
    """The game's one version: a release's X.Y.Z, or a development build's X.Y.Z.devN+gHASH,
    as its build is named (game.versioning says where it is read from)."""
    from game.versioning import current

    return current()


def __getattr__(name: str) -> str:
    """`game.__version__`, looked up only when asked (the metadata costs a few milliseconds)."""
    if name == "__version__":
        return version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
