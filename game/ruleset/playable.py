"""The last check of a ruleset: the engine compiles it.

The validator knows the format (the schema and the checks between its parts); the engine's
compiler turns a valid document into rules. The two are written apart, so a document can pass
the one and be refused by the other (an effect the schema offers and the engine lacks). A file
is checked, and a workshop draft playable, only when the engine has compiled it: a refusal is
the file's problem, said in words, never a crash at a table.
"""

from __future__ import annotations

from typing import Any

from game.ruleset.problem import Problem, brief, msg


def engine_problems(filled: dict[str, Any], file: str) -> list[Problem]:
    """Nothing when the engine compiles the document (with its defaults written in); else one
    problem saying what the engine said."""
    from game.engine.rules import compile_rules  # the engine is optional for reading rulesets

    try:
        compile_rules(filled)
    except Exception as error:  # whatever the compiler raises is the file's problem
        # The compiler's own refusals (ValueError) say what is too much; anything else is a
        # gap between the format and the engine, named by its kind (KeyError: 'sparkle').
        said = str(error) if isinstance(error, ValueError) else f"{type(error).__name__}: {error}"
        said = brief(said, 120)
        return [Problem.of(file, 0, "", msg("ruleset.problem.engine_refused", reason=said))]
    return []
