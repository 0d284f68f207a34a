"""Import and export in the workshop, through the game's file chooser (`chooser`).

"workshop_import" (no argument, or `path=` for a file dropped on the window) reads the chosen
file with `Workshop.import_file`, the workshop's one checked reader, on a thread (a ruleset of
a megabyte takes a moment to parse), keeps a file without problems among the player's rulesets
at once (New game lists it), then hands its place to the editor
(`app.scenes.make("workshop_edit", workshop)`), which says where the file went. A refused
file (not a ruleset, too big, a folder, broken YAML) shows why, with the file and line the
reader names, and nothing is lost: the chooser stays open on the file's folder.

"workshop_export" (the `Workshop`) asks for a folder and a file name, asks before replacing a
file, and writes with `workshop.export(path)`; it hands the path written back to whoever opened
it (`dismiss(path)`).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.background import Job
from game.files import screen_text, shown_name
from game.i18n import text_of, tr
from game.ruleset.problem import Message, Problem
from game.table import rulecache
from game.ui import events
from game.ui.scene import Modal
from game.ui.scenes import confirm
from game.ui.scenes.workshop.chooser import SUFFIXES, Entry, FileChooser, remember_folder
from game.ui.scenes.workshop.editor import WorkshopEditScene
from game.ui.scenes.workshop.words import said
from game.ui.widgets.controls import TEXT_DIM, Button, blit_text
from game.ui.widgets.fields import TextInput
from game.ui.widgets.forms import hint_line, progress_middle
from game.workshop import KeepError, Workshop
from game.workshop.keep import kept_alike

MAX_PROBLEMS = 3  # lines of a refused file's problems shown under the sentence
MAX_NAME = 120
READING_HELD = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.TEXTINPUT)


def problem_line(problem: Problem) -> str:
    """One of a file's problems as a person reads it: "rules.yaml:12: ranks.x: ..."."""
    name = shown_name(Path(problem.file).name) if problem.file else ""
    where = f"{name}:{problem.line}" if problem.line and name else name
    return screen_text(
        ": ".join(part for part in (where, problem.path, problem.localized()) if part)
    )


# Not in a file's name on Windows, macOS or Linux (a name a parent gave may hold them).
NOT_IN_NAMES = set('<>:"/\\|?*')
STEM_MOST = 80


def file_stem(name: str) -> str:
    """A file's name for rules called `name` in the player's language ("Dreh & Ruf (meine
    Regeln)"): the name people see, not the id a copy was given ("my_abacus"); what no
    system takes in a name becomes a dash."""
    kept = "".join("-" if c in NOT_IN_NAMES or not c.isprintable() else c for c in name)
    stem = " ".join(kept.split()).strip(" .")[:STEM_MOST].strip(" .")
    return stem or tr("files.default_stem")


def refusal(error: Exception) -> str:
    """Why a file could not be imported, with the first of its problems."""
    if isinstance(error, KeepError):
        lines = [screen_text(said(error.message))]
        lines += [problem_line(p) for p in error.problems[:MAX_PROBLEMS]]
        return "\n".join(lines)
    return screen_text(tr("files.import_failed", why=str(error)))


@dataclass(frozen=True)
class Imported:
    """A file read for the editor; a good one is kept among the player's rulesets at once
    (`kept`), or `unkept` says why it could not be."""

    workshop: Workshop
    kept: bool = False
    unkept: Message | None = None
    already: bool = False  # the same rules were kept already: that file is open


def import_and_keep(path: Path) -> Imported:
    """Read the file and check it; one without problems joins the player's rulesets (New game
    lists it), one with problems opens in the editor only, to be mended. The same rules
    imported again open the copy kept before, instead of a second one."""
    workshop = Workshop.import_file(path).prepared()
    if not workshop.playable:
        return Imported(workshop)
    alike = kept_alike(workshop.draft.doc)
    if alike is not None:
        return Imported(Workshop.open(alike).prepared(), already=True)
    try:
        workshop.save()
    except KeepError as error:
        return Imported(workshop, unkept=error.message)
    return Imported(workshop, kept=True)


class ImportScene(FileChooser):
    title = staticmethod(lambda: tr("files.import_title"))

    def __init__(self, path: str | Path | None = None) -> None:
        dropped = Path(path) if path is not None else None
        super().__init__(dropped.parent if dropped is not None else None)
        self.reading: Job[Imported] | None = None
        self.reading_path: Path | None = None
        self.dropped = dropped

    def build_more(self) -> None:
        self.open_button = self.form.add(
            Button(lambda: tr("files.open"), self.open_selected, style="primary")
        )
        if self.dropped is not None:
            self.chosen(self.dropped)

    def layout_more(self) -> None:
        self.open_button.rect = self.bottom_row(0, self.px(220), right=True)

    def open_selected(self) -> None:
        if self.list.items:
            self.activate(self.list.items[self.list.selected])

    def chosen(self, path: Path) -> None:
        """Read the file on a thread; the editor takes this screen's place once it is in."""
        if self.reading is not None:
            return
        self.problem = ""
        remember_folder(path.parent)
        self.reading_path = path
        self.reading = Job(lambda _say: import_and_keep(path), name="workshop-import")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.DROPFILE:  # another file dropped while choosing: that one
            name = events.dropped_file(event)
            if name is not None:
                self.chosen(Path(name))
            return True
        escape = event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
        if self.reading is not None and not escape and event.type in READING_HELD:
            return True  # reading: nothing else to do until it is in (Esc still leaves)
        return super().handle_event(event)

    def busy(self) -> bool:
        return self.reading is not None or super().busy()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.open_button.enabled = bool(self.list.items) and self.reading is None
        job = self.reading
        if job is None or not job.done:
            return
        self.reading = None
        if job.exception is not None:
            if not isinstance(job.exception, (ValueError, OSError)):
                raise RuntimeError(f"importing a ruleset failed:\n{job.error}")
            self.problem = refusal(job.exception)
            return
        assert self.app is not None and job.result is not None
        self._open_editor(job.result)

    def _open_editor(self, imported: Imported) -> None:
        assert self.app is not None
        editor = self.app.scenes.make("workshop_edit", imported.workshop)
        message = ""
        name = screen_text(text_of(imported.workshop.draft.doc.get("name", "")))
        if imported.kept:
            rulecache.start_rescan()  # New game and the start page list it now
            message = tr("workshop.screen.imported", name=name)
        elif imported.already:
            message = tr("workshop.screen.imported_already", name=name)
        elif imported.unkept is not None:
            why = tr(imported.unkept.key, **dict(imported.unkept.params))
            message = tr("workshop.screen.imported_not_saved", why=why)
        if isinstance(editor, WorkshopEditScene):
            editor.message = message
        self.app.scenes.replace(editor)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.reading is not None and self.reading_path is not None:
            words = tr("files.reading", file=shown_name(self.reading_path.name))
            progress_middle(surface, self, words, None)
        hint_line(surface, tr("files.import_hint"), self)


class ExportScene(FileChooser, Modal[Path]):
    """Answers with the file written (None: left without writing one)."""

    title = staticmethod(lambda: tr("files.export_title"))

    def __init__(self, workshop: Workshop) -> None:
        super().__init__()
        self.workshop = workshop
        self.default_name = f"{file_stem(text_of(workshop.draft.doc.get('name', '')))}.yaml"

    def build_more(self) -> None:
        self.name_field = self.form.add(
            TextInput(self.default_name, self._typed, max_length=MAX_NAME)
        )
        self.save_button = self.form.add(
            Button(lambda: tr("files.save"), self.save, style="primary")
        )

    def extra_h(self) -> int:
        return self.px(60)

    def layout_more(self) -> None:
        w = self.size[0]
        y = self.box.bottom + self.px(14)
        label_w = self.px(150)
        self.name_label = (self.px(32), y + self.px(22))
        self.name_field.rect = pygame.Rect(
            self.px(32) + label_w, y, w - self.px(64) - label_w, self.px(44)
        )
        self.save_button.rect = self.bottom_row(0, self.px(220), right=True)

    def _typed(self, _text: str) -> None:
        self.problem = ""

    def selected(self, entry: Entry) -> None:
        """A file selected in the list gives its name to the field (to write over it)."""
        if not entry.folder:
            self.name_field.text = entry.path.name
            self.name_field.cursor = len(entry.path.name)
            self.problem = ""

    def handle_event(self, event: pygame.event.Event) -> bool:
        enter = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if enter and self.form.focused is self.name_field:
            self.save()
            return True
        used = super().handle_event(event)
        if (
            event.type == pygame.MOUSEBUTTONUP
            and self.list.items
            and self.list.index_at(event.pos) == self.list.selected
        ):
            self.selected(self.list.items[self.list.selected])  # clicked again: its name too
        return used

    def chosen(self, path: Path) -> None:
        """A file activated in the list: write over it (after asking)."""
        self.name_field.text = path.name
        self.save()

    def target(self) -> Path | None:
        """The file the name field names: a name in the folder shown, or a whole path typed
        (`~/Desktop/ours`, or a folder below this one). None, and why, when it names none:
        empty, a folder that does not exist, a backslash where it is no folder separator."""
        name = self.name_field.text.strip()
        if not name or name in (".", ".."):
            self.problem = tr("files.no_name")
            return None
        if "\\" in name and os.sep != "\\":
            self.problem = tr("files.bad_name")
            return None
        path = self.folder / Path(name).expanduser()  # an absolute path stands on its own
        if path.is_dir():
            return path
        if not path.parent.is_dir():
            self.problem = tr("files.no_folder", folder=shown_name(path.parent))
            return None
        return path if path.suffix.lower() in SUFFIXES else path.with_suffix(".yaml")

    def save(self) -> None:
        path = self.target()
        if path is None:
            return
        if path.is_dir():  # a folder typed: go there, to name the file in it
            self.go(path)
            self.name_field.text = self.default_name
            self.name_field.cursor = len(self.default_name)
            return
        if path.exists():
            assert self.app is not None
            question = tr("files.replace", file=shown_name(path.name))
            self.app.scenes.push(
                confirm(question, yes=tr("files.replace_yes")),
                lambda yes: self._write(path) if yes else None,
            )
            return
        self._write(path)

    def _write(self, path: Path) -> None:
        try:
            written = self.workshop.export(path)
        except KeepError as error:
            self.problem = screen_text(said(error.message))
            return
        remember_folder(written.parent)
        self.dismiss(written)

    def draw_more(self, surface: pygame.Surface) -> None:
        blit_text(
            surface,
            tr("files.name"),
            self.px(17),
            self.name_label,
            anchor="midleft",
            colour=TEXT_DIM,
            width=self.px(140),
        )

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        hint_line(surface, tr("files.export_hint"), self)
