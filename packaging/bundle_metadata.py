"""The package metadata the bundle carries, which names its version (build.spec).

The game reads its version from the metadata when bundled (game.versioning). What PyInstaller's
copy_metadata would copy is whatever importlib finds first: the checkout's editable install,
whose metadata names the version of the day it was installed (stale after the next commit), or
the maumau.egg-info an sdist's build leaves in the checkout. The bundle's copy is made from
either, and names the version the bundle is built at.
"""

from __future__ import annotations

import re
import shutil
from importlib import metadata
from pathlib import Path


def versioned_metadata(version: str, work: Path) -> list[tuple[str, str]]:
    """maumau's metadata with `version` as its Version, written under `work` as a .dist-info,
    as PyInstaller's datas list it: [(the folder, its place in the bundle)]."""
    installed = metadata.distribution("maumau")
    text = installed.read_text("METADATA") or installed.read_text("PKG-INFO")
    if text is None:
        raise LookupError("the installed maumau has no METADATA")
    text, found = re.subn(r"^Version: .*$", f"Version: {version}", text, count=1, flags=re.M)
    if not found:
        raise LookupError("the installed maumau's metadata names no version")
    target = work / "metadata" / f"maumau-{version}.dist-info"
    if target.parent.exists():
        shutil.rmtree(target.parent)
    target.mkdir(parents=True)
    (target / "METADATA").write_text(text, encoding="utf-8")
    return [(str(target), target.name)]
