"""`python -m game check` and `python -m game rules`, run as a user would."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from game.ruleset import shipped_ruleset_ids

from .locations import BROKEN, MINI, ROOT

BUILTIN_SUMMARIES = [
    "rulesets/abacus.yaml: ok — Twist & Shout (abacus), 112 cards, 2-10 players, hand 7",
    "rulesets/classic.yaml: ok — Classic Mau-Mau (classic), 32 cards, 2-5 players, hand 5",
    "rulesets/emmi.yaml: ok — Mouse Joker (emmi), 55 cards, 2-6 players, hand 6",
    "rulesets/huch.yaml: ok — Little Ravens (huch), 104 cards, 2-6 players, hand 5",
    "rulesets/noris.yaml: ok — Colour Rush (noris), 110 cards, 2-8 players, hand 5",
]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game", *args],
        check=False,
        cwd=ROOT,
        capture_output=True,
        text=True,
        encoding="utf-8",
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
        timeout=60,
    )


def test_check_builtin_files() -> None:
    result = run(
        "check",
        *(f"rulesets/{name}.yaml" for name in ("abacus", "classic", "emmi", "huch", "noris")),
    )
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.splitlines() == BUILTIN_SUMMARIES


def test_check_builtin_id() -> None:
    result = run("check", "noris")
    assert result.returncode == 0
    assert result.stdout == "noris: ok — Colour Rush (noris), 110 cards, 2-8 players, hand 5\n"


def test_check_bad_file() -> None:
    path = BROKEN / "wrong_type_count.yaml"
    result = run("check", str(path))
    assert result.returncode == 2
    assert result.stdout.splitlines() == [
        f'{path}:15: ranks.stop.effects[0].skip.count: expected a whole number from 1 to 50, got "two"',
        "1 problem in 1 file",
    ]


def test_check_good_and_bad_files() -> None:
    path = BROKEN / "too_few_cards.yaml"
    result = run("check", str(MINI), str(path))
    assert result.returncode == 2
    assert result.stdout.splitlines() == [
        f"{MINI}: ok — Mini (mini), 28 cards, 2-4 players, hand 5",
        f"{path}:26: deck: 28 cards are too few: 4 players with 12 cards each need at least 49",
        f"{path}:31: deck_options.tiny: 22 cards are too few: 4 players with 12 cards each need at least 49",
        "2 problems in 1 of 2 files",
    ]


def test_check_missing_file_and_directory_without_traceback() -> None:
    result = run(
        "check",
        "no/such.yaml",
        "rulesets",
        str(BROKEN / "syntax_error.yaml"),
        str(BROKEN / "python_tag.yaml"),
    )
    assert result.returncode == 2
    assert "Traceback" not in result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert lines[:2] == [
        "no/such.yaml: no such file",
        "rulesets: is a directory, not a ruleset file",
    ]
    assert lines[-1] == "4 problems in 4 of 4 files"


def test_check_needs_a_file() -> None:
    result = run("check")
    assert result.returncode == 2
    assert "usage:" in result.stderr and "Traceback" not in result.stderr


def test_rules_summary() -> None:
    result = run("rules", "noris")
    assert (result.returncode, result.stderr) == (0, "")
    text = result.stdout
    assert text.startswith("Colour Rush (noris)\n")
    for line in [
        "2–8 players · 5 cards each · 110 cards in the deck",
        "  Draw 2 (10 points)",
        "    The next player draws 2 cards; may be answered with Draw 2 (stacks); after drawing "
        "their turn is over.",
        "  A drawn card may not be played in the same turn, even if it fits: the turn is over.",
        "  Say “Mau” when a play leaves you one card; forgetting it costs a penalty card.",
        "  A match has 3 rounds.",
        "  D-12  ranks.draw4.effects.0.draw.loses_turn = true  (true | false)",
        "  D-4   rules.draw_when_able = false  (false | true)",
    ]:
        assert line in text.splitlines(), line


def test_rules_in_another_language() -> None:
    result = run("rules", "emmi", "--language", "de")
    assert (result.returncode, result.stderr) == (0, "")
    assert (
        "  Eine gezogene Karte, die passt, darf sofort abgelegt werden."
        in result.stdout.splitlines()
    )


def test_rules_for_every_builtin() -> None:
    for name in ("abacus", "classic", "emmi", "huch", "noris"):
        result = run("rules", name)
        assert (result.returncode, result.stderr) == (0, ""), name
        assert "Traceback" not in result.stdout


def test_rules_unknown_name() -> None:
    result = run("rules", "nors")
    assert result.returncode == 2
    assert result.stderr == (
        "nors: no such file, built-in ruleset or ruleset of yours in "
        f"{os.environ['MAUMAU_DATA_DIR']}/rulesets (built-in: {', '.join(shipped_ruleset_ids())})\n"
    )


def test_rules_bad_file() -> None:
    path = BROKEN / "bad_enum.yaml"
    result = run("rules", str(path))
    assert result.returncode == 2
    assert (
        result.stderr
        == f'{path}:37: rules.drawn_card: expected one of keep, may_play, must_play, got "maybe"\n'
    )


def test_check_warns_of_a_stacked_card_without_a_draw(tmp_path: Path) -> None:
    """A card in a Draw card's `stack_with` with no draw of its own plays the same every time
    (it ends the attack), so the file is good: `check` warns, naming file, line and key, and
    exits 0."""
    text = (ROOT / "rulesets" / "classic.yaml").read_text(encoding="utf-8")
    path = tmp_path / "warned.yaml"
    path.write_text(text.replace('stack_with: ["7"]', 'stack_with: ["7", jack]'), "utf-8")
    result = run("check", str(path))
    assert (result.returncode, result.stderr) == (0, "")
    ok, warning = result.stdout.splitlines()
    assert ok.startswith(f"{path}: ok — ")
    line = 1 + text.splitlines().index(
        '    effects: [{draw: {count: 2, stack_with: ["7"], loses_turn: true}}]'
    )
    assert warning.startswith(
        f'{path}:{line}: ranks.7.effects[0].draw.stack_with[1]: warning: "jack"'
    )
    assert "cancel_attack" in warning
