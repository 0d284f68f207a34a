"""One ruleset in the workshop: the draft, its checks, its form and where it is kept.

The screen holds one `Workshop`, edits through `workshop.draft` (see `game.workshop.draft`),
calls `poll()` once a frame (it starts a check when the draft changed and says when a new
report came in, so the screen redraws), and draws `sections()`: each a page of `Field`s with
their problems attached and the rulebook's sentence for what each value means.
"""

from __future__ import annotations

import contextlib
import copy
from pathlib import Path
from typing import Any

from game.i18n import LANGUAGES, language, template, tr
from game.rulebook import rank_names
from game.ruleset import find_ruleset
from game.ruleset.problem import KeyPath, msg
from game.workshop import keep
from game.workshop.checking import Checker, Report, attach, check_draft
from game.workshop.draft import Draft, Step
from game.workshop.form import build_root
from game.workshop.keep import KeepError, Opened, Origin
from game.workshop.model import Field, FieldProblem, Section
from game.workshop.sections import say, sections, unplaced_problems

#: What a copy says it is, a credit to a book or the traditional game no longer applies.
_NOT_COPIED = ("book", "traditional")
MAX_NAME = 200


class Workshop:
    """A ruleset being made (see the module doc). `background`: check on a worker thread
    (the screen); without it every `poll()` checks at once (tests, tools)."""

    def __init__(
        self,
        doc: dict[str, Any],
        *,
        origin: Origin | None,
        saved: Path | None = None,
        draft_file: Path | None = None,
        background: bool = True,
    ) -> None:
        self.draft = Draft(doc)
        self.origin = origin
        self.saved = saved  # the player's ruleset file this edits, once there is one
        self.draft_file = draft_file  # where it was last kept as a draft
        self._checker = Checker() if background else None
        self._requested = -1
        self._report: Report | None = None
        self._form: tuple[tuple[Any, ...], Field] | None = None
        self._fields: dict[KeyPath, Field] = {}
        self._derived: dict[str, Any] = {}  # what `form()` gives, worked out once per form
        self.poll()

    # -- where a draft comes from -------------------------------------------------------------
    @classmethod
    def start_from(cls, ruleset: str, *, background: bool = True) -> Workshop:
        """A new ruleset, a copy of a built-in one (by id) or of a ruleset file, under an id
        and a name of its own ("Classic Mau-Mau (my rules)")."""
        opened = keep.open_file(find_ruleset(ruleset))
        doc = copy.deepcopy(opened.doc)
        origin = Origin.of(doc)
        doc["id"] = keep.unused_id(f"my_{origin.id or 'rules'}")
        doc["name"] = _copy_name(doc.get("name", origin.id))
        for key in _NOT_COPIED:
            doc.pop(key, None)
        return cls(doc, origin=origin, background=background)

    @classmethod
    def open(cls, path: Path, *, background: bool = True) -> Workshop:
        """One of the player's own rulesets (or kept drafts), to edit in place."""
        opened = keep.open_file(path)
        is_draft = Path(path).resolve().parent == keep.drafts_folder().resolve()
        return cls(
            copy.deepcopy(opened.doc),
            origin=opened.origin,
            saved=None if is_draft else Path(path),
            draft_file=Path(path) if is_draft else None,
            background=background,
        )

    @classmethod
    def import_file(cls, path: Path, *, background: bool = True) -> Workshop:
        """A ruleset file from anywhere (a download, a file dropped on the window): read
        through the workshop's one reader, problems and all, under an id nothing else has."""
        opened: Opened = keep.open_file(path)
        doc = copy.deepcopy(opened.doc)
        origin = opened.origin or Origin.of(doc)
        ruleset_id = doc.get("id")
        if isinstance(ruleset_id, str) and ruleset_id:
            doc["id"] = keep.unused_id(ruleset_id)
        return cls(doc, origin=origin, background=background)

    # -- checking -----------------------------------------------------------------------------
    def poll(self) -> bool:
        """Once a frame: check the draft if it changed since; True when a new report came in."""
        revision = self.draft.revision
        if self._checker is None:
            if self._report is not None and self._report.revision == revision:
                return False
            self._report = check_draft(self.draft.doc, revision)
            return True
        if self._requested != revision:
            self._checker.request(self.draft.doc, revision)
            self._requested = revision
        latest = self._checker.latest()
        if latest is not None and latest is not self._report:
            self._report = latest
            return True
        return False

    def wait(self, timeout: float = 30.0) -> Report:
        """The report of the draft as it is now, waiting for it if need be."""
        self.poll()
        if self._checker is not None and not self.checked:
            self._report = self._checker.wait(self.draft.revision, timeout)
        assert self._report is not None
        return self._report

    def prepared(self, timeout: float = 30.0) -> Workshop:
        """This workshop, its draft checked and its form and pages built with the report: what
        the editor's first frames would work out otherwise (the form of a draft of 2,000 ranks
        takes most of a second), for the thread that opens the editor (import, the start page).
        A check that does not end in `timeout` is left to the editor's frames."""
        with contextlib.suppress(TimeoutError):
            self.wait(timeout)
        for page in self.sections():
            page.problem_count()
        self.unplaced_problems()
        self.problems()
        return self

    @property
    def report(self) -> Report | None:
        """The newest report (perhaps of an earlier revision while a check runs)."""
        return self._report

    @property
    def checked(self) -> bool:
        """Whether the report is of the draft as it is now, and complete."""
        report = self._report
        return report is not None and report.revision == self.draft.revision and report.complete

    @property
    def playable(self) -> bool:
        """Checked, without a problem: it may be saved and played."""
        return self.checked and self._report is not None and self._report.playable

    # -- the form -----------------------------------------------------------------------------
    def form(self) -> Field:
        """The whole form of the draft now, with the newest report's problems in place and,
        once the draft checks clean, the rulebook's sentences."""
        report = self._report
        key = (self.draft.revision, id(report), language())
        if self._form is None or self._form[0] != key:
            root = self._fresh_form(key)
            if report is not None:
                attach(root, report.problems)
                attach(root, report.warnings, names=rank_names(self.draft.doc))
                if report.filled is not None and report.revision == self.draft.revision:
                    say(root, report.filled)
            self._form = (key, root)
            self._fields = {field.path: field for field in root.walk()}
            self._derived = {}
        return self._form[1]

    def _fresh_form(self, key: tuple[Any, ...]) -> Field:
        """The fields of the draft with no problem or sentence yet. A new report on the same
        draft in the same language keeps the fields made for the last one (making them again
        took a quarter of a second in a draft of 2,000 ranks), its problems and sentences
        wiped."""
        if self._form is None or (self._form[0][0], self._form[0][2]) != (key[0], key[2]):
            return build_root(self.draft.doc)
        root = self._form[1]
        for field in root.walk():
            field.problems, field.warnings = [], []
            field.said = ""
        return root

    # What follows from one form is worked out once per form: the screen asks every frame,
    # and each walks every field (22,000 of them in a draft of 2,000 ranks).
    def sections(self) -> list[Section]:
        self.form()
        if "sections" not in self._derived:
            self._derived["sections"] = sections(self.form())
        found: list[Section] = self._derived["sections"]
        return found

    def unplaced_problems(self) -> dict[str, list[FieldProblem]]:
        """Problems of fields no page shows (a typo directly under `rules`), by the page to
        show them at the top of (`game.workshop.sections.unplaced_problems`)."""
        pages = self.sections()
        if "unplaced" not in self._derived:
            self._derived["unplaced"] = unplaced_problems(pages, self.form())
        found: dict[str, list[FieldProblem]] = self._derived["unplaced"]
        return found

    def section(self, section_id: str) -> Section:
        return next(s for s in self.sections() if s.id == section_id)

    def field(self, path: KeyPath) -> Field | None:
        """The field at `path` in the form now (None where the form has none)."""
        self.form()
        return self._fields.get(tuple(path))

    def problems(self) -> list[FieldProblem]:
        """Every problem of the newest report, beside its field, in the validator's order."""
        root = self.form()
        if "problems" not in self._derived:
            self._derived["problems"] = [p for f in root.walk() for p in f.problems]
        return list(self._derived["problems"])

    def undo_words(self) -> str:
        """What Undo would take back, for its button ("" when nothing)."""
        return self._step_words("workshop.undo", self.draft.next_undo())

    def redo_words(self) -> str:
        return self._step_words("workshop.redo", self.draft.next_redo())

    def _step_words(self, key: str, step: Step | None) -> str:
        if step is None:
            return ""
        path = step.path
        while path and self.field(path) is None:
            path = path[:-1]
        found = self.field(path) if path else None
        return tr(key, what=found.label if found else tr("workshop.section.names"))

    # -- keeping ------------------------------------------------------------------------------
    def save(self) -> Path:
        """Save into the player's rulesets (KeepError if it has problems), under the next
        free id where its own was taken since; the draft file it was kept in, if any, goes."""
        report = self.wait()
        if not report.playable:
            raise KeepError(msg("workshop.keep.not_playable", count=len(report.problems)))
        self._free_id()
        self.saved = keep.save(self.draft.doc, self.origin, replacing=self.saved, checked=True)
        if self.draft_file is not None:
            keep.delete(self.draft_file)
            self.draft_file = None
        return self.saved

    def _free_id(self) -> None:
        """The id is the file's name, on no page of the workshop: where another file took it
        since this draft was given it (two copies of Classic, both started before either was
        saved), the draft takes the next free one instead of refusing what a parent cannot
        change. Set in the document, not as a step of Undo: it changes no rule, and nothing
        checks it but the saving."""
        ruleset_id = self.draft.doc.get("id")
        if isinstance(ruleset_id, str) and not keep.id_is_free(ruleset_id, self.saved):
            self.draft.doc["id"] = keep.unused_id(ruleset_id)

    def keep_draft(self) -> Path:
        """Keep the draft as it is, problems and all, among the drafts (not playable)."""
        report = self.wait()
        self.draft_file = keep.save_draft(
            self.draft.doc, self.origin, len(report.problems), replacing=self.draft_file
        )
        return self.draft_file

    def export(self, path: Path) -> Path:
        report = self.wait()
        return keep.export(self.draft.doc, self.origin, path, len(report.problems))


def _copy_name(name: Any) -> dict[str, str]:
    """The copy's name in the game's languages and every other the original is named in
    ("Classic Mau-Mau (my rules)"; a Polish name stays Polish, said a copy in English words,
    the game having none of its own in Polish)."""
    texts = name if isinstance(name, dict) else dict.fromkeys(LANGUAGES, str(name))
    english = str(texts.get("en") or next(iter(texts.values()), ""))
    others = [code for code in texts if isinstance(code, str) and code not in LANGUAGES]
    out = {}
    for code in [*LANGUAGES, *others]:
        own = str(texts.get(code) or english)
        words = template(code if code in LANGUAGES else "en", "workshop.copy_name")
        out[code] = words.format(name=own)[:MAX_NAME]
    return out
