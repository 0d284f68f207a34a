"""The Pythons `make dist` compiles a wheel for (packaging/pythons.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.packaging.checks import PYPROJECT, ROOT

sys.path.insert(0, str(ROOT / "packaging"))

import pythons  # packaging/pythons.py


def test_this_python_comes_first_and_each_version_once():
    found = pythons.found()
    assert found[0].command == sys.executable
    assert found[0].version == sys.version_info[:2]
    versions = [p.version for p in found]
    assert len(versions) == len(set(versions)) and set(versions) <= set(pythons.SUPPORTED)
    assert found[0].tag == f"cp{sys.version_info[0]}{sys.version_info[1]}"


def on_path(folder: Path, name: str, script: str) -> None:
    program = folder / name
    program.write_text(script)
    program.chmod(0o755)


def test_a_python_on_path_that_does_not_start_or_is_another_version_is_left_out(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    """A pyenv shim of a version that is not selected exits with an error; a python3.13 that
    is some other Python must not give a wheel the wrong tag."""
    other, another = [v for v in pythons.SUPPORTED if v != sys.version_info[:2]][:2]
    unselected = "#!/bin/sh\necho 'pyenv: python: command not found' >&2\nexit 127\n"
    on_path(tmp_path, f"python{other[0]}.{other[1]}", unselected)
    on_path(
        tmp_path, f"python{another[0]}.{another[1]}", f'#!/bin/sh\nexec {sys.executable} "$@"\n'
    )
    monkeypatch.setenv("PATH", str(tmp_path))
    assert [p.version for p in pythons.found()] == [sys.version_info[:2]]
    assert pythons.version_of(str(tmp_path / f"python{other[0]}.{other[1]}")) is None
    assert pythons.version_of(str(tmp_path / "nothing-here")) is None


def test_a_python_asked_for_by_name_must_be_there(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("PATH", str(tmp_path))
    this = f"{sys.version_info[0]}.{sys.version_info[1]}"
    assert [p.command for p in pythons.named([this])] == [sys.executable]
    with pytest.raises(SystemExit, match=r"python3\.99"):
        pythons.named([this, "3.99"])


def test_the_classifiers_name_the_supported_pythons():
    classifiers = PYPROJECT["project"]["classifiers"]
    prefix = "Programming Language :: Python :: 3."
    named = sorted((3, int(c.removeprefix(prefix))) for c in classifiers if c.startswith(prefix))
    assert named == sorted(pythons.SUPPORTED)
    lowest = pythons.SUPPORTED[0]
    assert PYPROJECT["project"]["requires-python"] == f">={lowest[0]}.{lowest[1]}"


def test_the_release_compiles_a_wheel_for_each_supported_python():
    """The release workflow installs each supported CPython and asks `make dist` for a
    compiled wheel for each, failing if one cannot be built."""
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    versions = [f"{major}.{minor}" for major, minor in pythons.SUPPORTED]
    assert f"DIST_PYTHONS={','.join(versions)}" in workflow
    assert "python-version: |\n" + "".join(f"            {v}\n" for v in versions) in workflow
