"""The workshop's import and export through the game's file chooser, and files dropped on the
window, driven through the real scene loop."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.ruleset import find_ruleset
from game.ui.app import App
from game.ui.scenes.workshop.files import ExportScene
from game.workshop import Workshop
from tests.helpers import PATIENCE
from tests.ui.menu_driver import click, click_widget, frames, key, type_text
from tests.ui.workshopkit import (
    StandInEditor,
    drop,
    editor_stand_in,  # noqa: F401 - a fixture
    step_until,
    write_ruleset,
)

pytestmark = pytest.mark.usefixtures("own_data", "editor_stand_in")

BROKEN = "format: 1\nid: broken\nname: Broken\nranks:\n  seven: {kind: number\n  eight: 8\n"


def listed(app: App, chooser: object) -> None:
    """Frames until the chooser's folder is listed (on its thread)."""
    step_until(app, lambda: chooser.listing is None)


def open_import(app: App, folder: Path) -> object:
    app.scenes.push(app.scenes.make("title"))
    chooser = app.scenes.open("workshop_import")
    frames(app)
    assert chooser.go(folder)
    listed(app, chooser)
    return chooser


def exporting(app: App, workshop: Workshop, written: Callable[[Path | None], None]) -> Any:
    """The export screen over the top one, answering `written` with the file it wrote."""
    chooser = app.scenes.make("workshop_export", workshop)
    assert isinstance(chooser, ExportScene)
    app.scenes.push(chooser, written)
    return chooser


def select(chooser: object, name: str) -> None:
    rows = [entry.path.name for entry in chooser.list.items]
    chooser.list.select(rows.index(name))


def test_the_chooser_lists_folders_first_then_ruleset_files(app: App, tmp_path: Path) -> None:
    (tmp_path / "b folder").mkdir()
    (tmp_path / "A folder").mkdir()
    (tmp_path / ".hidden").mkdir()
    (tmp_path / "notes.txt").write_text("not a ruleset")
    write_ruleset(tmp_path / "zebra.yml")
    write_ruleset(tmp_path / "Apple.yaml")
    chooser = open_import(app, tmp_path)
    assert [(e.shown, e.folder) for e in chooser.list.items] == [
        ("A folder", True),
        ("b folder", True),
        ("Apple.yaml", False),
        ("zebra.yml", False),
    ]
    chooser.list.select(1)
    key(app, pygame.K_RETURN)  # into the folder
    listed(app, chooser)
    assert chooser.folder == tmp_path / "b folder" and chooser.list.items == []
    key(app, pygame.K_BACKSPACE)  # and up again, the folder it came from selected
    listed(app, chooser)
    assert chooser.folder == tmp_path and chooser.list.selected == 1
    click_widget(app, chooser.own_button)
    listed(app, chooser)
    assert chooser.folder.name == "rulesets" and chooser.folder.is_dir()
    click_widget(app, chooser.home_button)
    assert chooser.folder == Path.home()


def test_a_folder_is_listed_off_the_frame(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A folder of 22,000 entries took a 0.49 s frame to list (issue 32, case 12): the listing
    runs on a thread, and the window goes on drawing frames, a progress line in the list,
    until it is in."""
    import threading

    from game.ui.scenes.workshop import chooser as chooser_module

    for k in range(300):
        (tmp_path / f"rules {k:03d}.yaml").write_text("x", encoding="utf-8")
    gate, threads = threading.Event(), []
    real = chooser_module.listing

    def held(folder: Path) -> list:
        threads.append(threading.get_ident())
        gate.wait(PATIENCE)  # a safety net: the test opens the gate itself
        return real(folder)

    app.scenes.push(app.scenes.make("title"))
    chooser = app.scenes.open("workshop_import")
    frames(app)
    listed(app, chooser)
    monkeypatch.setattr(chooser_module, "listing", held)
    assert chooser.go(tmp_path)
    frames(app, 3)  # drawn while the folder is read
    assert chooser.listing is not None and chooser.list.progress is not None
    assert chooser.list.items == [] and app.busy()
    gate.set()
    listed(app, chooser)
    assert len(chooser.list.items) == 300 and chooser.list.progress is None
    assert threads and threading.main_thread().ident not in threads


def test_a_chosen_file_is_read_and_the_editor_takes_the_chooser_s_place(
    app: App, tmp_path: Path
) -> None:
    write_ruleset(tmp_path / "family.yaml")
    chooser = open_import(app, tmp_path)
    select(chooser, "family.yaml")
    click_widget(app, chooser.open_button)
    step_until(app, lambda: isinstance(app.scenes.top, StandInEditor))
    editor = app.scenes.top
    assert [s.scene_id for s in app.scenes] == ["title", "workshop_edit"]
    assert isinstance(editor.workshop, Workshop)
    assert editor.workshop.origin is not None and editor.workshop.origin.id == "classic"


def refused(app: App, chooser: object, name: str) -> str:
    select(chooser, name)
    chooser.open_selected()
    step_until(app, lambda: chooser.reading is None)
    frames(app)
    assert app.scenes.top is chooser, "a refused file leaves the chooser open"
    assert chooser.problem
    return chooser.problem


def test_an_imported_file_s_form_is_made_off_the_frame(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A ruleset of 2,000 ranks took a 580 ms frame once imported: the editor made its form,
    22,000 fields (issue 32, case 12). The import's thread checks the draft and makes the
    form and its pages; the frames that follow only look them up."""
    import threading

    from game.workshop import session

    text = Path(find_ruleset("classic")).read_text(encoding="utf-8")
    extra = "".join(f"  x{k}: {{kind: number, value: {k % 10}}}\n" for k in range(300))
    (tmp_path / "many.yaml").write_text(text.replace("\ndeck:\n", f"\n{extra}\ndeck:\n"))
    made_on: list[int] = []
    real = session.build_root
    monkeypatch.setattr(
        session, "build_root", lambda doc: made_on.append(threading.get_ident()) or real(doc)
    )
    chooser = open_import(app, tmp_path)
    select(chooser, "many.yaml")
    chooser.open_selected()
    step_until(app, lambda: isinstance(app.scenes.top, StandInEditor))
    workshop = app.scenes.top.workshop
    made = len(made_on)
    assert made_on and threading.main_thread().ident not in made_on
    assert workshop.checked and len(workshop.draft.doc["ranks"]) == 308
    frames(app)
    workshop.sections(), workshop.problems(), workshop.unplaced_problems()
    assert len(made_on) == made  # the editor's frames make no form of their own


def test_a_broken_file_shows_its_file_and_line_and_loses_nothing(app: App, tmp_path: Path) -> None:
    (tmp_path / "broken.yaml").write_text(BROKEN, encoding="utf-8")
    write_ruleset(tmp_path / "good.yaml")
    chooser = open_import(app, tmp_path)
    problem = refused(app, chooser, "broken.yaml")
    assert "broken.yaml:" in problem and "cannot be read as a ruleset" in problem
    line = next(part for part in problem.split("\n") if part.startswith("broken.yaml:"))
    assert line.split(":")[1].isdigit(), line
    # nothing lost: the list is there, another file opens
    select(chooser, "good.yaml")
    chooser.open_selected()
    step_until(app, lambda: isinstance(app.scenes.top, StandInEditor))


def test_a_file_over_the_limit_is_refused_unread(app: App, tmp_path: Path) -> None:
    big = tmp_path / "big.yaml"
    with open(big, "wb") as out:
        out.truncate(10 * 1024 * 1024)
    chooser = open_import(app, tmp_path)
    problem = refused(app, chooser, "big.yaml")
    assert "big.yaml" in problem and "10485760" in problem.replace(",", "")


def test_a_name_that_is_not_utf8_is_shown_replaced_and_still_opens(
    app: App, tmp_path: Path
) -> None:
    raw = os.fsencode(tmp_path) + b"/Regeln f\xfcr Oma.yaml"
    write_ruleset(Path(os.fsdecode(raw)))
    chooser = open_import(app, tmp_path)
    (entry,) = chooser.list.items
    assert entry.shown == "Regeln f\ufffdr Oma.yaml"
    frames(app)  # drawn without an error
    chooser.open_selected()
    step_until(app, lambda: isinstance(app.scenes.top, StandInEditor))


def test_export_writes_the_file_and_asks_before_replacing(app: App, tmp_path: Path) -> None:
    workshop = Workshop.start_from("noris", background=False)
    app.scenes.push(StandInEditor(workshop))
    written: list[Path | None] = []
    chooser = exporting(app, workshop, written.append)
    frames(app)
    assert chooser.go(tmp_path)
    listed(app, chooser)
    assert chooser.name_field.text == "Colour Rush (my rules).yaml"  # the name people see
    chooser.form.focus(chooser.name_field)
    chooser.name_field.text, chooser.name_field.cursor = "", 0
    type_text(app, "Für Oma")
    click_widget(app, chooser.save_button)
    assert written == [tmp_path / "Für Oma.yaml"]
    text = (tmp_path / "Für Oma.yaml").read_text(encoding="utf-8")
    assert "(noris)" in text and isinstance(app.scenes.top, StandInEditor)
    # again, onto the same file: asked first; No keeps it, Yes replaces it
    chooser = exporting(app, workshop, written.append)
    frames(app)
    assert chooser.folder == tmp_path  # where it was left
    listed(app, chooser)
    click(app, chooser.list.row_rect(0).center)
    assert chooser.name_field.text == "Für Oma.yaml"
    (tmp_path / "Für Oma.yaml").write_text("mine", encoding="utf-8")
    click_widget(app, chooser.save_button)
    confirm = app.scenes.top
    assert confirm.scene_id == "confirm" and "Für Oma.yaml" in confirm.question
    click_widget(app, confirm.no)
    assert (tmp_path / "Für Oma.yaml").read_text(encoding="utf-8") == "mine"
    click_widget(app, chooser.save_button)
    click_widget(app, app.scenes.top.yes)
    assert "(noris)" in (tmp_path / "Für Oma.yaml").read_text(encoding="utf-8")
    assert len(written) == 2 and isinstance(app.scenes.top, StandInEditor)


def test_export_writes_a_name_of_245_bytes(app: App, tmp_path: Path) -> None:
    """120 × "ü" and ".yaml" is 245 bytes, a name every file system takes: its temporary
    name beside it must not pass 255 bytes (issue 32, case 11)."""
    workshop = Workshop.start_from("noris", background=False)
    app.scenes.push(StandInEditor(workshop))
    written: list[Path | None] = []
    chooser = exporting(app, workshop, written.append)
    frames(app)
    chooser.go(tmp_path)
    listed(app, chooser)
    chooser.name_field.text = "ü" * 120
    click_widget(app, chooser.save_button)
    target = tmp_path / ("ü" * 120 + ".yaml")
    assert len(os.fsencode(target.name)) == 245
    assert not chooser.problem, chooser.problem
    assert written == [target] and "(noris)" in target.read_text(encoding="utf-8")
    assert [p.name for p in tmp_path.iterdir()] == [target.name]  # no temporary left behind


def test_export_refuses_a_path_into_a_folder_that_does_not_exist(app: App, tmp_path: Path) -> None:
    workshop = Workshop.start_from("noris", background=False)
    app.scenes.push(StandInEditor(workshop))
    chooser = app.scenes.open("workshop_export", workshop)
    frames(app)
    chooser.go(tmp_path)
    listed(app, chooser)
    chooser.name_field.text = "sub/x.yaml"
    click_widget(app, chooser.save_button)
    assert chooser.problem and app.scenes.top is chooser
    assert list(tmp_path.iterdir()) == []


# -- dropped on the window -------------------------------------------------------------------
def test_a_file_dropped_on_the_title_opens_the_editor_with_it(app: App, tmp_path: Path) -> None:
    good = write_ruleset(tmp_path / "dropped.yaml")
    app.scenes.push(app.scenes.make("title"))
    frames(app)
    drop(app, str(good))
    step_until(app, lambda: isinstance(app.scenes.top, StandInEditor))
    assert [s.scene_id for s in app.scenes] == ["title", "workshop_edit"]


@pytest.mark.parametrize("where", ["settings", "new_game"])
def test_a_file_dropped_elsewhere_opens_the_editor_over_that_screen(
    app: App, tmp_path: Path, where: str
) -> None:
    good = write_ruleset(tmp_path / "dropped.yaml")
    app.scenes.push(app.scenes.make("title"))
    app.scenes.open(where)
    frames(app)
    drop(app, str(good))
    step_until(app, lambda: isinstance(app.scenes.top, StandInEditor))
    assert [s.scene_id for s in app.scenes] == ["title", where, "workshop_edit"]


def test_a_file_dropped_on_the_editor_opens_another_editor_over_it(
    app: App, tmp_path: Path
) -> None:
    good = write_ruleset(tmp_path / "dropped.yaml", "noris")
    first = StandInEditor(Workshop.start_from("classic", background=False))
    app.scenes.push(first)
    drop(app, str(good))
    step_until(
        app, lambda: app.scenes.top is not first and isinstance(app.scenes.top, StandInEditor)
    )
    assert app.scenes.top.workshop.origin.id == "noris" and first in list(app.scenes)


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("broken.yaml", "broken.yaml:"),
        ("big.yaml", "10485760"),
        ("a folder", "folder"),
    ],
)
def test_a_refused_drop_says_why_in_the_chooser(
    app: App, tmp_path: Path, name: str, words: str
) -> None:
    (tmp_path / "broken.yaml").write_text(BROKEN, encoding="utf-8")
    with open(tmp_path / "big.yaml", "wb") as out:
        out.truncate(10 * 1024 * 1024)
    (tmp_path / "a folder").mkdir()
    app.scenes.push(app.scenes.make("title"))
    drop(app, str(tmp_path / name))
    chooser = app.scenes.top
    assert chooser.scene_id == "workshop_import"
    step_until(app, lambda: chooser.reading is None)
    frames(app)
    assert app.scenes.top is chooser and words in chooser.problem.replace(",", "")
    assert chooser.folder == tmp_path  # the dropped file's folder, to choose another


def write_alias_bomb(path: Path) -> Path:
    """A 200 KB ruleset whose one 200,000-character name is repeated 200 times by aliases:
    40 MB of text once written out (issue 32, case 8). `check` refuses it."""
    text = Path(find_ruleset("classic")).read_text(encoding="utf-8")
    long = "x" * 200_000
    text = text.replace('name: {en: "Classic Mau-Mau"', f'name: {{en: &long "{long}"', 1)
    names = ", ".join(f"l{k}: *long" for k in range(200))
    text = text.replace("description:\n", f"names_of_old: {{{names}}}\ndescription:\n", 1)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("how", ["import", "drop"])
def test_a_ruleset_that_aliases_expand_past_the_limit_is_refused_unopened(
    app: App, tmp_path: Path, how: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Import and drop refuse what `check` refuses, in the same words, before any screen
    repeats the text: no workshop is made of it."""
    from game.ruleset import check_file

    bomb = write_alias_bomb(tmp_path / "bomb.yaml")
    made: list[object] = []
    real_init = Workshop.__init__
    monkeypatch.setattr(
        Workshop, "__init__", lambda self, *a, **k: made.append(self) or real_init(self, *a, **k)
    )
    if how == "import":
        chooser = open_import(app, tmp_path)
        select(chooser, "bomb.yaml")
        chooser.open_selected()
    else:
        app.scenes.push(app.scenes.make("title"))
        drop(app, str(bomb))
        chooser = app.scenes.top
    step_until(app, lambda: chooser.reading is None)
    frames(app)
    assert app.scenes.top is chooser and made == []
    _doc, problems = check_file(bomb)
    (problem,) = problems
    assert problem.localized() in chooser.problem and "characters" in chooser.problem


def test_a_dropped_name_that_is_not_utf8_still_opens(app: App, tmp_path: Path) -> None:
    name = os.fsdecode(os.fsencode(tmp_path) + b"/Regeln f\xfcr Oma.yaml")
    write_ruleset(Path(name))
    app.scenes.push(app.scenes.make("title"))
    drop(app, name)
    step_until(app, lambda: isinstance(app.scenes.top, StandInEditor))


def test_a_file_dropped_at_a_table_or_in_kid_mode_is_ignored(app: App, tmp_path: Path) -> None:
    from game.table.options import TableOptions
    from game.table.setup import GameSetup

    good = write_ruleset(tmp_path / "dropped.yaml")
    app.scenes.push(app.scenes.make("title"))
    app.scenes.open("kid_setup")
    frames(app)
    drop(app, str(good))
    frames(app, 5)
    assert [s.scene_id for s in app.scenes] == ["title", "kid_setup"]
    app.scenes.pop()
    options = TableOptions.from_prefs(bot_process=False)
    table = app.scenes.make("table", GameSetup.single_player("classic"), options)
    app.scenes.push(table)
    app.scenes.open("settings")  # a screen over the table: still at a table
    frames(app)
    drop(app, str(good))
    frames(app, 5)
    assert [s.scene_id for s in app.scenes] == ["title", "table", "settings"]


def test_esc_leaves_while_a_file_is_read_and_nothing_opens_after(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import threading

    from game.ui.scenes.workshop import files

    release = threading.Event()
    real = files.Workshop.import_file

    def slow(path: Path) -> Workshop:
        release.wait(PATIENCE)
        return real(path)

    monkeypatch.setattr(files.Workshop, "import_file", staticmethod(slow))
    write_ruleset(tmp_path / "slow.yaml")
    chooser = open_import(app, tmp_path)
    chooser.open_selected()
    assert chooser.reading is not None
    key(app, pygame.K_DOWN)  # held while reading
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top.scene_id == "title"
    release.set()
    assert chooser.reading.wait(PATIENCE)
    frames(app, 3)
    assert [s.scene_id for s in app.scenes] == ["title"]
