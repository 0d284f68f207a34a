"""The standalone program: build it with PyInstaller (build.spec) and run its smoke mode.

Building takes a minute or two, so it runs in CI (CI=true) or when asked (RUN_BUNDLE_TEST=1),
and skips otherwise. The steps are those of `make bundle`, run with this interpreter so the
test needs no `make`.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from game.engine import compiled

ROOT = Path(__file__).resolve().parents[2]
WANTED = os.environ.get("RUN_BUNDLE_TEST") == "1" or os.environ.get("CI", "").lower() == "true"

pytestmark = pytest.mark.skipif(
    not WANTED,
    reason="building the bundle takes minutes: runs in CI (CI=true) or with RUN_BUNDLE_TEST=1",
)


def test_spec_has_nothing_system_specific():
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    for word in ("/usr/", "/tmp/", '.so"', "apt-get", "\\\\", 'platform == "linux"', ".dll"):
        assert word not in spec, word


def test_bundle_builds_and_runs_the_smoke_round(tmp_path):
    # Without build isolation, with this environment's setuptools and mypyc (the test and dev
    # extras): the engine modules this process has loaded are compiled again from the same
    # source by the same tools, byte for byte, where they lie.
    install = ["install", "--quiet", "--no-build-isolation", "-e", f"{ROOT}[bundle]"]
    pip = subprocess.run(
        [sys.executable, "-m", "pip", *install],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert pip.returncode == 0, pip.stderr[-3000:]
    build = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "build.spec"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert build.returncode == 0, build.stderr[-3000:]
    program = ROOT / "dist" / "maumau" / ("maumau.exe" if sys.platform == "win32" else "maumau")
    assert program.is_file()
    bundle = ROOT / "dist" / "maumau"
    inside = {path.name for path in bundle.rglob("*")}
    assert not [n for n in inside if n.startswith(("libssl", "libcrypto", "_ssl.", "_tkinter"))]
    assert any(bundle.rglob("game/_data/rulesets/noris.yaml"))
    assert any(bundle.rglob("maumau-*.png")) and any(bundle.rglob("maumau*-info"))
    out = ROOT / "out"
    out.mkdir(exist_ok=True)
    picture = out / "bundle-smoke.png"
    picture.unlink(missing_ok=True)
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "MAUMAU_DATA_DIR": str(tmp_path),
    }
    run = subprocess.run(
        [str(program), "--smoke", str(picture)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, (run.stdout[-2000:], run.stderr[-3000:])
    assert picture.stat().st_size > 10_000
    help_text = subprocess.run([str(program), "--help"], capture_output=True, text=True, timeout=60)
    assert "play" in help_text.stdout
    # The engine inside is the one this environment runs: compiled, with mypyc's runtime.
    bench = ["bench", "--decisions", "300", "--processes", "1", "--ruleset", "huch"]
    said = subprocess.run(
        [str(program), *bench, "--copy-states", "1"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert said.returncode == 0, said.stderr[-3000:]
    assert ("engine: compiled (mypyc)" if compiled() else "engine: pure Python") in said.stdout


def test_the_bundle_finds_its_data_and_version_from_any_folder(tmp_path):
    """Run after the build above: the rulesets, the translations (rules speaks in words), the
    schema (check), the copied package metadata (--version), the icons (desktop install)."""
    program = ROOT / "dist" / "maumau" / ("maumau.exe" if sys.platform == "win32" else "maumau")
    if not program.is_file():
        pytest.skip("no bundle: test_bundle_builds_and_runs_the_smoke_round builds it")
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "share")}

    def run(*args: str) -> str:
        done = subprocess.run(
            [str(program), *args],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 0, (args, done.stdout[-2000:], done.stderr[-2000:])
        return done.stdout

    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert run("--version").strip() == f"maumau {pyproject['project']['version']}"
    assert "Mouse Joker" in run("rules", "emmi")
    (tmp_path / "mine.yaml").write_text(
        (ROOT / "rulesets" / "huch.yaml").read_text(encoding="utf-8"), encoding="utf-8"
    )
    assert "mine.yaml: ok" in run("check", "mine.yaml")
    if sys.platform.startswith("linux"):
        run("desktop", "install")
        entry = (tmp_path / "share" / "applications" / "maumau.desktop").read_text("utf-8")
        assert f"Exec={program}" in entry
        run("desktop", "uninstall")
