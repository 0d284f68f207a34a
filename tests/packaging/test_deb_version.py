"""The .deb's version and changelog entry (packaging/deb.py): the game's PEP 440 version as
Debian orders it, a development build before its release."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest
from packaging.version import Version

from tests.packaging.checks import ROOT

sys.path.insert(0, str(ROOT / "packaging"))  # where packaging/dist.py finds it

import deb

# Ascending, as PEP 440 orders them.
VERSIONS = [
    "0.0.0.dev0+unknown",
    "0.1.0",
    "0.1.1.dev3+g1a2b3c4d5",
    "0.2.0.dev1+g99999999",
    "0.2.0.dev12+g0a0a0a0a0",
    "0.2.0.dev12+g0a0a0a0a0.d20261129",
    "0.2.0rc1.dev2+g5e5e5e5",
    "0.2.0rc1",
    "0.2.0",
    "0.2.0.post1.dev1",
    "0.2.0.post1",
    "0.10.0",
    "1!0.0.1",
]


def test_the_examples_are_in_pep_440_s_order():
    assert sorted(VERSIONS, key=Version) == VERSIONS


def test_development_builds_and_pre_releases_sort_before_their_release():
    assert deb.debian_version("0.2.0.dev12+g0a0a0a0a0") == "0.2.0~dev12+g0a0a0a0a0"
    assert deb.debian_version("0.2.0rc1") == "0.2.0~rc1"
    assert deb.debian_version("0.2.0") == "0.2.0"
    assert deb.debian_version("1!0.0.1") == "1:0.0.1"


@pytest.mark.skipif(not shutil.which("dpkg"), reason="needs dpkg (Debian, Ubuntu)")
def test_dpkg_orders_them_as_pep_440_does():
    mapped = [deb.debian_version(v) for v in VERSIONS]
    for lower, higher in zip(mapped, mapped[1:], strict=False):
        done = subprocess.run(["dpkg", "--compare-versions", lower, "lt", higher])
        assert done.returncode == 0, f"dpkg: not {lower} < {higher}"


def test_a_version_not_normalised_is_refused():
    for odd in ("v0.1.0", "0.1.0-dev3", "0.1.0+Local_Thing", "latest"):
        with pytest.raises(ValueError):
            deb.debian_version(odd)


def test_a_release_s_entry_is_dated_as_its_changelog_heading():
    text = deb.changelog_text("0.1.0")
    assert text.startswith("maumau (0.1.0) unstable; urgency=medium\n")
    assert "/blob/v0.1.0/CHANGELOG.md" in text and "27 Nov 2026" in text


@pytest.mark.skipif(not (ROOT / ".git").exists(), reason="not a git checkout")
def test_a_development_build_s_entry_points_at_the_unreleased_section_of_its_commit():
    commit = subprocess.run(
        ["git", "log", "-1", "--format=%h %cd", "--abbrev=12", "--date=format:%d %b %Y"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split(maxsplit=1)
    text = deb.changelog_text("0.2.0.dev12+g0a0a0a0a0.d20261129")
    assert text.startswith("maumau (0.2.0~dev12+g0a0a0a0a0.d20261129) unstable;")
    words = " ".join(text.split())
    assert "a development build, not a release" in words and "Unreleased section" in words
    assert f"/blob/{commit[0]}/CHANGELOG.md" in text and commit[1].strip() in text
    assert max(len(line) for line in text.splitlines()[:-1]) <= 80  # lintian's width
