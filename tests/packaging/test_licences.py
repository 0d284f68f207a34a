"""The licence texts of the works by others that the game carries (assets/licenses/, listed in
packaging/licences.toml): each one there and in LICENSES.md's table, one for every package the
game depends on and for every library of the built bundle, and all of them in the .deb's
copyright file."""

from __future__ import annotations

import re
import sys
import tomllib
from contextlib import suppress
from importlib.metadata import PackageNotFoundError, requires
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from game.engine import compiled
from tests.packaging.checks import PYPROJECT, ROOT

sys.path.insert(0, str(ROOT / "packaging"))  # deb.py is a script beside dist.py

import deb

TABLE = tomllib.loads((ROOT / "packaging" / "licences.toml").read_text(encoding="utf-8"))
TEXTS = ROOT / "assets" / "licenses"
LISTING = (ROOT / "assets" / "LICENSES.md").read_text(encoding="utf-8")
ELF = b"\x7fELF"


def row(work: dict) -> str:
    """The work's row in LICENSES.md's table."""
    parts = ", ".join([*work.get("binaries", []), *work.get("distributions", [])])
    return f"| {work['name']} | {parts} | {work['licence']} | `licenses/{work['text']}` |"


def test_every_text_the_table_names_is_there_and_listed_in_licenses_md():
    named = [work["text"] for work in TABLE["work"]] + [lic["text"] for lic in TABLE["licence"]]
    assert len(named) == len(set(named))
    for name in named:
        text = (TEXTS / name).read_text(encoding="utf-8")
        assert text.strip(), name
        assert f"`licenses/{name}`" in LISTING, name
    for work in TABLE["work"]:
        assert row(work) in LISTING.splitlines(), row(work)
    assert sorted(p.name for p in TEXTS.iterdir()) == sorted(named)  # no text without its row


def dependencies() -> set[str]:
    """The game's run-time dependencies and theirs, as installed here (markers evaluated)."""
    found: set[str] = set()
    todo = [Requirement(spec) for spec in PYPROJECT["project"]["dependencies"]]
    while todo:
        requirement = todo.pop()
        name = canonicalize_name(requirement.name)
        if name in found or not (requirement.marker is None or requirement.marker.evaluate()):
            continue
        found.add(name)
        with suppress(PackageNotFoundError):  # not installed here: its own are not known
            todo += [Requirement(spec) for spec in requires(requirement.name) or []]
    return found


def test_every_package_the_game_depends_on_has_its_licence_text():
    listed = {canonicalize_name(d) for work in TABLE["work"] for d in work.get("distributions", [])}
    assert {"pygame-ce", "pyyaml", "jsonschema", "platformdirs"} <= dependencies()
    assert dependencies() <= listed, dependencies() - listed


def stem(path: Path, internal: Path) -> str:
    """A binary of the bundle as licences.toml names it: a library by its file name up to the
    first "-" or "." (libSDL2-2-50d19f93.0.so.0.3200.10: libSDL2), a Python extension module by
    the folder of its package (pygame/base.cpython-311-x86_64-linux-gnu.so: pygame;
    python3.11/lib-dynload/...: python3), the program by its name."""
    extension = ".cpython-" in path.name or ".abi3." in path.name
    first = path.relative_to(internal).parts[0] if path.is_relative_to(internal) else path.name
    return re.split(r"[-.]", first if extension else path.name)[0]


def test_every_binary_of_the_bundle_has_its_licence_text(release: Path):
    bundle = release / "maumau"
    internal = bundle / "_internal"
    binaries = {
        stem(path, internal)
        for path in bundle.rglob("*")
        if path.is_file() and not path.is_symlink() and path.open("rb").read(4) == ELF
    }
    listed = {name for work in TABLE["work"] for name in work.get("binaries", [])}
    if not compiled():  # the bundle has the engine this environment runs (test_bundle.py)
        listed.discard("game")
    assert "libSDL2" in binaries and "maumau" in binaries
    assert binaries <= listed, sorted(binaries - listed)  # a library without its licence text
    assert listed <= binaries, sorted(listed - binaries)  # a row for what the bundle lacks


def test_the_debs_copyright_file_holds_every_text_and_names_the_common_licences():
    text = deb.copyright_text()
    assert LISTING.strip() in text
    for work in TABLE["work"]:
        assert (TEXTS / work["text"]).read_text(encoding="utf-8").strip() in text, work["text"]
    for licence in TABLE["licence"]:
        body = (TEXTS / licence["text"]).read_text(encoding="utf-8")
        assert body[1000:1400] not in text, licence["text"]  # Debian has it: named, not copied
        assert f"/usr/share/common-licenses/{licence['debian']}." in text
    # What lintian calls a full GPL in a copyright file (copyright-file-contains-full-gpl-license)
    full_gpl = r"GNU GENERAL PUBLIC LICENSE\s*TERMS AND CONDITIONS FOR COPYING,"
    assert not re.search(full_gpl, text)
