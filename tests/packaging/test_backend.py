"""The build backend (packaging/build_backend.py): mypy only where the engine will compile."""

from __future__ import annotations

import os
import sys

import pytest

from tests.packaging.checks import PYPROJECT, ROOT

sys.path.insert(0, str(ROOT / "packaging"))  # where pyproject's backend-path puts the build

import build_backend


@pytest.fixture
def clean_build_env(monkeypatch):
    monkeypatch.delenv("MAUMAU_PURE_PYTHON", raising=False)
    monkeypatch.delenv("CC", raising=False)


@pytest.mark.skipif(os.name == "nt", reason="MSVC is not chosen through CC")
def test_mypy_is_asked_for_only_where_a_compiler_is_found(clean_build_env, monkeypatch):
    if build_backend.compiler_problem():
        pytest.skip("no C compiler with the Python headers here: the compiled case cannot run")
    for hook in (
        build_backend.get_requires_for_build_wheel,
        build_backend.get_requires_for_build_editable,
    ):
        assert hook() == [build_backend.MYPY]
    monkeypatch.setenv("CC", "no-such-c-compiler")
    assert build_backend.get_requires_for_build_wheel() == []
    assert build_backend.get_requires_for_build_editable() == []
    assert "no working C compiler" in (build_backend.why_not_compiled() or "")


def test_asking_for_the_source_asks_for_no_mypy(clean_build_env, monkeypatch):
    monkeypatch.setenv("MAUMAU_PURE_PYTHON", "1")
    assert build_backend.get_requires_for_build_wheel() == []
    assert build_backend.get_requires_for_build_editable() == []
    assert build_backend.why_not_compiled() == "MAUMAU_PURE_PYTHON=1"


def test_the_build_says_which_engine_it_built(clean_build_env, monkeypatch):
    compiled = "maumau-0.1.0-cp311-cp311-linux_x86_64.whl"
    editable = "maumau-0.1.0-0.editable-cp311-cp311-linux_x86_64.whl"
    assert "compiled with mypyc" in build_backend.engine_of(compiled)
    assert "compiled with mypyc" in build_backend.engine_of(editable)
    monkeypatch.setenv("MAUMAU_PURE_PYTHON", "1")
    said = build_backend.engine_of("maumau-0.1.0-py3-none-any.whl")
    assert said == "the engine is pure Python (MAUMAU_PURE_PYTHON=1)"
    with pytest.warns(UserWarning, match="^maumau: the engine is pure Python"):
        build_backend._say_which_engine("maumau-0.1.0-py3-none-any.whl")
    monkeypatch.setenv("MAUMAU_QUIET_BUILD", "1")
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        build_backend._say_which_engine("maumau-0.1.0-py3-none-any.whl")


def test_the_build_compiles_with_the_lint_group_s_mypy():
    assert build_backend.MYPY in PYPROJECT["dependency-groups"]["lint"]
    assert PYPROJECT["build-system"]["backend-path"] == ["packaging"]
    assert PYPROJECT["build-system"]["build-backend"] == "build_backend"
