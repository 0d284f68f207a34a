"""`python -m game check FILE...` and `python -m game rules NAME`.

Both print problems as `file:line: path: message` and never a traceback: a person running
them wants to know what to fix in their file, not where the checker is.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from game.i18n import LANGUAGES, set_language, text_of, tr
from game.rulebook import rulebook_text
from game.ruleset import Problem, check_named, warnings_named
from game.ruleset.house_rules import house_rules
from game.ruleset.locate import HELP
from game.ruleset.overrides import setting_text
from game.ruleset.semantics import deck_size

EXIT_BAD = 2


def _readable_output() -> None:
    """Never crash on a console that cannot show "—" or "ä"; degrade the character instead."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")


def _deck(doc: dict[str, Any]) -> list[Any]:
    """The entries of the deck in use."""
    chosen = doc["rules"]["deck"]
    return list(doc["deck"] if chosen == "main" else doc["deck_options"][chosen])


def summary(doc: dict[str, Any]) -> str:
    """One line for a good file: name, id, cards in the deck in use, players, hand size."""
    players = doc["players"]
    return (
        f"{text_of(doc['name'])} ({doc['id']}), {deck_size(doc, _deck(doc))} cards, "
        f"{players['min']}-{players['max']} players, hand {doc['hand_size']}"
    )


def _rules_text(doc: dict[str, Any]) -> str:
    """The ruleset in words, then each house rule's setting with its value and choices, each
    written as `sim --set PATH=VALUE` takes it back (`setting_text`)."""
    lines = [rulebook_text(doc, deck_size(doc, _deck(doc))), "", tr("rules.settings")]
    for rule in house_rules(doc):
        ids = ",".join(rule.ids)  # decisions sharing the setting: one word ("D-1,D-49")
        for path, values in rule.values_by_setting.items():
            shown = " | ".join(setting_text(v) for v in values)  # a value may hold commas
            lines.append(f"  {ids:<5} {path} = {setting_text(values[0])}  ({shown})")
    return "\n".join(lines)


def _check_one(name: str) -> list[Problem]:
    """Problems of one file ([] when good, after printing its summary)."""
    try:
        doc, problems = check_named(name)
        if doc is not None:
            print(f"{name}: ok — {summary(doc)}")
            for warning in warnings_named(name):  # it plays as said: no problem, no exit code
                print(warning)
        return problems
    except Exception as error:
        return [Problem(name, 0, "", f"internal error while checking: {error!r}")]


def run_check(argv: list[str]) -> int:
    """Validate ruleset files; exit 0 if all are good, 2 if any is bad."""
    _readable_output()
    parser = argparse.ArgumentParser(
        prog="python -m game check", description="Validate ruleset files (or built-in ruleset ids)."
    )
    parser.add_argument("files", nargs="+", metavar="FILE", help=HELP)
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
    parser.add_argument("name", metavar="NAME", help=HELP)
    parser.add_argument(
        "--language", default="en", choices=LANGUAGES, help="the language to print in (en)"
    )
    args = parser.parse_args(argv)
    set_language(args.language)
    try:
        doc, problems = check_named(args.name)
        text = _rules_text(doc) if doc is not None else ""
    except Exception as error:
        doc, problems = None, [Problem(args.name, 0, "", f"internal error: {error!r}")]
    if doc is None:
        for problem in problems:
            print(problem, file=sys.stderr)
        return EXIT_BAD
    print(text)
    return 0
