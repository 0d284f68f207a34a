"""The package metadata the bundle carries, which names its version (build.spec).

The game reads its version from the metadata when bundled (game.versioning). PyInstaller's
copy_metadata copies the installed package's .dist-info as it is, and the bundle is built from
the checkout's editable install, whose metadata names the version of the day it was installed:
stale after the next commit. The bundle's copy names the version it is built at instead.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from PyInstaller.utils.hooks import copy_metadata


def versioned_metadata(version: str, work: Path) -> list[tuple[str, str]]:
    """The installed maumau's .dist-info copied under `work` with `version` as its Version,
    as PyInstaller's datas list it: [(the copy, its folder in the bundle)]."""
    ((installed, _),) = copy_metadata("maumau")
    target = work / "metadata" / f"maumau-{version}.dist-info"
    if target.parent.exists():
        shutil.rmtree(target.parent)
    shutil.copytree(installed, target)
    metadata = target / "METADATA"
    text = metadata.read_text(encoding="utf-8")
    text, found = re.subn(r"^Version: .*$", f"Version: {version}", text, count=1, flags=re.M)
    if not found:
        raise ValueError(f"{installed}/METADATA names no version")
    metadata.write_text(text, encoding="utf-8")
    return [(str(target), target.name)]
