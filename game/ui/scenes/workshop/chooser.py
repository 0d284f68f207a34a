"""The game's own file chooser (there is no native dialog in a pygame window): a folder's
entries in a `ScrollList`, folders first, then the ruleset files (`.yaml`, `.yml`), with the
folder's path above, Up, Home and the player's rulesets folder as a shortcut.

A folder is listed with `os.scandir`, which opens no file, on a thread (`game.background.Job`):
a folder of 22,000 entries takes half a second to stat, sort and name, which the window does
not wait for (the list shows a progress line meanwhile). The files themselves are only ever
read by the workshop's checked reader (`Workshop.import_file`). Names that are not UTF-8 are
shown with their bad bytes replaced (`game.files.shown_name`) while the entry keeps its real
name, so such a file still opens. `ImportScene` and `ExportScene` (`files`) build on this.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.background import Job
from game.files import read_text, shown_name
from game.i18n import tr
from game.table import prefs
from game.ui.art import theme
from game.ui.widgets.controls import (
    TEXT_DIM,
    TEXT_LIGHT,
    Button,
    blit_text,
    panel,
    resolve,
    shorten,
)
from game.ui.widgets.forms import FormScene
from game.ui.widgets.scrolllist import RowState, ScrollList, shade_row
from game.workshop.keep import rulesets_folder

SUFFIXES = (".yaml", ".yml")
FOLDER = theme.GOLD
BAD = (255, 168, 150)

_last_folder: Path | None = None  # where the chooser was last left, for the next time
USER_DIRS_LIMIT = 64 * 1024  # the desktop's user-dirs.dirs is a few hundred bytes


@dataclass(frozen=True)
class Entry:
    """A row: a folder or a ruleset file, its real path and its name as drawn."""

    path: Path
    shown: str
    folder: bool
    size: int = 0


def listing(folder: Path) -> list[Entry]:
    """The folders (not hidden ones) and ruleset files of `folder`, folders first, each group
    by name as a person sorts (case folded). OSError when the folder cannot be listed."""
    folders: list[Entry] = []
    files: list[Entry] = []
    with os.scandir(folder) as entries:
        for entry in entries:
            if entry.name.startswith("."):
                continue
            try:
                is_folder = entry.is_dir()
            except OSError:
                continue
            path = Path(entry.path)
            if is_folder:
                folders.append(Entry(path, shown_name(entry.name), True))
            elif path.suffix.lower() in SUFFIXES:
                files.append(Entry(path, shown_name(entry.name), False, _size(entry)))
    return sorted(folders, key=_order) + sorted(files, key=_order)


def _size(entry: os.DirEntry[str]) -> int:
    try:
        return entry.stat().st_size
    except OSError:
        return 0


def _order(entry: Entry) -> str:
    return entry.shown.casefold()


def size_words(size: int) -> str:
    if size < 1024:
        return tr("files.bytes", count=size)
    return tr("files.kilobytes", count=max(1, round(size / 1024)))


def start_folder() -> Path:
    """The folder the chooser opens in: where it was last left in this run, else where a
    file was last imported from or exported to (kept in the settings), else the player's
    documents folder, else the home folder."""
    remembered = prefs.current().files_folder
    candidates = (_last_folder, Path(remembered) if remembered else None, documents_folder())
    for folder in (*candidates, Path.home()):
        if folder is not None and _is_folder(folder):
            return folder
    return Path.cwd()


def _is_folder(path: Path) -> bool:
    """Whether `path` is a folder; a name the system refuses (too long, a NUL, as a damaged
    settings file may hold) is none."""
    try:
        return path.is_dir()
    except (OSError, ValueError):
        return False


def remember_folder(folder: Path) -> None:
    """A file was read from or written to `folder`: the next chooser, also in a later run,
    opens there."""
    global _last_folder
    _last_folder = folder
    if prefs.current().files_folder != str(folder):
        prefs.current().files_folder = str(folder)
        prefs.changed()  # written to the settings file


def documents_folder() -> Path | None:
    """The player's documents folder as the desktop names it (`XDG_DOCUMENTS_DIR` in
    user-dirs.dirs: "Dokumente" on a German desktop), else ~/Documents; None if it does not
    exist."""
    home = Path.home()
    config = Path(os.environ.get("XDG_CONFIG_HOME") or home / ".config")
    named = home / "Documents"
    try:
        text = read_text(config / "user-dirs.dirs", USER_DIRS_LIMIT)
    except (OSError, ValueError):  # missing, not a file, too big, not UTF-8
        text = ""
    for line in text.splitlines():
        key, _eq, value = line.partition("=")
        if key.strip() == "XDG_DOCUMENTS_DIR" and value.strip():
            named = Path(value.strip().strip('"').replace("$HOME", str(home)))
    for folder in (named, home / "Documents"):  # the desktop's name may be one gone since
        if folder != home and _is_folder(folder):
            return folder
    return None


class FileChooser(FormScene):
    """A folder's entries to choose from. Subclasses add what is done with a file (`chosen`)
    and their own controls (`build_more`, `layout_more`)."""

    def __init__(self, folder: Path | None = None) -> None:
        super().__init__()
        self.folder = folder if folder is not None else start_folder()
        self.problem = ""  # why the last folder or file could not be opened (shown in red)
        self.listing: Job[list[Entry]] | None = None  # the folder being listed, off the frame
        self._going: tuple[Path, Path | None] = (self.folder, None)  # its folder, what to select
        self._shown: tuple[Path, list[Entry], int] | None = None  # what was listed before it

    # -- building ----------------------------------------------------------------------------
    def build(self) -> None:
        self.up_button = self.form.add(Button(lambda: tr("files.up"), self.up, style="quiet"))
        self.home_button = self.form.add(
            Button(lambda: tr("files.home"), lambda: self.go(Path.home()), style="quiet")
        )
        self.own_button = self.form.add(
            Button(lambda: tr("files.own_rulesets"), self.go_own, style="quiet")
        )
        self.list = self.form.add(
            ScrollList(
                self._draw_row,
                on_activate=self.activate,
                on_select=self.selected,
                empty=lambda: tr("files.empty"),
            )
        )
        self.back_button = self.form.add(
            Button(lambda: tr("common.back"), self.back, style="quiet")
        )
        self.build_more()
        self.go(self.folder)
        self.form.focus(self.list)

    def build_more(self) -> None:
        pass

    def layout(self) -> None:
        w, h = self.size
        top = self.px(76)
        bh = self.px(40)
        # Each as wide as its words (they differ much between languages); the row starts at
        # the list's edge, so it does not share a column, and a text size, with Back.
        x = self.px(24)
        font = theme.font(max(10, int(bh * 0.42)), True)
        for button in (self.up_button, self.home_button, self.own_button):
            width = max(self.px(110), font.size(resolve(button.text))[0] + bh)
            button.rect = pygame.Rect(x, top, width, bh)
            x += width + self.px(12)
        self.path_top = top + bh + self.px(10)
        list_top = self.path_top + self.px(30)
        self.box = pygame.Rect(self.px(24), list_top, w - self.px(48), 0)
        self.box.h = max(self.px(80), h - self.px(84) - self.px(16) - list_top - self.extra_h())
        self.list.rect = self.box.inflate(-self.px(24), -self.px(16))
        self.list.row_height = self.px(32)
        self.list.gap = self.px(2)
        self.back_button.rect = self.bottom_row(self.px(32), self.px(160))
        self.layout_more()

    def extra_h(self) -> int:
        """Room the subclass needs between the list and the bottom row."""
        return 0

    def layout_more(self) -> None:
        pass

    # -- moving about -----------------------------------------------------------------------
    def go(self, folder: Path, *, select: Path | None = None) -> bool:
        """Show `folder`'s entries (with `select` selected, if it is among them) once they are
        listed on a thread (`update` takes them in); a folder that cannot be listed gives the
        list back as it was and says why. True: the listing has begun."""
        if self.listing is None:  # a listing still under way was never shown: nothing to keep
            self._shown = (self.folder, self.list.items, self.list.selected)
        self.listing = Job(lambda _say: listing(folder), name="file-chooser-listing")
        self._going = (folder, select)
        self.folder = folder
        self.problem = ""
        self.list.set_items([], selected=0)
        self.list.offset = 0.0
        self.list.progress = (tr("files.listing"), None)
        return True

    def take_listing(self) -> None:
        """Once a frame: the entries of the folder listed, when they are in."""
        global _last_folder
        job = self.listing
        if job is None or not job.done:
            return
        self.listing = None
        self.list.progress = None
        folder, select = self._going
        if job.exception is not None:
            if not isinstance(job.exception, OSError):
                raise RuntimeError(f"listing a folder failed:\n{job.error}")
            why = job.exception.strerror or str(job.exception)
            self.problem = tr("files.cannot_list", folder=shown_name(folder), why=why)
            if self._shown is not None:
                self.folder, entries, selected = self._shown
                self.list.set_items(entries, selected=selected)
            return
        entries = job.result or []
        _last_folder = folder
        self.list.set_items(entries, selected=0)
        self.list.offset = 0.0
        paths = [entry.path for entry in entries]
        if select in paths:
            self.list.select(paths.index(select))

    def busy(self) -> bool:
        return self.listing is not None

    def update(self, dt: float) -> None:
        super().update(dt)
        self.take_listing()

    def up(self) -> None:
        """To the folder above, the folder it came from selected."""
        came_from = self.folder
        if came_from.parent != came_from:
            self.go(came_from.parent, select=came_from)

    def go_own(self) -> None:
        folder = rulesets_folder()
        folder.mkdir(parents=True, exist_ok=True)
        self.go(folder)

    def activate(self, entry: Entry) -> None:
        if entry.folder:
            self.go(entry.path)
        else:
            self.chosen(entry.path)

    def selected(self, entry: Entry) -> None:
        """A row was selected (the export fills in its name)."""

    def chosen(self, path: Path) -> None:
        """A file was picked: what follows is the subclass's (ImportScene reads it, ExportScene
        writes there); the chooser itself is never opened on its own."""
        raise NotImplementedError

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_BACKSPACE
            and self.form.focused is self.list
        ):
            self.up()
            return True
        return super().handle_event(event)

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        path = shown_name(self.folder)
        size = self.px(16)
        room = self.size[0] - self.px(64)
        if theme.font(size).size(path)[0] > room:  # the end of a long path matters most
            while len(path) > 1 and theme.font(size).size("…" + path)[0] > room:
                path = path[1:]
            path = "…" + path
        blit_text(surface, path, size, (self.px(28), self.path_top), colour=theme.GOLD)
        panel(surface, self.box, radius=self.px(12))
        self.draw_more(surface)
        self.form.draw(surface)
        if self.problem:
            self.draw_problem(surface)

    def draw_more(self, surface: pygame.Surface) -> None:
        pass

    def draw_problem(self, surface: pygame.Surface) -> None:
        """Why a folder or a file was refused, in a red band over the list's foot."""
        width = self.box.w - self.px(40)
        lines = self.problem.split("\n")
        line_h = theme.font(self.px(15)).get_linesize()
        band = pygame.Rect(0, 0, self.box.w - self.px(16), line_h * len(lines) + self.px(14))
        band.midbottom = (self.box.centerx, self.box.bottom - self.px(8))
        panel(surface, band, radius=self.px(8), colour=(70, 20, 16, 235), shadow=0)
        y = band.y + self.px(7)
        for line in lines:
            blit_text(
                surface, line, self.px(15), (band.x + self.px(12), y), colour=BAD, width=width
            )
            y += line_h

    def _draw_row(
        self, surface: pygame.Surface, rect: pygame.Rect, entry: Entry, row: RowState
    ) -> None:
        if row.selected or row.hovered:
            shade_row(surface, rect, 70 if row.selected else 30)
        size = max(11, rect.h * 15 // 32)
        x = rect.x + self.px(10)
        if entry.folder:
            _folder_icon(surface, pygame.Rect(x, rect.centery - size // 2, size + 4, size))
        colour = FOLDER if entry.folder else TEXT_LIGHT
        right = rect.right - self.px(10)
        if not entry.folder:
            words = size_words(entry.size)
            blit_text(
                surface, words, size, (right, rect.centery), colour=TEXT_DIM, anchor="midright"
            )
            right -= theme.font(size).size(words)[0] + self.px(16)
        left = x + size + self.px(14)
        name = shorten(entry.shown, size, right - left, at_word=False)
        blit_text(
            surface,
            name,
            size,
            (left, rect.centery),
            colour=colour,
            anchor="midleft",
            bold=entry.folder,
        )


def _folder_icon(surface: pygame.Surface, box: pygame.Rect) -> None:
    """A small folder: a tab and a body."""
    tab = pygame.Rect(box.x, box.y, box.w // 2, max(2, box.h // 4))
    body = pygame.Rect(box.x, box.y + tab.h - 1, box.w, box.h - tab.h + 1)
    pygame.draw.rect(surface, FOLDER, tab, border_radius=2)
    pygame.draw.rect(surface, FOLDER, body, border_radius=2)
