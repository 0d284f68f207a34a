"""What `check` warns about: a file that plays, and plays the same every time, but perhaps not
as its author meant.

A warning is no problem: the file is still good (checked, offered, played). It names the file,
the line and the key as a problem does, and says what the game will do there.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from game.ruleset.loader import SourceMap
from game.ruleset.problem import Finding, Problem, msg
from game.ruleset.reader import load_file
from game.ruleset.validate import to_problems

#: The attacks a card may be stacked on (`stack_with`): a Draw card's and a skip's.
ATTACKS = ("draw", "skip")


def stack_answer(effects: Any, kind: str = "draw") -> bool | None:
    """What a card with these effects does played on an attack of `kind` ("draw" or "skip")
    that lists it in `stack_with`: True, it stacks (it has an effect of that kind, or a
    `choose_effect` option with one); False, it ends the attack (nothing is passed on: nobody
    draws or sits out for it, and the card does what it does in any play); None, it cannot
    answer at all (a `choose_effect` none of whose options has one: no option to play).
    Any document will do, a draft's too."""
    chooses = False
    for effect in effects if isinstance(effects, list) else ():
        if not isinstance(effect, dict):
            if effect == kind:  # a bare name: `skip` with its defaults
                return True
            continue
        if kind in effect:
            return True
        params = effect.get("choose_effect")
        if isinstance(params, dict):
            chooses = True
            options = params.get("options")
            for option in options.values() if isinstance(options, dict) else ():
                if isinstance(option, list) and stack_answer(option, kind) is True:
                    return True
    return None if chooses else False


def rank_answers(doc: Any, kind: str = "draw") -> dict[str, bool]:
    """Each rank that may answer an attack of `kind` listing it: True where it stacks, False
    where it ends the attack (`stack_answer`); ranks that cannot answer are left out."""
    ranks = doc.get("ranks") if isinstance(doc, dict) else None
    out: dict[str, bool] = {}
    for rank_id, rank in ranks.items() if isinstance(ranks, dict) else ():
        answer = stack_answer(rank.get("effects") if isinstance(rank, dict) else None, kind)
        if answer is not None:
            out[str(rank_id)] = answer
    return out


def advice_findings(doc: dict[str, Any]) -> Iterator[Finding]:
    """A Draw card's or a skip's `stack_with` naming a rank with no effect of that kind of its
    own: played, that card ends the attack (as a `cancel_attack` would, the named way to
    write it) rather than stacking; or one that cannot answer at all."""
    ranks = doc.get("ranks")
    if not isinstance(ranks, dict):
        return
    answers = {kind: rank_answers(doc, kind) for kind in ATTACKS}
    for rank_id, rank in ranks.items():
        effects = rank.get("effects") if isinstance(rank, dict) else None
        for i, effect in enumerate(effects if isinstance(effects, list) else ()):
            for kind in ATTACKS:
                params = effect.get(kind) if isinstance(effect, dict) else None
                stack = params.get("stack_with") if isinstance(params, dict) else None
                for j, listed in enumerate(stack if isinstance(stack, list) else ()):
                    if listed not in ranks or answers[kind].get(listed) is True:
                        continue  # an unknown rank is a problem of its own
                    key = "ends_attack" if listed in answers[kind] else "never_answers"
                    prefix = "stack" if kind == "draw" else "skip_stack"
                    yield Finding(
                        ("ranks", rank_id, "effects", i, kind, "stack_with", j),
                        msg(
                            "ruleset.warning",
                            what=msg(f"ruleset.warning.{prefix}_{key}", card=listed, draw=rank_id),
                        ),
                    )


def warnings_of(doc: dict[str, Any], file: str, source: SourceMap | None = None) -> list[Problem]:
    """The warnings of a good document, placed on the lines of `source` (none: line 0)."""
    return to_problems(list(advice_findings(doc)), file, source or SourceMap())


def file_warnings(path: Path, file: str, *, inside: Path | None = None) -> list[Problem]:
    """The warnings of a ruleset file as it stands (no house rule applied), on its lines."""
    loaded = load_file(path, file, inside=inside)
    if not isinstance(loaded.data, dict):
        return []
    return warnings_of(loaded.data, file, loaded.source)
