"""Issue 32, case 5: the headless smoke round plays a ruleset named by a path, or by the id of
a file in the player's rulesets folder (on e9f3be4 both ended in a traceback: "no such file or
built-in ruleset"), through the one resolver every command uses (`game.ruleset.locate`)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MINI = ROOT / "tests" / "ruleset" / "fixtures" / "good" / "mini.yaml"


@pytest.fixture
def own(own_folders: Path) -> Path:
    """The player's rulesets folder, holding `mine.yaml` (Mini under another id)."""
    folder = own_folders / "data" / "rulesets"
    folder.mkdir(parents=True)
    text = MINI.read_text(encoding="utf-8").replace("id: mini", "id: mine")
    (folder / "mine.yaml").write_text(text, encoding="utf-8")
    return folder


def _smoke(out: Path, ruleset: str, data: Path) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "MAUMAU_DATA_DIR": str(data),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    return subprocess.run(
        [sys.executable, "-m", "game", "--smoke", str(out), "--ruleset", ruleset, "--seconds", "1"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.mark.parametrize("named", ["a path", "an id of the player's folder"])
def test_the_smoke_round_plays_a_players_file(own: Path, tmp_path: Path, named: str) -> None:
    out, elsewhere = tmp_path / "shot.png", tmp_path / "elsewhere.yaml"
    elsewhere.write_bytes((own / "mine.yaml").read_bytes())
    ruleset, played = (
        (str(elsewhere), elsewhere) if named == "a path" else ("mine", own / "mine.yaml")
    )
    done = _smoke(out, ruleset, own.parent)
    # Exit 1 would only say that no bot had moved yet in a second of game time (a busy
    # machine): the table was dealt with the file, which is what this asks.
    assert done.returncode in (0, 1) and "Traceback" not in done.stderr, done.stderr
    assert f"smoke: {played}, 4 players" in done.stdout, done.stdout
    assert out.read_bytes().startswith(b"\x89PNG")
