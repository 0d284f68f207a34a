"""The desktop files, the manual page and the workflows, as their own checkers see them.

Each checker is a system tool (.ci/run installs them with apt) or, for actionlint, one from the
test group: a test skips where its tool is missing, and fails in CI.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from game import desktop
from game.__main__ import COMMANDS, DEV_COMMANDS
from tests.packaging.checks import ROOT, tool

WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
MANPAGE = ROOT / "docs" / "maumau.6"


def run(*command: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(c) for c in command], capture_output=True, text=True, timeout=120)


def test_appstreamcli_finds_nothing_in_the_metainfo():
    """Pedantic, offline (the screenshots' addresses are checked in test_identity)."""
    appstreamcli = tool("appstreamcli", "appstream")
    done = run(appstreamcli, "validate", "--pedantic", "--no-net", desktop.metainfo_file())
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Validation was successful." in done.stdout
    assert not re.search(r"^[EWIP]: ", done.stdout, re.M), done.stdout


def test_desktop_file_validate_finds_nothing_in_the_entry(tmp_path):
    validate = tool("desktop-file-validate", "desktop-file-utils")
    for text in (
        desktop.entry_file().read_text(encoding="utf-8"),
        desktop.entry_text(["/home/me/My Games/maumau"]),
        desktop.entry_text([sys.executable, "-m", "game"]),
    ):
        file = tmp_path / f"{desktop.APP_ID}.desktop"
        file.write_text(text, encoding="utf-8")
        done = run(validate, file)
        assert done.returncode == 0 and not done.stdout.strip(), done.stdout


def test_man_finds_nothing_to_warn_about_in_the_manual_page():
    man = tool("man", "man-db")
    done = subprocess.run(
        [man, "--warnings", "-E", "UTF-8", "-l", "-Tutf8", "-Z", str(MANPAGE)],
        capture_output=True,
        text=True,
        timeout=60,
        env={"LC_ALL": "C.UTF-8", "MANWIDTH": "80", "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 0 and not done.stderr.strip(), done.stderr


def help_options(command: str) -> set[str]:
    """The options `maumau COMMAND --help` lists."""
    done = run(sys.executable, "-m", "game", command, "--help")
    assert done.returncode == 0, done.stderr
    return set(re.findall(r"(?<![\w-])(--[a-z][a-z-]*)", done.stdout)) - {"--help"}


def test_the_manual_page_describes_every_command_and_option():
    text = MANPAGE.read_text(encoding="utf-8").replace("\\-", "-")
    for command in [*COMMANDS, *DEV_COMMANDS]:
        heading = f".B {command}" if not command.startswith("--") else f".BI {command}"
        assert heading in text, f"maumau({command}) is missing from docs/maumau.6"
        missing = {o for o in help_options(command) if o not in text}
        assert not missing, (command, missing)
    assert "--version" in text


@pytest.mark.parametrize("workflow", ["release.yml", "test.yml"])
def test_actionlint_finds_nothing_in_the_workflows(workflow):
    """actionlint from the test group (it runs shellcheck on the steps' scripts where
    shellcheck is installed: .ci/run installs it): the release, and the tests on every push."""
    actionlint = Path(sys.executable).with_name("actionlint")
    if not actionlint.exists():
        actionlint = Path(tool("actionlint", "(pip) the test group: make test installs it"))
    done = run(actionlint, "-color=false", WORKFLOW.with_name(workflow))
    assert done.returncode == 0, done.stdout + done.stderr


def test_every_workflow_is_checked():
    """A workflow added later is added to the list above."""
    found = sorted(path.name for path in WORKFLOW.parent.glob("*.y*ml"))
    assert found == ["release.yml", "test.yml"]


def test_the_readme_builds_the_bundle_on_windows_and_macos_as_the_workflow_does():
    """The README's commands for those systems are the release job's, word for word."""
    workflow = WORKFLOW.read_text(encoding="utf-8")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    steps = [
        "python -m pip install --upgrade pip",
        "python -m pip install -e . --group dist",
        "python packaging/dist.py bundle",
    ]
    for step in steps:
        assert step in workflow, step
        assert step in readme, step
    assert "runs-on: ${{ matrix.os }}" in workflow
    for system in ("windows-", "macos-"):
        assert f"os: {system}" in workflow
    assert "--smoke" in workflow
