"""The release's artefacts, built once for the slow tests that need them (CI)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.checks import ROOT, SLOW_REASON, SLOW_WANTED


@pytest.fixture(scope="session")
def release(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """packaging/dist.py's output, as `make dist` builds it, in a folder of its own: the sdist,
    the wheels, the bundle (maumau/) and its archive, the .deb, SHA256SUMS."""
    if not SLOW_WANTED:
        pytest.skip(SLOW_REASON)
    tools = [sys.executable, "-m", "pip", "install", "--quiet", "--group", "dist"]
    installed = subprocess.run(tools, cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert installed.returncode == 0, installed.stderr[-3000:]
    out, work = tmp_path_factory.mktemp("dist"), tmp_path_factory.mktemp("dist-work")
    built = subprocess.run(
        [sys.executable, "packaging/dist.py", "--out", str(out), "--work", str(work)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    assert built.returncode == 0, (built.stdout[-3000:], built.stderr[-3000:])
    print(built.stdout[built.stdout.find("dist: artefact") :])  # sizes and times, with -s
    return out
