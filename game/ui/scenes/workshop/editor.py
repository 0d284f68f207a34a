"""The workshop's editor ("workshop_edit"): one ruleset, its sections as pages, checked as it
is made.

On the left the sections, each with its count of problems; in the middle the section's fields
as a form that scrolls (`game.ui.scenes.workshop.rows` makes it from the `Field` tree, so a key
the format gains shows with no code here); on the right what the field under the pointer (or
the keyboard's) is for, what it means at this table and what is wrong with it. Along the top
Undo and Redo, saying what they would take back; along the bottom the ways out: Back (asking
about changes not kept), Keep as draft, Preview, Try it (Learn to play, a table), Export and
Save, which only a ruleset without problems may do.

The model does the work (`game.workshop`): every control calls one operation of the draft,
`poll()` once a frame brings the validator's report, and the page is made again from the new
form whenever the draft or the report changes.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import pygame

from game.files import shown_name
from game.i18n import text_of, tr
from game.ruleset.problem import KeyPath, Message
from game.ui import events
from game.ui.art import theme
from game.ui.scene import Modal
from game.ui.scenes.workshop.describing import with_description_note
from game.ui.scenes.workshop.editdraw import StatusLine, draw_about, draw_section, draw_tooltip_of
from game.ui.scenes.workshop.fields import FieldText
from game.ui.scenes.workshop.leave import LeaveDialog
from game.ui.scenes.workshop.page import Page, PageForm
from game.ui.scenes.workshop.rows import Row, build_rows, problem_places
from game.ui.widgets.controls import Button, Widget, blit_text, panel
from game.ui.widgets.forms import FormScene, hint_line
from game.ui.widgets.scrolllist import ScrollList
from game.ui.widgets.tooltip import HoverDelay
from game.workshop import Draft, EditError, Field, FieldProblem, KeepError, Section, Workshop

GOOD = (150, 220, 160)
BAD = (255, 168, 150)


def say(message: Message) -> str:
    """A model's message in the reader's language (plural forms by its count)."""
    return tr(message.key, **dict(message.params))


class WorkshopEditScene(FormScene):
    form: PageForm
    title = staticmethod(lambda: tr("workshop.screen.edit_title"))

    def __init__(self, workshop: Workshop) -> None:
        super().__init__()
        self.workshop = workshop
        self.page = Page(self.px)
        self.form = PageForm(self.page)
        self.section_id = workshop.sections()[0].id
        self.opened: dict[KeyPath, bool] = {}
        self.message = ""
        kept = workshop.saved is not None or workshop.draft_file is not None
        self.kept_revision = workshop.draft.revision if kept else -1
        self.built_for: tuple[Any, ...] | None = None
        self.rebuilding = False
        self.keys: dict[int, tuple[Any, ...]] = {}  # each page control's key, across rebuilds
        self.pointer: tuple[int, int] | None = None
        self.hover = HoverDelay()
        self.last_focus: Widget | None = None
        self.resting: Row | None = None
        self.arriving: KeyPath | None = None
        self.unplaced: dict[str, list[FieldProblem]] = {}
        self.about = pygame.Rect(0, 0, 0, 0)

    @property
    def draft(self) -> Draft:
        return self.workshop.draft

    # -- building --------------------------------------------------------------------------
    def build(self) -> None:
        self.sections: ScrollList[Section] = ScrollList(
            partial(draw_section, scene=self), [], on_select=self._pick_section
        )
        self.status = StatusLine(self)
        self.undo_button = Button(self._undo_text, self.undo, style="quiet")
        self.redo_button = Button(self._redo_text, self.redo, style="quiet")
        self.back_button = Button(lambda: tr("common.back"), self.back, style="quiet")
        self.draft_button = Button(lambda: tr("workshop.screen.keep_draft"), self.keep_draft)
        self.preview_button = Button(lambda: tr("workshop.screen.preview"), self.preview)
        self.learn_button = Button(lambda: tr("workshop.screen.try_learn"), self.try_learn)
        self.table_button = Button(lambda: tr("workshop.screen.try_table"), self.try_table)
        self.export_button = Button(lambda: tr("workshop.screen.export"), self.export)
        self.save_button = Button(lambda: tr("workshop.screen.save"), self.save, style="primary")
        self.bottom = [
            self.back_button,
            self.draft_button,
            self.preview_button,
            self.learn_button,
            self.table_button,
            self.export_button,
            self.save_button,
        ]
        self.rebuild()
        self.form.focus(self.sections)

    def _undo_text(self) -> str:
        return self.workshop.undo_words() or tr("workshop.screen.undo")

    def _redo_text(self) -> str:
        return self.workshop.redo_words() or tr("workshop.screen.redo")

    def current(self) -> Section:
        found = self.workshop.sections()
        return next((s for s in found if s.id == self.section_id), found[0])

    def rebuild(self) -> None:
        """The page made again from the form now: the same control keeps the focus, and words
        typed and not yet kept stay typed."""
        focused = self.form.focused
        focus_key = self.keys.get(id(focused)) if focused is not None else None
        typed = focused.text if isinstance(focused, FieldText) and focused.dirty else None
        self.rebuilding = True
        try:
            sections = self.workshop.sections()
            self.sections.set_items(sections)
            self.sections.selected = next(
                (i for i, s in enumerate(sections) if s.id == self.section_id), 0
            )
            self.unplaced = self.workshop.unplaced_problems()
            rows = build_rows(self.current().fields, self, self.unplaced.get(self.section_id))
            rows = with_description_note(rows, self.workshop, self)
        finally:
            self.rebuilding = False
        self.page.rows = rows
        self.keys = {id(w): (row.key, k) for row in rows for k, w in enumerate(row.widgets())}
        page_widgets = [w for row in rows for w in row.widgets()]
        self.form.on_page = {id(w) for w in page_widgets}
        fixed_top = [self.sections, self.undo_button, self.redo_button, self.status]
        if focused is not None and all(focused is not w for w in fixed_top + self.bottom):
            self.form.focused = None  # a page control: found again by its key, not committed
        self.form.widgets = [*fixed_top, *page_widgets, *self.bottom]
        self.built_for = self._state()
        if self.built:
            self.layout()
        if self.arriving is not None:
            self._arrive(self.arriving)
        elif focus_key is not None:
            self._refocus(focus_key, typed)

    def _arrive(self, path: KeyPath) -> None:
        """The focus on an item just added (its heading, or its first control)."""
        self.arriving = None
        row = next((r for r in self.page.rows if r.key[0] == path and r.main is not None), None)
        if row is not None and row.main is not None:
            self.form.focus(row.main)
            self.page.scroll_to_row(row)

    def _refocus(self, key: tuple[Any, ...], typed: str | None) -> None:
        found = next((w for w in self.form.widgets if self.keys.get(id(w)) == key), None)
        if found is None:
            return
        self.form.focus(found)
        self.last_focus = found
        if typed is not None and isinstance(found, FieldText):
            found.text, found.cursor = typed, len(typed)

    def _state(self) -> tuple[Any, ...]:
        report = self.workshop.report
        return (self.draft.revision, id(report), self.section_id, tuple(self.opened.items()))

    # -- what the rows call (game.ui.scenes.workshop.rows.Edits) -----------------------------
    def apply(self, change: Callable[[], Any], *, open_: KeyPath | None = None) -> None:
        if self.rebuilding:
            return
        try:
            change()
            self.message = ""
        except EditError as error:
            self.message = say(error.message)
            self.built_for = None  # the control shows the draft again, not what was refused
        if open_ is not None:
            self.opened[tuple(open_)] = True

    def _is_map_item(self, path: KeyPath) -> bool:
        field = self.workshop.field(path)
        return field is not None and field.renamable

    def is_open(self, field: Field) -> bool:
        wanted = self.opened.get(field.path)
        if wanted is not None:
            return wanted
        parent_is_map = len(field.path) >= 2 and field.renamable
        return not parent_is_map  # a map's items (each card) start folded: a page of names

    def set_open(self, path: KeyPath, open_: bool) -> None:
        path = tuple(path)
        if open_:  # one card (one item of a map) open at a time: a page of names stays short
            for other in [p for p in self.opened if p[:-1] == path[:-1] and p != path]:
                if self._is_map_item(other):
                    del self.opened[other]
        self.opened[path] = open_
        if open_ and self.form.focused is not None and self.page.row_of(self.form.focused):
            self.arriving = tuple(path)  # an item just added: shown, and the keys go to it

    # -- layout ----------------------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.size
        px = self.px
        margin, top, bottom = px(32), px(96), h - px(100)
        side_w = px(230)
        about_w = max(px(260), int(w * 0.24))
        self.sections.rect = pygame.Rect(margin, top, side_w, bottom - top)
        self.sections.row_height = px(40)
        self.sections.gap = px(4)
        view_x = margin + side_w + px(20)
        self.about = pygame.Rect(w - margin - about_w, top, about_w, bottom - top)
        self.page.layout(pygame.Rect(view_x, top, self.about.x - px(20) - view_x, bottom - top))
        self.page.place()
        self.status.rect = pygame.Rect(self.about.x, px(58), self.about.w, px(28))
        tool_w, tool_h = px(260), px(38)
        self.redo_button.rect = pygame.Rect(w - margin - tool_w, px(22), tool_w, tool_h)
        self.undo_button.rect = self.redo_button.rect.move(-(tool_w + px(12)), 0)
        gap = px(10)
        width = (w - 2 * margin - gap * (len(self.bottom) - 1)) // len(self.bottom)
        for k, button in enumerate(self.bottom):
            button.rect = pygame.Rect(margin + k * (width + gap), h - px(84), width, px(50))

    # -- frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.workshop.poll()
        if self._state() != self.built_for:
            self.rebuild()
        playable = self.workshop.playable
        for button in (self.save_button, self.preview_button, self.learn_button):
            button.enabled = playable
        self.table_button.enabled = playable
        self.status.enabled = self.workshop.checked and bool(self.workshop.problems())
        self.undo_button.enabled = self.draft.can_undo
        self.redo_button.enabled = self.draft.can_redo
        focused = self.form.focused
        if focused is not self.last_focus:
            self.last_focus = focused
            row = self.page.row_of(focused)
            if row is not None:
                self.page.scroll_to_row(row)
        under = self.page.row_at(self.pointer) if self.pointer else None
        self.resting = self.hover.update(under, dt)

    def busy(self) -> bool:
        return not self.workshop.checked

    def handle_event(self, event: pygame.event.Event) -> bool:
        if hasattr(event, "pos") and event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = events.pos(event)
        if self.page.handle_event(event, self.pointer):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F8:
            self.next_problem()
            return True
        if event.type == pygame.KEYDOWN and event.mod & pygame.KMOD_CTRL:
            if event.key == pygame.K_z:
                (self.redo if event.mod & pygame.KMOD_SHIFT else self.undo)()
                return True
            if event.key == pygame.K_y:
                self.redo()
                return True
            if event.key == pygame.K_s:
                self.save()
                return True
        return super().handle_event(event)

    # -- actions ---------------------------------------------------------------------------
    def next_problem(self) -> None:
        """To the next problem after the field in hand (the first after the last): its page,
        every heading above it open, its row in view and its control focused."""
        places = problem_places(self.workshop, self.unplaced)
        if not places:
            return
        row = self.page.row_of(self.form.focused)
        here = (self.section_id, row.key[0]) if row is not None else None
        section_id, path = places[(places.index(here) + 1) % len(places) if here in places else 0]
        self.section_id = section_id
        for depth in range(1, len(path)):
            self.opened[path[:depth]] = True
        self.rebuild()
        target = next((r for r in self.page.rows if r.key[0] == path and r.widgets()), None)
        if target is not None:
            self.page.scroll_to_row(target)
            self.form.focus(target.widgets()[0])
            self.last_focus = self.form.focused

    def _pick_section(self, section: Section) -> None:
        if self.rebuilding:
            return
        self.section_id = section.id
        self.page.offset = 0.0

    def undo(self) -> None:
        self._commit_typing()
        if self.draft.undo():
            self.message = ""

    def redo(self) -> None:
        if self.draft.redo():
            self.message = ""

    def _commit_typing(self) -> None:
        focused = self.form.focused
        if isinstance(focused, FieldText):
            focused.commit()

    @property
    def dirty(self) -> bool:
        return self.draft.revision != self.kept_revision

    def save(self) -> None:
        """Into the player's rulesets (only without problems); New game reads it again."""
        from game.table import rulecache

        if self._refused():
            return
        try:
            saved = self.workshop.save()
        except KeepError as error:
            self.message = say(error.message)
            return
        self.kept_revision = self.draft.revision
        rulecache.start_rescan()
        self.message = tr("workshop.screen.saved", name=self.shown_name() or saved.stem)

    def keep_draft(self) -> None:
        self._commit_typing()
        try:
            kept = self.workshop.keep_draft()
        except KeepError as error:
            self.message = say(error.message)
            return
        self.kept_revision = self.draft.revision
        self.message = tr("workshop.screen.kept", name=self.shown_name() or kept.stem)

    def _open(self, name: str) -> None:
        assert self.app is not None
        self._commit_typing()
        self.app.scenes.open(name, self.workshop)

    def preview(self) -> None:
        if self._refused():
            return
        self._open("workshop_preview")

    def export(self) -> None:
        """A copy of the rules written where the player chooses; the line below says where."""
        assert self.app is not None
        self._commit_typing()
        chooser = self.app.scenes.make("workshop_export", self.workshop)
        assert isinstance(chooser, Modal)  # it answers with the file written
        self.app.scenes.push(chooser, self._exported)

    def _exported(self, written: Path | None) -> None:
        if written is not None:
            folder = shown_name(written.parent)
            self.message = tr(
                "workshop.screen.exported", file=shown_name(written.name), folder=folder
            )

    def try_learn(self) -> None:
        self._try("learn")

    def try_table(self) -> None:
        self._try("table")

    def _refused(self) -> bool:
        """Only rules without problems are saved, previewed or played. Words typed and not yet
        kept are kept first, and checked at once (the press asked for it: it may take a
        fraction of a second on the largest ruleset)."""
        self._commit_typing()
        if not self.workshop.checked:
            self.workshop.wait()
        if self.workshop.playable:
            return False
        self.message = tr("workshop.screen.not_yet", count=len(self.workshop.problems()))
        return True

    def _try(self, kind: str) -> None:
        if self._refused():
            return
        self._commit_typing()
        tryit = importlib.import_module("game.ui.scenes.workshop.tryit")
        tryit.try_it(self.app, self.workshop, kind)

    def back(self) -> None:
        """Leave; changes not kept are asked about (keep them as a draft, or let them go)."""
        self._commit_typing()
        assert self.app is not None
        if not self.dirty:
            self.dismiss()
            return
        self.app.scenes.push(LeaveDialog(can_save=self.workshop.playable), self._leave)

    def _leave(self, choice: str | None) -> None:
        if choice in ("keep", "save"):
            (self.save if choice == "save" else self.keep_draft)()
            if self.dirty:  # it could not be kept: the message says why
                return
        if choice in ("keep", "save", "drop"):
            self.dismiss()

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        px = self.px
        name = self.shown_name()
        room = self.undo_button.rect.x - px(40) - px(20)
        blit_text(surface, name, px(18), (px(40), px(64)), colour=theme.GOLD, width=room)
        panel(surface, self.page.view.inflate(px(12), px(12)), radius=px(12))
        focused_row = self.page.row_of(self.form.focused)
        self.page.draw(surface, focused_row)
        self.form.draw(surface)
        draw_about(surface, self)
        draw_tooltip_of(surface, self)
        hint_line(surface, self.message or tr("workshop.screen.hint"), self)

    def shown_name(self) -> str:
        """The rules' name as New game shows it, in the reader's language."""
        return text_of(self.draft.doc.get("name", ""))

    def about_row(self) -> Row | None:
        """The row the words on the right are about: under the resting pointer, else the
        keyboard's."""
        return self.resting or self.page.row_of(self.form.focused)
