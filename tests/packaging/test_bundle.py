"""The standalone program (PyInstaller, build.spec), as packaging/dist.py builds it: small,
complete, and runnable from anywhere, also from its archive with an empty environment.

Building takes a minute or two, so it runs in CI (CI=true) or when asked (RUN_DIST_TEST=1 or
RUN_BUNDLE_TEST=1), and skips otherwise.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from game import desktop
from game.engine import compiled
from game.versioning import in_words
from tests.packaging.checks import ROOT, VERSION

EXE = ".exe" if sys.platform == "win32" else ""
# bytes: the bundle's size, as `du --apparent-size` counts it. 37.1 MB measured with the
# licence texts of every library it carries (0.47 MB, which their licences require), the
# engine's modules of each effect kind's home and the rules of the world's shedding games
# (endings, conditions, set-up, start card, drawing variants: 0.7 MB compiled).
LIMIT = 38_000_000


def program(release: Path) -> Path:
    return release / "maumau" / f"maumau{EXE}"


def headless(tmp_path: Path, **extra: str) -> dict[str, str]:
    return {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "MAUMAU_DATA_DIR": str(tmp_path / "data"),
        "MAUMAU_CONFIG_DIR": str(tmp_path / "config"),
        **extra,
    }


def run(command: list[str | Path], cwd: Path, env: dict[str, str], timeout: float = 300) -> str:
    done = subprocess.run(
        [str(c) for c in command], cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout
    )
    assert done.returncode == 0, (command, done.stdout[-2000:], done.stderr[-3000:])
    return done.stdout


def test_spec_has_nothing_system_specific():
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    for word in ("/usr/", "/tmp/", '.so"', "apt-get", "\\\\", 'platform == "linux"', ".dll"):
        assert word not in spec, word


def test_the_bundle_is_small_and_leaves_out_what_the_game_never_uses(release: Path):
    bundle = release / "maumau"
    files = [p for p in bundle.rglob("*") if p.is_file() or p.is_symlink()]
    total = sum(p.lstat().st_size for p in files)
    print(f"bundle: {total / 1e6:.1f} MB in {len(files)} files")
    assert total < LIMIT, f"{total / 1e6:.1f} MB"
    names = {p.name for p in files}
    left_out = ("libssl", "libcrypto", "_ssl.", "_tkinter", "libstdc++", "libgcc_s", "_yaml.")
    assert not [n for n in names if n.startswith(left_out)]
    assert not [n for n in names if n.startswith(("_codecs_jp", "_multibytecodec"))]
    assert any(bundle.rglob("game/_data/rulesets/noris.yaml"))
    assert any(bundle.rglob(f"{desktop.APP_ID}.png")) and any(bundle.rglob("maumau*-info"))
    assert any(bundle.rglob(f"{desktop.APP_ID}.desktop"))


def test_the_bundle_plays_its_smoke_round_with_the_engine_it_was_built_with(
    release: Path, tmp_path: Path
):
    picture = tmp_path / "bundle-smoke.png"
    env = headless(tmp_path)
    run([program(release), "--smoke", picture], tmp_path, env)
    assert picture.stat().st_size > 10_000
    out = ROOT / "out"
    out.mkdir(exist_ok=True)
    shutil.copy(picture, out / "bundle-smoke.png")  # to look at
    assert "play" in run([program(release), "--help"], tmp_path, env)
    # The engine inside is the one this environment runs: compiled, with mypyc's runtime.
    bench = ["bench", "--decisions", "300", "--processes", "1", "--ruleset", "huch"]
    said = run([program(release), *bench, "--copy-states", "1"], tmp_path, env, timeout=120)
    assert ("engine: compiled (mypyc)" if compiled() else "engine: pure Python") in said


def test_the_bundle_finds_its_data_and_version_from_any_folder(release: Path, tmp_path: Path):
    """The rulesets, the translations (rules speaks in words), the schema (check), the copied
    package metadata (--version), the desktop files (desktop install)."""
    env = headless(tmp_path, XDG_DATA_HOME=str(tmp_path / "share"))
    maumau = program(release)
    said = run([maumau, "--version"], tmp_path, env).splitlines()[0]
    assert said == f"maumau {in_words(VERSION)}"  # its metadata's, the build's version
    assert "Mouse Joker" in run([maumau, "rules", "emmi"], tmp_path, env)
    (tmp_path / "mine.yaml").write_text(
        (ROOT / "rulesets" / "huch.yaml").read_text(encoding="utf-8"), encoding="utf-8"
    )
    assert "mine.yaml: ok" in run([maumau, "check", "mine.yaml"], tmp_path, env)
    if sys.platform.startswith("linux"):
        said = run([maumau, "desktop", "install"], tmp_path, env)
        entry = tmp_path / "share" / "applications" / f"{desktop.APP_ID}.desktop"
        assert f"Exec={maumau}" in entry.read_text("utf-8").splitlines()
        assert f"Remove it with: {maumau} desktop uninstall" in said  # not on PATH here
        run([maumau, "desktop", "uninstall"], tmp_path, env)
        assert not list((tmp_path / "share").iterdir()), "left behind"


def test_the_archive_runs_anywhere_with_an_empty_environment(release: Path, tmp_path: Path):
    (packed,) = [
        p for p in release.glob(f"maumau-{VERSION}-*") if p.name.endswith((".tar.gz", ".zip"))
    ]
    if packed.suffix == ".zip":
        shutil.unpack_archive(packed, tmp_path)
    else:
        with tarfile.open(packed) as archive:
            archive.extractall(tmp_path, filter="tar")
    unpacked = tmp_path / f"maumau-{VERSION}" / f"maumau{EXE}"
    done = subprocess.run(
        [str(unpacked), "--version"],
        env={},
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    said = f"maumau {in_words(VERSION)}\n"
    assert done.returncode == 0 and done.stdout.startswith(said), done.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's locales")
def test_the_bundle_runs_in_a_japanese_locale_without_the_cjk_codecs(release: Path, tmp_path: Path):
    """Python's UTF-8 mode (build.spec) makes a console's EUC-JP locale harmless: without it,
    Python would stop at start, looking for the codec the bundle leaves out."""
    localedef = shutil.which("localedef")
    if not localedef or not Path("/usr/share/i18n/locales/ja_JP").exists():
        pytest.skip("needs glibc's localedef and the locales' sources (Debian: locales)")
    locales = tmp_path / "locales"
    locales.mkdir()
    # localedef exits 1 on mere warnings about the locale's sources: the result is what counts.
    subprocess.run([localedef, "-i", "ja_JP", "-f", "EUC-JP", str(locales / "ja_JP.EUC-JP")])
    assert (locales / "ja_JP.EUC-JP").is_dir()
    env = headless(tmp_path, LOCPATH=str(locales), LC_ALL="ja_JP.EUC-JP")
    said = run([program(release), "rules", "emmi", "--language", "de"], tmp_path, env)
    assert "Mäuse-Joker" in said and "2–6" in said
