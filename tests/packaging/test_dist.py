"""The release's artefacts (packaging/dist.py, `make dist`): each there, checked by the tool a
distribution or an index would check it with, the .deb installed and removed again, and the
sdist's own tests run from it. Slow: CI, or RUN_DIST_TEST=1 (see conftest.py).
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from game import desktop
from game.versioning import in_words
from tests.packaging.checks import IN_CI, ROOT, VERSION, tool

sys.path.insert(0, str(ROOT / "packaging"))

import elf  # packaging/elf.py
import pythons  # packaging/pythons.py
from deb import debian_version  # packaging/deb.py


def test_every_artefact_is_there_and_summed(release: Path):
    names = {p.name for p in release.iterdir()}
    assert f"maumau-{VERSION}.tar.gz" in names  # the sdist
    assert f"maumau-{VERSION}-py3-none-any.whl" in names
    manylinux = sorted(n for n in names if n.endswith(".whl") and "manylinux" in n)
    tags = [f"maumau-{VERSION}-{p.tag}-{p.tag}-" for p in sorted(pythons.found(), key=by_version)]
    assert [n[: len(t)] for n, t in zip(manylinux, tags, strict=True)] == tags
    assert [n for n in names if n.startswith(f"maumau-{VERSION}-linux-") and n.endswith(".tar.gz")]
    assert [n for n in names if n.startswith(f"maumau_{debian_version(VERSION)}_")]
    sums = dict(
        reversed(line.split("  ", 1)) for line in (release / "SHA256SUMS").read_text().splitlines()
    )
    assert set(sums) == {n for n in names if (release / n).is_file()} - {"SHA256SUMS"}
    for name, digest in sums.items():
        assert hashlib.sha256((release / name).read_bytes()).hexdigest() == digest, name


def by_version(python: pythons.Python) -> tuple[int, int]:
    return python.version


def test_each_manylinux_wheel_is_compiled_and_stripped_and_carries_the_licences(release: Path):
    wheels = sorted(release.glob("maumau-*manylinux*.whl"))
    assert wheels
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as packed:
            names = packed.namelist()
            metadata = packed.read(f"maumau-{VERSION}.dist-info/METADATA").decode()
            runtime = next(n for n in names if n.startswith("game/engine/native__mypyc"))
            module = packed.read(runtime)
        assert "License-File: LICENSE" in metadata and "License-Expression: MIT" in metadata
        assert f"maumau-{VERSION}.dist-info/licenses/LICENSE" in names
        assert b".debug_info" not in module and b".symtab" not in module, wheel.name


def test_each_compiled_wheel_installs_for_its_python_and_runs_the_compiled_engine(
    release: Path, tmp_path: Path
):
    """In a clean venv of the Python it was compiled for, as `pip install maumau` would."""
    for python in pythons.found():
        (wheel,) = release.glob(f"maumau-{VERSION}-{python.tag}-*manylinux*.whl")
        venv = tmp_path / python.tag
        subprocess.run([python.command, "-m", "venv", venv], check=True, timeout=300)
        pip = [venv / "bin" / "python", "-m", "pip", "install", "--quiet", wheel]
        installed = subprocess.run(pip, capture_output=True, text=True, timeout=900)
        assert installed.returncode == 0, installed.stderr[-2000:]
        said = subprocess.run(
            [venv / "bin" / "maumau", "--version"],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert said.returncode == 0, said.stderr[-2000:]
        assert said.stdout.splitlines() == [
            f"maumau {in_words(VERSION)}",
            "engine: compiled (mypyc)",
        ]


def unpacked(artefact: Path, into: Path) -> Path:
    """A wheel, an archive or a .deb, unpacked into a folder of its own."""
    folder = into / artefact.name
    if artefact.suffix == ".whl":
        with zipfile.ZipFile(artefact) as packed:
            packed.extractall(folder)
    elif artefact.suffix == ".deb":
        subprocess.run([tool("dpkg-deb", "dpkg"), "-x", artefact, folder], check=True)
    else:
        with tarfile.open(artefact) as packed:
            packed.extractall(folder, filter="data")
    return folder


def test_no_elf_file_of_any_artefact_names_a_folder_of_the_build_machine(
    release: Path, tmp_path: Path
):
    """Each ELF file's library search path (RUNPATH, RPATH) is empty or relative to the file
    ($ORIGIN): the loader looks nowhere on the user's machine that the builder's had."""
    artefacts = [p for p in sorted(release.iterdir()) if p.name.endswith((".whl", ".deb", ".gz"))]
    folders = {p.name: unpacked(p, tmp_path) for p in artefacts}
    folders["the bundle's folder"] = release / "maumau"
    counted: dict[str, int] = {}
    outside: dict[str, list[str]] = {}
    for name, folder in folders.items():
        files = list(elf.elf_files(folder))
        counted[name] = len(files)
        for path in files:
            if entries := elf.outside_entries(elf.search_paths(path)):
                outside[f"{name}: {path.relative_to(folder)}"] = entries
    assert not outside
    # Each was read: the bundle's program, libpython, modules and libraries; the engine's
    # modules in each compiled wheel.
    assert counted["the bundle's folder"] > 50, counted
    assert all(n >= 10 for name, n in counted.items() if "manylinux" in name), counted


def test_lintian_finds_nothing_it_is_not_told_why(release: Path):
    """packaging/linux/lintian-overrides explains each tag it keeps."""
    lintian = tool("lintian", "lintian")
    (deb,) = release.glob("*.deb")
    done = subprocess.run(
        [lintian, "--fail-on", "error,warning", str(deb)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout[-3000:]
    assert not [line for line in done.stdout.splitlines() if line[:2] in ("E:", "W:")]


def installed(package: str) -> bool:
    return subprocess.run(["dpkg", "-s", package], capture_output=True).returncode == 0


def test_the_deb_installs_runs_and_leaves_nothing_behind(release: Path, tmp_path: Path):
    """apt-get install ./maumau_*.deb, as a person would; the command on PATH, the menu entry
    and the metainfo; then apt-get purge, and none of its files is left."""
    apt_get = tool("apt-get", "apt")
    if os.geteuid() != 0:
        (pytest.fail if IN_CI else pytest.skip)("installing a .deb needs root (CI runs as root)")
    if installed("maumau"):
        pytest.skip("maumau is installed on this system: the round trip would remove it")
    (deb,) = release.glob("*.deb")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    apt = [apt_get, "-y", "-q", "--no-install-recommends"]
    done = subprocess.run([*apt, "install", str(deb)], env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    try:
        files = subprocess.run(["dpkg", "-L", "maumau"], capture_output=True, text=True).stdout
        use_the_installed_game(tmp_path)
    finally:
        removed = subprocess.run([*apt, "purge", "maumau"], env=env, capture_output=True, text=True)
    assert removed.returncode == 0, removed.stderr[-2000:]
    ours = [Path(f) for f in files.split() if f.startswith("/opt/maumau") or not Path(f).is_dir()]
    assert ours and not [f for f in ours if f.exists() or f.is_symlink()]
    assert not Path("/opt/maumau").exists() and shutil.which("maumau") is None


def use_the_installed_game(tmp_path: Path) -> None:
    maumau = shutil.which("maumau")
    assert maumau == "/usr/bin/maumau"
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "MAUMAU_DATA_DIR": str(tmp_path / "data"),
        "MAUMAU_CONFIG_DIR": str(tmp_path / "config"),
    }

    def run(*args: str) -> str:
        done = subprocess.run(
            ["maumau", *args], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300
        )
        assert done.returncode == 0, (args, done.stdout[-2000:], done.stderr[-2000:])
        return done.stdout

    assert run("--version").splitlines()[0] == f"maumau {in_words(VERSION)}"
    assert "noris: 3 rounds" in run("sim", "--games", "3", "--seed", "1")
    share = Path("/usr/share")
    entry = share / "applications" / f"{desktop.APP_ID}.desktop"
    assert "Exec=maumau" in entry.read_text(encoding="utf-8").splitlines()
    assert (share / "icons" / "hicolor" / "256x256" / "apps" / f"{desktop.APP_ID}.png").is_file()
    assert (share / "man" / "man6" / "maumau.6.gz").is_file()
    metainfo = share / "metainfo" / f"{desktop.APP_ID}.metainfo.xml"
    assert metainfo.is_file()
    for check in (
        ["desktop-file-validate", entry],
        ["appstreamcli", "validate", "--no-net", metainfo],
    ):
        if shutil.which(str(check[0])):
            done = subprocess.run([str(c) for c in check], capture_output=True, text=True)
            assert done.returncode == 0, done.stdout


def test_the_sdist_s_own_tests_run_from_it(release: Path, tmp_path: Path):
    """Unpacked, the sdist sets itself up with its own Makefile (a fresh .venv), collects every
    test and runs the engine's, the rules' and the simulator's tests, as CI runs them."""
    make = tool("make", "make")
    with tarfile.open(release / f"maumau-{VERSION}.tar.gz") as packed:
        packed.extractall(tmp_path, filter="data")
    source = tmp_path / f"maumau-{VERSION}"
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    base = Path(sys.base_prefix, "bin", "python3")  # a venv is made from a Python, not a venv
    python = f"PYTHON={base if base.exists() else sys.executable}"

    def make_in_sdist(*targets: str) -> str:
        done = subprocess.run(
            [make, "-C", str(source), *targets, python],
            env=env,
            capture_output=True,
            text=True,
            timeout=1800,
        )
        assert done.returncode == 0, (targets, done.stdout[-4000:], done.stderr[-3000:])
        return done.stdout

    said = make_in_sdist("test-pure")
    assert " passed" in said and " failed" not in said
    collect = [str(source / ".venv" / "bin" / "python"), "-m", "pytest", "--collect-only", "-q"]
    collected = subprocess.run(
        collect, cwd=source, env=env, capture_output=True, text=True, timeout=600
    )
    assert collected.returncode == 0, collected.stdout[-3000:]
    assert "error" not in collected.stdout.splitlines()[-1], collected.stdout[-2000:]


def readme_sizes() -> dict[str, float]:
    """The README's table of artefacts: each name pattern with the size it says, in MB."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| `([^`]+)` \|.*\| ([\d.]+) MB \|$", readme, re.M)
    return {name: float(said) for name, said in rows}


def test_the_readme_says_each_artefact_s_size(release: Path):
    """Within 5 %: a reader deciding what to download is told the truth."""
    sizes = readme_sizes()
    assert len(sizes) >= 5
    files = [p for p in release.iterdir() if p.is_file()]
    for pattern, said in sizes.items():
        version = debian_version(VERSION) if pattern.endswith(".deb") else VERSION
        shape = re.escape(pattern).replace("<v>", re.escape(version)).replace("cp3XX", r"cp3\d+")
        matching = [p for p in files if re.fullmatch(shape, p.name)]
        assert matching, pattern
        for path in matching:
            actual = path.stat().st_size / 1e6
            assert abs(actual - said) <= 0.05 * actual, (path.name, actual, said)
