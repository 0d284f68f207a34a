"""One version: git's tag through setuptools-scm, said alike by everything that shows it.

A tagged commit is its release; any other commit is a development build and says so. The
version of a tree is tried on small git repositories made here, holding pyproject.toml's own
[tool.setuptools_scm] settings.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import game
from game import versioning
from game.__main__ import main
from game.engine import compiled

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))

needs_git = pytest.mark.skipif(not shutil.which("git"), reason="needs git")
setuptools_scm = pytest.importorskip("setuptools_scm", reason="the test group brings it")


def test_the_game_s_version_is_the_checkout_s(monkeypatch):
    monkeypatch.delenv(versioning.PRETEND, raising=False)
    game.version.cache_clear()
    try:
        assert game.version() == game.__version__ == versioning.source_version(ROOT)
    finally:
        game.version.cache_clear()


def test_version_says_the_version_in_words_and_the_engine(capsys):
    assert main(["--version"]) == 0
    engine = "compiled (mypyc)" if compiled() else "pure Python"
    words = versioning.in_words(game.version())
    assert capsys.readouterr().out == f"maumau {words}\nengine: {engine}\n"


def test_the_title_and_about_show_the_same_version_read_without_git(monkeypatch):
    """A game started from a terminal answers Ctrl-C at any moment of its start in silence
    (tests/ui/test_stops.py); git started then gets the Ctrl-C too and said so on stderr. The
    screens' version is read from the metadata, starting no process."""
    from game.ui import about
    from game.ui.scenes import title

    assert title.VERSION == about.VERSION
    from importlib import metadata

    def no_process(*args, **kwargs):
        raise AssertionError(f"a process was started: {args}")

    monkeypatch.setattr(subprocess, "Popen", no_process)
    # (about.VERSION was read when it was imported: a build of an sdist in the checkout since,
    # tests/packaging's, may have written the metadata again with a newer development version.)
    assert versioning.on_screen() == metadata.version("maumau")


def test_a_development_build_says_so_in_words():
    assert versioning.in_words("1.2.3") == "1.2.3"
    assert "a development build, not a release" in versioning.in_words("1.3.0.dev4+gabc1234")
    assert "a development build, not a release" in versioning.in_words("1.2.3+d20261129")
    assert "unknown version" in versioning.in_words(versioning.UNKNOWN)
    assert not versioning.is_release("1.2.3rc1") and not versioning.is_release("1.2")


def test_the_unknown_version_is_pyproject_s_fallback():
    settings = PYPROJECT["tool"]["setuptools_scm"]
    assert settings["fallback_version"] == versioning.UNKNOWN
    assert "version" in PYPROJECT["project"]["dynamic"] and "version" not in PYPROJECT["project"]


def git(where: Path, *args: str) -> str:
    done = subprocess.run(
        ["git", "-c", "user.name=Test", "-c", "user.email=test@example.org", *args],
        cwd=where,
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.strip()


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A git repository with this project's pyproject.toml and one commit, on `main`."""
    monkeypatch.delenv(versioning.PRETEND, raising=False)
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    git(tmp_path, "init", "-q", "-b", "main")
    git(tmp_path, "add", "pyproject.toml")
    git(tmp_path, "commit", "-q", "-m", "first")
    return tmp_path


def commit(where: Path, name: str) -> str:
    (where / name).write_text(name, encoding="utf-8")
    git(where, "add", name)
    git(where, "commit", "-q", "-m", name)
    return git(where, "rev-parse", "--short=7", "HEAD")


@needs_git
def test_a_tagged_commit_is_its_release(tree: Path):
    git(tree, "tag", "-a", "v1.2.3", "-m", "1.2.3")
    assert versioning.source_version(tree) == "1.2.3"
    assert versioning.is_release(versioning.source_version(tree))


@needs_git
def test_commits_after_the_tag_are_a_development_build_of_the_next_minor_version(tree: Path):
    git(tree, "tag", "-a", "v1.2.3", "-m", "1.2.3")
    commit(tree, "a")
    head = commit(tree, "b")
    found = versioning.source_version(tree)
    assert found.startswith(f"1.3.0.dev2+g{head}"), found
    assert not versioning.is_release(found)


@needs_git
def test_a_release_branch_named_for_its_version_builds_the_next_patch(tree: Path):
    git(tree, "tag", "-a", "v1.2.3", "-m", "1.2.3")
    git(tree, "switch", "-q", "-c", "1.2.x")
    commit(tree, "fix")
    assert versioning.source_version(tree).startswith("1.2.4.dev1+g")


@needs_git
def test_changes_not_committed_make_a_development_build_even_on_the_tag(tree: Path):
    git(tree, "tag", "-a", "v1.2.3", "-m", "1.2.3")
    (tree / "pyproject.toml").write_text(
        (tree / "pyproject.toml").read_text(encoding="utf-8") + "\n", encoding="utf-8"
    )
    found = versioning.source_version(tree)
    assert not versioning.is_release(found) and ".d" in found.partition("+")[2], found


@needs_git
def test_without_a_tag_it_is_a_development_build(tree: Path):
    found = versioning.source_version(tree)
    assert not versioning.is_release(found) and ".dev" in found, found


def test_a_tree_without_git_or_pkg_info_is_unknown(tmp_path: Path, monkeypatch):
    monkeypatch.delenv(versioning.PRETEND, raising=False)
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    assert versioning.source_version(tmp_path) == versioning.UNKNOWN


def test_an_sdist_s_pkg_info_names_its_version(tmp_path: Path, monkeypatch):
    monkeypatch.delenv(versioning.PRETEND, raising=False)
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    (tmp_path / "PKG-INFO").write_text(
        "Metadata-Version: 2.4\nName: maumau\nVersion: 4.5.6\n", encoding="utf-8"
    )
    assert versioning.source_version(tmp_path) == "4.5.6"


def test_the_version_a_build_is_told_to_take_is_taken(tree: Path, monkeypatch):
    monkeypatch.setenv(versioning.PRETEND, "7.8.9")
    assert versioning.source_version(tree) == "7.8.9"


def fake_install(monkeypatch: pytest.MonkeyPatch, url: str | None, version: str) -> None:
    """importlib.metadata answering for an install of the game from `url` (None: a wheel)."""
    from importlib import metadata

    class Installed:
        def __init__(self) -> None:
            self.version = version

        def read_text(self, name: str) -> str | None:
            if name == "direct_url.json" and url is not None:
                return json.dumps({"url": url, "dir_info": {"editable": True}})
            return None

    monkeypatch.setattr(metadata, "distribution", lambda name: Installed())


def test_without_setuptools_scm_the_tree_s_own_install_answers(monkeypatch):
    monkeypatch.setitem(sys.modules, "setuptools_scm", None)  # as in a `make play` environment
    monkeypatch.delenv(versioning.PRETEND, raising=False)
    fake_install(monkeypatch, versioning.TOP.as_uri(), "0.2.0.dev5+gabc1234")
    assert versioning.current() == "0.2.0.dev5+gabc1234"


def test_another_copy_s_install_does_not_answer_for_this_tree(monkeypatch, tmp_path: Path):
    monkeypatch.setitem(sys.modules, "setuptools_scm", None)
    monkeypatch.delenv(versioning.PRETEND, raising=False)
    fake_install(monkeypatch, tmp_path.as_uri(), "0.1.0")
    assert versioning.current() == versioning.UNKNOWN


def test_an_installed_wheel_reads_its_metadata(monkeypatch, tmp_path: Path):
    monkeypatch.setattr(versioning, "TOP", tmp_path)  # site-packages: no pyproject.toml
    fake_install(monkeypatch, None, "1.2.3")
    assert versioning.source_tree() is None
    assert versioning.current() == "1.2.3"
