"""`python -m game check FILE...` and `python -m game rules NAME`.

Both print problems as `file:line: path: message` and never a traceback: a person running
them wants to know what to fix in their file, not where the checker is.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from game.ruleset import Problem, RulesetError, check_file, find_ruleset
from game.ruleset.describe import describe, english
from game.ruleset.semantics import deck_size

EXIT_BAD = 2


def _readable_output() -> None:
    """Never crash on a console that cannot show "—" or "ä"; degrade the character instead."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")


def summary(doc: dict[str, Any]) -> str:
    """One line for a good file: name, id, cards in the deck in use, players, hand size."""
    chosen = doc.get("rules", {}).get("deck", "main")
    entries = doc["deck"] if chosen == "main" else doc["deck_options"][chosen]
    players = doc["players"]
    return (
        f"{english(doc['name'], doc['id'])} ({doc['id']}), {deck_size(doc, entries)} cards, "
        f"{players['min']}-{players['max']} players, hand {doc['hand_size']}"
    )


def _check_one(name: str) -> list[Problem]:
    """Problems of one file ([] when good, after printing its summary)."""
    try:
        path = find_ruleset(name)
        doc, problems = check_file(path, None)
        if doc is not None:
            print(f"{name}: ok — {summary(doc)}")
        return problems
    except RulesetError as error:
        return error.problems
    except Exception as error:
        return [Problem(name, 0, "", f"internal error while checking: {error!r}")]


def run_check(argv: list[str]) -> int:
    """Validate ruleset files; exit 0 if all are good, 2 if any is bad."""
    _readable_output()
    parser = argparse.ArgumentParser(
        prog="python -m game check", description="Validate ruleset files (or built-in ruleset ids)."
    )
    parser.add_argument("files", nargs="+", metavar="FILE", help="a ruleset file or a built-in id")
    args = parser.parse_args(argv)
    total, bad = 0, 0
    for name in args.files:
        problems = _check_one(name)
        for problem in problems:
            print(problem)
        total += len(problems)
        bad += bool(problems)
    if bad:
        files = f"{bad} of {len(args.files)} files" if len(args.files) > 1 else "1 file"
        print(f"{total} problem{'s' if total != 1 else ''} in {files}")
        return EXIT_BAD
    return 0


def run_rules(argv: list[str]) -> int:
    """Print a ruleset in words; exit 2 if it cannot be found or is invalid."""
    _readable_output()
    parser = argparse.ArgumentParser(
        prog="python -m game rules", description="Print a ruleset in words."
    )
    parser.add_argument("name", metavar="NAME", help="a built-in ruleset id or a ruleset file")
    args = parser.parse_args(argv)
    try:
        doc, problems = check_file(find_ruleset(args.name), None)
        text = describe(doc) if doc is not None else ""
    except RulesetError as error:
        doc, problems = None, error.problems
    except Exception as error:
        doc, problems = None, [Problem(args.name, 0, "", f"internal error: {error!r}")]
    if doc is None:
        for problem in problems:
            print(problem, file=sys.stderr)
        return EXIT_BAD
    print(text)
    return 0
