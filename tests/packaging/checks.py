"""What the packaging tests share: the project's files, and the system tools they run."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from filelock import FileLock
from packaging.version import Version

from game.versioning import is_release, source_version
from tools import changelog

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
#: The version a build of this tree takes (game.versioning: git's tag, through setuptools-scm).
VERSION: str = source_version(ROOT)
METAINFO = Path("assets", "desktop", "io.github.maumaugame.maumau.metainfo.xml")
SHOTS = "https://raw.githubusercontent.com/maumaugame/maumau/v{}/docs/screenshots/"
IN_CI = os.environ.get("CI", "").lower() == "true"
#: The slow checks (the release's artefacts, the .deb's round trip, the sdist's own tests)
#: run in CI, or when asked.
SLOW_WANTED = IN_CI or "1" in (os.environ.get("RUN_DIST_TEST"), os.environ.get("RUN_BUNDLE_TEST"))
SLOW_REASON = "builds the release's artefacts (minutes): runs in CI (CI=true) or RUN_DIST_TEST=1"


def tool(name: str, package: str) -> str:
    """The path of a system tool the test runs. Missing: the test skips, saying which Debian
    package brings it (.ci/run installs it) — except in CI, where it fails."""
    found = shutil.which(name)
    if found:
        return found
    message = f"needs {name} (Debian: apt install {package}; .ci/run installs it)"
    if IN_CI:
        pytest.fail(message)
    pytest.skip(message)


def sdist_of_the_checkout() -> FileLock:
    """Held while an sdist of the checkout is built. setuptools writes maumau.egg-info/ and a
    maumau-<version>/ tree into the checkout itself, so two builds at once (pytest-xdist's
    workers) would write and remove each other's files."""
    folder = ROOT / "build"
    folder.mkdir(exist_ok=True)
    return FileLock(folder / "sdist-of-the-checkout.lock")


def tag_reached(root: Path, tag: str) -> bool:
    """Whether the tag is there and HEAD descends from it (a clone may hold no tags)."""
    done = subprocess.run(
        ["git", "merge-base", "--is-ancestor", tag, "HEAD"], cwd=root, capture_output=True
    )
    return done.returncode == 0


def disagreements(root: Path, version: str) -> list[str]:
    """Where the version, CHANGELOG.md, the metainfo and the manual page of the tree at `root`
    disagree. A release X.Y.Z is CHANGELOG's newest release and the metainfo's; a development
    build has the Unreleased section on top, and is newer than the newest release when its tag
    is there to build on. Both say the newest release's screenshots and manual page."""
    text = changelog.read(root)
    released = changelog.releases(text)
    info = ET.parse(root / METAINFO).getroot()
    problems = []
    if [(r.get("version"), r.get("date")) for r in info.iter("release")] != released:
        problems.append("the metainfo's releases are not CHANGELOG.md's, newest first")
    if not released:
        return [*problems, "CHANGELOG.md lists no release"]
    newest = released[0][0]
    top = changelog.sections(text)[0].name
    if is_release(version) and newest != version:
        problems.append(f"{version} is a release, CHANGELOG.md's newest is {newest}")
    if not is_release(version):
        if top != changelog.UNRELEASED:
            problems.append(f"a development build ({version}) under CHANGELOG's [{top}]")
        if tag_reached(root, f"v{newest}") and Version(version) <= Version(newest):
            problems.append(f"the development build {version} is not newer than {newest}")
    for image in info.iter("image"):
        if not (image.text or "").startswith(SHOTS.format(newest)):
            problems.append(f"a screenshot not at v{newest}: {image.text}")
    manual = (root / "docs" / "maumau.6").read_text(encoding="utf-8")
    heading = re.search(r'^\.TH \S+ \S+ (\S+) "Mau-Mau ([^"]+)"', manual, re.M)
    if heading is None or heading.groups() != (released[0][1], newest):
        problems.append(f"docs/maumau.6 is not dated and named for {newest}")
    return problems
