"""Library search paths in ELF files (packaging/elf.py): none naming a folder of the build
machine, in the engine the install compiled (setup.py) or in the bundle (build.spec)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine import compiled
from tests.packaging.checks import IN_CI, ROOT

sys.path.insert(0, str(ROOT / "packaging"))

import elf  # packaging/elf.py

ENGINE = ROOT / "game" / "engine"


def test_the_engine_modules_the_install_compiled_name_no_folder_of_this_machine():
    """setup.py links them without the search path a Python may carry in its LDSHARED
    (pyenv's lib folder): they need no library but libc."""
    if not compiled():
        pytest.skip("the engine is pure Python here: nothing was linked")
    modules = list(elf.elf_files(ENGINE))
    assert len(modules) >= 10
    assert {p.name: elf.search_paths(p) for p in modules} == {p.name: [] for p in modules}


def library_with_search_path(folder: Path, search_path: str) -> Path:
    """A shared library linked as pyenv's Python links its modules: with a search path."""
    compiler = shutil.which("cc") or shutil.which("gcc")
    if compiler is None:
        (pytest.fail if IN_CI else pytest.skip)("needs a C compiler (.ci/run installs gcc)")
    source = folder / "probe.c"
    source.write_text("int probe(void) { return 7; }\n")
    library = folder / "probe.so"
    subprocess.run(
        [compiler, "-shared", "-fPIC", "-o", library, source, f"-Wl,-rpath,{search_path}"],
        check=True,
    )
    return library


def test_a_library_with_a_build_machine_folder_gets_the_bundle_s_own_instead(tmp_path: Path):
    library = library_with_search_path(tmp_path, "/root/.pyenv/versions/3.11.7/lib")
    found = elf.search_paths(library)
    assert found == ["/root/.pyenv/versions/3.11.7/lib"]
    assert elf.outside_entries(found) == found
    rewritten = elf.within_the_bundle("lib-dynload/_ssl.so", found)
    assert rewritten == "$ORIGIN/.."
    elf.set_search_path(library, rewritten)
    assert elf.search_paths(library) == ["$ORIGIN/.."]
    assert elf.outside_entries(elf.search_paths(library)) == []


def test_the_bundle_s_folder_is_relative_to_where_the_file_lies():
    outside = ["/opt/python/lib"]
    assert elf.within_the_bundle("libpython3.11.so.1.0", outside) == "$ORIGIN"
    assert elf.within_the_bundle("pygame/_sdl2/video.so", outside) == "$ORIGIN/../.."
    # A wheel's own relative entries stay, first; nothing to change gives None.
    assert elf.within_the_bundle("pygame/base.so", ["$ORIGIN/../pygame_ce.libs", *outside]) == (
        "$ORIGIN/../pygame_ce.libs:$ORIGIN/.."
    )
    assert elf.within_the_bundle("pygame/base.so", ["$ORIGIN/../pygame_ce.libs"]) is None
    assert elf.within_the_bundle("pygame/base.so", []) is None


def test_a_file_that_is_not_elf_is_left_out(tmp_path: Path):
    (tmp_path / "notes.txt").write_text("not a binary")
    library = library_with_search_path(tmp_path, "$ORIGIN")
    assert list(elf.elf_files(tmp_path)) == [library]
    assert elf.outside_entries(elf.search_paths(library)) == []
