"""The release's artefacts, built once for the slow tests that need them (CI)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.checks import ROOT, SLOW_REASON, SLOW_WANTED, sdist_of_the_checkout


def shared_by_the_workers(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder every worker of this run sees (one per worker under pytest-xdist)."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


@pytest.fixture(scope="session")
def release(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """packaging/dist.py's output, as `make dist` builds it, in a folder of its own: the sdist,
    the wheels, the bundle (maumau/) and its archive, the .deb, SHA256SUMS. Built once per
    run: the first worker that needs it builds it, the others wait and use it."""
    if not SLOW_WANTED:
        pytest.skip(SLOW_REASON)
    shared = shared_by_the_workers(tmp_path_factory)
    out, work, failed = shared / "dist", shared / "dist-work", shared / "dist-failed.txt"
    with sdist_of_the_checkout():
        if failed.exists():  # another worker tried: the same build would fail the same way
            pytest.fail(failed.read_text(encoding="utf-8"))
        if not (out / "SHA256SUMS").is_file():  # dist.py writes it last
            problem = build_release(out, work)
            if problem:
                failed.write_text(problem, encoding="utf-8")
                pytest.fail(problem)
    return out


def build_release(out: Path, work: Path) -> str | None:
    """Build the artefacts into `out`; what went wrong, or None."""
    tools = [sys.executable, "-m", "pip", "install", "--quiet", "--group", "dist"]
    installed = subprocess.run(tools, cwd=ROOT, capture_output=True, text=True, timeout=900)
    if installed.returncode != 0:
        return f"installing the dist group failed:\n{installed.stderr[-3000:]}"
    built = subprocess.run(
        # The screenshots it makes go beside the artefacts: the checkout stays as it is.
        [sys.executable, "packaging/dist.py", "--out", str(out), "--work", str(work)]
        + ["--screenshots", str(out / "screenshots")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    if built.returncode != 0:
        return f"packaging/dist.py failed:\n{built.stdout[-3000:]}\n{built.stderr[-3000:]}"
    print(built.stdout[built.stdout.find("dist: artefact") :])  # sizes and times, with -s
    return None
