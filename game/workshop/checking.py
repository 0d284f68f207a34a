"""Checking a draft as it is made: the validator of `python -m game check`, on a worker thread,
and each problem placed beside the field it belongs to.

`check_draft` runs `game.ruleset.check_document` — the schema, the checks between parts and
every house rule's values, exactly what `check` runs on a file — on a copy of the draft. On a
noris-sized draft that takes about 40 ms, most of it trying the house rules (each value a
house rule offers is a whole ruleset to validate), and a quarter of a second on the largest
draft the format allows: too long for a frame of a 60 Hz screen. So `Checker` runs on a thread
of its own, newest draft first (a draft changed again while a check runs is checked next, the
ones between are never checked), in two steps: the draft's own problems (`first_look`, 3 ms
on noris, 20 ms on the largest), which is all `check` says of a draft that has some, then the
house rules. The screen asks each frame whether a new `Report` has come; only a complete one
without problems makes the draft playable. (docs/research/workshop-checking.md has numbers.)

`attach` places each problem: the validator names a key path (`ranks.q.effects[0].draw.count`),
and the problem goes to the field at that path, else to the nearest field above it (a problem
of a whole deck goes beside the deck). Its words are in the reader's language, with what to
change where the workshop knows it (`workshop.fix.*`).
"""

from __future__ import annotations

import copy
import re
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.i18n import tr
from game.ruleset import check_document
from game.ruleset.advice import warnings_of
from game.ruleset.problem import KeyPath, Message, Problem, localized
from game.ruleset.validate import validate
from game.workshop.model import Field, FieldProblem
from game.workshop.words import known

DRAFT_FILE = "<draft>"
_PART = re.compile(r"\[(\d+)\]|([^.\[\]]+)")


@dataclass(frozen=True)
class Report:
    """What the validator said about one revision of a draft."""

    revision: int
    problems: list[Problem]
    filled: dict[str, Any] | None
    """The draft with every default written in, when it has no problem (what the engine
    compiles and the rulebook words); None otherwise."""
    seconds: float
    complete: bool = True
    """False for the first word on a draft without problems of its own: its house rules' values
    are still being tried. Only a complete report without problems makes a draft playable."""
    warnings: list[Problem] = field(default_factory=list)
    """What `check` warns about (`game.ruleset.advice`): the draft plays, perhaps not as its
    author meant. Never a problem: it neither blocks keeping nor playing."""

    @property
    def playable(self) -> bool:
        return self.complete and self.filled is not None


def check_draft(doc: dict[str, Any], revision: int = 0) -> Report:
    """Check a draft now, on this thread, as `check` checks a file (the checks only read it)."""
    start = time.perf_counter()
    filled, problems = check_document(doc, DRAFT_FILE)
    warned = warnings_of(doc, DRAFT_FILE)
    return Report(revision, problems, filled, time.perf_counter() - start, warnings=warned)


def first_look(doc: dict[str, Any], revision: int) -> Report:
    """The draft's own problems, before its house rules are tried (what `check` reports for a
    draft with problems, and all it reports then; a tenth of the time on a large draft)."""
    start = time.perf_counter()
    problems = validate(doc, file=DRAFT_FILE)
    warned = warnings_of(doc, DRAFT_FILE)  # a walk over the cards: a fraction of a millisecond
    seconds = time.perf_counter() - start
    return Report(revision, problems, None, seconds, complete=bool(problems), warnings=warned)


class Checker:
    """Checks drafts on a worker thread, newest first (see the module doc)."""

    def __init__(self) -> None:
        self._lock = threading.Condition()
        self._wanted: tuple[dict[str, Any], int] | None = None
        self._report: Report | None = None
        self._worker: threading.Thread | None = None

    def request(self, doc: dict[str, Any], revision: int) -> None:
        """Check this revision next (a copy is taken now)."""
        with self._lock:
            self._wanted = (copy.deepcopy(doc), revision)
            if self._worker is None:
                self._worker = threading.Thread(
                    target=self._run, name="workshop-check", daemon=True
                )
                self._worker.start()

    def latest(self) -> Report | None:
        """The newest report so far (of some revision: compare `revision` and `complete`)."""
        with self._lock:
            return self._report

    def wait(self, revision: int, timeout: float = 30.0) -> Report:
        """Block until `revision` (or a later one) is checked completely: for tests and for
        keeping a file, which must not wait on a frame."""
        with self._lock:
            done = self._lock.wait_for(lambda: self._done(revision), timeout)
            if not done or self._report is None:
                raise TimeoutError(f"revision {revision} was not checked in {timeout} s")
            return self._report

    def _done(self, revision: int) -> bool:
        report = self._report
        return report is not None and (
            report.revision > revision or (report.revision == revision and report.complete)
        )

    def _run(self) -> None:
        """The draft's own problems first (at once beside the field being edited); then, if
        it has none and no newer draft waits, every house rule's values."""
        while True:
            with self._lock:
                if self._wanted is None:
                    self._worker = None
                    return
                doc, revision = self._wanted
                self._wanted = None
            report = first_look(doc, revision)
            self._publish(report)
            if report.complete:
                continue
            with self._lock:
                newer = self._wanted is not None
            if not newer:
                self._publish(check_draft(doc, revision))

    def _publish(self, report: Report) -> None:
        with self._lock:
            if self._report is None or report.revision >= self._report.revision:
                self._report = report
            self._lock.notify_all()


# -- problems beside their fields ---------------------------------------------------------------
def key_path(text: str) -> KeyPath:
    """A problem's dotted path back as a key path: `deck[0].ranks` -> ("deck", 0, "ranks").

    >>> key_path("ranks.stop.effects[0].skip.count")
    ('ranks', 'stop', 'effects', 0, 'skip', 'count')
    """
    return tuple(int(index) if index else name for index, name in _PART.findall(text))


def attach(
    root: Field, problems: list[Problem], *, names: Mapping[str, str] | None = None
) -> list[FieldProblem]:
    """Place each problem beside its field (each field's `problems` gets its own); returns
    them all, in the validator's order. With `names` (each card's name in the draft) they are
    `check`'s warnings, which go to each field's `warnings` in the workshop's words."""
    fields = {field.path: field for field in root.walk()}
    placed = []
    for problem in problems:
        path = key_path(problem.path)
        missing = _missing_key(problem)
        if missing is not None and (*path, missing) in fields:
            path = (*path, missing)
        at = next(path[:n] for n in range(len(path), -1, -1) if path[:n] in fields)
        if names is not None:
            found = FieldProblem(path, at, warning_words(problem, names), "", problem)
            fields[at].warnings.append(found)
        else:
            stray = at != path and _is_unknown_key(problem)
            found = FieldProblem(path, at, problem.localized(), fix_words(problem), problem, stray)
            fields[at].problems.append(found)
        placed.append(found)
    return placed


def warning_words(problem: Problem, names: Mapping[str, str]) -> str:
    """What a warning of `check` says, in the workshop's words: its cards by their names, the
    effect to use by the name the workshop gives it (`workshop.warn.*`, as `check` says it
    where the workshop has none)."""
    text = problem.text
    what = dict(text.params).get("what") if text is not None else None
    if not isinstance(what, Message):
        return problem.localized()
    key = "workshop.warn." + what.key.removeprefix("ruleset.warning.")
    if not known(key):
        return what.render(localized)
    params = {name: names.get(str(value), str(value)) for name, value in what.params}
    said = tr(key, cancel=tr("workshop.label.effect.cancel_attack"), **params)
    return said[:1].upper() + said[1:]  # a sentence, though Swedish lower-cases "knekt"


def _missing_key(problem: Problem) -> str | None:
    text = problem.text
    if text is None or text.key != "ruleset.problem.missing_key":
        return None
    return str(dict(text.params).get("key"))


def _is_unknown_key(problem: Problem) -> bool:
    return problem.text is not None and problem.text.key == "ruleset.problem.unknown_key"


def fix_words(problem: Problem) -> str:
    """What to change on the form, for the problems the workshop has advice on ("" else)."""
    text = problem.text
    if text is None or not text.key.startswith("ruleset.problem."):
        return ""
    key = "workshop.fix." + text.key.removeprefix("ruleset.problem.")
    if not known(key):
        return ""
    values = {
        name: value.render(localized) if isinstance(value, Message) else value
        for name, value in text.params
    }
    return tr(key, **values)
