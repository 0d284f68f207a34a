"""`python -m tools.release X.Y.Z`: one commit and one tag after which the version, the
changelog, the metainfo and the manual page agree; refusals leave everything as it was.

Made on a clone of this checkout (its working tree as it is, committed there), without making
the screenshots again (--no-screenshots: they take a quarter of a minute).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest
from packaging.version import Version

from game.versioning import is_release, source_version
from tests.packaging.checks import ROOT, disagreements
from tools import changelog, release

pytestmark = pytest.mark.skipif(
    not (ROOT / ".git").exists() or not shutil.which("git"), reason="needs a git checkout"
)
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def git(where: Path, *args: str) -> str:
    done = subprocess.run(["git", *args], cwd=where, capture_output=True, text=True, check=True)
    return done.stdout.strip()


@pytest.fixture
def clone(tmp_path: Path) -> Path:
    """This checkout cloned, with the tags it has, and its working tree committed on top."""
    where = tmp_path / "clone"
    git(tmp_path, "clone", "--quiet", str(ROOT), str(where))
    git(where, "config", "user.name", "Test")
    git(where, "config", "user.email", "test@example.org")
    ours = set(git(ROOT, "ls-files", "--cached", "--others", "--exclude-standard").splitlines())
    for name in set(git(where, "ls-files").splitlines()) - ours:
        (where / name).unlink()
    for name in ours:
        if (ROOT / name).is_file():
            (where / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, where / name)
    git(where, "add", "--all")
    if git(where, "status", "--porcelain"):
        git(where, "commit", "--quiet", "-m", "The working tree as it is")
    return where


def run_release(where: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """The clone's own tools.release, in the clone (`-m` puts it first on the path)."""
    return subprocess.run(
        [sys.executable, "-m", "tools.release", *args],
        cwd=where,
        capture_output=True,
        text=True,
        timeout=120,
    )


def next_minor(where: Path) -> str:
    newest = changelog.newest_release(changelog.read(where)) or "0.0.0"
    major, minor, _ = map(int, newest.split("."))
    return f"{major}.{minor + 1}.0"


def test_a_release_is_one_commit_and_a_tag_after_which_all_agree(clone: Path):
    version = next_minor(clone)
    before = changelog.sections(changelog.read(clone))[0]
    done = run_release(clone, version, "--no-screenshots", "--summary", "Rules of your own & more")
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"The checkout's version is now {version}." in done.stdout

    assert git(clone, "status", "--porcelain") == ""
    assert git(clone, "log", "-1", "--format=%s") == f"Release {version}"
    assert git(clone, "cat-file", "-t", f"v{version}") == "tag"  # annotated
    assert git(clone, "rev-parse", f"v{version}^{{commit}}") == git(clone, "rev-parse", "HEAD")
    assert source_version(clone) == version and is_release(version)
    assert disagreements(clone, version) == []

    text = changelog.read(clone)
    unreleased, released, *_ = changelog.sections(text)
    assert unreleased.name == changelog.UNRELEASED and not unreleased.body.strip()
    assert (released.name, released.date) == (version, date.today().isoformat())
    assert released.body.strip() == before.body.strip()
    assert f"[Unreleased]: {release.HOME}/compare/v{version}...HEAD" in text
    metainfo = (clone / release.METAINFO).read_text(encoding="utf-8")
    assert "<p>Rules of your own &amp; more</p>" in metainfo
    assert f"/maumau/v{version}/docs/screenshots/table.png" in metainfo
    assert f'"Mau-Mau {version}"' in (clone / release.MANPAGE).read_text(encoding="utf-8")
    assert notes(clone, version).strip() == released.body.strip()

    # The next commit is a development build of the version after, and still agrees.
    (clone / "next.txt").write_text("next\n", encoding="utf-8")
    git(clone, "add", "next.txt")
    git(clone, "commit", "--quiet", "-m", "next")
    after = source_version(clone)
    assert not is_release(after) and Version(after) > Version(version)
    assert disagreements(clone, after) == []


def notes(where: Path, version: str) -> str:
    """The release notes as the release workflow takes them from CHANGELOG.md (its awk)."""
    if not shutil.which("awk"):
        pytest.skip("needs awk")
    found = re.search(r"^\s*(awk .*?) CHANGELOG\.md > notes\.md$", WORKFLOW.read_text(), re.M)
    assert found, "the workflow's awk line"
    done = subprocess.run(
        ["bash", "-c", f"{found[1]} CHANGELOG.md"],
        cwd=where,
        env={**os.environ, "TAG": f"v{version}"},
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout


def test_refusals_leave_everything_as_it_was(clone: Path):
    head = git(clone, "rev-parse", "HEAD")
    tags = git(clone, "tag", "--list")
    newest = changelog.newest_release(changelog.read(clone)) or "0.0.0"
    for args, why in [
        (["1.2"], "is not a version X.Y.Z"),
        ([newest], "is not newer than the last release"),
        (["0.0.1"], "is not newer than the last release"),
    ]:
        done = run_release(clone, *args, "--no-screenshots")
        assert done.returncode == 1 and why in done.stderr, (args, done.stderr)
    (clone / "CHANGELOG.md").write_text(changelog.read(clone) + "\n", encoding="utf-8")
    done = run_release(clone, next_minor(clone), "--no-screenshots")
    assert done.returncode == 1 and "changes not committed" in done.stderr, done.stderr
    git(clone, "checkout", "--", "CHANGELOG.md")
    assert git(clone, "rev-parse", "HEAD") == head and git(clone, "tag", "--list") == tags
    assert git(clone, "status", "--porcelain") == ""


def test_the_summary_is_the_section_s_first_paragraph_or_what_its_headings_count():
    listed = "\n### Added\n\n- a\n- b\n  more of b\n\n### Fixed\n\n- c\n"
    said = release.summary(changelog.Section("Unreleased", None, listed))
    assert said == "2 additions and 1 fix: the changelog has each."
    opened = "\nThe first release,\nin short.\n\n### Added\n\n- a\n"
    assert release.summary(changelog.Section("1.0.0", None, opened)) == (
        "The first release, in short."
    )
    with pytest.raises(release.Refused, match="nothing to release"):
        release.summary(changelog.Section("Unreleased", None, "\n"))
