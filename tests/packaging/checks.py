"""What the packaging tests share: the project's files, and the system tools they run."""

from __future__ import annotations

import os
import shutil
import tomllib
from pathlib import Path

import pytest
from filelock import FileLock

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
VERSION: str = PYPROJECT["project"]["version"]
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
