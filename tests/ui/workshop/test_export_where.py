"""Export from the editor as a parent would: it opens in the documents folder (or where a file
was last written), takes a whole typed path, and the editor says what was written where."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.i18n import tr
from game.table import prefs
from game.ui.app import App
from game.ui.scenes.workshop import chooser
from game.ui.scenes.workshop.editor import WorkshopEditScene
from game.ui.scenes.workshop.files import ExportScene
from game.workshop import Workshop

from .kit import click, frames, key, open_editor, step_until, type_text


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A home folder of the test's own, with Documents and Desktop, and no folder used yet."""
    home = tmp_path / "home"
    for folder in ("Documents", "Desktop"):
        (home / folder).mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setattr(chooser, "_last_folder", None)
    yield home


def open_export(app: App, editor: WorkshopEditScene) -> ExportScene:
    click(app, editor.export_button.rect.center)
    export = app.scenes.top
    assert isinstance(export, ExportScene)
    step_until(app, lambda: export.listing is None, "the folder listed")
    return export


def type_name(app: App, export: ExportScene, text: str) -> None:
    click(app, export.name_field.rect.center)
    while export.name_field.text:
        key(app, pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
    type_text(app, text)
    key(app, pygame.K_RETURN)
    frames(app)


def test_export_starts_in_documents_takes_a_typed_path_and_says_where(app: App, home: Path) -> None:
    editor = open_editor(app, Workshop.start_from("classic"))
    export = open_export(app, editor)
    assert export.folder == home / "Documents"
    type_name(app, export, "~/Desktop/for grandma")
    written = home / "Desktop" / "for grandma.yaml"
    assert written.exists() and app.scenes.top is editor
    assert editor.message == tr(
        "workshop.screen.exported", file="for grandma.yaml", folder=str(home / "Desktop")
    )
    assert prefs.current().files_folder == str(home / "Desktop")
    chooser._last_folder = None  # as in a later run: the settings remember the folder
    assert open_export(app, editor).folder == home / "Desktop"


def test_a_typed_folder_is_opened_and_a_missing_one_is_named(app: App, home: Path) -> None:
    editor = open_editor(app, Workshop.start_from("classic"))
    export = open_export(app, editor)
    type_name(app, export, str(home / "Desktop"))
    step_until(app, lambda: export.listing is None, "the folder listed")
    assert export.folder == home / "Desktop" and app.scenes.top is export
    assert export.name_field.text == export.default_name
    type_name(app, export, "~/Pictures/ours")
    assert app.scenes.top is export
    assert export.problem == tr("files.no_folder", folder=str(home / "Pictures"))
    assert not (home / "Pictures").exists()


def test_the_desktop_s_own_name_for_documents(home: Path) -> None:
    (home / "Dokumente").mkdir()
    (home / ".config").mkdir()
    (home / ".config" / "user-dirs.dirs").write_text(
        '# written by xdg-user-dirs-update\nXDG_DOCUMENTS_DIR="$HOME/Dokumente"\n',
        encoding="utf-8",
    )
    assert chooser.start_folder() == home / "Dokumente"


@pytest.mark.parametrize(
    "kept", ["x" * 100_000, "/tmp/a\x00b", "/tmp/r\udcfcgler", "relative/gone", "/no/such/folder"]
)
def test_a_damaged_remembered_folder_is_passed_over(home: Path, kept: str) -> None:
    """The settings file's folder may be anything: too long for the system, with a NUL, not
    UTF-8, gone. The chooser then starts in Documents, never raises."""
    prefs.current().files_folder = kept
    assert chooser.start_folder() == home / "Documents"


@pytest.mark.parametrize(
    "written",
    [
        b"\xff\xfeXDG_DOCUMENTS_DIR=broken\n",  # not UTF-8
        b'XDG_DOCUMENTS_DIR="' + b"y" * 200_000 + b'"\n',  # huge, and a name too long
        b'XDG_DOCUMENTS_DIR="$HOME/Do\x00k"\n',  # a NUL
    ],
)
def test_a_damaged_user_dirs_file_leaves_documents(home: Path, written: bytes) -> None:
    (home / ".config").mkdir()
    (home / ".config" / "user-dirs.dirs").write_bytes(written)
    assert chooser.start_folder() == home / "Documents"


@pytest.mark.parametrize(
    ("language", "suggested"),
    [("en", "Twist & Shout (my rules).yaml"), ("de", "Dreh & Ruf (meine Regeln).yaml")],
)
def test_the_file_is_offered_under_the_name_people_see(
    app: App, home: Path, language: str, suggested: str
) -> None:
    """A copy of Twist & Shout is offered as "Twist & Shout (my rules)", in the language
    played, not as the id the copy was given ("my_abacus")."""
    from game.i18n import set_language

    set_language(language)
    try:
        editor = open_editor(app, Workshop.start_from("abacus"))
        export = open_export(app, editor)
        assert export.default_name == export.name_field.text == suggested
        click(app, export.save_button.rect.center)
        frames(app)
        assert (home / "Documents" / suggested).exists()
    finally:
        set_language("en")


def test_what_no_system_takes_in_a_name_becomes_a_dash() -> None:
    from game.ui.scenes.workshop.files import file_stem

    assert file_stem('Oma\'s "best": 7/8?') == "Oma's -best-- 7-8-"
    assert file_stem("  \x00  ") == "-" and file_stem(" . ") == tr("files.default_stem")
