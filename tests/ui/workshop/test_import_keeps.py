"""Import a file… from the workshop's start page: a file that checks joins "Your rulesets" and
New game at once, and the editor says so; a file with problems opens in the editor to be
mended and joins nothing yet."""

from __future__ import annotations

from pathlib import Path

from game.i18n import tr
from game.table import rulecache
from game.ui.app import App
from game.ui.scenes.newgame.scene import NewGameScene
from game.ui.scenes.workshop.files import ImportScene
from game.ui.scenes.workshop.start import WorkshopStartScene
from game.workshop import Workshop, keep

from .kit import click, editor_opened, frames, step_until


def start_page(app: App) -> WorkshopStartScene:
    app.scenes.push(app.scenes.make("title"))
    start = app.scenes.open("workshop")
    assert isinstance(start, WorkshopStartScene)
    step_until(app, lambda: start.own.progress is None)
    return start


def import_through_the_chooser(app: App, start: WorkshopStartScene, file: Path) -> None:
    click(app, start.import_button.rect.center)
    chooser = app.scenes.top
    assert isinstance(chooser, ImportScene)
    assert chooser.go(file.parent)
    step_until(app, lambda: chooser.listing is None)
    names = [entry.path.name for entry in chooser.list.items]
    chooser.list.select(names.index(file.name))
    click(app, chooser.open_button.rect.center)


def test_a_good_file_joins_your_rulesets_and_new_game_at_once(app: App, tmp_path: Path) -> None:
    file = Workshop.start_from("noris", background=False).export(tmp_path / "from_grandma.yaml")
    start = start_page(app)
    import_through_the_chooser(app, start, file)
    editor = editor_opened(app)
    kept = keep.rulesets_folder() / f"{editor.workshop.draft.doc['id']}.yaml"
    assert kept.exists() and editor.workshop.saved == kept
    name = "Colour Rush (my rules)"
    assert editor.message == tr("workshop.screen.imported", name=name)
    assert not editor.dirty  # nothing to keep on leaving: it is kept
    click(app, editor.back_button.rect.center)
    step_until(app, lambda: app.scenes.top is start and start.own.progress is None)
    assert any(e.path == kept and e.name == name for e in start.own.items)
    new_game = NewGameScene()
    app.scenes.push(new_game)
    step_until(app, lambda: rulecache.user_scan().finished)
    frames(app)
    assert str(kept) in new_game.choices.ids


def test_a_file_with_problems_opens_to_be_mended_and_joins_nothing(
    app: App, tmp_path: Path
) -> None:
    file = Workshop.start_from("classic", background=False).export(tmp_path / "typo.yaml")
    file.write_text(file.read_text(encoding="utf-8") + "hand_sise: 6\n", encoding="utf-8")
    start = start_page(app)
    import_through_the_chooser(app, start, file)
    editor = editor_opened(app)
    step_until(app, lambda: editor.workshop.checked)
    assert editor.workshop.problems() and editor.workshop.saved is None
    assert editor.message == "" and keep.own_rulesets() == []


def test_the_same_file_imported_again_opens_the_copy_kept_before(app: App, tmp_path: Path) -> None:
    """The same file twice (a second download, a click too many) keeps one copy: the second
    import opens the first and says so."""
    file = Workshop.start_from("noris", background=False).export(tmp_path / "from_grandma.yaml")
    start = start_page(app)
    import_through_the_chooser(app, start, file)
    first = editor_opened(app)
    kept = first.workshop.saved
    click(app, first.back_button.rect.center)
    step_until(app, lambda: app.scenes.top is start and start.own.progress is None)
    import_through_the_chooser(app, start, file)
    again = editor_opened(app)
    assert again is not first and again.workshop.saved == kept
    assert again.message == tr("workshop.screen.imported_already", name="Colour Rush (my rules)")
    assert keep.own_rulesets() == [kept]
