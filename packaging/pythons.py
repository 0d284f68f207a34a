"""The CPython interpreters a release builds a compiled wheel for, as this machine has them.

The engine is compiled by mypyc against one Python's C API, so a compiled wheel serves one
CPython minor version (its `cp3XX` tag); every other Python falls back to the pure wheel, with
bots about half as fast. `make dist` builds one compiled wheel per supported CPython it finds:
the one it runs on, and each `python3.X` on PATH that starts (a pyenv shim of a version that is
not selected does not: `pyenv global 3.11.7 3.12.1 3.13.0` selects several at once).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from dataclasses import dataclass

#: The CPython minor versions the project supports (pyproject's classifiers say the same;
#: tests/packaging/test_identity.py checks).
SUPPORTED = ((3, 11), (3, 12), (3, 13), (3, 14))

_PROBE = "import platform, sys; print(platform.python_implementation(), *sys.version_info[:2])"


@dataclass(frozen=True)
class Python:
    command: str
    version: tuple[int, int]

    @property
    def tag(self) -> str:
        """The wheel tag of this Python's compiled modules: cp312 for 3.12."""
        return f"cp{self.version[0]}{self.version[1]}"

    @property
    def name(self) -> str:
        return f"Python {self.version[0]}.{self.version[1]}"


def version_of(command: str) -> tuple[int, int] | None:
    """The CPython minor version the command runs, or None if it does not start or is not
    CPython (a pyenv shim of an unselected version exits with an error)."""
    try:
        done = subprocess.run(
            [command, "-c", _PROBE], capture_output=True, text=True, timeout=60, check=False
        )
    except OSError:
        return None
    words = done.stdout.split()
    if done.returncode != 0 or len(words) != 3 or words[0] != "CPython":
        return None
    return int(words[1]), int(words[2])


def found(this: str = sys.executable) -> list[Python]:
    """This Python first, then each other supported CPython on PATH, one per version."""
    pythons: dict[tuple[int, int], Python] = {}
    own = sys.version_info[:2]
    if own in SUPPORTED and sys.implementation.name == "cpython":
        pythons[own] = Python(this, own)
    for major, minor in SUPPORTED:
        command = shutil.which(f"python{major}.{minor}")
        if (major, minor) in pythons or command is None:
            continue
        if version_of(command) == (major, minor):
            pythons[(major, minor)] = Python(command, (major, minor))
    return list(pythons.values())


def named(versions: list[str]) -> list[Python]:
    """The Pythons of the given versions ("3.12"), each of which must be found."""
    by_version = {f"{p.version[0]}.{p.version[1]}": p for p in found()}
    missing = [v for v in versions if v not in by_version]
    if missing:
        raise SystemExit(
            f"no python{' python'.join(missing)} that starts on PATH: a compiled wheel is asked "
            "for each (install them, or with pyenv select them: pyenv global 3.11 3.12 ...)"
        )
    return [by_version[v] for v in versions]
