"""The .deb's control file (packaging/deb.py): it recommends a package for every library SDL
opens at run time."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pygame
import pytest

from tests.packaging.checks import ROOT

sys.path.insert(0, str(ROOT / "packaging"))  # deb.py is a script beside dist.py

import deb

# Linked, not opened by name: the .deb depends on libc6, which has them.
GLIBC = {"libc.so.6", "libm.so.6", "libdl.so.2", "libpthread.so.0", "librt.so.1"}


def bundled_sdl() -> Path:
    """libSDL2 as pygame-ce's Linux wheel carries it (auditwheel's folder beside the package),
    the same file the bundle takes (build.spec)."""
    libs = Path(pygame.__file__).resolve().parent.parent / "pygame_ce.libs"
    found = sorted(libs.glob("libSDL2-*.so*"))
    if not found:
        pytest.skip(f"no libSDL2 in {libs}: pygame-ce is not installed from its Linux wheel")
    return found[0]


def test_the_deb_recommends_a_package_for_every_library_sdl_loads():
    data = bundled_sdl().read_bytes()
    names = {n.decode() for n in re.findall(rb"lib[A-Za-z0-9_+-]+\.so(?:\.[0-9]+)*", data)}
    loaded = names - GLIBC
    assert {"libX11.so.6", "libwayland-client.so.0", "libasound.so.2"} <= loaded
    # Every name SDL opens has its row in SDL_LOADS, and no row is for a name it no longer opens.
    assert loaded == set(deb.SDL_LOADS), loaded ^ set(deb.SDL_LOADS)
    recommended = {p.strip() for p in deb.recommends().split(",")}
    for name in sorted(loaded):
        package = deb.SDL_LOADS[name]
        assert package is None or package in recommended, name
