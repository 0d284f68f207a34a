"""Which version of the game this is, and whether it is a release.

A commit tagged vX.Y.Z is the release X.Y.Z; every other is a development build, named by
setuptools-scm as pyproject.toml's [tool.setuptools_scm] says: 0.2.0.dev12+g1a2b3c4d5 is twelve
commits after the last release, on the way to 0.2.0. Where the version is read from:

- a source tree (a git checkout or an unpacked sdist, run from its folder or installed editable
  from it) asks setuptools-scm, as a build of the tree would: an editable install's metadata was
  written when it was installed and goes stale with every commit since. Without setuptools-scm
  (a `make play` environment holds only the game's own dependencies) the install's metadata
  answers, if it is this tree's install;
- an installed wheel or the bundle reads the package metadata its build wrote.

The game needs no setuptools-scm to run: the test and dist groups bring it.
"""

from __future__ import annotations

import json
import logging
import os
import re
import warnings
from pathlib import Path

DISTRIBUTION = "maumau"
#: The version of a tree with no git, no sdist's PKG-INFO and no filled-in .git_archival.txt:
#: pyproject's fallback_version (a test keeps the two alike).
UNKNOWN = "0.0.0.dev0+unknown"
#: setuptools-scm's variable for the version a build of this tree is to take; honoured here
#: too, as it would be by setuptools-scm (packaging/dist.py holds one version for all it builds).
PRETEND = "SETUPTOOLS_SCM_PRETEND_VERSION_FOR_MAUMAU"
TOP = Path(__file__).resolve().parent.parent
RELEASE = re.compile(r"\d+\.\d+\.\d+")


def is_release(version: str) -> bool:
    """A release's version is X.Y.Z; anything more (.devN, +local) is a development build.

    >>> is_release("0.1.0"), is_release("0.2.0.dev3+g1a2b3c4"), is_release(UNKNOWN)
    (True, False, False)
    """
    return RELEASE.fullmatch(version) is not None


def in_words(version: str) -> str:
    """The version as `maumau --version` says it: a development build says so.

    >>> in_words("0.1.0")
    '0.1.0'
    >>> in_words("0.2.0.dev3+g1a2b3c4")
    '0.2.0.dev3+g1a2b3c4 (a development build, not a release)'
    >>> in_words(UNKNOWN)
    '0.0.0.dev0+unknown (a development build of an unknown version)'
    """
    if is_release(version):
        return version
    if "unknown" in version:
        return f"{version} (a development build of an unknown version)"
    return f"{version} (a development build, not a release)"


def source_tree() -> Path | None:
    """The project folder the running game's code sits in (a checkout, an unpacked sdist), or
    None: installed from a wheel, or bundled."""
    return TOP if (TOP / "pyproject.toml").is_file() else None


def source_version(root: Path) -> str:
    """The version setuptools-scm gives the tree at `root`: from git's tags, else an sdist's
    PKG-INFO or a GitHub archive's .git_archival.txt, else the fallback (UNKNOWN). Raises
    ImportError without setuptools-scm (the test and dist groups install it)."""
    pretended = os.environ.get(PRETEND)
    if pretended:
        return pretended
    import tomllib

    from setuptools_scm import get_version

    with (root / "pyproject.toml").open("rb") as handle:
        settings = tomllib.load(handle)["tool"]["setuptools_scm"]
    return get_version(root=str(root), dist_name=DISTRIBUTION, **settings)


def current() -> str:
    """This game's version (see the module's docstring)."""
    top = source_tree()
    if top is not None:
        try:
            return _asked_quietly(top)
        except Exception:  # no setuptools-scm, no git: what the install knows, if it is ours
            pass
    return _installed(top) or UNKNOWN


def on_screen() -> str:
    """The version the title and About show, read without starting git: a game started from a
    terminal must answer Ctrl-C at any moment of its start with silence, and git, a process of
    the same terminal, gets the Ctrl-C too and says so. So a source tree's editable install
    shows the version its metadata was last written with (by `make`'s install, or by a build's
    egg-info beside the source; `maumau --version` asks git); elsewhere this is `current()`,
    from the metadata."""
    from importlib import metadata

    if source_tree() is not None:
        try:
            return metadata.version(DISTRIBUTION)
        except metadata.PackageNotFoundError:
            pass
    return current()


def _asked_quietly(top: Path) -> str:
    """setuptools-scm's answer without its warnings (a shallow clone, an archive not filled
    in): the game's output is the game's."""
    loggers = [logging.getLogger(name) for name in ("setuptools_scm", "vcs_versioning")]
    levels = [logger.level for logger in loggers]
    for logger in loggers:
        logger.setLevel(logging.CRITICAL)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return source_version(top)
    finally:
        for logger, level in zip(loggers, levels, strict=True):
            logger.setLevel(level)


def _installed(top: Path | None) -> str | None:
    """The installed package's version; in a source tree only when that install is the tree's
    own (editable): another copy's install says another version."""
    from importlib import metadata

    try:
        found = metadata.distribution(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return None
    if top is not None:
        try:
            url = json.loads(found.read_text("direct_url.json") or "{}").get("url", "")
        except (ValueError, AttributeError):
            return None
        if url.rstrip("/") != top.as_uri():
            return None
    return found.version
