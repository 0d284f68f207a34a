"""The game installed the ways people run it finds its data the same way, from any folder.

A copy of the project (as a download has it: no .venv, build or caches) is run as a checkout
(`PYTHONPATH`, nothing installed), installed editable as the Makefile does (and in setuptools'
strict editable mode), and built into a wheel that is installed into a fresh virtual
environment. Each answers `game.paths` through `importlib.resources` and must land in its own
copy of the files. The bundle is tests/ui/test_bundle.py.

Nothing is downloaded: the wheel and the editable install are built with `--no-build-isolation`
by the test environment's setuptools, and each new environment sees the test environment's
packages (pygame, PyYAML, ...) through a `.pth` line instead of installing them.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from game.engine import compiled
from game.versioning import UNKNOWN, in_words
from tests.helpers import PATIENCE

ROOT = Path(__file__).resolve().parents[1]
# A wheel's build compiles the engine (mypyc and a C compiler): a minute of CPU, and many of
# the clock on a machine busy with other work. Only a hang is ever this slow.
BUILD_PATIENCE = 6 * PATIENCE
SCRIPTS = "Scripts" if os.name == "nt" else "bin"
EXE = ".exe" if os.name == "nt" else ""
EXTENSION = sysconfig.get_config_var("EXT_SUFFIX")
# The copy holds no git, no PKG-INFO and no filled-in .git_archival.txt: its version is plainly
# unknown, and each way of running it says so alike.
VERSION = UNKNOWN
PROBE = (
    "from game import paths, version; print(version()); "
    "print((paths.assets_dir() / 'translations' / 'en.json').resolve()); "
    "print((paths.rulesets_dir() / 'emmi.yaml').resolve()); print(paths.schema_path().resolve())"
)
NOT_SHIPPED = (
    *(".venv*", ".git", "build", "dist", "out", "*.egg-info", "__pycache__", ".*cache"),
    ".hypothesis",  # hypothesis' examples, which tests running beside this one write to
    *("*.so", "*.pyd"),  # the engine compiled by this checkout's install (setup.py)
)


def setuptools_new_enough() -> bool:
    from importlib.metadata import version

    try:
        return int(version("setuptools").split(".")[0]) >= 77
    except Exception:
        return False


needs_setuptools = pytest.mark.skipif(
    not setuptools_new_enough(),
    reason="needs setuptools>=77 in the test environment (the test extra: make test installs it)",
)


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> Path:
    copy = tmp_path_factory.mktemp("download") / "maumau"
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(*NOT_SHIPPED))
    return copy


@pytest.fixture
def elsewhere(tmp_path: Path) -> Path:
    """A folder with nothing of the game in it, to run from."""
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    return folder


def environment(**extra: str) -> dict[str, str]:
    outside = ("PYTHONPATH", "PYTHONHOME", "MAUMAU_PURE_PYTHON")
    env = {k: v for k, v in os.environ.items() if k not in outside}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    return {**env, **extra}


def run(
    args: list[str | Path],
    cwd: Path,
    timeout: float = BUILD_PATIENCE,
    stderr: bool = False,
    **env: str,
) -> str:
    """The command's output (with its error output after it when `stderr`); it must succeed."""
    done = subprocess.run(
        [str(a) for a in args],
        cwd=cwd,
        env=environment(**env),
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert done.returncode == 0, (args, done.stdout[-2000:], done.stderr[-3000:])
    return done.stdout + done.stderr if stderr else done.stdout


def new_venv(where: Path) -> Path:
    """A virtual environment without pip whose Python sees the test environment's packages,
    but not the game installed among them (the unpacked sdist's tests run from a plain install,
    and that game would stand in for the one installed here); returns its Python."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(where)], check=True)
    python = where / SCRIPTS / f"python{EXE}"
    site = run([python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"], where)
    ours = sorted({sysconfig.get_path("purelib"), sysconfig.get_path("platlib")})
    shared = where / "shared"
    shared.mkdir()
    try:
        for folder in ours:
            for entry in sorted(Path(folder).iterdir()):
                game = entry.name == "game" or entry.name.startswith(("maumau-", "maumau."))
                if not game and not (shared / entry.name).exists():
                    (shared / entry.name).symlink_to(entry, target_is_directory=entry.is_dir())
        seen = [str(shared)]
    except OSError:  # no symbolic links here (Windows without the right): the folders whole
        seen = ours
    Path(site.strip(), "_test_environment.pth").write_text("\n".join(seen) + "\n")
    return python


def pip_into(python: Path, *args: str | Path, cwd: Path, **env: str) -> str:
    """Our pip installing into the environment of `python` (pip's --python): no pip there.
    `--ignore-installed`: that environment sees the test environment's packages, and where
    the game is installed there as a plain install (the unpacked sdist's own tests), pip
    would take it for this one and install nothing."""
    command = [sys.executable, "-m", "pip", "--python", python, "install", "--no-deps"]
    command += ["--ignore-installed", *args]
    return run(command, cwd, stderr=True, **env)


def probe(command: list[str | Path], cwd: Path, **env: str) -> list[Path | str]:
    version, *found = run([*command, "-c", PROBE], cwd, **env).split()
    return [version, *map(Path, found)]


def assert_found_in(found: list[Path | str], assets: Path, rulesets: Path, schema: Path) -> None:
    assert found == [
        VERSION,
        (assets / "translations" / "en.json").resolve(),
        (rulesets / "emmi.yaml").resolve(),
        schema.resolve(),
    ]


def test_a_checkout_finds_its_top_level_folders(source: Path, elsewhere: Path):
    env = {"PYTHONPATH": str(source)}
    found = probe([sys.executable], elsewhere, **env)
    assert_found_in(
        found, source / "assets", source / "rulesets", source / "game/ruleset/ruleset.schema.json"
    )
    assert "Mouse Joker" in run([sys.executable, "-m", "game", "rules", "emmi"], elsewhere, **env)


@needs_setuptools
@pytest.mark.parametrize("mode", ["lenient", "strict"])
def test_an_editable_install_finds_the_top_level_folders(mode: str, source: Path, tmp_path: Path):
    """`lenient` is setuptools' default, the one `make` uses; `strict` links every file.

    The engine stays Python here (MAUMAU_PURE_PYTHON=1), and the build says so: the whole
    suite runs on the compiled engine of `make`'s editable install, and the wheel below is
    compiled too."""
    python = new_venv(tmp_path / "venv")
    said = pip_into(
        python,
        "--verbose",
        "--no-build-isolation",
        "--config-settings",
        f"editable_mode={mode}",
        "-e",
        source,
        cwd=tmp_path,
        MAUMAU_PURE_PYTHON="1",
    )
    assert "maumau: the engine stays pure Python: MAUMAU_PURE_PYTHON=1" in said
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    found = probe([python], elsewhere)
    assert_found_in(
        found, source / "assets", source / "rulesets", source / "game/ruleset/ruleset.schema.json"
    )
    maumau = python.with_name(f"maumau{EXE}")
    assert "Mouse Joker" in run([maumau, "rules", "emmi"], elsewhere)


@needs_setuptools
def test_the_wheel_carries_everything_and_runs_from_any_folder(source: Path, tmp_path: Path):
    wheels = tmp_path / "wheels"
    run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-w", wheels]
        + [source],
        tmp_path,
    )
    (wheel,) = wheels.glob("maumau-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    # Built on the machine that built this test environment's engine: compiled when it is,
    # every module but those setup.py keeps in Python, with mypyc's runtime.
    engine = "game/engine/"
    built = {
        n[len(engine) : -len(EXTENSION)]
        for n in names
        if n.startswith(engine) and n.endswith(EXTENSION)
    }
    modules = {n[len(engine) : -3] for n in names if n.startswith(engine) and n.endswith(".py")}
    expected = (modules - {"__init__", "match"}) | {"native__mypyc"}
    assert built == (expected if compiled() else set())
    for top in ("assets", "rulesets"):
        for path in (source / top).rglob("*"):
            if path.is_file():
                assert f"game/_data/{path.relative_to(source).as_posix()}" in names
    assert "game/ruleset/ruleset.schema.json" in names
    # The licences as License-File entries (PEP 639), the manual page where pipx links it from.
    metadata = zipfile.ZipFile(wheel).read(f"maumau-{VERSION}.dist-info/METADATA").decode()
    assert "License-File: LICENSE\n" in metadata
    assert f"maumau-{VERSION}.dist-info/licenses/LICENSE" in names
    assert f"maumau-{VERSION}.data/data/share/man/man6/maumau.6" in names
    assert not [n for n in names if n.startswith(("tests/", "tools/", "assets/", "rulesets/"))]

    python = new_venv(tmp_path / "venv")
    pip_into(python, "--no-index", wheel, cwd=tmp_path)
    site = Path(run([python, "-c", "import game; print(game.__file__)"], tmp_path).strip()).parent
    assert site.is_relative_to(tmp_path / "venv")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    data = site / "_data"
    assert_found_in(
        probe([python], elsewhere),
        data / "assets",
        data / "rulesets",
        site / "ruleset/ruleset.schema.json",
    )

    says = "import game.engine as e; print(e.compiled(), e.core.__file__)"
    engine, core = run([python, "-c", says], elsewhere).split()
    assert engine == str(compiled()) and Path(core).is_relative_to(site)

    maumau = python.with_name(f"maumau{EXE}")
    home = {"MAUMAU_DATA_DIR": str(tmp_path / "data"), "MAUMAU_CONFIG_DIR": str(tmp_path / "cfg")}
    said = run([maumau, "--version"], elsewhere).splitlines()[0]
    assert said == f"maumau {in_words(VERSION)}"
    assert "Mouse Joker" in run([maumau, "rules", "emmi"], elsewhere)
    mine = elsewhere / "mine.yaml"
    shutil.copy(source / "rulesets" / "classic.yaml", mine)
    assert "mine.yaml: ok" in run([maumau, "check", mine.name], elsewhere)
    assert "3" in run([maumau, "sim", "--games", "3", "--seed", "1"], elsewhere, **home)
    picture = elsewhere / "smoke.png"
    run([maumau, "--smoke", picture], elsewhere, **home)
    assert picture.stat().st_size > 10_000


@needs_setuptools
@pytest.mark.skipif(os.name == "nt", reason="MSVC is not chosen through CC")
def test_without_a_c_compiler_the_wheel_carries_the_engine_s_source(source: Path, tmp_path: Path):
    """setup.py compiles the engine only where it can: with no compiler it says so in one line
    and builds the wheel any Python can run."""
    wheels = tmp_path / "wheels"
    pip_wheel = [sys.executable, "-m", "pip", "wheel", "--verbose", "--no-deps"]
    said = run(
        [*pip_wheel, "--no-build-isolation", "-w", wheels, source],
        tmp_path,
        stderr=True,
        CC="no-such-c-compiler",
    )
    assert "maumau: the engine stays pure Python: no working C compiler" in said
    (wheel,) = wheels.glob("maumau-*-py3-none-any.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "game/engine/core.py" in names and not [n for n in names if n.endswith(EXTENSION)]
