"""Every test run gets its own config and data folders: no test reads or writes the player's."""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

import game.engine

# A test process that runs away with memory fails with MemoryError and its traceback, instead
# of the kernel killing it (and a neighbour) on a machine the test run shares.
if sys.platform.startswith("linux"):
    import resource

    _cap = 8 << 30
    _soft, _hard = resource.getrlimit(resource.RLIMIT_AS)
    if _soft == resource.RLIM_INFINITY or _soft > _cap:
        resource.setrlimit(resource.RLIMIT_AS, (_cap, _hard))

_root = tempfile.mkdtemp(prefix="maumau-tests-")
os.environ["MAUMAU_CONFIG_DIR"] = os.path.join(_root, "config")
os.environ["MAUMAU_DATA_DIR"] = os.path.join(_root, "data")


@pytest.fixture
def own_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A data folder of the test's own (`tmp_path`), with no notice left from another test."""
    from game import userdirs

    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    userdirs.clear_notices()
    yield tmp_path
    userdirs.clear_notices()


@pytest.fixture
def own_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Data and config folders of the test's own (`tmp_path` / "data" and "config")."""
    from game import userdirs

    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("MAUMAU_CONFIG_DIR", str(tmp_path / "config"))
    userdirs.clear_notices()
    yield tmp_path
    userdirs.clear_notices()


@pytest.fixture(autouse=True)
def _fresh_new_game_defaults() -> Iterator[None]:
    """The New game screen remembers the last game in the settings, the file chooser the
    folder last used; each test starts blank."""
    from game.table import prefs

    prefs.current().new_game = {}
    prefs.current().files_folder = ""
    prefs.current().coach = "off"  # the coach's bubbles hold the table: tests ask for them
    yield
    prefs.current().new_game = {}
    prefs.current().files_folder = ""
    prefs.current().coach = "off"


@pytest.fixture(autouse=True)
def _saves_written_within_the_test(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The save and the kept rounds are written by threads (game.table.recording.Writer):
    what a test asked of them is on disk before its data folder is put back (monkeypatch is
    undone after this), never late in the folder of the test that runs next."""
    yield
    recording = sys.modules.get("game.table.recording")
    if recording is not None:
        from tests.helpers import PATIENCE

        for writer in list(recording._writers):
            assert writer.flush(PATIENCE), "a save still not written: a hung writer"


def _stale_engine_modules() -> list[str]:
    """Engine sources changed after the install compiled them (setup.py): Python imports the
    compiled module ahead of its source, so the tests would not see the change."""
    stale = []
    for source in sorted(Path(game.engine.__file__).parent.glob("*.py")):
        for suffix in EXTENSION_SUFFIXES:
            built = source.with_name(source.stem + suffix)
            if built.is_file() and built.stat().st_mtime < source.stat().st_mtime:
                stale.append(source.name)
    return stale


def pytest_sessionstart(session: pytest.Session) -> None:
    stale = _stale_engine_modules()
    if stale:
        pytest.exit(
            f"the compiled engine is older than {', '.join(stale)}: `make test` compiles it "
            "again (or `pip install -e .`); deleting game/engine/*.so tests the source instead",
            returncode=3,
        )


def _cpu_seconds() -> float:
    """This process's CPU time and its reaped children's (a test's subprocesses count)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


_cpu_start = pytest.StashKey[float]()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    """With --junitxml, each test case carries the CPU seconds of its set-up, call and
    tear-down as the property `cpu` (tools/test_times.py sums them by folder): on a machine
    others share, CPU time says what a test costs where wall time says how busy the machine was."""
    if not item.config.getoption("xmlpath", None) or not sys.platform.startswith("linux"):
        yield
        return
    item.stash[_cpu_start] = _cpu_seconds()
    yield


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    if call.when == "teardown" and _cpu_start in item.stash:
        spent = _cpu_seconds() - item.stash[_cpu_start]
        item.user_properties.append(("cpu", f"{spent:.3f}"))
    yield
