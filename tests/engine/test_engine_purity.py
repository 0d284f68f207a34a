"""The engine is pure Python: it imports without pygame, and no engine code names a ruleset or a
book's card — the rulesets are data, and the engine knows only the effect primitives."""

from __future__ import annotations

import io
import pkgutil
import re
import subprocess
import sys
import tokenize
from pathlib import Path

import game.engine
from game.engine.effect_kinds import BY_NAME

ENGINE = Path(game.engine.__file__).parent
ROOT = ENGINE.parent.parent
# Ruleset ids and the books' card names (rank ids and their spellings).
FORBIDDEN = [
    "noris",
    "emmi",
    "abacus",
    "huch",
    "classic",
    "joker",
    "wild",
    "draw2",
    "draw4",
    "xplus",
    "your_choice",
    "trade_hands",
    "6_9",
    "free_colour",
    "jack",
    "six_nine",
    "emmi_joker",
    "2plus",
    "colour_change",
    "queen",
    "king",
    "ace",
]
# The format's effect primitives are engine vocabulary, even where a book's card shares the word
# (abacus calls its card after the `trade_hands` effect it carries).
PRIMITIVES = set(BY_NAME)


def test_the_engine_and_the_simulator_import_without_pygame():
    modules = [f"game.engine.{m.name}" for m in pkgutil.iter_modules([str(ENGINE)])]
    modules += [
        "game.sim",
        "game.sim.replay",
        "game.sim.trace",
        "game.sim.commands",
        "game.sim.bench",
    ]
    code = (
        "import sys; sys.modules['pygame'] = None\n"
        f"import importlib\nfor name in {modules!r}: importlib.import_module(name)\n"
        "from game.engine import new_round\n"
        "from game.ruleset import load_rules\n"
        "from game.sim.simulate import simulate\n"
        "r = simulate(load_rules('noris'), 3, 2, 1)\n"
        "assert not r.errors, r.errors\n"
        "assert sys.modules['pygame'] is None\n"
        "print('pure')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "pure"


def _code_words(path: Path) -> list[tuple[int, str]]:
    """Identifiers and string literals of a module, without comments and docstrings."""
    out: list[tuple[int, str]] = []
    tokens = list(tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline))
    previous = tokenize.NEWLINE
    for tok in tokens:
        if tok.type == tokenize.STRING and previous in (
            tokenize.NEWLINE,
            tokenize.NL,
            tokenize.INDENT,
            tokenize.DEDENT,
            tokenize.ENCODING,
        ):
            pass  # a docstring (an expression statement made of a string alone)
        elif tok.type in (tokenize.NAME, tokenize.STRING):
            out.append((tok.start[0], tok.string))
        if tok.type not in (tokenize.COMMENT, tokenize.NL):
            previous = tok.type
    return out


def _hits(path: Path) -> list[str]:
    hits = []
    for line, word in _code_words(path):
        for name in FORBIDDEN:
            pattern = rf"(?<![a-z0-9]){re.escape(name)}(?![a-z0-9])"
            if re.search(pattern, word, re.IGNORECASE):
                if name in PRIMITIVES and re.fullmatch(rf"['\"]?{name}['\"]?", word, re.IGNORECASE):
                    continue
                # A kind's home is named after it (effect_trade_hands), and its schema words
                # in its own home say its name.
                if name in PRIMITIVES and (
                    word == f"effect_{name}" or path.stem == f"effect_{name}"
                ):
                    continue
                hits.append(f"{path.name}:{line}: {word} names {name!r}")
    return hits


def test_no_engine_code_names_a_ruleset_or_a_books_card():
    hits = [hit for path in sorted(ENGINE.glob("*.py")) for hit in _hits(path)]
    assert not hits, "\n".join(hits)


def test_the_grep_would_catch_a_card_name(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text('"""Docstrings may say wild."""\nif rank == "draw4":\n    x = NORIS_RULE\n')
    assert [h.split(": ", 1)[1] for h in _hits(bad)] == [
        "\"draw4\" names 'draw4'",
        "NORIS_RULE names 'noris'",
    ]
