"""The project's build backend: setuptools, asking for mypy only when the engine is compiled.

pyproject.toml names this module (`backend-path = ["packaging"]`, PEP 517). The engine
(game/engine) is compiled to C with mypyc, which comes with mypy (15 MB), when a C compiler and
the Python headers are there; setup.py does the compiling. Where they are missing, or
MAUMAU_PURE_PYTHON=1 asks for the Python source, nothing is compiled and mypy is not fetched.
Everything else is setuptools' own backend.

Each build ends with one line saying which engine it built. It is a warning, the one channel a
backend has to the person installing: pip (25.3 and newer) shows a backend's warnings when it
builds a project folder (`pip install .`, `pip install -e .`), and keeps them for `--verbose`
otherwise, as an older pip keeps them all; pipx shows pip's output only with `--verbose` (1.18)
or only in its log (1.1.0, Debian 12). `make` says it in its own words and sets
MAUMAU_QUIET_BUILD=1.
"""

from __future__ import annotations

import os
import sys
import sysconfig
import tempfile
import warnings
from pathlib import Path

from setuptools import build_meta
from setuptools.build_meta import (  # noqa: F401 - the hooks used as setuptools has them
    build_sdist,
    get_requires_for_build_sdist,
    prepare_metadata_for_build_editable,
    prepare_metadata_for_build_wheel,
)
from setuptools.warnings import InformationOnly

#: mypyc's mypy, pinned as the lint group pins it (tests/packaging/test_backend.py checks).
MYPY = "mypy==2.4.1"

ConfigSettings = dict[str, str | list[str]] | None


def why_not_compiled() -> str | None:
    """Why the engine cannot be compiled here, or None when it can (mypyc aside: it is what
    these hooks ask for)."""
    if os.environ.get("MAUMAU_PURE_PYTHON") == "1":
        return "MAUMAU_PURE_PYTHON=1"
    if sys.implementation.name != "cpython":
        return f"mypyc builds for CPython, not {sys.implementation.name}"
    return compiler_problem()


def compiler_problem() -> str | None:
    """Compile a file that includes Python.h: the one test that finds both a missing compiler
    and missing headers (python3-dev) on every system, with the compiler setuptools would use."""
    from distutils import ccompiler, errors  # setuptools' own copy, as mypyc's build uses
    from distutils import sysconfig as distutils_sysconfig

    compiler = ccompiler.new_compiler()
    distutils_sysconfig.customize_compiler(compiler)  # type: ignore[arg-type]
    with tempfile.TemporaryDirectory() as folder:
        probe = Path(folder, "probe.c")
        probe.write_text("#include <Python.h>\nint main(void) { return 0; }\n")
        try:
            compiler.compile(
                [str(probe)], output_dir=folder, include_dirs=[sysconfig.get_paths()["include"]]
            )
        except (errors.CompileError, errors.DistutilsExecError, errors.DistutilsPlatformError):
            return "no working C compiler with the Python headers (on Debian: gcc, python3-dev)"
    return None


# setuptools' own build requirements come from setup.py's `setup_requires`, which this project
# has none of: its hooks are not called, since running setup.py before mypy is installed would
# only report the engine as uncompilable.
def get_requires_for_build_wheel(config_settings: ConfigSettings = None) -> list[str]:
    return [] if why_not_compiled() else [MYPY]


def get_requires_for_build_editable(config_settings: ConfigSettings = None) -> list[str]:
    return get_requires_for_build_wheel(config_settings)


def build_wheel(
    wheel_directory: str,
    config_settings: ConfigSettings = None,
    metadata_directory: str | None = None,
) -> str:
    name = build_meta.build_wheel(wheel_directory, config_settings, metadata_directory)
    _say_which_engine(name)
    return name


def build_editable(
    wheel_directory: str,
    config_settings: ConfigSettings = None,
    metadata_directory: str | None = None,
) -> str:
    with warnings.catch_warnings():
        # setuptools' note on every editable install that a folder named like the package in
        # the working directory may be imported instead: here that folder is the package.
        warnings.filterwarnings("ignore", r"Editable installation\.", InformationOnly)
        name = build_meta.build_editable(wheel_directory, config_settings, metadata_directory)
    _say_which_engine(name)
    return name


def engine_of(wheel_name: str) -> str:
    """Which engine a wheel built by this backend holds, in words, from its name: setup.py
    adds extension modules only by compiling the engine, which makes the wheel platform's."""
    if wheel_name.endswith("-py3-none-any.whl"):
        reason = why_not_compiled() or "mypyc was not installed in the build environment"
        return f"the engine is pure Python ({reason})"
    return "the engine is compiled with mypyc (C extension modules)"


def _say_which_engine(wheel_name: str) -> None:
    """pip prints a warning as `FILE:LINE: BuildBackendWarning: TEXT`, with the source line
    when FILE is one: this names the build instead, which linecache never reads."""
    if os.environ.get("MAUMAU_QUIET_BUILD") != "1":
        warnings.warn_explicit(f"maumau: {engine_of(wheel_name)}", UserWarning, "<build>", 1)
