"""The workshop's start page ("workshop"): where a ruleset of one's own begins.

On the left, every ruleset to start from a copy of: the game's own, then the player's good
files (read off the frame, as New game reads them). On the right, the player's own files and
kept drafts: edit one, continue a draft, rename a ruleset (its new name typed below the list) or
delete one after a question. "Import a file…" opens the file chooser of the import screen.
The editor opens over this page and comes back to it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from game.background import Job
from game.files import screen_text, shown_name
from game.i18n import text_of, tr
from game.ruleset.problem import Message
from game.table import rulecache
from game.ui.art import theme
from game.ui.scenes import confirm
from game.ui.scenes.workshop.fields import FieldText, shade_row
from game.ui.widgets.controls import TEXT_DIM, TEXT_LIGHT, Button, blit_text, panel
from game.ui.widgets.forms import FormScene, hint_line
from game.ui.widgets.scrolllist import RowState, ScrollList, reading_progress
from game.workshop import KeepError, Workshop, keep
from game.workshop.session import MAX_NAME

BAD = (255, 168, 150)


@dataclass(frozen=True)
class Entry:
    """A row: a ruleset to copy or one of the player's files. `ruleset` is what
    `Workshop.start_from` takes (an id, or a file's path); `path` the player's own file."""

    name: str
    note: str
    ruleset: str = ""
    path: Path | None = None
    draft: bool = False
    good: bool = True


def say(message: Message) -> str:
    return tr(message.key, **dict(message.params))


def builtin_entry(ruleset_id: str) -> Entry:
    doc = rulecache.document(ruleset_id)
    return Entry(text_of(doc.get("name", ruleset_id)), tr("workshop.screen.builtin"), ruleset_id)


def own_entry(checked: Any) -> Entry:
    """One of the player's files as the folder's scan found it."""
    path = Path(checked.path)
    file = shown_name(path.name)
    if checked.good:
        name = screen_text(text_of(checked.document.get("name", path.stem)))
        return Entry(name, tr("workshop.screen.own", file=file), str(path), path)
    note = tr("workshop.screen.own_bad", count=len(checked.problems), file=file)
    return Entry(shown_name(path.stem), note, "", path, good=False)


def draft_entry(path: Path) -> Entry:
    try:
        doc = keep.open_file(path).doc
        name = screen_text(text_of(doc.get("name", path.stem)) or path.stem)
    except KeepError:
        name = shown_name(path.name)
    return Entry(name, tr("workshop.screen.draft", file=shown_name(path.name)), "", path, True)


class WorkshopStartScene(FormScene):
    title = staticmethod(lambda: tr("workshop.screen.title"))

    def build(self) -> None:
        self.message = ""
        self.editing = False  # the editor is open over this page
        self.opening: Job[Workshop] | None = None  # a ruleset being read for the editor
        self.named: Entry | None = None  # the entry whose name the rename line holds
        self.copies = ScrollList(self._draw_entry, on_activate=self.start_copy)
        self.own = ScrollList(
            self._draw_entry,
            on_activate=self.edit_own,
            empty=lambda: tr("workshop.screen.none_own"),
        )
        self.copy_button = Button(
            lambda: tr("workshop.screen.start_copy"), self.start_copy_selected, style="primary"
        )
        self.edit_button = Button(self._edit_words, self.edit_selected)
        self.new_name = FieldText(
            "",
            lambda _text: None,
            max_length=MAX_NAME,
            placeholder=lambda: tr("workshop.screen.rename_to"),
        )
        self.rename_button = Button(lambda: tr("workshop.screen.rename"), self.rename)
        self.delete_button = Button(
            lambda: tr("workshop.screen.delete"), self.delete, style="danger"
        )
        self.back_button = Button(lambda: tr("common.back"), self.back, style="quiet")
        self.import_button = Button(lambda: tr("workshop.screen.import"), self.import_file)
        for widget in (
            self.copies,
            self.copy_button,
            self.own,
            self.edit_button,
            self.new_name,
            self.rename_button,
            self.delete_button,
            self.back_button,
            self.import_button,
        ):
            self.form.add(widget)
        self.refresh()
        self.form.focus(self.copies)

    # -- the lists -------------------------------------------------------------------------
    def refresh(self) -> None:
        """Both lists anew (the folder is read again off the frame)."""
        self.scan = rulecache.user_scan()
        self.scanned = 0
        self.copies.set_items([builtin_entry(i) for i in rulecache.ids()])
        self.drafts = [draft_entry(p) for p in keep.own_drafts()]
        self.own.set_items(self.drafts)
        self._take_scanned()

    def _take_scanned(self) -> None:
        finished = self.scan.finished  # first: a file read after this is taken next frame
        found = self.scan.found(self.scanned)
        self.scanned += len(found)
        entries = [own_entry(c) for c in found]
        self.copies.extend([e for e in entries if e.good])
        self.own.extend(entries)
        self.own.progress = None if finished else reading_progress(self.scan)

    def on_enter(self) -> None:
        if self.built and self.editing:  # back from the editor: a file may have been saved
            self.editing = False
            rulecache.start_rescan()
            self.refresh()

    def update(self, dt: float) -> None:
        super().update(dt)
        self._opened()
        if self.own.progress is not None:
            self._take_scanned()
        own = self.selected_own()
        if own is not self.named:
            self.named = own
            self._own_picked(own)
        self.edit_button.enabled = self.delete_button.enabled = own is not None
        self.rename_button.enabled = own is not None and not own.draft and own.good
        self.copy_button.enabled = bool(self.copies.items)

    def busy(self) -> bool:
        return self.own.progress is not None or self.opening is not None

    def _edit_words(self) -> str:
        own = self.selected_own()
        if own is not None and own.draft:
            return tr("workshop.screen.continue_draft")
        return tr("workshop.screen.edit")

    def selected_own(self) -> Entry | None:
        items = self.own.items
        return items[self.own.selected] if items else None

    def _own_picked(self, entry: Entry | None) -> None:
        """The rename line holds the name people see of the ruleset picked (a draft is not
        renamed: it is saved first)."""
        renamable = entry is not None and entry.path is not None and entry.good
        name = entry.name if renamable and entry is not None and not entry.draft else ""
        self.new_name.text = self.new_name.kept = name
        self.new_name.cursor = len(name)
        self.new_name.enabled = bool(name)

    # -- actions ---------------------------------------------------------------------------
    def _edit(self, make: Callable[[], Workshop]) -> None:
        """The file read and the draft made off the frame (a ruleset of 256 cards takes longer
        than one); the editor opens once they are."""
        if self.opening is None:
            self.opening = Job(lambda _say: make().prepared(), name="workshop-open")

    def _opened(self) -> None:
        job = self.opening
        if job is None or not job.done:
            return
        self.opening = None
        if isinstance(job.exception, KeepError):
            self.message = say(job.exception.message)
            return
        if job.exception is not None:  # a fault of the game, not of the file: the crash guard
            raise RuntimeError(f"opening the workshop failed:\n{job.error}")
        assert self.app is not None and job.result is not None
        self.editing = True
        self.app.scenes.open("workshop_edit", job.result)

    def start_copy(self, entry: Entry) -> None:
        self._edit(lambda: Workshop.start_from(entry.ruleset))

    def start_copy_selected(self) -> None:
        if self.copies.items:
            self.start_copy(self.copies.items[self.copies.selected])

    def edit_own(self, entry: Entry) -> None:
        if entry.path is None:
            return
        path = entry.path
        self._edit(lambda: Workshop.open(path))

    def edit_selected(self) -> None:
        entry = self.selected_own()
        if entry is not None:
            self.edit_own(entry)

    def rename(self) -> None:
        entry = self.selected_own()
        name = self.new_name.text.strip()
        if entry is None or entry.path is None or not name or name == entry.name:
            return
        try:
            keep.rename_to(entry.path, name)
        except KeepError as error:
            self.message = say(error.message)
            return
        self.message = tr("workshop.screen.renamed", name=name)
        rulecache.start_rescan()
        self.refresh()

    def delete(self) -> None:
        entry = self.selected_own()
        if entry is None or entry.path is None:
            return
        assert self.app is not None
        question = confirm(
            tr("workshop.screen.delete_question", name=entry.name),
            yes=tr("workshop.screen.delete"),
            no=tr("common.back"),
        )
        self.app.scenes.push(question, lambda yes: self._deleted(entry) if yes is True else None)

    def _deleted(self, entry: Entry) -> None:
        assert entry.path is not None
        try:
            keep.delete(entry.path)
        except KeepError as error:
            self.message = say(error.message)
            return
        self.message = tr("workshop.screen.deleted", name=entry.name)
        rulecache.start_rescan()
        self.refresh()

    def import_file(self) -> None:
        assert self.app is not None
        self.editing = True  # the import hands its place to the editor: read the lists after
        self.app.scenes.open("workshop_import")

    # -- layout and drawing ----------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.size
        px = self.px
        margin, gap, top, bottom = px(32), px(28), px(96), h - px(104)
        half = (w - 2 * margin - gap) // 2
        self.left = pygame.Rect(margin, top, half, bottom - top)
        self.right = pygame.Rect(margin + half + gap, top, half, bottom - top)
        head, bh = px(36), px(46)
        for lst in (self.copies, self.own):
            lst.row_height, lst.gap = px(54), px(6)
        left_list_bottom = self.left.bottom - bh - px(12)
        self.copies.rect = pygame.Rect(self.left.x, top + head, half, left_list_bottom - top - head)
        self.copy_button.rect = pygame.Rect(self.left.x, self.left.bottom - bh, half, bh)
        rows = 2 * bh + px(12)
        self.own.rect = pygame.Rect(
            self.right.x, top + head, half, self.right.bottom - rows - px(12) - top - head
        )
        y1 = self.right.bottom - rows
        third = (half - 2 * px(10)) // 3
        self.edit_button.rect = pygame.Rect(self.right.x, y1, third, bh)
        self.delete_button.rect = pygame.Rect(self.right.right - third, y1, third, bh)
        y2 = y1 + bh + px(12)
        self.new_name.rect = pygame.Rect(self.right.x, y2, half - third - px(10), bh)
        self.rename_button.rect = pygame.Rect(self.right.right - third, y2, third, bh)
        self.back_button.rect = self.bottom_row(margin, px(180))
        self.import_button.rect = self.bottom_row(0, px(300), right=True)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        px = self.px
        for rect, key in (
            (self.left, "workshop.screen.copy_from"),
            (self.right, "workshop.screen.yours"),
        ):
            blit_text(
                surface, tr(key), px(22), rect.topleft, bold=True, colour=theme.GOLD, width=rect.w
            )
        self.form.draw(surface)
        if self.message:
            blit_text(
                surface,
                self.message,
                px(16),
                (self.size[0] // 2, self.back_button.rect.centery),
                colour=BAD,
                anchor="center",
                width=self.import_button.rect.x - self.back_button.rect.right - px(40),
            )
        opening = self.opening is not None
        hint_line(
            surface, tr("title.opening") if opening else tr("workshop.screen.start_hint"), self
        )

    def _draw_entry(
        self, surface: pygame.Surface, rect: pygame.Rect, entry: Entry, row: RowState
    ) -> None:
        px = self.px
        if not (row.selected or row.hovered):
            panel(surface, rect, radius=px(8), shadow=0)
        shade_row(surface, rect, row, px(8))
        x, room = rect.x + px(12), rect.w - px(24)
        blit_text(
            surface,
            entry.name,
            px(18),
            (x, rect.y + px(6)),
            bold=True,
            colour=TEXT_LIGHT if entry.good else BAD,
            width=room,
        )
        blit_text(surface, entry.note, px(14), (x, rect.y + px(30)), colour=TEXT_DIM, width=room)
