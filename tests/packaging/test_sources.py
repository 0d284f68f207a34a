"""The sdist is the whole project; the set-up names what it cannot find.

The sdist is built as a frontend builds it (the backend's build_sdist; offline, with this
environment's setuptools). Its own tests are run from it in test_dist.py (CI).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from tests.packaging.checks import ROOT, VERSION, sdist_of_the_checkout

GENERATED = {"PKG-INFO", "setup.cfg"}  # setuptools writes these (and the egg-info) into it


def git_files() -> set[str]:
    if not (ROOT / ".git").exists() or not shutil.which("git"):
        pytest.skip("not a git checkout (an unpacked sdist, say): nothing to compare with")
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    return {name for name in listed if (ROOT / name).is_file()}


@pytest.fixture(scope="module")
def sdist_names(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    out = tmp_path_factory.mktemp("sdist")
    build = (
        "import sys; sys.path.insert(0, 'packaging'); import build_backend; "
        f"print(build_backend.build_sdist({str(out)!r}))"
    )
    with sdist_of_the_checkout():  # one build at a time in the checkout (xdist's workers)
        done = subprocess.run(
            [sys.executable, "-c", build], cwd=ROOT, capture_output=True, text=True, timeout=300
        )
    assert done.returncode == 0, done.stderr[-3000:]
    archive = out / done.stdout.split()[-1]
    assert archive.name == f"maumau-{VERSION}.tar.gz"
    top = f"maumau-{VERSION}/"
    with tarfile.open(archive) as packed:
        return {m.name.removeprefix(top) for m in packed.getmembers() if m.isfile()}


def test_the_sdist_holds_every_file_of_the_project(sdist_names: set[str]):
    shipped = {n for n in sdist_names if not n.startswith("maumau.egg-info/")} - GENERATED
    assert shipped == git_files()


def test_the_sdist_carries_no_built_file(sdist_names: set[str]):
    assert not [n for n in sdist_names if n.endswith((".so", ".pyd", ".pyc", ".c"))]


def test_every_link_of_the_readme_leads_to_a_shipped_file(sdist_names: set[str]):
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    links = re.findall(r"\]\(([^)#\s]+)\)", readme)
    local = [link for link in links if "://" not in link]
    assert local, "the README links to no file"
    for link in local:
        assert link in sdist_names, link


def test_a_missing_interpreter_is_named(tmp_path: Path):
    """`make play PYTHON=...` with no such program says which one it could not find."""
    if not shutil.which("make"):
        pytest.skip("needs make")
    for name in ("Makefile", "pyproject.toml", "setup.py"):
        shutil.copy(ROOT / name, tmp_path / name)
    (tmp_path / "packaging").mkdir()
    shutil.copy(ROOT / "packaging" / "build_backend.py", tmp_path / "packaging")
    done = subprocess.run(
        ["make", "play", "PYTHON=python3.99-not-here"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode != 0
    assert "cannot find the Python interpreter 'python3.99-not-here'" in done.stdout
    assert not (tmp_path / ".venv").exists()
